// docs/model.md › Rent vs buy: rent vs buy with one discounting (monthly annuity), two reservation terms, spot
// availability and explicit break-even notes. The worked example goes through the real loader and
// engine and is compared with every field of the reference implementation's rentVsBuy section.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseScenarioJson, loadScenario } from '../../models/scenario';
import { evaluateScenario } from '../../models/evaluate';
import { capitalCharge, computeRentVsBuy, type RentMode } from '../../models/rent-vs-buy';
import type { RentVsBuyInput } from '../../models/scenario/types';
import v1Example from '../fixtures/h100-512-colo.gpuplan.json';

const dir = path.resolve(__dirname, '../fixtures');
const expected = JSON.parse(readFileSync(path.join(dir, 'v2-1024-h100.expected.json'), 'utf8'));

function loadFixture(name: string) {
  const r = parseScenarioJson(readFileSync(path.join(dir, name), 'utf8'));
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r;
}

function close(actual: number | null | undefined, want: number, scale = Math.abs(want)): void {
  expect(actual).not.toBeNull();
  expect(actual).not.toBeUndefined();
  expect(Math.abs((actual as number) - want)).toBeLessThanOrEqual(1e-9 * Math.max(scale, 1));
}

describe('rent-vs-buy worked example (v2-1024-h100) against the reference results', () => {
  const loaded = loadFixture('v2-1024-h100.gpuplan.json');
  const result = evaluateScenario(loaded.scenario, { skipUncertainty: true });
  const rvb = result.rentVsBuy!;
  const want = expected.rentVsBuy;

  it('has every key of the expected section', () => {
    expect(Object.keys(want).sort()).toEqual(['annualCost', 'breakEvenHours', 'breakEvenNote', 'cheapest']);
    expect(Object.keys(rvb.annualCost).sort()).toEqual(Object.keys(want.annualCost).sort());
    expect(Object.keys(rvb.breakEvenHours).sort()).toEqual(Object.keys(want.breakEvenHours).sort());
    expect(Object.keys(rvb.breakEvenNote).sort()).toEqual(Object.keys(want.breakEvenNote).sort());
  });

  it('matches annualCost per mode to 1e-9', () => {
    for (const [mode, v] of Object.entries(want.annualCost)) close(rvb.annualCost[mode as keyof typeof rvb.annualCost], v as number);
  });

  it('matches breakEvenHours (null where the reference has none) and breakEvenNote exactly', () => {
    for (const [mode, v] of Object.entries(want.breakEvenHours)) {
      const got = rvb.breakEvenHours[mode as RentMode];
      if (v === null) expect(got).toBeNull();
      else close(got, v as number, 8760);
    }
    expect(rvb.breakEvenNote).toEqual(want.breakEvenNote);
    expect(rvb.cheapest).toBe(want.cheapest);
  });

  it('is serialized under docs/model.md names in --json', () => {
    const json = JSON.parse(JSON.stringify(result));
    expect(json.rentVsBuy.breakEvenNote.reserved3y).toBe('rent-cheaper');
    expect(json.rentVsBuy.annualCost.reserved3y).toBe(13578);
  });

  it('agrees with a hand computation from docs/model.md › Rent vs buy', () => {
    const kw = (10.2 * 1.1) / 8;
    const j = Math.pow(1.1, 1 / 12) - 1;
    const n = 60;
    const capital = (12 * (50000 - 5000 * Math.pow(1 + j, -n)) * j) / (1 - Math.pow(1 + j, -n));
    close(rvb.capital, capital);
    const power = kw * 1.35 * 0.07;
    close(rvb.annualCost.buy, capital + 12 * (kw * 130 + 45) + power * (2000 + 6760 * 0.3));
    // 60 % of the hours on spot (with 10 % re-run work), the rest on demand.
    close(rvb.annualCost.spot, 2000 * (0.6 * 1.1 * 1.4 + 0.4 * 2.49));
    close(rvb.annualCost.reserved3y, 8760 * 1.55);
  });
});

describe('rent-vs-buy one discounting: the capital charge is the monthly annuity', () => {
  it('repays capex net of the discounted residual at the monthly rate (what the investment NPV uses)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1000, max: 100000, noNaN: true }),
        fc.double({ min: 1, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 0.9, noNaN: true }),
        fc.double({ min: 0.001, max: 0.4, noNaN: true }),
        (capex, life, residual, rate) => {
          const years = Math.round(life); // whole years: whole months
          const c = capitalCharge({ capexPerGPU: capex, lifeYears: years, residualFraction: residual, costOfCapital: rate });
          const j = Math.pow(1 + rate, 1 / 12) - 1;
          let pv = 0;
          for (let m = 1; m <= 12 * years; m++) pv += c / 12 / Math.pow(1 + j, m);
          const want = capex - (capex * residual) / Math.pow(1 + j, 12 * years);
          expect(Math.abs(pv - want)).toBeLessThanOrEqual(1e-9 * capex);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is straight-line at a cost of capital of 0', () => {
    expect(capitalCharge({ capexPerGPU: 34000, lifeYears: 5, residualFraction: 0.1, costOfCapital: 0 })).toBeCloseTo(6120, 9);
  });
});

describe('rent-vs-buy defaults reproduce v1 (except the capital charge)', () => {
  const ctx = { kwPerGPU: (10.2 * 1.1) / 8, pue: 1.35 };
  const base = v1Example.rentVsBuy as RentVsBuyInput;

  it('has no reserved3y without reserved3yPrice, and spot at availability 1 is v1 spot', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 8760, noNaN: true }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        (U, od, sp) => {
          const p = { ...base, usageHours: U, onDemandPrice: od, spotPrice: sp };
          const a = computeRentVsBuy(p, ctx);
          const b = computeRentVsBuy({ ...p, spotAvailability: 1 }, ctx);
          expect(a.modes).toEqual(['onDemand', 'spot', 'reserved', 'buy']);
          expect('reserved3y' in a.annualCost).toBe(false);
          expect('reserved3y' in a.breakEvenHours).toBe(false);
          expect(a.annualCost).toEqual(b.annualCost);
          expect(a.annualCost.spot).toBeCloseTo(U * 1.1 * sp, 6);
          expect(a.annualCost.onDemand).toBe(U * od);
          expect(a.annualCost.reserved).toBe(8760 * 1.85);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a version-1 file migrates and evaluates with the same modes and the new capital charge', () => {
    const v1 = { ...v1Example, version: 1 };
    const r = loadScenario(v1);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.migratedFrom).toBe(1);
    const rvb = evaluateScenario(r.scenario, { skipUncertainty: true }).rentVsBuy!;
    expect(rvb.modes).toEqual(['onDemand', 'spot', 'reserved', 'buy']);
    // Independent figures for the v1 worked example (see test/models/rent-vs-buy.test.ts).
    close(rvb.breakEvenHours.onDemand, 4641.123585034078, 8760);
    close(rvb.breakEvenHours.spot, 7687.691014594209, 8760);
    expect(rvb.breakEvenNote).toEqual({ onDemand: 'crosses', spot: 'crosses', reserved: 'buy-cheaper' });
  });
});

describe('rent-vs-buy break-even notes and the cheapest mode', () => {
  const ctx = { kwPerGPU: (10.2 * 1.1) / 8, pue: 1.35 };
  const base = v1Example.rentVsBuy as RentVsBuyInput;

  it('says in one word how each rented line lies against buying, consistent with the lines', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (od, sp, res, res3, a) => {
          const r = computeRentVsBuy({ ...base, onDemandPrice: od, spotPrice: sp, reservedPrice: res, reserved3yPrice: res3, spotAvailability: a }, ctx);
          const buy = r.lines.buy!;
          for (const m of ['onDemand', 'spot', 'reserved', 'reserved3y'] as const) {
            const line = r.lines[m]!;
            const note = r.breakEvenNote[m];
            const be = r.breakEvenHours[m];
            const diff = (u: number) => line.fixed + line.perHour * u - (buy.fixed + buy.perHour * u);
            if (note === 'crosses') {
              expect(be).not.toBeNull();
              expect(Math.abs(diff(be!))).toBeLessThanOrEqual(1e-9 * Math.max(1, buy.fixed + buy.perHour * be!));
            } else {
              expect(be).toBeNull();
              if (note === 'buy-cheaper') expect(Math.min(diff(0), diff(8760))).toBeGreaterThan(0);
              if (note === 'rent-cheaper') expect(Math.max(diff(0), diff(8760))).toBeLessThan(0);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('"equal" for the same line, and ties go onDemand, spot, reserved, reserved3y, buy', () => {
    const fixedBuy = computeRentVsBuy(base, ctx).lines.buy!;
    // A 3-year reservation priced exactly like buying when buying has no per-hour cost.
    const flat = { ...base, powerPricePerKWh: 0 };
    const buyFixed = computeRentVsBuy(flat, ctx).lines.buy!.fixed;
    const r = computeRentVsBuy({ ...flat, reserved3yPrice: buyFixed / 8760, reservedPrice: buyFixed / 8760, usageHours: 8760, onDemandPrice: 100, spotPrice: 100 }, ctx);
    expect(r.breakEvenNote.reserved3y).toBe('equal');
    expect(r.breakEvenHours.reserved3y).toBeNull();
    expect(r.cheapest).toBe('reserved');
    expect(fixedBuy.perHour).toBeGreaterThan(0);
  });

  it('spot availability sends the rest of the hours on demand, so spot stops winning at 24/7', () => {
    // Catalogue H100 prices (on demand 2.99, spot 1.50, 1-year 2.093, 3-year 1.50), $50k capex.
    const cat: RentVsBuyInput = { ...base, onDemandPrice: 2.99, spotPrice: 1.5, reservedPrice: 2.093, reserved3yPrice: 1.5, capexPerGPU: 50000 };
    // v1: no 3-year term and unlimited spot, so spot "wins" even at 24/7.
    expect(computeRentVsBuy({ ...cat, reserved3yPrice: undefined, usageHours: 8760 }, ctx).cheapest).toBe('spot');
    const limited = { ...cat, spotAvailability: 0.6 };
    const at = (U: number) => computeRentVsBuy({ ...limited, usageHours: U }, ctx).cheapest;
    expect(['onDemand', 'spot']).toContain(at(300));
    expect(['onDemand', 'spot']).toContain(at(1500));
    expect(['reserved', 'reserved3y', 'buy']).toContain(at(8760));
    close(computeRentVsBuy({ ...limited, usageHours: 100 }, ctx).annualCost.spot, 100 * (0.6 * 1.65 + 0.4 * 2.99));
  });

  it('lets the seed rule of thumb fall out of the worked example', () => {
    const loaded = loadFixture('v2-1024-h100.gpuplan.json');
    const at = (U: number) => evaluateScenario({ ...loaded.scenario, rentVsBuy: { ...loaded.scenario.rentVsBuy!, usageHours: U } }, { skipUncertainty: true }).rentVsBuy!.cheapest;
    expect(['onDemand', 'spot']).toContain(at(300));
    expect(['onDemand', 'spot']).toContain(at(1500));
    expect(['reserved', 'reserved3y', 'buy']).toContain(at(8760));
  });
});

describe('rent-vs-buy fields: validation names the field', () => {
  const v2 = JSON.parse(readFileSync(path.join(dir, 'v2-1024-h100.gpuplan.json'), 'utf8'));
  it('refuses spotAvailability outside 0..1 and a negative reserved3yPrice', () => {
    const bad = structuredClone(v2);
    bad.rentVsBuy.spotAvailability = 1.2;
    bad.rentVsBuy.reserved3yPrice = -1;
    const r = loadScenario(bad);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const paths = r.issues.map((i) => i.path);
    expect(paths).toContain('rentVsBuy.spotAvailability');
    expect(paths).toContain('rentVsBuy.reserved3yPrice');
  });
});
