// Search and ordering of scenario summaries, done in memory (5,000 summaries take ~1 ms).
// Search: every word of the query must appear in the name or in one of the tags (case-insensitive);
// a word starting with "#" matches tags only, by prefix.

import type { ScenarioSort, ScenarioSummary } from '../storage/types';

export function searchWords(query: string): string[] {
  return query.trim().toLowerCase().split(/\s+/).filter((w) => w !== '' && w !== '#');
}

function matches(summary: ScenarioSummary, words: readonly string[]): boolean {
  const name = summary.name.toLowerCase();
  const tags = summary.tags.map((t) => t.toLowerCase());
  return words.every((word) =>
    word.startsWith('#') ? tags.some((t) => t.startsWith(word.slice(1))) : name.includes(word) || tags.some((t) => t.includes(word)),
  );
}

export function filterSummaries(summaries: readonly ScenarioSummary[], query: string): readonly ScenarioSummary[] {
  const words = searchWords(query);
  return words.length === 0 ? summaries : summaries.filter((s) => matches(s, words));
}

/** Newest first for dates; names in the UI language's collation, ties newest first. */
export function sortSummaries(summaries: readonly ScenarioSummary[], sort: ScenarioSort, collator: Intl.Collator): ScenarioSummary[] {
  const out = [...summaries];
  if (sort === 'name') out.sort((a, b) => collator.compare(a.name, b.name) || b.updatedAt - a.updatedAt);
  else if (sort === 'created') out.sort((a, b) => b.createdAt - a.createdAt);
  else out.sort((a, b) => b.updatedAt - a.updatedAt);
  return out;
}

/** Every tag in use, once, in collation order (for the tag input's suggestions). */
export function allTags(summaries: readonly ScenarioSummary[], collator: Intl.Collator): string[] {
  const seen = new Map<string, string>();
  for (const s of summaries) for (const t of s.tags) if (!seen.has(t.toLowerCase())) seen.set(t.toLowerCase(), t);
  return [...seen.values()].sort(collator.compare);
}
