// Issue 28 with docs/model.md › Quotes › Window: the Quotes sheet shows the window figures the app ranks by, as
// formulas over per-quote month blocks, and a spreadsheet reproduces them (window cost and present
// value, used hours, the ratios, rank, price to match, fallback, owed after the window, delay cost).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../models/run';
import type { QuoteResult } from '../../models/quotes';
import { buildWorkbook } from '../../src/export/workbook';
import { writeXlsx } from '../../src/export/xlsx';
import { readXlsx, recompute } from './recompute';

const EXAMPLE = path.resolve(import.meta.dirname, '../fixtures/v3-renter-mix.gpuplan.json');

function run(doc: unknown) {
  const r = runScenario(doc);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r;
}

const COLUMNS: [string, keyof QuoteResult][] = [
  ['Window used (GPU-h)', 'windowUsedGPUHours'],
  ['Window cost', 'windowCost'],
  ['Window present value', 'windowPresentValue'],
  ['Window cost per used GPU-hour', 'windowPerUsedGPUHour'],
  ['Window PV per used GPU-hour (ranking)', 'windowPVPerUsedGPUHour'],
  ['Rank', 'rank'],
  ['Price to match the best', 'priceToMatchBest'],
  ['Fallback after the term (in window)', 'fallbackCost'],
  ['Owed after the window', 'owedAfterWindow'],
  ['Delay cost (net of the quote’s price)', 'delayCost'],
];

async function quotesSheet(doc: unknown) {
  const r = run(doc);
  const spec = buildWorkbook(r.scenario, r.result, 'en');
  const bytes = await writeXlsx(spec);
  const wb = await readXlsx(bytes);
  const ws = wb.getWorksheet('Quotes')!;
  const header = (ws.getRow(10).values as unknown[]).slice(1);
  const rc = await recompute(bytes, spec);
  return { r, ws, header, rc };
}

describe('the Quotes sheet on the quote window', () => {
  it('writes the worked example’s window figures as formulas that recompute to the expected figures', async () => {
    const { r, ws, header, rc } = await quotesSheet(readFileSync(EXAMPLE, 'utf8'));
    const expected = JSON.parse(readFileSync(EXAMPLE.replace('.gpuplan.json', '.expected.json'), 'utf8')) as { quotesWindowMonths: number; quotes: Record<string, number>[] };
    expect(rc.mismatches).toEqual([]);
    expect(ws.getCell('A3').value).toBe('Window W (months)');
    // W from the workload's windowMonths on Inputs (whole months, at least 1).
    expect(ws.getCell('B3').value).toEqual({ formula: expect.stringMatching(/^MAX\(1,INT\('Inputs'!\$B\$\d+\)\)$/), result: expected.quotesWindowMonths });
    const qs = r.result.quotes!.quotes;
    qs.forEach((q, i) => {
      for (const [h, key] of COLUMNS) {
        const c = header.indexOf(h) + 1;
        expect(c, h).toBeGreaterThan(0);
        const cell = ws.getCell(11 + i, c).value as { formula?: string; result?: unknown };
        expect(cell.formula, `${q.provider} ${h}`).toBeTruthy();
        const want = expected.quotes[i][key] ?? (q[key] as number);
        if (typeof want === 'number' && want !== 0) expect(cell.result as number).toBeCloseTo(want, 6);
      }
    });
    // The window sums are over the quote's month block.
    const costCol = header.indexOf('Window cost') + 1;
    expect((ws.getCell(11, costCol).value as { formula: string }).formula).toMatch(/^SUMPRODUCT\(\$H\$\d+:\$H\$\d+,\$I\$\d+:\$I\$\d+\)$/);
    console.log(`v3-renter-mix Quotes: max relative difference ${rc.maxBySheet.Quotes.toExponential(2)}`);
  });

  it('recomputes a short window, no bridge price, a quote using nothing in the window and a tie', async () => {
    const doc = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as { workload: Record<string, unknown>; quotes: Record<string, unknown>[] };
    doc.workload.windowMonths = 6;
    delete doc.workload.bridgePrice;
    doc.quotes.push({ ...doc.quotes[1], provider: 'Late Co', deliveryMonth: 9, leadTimeWeeks: undefined });
    doc.quotes.push({ ...doc.quotes[0], provider: 'Twin of Northwind' });
    const { r, rc } = await quotesSheet(doc);
    expect(rc.mismatches).toEqual([]);
    const qs = r.result.quotes!.quotes;
    expect(qs[2].windowUsedGPUHours).toBe(0);
    expect(qs[2].rank).toBe(4);
    expect(qs[1].owedAfterWindow).toBeGreaterThan(0);
    expect(qs[0].windowPVPerUsedGPUHour).toBe(qs[3].windowPVPerUsedGPUHour);
    expect(qs[3].rank).toBe(qs[0].rank + 1);
    console.log(`variant Quotes: max relative difference ${rc.maxBySheet.Quotes.toExponential(2)}`);
  });

  it('recomputes promo hours spanning months, indexation, premium, tax, burst and a price above the commitment', async () => {
    const doc = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as { workload: Record<string, unknown>; quotes: Record<string, unknown>[] };
    doc.workload.demandGrowthAnnual = 0.2;
    doc.workload.windowMonths = 30;
    Object.assign(doc.quotes[0], { promoGPUHours: 200_000, annualEscalation: 0.05, termMonths: 30, regionPremium: 0.1, taxRate: 0.08, prepayFraction: 0.3, prepayDiscount: 0.04 });
    Object.assign(doc.quotes[1], { gpus: 100, burstPrice: 3.1, committedShare: 0.7, aboveCommitPrice: 2.05, promoGPUHours: 5_000, promoPrice: 0.9, promoMode: 'monthly' });
    const { r, rc } = await quotesSheet(doc);
    expect(rc.mismatches).toEqual([]);
    const [a, b] = r.result.quotes!.quotes;
    expect(a.schedule.filter((m) => m.promoGPUHours > 0).length).toBeGreaterThan(2);
    expect(b.burstGPUHours).toBeGreaterThan(0);
    expect(a.priceToMatchBest === null || b.priceToMatchBest === null).toBe(false);
    console.log(`terms Quotes: max relative difference ${rc.maxBySheet.Quotes.toExponential(2)}`);
  });

  it('recomputes spot quotes (issue 27): served share, fallback at the bridge price, a committed spot quote without a bridge', async () => {
    const doc = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as { workload: Record<string, unknown>; quotes: Record<string, unknown>[] };
    Object.assign(doc.quotes[0], { spotAvailability: 0.6, taxRate: 0.1 });
    Object.assign(doc.quotes[1], { spotAvailability: 0.75, committedShare: 0.95, burstPrice: 3.1 });
    const { r, ws, header, rc } = await quotesSheet(doc);
    expect(rc.mismatches).toEqual([]);
    const [a, b] = r.result.quotes!.quotes;
    expect(a.spotFallbackGPUHours).toBeGreaterThan(0);
    expect(b.idleCost).toBeGreaterThan(0);
    const c = header.indexOf('Spot fallback cost (bridging price)') + 1;
    expect(c).toBeGreaterThan(0);
    const cell = ws.getCell(11, c).value as { formula: string; result: number };
    expect(cell.formula).toMatch(/^SUM\(/);
    expect(cell.result).toBeCloseTo(a.spotFallbackCost, 6);
    console.log(`spot Quotes: max relative difference ${rc.maxBySheet.Quotes.toExponential(2)}`);
    // Without a bridge price the hours a spot quote cannot serve are uncovered: no fallback cost.
    delete doc.workload.bridgePrice;
    const bare = await quotesSheet(doc);
    expect(bare.rc.mismatches).toEqual([]);
    expect(bare.r.result.quotes!.quotes[0].spotFallbackCost).toBe(0);
    expect(bare.r.result.quotes!.quotes[0].demandCoveredShare).toBeLessThan(0.61);
  });

  it('catches a wrong window figure', async () => {
    const r = run(readFileSync(EXAMPLE, 'utf8'));
    const spec = buildWorkbook(r.scenario, r.result, 'en');
    const sheet = spec.sheets.find((s) => s.name === 'Quotes')!;
    const cell = sheet.rows[10][7]!;
    expect(cell.f).toMatch(/^SUM\(/);
    cell.v = (cell.v as number) * (1 + 1e-6);
    const rc = await recompute(await writeXlsx(spec), spec);
    expect(rc.mismatches.map((m) => m.cell)).toContain('H11');
  });
});
