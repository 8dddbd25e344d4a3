// runFleet keeps its monthly sums and each tranche's state on a reused Fleet (the Monte Carlo trial
// allocates nothing): a run must not see anything of the previous one, whatever its horizon, loan
// or tranches. Every figure of a reused run equals a fresh run's, bit for bit.
import { describe, expect, it } from 'vitest';
import { computeFleetInvestment } from '../../models/fleet/compute';
import { createInvestmentMetricsScratch, investmentMetrics, investmentMetricsInto } from '../../models/investment';
import type { InvestmentContext } from '../../models/investment';
import type { InvestmentInput } from '../../models/scenario/types';

/** Two tranches with a loan (grace capitalised), tax with a loss limit and a resale curve. */
function inv(over: Partial<InvestmentInput>): InvestmentInput {
  return {
    gpus: 1, capexPerGPU: 1200, residualFraction: 0.1, utilization: 0.9, idlePowerFraction: 0.3, contractedShare: 0.5,
    contractPrice: 1, contractMonths: 12, powerPricePerKWh: 0.1, coloPerKWMonth: 5, opexPerGPUMonth: 30, discountRate: 0.1,
    debtFraction: 0.6, debtAnnualRate: 0.12, debtTermMonths: 24, debtGraceMonths: 3, capitalizeGraceInterest: true,
    taxRate: 0.25, taxLossLimit: 0.8, depreciationMonths: 36, rampMonths: 2, powerPriceEscalation: 0.05, opexEscalation: 0.02,
    resaleCurve: [{ ageMonths: 0, fraction: 1 }, { ageMonths: 36, fraction: 0.4 }],
    tranches: [{ name: 'A', gpus: 4, deliveryMonth: 0 }, { name: 'B', gpus: 2, deliveryMonth: 5, exitMonth: 20 }],
    ...over,
  };
}
const ctx = (H: number): InvestmentContext => ({ kwPerGPU: 1.2, pue: 1.3, horizonMonths: H, price: (m) => 2 - m / 100 });

describe('a reused fleet', () => {
  it('gives each run the figures of a fresh run (horizons 36, 0, 12, 36; loans on and off; prices changed)', () => {
    const runs: [InvestmentInput, number][] = [
      [inv({}), 36],
      [inv({}), 0],
      [inv({ debtFraction: 0, powerPricePerKWh: 0.2 }), 12],
      [inv({ capitalizeGraceInterest: false, opexEscalation: 0 }), 36],
      [inv({}), 36],
    ];
    const scratch = createInvestmentMetricsScratch();
    for (const [i, H] of runs) {
      const fresh = investmentMetrics(i, ctx(H), true);
      const reused = investmentMetricsInto(i, ctx(H), scratch, true);
      expect(Array.from(reused.cashflows)).toEqual(fresh.cashflows);
      expect([reused.irrAnnual, reused.npv, reused.projectIrrAnnual, reused.covenantBreached]).toEqual([fresh.irrAnnual, fresh.npv, fresh.projectIrrAnnual, fresh.covenantBreached]);
    }
  });

  it('has nothing to operate, sell or repay with a horizon of 0: only the capex less the loan at month 0', () => {
    const r = computeFleetInvestment(inv({}), ctx(0));
    // Both tranches are delivered at month 0 when the horizon is 0 (delivery is clamped into 0..H−1).
    expect(r.cashflows).toEqual([-(4 + 2) * 1200 * (1 - 0.6)]);
    expect([r.balloon, r.residualValue]).toEqual([0, 0]);
    expect(r.tranches!.map((t) => [t.resale, t.prepayment])).toEqual([[0, 0], [0, 0]]);
  });
});
