// The compare page as a decision aid (pure, tested): differing inputs grouped by section with
// their labels, the ones that move a key result first; key results with deltas against the first
// scenario and the best value marked.
import type { InputDifference, KeyResultRow } from '../../models/compare';
import { SECTIONS, labelInput, type InputLabel, type LabelContext, type SectionId } from '../present/input-labels';
import type { EditorMessages } from '../present/messages';
import { KEY_RESULT_KIND } from '../present/format-compare';

export interface DiffRow extends InputLabel {
  path: string;
  values: InputDifference['values'];
  /** Key results this difference alone moves (see impact.ts). */
  moves: string[];
}

export interface DiffSection {
  id: SectionId;
  rows: DiffRow[];
  moving: number;
}

/**
 * Sections in the editor's order, each with its differing rows: those that move a key result first
 * (the more results moved, the earlier), then the rest in the file's order. `present` lists the
 * sections at least one scenario has; those without a difference come back in `identical`.
 */
export function groupDifferences(
  differences: readonly InputDifference[],
  impacts: ReadonlyMap<string, readonly string[]>,
  m: EditorMessages,
  ctx: LabelContext,
  present: ReadonlySet<SectionId>,
): { sections: DiffSection[]; identical: SectionId[] } {
  const bySection = new Map<SectionId, DiffRow[]>();
  differences.forEach((d) => {
    const label = labelInput(d.path, m, ctx);
    const row: DiffRow = { ...label, path: d.path, values: d.values, moves: [...(impacts.get(d.path) ?? [])] };
    const list = bySection.get(label.section) ?? [];
    list.push(row);
    bySection.set(label.section, list);
  });
  const sections: DiffSection[] = [];
  const identical: SectionId[] = [];
  for (const id of SECTIONS) {
    const rows = bySection.get(id);
    if (!rows) {
      if (present.has(id)) identical.push(id);
      continue;
    }
    const order = new Map(rows.map((r, i) => [r, i]));
    rows.sort((a, b) => b.moves.length - a.moves.length || order.get(a)! - order.get(b)!);
    sections.push({ id, rows, moving: rows.filter((r) => r.moves.length > 0).length });
  }
  return { sections, identical };
}

/** Sections a scenario fills (for "identical" to name only sections someone has). */
export function presentSections(scenarios: readonly object[]): Set<SectionId> {
  const out = new Set<SectionId>(['scenario']);
  for (const s of scenarios) {
    const r = s as Record<string, unknown>;
    if (r.site) out.add('site');
    if (r.node) out.add('hardware');
    if (r.market) out.add('market');
    if (r.investment) out.add('investment');
    if (r.rentVsBuy) out.add('rentVsBuy');
    if (r.quotes || r.workload) out.add('quotes');
    if (r.portfolio) out.add('portfolio');
    if (r.uncertainty) out.add('uncertainty');
  }
  return out;
}

/** Which way is better for a key result (absent: neither, e.g. node count). */
export const BETTER: Readonly<Record<string, 'higher' | 'lower'>> = {
  'capacity.gpus': 'higher',
  'capacity.strandedKW': 'lower',
  'capacity.requiredMW': 'lower',
  'investment.irrAnnual': 'higher',
  'investment.npv': 'higher',
  'investment.paybackMonth': 'lower',
  'investment.moic': 'higher',
  'rentVsBuy.annualCost.buy': 'lower',
  'quotes.bestEffectivePerUsedGPUHour': 'lower',
  'uncertainty.irrAnnual.p50': 'higher',
  // Lower only among plans that serve the same demand at the same rate (keyResults says when not:
  // `comparable: false`). Savings have no direction: each is against its own scenario's baseline,
  // so more savings can still be the dearer plan.
  'portfolio.presentCost': 'lower',
};

const MONEY_KINDS = new Set(['money', 'price']);

/**
 * Indexes of the best value of a row (ties all marked). None when the row has no direction, its
 * values cannot be ranked by it (`comparable: false`), fewer than two numbers, all equal, or money
 * in different currencies.
 */
export function bestIndexes(row: KeyResultRow, currencies: readonly string[]): number[] {
  const dir = BETTER[row.key];
  if (!dir || row.comparable === false) return [];
  if (MONEY_KINDS.has(KEY_RESULT_KIND[row.key]) && new Set(currencies).size > 1) return [];
  const nums = row.values.map((v, i) => ({ v, i })).filter((x): x is { v: number; i: number } => typeof x.v === 'number' && Number.isFinite(x.v));
  if (nums.length < 2) return [];
  const best = dir === 'higher' ? Math.max(...nums.map((x) => x.v)) : Math.min(...nums.map((x) => x.v));
  if (nums.every((x) => x.v === best)) return [];
  return nums.filter((x) => x.v === best).map((x) => x.i);
}

export interface Delta {
  /** value − base, in the row's unit. */
  abs: number;
  /** (value − base) / base; null unless base > 0 (a change in percent of a loss or of nothing misleads). */
  rel: number | null;
}

/** A value's difference from the first scenario's; null when either is not a number (or currencies differ for money). */
export function deltaFrom(row: KeyResultRow, i: number, currencies: readonly string[]): Delta | null {
  const base = row.values[0];
  const v = row.values[i];
  if (i === 0 || typeof base !== 'number' || typeof v !== 'number' || !Number.isFinite(base) || !Number.isFinite(v)) return null;
  if (MONEY_KINDS.has(KEY_RESULT_KIND[row.key]) && currencies[i] !== currencies[0]) return null;
  return { abs: v - base, rel: base > 0 ? (v - base) / base : null };
}
