import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generationPrice, parityPrice, projectPrices, relativeCostFromSavings } from '../../models/market';
import { parseScenarioJson } from '../../models/scenario';
import type { GenerationInput, MarketInput } from '../../models/scenario';

const example = (() => {
  const r = parseScenarioJson(readFileSync(new URL('../fixtures/h100-512-colo.gpuplan.json', import.meta.url), 'utf8'));
  if (!r.ok) throw new Error('fixture does not load');
  return r.scenario;
})();

function gen(id: string, over: Partial<GenerationInput> = {}): GenerationInput {
  return { id, label: id, price: 2, annualDecline: 0.2, floor: 0, availableMonth: 0, ...over };
}

const close = (a: number | null, b: number): void => {
  expect(a).not.toBeNull();
  expect(Math.abs((a as number) - b)).toBeLessThan(1e-9 * Math.max(1, Math.abs(b)));
};

describe('projectPrices — worked example', () => {
  const p = projectPrices(example.market!, example.horizonMonths);

  it('has months 0..H and one series per generation', () => {
    expect(p.months).toHaveLength(61);
    expect(p.months[0]).toBe(0);
    expect(p.months[60]).toBe(60);
    expect(Object.keys(p.series)).toEqual(['hopper', 'blackwell']);
    expect(p.series.hopper).toHaveLength(61);
  });

  it('matches the docs/model.md figures', () => {
    close(p.series.hopper[0], 2.1);
    close(p.series.hopper[6], 1.8782971010998233);
    close(p.series.hopper[12], 1.3546856166653576);
    close(p.series.hopper[60], 0.616);
  });

  it('blackwell is null before month 6, then declines to its floor', () => {
    expect(p.series.blackwell.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    close(p.series.blackwell[6], 3.4);
    close(p.series.blackwell[18], 3.4 * 0.82);
    close(p.series.blackwell[60], 1.4);
  });

  it('the cap applies from fromMonth only and may go below the floor', () => {
    // Month 11: hopper's own price 2.1*0.8^(11/12), not capped.
    close(p.series.hopper[11], 2.1 * 0.8 ** (11 / 12));
    // Month 12: capped by blackwell: 3.4*0.82^(6/12)*0.44.
    close(p.series.hopper[12], 3.4 * 0.82 ** 0.5 * 0.44);
    expect(p.series.hopper[60]!).toBeLessThan(0.9);
  });
});

describe('seed anchors', () => {
  it('GB200 at $2.20 with relativeCost 0.44 caps H100 at $0.968', () => {
    const market: MarketInput = {
      generations: [gen('h100', { price: 2.99, annualDecline: 0 }), gen('gb200', { price: 2.2, annualDecline: 0 })],
      parity: [{ older: 'h100', newer: 'gb200', fromMonth: 0, relativeCost: 0.44 }],
    };
    close(projectPrices(market, 3).series.h100[2], 0.968);
    close(parityPrice(2.2, 0.44), 0.968);
  });

  it('relativeCostFromSavings: s*(1-ts)+(1-s)*(1-is)', () => {
    expect(relativeCostFromSavings(1, 0.56, 0.75)).toBeCloseTo(0.44, 15);
    expect(relativeCostFromSavings(0, 0.56, 0.75)).toBeCloseTo(0.25, 15);
    expect(relativeCostFromSavings(0.5, 0.56, 0.75)).toBeCloseTo(0.345, 15);
  });
});

describe('rules', () => {
  it('floor binds once the decline reaches it', () => {
    const s = projectPrices({ generations: [gen('a', { price: 2, annualDecline: 0.5, floor: 1 })], parity: [] }, 36).series.a;
    close(s[12], 1);
    close(s[6], 2 * 0.5 ** 0.5);
    close(s[36], 1);
  });

  it('the price at availableMonth is the launch price', () => {
    close(generationPrice(gen('a', { price: 3, availableMonth: 10 }), 10), 3);
    expect(generationPrice(gen('a', { availableMonth: 10 }), 9)).toBeNull();
  });

  it('parity rules apply once each, in array order', () => {
    const generations = [gen('old', { price: 3, annualDecline: 0 }), gen('mid', { price: 2, annualDecline: 0 }), gen('new', { price: 1, annualDecline: 0 })];
    // Newest-first: mid is capped to 0.5 by new, then old is capped to 0.25 by the capped mid.
    const newestFirst = projectPrices({
      generations,
      parity: [
        { older: 'mid', newer: 'new', fromMonth: 0, relativeCost: 0.5 },
        { older: 'old', newer: 'mid', fromMonth: 0, relativeCost: 0.5 },
      ],
    }, 1).series;
    close(newestFirst.mid[1], 0.5);
    close(newestFirst.old[1], 0.25);
    // Oldest-first: old is capped by the uncapped mid (1.0), then mid by new (0.5).
    const oldestFirst = projectPrices({
      generations,
      parity: [
        { older: 'old', newer: 'mid', fromMonth: 0, relativeCost: 0.5 },
        { older: 'mid', newer: 'new', fromMonth: 0, relativeCost: 0.5 },
      ],
    }, 1).series;
    close(oldestFirst.old[1], 1);
    close(oldestFirst.mid[1], 0.5);
  });

  it('parity needs both prices defined', () => {
    const s = projectPrices({
      generations: [gen('old', { price: 3, annualDecline: 0 }), gen('new', { price: 1, annualDecline: 0, availableMonth: 5 })],
      parity: [{ older: 'old', newer: 'new', fromMonth: 0, relativeCost: 0.5 }],
    }, 6).series;
    close(s.old[4], 3);
    close(s.old[5], 0.5);
  });

  it('a price expression replaces the decline formula; the floor still applies', () => {
    const s = projectPrices({
      generations: [gen('x', { price: 99, availableMonth: 2, floor: 1, priceExpression: 'max(0, 4 - m/2)' })],
      parity: [],
    }, 12).series.x;
    expect(s[1]).toBeNull();
    close(s[2], 3);
    close(s[4], 2);
    close(s[12], 1);
  });

  it('throws on an unknown id or a non-finite expression when called without the loader', () => {
    expect(() => projectPrices({ generations: [gen('a')], parity: [{ older: 'a', newer: 'b', fromMonth: 0, relativeCost: 1 }] }, 2)).toThrow(/unknown generation/);
    expect(() => projectPrices({ generations: [gen('a', { priceExpression: '1/(m-1)' })], parity: [] }, 2)).toThrow(/finite real number/);
  });

  it('an id such as "__proto__" stays an own key', () => {
    const p = projectPrices({ generations: [gen('__proto__', { price: 1, annualDecline: 0 })], parity: [] }, 1);
    expect(Object.keys(p.series)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(p.series)).toBe(Object.prototype);
  });
});
