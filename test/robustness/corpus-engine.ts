// Valid-but-extreme scenarios for the engine: evaluateScenario on every scenario the loader accepts
// from fuzzed copies of two valid bases. Each numeric field takes its bounds, the smallest doubles
// inside them, 0 and a midpoint, one field at a time; then every field at once at its maximum or
// minimum; then seeded random mixes. Scenarios the loader refuses are not engine cases.
import type { NumberSpec } from '../../models/scenario/fields';
import {
  DISTRIBUTION_FIELDS,
  GENERATION_FIELDS,
  INVESTMENT_FIELDS,
  NODE_FIELDS,
  PARITY_FIELDS,
  QUOTE_FIELDS,
  RENT_VS_BUY_FIELDS,
  SIZING_FIELDS,
  SITE_FIELDS,
  TOP_FIELDS,
  UNCERTAINTY_FIELDS,
  WORKLOAD_FIELDS,
} from '../../models/scenario/field-specs';
import { nextDown, nextUp } from '../../models/uncertainty/field-range';
import type { Doc, Segment } from './support';
import { colo, copy, dotted, kitchenSink, read, rented, withValue } from './support';

export interface EngineCase {
  id: string;
  doc: Doc;
}

type Table = Readonly<Record<string, { kind: string }>>;

export interface NumericField {
  at: Segment[];
  spec: NumberSpec;
}

function numberFields(table: Table, at: Segment[]): NumericField[] {
  return Object.entries(table)
    .filter(([, spec]) => spec.kind === 'number')
    .map(([key, spec]) => ({ at: [...at, key], spec: spec as NumberSpec }));
}

/** Every numeric field of a base document (present or not, in the sections it has). */
export function fieldsOf(doc: Doc): NumericField[] {
  const out: NumericField[] = [...numberFields(TOP_FIELDS, [])];
  const sections: [string, Table][] = [
    ['site', SITE_FIELDS], ['node', NODE_FIELDS], ['investment', INVESTMENT_FIELDS], ['rentVsBuy', RENT_VS_BUY_FIELDS], ['workload', WORKLOAD_FIELDS],
    ['sizing', SIZING_FIELDS],
  ];
  for (const [name, table] of sections) if (read(doc, [name]) !== undefined) out.push(...numberFields(table, [name]));
  const gens = read(doc, ['market', 'generations']);
  if (Array.isArray(gens)) gens.forEach((_, i) => out.push(...numberFields(GENERATION_FIELDS, ['market', 'generations', i])));
  const parity = read(doc, ['market', 'parity']);
  if (Array.isArray(parity)) parity.forEach((_, i) => out.push(...numberFields(PARITY_FIELDS, ['market', 'parity', i])));
  const quotes = read(doc, ['quotes']);
  if (Array.isArray(quotes)) quotes.forEach((_, i) => out.push(...numberFields(QUOTE_FIELDS, ['quotes', i])));
  const inputs = read(doc, ['uncertainty', 'inputs']);
  if (inputs && typeof inputs === 'object') {
    out.push(...numberFields(UNCERTAINTY_FIELDS, ['uncertainty']));
    for (const key of Object.keys(inputs)) {
      out.push(...numberFields(DISTRIBUTION_FIELDS, ['uncertainty', 'inputs', key]).filter((f) => read(doc, f.at) !== undefined));
    }
  }
  return out;
}

export function lowest(spec: NumberSpec): number {
  return spec.min ?? (spec.gt !== undefined ? nextUp(spec.gt) : -1e12);
}
export function highest(spec: NumberSpec): number {
  return spec.max ?? (spec.lt !== undefined ? nextDown(spec.lt) : 1e12);
}

/** Values inside the field's range that stress the arithmetic. */
function extremeValues(spec: NumberSpec): number[] {
  const lo = lowest(spec);
  const hi = highest(spec);
  const values = new Set<number>([lo, hi]);
  if (spec.integer === true) {
    values.add(Math.min(hi, lo + 1));
    values.add(Math.round((lo + hi) / 2));
  } else {
    values.add((lo + hi) / 2);
    for (const tiny of [Number.MIN_VALUE, 1e-300, 1e-12, 1 - 2 ** -53]) if (tiny >= lo && tiny <= hi) values.add(tiny);
    if (lo <= 0 && hi >= 0) values.add(0);
    if (lo < 0) values.add(-Number.MIN_VALUE);
  }
  return [...values];
}

/** mulberry32: a small seeded generator, so the corpus is the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomValue(spec: NumberSpec, rnd: () => number): number {
  const pick = rnd();
  const lo = lowest(spec);
  const hi = highest(spec);
  if (pick < 0.4) {
    const options = extremeValues(spec);
    return options[Math.floor(rnd() * options.length)];
  }
  let v: number;
  if (pick < 0.7 || lo < 0) v = lo + rnd() * (hi - lo);
  else v = Math.max(lo, Math.min(hi, Math.exp(Math.log(Math.max(lo, 1e-12)) + rnd() * (Math.log(Math.max(hi, 1e-12)) - Math.log(Math.max(lo, 1e-12))))));
  return spec.integer === true ? Math.min(hi, Math.max(lo, Math.round(v))) : v;
}

/** The kitchen sink is the uncertainty example with every optional part on, so it stands for both. */
const BASES: [string, () => Doc][] = [
  ['example', colo],
  ['kitchen sink', kitchenSink],
  // docs/model.md › Rent vs buy › Without a site and per token: a renter without a site who compares buying from the section's own kW per GPU and PUE.
  ['renter', () => {
    const d = rented();
    d.rentVsBuy = { ...(d.rentVsBuy as Doc), kwPerGPU: 1.37, pue: 1.3, capexPerGPU: 30_000, lifeYears: 5 };
    return d;
  }],
];

export interface EngineCorpusOptions {
  /** 'quick' (vitest): the kitchen-sink base and fewer random mixes; 'full' (npm run test:robustness). */
  scale: 'quick' | 'full';
}

export function engineCases(options: EngineCorpusOptions = { scale: 'full' }): EngineCase[] {
  const bases = options.scale === 'full' ? BASES : BASES.slice(1);
  const mixes = options.scale === 'full' ? 150 : 40;
  const cases: EngineCase[] = [];
  for (const [name, make] of bases) {
    const base = make();
    const fields = fieldsOf(base);
    for (const f of fields) {
      for (const v of extremeValues(f.spec)) cases.push({ id: `${name}: ${dotted(f.at)} = ${v}`, doc: withValue(base, f.at, v) });
    }
    for (const [label, pickValue] of [['maximum', highest], ['minimum', lowest]] as const) {
      let doc = copy(base);
      for (const f of fields) doc = withValue(doc, f.at, pickValue(f.spec));
      cases.push({ id: `${name}: every field at its ${label}`, doc });
    }
    const rnd = random(0x5eed + cases.length);
    for (let k = 0; k < mixes; k++) {
      let doc = copy(base);
      for (const f of fields) if (rnd() < 0.5) doc = withValue(doc, f.at, randomValue(f.spec, rnd));
      cases.push({ id: `${name}: random mix #${k}`, doc });
    }
  }
  return cases;
}
