// Loading a scenario file: JSON text or parsed data -> a normalized Scenario, or every problem found.
//
// Order: JSON syntax; top-level object; forbidden keys and nesting; `format`; `version` (newer is
// refused, older is migrated); then field checks (zod) and cross-field checks together, so one pass
// reports every problem; last, defaults that need other fields (normalize.ts).
// A wrong `format` or `version` stops early: the rest of such a file would only produce noise.

import type { z } from './zod';
import { crossFieldIssues } from './cross-checks';
import type { Bilingual } from './messages';
import { formatPath, got, issueAt, RULE_LIST, RULE_OBJECT, ruleMaxItems, ruleMinItems, ruleRequired } from './messages';
import type { MigrationStep } from './migrate';
import { MIGRATIONS, migrate } from './migrate';
import { normalizeScenario } from './normalize';
import { findUnsafeKeys, isPlainRecord, withoutUnsafeKeys } from './safety';
import { scenarioSchema } from './schema';
import type { Scenario, ScenarioIssue } from './types';

export const SCENARIO_FORMAT = 'gpuplan/scenario';

export type LoadResult =
  | {
      ok: true;
      scenario: Scenario;
      /** The document as read (after migration, if any): keeps unknown fields for serializeScenario. */
      raw: unknown;
      /** The file's version when it was migrated, else null. */
      migratedFrom?: number | null;
    }
  | { ok: false; issues: ScenarioIssue[] };

export interface LoadOptions {
  /** The migration chain (tests pass their own). */
  migrations?: readonly MigrationStep[];
}

function fail(path: string, rule: Bilingual): LoadResult {
  return { ok: false, issues: [issueAt(path, rule)] };
}

export function parseScenarioJson(text: string, options: LoadOptions = {}): LoadResult {
  if (typeof text !== 'string' || text.trim() === '') {
    return fail('', { en: 'the file is empty', 'zh-CN': '文件为空' });
  }
  let data: unknown;
  try {
    data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return fail('', { en: `the file is not valid JSON: ${reason}`, 'zh-CN': `文件不是有效的 JSON：${reason}` });
  }
  return loadScenario(data, options);
}

function zodIssue(issue: z.core.$ZodIssue): ScenarioIssue {
  const path = formatPath(issue.path);
  const params = (issue as { params?: { bilingual?: Bilingual } }).params;
  if (params?.bilingual) return issueAt(path, params.bilingual);
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined) return issueAt(path, ruleRequired(input));
      if (issue.expected === 'object') return issueAt(path, got(RULE_OBJECT, input));
      if (issue.expected === 'array') return issueAt(path, got(RULE_LIST, input));
      break;
    case 'too_big':
      if (issue.origin === 'array' && Array.isArray(input)) return issueAt(path, ruleMaxItems(Number(issue.maximum), input.length));
      break;
    case 'too_small':
      if (issue.origin === 'array' && Array.isArray(input)) return issueAt(path, ruleMinItems(Number(issue.minimum), input.length));
      break;
    default:
      break;
  }
  return issueAt(path, { en: issue.message, 'zh-CN': `无效：${issue.message}` });
}

export function loadScenario(data: unknown, options: LoadOptions = {}): LoadResult {
  if (!isPlainRecord(data)) {
    return fail('', got({ en: 'a scenario file must hold a JSON object', 'zh-CN': '方案文件必须是一个 JSON 对象' }, data));
  }
  const unsafe = findUnsafeKeys(data);
  const doc = unsafe.length > 0 ? (withoutUnsafeKeys(data) as Record<string, unknown>) : data;

  if (doc.format !== SCENARIO_FORMAT) {
    const rule = doc.format === undefined
      ? ruleRequired(undefined)
      : got({ en: `must be "${SCENARIO_FORMAT}"`, 'zh-CN': `必须为 "${SCENARIO_FORMAT}"` }, doc.format);
    return { ok: false, issues: [...unsafe, issueAt('format', rule)] };
  }
  if (doc.version === undefined) return { ok: false, issues: [...unsafe, issueAt('version', ruleRequired(undefined))] };
  const migrated = migrate(doc, options.migrations ?? MIGRATIONS);
  if (!migrated.ok) return { ok: false, issues: [...unsafe, issueAt('version', migrated.error)] };

  const parsed = scenarioSchema.safeParse(migrated.data, { reportInput: true });
  const issues: ScenarioIssue[] = [...unsafe];
  if (!parsed.success) issues.push(...parsed.error.issues.map(zodIssue));
  issues.push(...crossFieldIssues(migrated.data));
  // plans without a site made `site` optional; a version-1 file still needs its site.
  if (migrated.migratedFrom !== null && migrated.migratedFrom < 2 && (doc.site === undefined || doc.site === null)) {
    issues.push(issueAt('site', {
      en: `is required in a version-${migrated.migratedFrom} file (only version 2 plans may leave the site out) (missing)`,
      'zh-CN': `版本 ${migrated.migratedFrom} 的文件必须包含此项（只有版本 2 的方案可以省略站点）（缺失）`,
    }));
  }
  if (issues.length > 0 || !parsed.success) return { ok: false, issues: dedupe(issues) };

  const normalized = normalizeScenario(parsed.data);
  if ('issues' in normalized) return { ok: false, issues: normalized.issues };
  return { ok: true, scenario: normalized.scenario, raw: migrated.data, migratedFrom: migrated.migratedFrom };
}

function dedupe(issues: ScenarioIssue[]): ScenarioIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = i.message.en;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
