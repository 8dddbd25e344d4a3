import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeInvestment, investmentMetrics } from '../../models/investment';
import { irr, loanBalance, npv } from '../../models/finance';
import type { InvestmentInput } from '../../models/scenario/types';
import example from '../fixtures/h100-512-colo.gpuplan.json';

// Hopper price series of docs/model.md › Market for the worked example (independent of models/market.ts):
// hopper 2.10, -20 %/yr, floor 0.90; blackwell 3.40, -18 %/yr, floor 1.40 from month 6;
// from month 12 hopper is capped at blackwell × 0.44.
function decline(price: number, annualDecline: number, floor: number, available: number) {
  return (m: number): number | null =>
    m < available ? null : Math.max(floor, price * Math.pow(1 - annualDecline, (m - available) / 12));
}
const hopper = decline(2.1, 0.2, 0.9, 0);
const blackwell = decline(3.4, 0.18, 1.4, 6);
function hopperPrice(m: number): number | null {
  const h = hopper(m);
  const b = blackwell(m);
  return m >= 12 && h !== null && b !== null ? Math.min(h, b * 0.44) : h;
}

const kwPerGPU = (10.2 * 1.1) / 8; // 1.4025
const ctx = { kwPerGPU, pue: 1.35, horizonMonths: 60, price: hopperPrice };
const base: InvestmentInput = example.investment;

function expectRel(actual: number | null, expected: number, scale = Math.abs(expected)): void {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual ?? NaN) - expected)).toBeLessThanOrEqual(1e-9 * Math.max(scale, 1));
}

describe('computeInvestment: worked example (h100-512-colo)', () => {
  const r = computeInvestment(base, ctx);

  it('reproduces the figures of the contract', () => {
    expect(r.cashflows).toHaveLength(61);
    expect(r.capex).toBe(17_408_000);
    expect(r.debt).toBe(8_704_000);
    expect(r.cashflows[0]).toBe(-8_704_000);
    expectRel(r.cashflows[1], 265858.06827848614);
    expect(r.irrNote).toBeNull();
    expect(Math.abs((r.irrMonthly ?? NaN) - -0.019052721534778383)).toBeLessThanOrEqual(1e-9);
    expect(Math.abs((r.irrAnnual ?? NaN) - -0.2061325427395987)).toBeLessThanOrEqual(1e-9);
    const sumAbs = r.cashflows.reduce((s, c) => s + Math.abs(c), 0);
    expect(Math.abs(r.npv - -4512279.924658102)).toBeLessThanOrEqual(1e-9 * sumAbs);
    expect(r.paybackMonth).toBeNull();
    expectRel(r.moic, 0.6584904682011259, 1);
  });

  it('builds each month from its parts', () => {
    // Month 1: 60 % contracted at $2.00, 40 % merchant at 2.10 × 0.8^(1/12) on 512 × 730 × 0.85 busy hours.
    const busy = 512 * 730 * 0.85;
    expectRel(r.revenue[1], busy * (0.6 * 2 + 0.4 * 2.1 * Math.pow(0.8, 1 / 12)));
    // After the contract (month 25+) all busy hours earn the capped market price.
    expectRel(r.revenue[30], busy * (hopperPrice(30) ?? NaN));
    expectRel(r.power[1], 512 * kwPerGPU * (0.85 + 0.15 * 0.3) * 1.35 * 730 * 0.07);
    expectRel(r.colo[1], 512 * kwPerGPU * 130);
    expectRel(r.opex[1], 512 * 45);
    expect(r.debtService[48]).toBeCloseTo(r.pmt, 9);
    expect(r.debtService[49]).toBe(0);
    expect(r.balloon).toBe(0);
    for (let m = 1; m <= 59; m++) {
      const parts = r.revenue[m] - r.power[m] - r.colo[m] - r.opex[m] - r.debtService[m];
      expect(Math.abs(r.cashflows[m] - parts)).toBeLessThan(1e-6);
    }
    const last = r.revenue[60] - r.power[60] - r.colo[60] - r.opex[60] - r.debtService[60] + 17_408_000 * 0.1;
    expect(Math.abs(r.cashflows[60] - last)).toBeLessThan(1e-6);
  });

  it('agrees with the finance core', () => {
    expect(r.npv).toBeCloseTo(npv(Math.pow(1.12, 1 / 12) - 1, r.cashflows), 4);
    expect(irr(r.cashflows).irr).toBe(r.irrMonthly);
  });
});

describe('computeInvestment: other cases', () => {
  it('subtracts the loan balance at H when the loan outlives the horizon', () => {
    const inv = { ...base, debtTermMonths: 84 };
    const r = computeInvestment(inv, ctx);
    const i = 0.09 / 12;
    const expectedBalloon = loanBalance(8_704_000, i, 84, 60);
    expect(r.balloon).toBeCloseTo(expectedBalloon, 6);
    // Level payment on 84 months, still paid in month 60.
    const payment = (8_704_000 * i) / (1 - Math.pow(1 + i, -84));
    expect(r.pmt).toBeCloseTo(payment, 8);
    const noLoanEnd = r.revenue[60] - r.power[60] - r.colo[60] - r.opex[60] + 17_408_000 * 0.1;
    expect(r.cashflows[60]).toBeCloseTo(noLoanEnd - payment - expectedBalloon, 6);
  });

  it('pays back, with a sensible IRR, when the GPUs earn a flat contract price', () => {
    const inv: InvestmentInput = {
      ...base,
      generation: undefined,
      contractedShare: 1,
      contractPrice: 2.5,
      contractMonths: 60,
      debtFraction: 0,
    };
    const r = computeInvestment(inv, ctx);
    expect(r.debt).toBe(0);
    expect(r.pmt).toBe(0);
    expect(r.cashflows[0]).toBe(-17_408_000);
    // Monthly net is constant: payback month = ceil(capex / net).
    const net = r.cashflows[1];
    expect(r.cashflows[30]).toBeCloseTo(net, 6);
    expect(r.paybackMonth).toBe(Math.ceil(17_408_000 / net));
    expect(r.irrNote).toBeNull();
    expect(r.irrMonthly).toBeGreaterThan(0);
    expect(r.irrAnnual).toBeCloseTo(Math.pow(1 + (r.irrMonthly ?? NaN), 12) - 1, 12);
    expect(r.moic).toBeCloseTo((60 * net + 1_740_800) / 17_408_000, 9);
  });

  it('earns no merchant revenue without a generation', () => {
    const r = computeInvestment({ ...base, generation: undefined }, ctx);
    expect(r.revenue[30]).toBe(0);
    expect(r.revenue[1]).toBeCloseTo(512 * 730 * 0.85 * 0.6 * 2, 6);
  });

  it('gives a zero-rate loan level payments of debt/T', () => {
    const r = computeInvestment({ ...base, debtAnnualRate: 0 }, ctx);
    expect(r.pmt).toBe(8_704_000 / 48);
  });

  it('warns when buying more GPUs than the site delivers, and reports no NaN', () => {
    const r = computeInvestment(base, { ...ctx, deliverableGPUs: 500 });
    expect(r.warnings.map((w) => w.code)).toContain('investment-gpus-exceed-capacity');
    expect(computeInvestment(base, { ...ctx, deliverableGPUs: 600 }).warnings).toHaveLength(0);
    const all = [...r.cashflows, ...r.revenue, ...r.power, r.npv, r.irrMonthly ?? 0, r.moic ?? 0];
    expect(all.every(Number.isFinite)).toBe(true);
  });
});

describe('investmentMetrics (the Monte Carlo trial path)', () => {
  it('gives bit-identical cash flows, IRR and NPV to computeInvestment for any inputs', () => {
    fc.assert(
      fc.property(
        fc.record({
          gpus: fc.integer({ min: 1, max: 100_000 }),
          capexPerGPU: fc.double({ min: 1_000, max: 100_000, noNaN: true }),
          debtFraction: fc.double({ min: 0, max: 0.9, noNaN: true }),
          debtAnnualRate: fc.double({ min: 0, max: 0.2, noNaN: true }),
          debtTermMonths: fc.integer({ min: 1, max: 120 }),
          utilization: fc.double({ min: 0, max: 1, noNaN: true }),
          contractedShare: fc.double({ min: 0, max: 1, noNaN: true }),
          contractMonths: fc.integer({ min: 0, max: 120 }),
          contractPrice: fc.double({ min: 0, max: 10, noNaN: true }),
          residualFraction: fc.double({ min: 0, max: 0.5, noNaN: true }),
          discountRate: fc.double({ min: 0, max: 0.5, noNaN: true }),
          horizonMonths: fc.integer({ min: 0, max: 120 }),
          withMarket: fc.boolean(),
        }),
        ({ horizonMonths, withMarket, ...over }) => {
          const inv: InvestmentInput = { ...base, ...over, ...(withMarket ? {} : { generation: undefined }) };
          const c = { ...ctx, horizonMonths };
          const full = computeInvestment(inv, c);
          const lean = investmentMetrics(inv, c);
          expect(lean.cashflows).toEqual(full.cashflows);
          expect(Object.is(lean.irrAnnual, full.irrAnnual)).toBe(true);
          expect(Object.is(lean.npv, full.npv)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
