// The fleet plan's month sets and the one-GPU value's parts, by hand.
import { describe, expect, it } from 'vitest';
import { deliveryMonths, existingExitMonths, exitMonths } from '../../models/fleet-plan/sets';
import { oneGpuFlows, oneGpuResale, resaleFraction, type FleetValueContext, type OneGpu } from '../../models/fleet-plan/value';
import type { FleetCandidateInput } from '../../models/fleet-plan';

const candidate = (over: Partial<FleetCandidateInput>): FleetCandidateInput => ({
  name: 'c', generation: 'g', capexPerGPU: 1, kwPerGPU: 1, block: 8, earliestMonth: 0, every: 3, contractedShare: 0, contractPrice: 0, contractMonths: 0, ...over,
});

describe('delivery and exit months', () => {
  it('delivers from earliestMonth every s months, not before the generation is available nor after latestMonth or H-1', () => {
    expect(deliveryMonths(candidate({ earliestMonth: 12, every: 6 }), 60, 12)).toEqual([12, 18, 24, 30, 36, 42, 48, 54]);
    expect(deliveryMonths(candidate({ every: 6 }), 60, 12)).toEqual([12, 18, 24, 30, 36, 42, 48, 54]);
    expect(deliveryMonths(candidate({ every: 5, latestMonth: 20 }), 60, 0)).toEqual([0, 5, 10, 15, 20]);
    expect(deliveryMonths(candidate({ every: 7 }), 14, 0)).toEqual([0, 7]);
  });

  it('exits every x months after delivery and at the end of the life or the horizon', () => {
    expect(exitMonths(0, 60, 60, 6)).toEqual([6, 12, 18, 24, 30, 36, 42, 48, 54, 60]);
    expect(exitMonths(12, 20, 60, 6)).toEqual([18, 24, 30, 32]);
    expect(exitMonths(55, 60, 60, 6)).toEqual([60]);
    expect(existingExitMonths(60, 6)).toEqual([0, 6, 12, 18, 24, 30, 36, 42, 48, 54, 60]);
    expect(existingExitMonths(10, 4)).toEqual([0, 4, 8, 10]);
  });
});

describe('one GPU', () => {
  const curve = [{ ageMonths: 0, fraction: 1 }, { ageMonths: 12, fraction: 0.78 }, { ageMonths: 24, fraction: 0.6 }];
  it('reads the resale curve linearly between points and flat beyond the last', () => {
    expect(resaleFraction(curve, 6)).toBeCloseTo(0.89, 12);
    expect(resaleFraction(curve, 18)).toBeCloseTo(0.69, 12);
    expect(resaleFraction(curve, 40)).toBe(0.6);
  });

  const ctx: FleetValueContext = {
    op: { utilization: 0.5, idlePowerFraction: 0.2, powerPricePerKWh: 0.1, coloPerKWMonth: 10, opexPerGPUMonth: 20, rampMonths: 2, powerPriceEscalation: 0.1, opexEscalation: 0, takeOrPay: false, residualMode: 'market', residualFraction: 0.5 },
    pue: 1.25,
    monthlyRate: 0,
  };
  const prices = Array.from({ length: 20 }, (_, m) => (m < 1 ? null : 2));
  const gpu: OneGpu = { prices, launchPrice: 4, capexPerGPU: 1000, paysCapex: true, kwPerGPU: 2, deliveryMonth: 11, exitMonth: 14, ageAtDelivery: 0, ramps: true, contractedShare: 0.5, contractPrice: 3, contractMonths: 1 };

  it('pays capex at delivery, ramps, escalates power by the absolute month and resells at e', () => {
    const f = oneGpuFlows(ctx, gpu);
    expect(f.length).toBe(15);
    expect(f[11]).toBe(-1000);
    // Month 12: half online, contract month: 0.5*730*0.5*(0.5*3 + 0.5*2) = 456.25; power 0.5*2*0.6*1.25*730*0.1 = 54.75.
    expect(f[12]).toBeCloseTo(456.25 - 54.75 - 20 - 20, 9);
    // Month 13: fully online, merchant: 730*0.5*2 = 730; power ×1.1 (year 2): 2*0.6*1.25*730*0.11 = 120.45.
    expect(f[13]).toBeCloseTo(730 - 120.45 - 20 - 20, 9);
    // Month 14 adds the resale: 1000 × 0.5 (no curve) × p(14)/price_g = 2/4.
    expect(oneGpuResale(ctx, gpu)).toBeCloseTo(250, 12);
    expect(f[14]).toBeCloseTo(730 - 120.45 - 40 + 250, 9);
  });
});
