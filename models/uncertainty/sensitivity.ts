// "What moves my IRR": a tornado over every numeric input the scenario states, with no Monte
// Carlo set-up (docs/model.md › Uncertainty issue 14). Each field is swung alone around the scenario's own value, the
// rest at base, and the rows are ranked like the Monte Carlo tornado (tornado.ts):
// - fractional fields and counts: value × (1 ∓ swing), default swing 10 % (counts rounded half
//   up, at least one unit);
// - month fields (names ending in Month or Months, e.g. Blackwell's availableMonth): value ∓ 3;
// - every end clamped to the field's range; a per-path override replaces the swing (a fraction
//   for fractional fields and counts, months for month fields).
// The investment's renewal and exit numbers are swung too. Fields the investment does not depend
// on (rent vs buy, workload, quotes) are left out, as are
// fields whose swing is zero (a value of 0, or a range that does not let it move) and values the
// loader derived (investment.gpus from the capacity, a parity fromMonth that follows its newer
// generation — it moves with that generation's availableMonth instead).
// Hardware facts (GPUs per node, node kW, GPU TDP: HARDWARE_FACTS) are not swung: they are a
// datasheet's numbers, not a risk (issue 26), unless the scenario marks them uncertain (an input
// of its uncertainty section).

/** Datasheet figures the sensitivity leaves alone unless the scenario's uncertainty names them. */
export const HARDWARE_FACTS: readonly string[] = ['node.gpusPerNode', 'node.nodeKW', 'node.gpuTDPW'];

import { EXIT_FIELDS, GENERATION_FIELDS, INVESTMENT_FIELDS, NODE_FIELDS, PARITY_FIELDS, RENEWAL_FIELDS, SITE_FIELDS } from '../scenario/field-specs';
import type { Distribution, Scenario } from '../scenario/types';
import { fieldRange } from './field-range';
import { compileInputs } from './inputs';
import { getAt, getNumberAt, parsePath } from './paths';
import { computeTornado } from './tornado';
import { createTrialEvaluator, trialModelOf } from './trial';
import type { TornadoEntry } from './types';

export const DEFAULT_SWING = 0.1;
export const DEFAULT_MONTHS_SWING = 3;

export interface SensitivityOptions {
  /** Relative swing of fractional fields and counts (default 0.1 = ±10 %). */
  swing?: number;
  /** Swing of month fields in months (default 3). */
  monthsSwing?: number;
  /** Per path: a relative swing, or months for month fields. */
  swings?: Readonly<Record<string, number>>;
  /** Which paths the file states (default: every numeric field present in the scenario). */
  stated?: (path: string) => boolean;
}

/** Month fields swing by whole months; other whole-number fields (counts) relatively. */
export function isMonthField(path: string): boolean {
  return /Months?$/.test(path);
}

function numberKeys(table: Record<string, { kind: string }>): string[] {
  return Object.keys(table).filter((k) => table[k].kind === 'number');
}

/** The numeric paths of the fields the investment depends on, present in the scenario. */
export function sensitivityPaths(scenario: Scenario): string[] {
  const out: string[] = [];
  const section = (name: 'site' | 'node' | 'investment', table: Record<string, { kind: string }>): void => {
    const obj = scenario[name] as unknown as Record<string, unknown> | undefined;
    if (!obj) return;
    for (const k of numberKeys(table)) if (typeof obj[k] === 'number') out.push(`${name}.${k}`);
  };
  section('site', SITE_FIELDS);
  section('node', NODE_FIELDS);
  section('investment', INVESTMENT_FIELDS);
  // The renewal and the exit (model: Investment › renewal, exit on EBITDA) move an investor's IRR
  // most of all: their numbers swing like the rest (issue 33). A renewal share that follows the
  // contracted share is not stated and moves with it.
  const sub = (name: 'renewal' | 'exit', table: Record<string, { kind: string }>): void => {
    const obj = scenario.investment?.[name] as unknown as Record<string, unknown> | undefined;
    if (!obj) return;
    for (const k of numberKeys(table)) if (typeof obj[k] === 'number') out.push(`investment.${name}.${k}`);
  };
  sub('renewal', RENEWAL_FIELDS);
  sub('exit', EXIT_FIELDS);
  const derived = out.indexOf('investment.gpus');
  if (scenario.investment?.gpusDefaulted && derived >= 0) out.splice(derived, 1);
  scenario.market?.generations.forEach((g, i) => {
    for (const k of numberKeys(GENERATION_FIELDS)) if (typeof (g as unknown as Record<string, unknown>)[k] === 'number') out.push(`market.generations[${i}].${k}`);
  });
  scenario.market?.parity.forEach((r, i) => {
    for (const k of numberKeys(PARITY_FIELDS)) {
      if (k === 'fromMonth' && r.fromMonthDefaulted) continue;
      if (typeof (r as unknown as Record<string, unknown>)[k] === 'number') out.push(`market.parity[${i}].${k}`);
    }
  });
  return out;
}

/** The low and high ends of `path` around `value` (before clamping). */
export function swingEnds(path: string, value: number, integer: boolean, opts: SensitivityOptions = {}): [number, number] {
  const override = opts.swings?.[path];
  if (isMonthField(path) && integer) {
    const months = Math.abs(override ?? opts.monthsSwing ?? DEFAULT_MONTHS_SWING);
    return [value - months, value + months];
  }
  const s = Math.abs(override ?? opts.swing ?? DEFAULT_SWING);
  let delta = Math.abs(value) * s;
  if (integer) delta = Math.max(1, Math.floor(delta + 0.5));
  return [value - delta, value + delta];
}

/** `stated` for a document as read: the paths at which it holds a number (not a default). */
export function statedIn(raw: unknown): (path: string) => boolean {
  return (path) => typeof getAt(raw, parsePath(path) ?? []) === 'number';
}

/** The tornado of every stated numeric input (see the top of this file); empty without an investment. */
export function sensitivityTornado(scenario: Scenario, opts: SensitivityOptions = {}): TornadoEntry[] {
  const investment = scenario.investment;
  if (!investment) return [];
  const inputs: Record<string, Distribution> = {};
  const uncertain = scenario.uncertainty?.inputs ?? {};
  for (const path of sensitivityPaths(scenario)) {
    if (opts.stated && !opts.stated(path)) continue;
    if (HARDWARE_FACTS.includes(path) && !Object.hasOwn(uncertain, path)) continue;
    const segments = parsePath(path);
    const range = segments && fieldRange(segments);
    const value = segments ? getNumberAt(scenario, segments) : undefined;
    if (!segments || !range || value === undefined) continue;
    const [lo, hi] = swingEnds(path, value, range.integer, opts);
    inputs[path] = { dist: 'uniform', min: Math.min(lo, hi), max: Math.max(lo, hi) };
  }
  const { inputs: compiled } = compileInputs(scenario, inputs);
  const base = trialModelOf(scenario, investment);
  const evaluate = createTrialEvaluator(base);
  const gpusFromCapacity = investment.gpusDefaulted === true;
  const baseMetrics = evaluate(base, { capacity: false, prices: false, gpusFromCapacity });
  return computeTornado(scenario, base, baseMetrics, compiled, evaluate, gpusFromCapacity).filter(
    (e) => e.low !== e.high && (e.npvSwing > 0 || e.irrLow !== e.irrHigh),
  );
}
