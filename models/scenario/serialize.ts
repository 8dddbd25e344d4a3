// Writing a scenario back to JSON, keeping what this engine does not know.
//
// The normalized scenario is merged over the raw document it came from: at every object level the
// known fields come from the scenario (a known field the scenario no longer has is dropped) and the
// unknown fields of the raw object follow them unchanged. Arrays (generations, parity rules, quotes)
// are merged by index; uncertainty inputs by key. Forbidden keys are never copied.
// Values the loader derived are left out again: investment.gpus when gpusDefaulted, parity
// fromMonth when fromMonthDefaulted, a quote's deliveryMonth when deliveryMonthDefaulted, the
// workload's gpuHoursPerMonth when gpuHoursPerMonthDefaulted (and the flags themselves).

import {
  CORRELATION_FIELDS,
  DISTRIBUTION_FIELDS,
  GENERATION_FIELDS,
  INVESTMENT_FIELDS,
  RENEWAL_FIELDS,
  EXIT_FIELDS,
  TRANCHE_FIELDS,
  RESALE_POINT_FIELDS,
  DEBT_SIZING_FIELDS,
  FLEET_PLAN_FIELDS,
  FLEET_CANDIDATE_FIELDS,
  FLEET_EXISTING_FIELDS,
  NODE_FIELDS,
  PARITY_FIELDS,
  QUOTE_FIELDS,
  RENT_VS_BUY_FIELDS,
  SITE_FIELDS,
  SIZING_FIELDS,
  TOP_FIELDS,
  DISPLAY_FIELDS,
  UNCERTAINTY_FIELDS,
  WORKLOAD_FIELDS,
} from './field-specs';
import { CURRENT_VERSION } from './migrate';
import { FORBIDDEN_KEYS, isPlainRecord } from './safety';
import type { Scenario } from './types';

type Shape =
  | { kind: 'leaf' }
  | { kind: 'object'; keys: Record<string, Shape> }
  | { kind: 'array'; item: Shape }
  | { kind: 'record'; value: Shape };

const LEAF: Shape = { kind: 'leaf' };

function objectOf(table: Record<string, unknown>, extra: Record<string, Shape> = {}): Shape {
  const keys: Record<string, Shape> = {};
  for (const k of Object.keys(table)) keys[k] = LEAF;
  return { kind: 'object', keys: { ...keys, ...extra } };
}

const SCENARIO_SHAPE: Shape = objectOf(TOP_FIELDS, {
  format: LEAF,
  version: LEAF,
  site: objectOf(SITE_FIELDS),
  node: objectOf(NODE_FIELDS),
  market: {
    kind: 'object',
    keys: {
      generations: { kind: 'array', item: objectOf(GENERATION_FIELDS) },
      parity: { kind: 'array', item: objectOf(PARITY_FIELDS) },
    },
  },
  investment: objectOf(INVESTMENT_FIELDS, {
    renewal: objectOf(RENEWAL_FIELDS),
    exit: objectOf(EXIT_FIELDS),
    tranches: { kind: 'array', item: objectOf(TRANCHE_FIELDS, { renewal: objectOf(RENEWAL_FIELDS) }) },
    resaleCurve: { kind: 'array', item: objectOf(RESALE_POINT_FIELDS) },
    debtSizing: objectOf(DEBT_SIZING_FIELDS),
  }),
  rentVsBuy: objectOf(RENT_VS_BUY_FIELDS),
  workload: objectOf(WORKLOAD_FIELDS),
  sizing: objectOf(SIZING_FIELDS),
  display: objectOf(DISPLAY_FIELDS),
  // The fleet plan is written from the scenario (an edit of it is saved), its lists merged by index.
  fleetPlan: objectOf(FLEET_PLAN_FIELDS, {
    candidates: { kind: 'array', item: objectOf(FLEET_CANDIDATE_FIELDS) },
    existing: { kind: 'array', item: objectOf(FLEET_EXISTING_FIELDS) },
  }),
  quotes: { kind: 'array', item: objectOf(QUOTE_FIELDS) },
  uncertainty: objectOf(UNCERTAINTY_FIELDS, {
    inputs: { kind: 'record', value: objectOf(DISTRIBUTION_FIELDS, { values: LEAF, weights: LEAF }) },
    correlations: { kind: 'array', item: objectOf(CORRELATION_FIELDS) },
  }),
});

/** The scenario as plain file data: derived values and loader flags removed. */
function toFileData(s: Scenario): Record<string, unknown> {
  const out: Record<string, unknown> = { ...s, version: CURRENT_VERSION };
  if (s.investment) {
    const { gpusDefaulted, ...inv } = s.investment;
    out.investment = gpusDefaulted ? { ...inv, gpus: undefined } : inv;
  }
  if (s.workload) {
    const { gpuHoursPerMonthDefaulted, ...w } = s.workload;
    out.workload = gpuHoursPerMonthDefaulted ? { ...w, gpuHoursPerMonth: undefined } : w;
  }
  if (s.quotes) {
    out.quotes = s.quotes.map(({ deliveryMonthDefaulted, ...q }) => (deliveryMonthDefaulted ? { ...q, deliveryMonth: undefined } : q));
  }
  if (s.market) {
    out.market = {
      ...s.market,
      parity: s.market.parity.map(({ fromMonthDefaulted, ...rule }) => (fromMonthDefaulted ? { ...rule, fromMonth: undefined } : rule)),
    };
  }
  return out;
}

function merge(known: unknown, raw: unknown, shape: Shape, depth: number): unknown {
  if (known === undefined || depth > 16) return known;
  switch (shape.kind) {
    case 'leaf':
      return known;
    case 'array':
      if (!Array.isArray(known)) return known;
      return known.map((item, i) => merge(item, Array.isArray(raw) ? raw[i] : undefined, shape.item, depth + 1));
    case 'record': {
      if (!isPlainRecord(known)) return known;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(known)) {
        if (FORBIDDEN_KEYS.has(k)) continue;
        out[k] = merge(v, isPlainRecord(raw) ? raw[k] : undefined, shape.value, depth + 1);
      }
      return out;
    }
    case 'object': {
      if (!isPlainRecord(known)) return known;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(known)) {
        if (!Object.hasOwn(shape.keys, k) || v === undefined) continue;
        out[k] = merge(v, isPlainRecord(raw) ? raw[k] : undefined, shape.keys[k], depth + 1);
      }
      if (isPlainRecord(raw)) {
        for (const [k, v] of Object.entries(raw)) {
          if (!Object.hasOwn(shape.keys, k) && !FORBIDDEN_KEYS.has(k)) out[k] = v;
        }
      }
      return out;
    }
  }
}

/** Pretty JSON of `scenario`, with the unknown fields of `raw` (the loader's `raw`) kept. */
export function serializeScenario(scenario: Scenario, raw?: unknown): string {
  return `${JSON.stringify(merge(toFileData(scenario), raw, SCENARIO_SHAPE, 0), null, 2)}\n`;
}
