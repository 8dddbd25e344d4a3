// Uncertainty inputs checked and prepared once per run: parsed path, valid range, what the field
// feeds. An input that cannot be used is reported in `skipped` instead of failing the run (the
// loader normally refuses such files; a scenario built in code may still contain them).

import type { Distribution, Scenario } from '../scenario/types';
import { createDrawer, createFiller } from './distributions';
import type { FieldRange } from './field-range';
import { fieldRange } from './field-range';
import type { PathSegment } from './paths';
import type { Prng } from './prng';
import { getAt, parsePath } from './paths';
import type { InputTarget } from './trial';
import { targetOf } from './trial';
import type { SkippedInput } from './types';
import { isPlainRecord as isRecord } from '../scenario/safety';

export interface CompiledInput {
  path: string;
  segments: PathSegment[];
  dist: Distribution;
  range: FieldRange;
  target: InputTarget;
  /** One draw from the input's distribution, truncated/rounded to its range. */
  draw: (rng: Prng) => number;
  /** out[from..to) = successive draw(rng) results, without boxing them (distributions.ts createFiller). */
  fill: (rng: Prng, out: Float64Array, from: number, to: number) => void;
  /**
   * Fields that take the same value: a parity rule whose fromMonth the file left out starts when
   * its newer generation arrives, so it follows a sampled availableMonth (unless sampled itself).
   */
  followers: PathSegment[][];
}

/** Parity rules whose defaulted fromMonth follows the availableMonth at `segments`. */
function followersOf(scenario: Scenario, segments: readonly PathSegment[], paths: ReadonlySet<string>): PathSegment[][] {
  const [a, b, i, field] = segments;
  if (segments.length !== 4 || a !== 'market' || b !== 'generations' || typeof i !== 'number' || field !== 'availableMonth') return [];
  const market = scenario.market;
  const id = market?.generations[i]?.id;
  if (!market || id === undefined) return [];
  const out: PathSegment[][] = [];
  market.parity.forEach((rule, r) => {
    if (rule.fromMonthDefaulted === true && rule.newer === id && !paths.has(`market.parity[${r}].fromMonth`)) out.push(['market', 'parity', r, 'fromMonth']);
  });
  return out;
}

function finite(...values: number[]): boolean {
  return values.every((v) => typeof v === 'number' && Number.isFinite(v));
}

export function validDistribution(d: Distribution): boolean {
  switch (d.dist) {
    case 'triangular':
      return finite(d.min, d.mode, d.max) && d.min <= d.mode && d.mode <= d.max;
    case 'uniform':
      return finite(d.min, d.max) && d.min <= d.max;
    case 'normal':
      return finite(d.mean, d.sd) && d.sd >= 0;
    case 'discrete': {
      if (!Array.isArray(d.values) || d.values.length === 0 || !finite(...d.values)) return false;
      if (d.weights === undefined) return true;
      if (!Array.isArray(d.weights) || d.weights.length !== d.values.length || !finite(...d.weights)) return false;
      return d.weights.every((w) => w >= 0) && d.weights.some((w) => w > 0);
    }
    default:
      return false;
  }
}

/**
 * Cross-field rule kept while sampling: a loan (debtFraction > 0) needs debtTermMonths >= 1, so a
 * sampled term never drops to 0 when the scenario has, or may sample, debt.
 */
function adjustRange(path: string, range: FieldRange, scenario: Scenario, paths: ReadonlySet<string>): FieldRange {
  if (path === 'investment.debtTermMonths' && ((scenario.investment?.debtFraction ?? 0) > 0 || paths.has('investment.debtFraction'))) {
    return { ...range, min: Math.max(range.min, 1) };
  }
  // Fleet: a drawn delivery stays inside the horizon and before the tranche's exit (model: Investment › fleet).
  const tranche = /^investment\.tranches\[(\d+)\]\.deliveryMonth$/.exec(path);
  const t = tranche ? scenario.investment?.tranches?.[Number(tranche[1])] : undefined;
  if (t) {
    const exit = paths.has(`investment.tranches[${tranche![1]}].exitMonth`) ? scenario.horizonMonths : (t.exitMonth ?? scenario.horizonMonths);
    return { ...range, max: Math.min(range.max, scenario.horizonMonths - 1, exit - 1) };
  }
  return range;
}

export function compileInputs(
  scenario: Scenario,
  inputs: Readonly<Record<string, Distribution>>,
): { inputs: CompiledInput[]; skipped: SkippedInput[] } {
  const compiled: CompiledInput[] = [];
  const skipped: SkippedInput[] = [];
  const paths = new Set(Object.keys(inputs));
  for (const path of Object.keys(inputs)) {
    const dist = inputs[path];
    const segments = parsePath(path);
    const range = segments ? fieldRange(segments) : undefined;
    if (!segments || !range) {
      skipped.push({ path, reason: 'invalid-path' });
      continue;
    }
    if (!isRecord(getAt(scenario, segments.slice(0, -1)))) {
      skipped.push({ path, reason: 'missing-field' });
      continue;
    }
    if (!isRecord(dist) || !validDistribution(dist)) {
      skipped.push({ path, reason: 'invalid-distribution' });
      continue;
    }
    const fitted = adjustRange(path, range, scenario, paths);
    compiled.push({
      path,
      segments,
      dist,
      range: fitted,
      target: targetOf(segments),
      draw: createDrawer(dist, fitted),
      fill: createFiller(dist, fitted),
      followers: followersOf(scenario, segments, paths),
    });
  }
  return { inputs: compiled, skipped };
}
