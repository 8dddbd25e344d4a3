import { describe, expect, it } from 'vitest';
import { fitToRange, lowHigh, sample, triangularInverse, Z90 } from '../../models/uncertainty/distributions';
import { fieldRange, nextDown, nextUp } from '../../models/uncertainty/field-range';
import { parsePath } from '../../models/uncertainty/paths';
import { createPrng } from '../../models/uncertainty/prng';
import { percentileSorted } from '../../models/uncertainty/stats';

function rangeOf(path: string) {
  const r = fieldRange(parsePath(path)!);
  if (!r) throw new Error(path);
  return r;
}

describe('field ranges', () => {
  it('come from the field specs, exclusive bounds nudged inside', () => {
    expect(rangeOf('investment.utilization')).toEqual({ min: 0, max: 1, integer: false });
    expect(rangeOf('site.pue')).toEqual({ min: 1, max: 3, integer: false });
    const decline = rangeOf('market.generations[3].annualDecline');
    expect(decline.max).toBeLessThan(1);
    expect(decline.max).toBe(1 - 2 ** -53);
    expect(rangeOf('site.contractedMW').min).toBe(Number.MIN_VALUE);
    expect(rangeOf('quotes[1].pricePerGPUHour')).toEqual({ min: 0, max: 1e6, integer: false });
    expect(rangeOf('investment.contractMonths')).toEqual({ min: 0, max: 1200, integer: true });
  });

  it('name no range for non-numeric or unknown fields', () => {
    expect(fieldRange(parsePath('site.cooling')!)).toBeUndefined();
    expect(fieldRange(parsePath('investment.nope')!)).toBeUndefined();
    expect(fieldRange(parsePath('market.generations.price')!)).toBeUndefined();
  });

  it('nextUp/nextDown step one ulp', () => {
    expect(nextUp(1)).toBe(1 + Number.EPSILON);
    expect(nextDown(1)).toBe(1 - Number.EPSILON / 2);
    expect(nextUp(-1)).toBe(-1 + Number.EPSILON / 2);
  });
});

describe('triangular inverse CDF', () => {
  it('maps 0, the mode probability and the median correctly', () => {
    expect(triangularInverse(0, 3, 10, 0)).toBe(0);
    expect(triangularInverse(0, 3, 10, 0.3)).toBeCloseTo(3, 12);
    // Median of triangular(0, 3, 10): 10 - sqrt(10*7/2).
    expect(triangularInverse(0, 3, 10, 0.5)).toBeCloseTo(10 - Math.sqrt(35), 12);
    expect(triangularInverse(0, 3, 10, 1 - 1e-12)).toBeCloseTo(10, 4);
    expect(triangularInverse(5, 5, 5, 0.7)).toBe(5);
  });

  it('sampled values follow the distribution (quartiles)', () => {
    const rng = createPrng(3);
    const range = rangeOf('investment.utilization');
    const d = { dist: 'triangular', min: 0.2, mode: 0.8, max: 0.9 } as const;
    const xs = Float64Array.from({ length: 50_000 }, () => sample(d, rng, range)).sort();
    // Exact quantile q: F^-1(q) (q below (c-a)/(b-a) = 6/7).
    for (const q of [0.25, 0.5, 0.75]) expect(percentileSorted(xs, q)).toBeCloseTo(triangularInverse(0.2, 0.8, 0.9, q), 2);
  });
});

describe('truncation', () => {
  it('keeps normal samples inside the field range and redraws rather than piling up at the bounds', () => {
    const rng = createPrng(11);
    const range = rangeOf('investment.utilization');
    const d = { dist: 'normal', mean: 0.9, sd: 0.2 } as const;
    let atBound = 0;
    let above = 0;
    let outside = 0;
    for (let i = 0; i < 20_000; i++) {
      const x = sample(d, rng, range);
      if (x < 0 || x > 1) outside++;
      if (x === 1 || x === 0) atBound++;
      if (x > 0.9) above++;
    }
    expect(outside).toBe(0);
    expect(atBound).toBe(0);
    // Truncated at 1 (0.5 sd above the mean): P(x > 0.9 | x <= 1) = (0.6915-0.5)/(0.6915-0.000004) ≈ 0.277.
    expect(above / 20_000).toBeCloseTo(0.277, 1);
  });

  it('clamps when the distribution lies entirely outside the range', () => {
    const rng = createPrng(1);
    const range = rangeOf('investment.utilization');
    expect(sample({ dist: 'normal', mean: 5, sd: 0.01 }, rng, range)).toBe(1);
    expect(sample({ dist: 'uniform', min: -3, max: -2 }, rng, range)).toBe(0);
  });

  it('keeps an exclusive bound exclusive', () => {
    const rng = createPrng(5);
    const range = rangeOf('market.generations[0].annualDecline');
    let max = 0;
    for (let i = 0; i < 1000; i++) max = Math.max(max, sample({ dist: 'uniform', min: 0.5, max: 5 }, rng, range));
    expect(max).toBeLessThan(1);
    expect(max).toBeGreaterThan(0.99);
    expect(sample({ dist: 'uniform', min: 2, max: 5 }, rng, range)).toBe(1 - 2 ** -53);
  });

  it('rounds whole-number fields', () => {
    const rng = createPrng(8);
    const range = rangeOf('investment.contractMonths');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const x = sample({ dist: 'uniform', min: 11.6, max: 14.4 }, rng, range);
      expect(Number.isInteger(x)).toBe(true);
      seen.add(x);
    }
    expect([...seen].sort()).toEqual([12, 13, 14]);
    expect(Object.is(fitToRange(-0.4, range), 0)).toBe(true);
  });
});

describe('tornado ends', () => {
  it('are min/max for triangular and uniform, P10/P90 for normal, clipped to the range', () => {
    const u = rangeOf('investment.utilization');
    expect(lowHigh({ dist: 'triangular', min: 0.5, mode: 0.8, max: 0.9 }, u)).toEqual({ low: 0.5, high: 0.9 });
    expect(lowHigh({ dist: 'uniform', min: 0.5, max: 1.2 }, u)).toEqual({ low: 0.5, high: 1 });
    const n = lowHigh({ dist: 'normal', mean: 0.5, sd: 0.1 }, u);
    expect(n.low).toBeCloseTo(0.5 - 0.12815515655446004, 15);
    expect(n.high).toBeCloseTo(0.5 + 0.12815515655446004, 15);
    expect(Z90).toBeCloseTo(1.2815515655446004, 15);
    expect(lowHigh({ dist: 'normal', mean: 0.95, sd: 0.1 }, u).high).toBe(1);
  });
});
