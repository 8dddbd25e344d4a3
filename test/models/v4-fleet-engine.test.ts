// The fleet engine (models/fleet) on cases derived by hand and against a plain month-by-month
// single purchase (single-purchase-oracle.ts): the engine evaluates a single purchase as a
// one-tranche fleet, so both must agree to 1e-9 on any v3 input.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loanBalance, pmt } from '../../models/finance';
import { computeFleetInvestment } from '../../models/fleet/compute';
import { resaleFraction } from '../../models/fleet/resale';
import { computeInvestment, createInvestmentMetricsScratch, investmentMetrics, investmentMetricsInto } from '../../models/investment';
import type { InvestmentContext } from '../../models/investment';
import type { InvestmentInput } from '../../models/scenario/types';
import { singlePurchaseOracle } from './single-purchase-oracle';

/** One GPU bought for 1,200, sold at contractPrice 1 for all 730 h a month, opex 30: EBITDA 700 a month. */
function inv(over: Partial<InvestmentInput>): InvestmentInput {
  return {
    gpus: 1,
    capexPerGPU: 1200,
    residualFraction: 0,
    utilization: 1,
    idlePowerFraction: 0,
    contractedShare: 1,
    contractPrice: 1,
    contractMonths: 240,
    powerPricePerKWh: 0,
    coloPerKWMonth: 0,
    opexPerGPUMonth: 30,
    discountRate: 0,
    debtFraction: 0,
    debtAnnualRate: 0,
    debtTermMonths: 0,
    ...over,
  };
}
const ctx = (H: number, more: Partial<InvestmentContext> = {}): InvestmentContext => ({ kwPerGPU: 2, pue: 1, horizonMonths: H, price: () => null, ...more });
const close = (a: number, b: number, tol = 1e-9): void => expect(Math.abs(a - b)).toBeLessThanOrEqual(tol * Math.max(1, Math.abs(b)));

describe('the resale curve', () => {
  const curve = [{ ageMonths: 0, fraction: 1 }, { ageMonths: 12, fraction: 0.78 }, { ageMonths: 24, fraction: 0.6 }];
  it('is linear between points and flat beyond the last', () => {
    close(resaleFraction(curve, 6), 0.89);
    close(resaleFraction(curve, 18), 0.69);
    close(resaleFraction(curve, 24), 0.6);
    close(resaleFraction(curve, 100), 0.6);
  });
  it('values a tranche at its age at exit, received in its exit month', () => {
    const r = computeInvestment(inv({ resaleCurve: curve, tranches: [{ name: 'A', gpus: 2, deliveryMonth: 3, exitMonth: 9 }] }), ctx(12));
    // 2 GPUs × 1,200 aged 6 months: 2,400 × 0.89, after 6 months of 1,400 EBITDA.
    close(r.tranches![0].resale, 2400 * 0.89);
    close(r.cashflows[9], 1400 + 2400 * 0.89);
    close(r.cashflows[3], -2400);
    expect(r.cashflows[10]).toBe(0);
    expect(r.cashflows[1]).toBe(0);
  });
});

describe('a tranche loan', () => {
  // 1,200 at 1 % a month over 6 months, 2 of grace whose interest is capitalised.
  const loan = { debtFraction: 1, debtAnnualRate: 0.12, debtTermMonths: 6, debtGraceMonths: 2, capitalizeGraceInterest: true };
  const grown = 1200 * 1.01 * 1.01;
  const payment = pmt(0.01, 4, grown);
  it('adds grace interest to the balance (interest for tax, not debt service), then amortises the balance reached', () => {
    const r = computeInvestment(inv(loan), ctx(8));
    close(r.interest[1], 12);
    close(r.interest[2], 12.12);
    expect(r.debtService[1]).toBe(0);
    [payment, payment, payment, payment].forEach((p, k) => close(r.debtService[k + 3], p));
    const principal = r.debtService.reduce((s, x) => s + x, 0) - r.interest.slice(3).reduce((s, x) => s + x, 0);
    close(principal, grown);
  });
  it('repays the balance from the sale when the tranche exits before the loan ends', () => {
    const r = computeInvestment(inv({ ...loan, tranches: [{ name: 'A', gpus: 1, deliveryMonth: 1, exitMonth: 5 }] }), ctx(8));
    const t = r.tranches![0];
    close(t.capitalizedInterest, grown - 1200);
    // Month 5 is the tranche's 4th month: 2 annuity payments made.
    close(t.prepayment, loanBalance(grown, 0.01, 4, 2));
    close(r.cashflows[5], 700 - payment - t.prepayment);
    expect(r.balloon).toBe(0);
    // The prepayment is principal: not debt service, not in the coverage.
    close(r.debtService[5], payment);
  });
});

describe('the loss limit', () => {
  // Bonus depreciation of the whole 1,200 in month 1: taxable −500, then 700 a month.
  const taxed = (lambda: number) => computeInvestment(inv({ bonusShare: 1, taxRate: 0.25, taxLossLimit: lambda }), ctx(4)).tax;
  it('uses at most λ × a month\'s taxable income of the losses carried forward', () => {
    expect(taxed(1).slice(1)).toEqual([0, 0.25 * 200, 0.25 * 700, 0.25 * 700]);
    // λ 0.5: month 2 uses 350 of the 500 (tax on 350), month 3 the remaining 150 (tax on 550).
    const t = taxed(0.5);
    close(t[2], 87.5);
    close(t[3], 137.5);
    close(t[4], 175);
  });
});

describe('debt sizing', () => {
  // At 0 % over 12 months a fraction y pays 100·y a month against EBITDA 700 (no tax): DSCR = 7/y.
  const sized = (target: number, max = 0.9) => computeInvestment(inv({ debtFraction: 0.5, debtTermMonths: 12, debtSizing: { targetDSCR: target, maxDebtFraction: max } }), ctx(24));
  it('finds the largest fraction whose every period meets the target', () => {
    const r = sized(10);
    close(r.maxDebtFraction!, 0.7, 1e-6);
    close(r.maxDebt!, 0.7 * 1200, 1e-6);
  });
  it('stops at maxDebtFraction, and is 0 when no small loan passes', () => {
    expect(sized(1.4).maxDebtFraction).toBe(0.9);
    expect(computeInvestment(inv({ opexPerGPUMonth: 800, debtFraction: 0.5, debtTermMonths: 12, debtSizing: { targetDSCR: 1, maxDebtFraction: 0.9 } }), ctx(24)).maxDebtFraction).toBe(0);
  });
});

describe('attribution', () => {
  it('lists each term present, in order, with that term removed', () => {
    const full = inv({ takeOrPay: true, debtFraction: 0.5, debtTermMonths: 12, debtAnnualRate: 0.1, discountRate: 0.1, tranches: [{ name: 'A', gpus: 1, deliveryMonth: 0 }, { name: 'B', gpus: 1, deliveryMonth: 6 }] });
    const r = computeInvestment(full, ctx(24));
    expect(r.attribution!.map((a) => a.term)).toEqual(['takeOrPay', 'debt', 'tranches']);
    const day1 = investmentMetrics({ ...full, tranches: full.tranches!.map((t) => ({ ...t, deliveryMonth: 0 })) }, ctx(24), true);
    expect(r.attribution![2]).toEqual({ term: 'tranches', irrAnnual: day1.irrAnnual, projectIrrAnnual: day1.projectIrrAnnual, npv: day1.npv });
    // Without debt the equity view is the project view.
    const noDebt = computeInvestment({ ...full, debtFraction: 0 }, ctx(24));
    close(r.attribution![1].npv, noDebt.npv);
    close(r.attribution![1].irrAnnual!, noDebt.irrAnnual!);
  });
  it('is absent without any such term', () => {
    expect(computeInvestment(inv({}), ctx(12)).attribution).toBeUndefined();
  });
});

describe('site power', () => {
  it('lists installed kW by month and warns at the first month over the usable power', () => {
    const r = computeInvestment(inv({ tranches: [{ name: 'A', gpus: 3, deliveryMonth: 0, exitMonth: 4 }, { name: 'B', gpus: 2, deliveryMonth: 2, kwPerGPU: 5 }] }), ctx(6, { usableKW: 12 }));
    expect(r.powerKW).toEqual([6, 6, 16, 16, 10, 10]);
    expect(r.peakPowerKW).toBe(16);
    expect(r.gpus).toBe(5);
    const w = r.warnings.find((x) => x.code === 'fleet-power-exceeded')!;
    expect(w.message.en).toMatch(/month 3/);
  });
});

const dbl = (min: number, max: number) => fc.double({ min, max, noNaN: true }).map((x) => (Math.abs(x) < 1e-9 ? 0 : x));
const v3Fields = fc.record({
  gpus: fc.integer({ min: 1, max: 5000 }),
  capexPerGPU: dbl(1_000, 80_000),
  residualFraction: dbl(0, 0.5),
  utilization: dbl(0, 1),
  contractedShare: dbl(0, 1),
  contractPrice: dbl(0, 6),
  contractMonths: fc.integer({ min: 0, max: 72 }),
  debtFraction: dbl(0, 0.9),
  debtAnnualRate: dbl(0, 0.2),
  debtTermMonths: fc.integer({ min: 1, max: 100 }),
  debtGraceMonths: fc.integer({ min: 0, max: 20 }),
  taxRate: dbl(0, 0.9),
  depreciationMonths: fc.integer({ min: 0, max: 240 }),
  depreciationMethod: fc.constantFrom('straight' as const, 'macrs5' as const),
  bonusShare: dbl(0, 1),
  rampMonths: fc.integer({ min: 0, max: 120 }),
  powerPriceEscalation: dbl(-0.5, 1),
  opexEscalation: dbl(-0.5, 1),
  takeOrPay: fc.boolean(),
  residualMode: fc.constantFrom('fraction' as const, 'market' as const),
  covenantDSCR: dbl(0.5, 3),
  dscrPeriod: fc.constantFrom('year' as const, 'quarter' as const, 'month' as const),
  renewal: fc.option(fc.record({ probability: dbl(0, 1), price: dbl(0, 5), months: fc.integer({ min: 1, max: 24 }) }), { nil: undefined }),
  exitMultiple: fc.option(dbl(0, 10), { nil: undefined }),
  horizonMonths: fc.integer({ min: 1, max: 120 }),
});

describe('a single purchase is a one-tranche fleet', () => {
  const price = (m: number): number | null => Math.max(0.9, 2.1 * Math.pow(0.8, m / 12));
  it('matches a plain single purchase to 1e-9 on any v3 input, and the trial\'s fast path bit for bit', () => {
    fc.assert(
      fc.property(v3Fields, ({ horizonMonths, exitMultiple, debtGraceMonths, ...over }) => {
        const i: InvestmentInput = {
          ...inv({ opexPerGPUMonth: 85, powerPricePerKWh: 0.08, coloPerKWMonth: 150, idlePowerFraction: 0.3, discountRate: 0.1, generation: 'g' }),
          ...over,
          debtGraceMonths: Math.min(debtGraceMonths, over.debtTermMonths - 1),
          ...(exitMultiple === undefined ? {} : { exit: { mode: 'multiple' as const, evEbitdaMultiple: exitMultiple } }),
        };
        const c = ctx(horizonMonths, { kwPerGPU: 1.4, pue: 1.3, price, generationPrice: 2.1 });
        const o = singlePurchaseOracle(i, c);
        const full = computeInvestment(i, c);
        // The investment's evaluation and the fleet engine's (the same purchase as one tranche).
        for (const a of [full, computeFleetInvestment(i, c)]) {
          const H = horizonMonths;
          const want = {
            cashflows: o.equity.cashflows,
            projectCashflows: o.project.cashflows,
            ebitda: o.equity.ebitda,
            tax: o.equity.tax,
            projectTax: o.project.tax,
            interest: o.equity.interest,
            // The result shows the balloon as debt service at H.
            debtService: o.equity.debtService.map((s, m) => (m === H ? s + o.balloon : s)),
            depreciation: o.equity.depreciation,
          };
          const scale = Math.max(1, ...o.equity.cashflows.map(Math.abs), ...o.project.cashflows.map(Math.abs));
          for (const key of Object.keys(want) as (keyof typeof want)[]) {
            expect(a[key], key).toHaveLength(H + 1);
            want[key].forEach((w, m) => expect(Math.abs(a[key][m] - w), `${key}[${m}]`).toBeLessThanOrEqual(1e-9 * Math.max(scale, Math.abs(w))));
          }
          expect(Math.abs(a.residualValue - o.residualValue)).toBeLessThanOrEqual(1e-9 * scale);
          expect(Math.abs(a.balloon - o.balloon)).toBeLessThanOrEqual(1e-9 * scale);
          expect(a.gpus).toBe(i.gpus);
          expect(a.dscrByPeriod.map((p) => [p.period, p.fromMonth, p.toMonth])).toEqual(o.dscrByPeriod.map((p) => [p.period, p.fromMonth, p.toMonth]));
          a.dscrByPeriod.forEach((p, k) => expect(Math.abs(p.dscr - o.dscrByPeriod[k].dscr)).toBeLessThanOrEqual(1e-7 * Math.max(1, Math.abs(o.dscrByPeriod[k].dscr))));
        }
        // The Monte Carlo trial's fast path runs the same loop: bit-identical to the full evaluation.
        const into = investmentMetricsInto(i, c, createInvestmentMetricsScratch(), true);
        expect(Array.from(into.cashflows)).toEqual(full.cashflows);
        expect(Object.is(into.irrAnnual, full.irrAnnual)).toBe(true);
        expect(Object.is(into.npv, full.npv)).toBe(true);
        expect(Object.is(into.projectIrrAnnual, full.projectIrrAnnual)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
