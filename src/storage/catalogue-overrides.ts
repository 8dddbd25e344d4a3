// The user's catalogue overrides as stored (one record per overridden entry: "gpus:<id>",
// "providers:<id>", "site") and as a file:
//
//   { "format": "gpuplan/catalogue-overrides", "version": 1, "exportedAt": "2026-12-02T…",
//     "overrides": { "gpus": { "H100-SXM": { "nodeKW": { "value": 10.5, "asOf": "2026-11-01" } } },
//                    "providers": { … }, "site": { … } } }
//
// A bare overrides object ({ "gpus": …, "providers": …, "site": … }) is read too. Import checks the
// whole file against the catalogue (models/catalogue/merge.ts) and refuses it, listing every part
// that would not apply by its entry and field label, unless all of it applies; it then replaces the stored
// overrides in one transaction (what was there is returned, for undo).

import { CATALOGUE, mergeCatalogueWithReport, type CatalogueOverrides } from '../../models/catalogue';
import { findUnsafeKeys } from '../../models/scenario/safety';
import type { ScenarioIssue } from '../../models/scenario/types';
import { db, type GpuplanDb } from './db';
import { isRecord, issue, prefixIssues, versionIssue } from './issues';
import { withQuotaCheck } from './quota';
import { nextTimestamp } from './records';
import type { CatalogueOverrideRecord } from './types';
import { overridesFromRecords, recordsFromOverrides } from './override-records';
import { labelCatalogueIssues } from './catalogue-issue-words';
import { errorMessage } from '../../models/error-message';

export { overridesFromRecords, recordsFromOverrides };

export const OVERRIDES_FORMAT = 'gpuplan/catalogue-overrides';
export const OVERRIDES_VERSION = 1;

export async function readOverrides(database: GpuplanDb = db): Promise<CatalogueOverrideRecord[]> {
  return database.catalogueOverrides.toArray();
}

export function overridesFileText(overrides: CatalogueOverrides, exportedAt: Date): string {
  return `${JSON.stringify({ format: OVERRIDES_FORMAT, version: OVERRIDES_VERSION, exportedAt: exportedAt.toISOString(), overrides }, null, 2)}\n`;
}

export type OverridesCheck = { ok: true; overrides: CatalogueOverrides; count: number } | { ok: false; issues: ScenarioIssue[] };

/** How many entries (GPU models, providers, the site defaults) an overrides object touches. */
export function entryCount(overrides: CatalogueOverrides): number {
  return recordsFromOverrides(overrides, 0).length;
}

/**
 * Checks an overrides file completely; never throws, writes nothing. Every part must apply to the
 * catalogue (the merge's own rules: known fields, types, ranges, ISO dates, complete new entries).
 */
export function checkOverridesText(text: string, asOf: string): OverridesCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    const reason = errorMessage(error);
    return { ok: false, issues: [issue('', `the file is not valid JSON (${reason})`, `文件不是有效的 JSON（${reason}）`)] };
  }
  if (!isRecord(parsed)) return { ok: false, issues: [issue('', 'a catalogue file holds one JSON object', '目录文件必须是一个 JSON 对象')] };
  let overrides: unknown = parsed;
  let prefix = '';
  if (Object.hasOwn(parsed, 'format')) {
    if (parsed.format === 'gpuplan/scenario' || parsed.format === 'gpuplan/bundle' || parsed.format === 'gpuplan/backup') {
      return {
        ok: false,
        issues: [issue('format', `this is not a catalogue file (${String(parsed.format)}): import scenarios on the Scenarios page and backups in Settings`, `这不是目录文件（${String(parsed.format)}）：方案请在“方案”页面导入，备份请在“设置”中恢复`)],
      };
    }
    if (parsed.format !== OVERRIDES_FORMAT) {
      return { ok: false, issues: [issue('format', `must be "${OVERRIDES_FORMAT}"`, `必须是 "${OVERRIDES_FORMAT}"`)] };
    }
    const versionProblem = versionIssue('version', parsed.version, OVERRIDES_VERSION, {
      en: `the file was written by a newer GPU Plan (version ${String(parsed.version)}; this app reads up to ${OVERRIDES_VERSION}): update the app to import it`,
      zh: `该文件由更新版本的算力规划写入（版本 ${String(parsed.version)}；本应用最高可读 ${OVERRIDES_VERSION}）：请先更新应用再导入`,
    });
    if (versionProblem) return { ok: false, issues: [versionProblem] };
    overrides = parsed.overrides;
    prefix = 'overrides';
    if (!isRecord(overrides)) return { ok: false, issues: [issue('overrides', 'must be an object with gpus, providers and/or site', '必须是包含 gpus、providers 和/或 site 的对象')] };
  }
  const unsafe = findUnsafeKeys(overrides);
  // Each problem names its entry and field by their labels (catalogue-issue-words.ts), not by path.
  if (unsafe.length > 0) return { ok: false, issues: labelCatalogueIssues(prefixIssues(unsafe, prefix), prefix) };
  const report = mergeCatalogueWithReport(CATALOGUE, overrides as CatalogueOverrides, asOf);
  if (report.issues.length > 0) return { ok: false, issues: labelCatalogueIssues(prefixIssues(report.issues, prefix), prefix) };
  const typed = overrides as CatalogueOverrides;
  return { ok: true, overrides: typed, count: entryCount(typed) };
}

/**
 * Replaces every stored override with `overrides` in one transaction (nothing changes on failure;
 * a full disk throws StorageQuotaError). Returns the records that were there, for undo.
 */
export async function replaceOverrides(overrides: CatalogueOverrides, database: GpuplanDb = db): Promise<CatalogueOverrideRecord[]> {
  const records = recordsFromOverrides(overrides, nextTimestamp());
  return withQuotaCheck(() =>
    database.transaction('rw', database.catalogueOverrides, async () => {
      const previous = await database.catalogueOverrides.toArray();
      await database.catalogueOverrides.clear();
      await database.catalogueOverrides.bulkAdd(records);
      return previous;
    }),
  );
}

/** Puts back records returned by replaceOverrides (undo). */
export async function restoreOverrideRecords(records: readonly CatalogueOverrideRecord[], database: GpuplanDb = db): Promise<void> {
  await withQuotaCheck(() =>
    database.transaction('rw', database.catalogueOverrides, async () => {
      await database.catalogueOverrides.clear();
      await database.catalogueOverrides.bulkAdd([...records]);
    }),
  );
}
