// The fleet's workbook (issue 35): each tranche a block of formulas on the Tranches sheet (capex,
// draw, capitalised interest, annuity, prepayment, depreciation, resale), summed into the Monthly
// sheet by formulas; HyperFormula recomputes every formula to the engine's value (1e-6 relative),
// and the tranches' totals are the reference results' (v4-fleet.expected.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../models/run';
import { buildWorkbook } from '../../src/export/workbook';
import { writeXlsx } from '../../src/export/xlsx';
import { a1, type Sheet } from '../../src/export/sheet';
import { recompute } from './recompute';

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../fixtures', name), 'utf8');
const expected = JSON.parse(fixture('v4-fleet.expected.json')) as { investment: { tranches: { name: string; capitalizedInterest: number; prepayment: number; resale: number; gain: number; capex: number; debt: number }[] } };

/** Column c of a sheet whose header row `head` reads `label` in block `block` (0-based). */
function column(sheet: Sheet, head: number, label: string, block = 0): number {
  const cols = sheet.rows[head].map((c, i) => (c?.v === label ? i : -1)).filter((i) => i >= 0);
  return cols[block];
}

describe('the fleet worked example as a workbook', async () => {
  const run = runScenario(fixture('v4-fleet.json'));
  if (!run.ok) throw new Error(JSON.stringify(run.issues));
  const spec = buildWorkbook(run.scenario, run.result, 'en');
  const bytes = await writeXlsx(spec);
  const tranches = spec.sheets.find((s) => s.name === 'Tranches')!;
  const head = tranches.rows.findIndex((r) => r[0]?.v === 'Month');
  const sumColumn = (label: string, block: number): number => {
    const c = column(tranches, head, label, block);
    return tranches.rows.slice(head + 1).reduce((a, r) => a + (typeof r[c]?.v === 'number' ? (r[c]!.v as number) : 0), 0);
  };

  it('recomputes every formula, the Tranches and Monthly sheets included, to the engine’s value', async () => {
    const r = await recompute(bytes, spec, 1e-6);
    expect(r.mismatches.slice(0, 5)).toEqual([]);
    expect(r.maxBySheet.Tranches).toBeDefined();
    expect(r.maxBySheet.Monthly).toBeDefined();
    // Four tranches of up to 61 months, 15 columns, almost all formulas; the Monthly sheet's 43 columns.
    expect(r.formulas).toBeGreaterThan(4 * 45 * 9 + 30 * 61);
    console.log(`v4-fleet: ${r.formulas} formulas, max relative difference ${r.maxRelative.toExponential(2)} (Tranches ${r.maxBySheet.Tranches.toExponential(2)}, Monthly ${r.maxBySheet.Monthly.toExponential(2)})`);
  });

  it('gives each tranche the reference capex, loan, capitalised interest, prepayment, resale and gain', () => {
    expected.investment.tranches.forEach((want, k) => {
      const rel = (a: number, b: number) => Math.abs(a - b) / Math.max(1, Math.abs(b));
      // Each block: 21 month columns (loan and resale, then the operating months) and a spacer.
      expect(tranches.rows[1][1 + k * 22]?.v).toBe(want.name);
      expect(rel(sumColumn('Capex', k), want.capex)).toBeLessThan(1e-9);
      expect(rel(sumColumn('Loan drawn', k), want.debt)).toBeLessThan(1e-9);
      expect(rel(sumColumn('Capitalised interest', k), want.capitalizedInterest)).toBeLessThan(1e-9);
      expect(rel(sumColumn('Prepayment at exit', k), want.prepayment)).toBeLessThan(1e-9);
      expect(rel(sumColumn('Resale / exit value', k), want.resale)).toBeLessThan(1e-9);
      expect(rel(sumColumn('Gain on disposal', k), want.gain)).toBeLessThan(1e-9);
    });
  });

  it('sums the blocks into the Monthly sheet by formulas, with the fleet’s own columns', () => {
    const monthly = spec.sheets.find((s) => s.name === 'Monthly')!;
    const h = 2;
    const capexCol = column(monthly, h, 'Capex');
    // Month 3: the second tranche's delivery, a formula over the Tranches sheet.
    const cell = monthly.rows[h + 1 + 3][capexCol]!;
    expect(cell.f).toMatch(/^'Tranches'!/);
    expect(cell.v).toBe(expected.investment.tranches[1].capex);
    for (const label of ['Capitalised interest', 'Prepayment at exit', 'Resale before H', 'Operating tax (gains left out, for the DSCR)']) expect(column(monthly, h, label)).toBeGreaterThan(0);
    // Month 54: the fourth tranche is sold before H; its resale and prepayment enter the equity flow.
    const row = monthly.rows[h + 1 + 54];
    expect(row[column(monthly, h, 'Resale before H')]!.v).toBeCloseTo(expected.investment.tranches[3].resale, 4);
    expect(row[column(monthly, h, 'Prepayment at exit')]!.v).toBeCloseTo(expected.investment.tranches[3].prepayment, 4);
  });

  it('writes each tranche’s revenue and costs as formulas that recompute to the engine’s (1e-9)', async () => {
    const monthly = spec.sheets.find((s) => s.name === 'Monthly')!;
    const h = 2;
    const inv = run.result.investment!;
    const r = await recompute(bytes, spec, 1e-6);
    const rel = (a: number, b: number) => Math.abs(a - b) / Math.max(1, Math.abs(b));
    for (const [label, engine] of [['Revenue', inv.revenue], ['Power', inv.power], ['Colocation', inv.colo], ['Opex', inv.opex]] as const) {
      const c = column(monthly, h, label);
      expect(c, label).toBeGreaterThan(0);
      for (let m = 1; m <= run.result.horizonMonths; m++) {
        const cell = monthly.rows[h + 1 + m][c]!;
        // A sum of the tranches' own cells, not a value.
        expect(cell.f, `${label} month ${m}`).toMatch(/^'Tranches'!/);
        const got = r.values.get(`Monthly!${a1(h + 1 + m, c)}`) as number;
        expect(rel(got, engine![m]), `${label} month ${m}`).toBeLessThan(1e-9);
      }
    }
    // A tranche's revenue reads the Prices sheet's projection and its terms from the Inputs sheet.
    const rev = column(tranches, head, 'Revenue', 1);
    const f = tranches.rows[head + 1 + 10][rev]!.f!;
    expect(f).toMatch(/'Inputs'!/);
    const market = tranches.rows[head + 1 + 10][column(tranches, head, 'Market price per GPU-hour', 1)]!.f!;
    expect(market).toMatch(/'Prices'!/);
    // Before its delivery (month 3) the second tranche has no revenue cell.
    expect(tranches.rows[head + 1 + 3][rev]).toBeUndefined();
  });

  it('names the sheets and columns in zh-CN', () => {
    const zh = buildWorkbook(run.scenario, run.result, 'zh-CN');
    const sheet = zh.sheets.find((s) => s.name === '分批')!;
    expect(sheet).toBeDefined();
    expect(sheet.rows.flat().some((c) => c?.v === '资本化利息')).toBe(true);
  });
});

describe('fleet variants recompute too', () => {
  const base = JSON.parse(fixture('v4-fleet.json')) as { investment: Record<string, unknown> & { tranches: Record<string, unknown>[] } };
  const variants: [string, (inv: Record<string, unknown> & { tranches?: Record<string, unknown>[] }) => void][] = [
    ['grace interest paid, MACRS with a bonus, tranche utilisation', (inv) => {
      inv.capitalizeGraceInterest = false;
      inv.depreciationMethod = 'macrs5';
      inv.bonusShare = 0.4;
      inv.tranches![1].utilization = 0.7;
    }],
    ['a loan that outlives the horizon (balloon), straight line with a bonus, no loss limit', (inv) => {
      inv.debtTermMonths = 84;
      inv.bonusShare = 0.2;
      delete inv.taxLossLimit;
    }],
    ['an exit on EBITDA and the market residual', (inv) => {
      inv.exit = { mode: 'multiple', evEbitdaMultiple: 4 };
      inv.residualMode = 'market';
    }],
    ['tranches with their own generation, contract, renewal and power per GPU; no take-or-pay', (inv) => {
      inv.takeOrPay = false;
      inv.tranches![1] = { ...inv.tranches![1], generation: 'rubin', contractedShare: 0.5, contractPrice: 4.1, contractMonths: 12, kwPerGPU: 2.4, renewal: { probability: 0.8, months: 9, price: 3.6 } };
      inv.tranches![2] = { ...inv.tranches![2], generation: 'hopper', contractedShare: 0, contractMonths: 0 };
      inv.coloPerKWMonth = 120;
    }],
    ['a single purchase with a resale curve (one tranche)', (inv) => {
      delete inv.tranches;
      inv.gpus = 2048;
    }],
  ];
  for (const [name, change] of variants) {
    it(name, async () => {
      const doc = structuredClone(base);
      change(doc.investment as never);
      const run = runScenario(doc);
      if (!run.ok) throw new Error(JSON.stringify(run.issues));
      const spec = buildWorkbook(run.scenario, run.result, 'en');
      expect(spec.sheets.some((s) => s.name === 'Tranches')).toBe(true);
      const r = await recompute(await writeXlsx(spec), spec, 1e-6);
      expect(r.mismatches.slice(0, 5)).toEqual([]);
      expect(r.formulas).toBeGreaterThan(30 * 61);
    });
  }
});
