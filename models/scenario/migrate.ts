// File-format versions. Version 1 is the first; a later format adds one step to MIGRATIONS that
// turns a version-n document into a version-(n+1) one. `migrate` runs the chain up to the target
// and refuses files newer than the engine.

import type { Bilingual } from './messages';
import { got } from './messages';
import { isPlainRecord } from './safety';

export const CURRENT_VERSION = 4;

export interface MigrationStep {
  /** The version this step reads; it returns a document of version `from + 1` without changing its input. */
  from: number;
  up: (doc: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * 1 → 2 (docs/model.md › Quotes › Terms): a quote's `committed` flag becomes `committedShare` (true → 1, anything
 * else → 0) and is dropped. Every other field is kept as it is (v2 adds only optional fields whose
 * defaults reproduce v1). Elements that are not objects are left for the validator to report.
 */
export function upV1ToV2(doc: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(doc.quotes)) return doc;
  const quotes = doc.quotes.map((q: unknown) => {
    if (!isPlainRecord(q) || !Object.hasOwn(q, 'committed')) return q;
    const { committed, ...rest } = q;
    return Object.hasOwn(rest, 'committedShare') ? rest : { ...rest, committedShare: committed === true ? 1 : 0 };
  });
  return { ...doc, quotes };
}

/**
 * 2 → 3 (docs/model.md › Scenario file format › Versions and migration): what keeps a v2 file's results. Quotes without `deliveryMonth`
 * get 0 (so `leadTimeWeeks` stays a label there); rentVsBuy gets `autoscaledUtilization` = its
 * `tokenUtilization` (1 without one); `workload.gpus` and `workload.utilization`, which v2 never
 * read, are dropped so that v3 (which reads them) does not start to. Everything else is kept.
 */
export function upV2ToV3(doc: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...doc };
  if (Array.isArray(doc.quotes)) {
    out.quotes = doc.quotes.map((q: unknown) =>
      isPlainRecord(q) && (q.deliveryMonth === undefined || q.deliveryMonth === null) ? { ...q, deliveryMonth: 0 } : q);
  }
  if (isPlainRecord(doc.rentVsBuy) && !Object.hasOwn(doc.rentVsBuy, 'autoscaledUtilization')) {
    const t = doc.rentVsBuy.tokenUtilization;
    out.rentVsBuy = { ...doc.rentVsBuy, autoscaledUtilization: t === undefined || t === null ? 1 : t };
  }
  if (isPlainRecord(doc.workload) && (Object.hasOwn(doc.workload, 'gpus') || Object.hasOwn(doc.workload, 'utilization'))) {
    const { gpus: _gpus, utilization: _utilization, ...workload } = doc.workload;
    out.workload = workload;
  }
  return out;
}

/**
 * 3 → 4 (the fleet, the fleet plan, demand scenarios and rolling quotes): version 4 only adds optional
 * sections and fields whose absence reproduces version 3's results exactly, so a version-3 document is
 * a version-4 one as it is.
 */
export function upV3ToV4(doc: Record<string, unknown>): Record<string, unknown> {
  return doc;
}

/** The chain of the shipped engine. */
export const MIGRATIONS: readonly MigrationStep[] = [
  { from: 1, up: upV1ToV2 },
  { from: 2, up: upV2ToV3 },
  { from: 3, up: upV3ToV4 },
];

export type MigrateResult =
  | { ok: true; data: Record<string, unknown>; migratedFrom: number | null }
  | { ok: false; error: Bilingual };

/**
 * Bring `doc` (a parsed file with a numeric `version`) to `target`. Steps must not change their input
 * (they return new objects for what they change), so the caller's object is never changed; the
 * result's `version` is `target`.
 */
export function migrate(
  doc: Record<string, unknown>,
  steps: readonly MigrationStep[] = MIGRATIONS,
  target: number = CURRENT_VERSION,
): MigrateResult {
  const version = doc.version;
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    return { ok: false, error: got({ en: 'must be a whole number', 'zh-CN': '必须是整数' }, version) };
  }
  if (version > target) {
    return {
      ok: false,
      error: {
        en: `this file is format version ${version}, newer than this version of GPU Plan reads (up to ${target}); update GPU Plan to open it`,
        'zh-CN': `此文件的格式版本为 ${version}，高于本版 GPU Plan 能读取的版本（最高 ${target}）；请升级 GPU Plan 后再打开`,
      },
    };
  }
  if (version === target) return { ok: true, data: doc, migratedFrom: null };
  // No deep copy: every step copies what it changes and never writes to its input, so the caller's
  // document stays as it was (a copy would also refuse documents built in code that hold functions).
  let data: Record<string, unknown> = doc;
  // Bounded: one step per version between `version` and `target`.
  for (let v = version; v < target; v++) {
    const step = steps.find((s) => s.from === v);
    if (!step) {
      return {
        ok: false,
        error: {
          en: `format version ${version} is not supported (no migration from version ${v}; oldest readable: ${oldestReachable(steps, target)})`,
          'zh-CN': `不支持格式版本 ${version}（缺少从版本 ${v} 的迁移；最早可读取版本：${oldestReachable(steps, target)}）`,
        },
      };
    }
    let next: unknown;
    try {
      next = step.up(data);
    } catch {
      next = undefined;
    }
    if (!isPlainRecord(next)) {
      return { ok: false, error: { en: `migration from version ${v} failed`, 'zh-CN': `从版本 ${v} 迁移失败` } };
    }
    data = { ...next, version: v + 1 };
  }
  return { ok: true, data, migratedFrom: version };
}

function oldestReachable(steps: readonly MigrationStep[], target: number): number {
  let v = target;
  while (steps.some((s) => s.from === v - 1)) v--;
  return v;
}
