// Sampling the three input distributions of docs/model.md › Uncertainty, truncated to the field's range.
//
// - triangular(min, mode, max): inverse CDF, one uniform per draw.
// - uniform(min, max): min + u*(max - min).
// - normal(mean, sd): Box–Muller (see prng.ts).
// Truncation: a draw outside the field's valid range is redrawn, up to MAX_REDRAWS times; if every
// draw misses (the distribution lies almost entirely outside the range) the last draw is clamped to
// the range. Triangular and uniform inputs whose parameters stay inside the range never redraw.
// - discrete(values, weights): one uniform u; the first value whose cumulative weight exceeds
//   u·Σweights (weights default to equal). Values outside the field's range are clamped.
// Whole-number fields (docs/model.md › Uncertainty): the accepted draw is rounded half up, floor(x + 0.5), and
// clamped to the integer range, so each end value gets half the weight of an inner value.
//
// Tornado ends (low/high): triangular and uniform use min and max; normal uses the P10 and P90,
// mean ∓ 1.2815515655446004·sd. Both are clamped to the range (and rounded for whole numbers).

import type { Distribution } from '../scenario/types';
import type { FieldRange } from './field-range';
import type { Prng } from './prng';

export const MAX_REDRAWS = 100;
/** z of the standard normal's 90th percentile. */
export const Z90 = 1.2815515655446004;

/** x clamped to the range (and rounded for whole-number fields). */
export function fitToRange(x: number, range: FieldRange): number {
  const y = range.integer ? Math.floor(x + 0.5) : x;
  if (Number.isNaN(y)) return range.min;
  if (y === 0) return 0; // never -0 (Math.round(-0.4) is -0)
  return y < range.min ? range.min : y > range.max ? range.max : y;
}

/** Cumulative weights of a discrete distribution (equal weights by default; negatives count as 0). */
export function cumulativeWeights(d: { values: readonly number[]; weights?: readonly number[] }): Float64Array {
  const cum = new Float64Array(d.values.length);
  let sum = 0;
  for (let i = 0; i < d.values.length; i++) {
    const w = d.weights ? d.weights[i] : 1;
    sum += Number.isFinite(w) && w > 0 ? w : 0;
    cum[i] = sum;
  }
  return cum;
}

/** The value at uniform u in [0, 1) of a discrete distribution with cumulative weights `cum`. */
export function discreteAt(values: readonly number[], cum: Float64Array, u: number): number {
  const target = u * cum[cum.length - 1];
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cum[mid] > target) hi = mid;
    else lo = mid + 1;
  }
  return values[lo];
}

/** One raw draw, before truncation. */
export function drawRaw(d: Distribution, rng: Prng): number {
  switch (d.dist) {
    case 'discrete':
      return discreteAt(d.values, cumulativeWeights(d), rng.nextFloat());
    case 'uniform':
      return d.min + rng.nextFloat() * (d.max - d.min);
    case 'triangular':
      return triangularInverse(d.min, d.mode, d.max, rng.nextFloat());
    case 'normal':
      return d.mean + d.sd * rng.nextNormal();
  }
}

/** Inverse CDF of triangular(a, c, b) at u in [0, 1). */
export function triangularInverse(a: number, c: number, b: number, u: number): number {
  const width = b - a;
  if (!(width > 0)) return a;
  const fc = (c - a) / width;
  if (u < fc) return a + Math.sqrt(u * width * (c - a));
  return b - Math.sqrt((1 - u) * width * (b - c));
}

/** One draw truncated to the range (redraws, then clamping; see above). */
export function sample(d: Distribution, rng: Prng, range: FieldRange): number {
  if (d.dist === 'discrete') return fitToRange(drawRaw(d, rng), range);
  let x = drawRaw(d, rng);
  for (let i = 0; i < MAX_REDRAWS && !(x >= range.min && x <= range.max); i++) x = drawRaw(d, rng);
  return fitToRange(x, range);
}

/** A drawer for one input: sample(), with a discrete distribution's cumulative weights computed once. */
export function createDrawer(d: Distribution, range: FieldRange): (rng: Prng) => number {
  if (d.dist !== 'discrete') return (rng) => sample(d, rng, range);
  const cum = cumulativeWeights(d);
  const values = d.values;
  return (rng) => fitToRange(discreteAt(values, cum, rng.nextFloat()), range);
}

/**
 * Fills out[from..to) with successive draws of `draw(rng)` (the same draws in the same order):
 * one loop per distribution kind, whose calls V8 can inline, so no draw is boxed on its way into
 * the array (a shared loop calling every input's drawer made the call polymorphic).
 */
export function createFiller(d: Distribution, range: FieldRange): (rng: Prng, out: Float64Array, from: number, to: number) => void {
  if (d.dist === 'discrete') {
    const cum = cumulativeWeights(d);
    const values = d.values;
    return (rng, out, from, to) => {
      for (let t = from; t < to; t++) out[t] = fitToRange(discreteAt(values, cum, rng.nextFloat()), range);
    };
  }
  // One loop per kind with the parameters in locals and the raw draw written out (drawRaw's
  // arithmetic, the same rng calls in the same order, then sample's redraws and fitToRange): a
  // loop shared by every kind made V8 box each draw of the kinds it did not inline.
  const min = range.min;
  const max = range.max;
  if (d.dist === 'uniform') {
    const a = d.min;
    const span = d.max - d.min;
    return (rng, out, from, to) => {
      for (let t = from; t < to; t++) {
        let x = a + rng.nextFloat() * span;
        for (let i = 0; i < MAX_REDRAWS && !(x >= min && x <= max); i++) x = a + rng.nextFloat() * span;
        out[t] = fitToRange(x, range);
      }
    };
  }
  if (d.dist === 'triangular') {
    const a = d.min;
    const c = d.mode;
    const b = d.max;
    const width = b - a;
    if (!(width > 0)) {
      // triangularInverse gives `a` (after drawing its uniform).
      return (rng, out, from, to) => {
        for (let t = from; t < to; t++) {
          rng.nextFloat();
          let x = a;
          for (let i = 0; i < MAX_REDRAWS && !(x >= min && x <= max); i++) {
            rng.nextFloat();
            x = a;
          }
          out[t] = fitToRange(x, range);
        }
      };
    }
    const fc = (c - a) / width;
    const left = c - a;
    const right = b - c;
    return (rng, out, from, to) => {
      for (let t = from; t < to; t++) {
        let u = rng.nextFloat();
        let x = u < fc ? a + Math.sqrt(u * width * left) : b - Math.sqrt((1 - u) * width * right);
        for (let i = 0; i < MAX_REDRAWS && !(x >= min && x <= max); i++) {
          u = rng.nextFloat();
          x = u < fc ? a + Math.sqrt(u * width * left) : b - Math.sqrt((1 - u) * width * right);
        }
        out[t] = fitToRange(x, range);
      }
    };
  }
  const mean = d.mean;
  const sd = d.sd;
  return (rng, out, from, to) => {
    for (let t = from; t < to; t++) {
      let x = mean + sd * rng.nextNormal();
      for (let i = 0; i < MAX_REDRAWS && !(x >= min && x <= max); i++) x = mean + sd * rng.nextNormal();
      out[t] = fitToRange(x, range);
    }
  };
}

/** The tornado's low and high values of an input (see above; discrete: smallest and largest value with weight). */
export function lowHigh(d: Distribution, range: FieldRange): { low: number; high: number } {
  if (d.dist === 'discrete') {
    let low = Infinity;
    let high = -Infinity;
    d.values.forEach((v, i) => {
      const w = d.weights ? d.weights[i] : 1;
      if (w > 0 && v < low) low = v;
      if (w > 0 && v > high) high = v;
    });
    return { low: fitToRange(low, range), high: fitToRange(high, range) };
  }
  if (d.dist === 'normal') {
    return { low: fitToRange(d.mean - Z90 * d.sd, range), high: fitToRange(d.mean + Z90 * d.sd, range) };
  }
  return { low: fitToRange(d.min, range), high: fitToRange(d.max, range) };
}
