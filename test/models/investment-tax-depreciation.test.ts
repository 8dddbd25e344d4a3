// docs/model.md › Investment › Tax, depreciation and losses: tax and depreciation, project vs equity, DSCR, ramp, escalation, take-or-pay and the
// market residual. The worked example is checked field by field against the reference
// implementation's results; the rest against an independent, naive transcription of the formulas.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { addMonths, computeInvestment, investmentMetrics } from '../../models/investment';
import type { InvestmentContext } from '../../models/investment';
import { irr, loanBalance, npv, xirr } from '../../models/finance';
import { parseScenarioJson } from '../../models/scenario';
import type { InvestmentInput } from '../../models/scenario/types';
import { runMonteCarlo } from '../../models/uncertainty';

function load(name: string) {
  const r = parseScenarioJson(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8'));
  if (!r.ok) throw new Error(`${name} does not load: ${r.issues.map((i) => i.message.en).join('; ')}`);
  return r.scenario;
}

const scenario = load('v2-1024-h100.gpuplan.json');
const expected = JSON.parse(readFileSync(new URL('../fixtures/v2-1024-h100.expected.json', import.meta.url), 'utf8')).investment;

const sumAbs = (a: number[]): number => a.reduce((s, x) => s + Math.abs(x), 0);

describe('tax and depreciation worked example (v2-1024-h100) against the reference results', () => {
  const r = evaluateScenario(scenario, { skipUncertainty: true }).investment!;

  it('matches every array element-wise to 1e-9 of its scale', () => {
    for (const key of ['cashflows', 'projectCashflows', 'tax', 'ebitda'] as const) {
      const want: number[] = expected[key];
      const got = r[key];
      expect(got, key).toHaveLength(want.length);
      const scale = Math.max(1, ...want.map(Math.abs));
      want.forEach((w, m) => expect(Math.abs(got[m] - w), `${key}[${m}]`).toBeLessThanOrEqual(1e-9 * scale));
    }
  });

  it('matches the IRRs absolutely, the NPVs relative to Σ|CF|, and the rest', () => {
    for (const key of ['irrMonthly', 'irrAnnual', 'projectIrrMonthly', 'projectIrrAnnual', 'xirrAnnual', 'minDSCR'] as const) {
      expect(Math.abs((r[key] ?? NaN) - expected[key]), key).toBeLessThanOrEqual(1e-9);
    }
    expect(Math.abs(r.npv - expected.npv)).toBeLessThanOrEqual(1e-9 * sumAbs(expected.cashflows));
    expect(Math.abs(r.projectNpv - expected.projectNpv)).toBeLessThanOrEqual(1e-9 * sumAbs(expected.projectCashflows));
    expect(Math.abs(r.residualValue - expected.residualValue)).toBeLessThanOrEqual(1e-9 * expected.residualValue);
    expect(Math.abs((r.moic ?? NaN) - expected.moic)).toBeLessThanOrEqual(1e-9);
    expect(r.minDSCRMonth).toBe(expected.minDSCRMonth);
    expect(r.paybackMonth).toBe(expected.paybackMonth);
    expect(r.gpus).toBe(expected.gpus);
  });

  it('prices the market residual at p(H)/price: hopper capped by blackwell × 0.44 at its floor', () => {
    // blackwell at month 60 is at its 1.40 floor; the parity cap puts hopper at 0.616 (< its 0.90 floor).
    expect(r.residualValue).toBeCloseTo(51_200_000 * 0.1 * ((1.4 * 0.44) / 2.1), 6);
  });

  it('appears in --json under the contract names', () => {
    const json = JSON.parse(JSON.stringify(evaluateScenario(scenario, { skipUncertainty: true })));
    for (const key of Object.keys(expected)) expect(json.investment, key).toHaveProperty(key);
  });
});

// ---- An independent transcription of docs/model.md › Investment › Single purchase + tax and depreciation (no shared code with the engine).

interface Ref {
  cashflows: number[];
  projectCashflows: number[];
  ebitda: number[];
  tax: number[];
  minDSCR: number | null;
  minDSCRMonth: number | null;
  /** Each month's (EBITDA − tax)/debt service (null without debt service). */
  dscr: (number | null)[];
  residual: number;
}

function reference(inv: InvestmentInput, ctx: InvestmentContext): Ref {
  const H = ctx.horizonMonths;
  const view = (levered: boolean) => {
    const capex = inv.gpus * inv.capexPerGPU;
    const debt = levered ? capex * inv.debtFraction : 0;
    const i = inv.debtAnnualRate / 12;
    const T = inv.debtTermMonths;
    // 1 - (1+i)^-T written without forming 1+i, which rounds away most of a tiny rate's digits
    // (at i = 8e-11 the naive form is off by ~1e-6 relative; a DSCR of 1e8 then differs by 20).
    const pmt = debt === 0 ? 0 : i === 0 ? debt / T : (debt * i) / -Math.expm1(-T * Math.log1p(i));
    const yr = (m: number) => Math.floor((m - 1) / 12);
    const esc = (x: number, e: number, m: number) => x * Math.pow(1 + e, yr(m));
    const pH = ctx.price(H);
    const residual =
      capex * inv.residualFraction * (inv.residualMode === 'market' && inv.generation && pH !== null ? pH / ctx.generationPrice! : 1);
    const D = inv.depreciationMonths ?? 0;
    const dep = (m: number) => (D > 0 && m <= D ? (capex * (1 - inv.residualFraction)) / D : 0);
    let book = capex;
    for (let m = 1; m <= H; m++) book -= dep(m);
    const gain = residual - book;
    const balloon = T > H && debt > 0 ? loanBalance(debt, i, T, H) : 0;
    const cf = [-capex + debt];
    const ebitda = [0];
    const tax = [0];
    const ds: number[] = [0];
    let nol = 0;
    for (let m = 1; m <= H; m++) {
      const R = inv.rampMonths ?? 0;
      const online = R === 0 ? inv.gpus : inv.gpus * Math.min(1, m / R);
      const busy = online * 730 * inv.utilization;
      const cs = m <= inv.contractMonths ? inv.contractedShare : 0;
      const p = (inv.generation ? ctx.price(m) : null) ?? 0;
      const revenue = inv.takeOrPay
        ? online * 730 * (cs * inv.contractPrice + (1 - cs) * inv.utilization * p)
        : busy * (cs * inv.contractPrice + (1 - cs) * p);
      const power =
        online * ctx.kwPerGPU * (inv.utilization + (1 - inv.utilization) * inv.idlePowerFraction) * ctx.pue * 730 *
        esc(inv.powerPricePerKWh, inv.powerPriceEscalation ?? 0, m);
      const colo = inv.gpus * ctx.kwPerGPU * esc(inv.coloPerKWMonth, inv.opexEscalation ?? 0, m);
      const opex = inv.gpus * esc(inv.opexPerGPUMonth, inv.opexEscalation ?? 0, m);
      const e = revenue - power - colo - opex;
      const service = m <= T ? pmt : 0;
      const interest = m <= T && debt > 0 ? loanBalance(debt, i, T, m - 1) * i : 0;
      const taxable = e - dep(m) - interest + (m === H ? gain : 0);
      const t = (inv.taxRate ?? 0) * Math.max(0, taxable - nol);
      nol = Math.max(0, nol - taxable);
      ebitda.push(e);
      tax.push(t);
      ds.push(service);
      cf.push(e - service - t + (m === H ? residual - balloon : 0));
    }
    let minDSCR: number | null = null;
    let minDSCRMonth: number | null = null;
    for (let m = 1; m <= Math.min(T, H); m++) {
      if (!(ds[m] > 0)) continue;
      const c = (ebitda[m] - tax[m]) / ds[m];
      if (minDSCR === null || c < minDSCR) [minDSCR, minDSCRMonth] = [c, m];
    }
    const dscr = ds.map((x, m) => (m > 0 && m <= Math.min(T, H) && x > 0 ? (ebitda[m] - tax[m]) / x : null));
    return { cf, ebitda, tax, minDSCR, minDSCRMonth, dscr, residual };
  };
  const eq = view(true);
  const pr = view(false);
  return {
    cashflows: eq.cf,
    projectCashflows: pr.cf,
    ebitda: eq.ebitda,
    tax: eq.tax,
    minDSCR: inv.debtFraction > 0 ? eq.minDSCR : null,
    minDSCRMonth: inv.debtFraction > 0 ? eq.minDSCRMonth : null,
    dscr: eq.dscr,
    residual: eq.residual,
  };
}

const base: InvestmentInput = scenario.investment!;
const price = (m: number): number | null => Math.max(0.9, 2.1 * Math.pow(0.8, m / 12));
const ctx: InvestmentContext = { kwPerGPU: 1.4025, pue: 1.35, horizonMonths: 60, price, generationPrice: 2.1 };

// Doubles without subnormals: a rate or loan of 1e-321 only tests the naive formulas' 0/0.
const dbl = (min: number, max: number) => fc.double({ min, max, noNaN: true }).map((x) => (Math.abs(x) < 1e-9 ? 0 : x));
const v2Fields = fc.record({
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
  taxRate: dbl(0, 0.9),
  depreciationMonths: fc.integer({ min: 0, max: 240 }),
  rampMonths: fc.integer({ min: 0, max: 120 }),
  powerPriceEscalation: dbl(-0.5, 1),
  opexEscalation: dbl(-0.5, 1),
  takeOrPay: fc.boolean(),
  residualMode: fc.constantFrom('fraction' as const, 'market' as const),
  horizonMonths: fc.integer({ min: 1, max: 120 }),
});

describe('tax and depreciation formulas against an independent transcription', () => {
  it('gives the same equity and project flows, tax, EBITDA, DSCR and residual for any inputs', () => {
    fc.assert(
      fc.property(v2Fields, ({ horizonMonths, ...over }) => {
        const inv: InvestmentInput = { ...base, ...over, startDate: undefined };
        const c = { ...ctx, horizonMonths };
        const got = computeInvestment(inv, c);
        const want = reference(inv, c);
        for (const key of ['cashflows', 'projectCashflows', 'ebitda', 'tax'] as const) {
          const scale = Math.max(1, sumAbs(want[key]));
          want[key].forEach((w, m) => expect(Math.abs(got[key][m] - w), `${key}[${m}]`).toBeLessThanOrEqual(1e-9 * scale));
        }
        expect(Math.abs(got.residualValue - want.residual)).toBeLessThanOrEqual(1e-9 * Math.max(1, want.residual));
        // The month of the minimum: the same, or a month whose coverage ties it to 1e-12 (docs/model.md › Investment › Covenant and DSCR's
        // depreciation ends exactly at the residual, where this transcription leaves a float
        // residue in the gain at H that tips an exact tie by ~1e-20).
        if (got.minDSCRMonth !== want.minDSCRMonth) {
          const at = want.dscr[got.minDSCRMonth ?? -1];
          expect(at, `coverage in month ${got.minDSCRMonth}`).not.toBeNull();
          expect(Math.abs(at! - want.minDSCR!)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(want.minDSCR!)));
          expect(got.minDSCRMonth!).toBeLessThan(want.minDSCRMonth!);
        }
        if (want.minDSCR === null) expect(got.minDSCR).toBeNull();
        else expect(Math.abs((got.minDSCR ?? NaN) - want.minDSCR)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(want.minDSCR)));
        const v = Math.pow(1 + inv.discountRate, 1 / 12) - 1;
        expect(Math.abs(got.projectNpv - npv(v, got.projectCashflows))).toBeLessThanOrEqual(1e-9 * sumAbs(got.projectCashflows));
        expect(got.projectIrrMonthly).toBe(irr(got.projectCashflows).irr);
      }),
      // A tiny loan at a tiny rate (DSCR ≈ -2.6e8): once found at random, now always tried.
      { numRuns: 200, examples: [[{ gpus: 375, capexPerGPU: 1000, residualFraction: 0, utilization: 0.4350275917177837, contractedShare: 0, contractPrice: 0, contractMonths: 0, debtFraction: 1e-9, debtAnnualRate: 0, debtTermMonths: 47, taxRate: 1e-9, depreciationMonths: 7, rampMonths: 0, powerPriceEscalation: 0, opexEscalation: 0, takeOrPay: false, residualMode: 'fraction', horizonMonths: 47 }], [{ gpus: 1, capexPerGPU: 1000, residualFraction: 0, utilization: 0, contractedShare: 0, contractPrice: 0, contractMonths: 0, debtFraction: 1e-9, debtAnnualRate: 1e-9, debtTermMonths: 1, taxRate: 0, depreciationMonths: 0, rampMonths: 0, powerPriceEscalation: 0, opexEscalation: 0, takeOrPay: false, residualMode: 'fraction', horizonMonths: 1 }]] },
    );
  });

  it('with every tax and depreciation field at its default reproduces the v1 flows bit for bit', () => {
    const v1 = (inv: InvestmentInput, c: InvestmentContext): number[] => {
      // docs/model.md › Investment › Single purchase in v1's order of operations.
      const capex = inv.gpus * inv.capexPerGPU;
      const debt = capex * inv.debtFraction;
      const i = inv.debtAnnualRate / 12;
      const T = inv.debtTermMonths;
      const pay = debt === 0 ? 0 : i === 0 ? debt / T : (debt * i) / -Math.expm1(-T * Math.log1p(i));
      const busy = inv.gpus * 730 * inv.utilization;
      const power = inv.gpus * c.kwPerGPU * (inv.utilization + (1 - inv.utilization) * inv.idlePowerFraction) * c.pue * 730 * inv.powerPricePerKWh;
      const colo = inv.gpus * c.kwPerGPU * inv.coloPerKWMonth;
      const opex = inv.gpus * inv.opexPerGPUMonth;
      const cf = [-capex + debt];
      for (let m = 1; m <= c.horizonMonths; m++) {
        const cs = m <= inv.contractMonths ? inv.contractedShare : 0;
        const p = (inv.generation === undefined ? null : c.price(m)) ?? 0;
        cf.push(busy * (cs * inv.contractPrice + (1 - cs) * p) - power - colo - opex - (m <= T ? pay : 0));
      }
      const H = c.horizonMonths;
      cf[H] += capex * inv.residualFraction - (debt > 0 && T > H ? loanBalance(debt, i, T, H) : 0);
      return cf;
    };
    const defaults = {
      taxRate: 0,
      depreciationMonths: 0,
      rampMonths: 0,
      powerPriceEscalation: 0,
      opexEscalation: 0,
      takeOrPay: false,
      residualMode: 'fraction' as const,
    };
    fc.assert(
      fc.property(v2Fields, fc.boolean(), ({ horizonMonths, gpus, capexPerGPU, utilization, debtFraction, debtAnnualRate, debtTermMonths, residualFraction }, explicit) => {
        const { taxRate, depreciationMonths, rampMonths, powerPriceEscalation, opexEscalation, takeOrPay, residualMode, startDate, ...v1Only } = base;
        const inv: InvestmentInput = {
          ...v1Only,
          gpus,
          capexPerGPU,
          utilization,
          debtFraction,
          debtAnnualRate,
          debtTermMonths,
          residualFraction,
          ...(explicit ? defaults : {}),
        };
        const c = { ...ctx, horizonMonths };
        const want = v1(inv, c);
        expect(computeInvestment(inv, c).cashflows).toEqual(want);
        expect(investmentMetrics(inv, c).cashflows).toEqual(want);
        const r = computeInvestment(inv, c);
        expect(r.tax.every((t) => t === 0)).toBe(true);
        if (debtFraction === 0) expect(r.projectCashflows).toEqual(r.cashflows);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the Monte Carlo path bit-identical to computeInvestment with the tax and depreciation fields', () => {
    fc.assert(
      fc.property(v2Fields, ({ horizonMonths, ...over }) => {
        const inv: InvestmentInput = { ...base, ...over };
        const c = { ...ctx, horizonMonths };
        const full = computeInvestment(inv, c);
        const lean = investmentMetrics(inv, c);
        expect(lean.cashflows).toEqual(full.cashflows);
        expect(Object.is(lean.irrAnnual, full.irrAnnual)).toBe(true);
        expect(Object.is(lean.npv, full.npv)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('tax and depreciation by hand', () => {
  // 10 GPUs at 1,000 each, a flat 1.00/GPU-h contract, no costs, 12 months, 40 % tax.
  const plain: InvestmentInput = {
    gpus: 10,
    capexPerGPU: 1000,
    residualFraction: 0,
    utilization: 1,
    idlePowerFraction: 0.3,
    contractedShare: 1,
    contractPrice: 1,
    contractMonths: 12,
    powerPricePerKWh: 0,
    coloPerKWMonth: 0,
    opexPerGPUMonth: 0,
    discountRate: 0,
    debtFraction: 0,
    debtAnnualRate: 0,
    debtTermMonths: 0,
    taxRate: 0.4,
  };
  const c: InvestmentContext = { kwPerGPU: 1, pue: 1, horizonMonths: 12, price: () => null };

  it('carries a loss forward and taxes only what exceeds it', () => {
    // EBITDA 7,300 a month. No depreciation: book value stays at 10,000, so the whole capex is a
    // loss at H: taxable_12 = 7,300 − 10,000 = −2,700 → no tax at 12, 0.4 × 7,300 in 1..11.
    const r = computeInvestment(plain, c);
    for (let m = 1; m <= 11; m++) expect(r.tax[m]).toBeCloseTo(2920, 9);
    expect(r.tax[12]).toBe(0);
    // Depreciating over 4 months: taxable 4,800 in 1..4 (dep 2,500), 7,300 afterwards.
    const d = computeInvestment({ ...plain, depreciationMonths: 4 }, c);
    expect(d.tax[1]).toBeCloseTo(0.4 * 4800, 9);
    expect(d.tax[5]).toBeCloseTo(0.4 * 7300, 9);
    // A 3-month ramp: 1/3, 2/3, then all GPUs earn; an early loss is carried into month 2.
    const rp = computeInvestment({ ...plain, rampMonths: 3, depreciationMonths: 4 }, c);
    expect(rp.ebitda[1]).toBeCloseTo(7300 / 3, 9);
    // taxable_1 = 2,433.3 − 2,500 = −66.7 (carried), taxable_2 = 4,866.7 − 2,500 = 2,366.7.
    expect(rp.tax[1]).toBe(0);
    expect(rp.tax[2]).toBeCloseTo(0.4 * (7300 * (2 / 3) - 2500 - (2500 - 7300 / 3)), 9);
  });

  it('bills take-or-pay on every online hour and merchant hours by utilisation', () => {
    const half = { ...plain, utilization: 0.5, contractedShare: 0.5, generation: 'g' };
    const m = { ...c, price: () => 2 };
    const top = computeInvestment({ ...half, takeOrPay: true }, m);
    const follow = computeInvestment(half, m);
    expect(top.revenue[1]).toBeCloseTo(10 * 730 * (0.5 * 1 + 0.5 * 0.5 * 2), 9);
    expect(follow.revenue[1]).toBeCloseTo(10 * 730 * 0.5 * (0.5 * 1 + 0.5 * 2), 9);
  });

  it('escalates power once a year, colo and opex with opexEscalation', () => {
    const costs = { ...plain, powerPricePerKWh: 0.1, coloPerKWMonth: 100, opexPerGPUMonth: 10, powerPriceEscalation: 0.1, opexEscalation: -0.5 };
    const r = computeInvestment(costs, { ...c, horizonMonths: 25 });
    expect(r.power[12]).toBeCloseTo(10 * 1 * 1 * 730 * 0.1, 9);
    expect(r.power[13]).toBeCloseTo(10 * 730 * 0.1 * 1.1, 9);
    expect(r.power[25]).toBeCloseTo(10 * 730 * 0.1 * 1.21, 9);
    expect(r.colo[13]).toBeCloseTo(10 * 100 * 0.5, 9);
    expect(r.opex[25]).toBeCloseTo(10 * 10 * 0.25, 9);
  });

  it('computes DSCR on the equity view, earliest month on a tie, and deducts interest', () => {
    const levered = { ...plain, debtFraction: 0.5, debtAnnualRate: 0.12, debtTermMonths: 6 };
    const r = computeInvestment(levered, c);
    const pay = r.pmt;
    expect(r.interest[1]).toBeCloseTo(5000 * 0.01, 9);
    expect(r.projectCashflows[0]).toBe(-10000);
    expect(r.cashflows[0]).toBe(-5000);
    // Constant EBITDA; interest falls, so tax rises and coverage is lowest in month 6.
    expect(r.minDSCRMonth).toBe(6);
    expect(r.minDSCR).toBeCloseTo((7300 - r.tax[6]) / pay, 9);
    const flat = computeInvestment({ ...levered, taxRate: 0 }, c);
    expect(flat.minDSCRMonth).toBe(1);
    expect(flat.minDSCR).toBeCloseTo(7300 / pay, 9);
    expect(computeInvestment(plain, c).minDSCR).toBeNull();
  });

  it('dates the flows by calendar month for XIRR, clamping to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-03-31', 0)).toBe('2026-03-31');
    const r = computeInvestment({ ...plain, contractPrice: 0.2, startDate: '2026-01-31' }, c);
    const flows = r.cashflows.map((amount, m) => ({ date: addMonths('2026-01-31', m), amount }));
    expect(r.xirrAnnual).toBe(xirr(flows).rate);
    expect(r.xirrAnnual).not.toBeNull();
    expect(computeInvestment(plain, c)).not.toHaveProperty('xirrAnnual');
  });
});

describe('tax and depreciation validation names the field', () => {
  const text = readFileSync(new URL('../fixtures/v2-1024-h100.gpuplan.json', import.meta.url), 'utf8');
  const withInvestment = (over: Record<string, unknown>) => {
    const doc = JSON.parse(text);
    Object.assign(doc.investment, over);
    const r = parseScenarioJson(JSON.stringify(doc));
    return r.ok ? [] : r.issues;
  };
  it.each([
    [{ taxRate: 1.5 }, 'investment.taxRate', 'between 0.0 and 0.9'],
    [{ depreciationMonths: 500 }, 'investment.depreciationMonths', 'between 0 and 240'],
    [{ rampMonths: 1.5 }, 'investment.rampMonths', 'whole number'],
    [{ powerPriceEscalation: 2 }, 'investment.powerPriceEscalation', 'between -0.5 and 1.0'],
    [{ opexEscalation: -0.9 }, 'investment.opexEscalation', 'between -0.5 and 1.0'],
    [{ takeOrPay: 'yes' }, 'investment.takeOrPay', 'true or false'],
    [{ residualMode: 'book' }, 'investment.residualMode', '"fraction", "market"'],
    [{ startDate: '2026-13-01' }, 'investment.startDate', 'YYYY-MM-DD'],
    [{ startDate: '2026-02-30' }, 'investment.startDate', 'YYYY-MM-DD'],
    [{ startDate: '15/01/2027' }, 'investment.startDate', 'YYYY-MM-DD'],
  ])('%j', (over, path, rule) => {
    const issues = withInvestment(over);
    expect(issues.map((i) => i.path)).toEqual([path]);
    expect(issues[0].message.en).toContain(`${path}: `);
    expect(issues[0].message.en).toContain(rule);
    expect(issues[0].message['zh-CN']).toContain(`${path}：`);
  });
  it('accepts a leap day', () => {
    expect(withInvestment({ startDate: '2028-02-29' })).toEqual([]);
  });
});

describe('tax and depreciation fields under uncertainty', () => {
  it('samples taxRate and escalation; the tornado swings them', () => {
    const s = {
      ...scenario,
      investment: { ...scenario.investment!, residualMode: 'fraction' as const, depreciationMonths: 72 },
      uncertainty: {
        trials: 200,
        seed: 7,
        inputs: {
          'investment.taxRate': { dist: 'uniform' as const, min: 0.1, max: 0.35 },
          'investment.powerPriceEscalation': { dist: 'triangular' as const, min: 0, mode: 0.03, max: 0.1 },
        },
      },
    };
    const u = runMonteCarlo(s);
    const paths = u.tornado.map((t) => t.path);
    expect(paths).toContain('investment.taxRate');
    expect(paths).toContain('investment.powerPriceEscalation');
    const esc = u.tornado.find((t) => t.path === 'investment.powerPriceEscalation')!;
    // Dearer power lowers NPV.
    expect(esc.npvHigh).toBeLessThan(esc.npvLow);
  });
});
