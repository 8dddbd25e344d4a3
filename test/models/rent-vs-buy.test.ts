import { describe, expect, it } from 'vitest';
import { computeRentVsBuy } from '../../models/rent-vs-buy';
import type { RentVsBuyInput } from '../../models/scenario/types';
import example from '../fixtures/h100-512-colo.gpuplan.json';

const ctx = { kwPerGPU: (10.2 * 1.1) / 8, pue: 1.35 };
const base: RentVsBuyInput = example.rentVsBuy;

function close(actual: number | null | undefined, expected: number, scale = Math.abs(expected)): void {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual ?? NaN) - expected)).toBeLessThanOrEqual(1e-9 * Math.max(scale, 1));
}

describe('computeRentVsBuy: worked example', () => {
  const r = computeRentVsBuy(base, ctx);

  it('finds the break-even hours and the cheapest mode at 2,000 h', () => {
    // docs/model.md › Rent vs buy changed the capital charge to the monthly annuity: v1's 4,792.38 h and
    // 7,938.23 h became these (computed independently from the formulas, outside the engine).
    close(r.breakEvenHours.onDemand, 4641.123585034078);
    close(r.breakEvenHours.spot, 7687.691014594209);
    // Reserved (16,206/yr) stays above buying at every U in 0..8,760.
    expect(r.breakEvenHours.reserved).toBeNull();
    expect(r.cheapest).toBe('spot');
  });

  it('prices each mode at U as docs/model.md writes it', () => {
    close(r.annualCost.onDemand, 2000 * 2.49);
    close(r.annualCost.spot, 2000 * 1.1 * 1.4);
    close(r.annualCost.reserved, 8760 * 1.85);
    const j = Math.pow(1.1, 1 / 12) - 1;
    const capital = (12 * (34000 - 3400 / Math.pow(1 + j, 60)) * j) / (1 - Math.pow(1 + j, -60));
    close(r.capital, capital);
    close(r.capital, 8049.610480711973); // v1's annual annuity gave 8,412.20
    const power = ctx.kwPerGPU * 1.35 * 0.07 * (2000 + 6760 * 0.3);
    close(r.annualCost.buy, capital + 12 * (ctx.kwPerGPU * 130 + 45) + power);
  });

  it('costs the same to rent and to buy at each break-even', () => {
    for (const mode of ['onDemand', 'spot'] as const) {
      const u = r.breakEvenHours[mode] ?? NaN;
      const at = computeRentVsBuy({ ...base, usageHours: u }, ctx).annualCost;
      close(at[mode], at.buy!);
    }
  });

  it('samples a 121-point curve from 0 to 8,760 h that agrees with annualCost', () => {
    expect(r.curve).toHaveLength(121);
    expect(r.curve[0].hours).toBe(0);
    expect(r.curve[120].hours).toBe(8760);
    expect(r.curve[1].hours).toBe(73);
    for (const p of [r.curve[7], r.curve[60], r.curve[120]]) {
      const at = computeRentVsBuy({ ...base, usageHours: p.hours }, ctx).annualCost;
      close(p.onDemand, at.onDemand);
      close(p.spot, at.spot);
      close(p.reserved, at.reserved);
      close(p.buy, at.buy!);
    }
  });

  it("lets the seed's rule of thumb fall out: rent at hundreds of hours, buy or reserve at 24/7", () => {
    expect(['onDemand', 'spot']).toContain(computeRentVsBuy({ ...base, usageHours: 300 }, ctx).cheapest);
    // Without a spot market, renting on demand wins at a few hundred hours.
    expect(computeRentVsBuy({ ...base, spotPrice: 10, usageHours: 300 }, ctx).cheapest).toBe('onDemand');
    expect(computeRentVsBuy({ ...base, usageHours: 8760 }, ctx).cheapest).toBe('buy');
  });
});

describe('computeRentVsBuy: edge cases', () => {
  it('returns null break-evens for parallel lines', () => {
    // No capital and no fixed costs, on-demand priced exactly at the marginal power cost of buying.
    const marginal = ctx.kwPerGPU * 1.35 * 0.07 * (1 - 0.3);
    const p: RentVsBuyInput = {
      ...base,
      onDemandPrice: marginal,
      capexPerGPU: 0,
      coloPerKWMonth: 0,
      opexPerGPUMonth: 0,
      reservedPrice: 0,
    };
    const r = computeRentVsBuy(p, ctx);
    expect(r.breakEvenHours.onDemand).toBeNull();
  });

  it('solves a reserved break-even when buying rises with U through power', () => {
    // Reserved at 1.25/h: 10,950/yr; buying costs 11,125.82 at U = 0 plus 0.0928/h: no crossing ...
    expect(computeRentVsBuy({ ...base, reservedPrice: 1.25 }, ctx).breakEvenHours.reserved).toBeNull();
    expect(computeRentVsBuy({ ...base, reservedPrice: 1.25 }, ctx).breakEvenNote.reserved).toBe('rent-cheaper');
    // ... but at 1.30/h (11,388/yr) buying catches up at U = (11,388 - fixed)/slope.
    const r = computeRentVsBuy({ ...base, reservedPrice: 1.3 }, ctx);
    const u = (r.lines.reserved.fixed - r.lines.buy!.fixed) / r.lines.buy!.perHour;
    close(r.breakEvenHours.reserved, u);
    expect(u).toBeGreaterThan(0);
    expect(u).toBeLessThan(8760);
  });

  it('uses the straight-line charge when the cost of capital is 0, and breaks ties in key order', () => {
    const r = computeRentVsBuy({ ...base, costOfCapital: 0 }, ctx);
    close(r.capital, (34000 * 0.9) / 5);
    const tie = computeRentVsBuy({ ...base, usageHours: 1000, onDemandPrice: 1.54, spotPrice: 1.4 }, ctx);
    expect(tie.annualCost.onDemand).toBeCloseTo(tie.annualCost.spot, 9);
    expect(tie.cheapest).toBe('onDemand');
  });

  it('compares per-token costs with an API price', () => {
    // autoscaledUtilization as a migrated v2 file has it (= tokenUtilization): v2's figures.
    const p: RentVsBuyInput = { ...base, tokensPerSecondPerGPU: 1000, tokenUtilization: 0.5, autoscaledUtilization: 0.5, apiPricePerMillionTokens: 0.9 };
    const r = computeRentVsBuy(p, ctx);
    const t = r.perToken;
    expect(t).toBeDefined();
    // 1000 tok/s × 3600 × 0.5 = 1.8M tokens per GPU-hour.
    close(t?.costPerMillionTokens.onDemand ?? null, 2.49 / 1.8);
    close(t?.costPerMillionTokens.spot ?? null, (1.4 * 1.1) / 1.8);
    close(t?.costPerMillionTokens.buy ?? null, r.annualCost.buy! / 2000 / 1.8);
    expect(t?.cheapestSelfHosted).toBe('spot');
    expect(t?.cheapest).toBe('spot'); // 0.856 < 0.9
    expect(computeRentVsBuy({ ...p, apiPricePerMillionTokens: 0.5 }, ctx).perToken?.cheapest).toBe('api');
    expect(computeRentVsBuy({ ...p, usageHours: 0 }, ctx).perToken?.costPerMillionTokens.buy).toBeNull();
    expect(computeRentVsBuy(base, ctx).perToken).toBeUndefined();
  });
});
