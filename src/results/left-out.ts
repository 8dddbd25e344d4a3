// A partial evaluation in words (models/run.ts › partial): the optional sections the results are
// shown without, by their editor titles, and what a left-empty catalogue amount still needs.
import type { ScenarioIssue } from '../../models/scenario';
import { catalogueGapFor } from '../editor/catalogue-fill';
import { gapTextIn } from '../editor/catalogue-gap';
import { resultsEn } from '../i18n/areas/results';
import type { Language } from '../i18n/languages';
import { labelContext, labelInput } from '../present/input-labels';
import { editorMessages } from '../present/messages';
import { isPlainObject } from '../store/path';

/** The sections the issues are in, by title ("Investment, Demand plan"), in order of first issue. */
export function leftOutTitles(issues: readonly ScenarioIssue[], lang: Language, separator: string): string {
  const sections = editorMessages(lang).sections as Record<string, { title: string }>;
  const tops = [...new Set(issues.map((i) => /^[^.[]*/.exec(i.path)?.[0] ?? ''))];
  return tops.map((s) => (Object.hasOwn(sections, s) ? sections[s].title : s)).join(separator);
}

/** "Left empty: the catalogue's 50,000 USD/GPU needs a USD → CNY rate (…)" for an issue at such a field. */
export function gapHint(issue: ScenarioIssue, lang: Language, doc: unknown): string | undefined {
  if (!issue.missing || !isPlainObject(doc)) return undefined;
  const gap = catalogueGapFor(doc, issue.path);
  if (!gap) return undefined;
  const m = editorMessages(lang);
  const unit = labelInput(issue.path, m, labelContext([], 'USD', resultsEn.compare.items)).unit;
  return gapTextIn(m, lang, unit, gap);
}
