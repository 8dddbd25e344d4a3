// The Monte Carlo trial asks runFleet for the project (unlevered) view's flows from the same walk of
// the tranches as the equity view: they must be the very doubles a separate unlevered run gives, and
// asking for them must not change the equity flows. Checked over loans on and off, capitalised grace
// interest, tax with and without a loss limit, an exit multiple, a prepaid early exit and a shorter horizon.
import { describe, expect, it } from 'vitest';
import { buildFleet, computeFleetInvestment } from '../../models/fleet/compute';
import { runFleet } from '../../models/fleet/flows';
import { investmentLedger } from '../../models/fleet/ledger';
import { depreciationAt } from '../../models/finance';
import { createInvestmentMetricsScratch, investmentMetricsInto } from '../../models/investment';
import type { InvestmentContext } from '../../models/investment';
import type { InvestmentInput } from '../../models/scenario/types';

function inv(over: Partial<InvestmentInput>): InvestmentInput {
  return {
    gpus: 1, capexPerGPU: 1200, residualFraction: 0.1, utilization: 0.9, idlePowerFraction: 0.3, contractedShare: 0.5,
    contractPrice: 1, contractMonths: 12, powerPricePerKWh: 0.1, coloPerKWMonth: 5, opexPerGPUMonth: 30, discountRate: 0.1,
    debtFraction: 0.6, debtAnnualRate: 0.12, debtTermMonths: 24, debtGraceMonths: 3, capitalizeGraceInterest: true,
    taxRate: 0.25, taxLossLimit: 0.8, depreciationMonths: 36, rampMonths: 2, powerPriceEscalation: 0.05, opexEscalation: 0.02,
    resaleCurve: [{ ageMonths: 0, fraction: 1 }, { ageMonths: 36, fraction: 0.4 }],
    renewal: { probability: 0.6, price: 0.8, months: 6 },
    tranches: [
      { name: 'A', gpus: 4, deliveryMonth: 0 },
      { name: 'B', gpus: 2, deliveryMonth: 5, exitMonth: 20 },
      { name: 'C', gpus: 3, deliveryMonth: 9, debtFraction: 0.3, capexPerGPU: 1000 },
    ],
    ...over,
  };
}
const ctx = (H: number): InvestmentContext => ({ kwPerGPU: 1.2, pue: 1.3, horizonMonths: H, price: (m) => 2 - m / 100 });

const variants: [string, InvestmentInput, number][] = [
  ['loan, capitalised grace, tax with a loss limit', inv({}), 36],
  ['grace interest paid, no loss limit', inv({ capitalizeGraceInterest: false, taxLossLimit: 1 }), 36],
  ['untaxed, take-or-pay', inv({ taxRate: 0, takeOrPay: true }), 36],
  ['exit multiple at H, no ramp', inv({ exit: { mode: 'multiple', evEbitdaMultiple: 5 }, rampMonths: 0 }), 30],
  ['loan longer than the horizon (balloons)', inv({ debtTermMonths: 60 }), 24],
  ['bonus depreciation: losses carried forward, used under the limit', inv({ bonusShare: 0.8, taxLossLimit: 0.5 }), 36],
];

describe('the project view written alongside the equity view', () => {
  it('gives the flows of a separate unlevered run, bit for bit, and leaves the equity flows as they were', () => {
    for (const [name, i, H] of variants) {
      const f = buildFleet(i, ctx(H));
      const equityAlone = Array.from(runFleet(i, f, true, new Float64Array(H + 1)));
      const projectAlone = Array.from(runFleet(i, f, false, new Float64Array(H + 1)));
      const project = new Float64Array(H + 1).fill(7); // stale values are overwritten
      const equity = Array.from(runFleet(i, f, true, new Float64Array(H + 1), { detail: null, coverage: null, trancheFlows: null, project }));
      expect(equity, name).toEqual(equityAlone);
      expect(Array.from(project), name).toEqual(projectAlone);
      // With a loan the two views differ (the check above compares different flows).
      expect(equityAlone, name).not.toEqual(projectAlone);
    }
  });

  it('gives the trial the project IRR of the full evaluation (its own unlevered run)', () => {
    const scratch = createInvestmentMetricsScratch();
    for (const [name, i, H] of variants) {
      const full = computeFleetInvestment(i, ctx(H));
      const trial = investmentMetricsInto(i, ctx(H), scratch, true);
      expect(trial.projectIrrAnnual, name).toBe(full.projectIrrAnnual);
      expect(trial.irrAnnual, name).toBe(full.irrAnnual);
    }
  });

  it('is refused beside a breakdown, tranche flows or an unlevered run', () => {
    const i = inv({});
    const f = buildFleet(i, ctx(12));
    const project = new Float64Array(13);
    expect(() => runFleet(i, f, false, new Float64Array(13), { detail: null, coverage: null, trancheFlows: null, project })).toThrow(/project view/);
    expect(() => runFleet(i, f, true, new Float64Array(13), { detail: null, coverage: null, trancheFlows: [new Float64Array(13)], project })).toThrow(/project view/);
  });
});

describe('a tranche-month\'s depreciation', () => {
  it('is depreciationAt of its schedule at the tranche\'s age (straight line with and without bonus, MACRS)', () => {
    const cases: [string, InvestmentInput][] = [
      ['straight', inv({})],
      ['straight with bonus, shorter than the tranche', inv({ bonusShare: 0.4, depreciationMonths: 12 })],
      ['MACRS with bonus', inv({ depreciationMethod: 'macrs5', bonusShare: 0.3 })],
    ];
    for (const [name, i] of cases) {
      const l = investmentLedger(i, ctx(36));
      l.tranches.forEach((t, k) => {
        const expected = Array.from({ length: 37 }, (_, m) => (m > t.d && m <= t.e ? depreciationAt(t.dep, m - t.d) : 0));
        expect(Array.from(l.equity.ledger.tranches[k].depreciation), `${name}, tranche ${t.name}`).toEqual(expected);
      });
      // Bonus depreciation lands in each tranche's first month.
      if (i.bonusShare) expect(l.equity.ledger.tranches[1].depreciation[6], name).toBeGreaterThan(l.equity.ledger.tranches[1].depreciation[7]);
    }
  });
});
