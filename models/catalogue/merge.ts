// User overrides over the catalogue: deep, per entry id. Every overridden value becomes
// { value, source: "user", asOf } (asOf from the override, else the `asOf` argument).
//
// An override leaf is either the bare value (2.49) or { value, asOf?, note? }. Lists of facts and
// regions are replaced as a whole. A value of the wrong type, an unknown field, a forbidden key
// (__proto__, constructor, prototype) or an incomplete new entry is ignored and listed in
// `ignored`; the base is never mutated. New GPU ids need label, tdpW, gpusPerNode, nodeKW and
// cooling; new provider ids need a name (everything else starts unknown). Values must also pass
// override-rules.ts (the ranges of the scenario fields they prefill). Input that is not an object at
// all, unknown sections and ids that are empty or longer than 64 characters are reported too.

import { FORBIDDEN_KEYS } from '../path';
import type { Catalogue, GpuModelEntry, ProviderProfile, Sourced } from './types';
import { isIsoDate, isText, MAX_LIST_ITEMS, overrideProblem } from './override-rules';
import { LIMITS } from '../scenario/limits';
import type { IssueRange, ScenarioIssue } from '../scenario/types';
import { isPlainRecord as isRecord } from '../scenario/safety';

type OverrideLeaf<V> = V | { value: V; asOf?: string; note?: string };

export type Override<T> = T extends Sourced<infer V>
  ? OverrideLeaf<V>
  : T extends Sourced<string>[]
    ? OverrideLeaf<string>[]
    : T extends string
      ? T
      : T extends object
        ? { [K in keyof T]?: Override<T[K]> }
        : T;

export interface CatalogueOverrides {
  gpus?: Record<string, Override<GpuModelEntry>>;
  providers?: Record<string, Override<ProviderProfile>>;
  site?: Override<Catalogue['site']>;
}

export interface MergeReport {
  catalogue: Catalogue;
  /** Dotted paths of override parts that were not applied, with the reason. */
  ignored: string[];
  /** The same, as issues with their path and an English and a Chinese message (for the UI). */
  issues: ScenarioIssue[];
}

const SECTIONS = ['gpus', 'providers', 'site'];
/** Leaves that must stay set (a GPU without power figures, a site default without a value). */
const NON_NULL_KEYS = new Set(['tdpW', 'gpusPerNode', 'nodeKW', 'cooling']);
const NEW_GPU_REQUIRED = ['tdpW', 'gpusPerNode', 'nodeKW', 'cooling'] as const;

function isSourced(x: unknown): x is Sourced<unknown> {
  return isRecord(x) && Object.hasOwn(x, 'value') && typeof x.source === 'string' && typeof x.asOf === 'string';
}

function isLeafObject(x: unknown): x is LeafInput {
  return isRecord(x) && Object.hasOwn(x, 'value') && Object.keys(x).every((k) => k === 'value' || k === 'asOf' || k === 'note');
}

/** A key as shown in a report: long keys (a 10 MB key) are cut. */
function shownKey(key: string): string {
  return key.length > 64 ? `${key.slice(0, 64)}…` : key;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

interface Ctx {
  asOf: string;
  ignored: string[];
  issues: ScenarioIssue[];
}

/**
 * Records a part of the overrides that was not applied: "path: reason", and the same in both
 * languages, with the reason alone as the issue's rule (a front end names the field by its label).
 */
function ignore(ctx: Ctx, path: string, en: string, zh: string, range?: IssueRange): void {
  ctx.ignored.push(`${path}: ${en}`);
  ctx.issues.push({ path, message: { en: `${path}: ${en}`, 'zh-CN': `${path}：${zh}` }, rule: { en, 'zh-CN': zh }, ...(range ? { range } : {}) });
}

type LeafInput = { value: unknown; asOf?: unknown; note?: unknown };

function toLeaf(ov: unknown): LeafInput {
  return isLeafObject(ov) ? ov : { value: ov };
}

function userLeaf(base: Sourced<unknown>, ov: unknown, key: string, path: string, nullable: boolean, ctx: Ctx): Sourced<unknown> {
  const leaf = toLeaf(ov);
  const asOf = leaf.asOf === undefined ? ctx.asOf : leaf.asOf;
  if (!isIsoDate(asOf)) {
    ignore(ctx, path, 'asOf must be an ISO date (YYYY-MM-DD)', 'asOf 必须是 ISO 日期（YYYY-MM-DD）');
    return base;
  }
  const problem = overrideProblem(key, base.value, leaf.value, nullable);
  if (problem !== null) {
    ignore(ctx, path, problem.en, problem['zh-CN'], problem.range);
    return base;
  }
  const value = Array.isArray(leaf.value) ? [...leaf.value] : isRecord(leaf.value) ? { ...leaf.value } : leaf.value;
  const out: Sourced<unknown> = { value, source: 'user', asOf };
  if (isText('note', leaf.note)) out.note = leaf.note;
  return out;
}

function factList(ov: unknown, path: string, ctx: Ctx): Sourced<string>[] | null {
  if (!Array.isArray(ov) || ov.length > MAX_LIST_ITEMS) {
    if (Array.isArray(ov)) ignore(ctx, path, `must be a list of at most ${MAX_LIST_ITEMS} facts`, `最多 ${MAX_LIST_ITEMS} 条事实`);
    else ignore(ctx, path, 'must be a list', '必须是列表');
    return null;
  }
  const out: Sourced<string>[] = [];
  for (let i = 0; i < ov.length; i++) {
    const leaf = toLeaf(ov[i]);
    const asOf = leaf.asOf ?? ctx.asOf;
    if (!isText('fact', leaf.value) || !isIsoDate(asOf)) {
      ignore(ctx, `${path}[${i}]`, 'must be text with an ISO asOf', '必须是文本并带有 ISO 格式的 asOf');
      continue;
    }
    out.push(isText('note', leaf.note) ? { value: leaf.value, source: 'user', asOf, note: leaf.note } : { value: leaf.value, source: 'user', asOf });
  }
  return out;
}

function mergeObject<T extends object>(base: T, ov: unknown, path: string, ctx: Ctx, nullableLeaves: boolean): T {
  if (!isRecord(ov)) {
    ignore(ctx, path, 'must be an object', '必须是对象');
    return base;
  }
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const key of Object.keys(ov)) {
    const at = `${path}.${shownKey(key)}`;
    if (FORBIDDEN_KEYS.has(key)) {
      ignore(ctx, at, 'forbidden key', '不允许的键名');
      continue;
    }
    if (!Object.hasOwn(out, key) || key === 'id') {
      if (key === 'id') ignore(ctx, at, 'the id is the entry key and cannot change', 'id 是条目的键，不能更改');
      else ignore(ctx, at, 'unknown field', '未知字段');
      continue;
    }
    const b = out[key];
    const o = ov[key];
    if (isSourced(b)) out[key] = userLeaf(b, o, key, at, nullableLeaves && !NON_NULL_KEYS.has(key), ctx);
    else if (key === 'facts') out[key] = factList(o, at, ctx) ?? b;
    else if (isRecord(b)) out[key] = mergeObject(b, o, at, ctx, nullableLeaves);
    else if (typeof b === 'string' && isText(key, o) && o.trim() !== '') out[key] = o;
    else ignore(ctx, at, 'value of the wrong type', '值的类型错误');
  }
  return out as T;
}

function placeholder<T>(value: T, asOf: string): Sourced<T> {
  return { value, source: 'user', asOf, note: 'not given' };
}

function blankGpu(id: string, asOf: string): GpuModelEntry {
  const unknownPrice = placeholder<number | null>(null, asOf);
  return {
    id,
    label: id,
    vendor: '',
    tdpW: placeholder(0, asOf),
    gpusPerNode: placeholder(1, asOf),
    nodeKW: placeholder(0, asOf),
    unit: 'node',
    cooling: placeholder('air', asOf),
    memoryGB: placeholder<number | null>(null, asOf),
    prices: { onDemand: unknownPrice, spot: unknownPrice, contract1y: unknownPrice, contract3y: unknownPrice },
    capexPerGPU: placeholder<number | null>(null, asOf),
    facts: [],
  };
}

function blankProvider(id: string, asOf: string): ProviderProfile {
  return {
    id,
    name: id,
    category: placeholder(null, asOf),
    clusterMaxTier: placeholder(null, asOf),
    billingGranularity: placeholder(null, asOf),
    storagePolicy: placeholder(null, asOf),
    egressPolicy: placeholder(null, asOf),
    networking: placeholder(null, asOf),
    contractedPower: placeholder(null, asOf),
    regions: placeholder(null, asOf),
    facts: [],
  };
}

function mergeEntries<E extends { id: string }>(
  base: Record<string, E>,
  overrides: unknown,
  group: string,
  blank: (id: string, asOf: string) => E,
  required: readonly string[],
  ctx: Ctx,
): Record<string, E> {
  const out: Record<string, E> = { ...base };
  if (overrides === undefined) return out;
  if (!isRecord(overrides)) {
    ignore(ctx, group, 'must be an object keyed by id', '必须是以 id 为键的对象');
    return out;
  }
  for (const id of Object.keys(overrides)) {
    if (id.trim() === '' || id.length > LIMITS.maxIdChars) {
      ignore(ctx, `${group}[${JSON.stringify(id.length > 40 ? `${id.slice(0, 40)}…` : id)}]`, `an id must be 1 to ${LIMITS.maxIdChars} characters`, `id 必须为 1 到 ${LIMITS.maxIdChars} 个字符`);
      continue;
    }
    const path = `${group}.${id}`;
    if (FORBIDDEN_KEYS.has(id)) {
      ignore(ctx, path, 'forbidden key', '不允许的键名');
      continue;
    }
    const ov = overrides[id];
    if (Object.hasOwn(base, id)) {
      out[id] = mergeObject(base[id], ov, path, ctx, true);
      continue;
    }
    const missing = required.filter((k) => !isRecord(ov) || ov[k] === undefined || ov[k] === null);
    if (missing.length > 0) {
      ignore(ctx, path, `a new entry needs ${missing.join(', ')}`, `新条目需要 ${missing.join('、')}`);
      continue;
    }
    const before = ctx.ignored.length;
    const entry = mergeObject(blank(id, ctx.asOf), ov, path, ctx, true);
    if (ctx.ignored.length > before) {
      ignore(ctx, path, 'new entry not added (see above)', '新条目未添加（见上文）');
      continue;
    }
    Object.defineProperty(out, id, { value: entry, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** Overrides over the catalogue, with the list of what was not applied. */
export function mergeCatalogueWithReport(base: Catalogue, overrides: CatalogueOverrides, asOf: string = today()): MergeReport {
  const ctx: Ctx = { asOf, ignored: [], issues: [] };
  // Overrides usually come from an imported file: check the shape before reading it.
  const input: unknown = overrides;
  if (!isRecord(input)) {
    const shown = input === null ? 'null' : Array.isArray(input) ? 'a list' : typeof input;
    ignore(ctx, 'overrides', `must be an object with gpus, providers and/or site (got ${shown})`, `必须是包含 gpus、providers 和/或 site 的对象（实际为 ${shown === 'a list' ? '列表' : shown}）`);
    return { catalogue: base, ignored: ctx.ignored, issues: ctx.issues };
  }
  for (const key of Object.keys(input)) {
    if (SECTIONS.includes(key)) continue;
    if (FORBIDDEN_KEYS.has(key)) ignore(ctx, shownKey(key), 'forbidden key', '不允许的键名');
    else ignore(ctx, shownKey(key), 'unknown section (expected gpus, providers, site)', '未知部分（应为 gpus、providers、site）');
  }
  const catalogue: Catalogue = {
    gpus: mergeEntries(base.gpus, overrides.gpus, 'gpus', blankGpu, ['label', ...NEW_GPU_REQUIRED], ctx),
    providers: mergeEntries(base.providers, overrides.providers, 'providers', blankProvider, ['name'], ctx),
    site: overrides.site === undefined ? base.site : mergeObject(base.site, overrides.site, 'site', ctx, false),
  };
  return { catalogue, ignored: ctx.ignored, issues: ctx.issues };
}

/** Overrides over the catalogue (deep, per entry id); overridden values get source "user". */
export function mergeCatalogue(base: Catalogue, overrides: CatalogueOverrides, asOf: string = today()): Catalogue {
  return mergeCatalogueWithReport(base, overrides, asOf).catalogue;
}
