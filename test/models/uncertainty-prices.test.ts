import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generationPrice, projectPrices } from '../../models/market';
import type { MarketInput } from '../../models/scenario/types';
import { createSeriesProjector, projectFast, relevantParts } from '../../models/uncertainty/prices';
import { setNumberAt } from '../../models/uncertainty/paths';

const market: MarketInput = {
  generations: [
    { id: 'ampere', label: 'A100', price: 1.2, annualDecline: 0.25, floor: 0.4, availableMonth: 0 },
    { id: 'hopper', label: 'H100', price: 2.1, annualDecline: 0.2, floor: 0.9, availableMonth: 0 },
    { id: 'blackwell', label: 'B200', price: 3.4, annualDecline: 0.18, floor: 1.4, availableMonth: 6 },
    { id: 'rubin', label: 'R', price: 5, annualDecline: 0.3, floor: 2, availableMonth: 30 },
  ],
  parity: [
    { older: 'blackwell', newer: 'rubin', fromMonth: 30, relativeCost: 0.5 },
    { older: 'hopper', newer: 'blackwell', fromMonth: 12, relativeCost: 0.44 },
    { older: 'ampere', newer: 'hopper', fromMonth: 0, relativeCost: 0.6 },
  ],
};

describe('focused price projection', () => {
  it('follows parity chains only', () => {
    expect(relevantParts(market, 'hopper')).toEqual({ generations: [1, 2, 3], rules: [0, 1] });
    expect(relevantParts(market, 'rubin')).toEqual({ generations: [3], rules: [] });
    expect(relevantParts(market, 'nope')).toBeUndefined();
  });

  it('equals projectPrices exactly for the base market', () => {
    const H = 72;
    for (const id of ['ampere', 'hopper', 'blackwell', 'rubin']) {
      const ours = Array.from(createSeriesProjector(market, id, H)(market)!, (p) => (Number.isNaN(p) ? null : p));
      expect(ours).toEqual(projectPrices(market, H).series[id]);
    }
  });

  it('matches projectPrices within 1e-13 relative when trials change any generation or rule', () => {
    const H = 60;
    const project = createSeriesProjector(market, 'ampere', H);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom('price', 'annualDecline', 'floor'),
        fc.double({ min: 0, max: 0.95, noNaN: true }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        (g, field, value, relativeCost) => {
          let m = setNumberAt(market, ['generations', g, field], field === 'price' ? value * 5 : value);
          m = setNumberAt(m, ['parity', 1, 'relativeCost'], relativeCost);
          const ours = project(m)!;
          const ref = projectPrices(m, H).series.ampere;
          expect(ours).toHaveLength(ref.length);
          let worst = 0;
          ours.forEach((p, i) => {
            const r = ref[i];
            if (Number.isNaN(p) || r === null) worst = Number.isNaN(p) && r === null ? worst : Infinity;
            else worst = Math.max(worst, Math.abs(p - r) / Math.abs(r));
          });
          expect(worst).toBeLessThanOrEqual(1e-13);
        },
      ),
      { numRuns: 200, seed: 1 },
    );
  });

  it('projectFast stays within 1e-13 of generationPrice', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        fc.integer({ min: 0, max: 40 }),
        (price, annualDecline, availableMonth) => {
          const g = { id: 'g', label: 'g', price, annualDecline, floor: 0, availableMonth };
          const fast = projectFast(g, 240);
          let worst = 0;
          let nullsDiffer = 0;
          for (let m = 0; m <= 240; m++) {
            const exact = generationPrice(g, m);
            const f = fast[m];
            if (exact === null || Number.isNaN(f)) nullsDiffer += exact === null && Number.isNaN(f) ? 0 : 1;
            else worst = Math.max(worst, Math.abs(f - exact) / exact);
          }
          expect(nullsDiffer).toBe(0);
          expect(worst).toBeLessThanOrEqual(1e-13);
        },
      ),
      { numRuns: 200, seed: 2 },
    );
  });
});
