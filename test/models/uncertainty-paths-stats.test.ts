import { describe, expect, it } from 'vitest';
import { compileWriter, formatPath, getNumberAt, parsePath, setNumberAt } from '../../models/uncertainty/paths';
import { histogram, percentileSorted, summarize } from '../../models/uncertainty/stats';
import { compareTornado } from '../../models/uncertainty/tornado';
import type { TornadoEntry } from '../../models/uncertainty/types';

function deepFreeze<T>(o: T): T {
  if (typeof o === 'object' && o !== null) {
    for (const v of Object.values(o)) deepFreeze(v);
    Object.freeze(o);
  }
  return o;
}

const doc = deepFreeze({
  site: { pue: 1.35, contractedMW: 100 },
  market: { generations: [{ id: 'a', annualDecline: 0.2 }, { id: 'b', annualDecline: 0.1 }] },
  quotes: [{ pricePerGPUHour: 2 }, { pricePerGPUHour: 2.5 }],
  investment: { utilization: 0.85, contractPrice: 2 },
});

describe('paths', () => {
  it('parse dotted paths with indexes and refuse malformed or dangerous ones', () => {
    expect(parsePath('market.generations[0].annualDecline')).toEqual(['market', 'generations', 0, 'annualDecline']);
    expect(parsePath('quotes[1].pricePerGPUHour')).toEqual(['quotes', 1, 'pricePerGPUHour']);
    expect(formatPath(parsePath('quotes[1].pricePerGPUHour')!)).toBe('quotes[1].pricePerGPUHour');
    for (const bad of ['', 'a..b', 'a.[0]', 'a[x]', '__proto__.x', 'site.constructor', 'a.b-c', 'x'.repeat(201)]) {
      expect(parsePath(bad)).toBeNull();
    }
  });

  it('read numbers, undefined for missing steps', () => {
    expect(getNumberAt(doc, parsePath('market.generations[1].annualDecline')!)).toBe(0.1);
    expect(getNumberAt(doc, parsePath('quotes[5].pricePerGPUHour')!)).toBeUndefined();
    expect(getNumberAt(doc, parsePath('site.nope')!)).toBeUndefined();
    expect(getNumberAt(doc, parsePath('market.generations[0].id')!)).toBeUndefined();
  });

  it('write without mutating, copying only the path', () => {
    const out = setNumberAt(doc, parsePath('market.generations[1].annualDecline')!, 0.3);
    expect(out.market.generations[1].annualDecline).toBe(0.3);
    expect(doc.market.generations[1].annualDecline).toBe(0.1);
    expect(out).not.toBe(doc);
    expect(out.market.generations).not.toBe(doc.market.generations);
    expect(out.market.generations[0]).toBe(doc.market.generations[0]);
    expect(out.site).toBe(doc.site);
    expect(out.quotes).toBe(doc.quotes);
    expect(() => setNumberAt(doc, parsePath('quotes[7].pricePerGPUHour')!, 1)).toThrow();
  });

  it('a compiled writer equals sequential writes and copies each container once', () => {
    const paths = ['investment.utilization', 'investment.contractPrice', 'quotes[1].pricePerGPUHour', 'site.pue'];
    const write = compileWriter(paths.map((p) => parsePath(p)!));
    const out = write(doc, [0.5, 2.2, 3, 1.2]);
    let expected: typeof doc = doc;
    paths.forEach((p, i) => (expected = setNumberAt(expected, parsePath(p)!, [0.5, 2.2, 3, 1.2][i])));
    expect(out).toEqual(expected);
    expect(out.quotes[0]).toBe(doc.quotes[0]);
    expect(out.market).toBe(doc.market);
    expect(doc.investment.utilization).toBe(0.85);
    expect(() => compileWriter([parsePath('site.pue')!, parsePath('site.pue')!])).toThrow();
  });
});

describe('percentiles (linear interpolation, numpy default)', () => {
  it('match numpy.percentile values', () => {
    const xs = Float64Array.from([1, 2, 3, 4]);
    expect(percentileSorted(xs, 0.5)).toBe(2.5);
    const ten = Float64Array.from({ length: 10 }, (_, i) => i + 1);
    // numpy.percentile(range(1, 11), [5, 10, 50, 90, 95]) = [1.45, 1.9, 5.5, 9.1, 9.55]
    expect(percentileSorted(ten, 0.05)).toBeCloseTo(1.45, 12);
    expect(percentileSorted(ten, 0.1)).toBeCloseTo(1.9, 12);
    expect(percentileSorted(ten, 0.9)).toBeCloseTo(9.1, 12);
    expect(percentileSorted(ten, 0.95)).toBeCloseTo(9.55, 12);
    expect(percentileSorted(Float64Array.from([7]), 0.95)).toBe(7);
  });

  it('summaries skip NaN (null) entries and count them', () => {
    const s = summarize(Float64Array.from([3, NaN, 1, 2, NaN]));
    expect({ ...s, percentiles: undefined }).toEqual({ count: 3, nullCount: 2, mean: 2, min: 1, max: 3, percentiles: undefined });
    const expected = { p5: 1.1, p10: 1.2, p50: 2, p90: 2.8, p95: 2.9 };
    for (const [k, v] of Object.entries(expected)) expect(s.percentiles[k as keyof typeof expected]).toBeCloseTo(v, 12);
    const none = summarize(Float64Array.from([NaN]));
    expect(none.count).toBe(0);
    expect(none.percentiles.p50).toBeNull();
    expect(none.mean).toBeNull();
  });
});

describe('histogram', () => {
  it('has equal-width bins from min to max whose counts sum to the values', () => {
    const xs = Float64Array.from({ length: 1000 }, (_, i) => Math.sin(i) * 10);
    const h = histogram(xs, 30);
    expect(h).toHaveLength(30);
    expect(h.reduce((a, b) => a + b.count, 0)).toBe(1000);
    expect(h[0].x0).toBe(Math.min(...xs));
    expect(h[29].x1).toBe(Math.max(...xs));
    for (let i = 1; i < 30; i++) expect(h[i].x0).toBe(h[i - 1].x1);
    // Every value lies in its bin.
    for (const v of xs) {
      const k = h.findIndex((b, i) => v >= b.x0 && (v < b.x1 || i === 29));
      expect(k).toBeGreaterThanOrEqual(0);
    }
  });

  it('puts values into the right bins', () => {
    const h = histogram(Float64Array.from([0, 1, 1, 2, 3, 4, NaN]), 4);
    expect(h.map((b) => b.count)).toEqual([1, 2, 1, 2]);
    expect(histogram(Float64Array.from([5, 5, NaN]), 30)).toEqual([{ x0: 5, x1: 5, count: 2 }]);
    expect(histogram(Float64Array.from([NaN]), 30)).toEqual([]);
  });
});

describe('tornado order', () => {
  const entry = (path: string, irrLow: number | null, irrHigh: number | null, npvSwing: number): TornadoEntry => ({
    path,
    dist: 'uniform',
    base: 0,
    low: 0,
    high: 1,
    irrLow,
    irrHigh,
    npvLow: 0,
    npvHigh: npvSwing,
    irrSwing: irrLow === null || irrHigh === null ? null : Math.abs(irrHigh - irrLow),
    npvSwing,
    affectsInvestment: true,
  });

  it('puts IRR-erasing inputs first, then IRR swing (ties by NPV swing), then no-IRR inputs by NPV swing', () => {
    const entries = [
      entry('small', 0.1, 0.12, 900),
      entry('noIrr-small', null, null, 10),
      entry('big', 0.05, 0.2, 100),
      entry('erase', null, 0.1, 50),
      entry('tie-more-npv', 0.1, 0.12, 1000),
      entry('noIrr-big', null, null, 5000),
      entry('erase-more-npv', 0.1, null, 60),
    ];
    expect(entries.sort(compareTornado).map((e) => e.path)).toEqual([
      'erase-more-npv',
      'erase',
      'big',
      'tie-more-npv',
      'small',
      'noIrr-big',
      'noIrr-small',
    ]);
  });
});
