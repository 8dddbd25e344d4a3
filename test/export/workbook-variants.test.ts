// Issue 28: the workbook's formulas against the engine on variants of the worked example that take
// each branch of the Monthly formulas: a balloon (loan longer than the horizon), no debt, an
// interest-free loan, no take-or-pay, no tax, no market generation, depreciation longer than the
// horizon, a fraction residual, no ramp, losses carried to the end, and no start date; then each
// docs/model.md › Investment › Covenant and DSCR term on its own (grace, project rate, exit, MACRS/bonus, renewal, DSCR by period) and the
// v3-lender example with all of them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../models/run';
import { buildWorkbook, unmodelledTerms } from '../../src/export/workbook';
import { writeXlsx } from '../../src/export/xlsx';
import { recompute } from './recompute';

const base = JSON.parse(readFileSync(new URL('../fixtures/v2-1024-h100.gpuplan.json', import.meta.url), 'utf8')) as { investment: Record<string, unknown> } & Record<string, unknown>;

const VARIANTS: Record<string, Record<string, unknown>> = {
  'balloon: 84-month loan over a 60-month horizon': { debtTermMonths: 84 },
  'no debt': { debtFraction: 0, debtTermMonths: 0 },
  'interest-free loan': { debtAnnualRate: 0 },
  'no take-or-pay, no ramp': { takeOrPay: false, rampMonths: 0 },
  'no tax, fraction residual': { taxRate: 0, residualMode: 'fraction' },
  'no market generation': { generation: undefined, residualMode: 'fraction' },
  'depreciation longer than the horizon, no escalation': { depreciationMonths: 96, powerPriceEscalation: 0, opexEscalation: 0 },
  'high tax, short contract, no start date': { taxRate: 0.45, contractMonths: 3, startDate: undefined },
  'a horizon of 7 months': { debtTermMonths: 12, depreciationMonths: 6 },
  // docs/model.md › Investment › Covenant and DSCR, one term at a time.
  'grace: 6 interest-only months': { debtGraceMonths: 6 },
  'grace with a balloon': { debtGraceMonths: 6, debtTermMonths: 84 },
  'grace past the horizon (the balloon is the whole debt)': { debtGraceMonths: 70, debtTermMonths: 84 },
  'project discount rate': { projectDiscountRate: 0.09 },
  'exit on EBITDA': { exit: { mode: 'multiple', evEbitdaMultiple: 4 } },
  'MACRS 5-year': { depreciationMethod: 'macrs5' },
  'MACRS 5-year with a 40 % bonus': { depreciationMethod: 'macrs5', bonusShare: 0.4 },
  'straight line with a 40 % bonus': { bonusShare: 0.4 },
  'straight line with a bonus past the depreciable amount': { bonusShare: 0.95, residualFraction: 0.1 },
  'MACRS over a horizon past its six tax years': { depreciationMethod: 'macrs5', bonusShare: 0.2, debtTermMonths: 84 },
  'renewal': { renewal: { probability: 0.7, price: 1.65, months: 12 } },
  'renewal with its own share, no take-or-pay': { renewal: { probability: 0.5, price: 1.8, months: 18, share: 0.9 }, takeOrPay: false },
  'renewal past the horizon': { renewal: { probability: 1, price: 1.5, months: 120 } },
  'covenant by quarter, with grace and an exit (tax at H without the disposal)': { covenantDSCR: 1.6, dscrPeriod: 'quarter', debtGraceMonths: 3, exit: { mode: 'multiple', evEbitdaMultiple: 6 }, debtTermMonths: 60 },
  'covenant by month over a balloon': { covenantDSCR: 1.3, dscrPeriod: 'month', debtTermMonths: 84 },
  'a horizon of 7 months with grace, an exit, MACRS and a monthly covenant': { debtTermMonths: 12, debtGraceMonths: 2, exit: { mode: 'multiple', evEbitdaMultiple: 5 }, depreciationMethod: 'macrs5', bonusShare: 0.3, covenantDSCR: 1.2, dscrPeriod: 'month' },
  'exit on EBITDA, a negative value (merchant price below cost)': { exit: { mode: 'multiple', evEbitdaMultiple: 4 }, contractMonths: 3, powerPricePerKWh: 3 },
};

describe('every formula recomputes to the engine on each branch', () => {
  for (const [name, patch] of Object.entries(VARIANTS)) {
    it(name, async () => {
      const doc = structuredClone(base);
      for (const [k, v] of Object.entries(patch)) {
        if (v === undefined) delete doc.investment[k];
        else doc.investment[k] = v;
      }
      if (name.startsWith('a horizon')) doc.horizonMonths = 7;
      if (name.includes('past its six tax years')) doc.horizonMonths = 84;
      const run = runScenario(doc);
      if (!run.ok) throw new Error(JSON.stringify(run.issues));
      const inv = run.result.investment!;
      if (name.startsWith('balloon')) expect(inv.balloon).toBeGreaterThan(1e6);
      if (name.includes('a negative value')) expect(inv.residualValue).toBeLessThan(0);
      if (name.includes('covenant by quarter')) expect(inv.dscrByPeriod.at(-1)!.toMonth).toBe(run.result.horizonMonths);
      const spec = buildWorkbook(run.scenario, run.result, 'en');
      const r = await recompute(await writeXlsx(spec), spec);
      expect(r.mismatches.slice(0, 5)).toEqual([]);
      expect(r.formulas).toBeGreaterThan(30 * run.result.horizonMonths);
      expect(unmodelledTerms(run.scenario.investment)).toEqual([]);
      console.log(`${name}: ${r.formulas} formulas, max relative difference ${r.maxRelative.toExponential(2)}`);
    });
  }

  it('the lender example (grace, covenant, renewal, exit multiple, MACRS with bonus, project rate) is all formulas', async () => {
    const doc = JSON.parse(readFileSync(new URL('../fixtures/v3-lender.gpuplan.json', import.meta.url), 'utf8')) as unknown;
    const run = runScenario(doc);
    if (!run.ok) throw new Error(JSON.stringify(run.issues));
    expect(unmodelledTerms(run.scenario.investment)).toEqual([]);
    const spec = buildWorkbook(run.scenario, run.result, 'en');
    expect(spec.values.some((v) => v.startsWith('Terms this workbook'))).toBe(false);
    const r = await recompute(await writeXlsx(spec), spec);
    expect(r.mismatches.slice(0, 5)).toEqual([]);
    expect(r.formulas).toBeGreaterThan(30 * (run.result.horizonMonths + 1));
    console.log(`v3-lender: ${r.formulas} formulas, max relative difference ${r.maxRelative.toExponential(2)}`);
    // The same formulas in Chinese (sheet names and labels).
    const zh = buildWorkbook(run.scenario, run.result, 'zh-CN');
    const rz = await recompute(await writeXlsx(zh), zh);
    expect(rz.mismatches.slice(0, 5)).toEqual([]);
    expect(rz.formulas).toBe(r.formulas);
    expect(zh.sheets[0].rows.flat().some((c) => c?.v === '最低 DSCR')).toBe(true);
  });
});
