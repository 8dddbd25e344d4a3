// docs/model.md › Rent vs buy › Without a site and per token: rent vs buy without a site, where each mode wins (exact crossings), per-used-hour
// modes at autoscaledUtilization, and the utilization at which a reservation ties the API. The worked
// example (test/fixtures/v3-renter-mix.gpuplan.json) goes through the real loader and engine and every field
// of its reference rentVsBuy section is compared to 1e-9; the other cases are derived by hand.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../models/scenario';
import { evaluateScenario } from '../../models/evaluate';
import { computeRentVsBuy } from '../../models/rent-vs-buy';
import type { RentVsBuyInput } from '../../models/scenario/types';

const FIXTURES = path.resolve(__dirname, '../fixtures');
const doc = JSON.parse(readFileSync(path.join(FIXTURES, 'v3-renter-mix.gpuplan.json'), 'utf8')) as Record<string, unknown>;
const expected = JSON.parse(readFileSync(path.join(FIXTURES, 'v3-renter-mix.expected.json'), 'utf8')) as { rentVsBuy: unknown };

/** Every leaf of `want` against the value at the same path of `got` (numbers to 1e-9 of their scale). */
function differences(got: unknown, want: unknown, at = ''): string[] {
  if (want === null || typeof want !== 'object') {
    if (typeof want === 'number') {
      const ok = typeof got === 'number' && Math.abs(got - want) <= 1e-9 * Math.max(1, Math.abs(want));
      return ok ? [] : [`${at}: ${String(got)} ≠ ${want}`];
    }
    return Object.is(got, want) ? [] : [`${at}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`];
  }
  if (got === null || typeof got !== 'object') return [`${at}: missing (${JSON.stringify(got)})`];
  if (Array.isArray(want) && (!Array.isArray(got) || got.length !== want.length)) return [`${at}: length ${JSON.stringify(got)} ≠ ${want.length}`];
  const g = got as Record<string, unknown>;
  // Per-mode records (annualCost, breakEvenHours, …) must hold exactly the reference's modes.
  const extra = Array.isArray(want) || at === '' ? [] : Object.keys(g).filter((k) => !(k in (want as object))).map((k) => `${at}.${k}: not in the reference`);
  return [...Object.entries(want).flatMap(([k, v]) => differences(g[k], v, `${at}.${k}`)), ...extra];
}

function load(d: Record<string, unknown>) {
  const r = loadScenario(d);
  if (!r.ok) throw new Error(JSON.stringify(r.issues.map((i) => `${i.path}: ${i.message.en}`)));
  return r;
}

describe('renting without a site worked example (v3-renter-mix) against the reference results', () => {
  // The quotes and their workload are the quote window's (workload.gpus and utilization in place of
  // gpuHoursPerMonth, on another branch); rent vs buy reads neither, so they are left out here.
  const { quotes: _q, workload: _w, ...rest } = doc;
  const loaded = load(rest);
  const result = evaluateScenario(loaded.scenario, { skipUncertainty: true });
  const rvb = JSON.parse(JSON.stringify(result.rentVsBuy)) as Record<string, unknown>;

  it('loads without a site and computes rent vs buy', () => {
    expect(loaded.scenario.site).toBeUndefined();
    expect(result.capacity).toBeUndefined();
    expect('capacity' in result).toBe(false);
    expect(result.rentVsBuy).toBeDefined();
  });

  it('matches every field of the reference rentVsBuy section to 1e-9', () => {
    expect(differences(rvb, expected.rentVsBuy)).toEqual([]);
  });

  it('has no buy anywhere: not a mode, not in annualCost or the curve, break-evens against buying {}', () => {
    const r = result.rentVsBuy!;
    expect(r.modes).toEqual(['onDemand', 'spot', 'reserved', 'reserved3y']);
    expect('buy' in r.annualCost).toBe(false);
    expect(r.curve.every((p) => !('buy' in p))).toBe(true);
    expect(r.breakEvenHours).toEqual({});
    expect(r.breakEvenNote).toEqual({});
    expect('capital' in r).toBe(false);
    expect(r.perToken && 'buy' in r.perToken.costPerMillionTokens).toBe(false);
  });

  it('agrees with a hand computation from docs/model.md › Rent vs buy › Without a site and per token', () => {
    const r = result.rentVsBuy!;
    const spot = 0.9 * 1.1 * 1.35 + 0.1 * 2.49; // the rent-vs-buy's effective spot rate
    // Spot (through the origin) meets the 3-year reservation (flat) at 8,760 × 1.49 / spot.
    expect(r.cheapestBands).toHaveLength(2);
    expect(Math.abs(r.cheapestBands[0].toHours - (8760 * 1.49) / spot)).toBeLessThan(1e-9 * 8760);
    expect(r.modeBreakEvens.map((b) => `${b.a}-${b.b}`)).toEqual(['onDemand-reserved3y', 'onDemand-reserved', 'spot-reserved3y']);
    expect(Math.abs(r.modeBreakEvens[1].hours - (8760 * 1.89) / 2.49)).toBeLessThan(1e-9 * 8760);
    // On demand and spot at the autoscaled 80 %, the reservations at the token utilization of 55 %.
    const t = r.perToken!;
    expect(Math.abs(t.costPerMillionTokens.onDemand! - 2.49 / (1500 * 3600 * 0.8) * 1e6)).toBeLessThan(1e-12);
    expect(Math.abs(t.costPerMillionTokens.reserved! - 1.89 / (1500 * 3600 * 0.55) * 1e6)).toBeLessThan(1e-12);
    expect(Math.abs(t.breakEvenUtilization.reserved3y! - 1.49e6 / (1500 * 3600 * 0.6))).toBeLessThan(1e-12);
  });
});

// A renter's inputs (no buying figures), used below.
const renter: RentVsBuyInput = {
  onDemandPrice: 3, spotPrice: 1, spotOverhead: 0, reservedPrice: 2, costOfCapital: 0, residualFraction: 0,
  powerPricePerKWh: 0, coloPerKWMonth: 0, opexPerGPUMonth: 0, idlePowerFraction: 0.3, usageHours: 1000, spotAvailability: 0.5,
};

describe('cheapestBands and modeBreakEvens (hand-derived)', () => {
  it('partitions 0..8,760 h at the exact crossings, ties going to the earlier mode', () => {
    // spot = 0.5·1 + 0.5·3 = 2/h; reserved = 2·8760 flat. Spot meets reserved at 8,760: not inside.
    // On demand (3/h) meets reserved at 5,840 h. Spot is below on demand everywhere after 0.
    const r = computeRentVsBuy(renter, null);
    expect(r.cheapestBands).toEqual([{ mode: 'spot', fromHours: 0, toHours: 8760 }]);
    expect(r.modeBreakEvens).toEqual([{ a: 'onDemand', b: 'reserved', hours: 5840 }]);
    // Spot only half as available at 2.5/h: meets reserved at 7,008 h, on demand never (both at 0).
    const r2 = computeRentVsBuy({ ...renter, spotPrice: 2 }, null);
    expect(r2.cheapestBands).toEqual([
      { mode: 'spot', fromHours: 0, toHours: 7008 },
      { mode: 'reserved', fromHours: 7008, toHours: 8760 },
    ]);
    expect(r2.modeBreakEvens.map((b) => [b.a, b.b, b.hours])).toEqual([['onDemand', 'reserved', 5840], ['spot', 'reserved', 7008]]);
    // A 3-year price equal to the 1-year one: the same line, no crossing, the band goes to reserved.
    const r3 = computeRentVsBuy({ ...renter, spotPrice: 2, reserved3yPrice: 2 }, null);
    expect(r3.cheapestBands.map((b) => b.mode)).toEqual(['spot', 'reserved']);
    expect(r3.modeBreakEvens.map((b) => `${b.a}-${b.b}`)).toEqual(['onDemand-reserved', 'onDemand-reserved3y', 'spot-reserved', 'spot-reserved3y']);
  });

  it('includes buying when kwPerGPU and pue are given, with break-evens against it', () => {
    // Buying: capex 8,760 over 1 year at 0 %: 8,760/yr fixed, no power cost → 1/h flat equivalent.
    const r = computeRentVsBuy({ ...renter, capexPerGPU: 8760, lifeYears: 1 }, { kwPerGPU: 1, pue: 1.2 });
    expect(r.modes).toContain('buy');
    expect(r.annualCost.buy).toBeCloseTo(8760, 9);
    expect(r.breakEvenHours.onDemand).toBeCloseTo(2920, 9); // 8,760/3
    expect(r.breakEvenHours.spot).toBeCloseTo(4380, 9); // 8,760/2
    expect(r.breakEvenNote.reserved).toBe('buy-cheaper');
    expect(r.cheapestBands.map((b) => [b.mode, b.fromHours, b.toHours])).toEqual([['spot', 0, 4380], ['buy', 4380, 8760]]);
  });
});

describe('per token (docs/model.md › Rent vs buy › Without a site and per token)', () => {
  const tok: RentVsBuyInput = { ...renter, reserved3yPrice: 1.5, tokensPerSecondPerGPU: 1000, tokenUtilization: 0.5, autoscaledUtilization: 0.8, apiPricePerMillionTokens: 0.75 };

  it('scales on demand and spot by autoscaledUtilization and the reservations by tokenUtilization', () => {
    const t = computeRentVsBuy(tok, null).perToken!;
    // 1,000 tok/s × 3,600 = 3.6M tokens per GPU-hour at full load.
    expect(t.costPerMillionTokens.onDemand).toBeCloseTo(3 / 2.88, 12); // × 0.8
    expect(t.costPerMillionTokens.spot).toBeCloseTo(2 / 2.88, 12);
    expect(t.costPerMillionTokens.reserved).toBeCloseTo(2 / 1.8, 12); // × 0.5
    expect(t.costPerMillionTokens.reserved3y).toBeCloseTo(1.5 / 1.8, 12);
    expect(t.pricePerGPUHour.spot).toBeCloseTo(2, 12);
    expect(t.cheapestSelfHosted).toBe('spot'); // 0.694 per million
    expect(t.cheapest).toBe('spot'); // below the API's 0.75
  });

  it('counts the API in cheapest only when strictly lower, and solves the break-even utilization', () => {
    const t = computeRentVsBuy(tok, null).perToken!;
    // price·1e6/(3.6M × 0.75): reserved 2/2.7, reserved3y 1.5/2.7.
    expect(t.breakEvenUtilization.reserved).toBeCloseTo(2 / 2.7, 12);
    expect(t.breakEvenUtilization.reserved3y).toBeCloseTo(1.5 / 2.7, 12);
    const cheapApi = computeRentVsBuy({ ...tok, apiPricePerMillionTokens: 0.5 }, null).perToken!;
    expect(cheapApi.cheapest).toBe('api');
    expect(cheapApi.breakEvenUtilization.reserved).toBeNull(); // 2/1.8 > 1: never ties
    expect(cheapApi.breakEvenUtilization.reserved3y).toBeCloseTo(1.5 / 1.8, 12);
    // A tie with the API goes to the self-hosted mode (the API last).
    expect(computeRentVsBuy({ ...tok, apiPricePerMillionTokens: t.costPerMillionTokens.spot! }, null).perToken!.cheapest).toBe('spot');
    const { apiPricePerMillionTokens: _api, ...noApi } = tok;
    expect(computeRentVsBuy(noApi, null).perToken!.breakEvenUtilization).toEqual({ reserved: null, reserved3y: null });
    expect(computeRentVsBuy({ ...tok, apiPricePerMillionTokens: 0 }, null).perToken!.breakEvenUtilization.reserved).toBeNull();
    const { reserved3yPrice: _r3, ...no3y } = tok;
    expect(computeRentVsBuy(no3y, null).perToken!.breakEvenUtilization).toEqual({ reserved: 2 / 2.7 });
  });

  it('defaults autoscaledUtilization to 0.7 in a new file, and a v2 file keeps its tokenUtilization', () => {
    const base = { format: 'gpuplan/scenario', name: 'r', horizonMonths: 12, node: { gpuModel: 'H100-SXM', gpusPerNode: 8, nodeKW: 10.2 } };
    const { autoscaledUtilization: _a, ...rvb } = tok;
    const v3 = load({ ...base, version: 3, rentVsBuy: rvb });
    expect(v3.scenario.rentVsBuy?.autoscaledUtilization).toBe(0.7);
    const v2 = load({ ...base, version: 2, rentVsBuy: rvb });
    expect(v2.scenario.rentVsBuy?.autoscaledUtilization).toBe(0.5);
    expect(evaluateScenario(v2.scenario).rentVsBuy!.perToken!.costPerMillionTokens.onDemand).toBeCloseTo(3 / 1.8, 12);
  });
});

describe('renting without a site bad input, named per field', () => {
  const base = { format: 'gpuplan/scenario', version: 3, name: 'r', horizonMonths: 12, node: { gpuModel: 'H100-SXM', gpusPerNode: 8, nodeKW: 10.2 } };
  const rvb = { onDemandPrice: 3, spotPrice: 1, reservedPrice: 2, usageHours: 1000 };
  const issues = (d: Record<string, unknown>) => {
    const r = loadScenario(d);
    return r.ok ? [] : r.issues.map((i) => i.message.en);
  };

  it('kwPerGPU without pue, and pue without kwPerGPU', () => {
    expect(issues({ ...base, rentVsBuy: { ...rvb, kwPerGPU: 1.4, capexPerGPU: 30000, lifeYears: 5 } })).toEqual([
      'rentVsBuy.kwPerGPU: needs rentVsBuy.pue as well: buying is costed from the power per GPU and the PUE together (rentVsBuy.pue missing)',
    ]);
    const zh = loadScenario({ ...base, rentVsBuy: { ...rvb, pue: 1.3 } });
    expect(zh.ok ? [] : zh.issues.map((i) => i.message['zh-CN'])).toEqual([
      'rentVsBuy.pue：还需要 rentVsBuy.kwPerGPU：购买成本由每张 GPU 的功率与 PUE 一起算出（缺少 rentVsBuy.kwPerGPU）',
    ]);
  });

  it('autoscaledUtilization 0 or above 1', () => {
    expect(issues({ ...base, rentVsBuy: { ...rvb, autoscaledUtilization: 0 } })).toEqual([expect.stringMatching(/^rentVsBuy\.autoscaledUtilization: .*\(got 0\)$/)]);
    expect(issues({ ...base, rentVsBuy: { ...rvb, autoscaledUtilization: 1.2 } })).toEqual([expect.stringMatching(/^rentVsBuy\.autoscaledUtilization: .*\(got 1\.2\)$/)]);
    expect(issues({ ...base, rentVsBuy: { ...rvb, autoscaledUtilization: 1 } })).toEqual([]);
  });

  it('capex and life are needed only when buying can be costed', () => {
    expect(issues({ ...base, rentVsBuy: rvb })).toEqual([]);
    expect(issues({ ...base, rentVsBuy: { ...rvb, kwPerGPU: 1.4, pue: 1.3 } })).toEqual([
      'rentVsBuy.capexPerGPU: is required when buying is compared (the plan has a site, or rentVsBuy.kwPerGPU and rentVsBuy.pue) (missing)',
      'rentVsBuy.lifeYears: is required when buying is compared (the plan has a site, or rentVsBuy.kwPerGPU and rentVsBuy.pue) (missing)',
    ]);
    const site = { contractedMW: 1, powerBasis: 'facility', pue: 1.3, cooling: 'liquid' };
    expect(issues({ ...base, site, rentVsBuy: rvb }).map((m) => m.split(':')[0])).toEqual(['rentVsBuy.capexPerGPU', 'rentVsBuy.lifeYears']);
  });

  it("the section's kwPerGPU and pue replace the site's", () => {
    const site = { contractedMW: 1, powerBasis: 'facility', pue: 1.5, cooling: 'liquid' };
    const full = { ...rvb, capexPerGPU: 8760, lifeYears: 1, powerPricePerKWh: 0.1, idlePowerFraction: 0 };
    const own = load({ ...base, site, rentVsBuy: { ...full, kwPerGPU: 2, pue: 1.25 } });
    // Buying: 8,760 capital + 2 kW × 1.25 × 0.1/kWh × 1,000 h = 250.
    expect(evaluateScenario(own.scenario).rentVsBuy!.annualCost.buy).toBeCloseTo(8760 + 250, 9);
    const fromSite = load({ ...base, site, rentVsBuy: full });
    // The site's 10.2 kW / 8 GPUs at PUE 1.5: 1.275 × 1.5 × 0.1 × 1,000.
    expect(evaluateScenario(fromSite.scenario).rentVsBuy!.annualCost.buy).toBeCloseTo(8760 + 191.25, 9);
    const renter = evaluateScenario(load({ ...base, rentVsBuy: { ...full, kwPerGPU: 2, pue: 1.25 } }).scenario);
    expect(renter.capacity).toBeUndefined();
    expect(renter.rentVsBuy!.annualCost.buy).toBeCloseTo(8760 + 250, 9);
  });
});
