// The Quotes sheet with quotes that roll over, demand that ends and the ranking's figure (model:
// Quotes › rollover, › demand end, › ranking): a spreadsheet recomputes them from the formulas to
// the engine's figures, and the Summary sheet of a quotes scenario shows each quote's window cost,
// rank, price to win and asks as formulas over the Quotes sheet. Reference figures:
// test/fixtures/v4-demand-scenarios.expected.json.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../models/run';
import { buildWorkbook } from '../../src/export/workbook';
import { writeXlsx } from '../../src/export/xlsx';
import { readXlsx, recompute } from './recompute';

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
type Doc = { workload: Record<string, unknown>; quotes: Record<string, unknown>[] } & Record<string, unknown>;
const example = (): Doc => JSON.parse(fixture('v4-demand-scenarios.json')) as Doc;
const expected = JSON.parse(fixture('v4-demand-scenarios.expected.json')) as { quotes: Array<Record<string, number> & { levers: Record<string, number> }> };

function run(doc: unknown) {
  const r = runScenario(doc as Record<string, unknown>);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r;
}

async function workbook(doc: unknown) {
  const r = run(doc);
  const spec = buildWorkbook(r.scenario, r.result, 'en');
  const bytes = await writeXlsx(spec);
  const wb = await readXlsx(bytes);
  const rc = await recompute(bytes, spec);
  return { r, spec, wb, rc, bytes };
}

type FormulaCell = { formula?: string; result?: unknown };

describe('the Quotes sheet with rollover, a demand end and rank by window plus owed', () => {
  it('recomputes the worked example to the reference figures', async () => {
    const { wb, rc } = await workbook(example());
    expect(rc.mismatches).toEqual([]);
    const ws = wb.getWorksheet('Quotes')!;
    const header = (ws.getRow(10).values as unknown[]).slice(1);
    expect(ws.getCell('D3').value).toBe('Demand ends after month');
    expect((ws.getCell('E3').value as FormulaCell).result).toBe(20);
    expect(ws.getCell('E4').value).toBe(1);
    const columns: [string, string][] = [
      ['Window cost', 'windowCost'], ['Window present value', 'windowPresentValue'], ['Window used (GPU-h)', 'windowUsedGPUHours'],
      ['(Window PV + owed PV) per used GPU-hour (ranking)', ''], ['Rank', 'rank'], ['Price to match the best', 'priceToMatchBest'],
      ['Owed after the window', 'owedAfterWindow'], ['Rollover cost (in window)', 'rolloverCost'], ['Idle cost', 'idleCost'],
    ];
    expected.quotes.forEach((want, i) => {
      for (const [h, key] of columns) {
        const c = header.indexOf(h) + 1;
        expect(c, h).toBeGreaterThan(0);
        if (!key) continue;
        const cell = ws.getCell(11 + i, c).value as FormulaCell;
        if (want[key] !== 0) {
          expect(cell.formula, `${i} ${h}`).toBeTruthy();
          expect(cell.result as number).toBeCloseTo(want[key], 6);
        }
      }
      for (const [h, lever] of [['Ask: idle commitment (window)', 'idle'], ['Ask: delay (window)', 'delay'], ['Ask: premium above the commitment (window)', 'aboveCommitPremium'], ['Ask: price (window)', 'price']]) {
        const cell = ws.getCell(11 + i, header.indexOf(h) + 1).value as FormulaCell;
        expect(cell.formula, h).toBeTruthy();
        expect((cell.result ?? 0) as number).toBeCloseTo(want.levers[lever], 5);
      }
    });
    console.log(`v4-demand-scenarios Quotes: ${rc.formulas} formulas, max relative difference ${rc.maxBySheet.Quotes.toExponential(2)}`);
  });

  it('the Summary of a quotes scenario: window cost, owed, rank, price to win and each ask, as formulas over Quotes', async () => {
    const { wb, rc } = await workbook(example());
    expect(rc.mismatches).toEqual([]);
    const ws = wb.getWorksheet('Summary')!;
    let head = 0;
    ws.eachRow((row, r) => {
      if (row.getCell(1).value === 'Provider') head = r;
    });
    expect(head).toBeGreaterThan(0);
    expect(String(ws.getCell(head - 2, 1).value)).toBe('Quotes over the 18-month window, as formulas over the Quotes sheet');
    expect(String(ws.getCell(head - 1, 1).value)).toContain('plus the present value of what is owed after the window');
    const names = (ws.getRow(head).values as unknown[]).slice(1);
    expect(names).toEqual(['Provider', 'Cost over the window', 'Owed after the window', 'Rank', 'Price to win (per GPU-hour)', 'Ask: idle commitment (window)', 'Ask: delay (window)', 'Ask: premium above the commitment (window)', 'Ask: price (window)']);
    expected.quotes.forEach((want, i) => {
      const cell = (c: number) => ws.getCell(head + 1 + i, c).value as FormulaCell;
      expect(cell(2).formula).toMatch(/^'Quotes'!\$G\$\d+$/);
      expect(cell(2).result as number).toBeCloseTo(want.windowCost, 6);
      expect((cell(3).result ?? 0) as number).toBeCloseTo(want.owedAfterWindow, 6);
      expect(cell(4).result).toBe(want.rank);
      expect(cell(5).result as number).toBeCloseTo(want.priceToMatchBest, 9);
      expect((cell(9).result ?? 0) as number).toBeCloseTo(want.levers.price, 5);
    });
  });

  it('recomputes rollover with indexation, a spot quote, burst and prepayment, and a demand end inside the window', async () => {
    const doc = example();
    doc.workload.rankBy = 'window';
    doc.workload.demandEndMonth = 15;
    doc.workload.windowMonths = 30;
    doc.workload.demandGrowthAnnual = 0.2;
    Object.assign(doc.quotes[0], { annualEscalation: 0.1, termMonths: 14, burstPrice: 3.4, prepayFraction: 0.2, promoGPUHours: 50_000, promoPrice: 1 });
    Object.assign(doc.quotes[2], { spotAvailability: 0.8, taxRate: 0.06, regionPremium: 0.05 });
    const { r, rc, wb } = await workbook(doc);
    expect(rc.mismatches).toEqual([]);
    const [a, , c] = r.result.quotes!.quotes;
    expect(a.rolloverMonths).toBe(30 - 15);
    expect(c.levers.spotFallback).toBeGreaterThan(0);
    expect(r.result.quotes!.rankBy).toBe('window');
    const header = (wb.getWorksheet('Quotes')!.getRow(10).values as unknown[]).slice(1);
    expect(header).toContain('Window PV per used GPU-hour (ranking)');
    expect(header).toContain('Ask: spot fallback (window)');
    console.log(`v4 variant Quotes: max relative difference ${rc.maxBySheet.Quotes.toExponential(2)}`);
  });

  it('catches a wrong rollover month and a wrong ranking flag', async () => {
    const r = run(example());
    const spec = buildWorkbook(r.scenario, r.result, 'en');
    const sheet = spec.sheets.find((s) => s.name === 'Quotes')!;
    // The owed flag at 0 changes the ranking figures of the quote that owes money.
    sheet.rows[3][4] = { ...sheet.rows[3][4]!, v: 0 };
    const rollover = sheet.rows.findIndex((row) => row[1]?.v === 'rollover');
    const cell = sheet.rows[rollover][22]!;
    expect(cell.f).toBeTruthy();
    cell.v = (cell.v as number) * (1 + 1e-6);
    const rc = await recompute(await writeXlsx(spec), spec);
    const cells = rc.mismatches.map((m) => m.cell);
    expect(cells).toContain(`W${rollover + 1}`);
    expect(cells).toContain('J12'); // Neocloud B's ranking figure
  });
});
