// docs/model.md › Investment › Covenant and DSCR on small cases derived by hand: one GPU, no power, flat EBITDA, so every figure
// below is arithmetic a reader can redo (the worked example is checked in test/cli/cli-json-lender-example).
import { describe, expect, it } from 'vitest';
import { computeInvestment } from '../../models/investment';
import type { InvestmentContext } from '../../models/investment';
import { loadScenario } from '../../models/scenario';
import type { InvestmentInput } from '../../models/scenario/types';

/** One GPU bought for 1,200, sold at contractPrice for all 730 h a month, no power or colo. */
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
    opexPerGPUMonth: 30, // EBITDA 730 − 30 = 700 a month
    discountRate: 0,
    debtFraction: 0,
    debtAnnualRate: 0,
    debtTermMonths: 0,
    ...over,
  };
}

const ctx = (H: number): InvestmentContext => ({ kwPerGPU: 0, pue: 1, horizonMonths: H, price: () => null });
const close = (a: number, b: number, tol = 1e-9): void => expect(Math.abs(a - b)).toBeLessThanOrEqual(tol * Math.max(1, Math.abs(b)));

describe('debt grace months', () => {
  // 1,200 at 1 % a month, 6 months, 2 of them interest only: 12, 12, then a 4-payment annuity.
  const payment = (1200 * 0.01) / (1 - Math.pow(1.01, -4));
  it('pays interest only in the grace months, then the annuity over the rest of the term', () => {
    const r = computeInvestment(inv({ debtFraction: 1, debtAnnualRate: 0.12, debtTermMonths: 6, debtGraceMonths: 2 }), ctx(8));
    [12, 12, payment, payment, payment, payment, 0, 0].forEach((ds, k) => close(r.debtService[k + 1], ds));
    // Interest: the full debt during grace, then the annuity's declining balance; principal repays 1,200.
    close(r.interest[1], 12);
    close(r.interest[3], 12);
    const principal = r.debtService.reduce((s, x) => s + x, 0) - r.interest.reduce((s, x) => s + x, 0);
    close(principal, 1200);
    expect(r.balloon).toBe(0);
  });

  it('repays the balance at H when the loan outlives the horizon (the whole debt while still in grace)', () => {
    // After 2 of the 4 amortizing payments: 1,200·1.01² − payment·(1.01² − 1)/0.01.
    const left = 1200 * 1.01 ** 2 - (payment * (1.01 ** 2 - 1)) / 0.01;
    close(computeInvestment(inv({ debtFraction: 1, debtAnnualRate: 0.12, debtTermMonths: 6, debtGraceMonths: 2 }), ctx(4)).balloon, left);
    close(computeInvestment(inv({ debtFraction: 1, debtAnnualRate: 0.12, debtTermMonths: 6, debtGraceMonths: 2 }), ctx(2)).balloon, 1200);
  });
});

describe('covenant coverage by period and the covenant', () => {
  it('sums EBITDA less tax over each quarter, the last cut at min(T, H), and lists the breaches', () => {
    // 1,200 at 0 %, 7 months, 3 of grace (no interest at 0 %: no debt service, no coverage), then 300 a month.
    const r = computeInvestment(
      inv({ debtFraction: 1, debtAnnualRate: 0, debtTermMonths: 7, debtGraceMonths: 3, dscrPeriod: 'quarter', covenantDSCR: 2.4 }),
      ctx(12),
    );
    expect(r.dscrByPeriod.map((p) => [p.period, p.fromMonth, p.toMonth])).toEqual([
      [2, 4, 6],
      [3, 7, 7],
    ]);
    close(r.dscrByPeriod[0].dscr, 2100 / 900);
    close(r.dscrByPeriod[1].dscr, 700 / 300);
    expect(r.minPeriodDSCRPeriod).toBe(2); // a tie: the earliest period
    expect(r.covenantBreaches).toEqual([2, 3]); // 2.333… < 2.4
  });

  it('tests operating cash at H: the disposal and its tax are left out', () => {
    // 0 % loan of 1,200 over 3 months (400 a month); tax 50 %; residual 600 against a book value of
    // 1,200 (no depreciation): a loss of 600 at H. Tax 350, 350, 50; operating tax at H 350.
    const r = computeInvestment(inv({ debtFraction: 1, debtTermMonths: 3, taxRate: 0.5, residualFraction: 0.5, covenantDSCR: 1 }), ctx(3));
    [0, 350, 350, 50].forEach((t, m) => close(r.tax[m], t));
    expect(r.dscrByPeriod).toHaveLength(1);
    close(r.dscrByPeriod[0].dscr, 1050 / 1200); // not (350 + 350 + 650)/1200
    expect(r.covenantBreaches).toEqual([1]);
    // the tax and depreciation's monthly minimum is unchanged: 350/400 in month 1.
    close(r.minDSCR!, 0.875);
    expect(r.minDSCRMonth).toBe(1);
  });

  it('has no breach list without a covenant and no periods without debt', () => {
    const r = computeInvestment(inv({}), ctx(12));
    expect(r.dscrByPeriod).toEqual([]);
    expect(r.minPeriodDSCR).toBeNull();
    expect(r.covenantBreaches).toBeNull();
    expect(computeInvestment(inv({ covenantDSCR: 1.25 }), ctx(12)).covenantBreaches).toEqual([]);
  });
});

describe('exit and renewal', () => {
  it('sells the expected renewed share at the renewal price for its months, then merchant (none here)', () => {
    // 2 months at 1 × 2.00, then 2 months at q·share = 0.5 × 0.8 at 3.00, then nothing.
    const r = computeInvestment(inv({ contractMonths: 2, contractPrice: 2, renewal: { probability: 0.5, price: 3, months: 2, share: 0.8 } }), ctx(6));
    [1460, 1460, 876, 876, 0, 0].forEach((v, k) => close(r.revenue[k + 1], v));
    // share defaults to contractedShare (1): 0.5 × 3 × 730.
    const d = computeInvestment(inv({ contractMonths: 2, contractPrice: 2, renewal: { probability: 0.5, price: 3, months: 2 } }), ctx(4));
    close(d.revenue[3], 1095);
  });

  it('applies take-or-pay to the renewed share as to the contract', () => {
    // Utilization 0.5, take-or-pay: the renewed share is paid for all hours, the rest is merchant (none).
    const r = computeInvestment(
      inv({ utilization: 0.5, takeOrPay: true, contractMonths: 1, renewal: { probability: 1, price: 2, months: 1, share: 0.5 } }),
      ctx(2),
    );
    close(r.revenue[2], 730 * 0.5 * 2);
  });
});

describe('exit on EBITDA', () => {
  it('receives k × the last twelve months of EBITDA at H, taxed as the gain over book value', () => {
    const r = computeInvestment(inv({ exit: { mode: 'multiple', evEbitdaMultiple: 2 }, residualFraction: 0.9 }), ctx(14));
    close(r.residualValue, 2 * 12 * 700);
    close(r.cashflows[14], 700 + 16800);
    // A horizon under a year uses every month.
    close(computeInvestment(inv({ exit: { mode: 'multiple', evEbitdaMultiple: 2 } }), ctx(6)).residualValue, 2 * 6 * 700);
    // Tax 10 %, no depreciation: gain = 16,800 − 1,200 taxed at H with the month's EBITDA.
    const taxed = computeInvestment(inv({ exit: { mode: 'multiple', evEbitdaMultiple: 2 }, taxRate: 0.1 }), ctx(14));
    close(taxed.tax[14], 0.1 * (700 + 16800 - 1200));
  });

  it('is not floored when EBITDA is negative', () => {
    const r = computeInvestment(inv({ contractPrice: 0, exit: { mode: 'multiple', evEbitdaMultiple: 3 } }), ctx(12));
    close(r.residualValue, -3 * 12 * 30);
  });
});

describe('tax depreciation', () => {
  it('straight line with bonus: bonus in month 1, the rest over D, capped at capex − residual', () => {
    const r = computeInvestment(inv({ residualFraction: 0.25, depreciationMonths: 6, bonusShare: 0.5 }), ctx(8));
    [650, 50, 50, 50, 50, 50, 0, 0].forEach((d, k) => close(r.depreciation[k + 1], d));
    const capped = computeInvestment(inv({ residualFraction: 0.25, depreciationMonths: 6, bonusShare: 0.9 }), ctx(8));
    [900, 0, 0].forEach((d, k) => close(capped.depreciation[k + 1], d));
    // Bonus even without D.
    close(computeInvestment(inv({ bonusShare: 0.1 }), ctx(3)).depreciation[1], 120);
  });

  it('MACRS 5-year on capex − bonus, each year spread over its months, no salvage', () => {
    // Base 720: 144, 230.4, 138.24, 82.944, 82.944, 41.472 a year.
    const r = computeInvestment(inv({ residualFraction: 0.5, depreciationMonths: 12, depreciationMethod: 'macrs5', bonusShare: 0.4 }), ctx(84));
    close(r.depreciation[1], 480 + 12);
    close(r.depreciation[12], 12);
    close(r.depreciation[13], 230.4 / 12);
    close(r.depreciation[61], 41.472 / 12);
    expect(r.depreciation[73]).toBe(0);
    close(r.depreciation.reduce((s, x) => s + x, 0), 1200, 1e-12);
  });

  it('books the gain at H against the MACRS book value', () => {
    // H = 24, taxRate 0.1, residual 10 % = 120; book = 1,200 − 1,200·(0.2 + 0.32) = 576; loss 456 at H.
    const r = computeInvestment(inv({ residualFraction: 0.1, depreciationMethod: 'macrs5', taxRate: 0.1 }), ctx(24));
    close(r.tax[24], 0.1 * (700 - (0.32 * 1200) / 12 + (120 - 576)));
  });
});

describe('project discount rate', () => {
  it('discounts the project view at its own rate and the equity view at discountRate', () => {
    const a = computeInvestment(inv({ discountRate: 0.14, projectDiscountRate: 0.09 }), ctx(24));
    const monthly = Math.pow(1.09, 1 / 12) - 1;
    const want = a.projectCashflows.reduce((s, cf, m) => s + cf / Math.pow(1 + monthly, m), 0);
    close(a.projectNpv, want);
    // Without it the equity rate applies to both (as tax and depreciation).
    const b = computeInvestment(inv({ discountRate: 0.14 }), ctx(24));
    close(b.projectNpv, b.npv); // no debt: the same flows
  });
});

describe('lender terms validation names each field and the reason', () => {
  const base = {
    format: 'gpuplan/scenario',
    version: 3,
    name: 'v',
    horizonMonths: 24,
    site: { contractedMW: 1, powerBasis: 'it', pue: 1.2, cooling: 'liquid' },
    node: { gpuModel: 'H100-SXM', gpusPerNode: 8, nodeKW: 10.2 },
  };
  const issues = (investment: Record<string, unknown>) => {
    const r = loadScenario({ ...base, investment: { capexPerGPU: 1, utilization: 1, debtFraction: 0.5, debtTermMonths: 12, ...investment } });
    return r.ok ? [] : r.issues.map((i) => {
      // The message names the field itself.
      expect(i.message.en.startsWith(`${i.path}: `)).toBe(true);
      return i.message.en;
    });
  };
  it.each([
    [{ debtGraceMonths: 12 }, /^investment\.debtGraceMonths: must be less than debtTermMonths \(12\).*\(got 12\)/],
    [{ covenantDSCR: 0 }, /^investment\.covenantDSCR: .*greater than 0.*\(got 0\)/],
    [{ renewal: { probability: 0.5, price: 1, months: 0 } }, /^investment\.renewal\.months: .*\(got 0\)/],
    [{ exit: { mode: 'multiple', evEbitdaMultiple: -1 } }, /^investment\.exit\.evEbitdaMultiple: .*\(got -1\)/],
    [{ bonusShare: 1.5 }, /^investment\.bonusShare: .*between 0.0 and 1.0.*\(got 1\.5\)/],
    [{ dscrPeriod: 'week' }, /^investment\.dscrPeriod: .*"year".*"quarter".*"month"/],
    [{ depreciationMethod: 'ddb' }, /^investment\.depreciationMethod: .*"straight".*"macrs5"/],
  ])('%o', (field, message) => {
    const found = issues(field);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(message);
  });
  it('accepts grace one month short of the term', () => {
    expect(issues({ debtGraceMonths: 11, covenantDSCR: 1.25, renewal: { probability: 0.7, price: 1.65, months: 12 }, exit: { mode: 'multiple', evEbitdaMultiple: 0 } })).toEqual([]);
  });
});

describe('sensitivity leaves hardware facts alone (issue 26)', () => {
  it('swings GPUs per node, node kW and TDP only when the scenario marks them uncertain', async () => {
    const { readFileSync } = await import('node:fs');
    const { parseScenarioJson } = await import('../../models/scenario');
    const { sensitivityTornado, statedIn } = await import('../../models/uncertainty');
    const text = readFileSync(new URL('../fixtures/v3-lender.gpuplan.json', import.meta.url), 'utf8');
    const r = parseScenarioJson(text);
    if (!r.ok) throw new Error('fixture');
    const paths = sensitivityTornado(r.scenario, { stated: statedIn(r.raw) }).map((e) => e.path);
    expect(paths).not.toContain('node.gpusPerNode');
    expect(paths).not.toContain('node.nodeKW');
    expect(paths).not.toContain('node.gpuTDPW');
    expect(paths).toContain('investment.utilization');
    const marked = { ...r.scenario, uncertainty: { trials: 10, seed: 0, inputs: { 'node.nodeKW': { dist: 'uniform' as const, min: 9, max: 11 } } } };
    expect(sensitivityTornado(marked, { stated: statedIn(r.raw) }).map((e) => e.path)).toContain('node.nodeKW');
  });
});
