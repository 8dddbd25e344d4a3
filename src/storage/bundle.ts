// Scenario files and bundles as text. A bundle holds several scenarios in one file (what "export
// all" writes): { "format": "gpuplan/bundle", "version": 1, "scenarios": [ <scenario documents> ] }.
// Tags travel inside each document as a top-level `tags` list (an unknown field to the engine,
// which keeps it); in the database they live on the record, not in the document.

import type { ScenarioIssue } from '../../models/scenario';
import type * as ScenarioLoader from '../../models/scenario';

/** The engine's loader, passed in so that it (with zod and mathjs) loads only when a file is imported. */
export type Loader = Pick<typeof ScenarioLoader, 'loadScenario' | 'parseScenarioJson'>;
import { normalizeTags } from './records';
import { isRecord, issue, prefixIssues } from './issues';

export const BUNDLE_FORMAT = 'gpuplan/bundle';
export const BUNDLE_VERSION = 1;
/** A sanity limit; "export all" of 5,000 scenarios stays well below it. */
export const MAX_BUNDLE_SCENARIOS = 20_000;

export interface ImportEntry {
  doc: Record<string, unknown>;
  tags: string[];
}

export type FileCheck = { ok: true; entries: ImportEntry[] } | { ok: false; issues: ScenarioIssue[] };

/** Moves a valid `tags` list out of the document; anything else named tags stays in it untouched. */
export function splitTags(doc: Record<string, unknown>): ImportEntry {
  const tags = doc.tags;
  if (!Array.isArray(tags) || !tags.every((t) => typeof t === 'string')) return { doc, tags: [] };
  const { tags: _tags, ...rest } = doc;
  return { doc: rest, tags: normalizeTags(tags) };
}

/** The document as written to a file: the stored doc with the record's tags added when there are any. */
export function withTags(doc: Record<string, unknown>, tags: readonly string[]): Record<string, unknown> {
  return tags.length > 0 ? { ...doc, tags: [...tags] } : doc;
}

function checkBundle(data: Record<string, unknown>, loader: Loader): FileCheck {
  if (data.version !== BUNDLE_VERSION) {
    return {
      ok: false,
      issues: [
        issue(
          'version',
          `this app reads bundle version ${BUNDLE_VERSION} (got ${JSON.stringify(data.version) ?? 'nothing'})`,
          `本应用可读取的合集版本为 ${BUNDLE_VERSION}（实际为 ${JSON.stringify(data.version) ?? '空'}）`,
        ),
      ],
    };
  }
  const list = data.scenarios;
  if (!Array.isArray(list)) return { ok: false, issues: [issue('scenarios', 'must be a list of scenarios', '必须是方案列表')] };
  if (list.length === 0) return { ok: false, issues: [issue('scenarios', 'the bundle holds no scenarios', '合集中没有方案')] };
  if (list.length > MAX_BUNDLE_SCENARIOS) {
    return {
      ok: false,
      issues: [issue('scenarios', `at most ${MAX_BUNDLE_SCENARIOS} scenarios (got ${list.length})`, `最多 ${MAX_BUNDLE_SCENARIOS} 个方案（实际为 ${list.length}）`)],
    };
  }
  const entries: ImportEntry[] = [];
  const issues: ScenarioIssue[] = [];
  list.forEach((item, i) => {
    const result = loader.loadScenario(item);
    if (!result.ok) issues.push(...prefixIssues(result.issues, `scenarios[${i}]`));
    else if (isRecord(result.raw)) entries.push(splitTags(result.raw));
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, entries };
}

/**
 * Checks one file's text: a scenario file or a bundle. All or nothing: one invalid scenario in a
 * bundle rejects the whole file, with every problem listed (paths prefixed by `scenarios[i]`).
 */
export function checkImportFile(content: string, loader: Loader): FileCheck {
  let data: unknown;
  try {
    data = JSON.parse(content.charCodeAt(0) === 0xfeff ? content.slice(1) : content);
  } catch {
    data = undefined;
  }
  if (isRecord(data) && data.format === BUNDLE_FORMAT) return checkBundle(data, loader);
  // Not a bundle: the scenario loader reports everything, JSON syntax included.
  const result = loader.parseScenarioJson(content);
  if (!result.ok) return { ok: false, issues: result.issues };
  if (!isRecord(result.raw)) return { ok: false, issues: [issue('', 'a scenario file must hold a JSON object', '方案文件必须是一个 JSON 对象')] };
  return { ok: true, entries: [splitTags(result.raw)] };
}

export function bundleText(docs: readonly Record<string, unknown>[]): string {
  return `${JSON.stringify({ format: BUNDLE_FORMAT, version: BUNDLE_VERSION, scenarios: docs }, null, 2)}\n`;
}

export function scenarioText(doc: Record<string, unknown>): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}
