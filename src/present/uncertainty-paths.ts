// The numeric fields an uncertainty input may name in this document (the loader's rule: an
// existing numeric field — whole numbers too since uncertainty, their draws rounded half up; optional
// fields without default only when present), and a starting distribution around the current value.

import { numericFieldBounds, resolveNumericPath } from '../../models/scenario/numeric-paths';
import type { Distribution } from '../../models/scenario';
import { FIELDS } from './field-defs';
import type { FieldDef, FieldGroup } from './field-defs';
import { defaultOf, specOf } from './field-defs';
import { getIn, isPlainObject } from '../store/path';
import type { Doc } from '../store/doc-edits';

export interface UncertaintyCandidate {
  path: string;
  group: FieldGroup;
  key: string;
  /** List item number (1-based) for generations, parity rules and quotes. */
  item?: number;
  def: Extract<FieldDef, { kind: 'number' }>;
}

// A group's numeric fields, filtered once: FIELDS is a constant table, and targetOf is asked for
// every row of each tornado answer.
const numberDefsOf = new Map<FieldGroup, Extract<FieldDef, { kind: 'number' }>[]>();

function numberDefs(group: FieldGroup): Extract<FieldDef, { kind: 'number' }>[] {
  let defs = numberDefsOf.get(group);
  if (!defs) {
    defs = (FIELDS[group] as readonly FieldDef[]).filter((d): d is Extract<FieldDef, { kind: 'number' }> => d.kind === 'number');
    numberDefsOf.set(group, defs);
  }
  return defs;
}

function eligible(doc: Doc, path: string, group: FieldGroup, key: string): boolean {
  const r = resolveNumericPath(path);
  if (!r.ok) return false;
  const value = getIn(doc, path);
  const spec = specOf(group, key);
  return typeof value === 'number' || (spec?.kind === 'number' && spec.default !== undefined);
}

export function uncertaintyCandidates(doc: Doc | null): UncertaintyCandidate[] {
  if (!doc) return [];
  const out: UncertaintyCandidate[] = [];
  const section = (group: 'site' | 'node' | 'investment' | 'rentVsBuy' | 'workload'): void => {
    if (!isPlainObject(doc[group])) return;
    for (const def of numberDefs(group)) {
      const path = `${group}.${def.key}`;
      if (eligible(doc, path, group, def.key)) out.push({ path, group, key: def.key, def });
    }
  };
  const list = (listPath: string, group: 'generation' | 'parity' | 'quote'): void => {
    const items = getIn(doc, listPath);
    if (!Array.isArray(items)) return;
    items.forEach((_, i) => {
      for (const def of numberDefs(group)) {
        const path = `${listPath}[${i}].${def.key}`;
        if (eligible(doc, path, group, def.key)) out.push({ path, group, key: def.key, item: i + 1, def });
      }
    });
  };
  section('site');
  section('node');
  section('investment');
  fleetCandidates(doc, out);
  section('rentVsBuy');
  section('workload');
  list('market.generations', 'generation');
  list('market.parity', 'parity');
  list('quotes', 'quote');
  return out;
}

/**
 * The investment's renewal and exit and each tranche's delivery month (model: Uncertainty › drawn
 * renewal, exit multiple and delivery timing): drawable once they are in the document.
 */
function fleetCandidates(doc: Doc, out: UncertaintyCandidate[]): void {
  for (const [group, key] of [['renewal', 'probability'], ['exit', 'evEbitdaMultiple']] as const) {
    const path = `investment.${group}.${key}`;
    const def = numberDefs(group).find((d) => d.key === key);
    if (def && typeof getIn(doc, path) === 'number') out.push({ path, group, key, def });
  }
  const tranches = getIn(doc, 'investment.tranches');
  if (!Array.isArray(tranches)) return;
  const def = numberDefs('tranche').find((d) => d.key === 'deliveryMonth');
  tranches.forEach((_, i) => {
    const path = `investment.tranches[${i}].deliveryMonth`;
    if (def && typeof getIn(doc, path) === 'number') out.push({ path, group: 'tranche', key: 'deliveryMonth', item: i + 1, def });
  });
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

/** Triangular ±10 % (month fields ±3 months) around the field's current value (or default), kept inside its limits. */
export function initialDistribution(doc: Doc, candidate: UncertaintyCandidate): Distribution {
  const current = getIn(doc, candidate.path);
  const fallback = defaultOf(candidate.group, candidate.key);
  const v = typeof current === 'number' ? current : typeof fallback === 'number' ? fallback : 0;
  // The renewal happens or not: a 0/1 draw weighted by its probability.
  if (candidate.path === 'investment.renewal.probability') return { dist: 'discrete', values: [0, 1], weights: [Number((1 - v).toPrecision(12)), v] };
  const b = numericFieldBounds(candidate.path);
  const lo = b ? b.min : -Infinity;
  const hi = b ? b.max : Infinity;
  // Month fields (Blackwell's arrival, contract terms) start at ±3 months; the rest at ±10 %.
  const spread = candidate.def.key.endsWith('Month') || candidate.def.key.endsWith('Months') ? 3 : Math.abs(v) * 0.1;
  const round = (x: number) => Number(x.toPrecision(12));
  return { dist: 'triangular', min: round(clamp(v - spread, lo, hi)), mode: round(clamp(v, lo, hi)), max: round(clamp(v + spread, lo, hi)) };
}

/** Carries a distribution over to another kind, keeping its centre and spread roughly. */
export function convertDistribution(d: Partial<Record<'min' | 'mode' | 'max' | 'mean' | 'sd' | 'values', unknown>>, to: Distribution['dist']): Record<string, unknown> {
  const n = (x: unknown): number | undefined => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);
  // From a discrete distribution: its smallest, middle and largest value.
  const listed = Array.isArray(d.values) ? d.values.filter((x): x is number => n(x) !== undefined).sort((a, b) => a - b) : [];
  if (listed.length > 0 && d.min === undefined && d.mean === undefined) {
    d = { min: listed[0], mode: listed[Math.floor((listed.length - 1) / 2)], max: listed[listed.length - 1] };
  }
  const mean = n(d.mean);
  const sd = n(d.sd);
  const min = n(d.min) ?? (mean !== undefined && sd !== undefined ? mean - 3 * sd : undefined);
  const max = n(d.max) ?? (mean !== undefined && sd !== undefined ? mean + 3 * sd : undefined);
  const mid = n(d.mode) ?? mean ?? (min !== undefined && max !== undefined ? (min + max) / 2 : undefined);
  const round = (x: number | undefined) => (x === undefined ? undefined : Number(x.toPrecision(12)));
  if (to === 'normal') {
    return { dist: 'normal', mean: round(mid), sd: round(sd ?? (min !== undefined && max !== undefined ? (max - min) / 6 : undefined)) };
  }
  if (to === 'uniform') return { dist: 'uniform', min: round(min), max: round(max) };
  if (to === 'discrete') {
    // Three values (low, middle, high) with the middle twice as likely: a start to edit.
    const values = [min, mid, max].filter((x): x is number => x !== undefined).map((x) => Number(x.toPrecision(12)));
    const unique = values.filter((x, i) => values.indexOf(x) === i);
    return unique.length === 3 ? { dist: 'discrete', values: unique, weights: [1, 2, 1] } : { dist: 'discrete', values: unique };
  }
  return { dist: 'triangular', min: round(min), mode: round(mid), max: round(max) };
}

/** The group and field definition a numeric path names ("quotes[2].taxRate" → quote / taxRate). */
export function targetOf(path: string): { group: FieldGroup; def: Extract<FieldDef, { kind: 'number' }>; item?: number } | undefined {
  // The investment's renewal and exit (the tornado swings them: issue 33).
  const sub = /^investment\.(renewal|exit)\.(\w+)$/.exec(path);
  if (sub) {
    const def = numberDefs(sub[1] as FieldGroup).find((d) => d.key === sub[2]);
    return def ? { group: sub[1] as FieldGroup, def } : undefined;
  }
  // Fleet: a tranche's field, the tranche its item.
  const tranche = /^investment\.tranches\[(\d+)\]\.(\w+)$/.exec(path);
  if (tranche) {
    const def = numberDefs('tranche').find((d) => d.key === tranche[2]);
    return def ? { group: 'tranche', def, item: Number(tranche[1]) + 1 } : undefined;
  }
  const m =
    /^(site|node|investment|rentVsBuy|workload)\.(\w+)$/.exec(path) ??
    /^market\.(generations|parity)\[(\d+)\]\.(\w+)$/.exec(path) ??
    /^(quotes)\[(\d+)\]\.(\w+)$/.exec(path);
  if (!m) return undefined;
  let group: FieldGroup;
  let key: string;
  let item: number | undefined;
  if (m.length === 3) {
    group = m[1] as FieldGroup;
    key = m[2];
  } else {
    group = m[1] === 'generations' ? 'generation' : m[1] === 'parity' ? 'parity' : 'quote';
    item = Number(m[2]) + 1;
    key = m[3];
  }
  const def = numberDefs(group).find((d) => d.key === key);
  return def ? { group, def, item } : undefined;
}
