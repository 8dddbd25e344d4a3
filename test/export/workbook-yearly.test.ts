// Issue 33 point 13: the workbook's Yearly sheet (P&L, cash flow, DSCR by year) as formulas over the
// Monthly sheet, recomputed by HyperFormula to the engine's figures; the lender's yearly DSCR is the
// reference result's dscrByPeriod.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../models/run';
import { buildWorkbook } from '../../src/export/workbook';
import { writeXlsx } from '../../src/export/xlsx';
import { recompute } from './recompute';

const FIXTURES = path.resolve(__dirname, '../fixtures');
const lender = JSON.parse(readFileSync(path.join(FIXTURES, 'v3-lender.gpuplan.json'), 'utf8')) as Record<string, any>;
const expected = JSON.parse(readFileSync(path.join(FIXTURES, 'v3-lender.expected.json'), 'utf8')) as Record<string, any>;

async function yearly(doc: unknown, lang: 'en' | 'zh-CN' = 'en') {
  const run = runScenario(doc);
  if (!run.ok) throw new Error(JSON.stringify(run.issues));
  const spec = buildWorkbook(run.scenario, run.result, lang);
  const sheet = spec.sheets.find((s) => s.name === (lang === 'en' ? 'Yearly' : '年度'));
  const r = await recompute(await writeXlsx(spec), spec);
  return { run, spec, sheet, r };
}

describe('the Yearly sheet', () => {
  it('recomputes to the engine and gives the reference yearly DSCR (lender example)', async () => {
    const { sheet, r, run } = await yearly(lender);
    expect(sheet).toBeDefined();
    expect(r.mismatches.filter((m) => m.sheet === 'Yearly')).toEqual([]);
    expect(r.maxBySheet.Yearly).toBeLessThanOrEqual(1e-9);
    const header = sheet!.rows[2].map((c) => c?.v);
    const dscrCol = header.indexOf('DSCR of the year');
    const equityCol = header.indexOf('Equity cash flow');
    // Years 1..4 are the covenant's periods: the reference's dscrByPeriod.
    for (const p of expected.investment.dscrByPeriod as { period: number; dscr: number }[]) {
      const c = sheet!.rows[3 + p.period][dscrCol]!;
      expect(c.f).toMatch(/^IF\(SUM\('Monthly'!/);
      expect(Math.abs((c.v as number) - p.dscr)).toBeLessThanOrEqual(1e-9 * Math.max(1, p.dscr));
    }
    expect(sheet!.rows[3 + 5][dscrCol]!.v).toBe(''); // year 5: the loan is repaid
    // The equity flows by year add up to the monthly flows.
    const total = sheet!.rows.slice(3).reduce((a, row) => a + ((row[equityCol]?.v as number) ?? 0), 0);
    const monthly = run.result.investment!.cashflows.reduce((a, b) => a + b, 0);
    expect(Math.abs(total - monthly)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(monthly)));
  });

  it('leaves the exit’s gain out of the last year’s DSCR when the loan runs to the horizon', async () => {
    const doc = structuredClone(lender);
    doc.investment.debtTermMonths = 60; // month H = 60 is in the loan term
    const { r, run, sheet } = await yearly(doc, 'zh-CN');
    expect(r.mismatches.filter((m) => m.sheet === '年度')).toEqual([]);
    const periods = run.result.investment!.dscrByPeriod;
    expect(periods).toHaveLength(5);
    const dscrCol = sheet!.rows[2].map((c) => c?.v).indexOf('当年 DSCR');
    for (const p of periods) expect(Math.abs((sheet!.rows[3 + p.period][dscrCol]!.v as number) - p.dscr!)).toBeLessThanOrEqual(1e-9 * Math.max(1, p.dscr!));
    expect(sheet!.rows[3 + 5][dscrCol]!.f).toContain('MAX(0,');
  });
});

describe('the zh-CN Inputs sheet', () => {
  it('writes option values as the form’s labels in Chinese, the file’s value in a note', async () => {
    const doc = structuredClone(lender);
    doc.site.powerBasis = 'it';
    doc.investment.residualMode = 'fraction';
    const run = runScenario(doc);
    if (!run.ok) throw new Error(JSON.stringify(run.issues));
    const spec = buildWorkbook(run.scenario, run.result, 'zh-CN');
    const inputs = spec.sheets.find((s) => s.name === '输入')!;
    const byPath = (p: string) => inputs.rows.find((r) => r[3]?.v === p)![1]!;
    expect(byPath('site.powerBasis')).toEqual({ v: 'IT 负载（关键电力）', note: 'it' });
    expect(byPath('investment.residualMode')).toEqual({ v: '资本支出的固定比例', note: 'fraction' });
    expect(byPath('site.cooling').v).not.toBe('air');
    expect(byPath('site.cooling').note).toBe('air');
    // Every formula still recomputes (none reads an option).
    const r = await recompute(await writeXlsx(spec), spec);
    expect(r.mismatches.slice(0, 3)).toEqual([]);
  });
});
