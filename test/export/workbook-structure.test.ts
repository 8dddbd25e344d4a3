// Issue 28: the written .xlsx opened with exceljs: its sheets, headers, number formats, formulas
// and cached results; and a wrong cached figure is caught by the recomputation.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../models/run';
import { buildWorkbook } from '../../src/export/workbook';
import { writeXlsx } from '../../src/export/xlsx';
import { readXlsx, recompute } from './recompute';

function example(name = 'v2-1024-h100.json') {
  const run = runScenario(readFileSync(new URL(`../fixtures/${name.replace(/\.json$/, '.gpuplan.json')}`, import.meta.url), 'utf8'));
  if (!run.ok) throw new Error('example does not load');
  return run;
}

describe('the written workbook', () => {
  it('has the sheets, headers, formats and formulas a reader audits', async () => {
    const run = example();
    const wb = await readXlsx(await writeXlsx(buildWorkbook(run.scenario, run.result, 'en')));
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Summary', 'Inputs', 'Prices', 'Monthly', 'Yearly', 'Quotes', 'Rent vs buy']);
    const monthly = wb.getWorksheet('Monthly')!;
    const headers = (monthly.getRow(3).values as unknown[]).slice(1);
    for (const h of ['Month', 'Date', 'Revenue', 'Power', 'EBITDA', 'Depreciation', 'Interest', 'Principal', 'Loan closing balance', 'Tax (equity)', 'Debt service (balloon excluded)', 'Balloon at H', 'Capex', 'Loan proceeds', 'Residual / exit value', 'Equity cash flow', 'Project cash flow', 'DSCR']) {
      expect(headers).toContain(h);
    }
    const col = (h: string) => headers.indexOf(h) + 1;
    // Month 1's revenue: a formula over Inputs and Prices, in USD, with the engine's figure cached.
    const revenue = monthly.getCell(5, col('Revenue'));
    expect(revenue.numFmt).toBe('#,##0.00 "USD";-#,##0.00 "USD"');
    expect((revenue.value as { formula: string }).formula).toMatch(/^IF\('Inputs'!\$B\$\d+,/);
    expect((revenue.value as { result: number }).result).toBeCloseTo(run.result.investment!.revenue[1], 6);
    // Month 0 carries the capex and the loan; the equity flow there is −capex + debt.
    expect((monthly.getCell(4, col('Capex')).value as { result: number }).result).toBe(51_200_000);
    expect((monthly.getCell(4, col('Loan proceeds')).value as { result: number }).result).toBe(25_600_000);
    expect(monthly.getCell(3, col('Equity cash flow')).note).toMatch(/\+ received, − paid/);
    expect(monthly.getCell(5, col('Date')).numFmt).toBe('yyyy-mm-dd');
    const summary = wb.getWorksheet('Summary')!;
    const byLabel = new Map<string, number>();
    summary.eachRow((row, r) => byLabel.set(String(row.getCell(1).value), r));
    const formulaOf = (label: string) => (summary.getCell(byLabel.get(label)!, 2).value as { formula: string }).formula;
    // IRR with a guess (Calc's default guess fails on this example), NPV with month 0 outside NPV().
    expect(formulaOf('Equity IRR (monthly)')).toMatch(/^IRR\('Monthly'!\$[A-Z]+\$4:\$[A-Z]+\$64,-?0\.\d+\)$/);
    expect(formulaOf('Equity NPV (month 0 undiscounted)')).toMatch(/^'Monthly'!\$[A-Z]+\$4\+NPV\('Inputs'!\$B\$\d+,'Monthly'!\$[A-Z]+\$5:\$[A-Z]+\$64\)$/);
    expect(formulaOf('Equity XIRR (annual, dated flows)')).toMatch(/^XIRR\(/);
    expect(formulaOf('Minimum monthly DSCR')).toMatch(/^MIN\(/);
    expect(summary.getCell(byLabel.get('Minimum monthly DSCR')!, 3).value).toBeCloseTo(run.result.investment!.minDSCR!, 12);
    // The inputs are labelled rows: label, value, unit, field.
    const inputs = wb.getWorksheet('Inputs')!;
    let pue = 0;
    inputs.eachRow((row, r) => {
      if (row.getCell(4).value === 'site.pue') pue = r;
    });
    expect(inputs.getCell(pue, 2).value).toBe(1.35);
    expect(String(inputs.getCell(pue, 1).value)).toMatch(/PUE/);
  });

  it('names its sheets and headers in Chinese for zh-CN', async () => {
    const run = example();
    const wb = await readXlsx(await writeXlsx(buildWorkbook(run.scenario, run.result, 'zh-CN')));
    expect(wb.worksheets.map((w) => w.name)).toEqual(['汇总', '输入', '价格', '月度', '年度', '报价', '租用还是购买']);
    expect((wb.getWorksheet('月度')!.getRow(3).values as unknown[]).slice(1)).toContain('股权现金流');
  });

  it('writes a cached 0 (exceljs reads it back as absent; the file has <v>0</v>)', async () => {
    const run = example();
    const bytes = await writeXlsx(buildWorkbook(run.scenario, run.result, 'en'));
    const JSZip = (await import('jszip')).default;
    const zip = await JSZip.loadAsync(bytes);
    const names = Object.keys(zip.files).filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n));
    let formulas = 0;
    let cached = 0;
    for (const n of names) {
      const xml = await zip.file(n)!.async('string');
      formulas += (xml.match(/<f>/g) ?? []).length;
      cached += (xml.match(/<\/f><v>[^<]*<\/v>/g) ?? []).length + (xml.match(/<\/f><v\/>/g) ?? []).length;
    }
    expect(formulas).toBeGreaterThan(2000);
    expect(cached).toBe(formulas);
  });

  it('flags a cached figure the formulas do not reproduce', async () => {
    const run = example();
    const spec = buildWorkbook(run.scenario, run.result, 'en');
    const monthly = spec.sheets.find((s) => s.name === 'Monthly')!;
    const revenue = monthly.rows[4].findIndex((c) => c?.f?.startsWith('IF('));
    monthly.rows[4][revenue] = { ...monthly.rows[4][revenue]!, v: (monthly.rows[4][revenue]!.v as number) + 0.01 };
    const r = await recompute(await writeXlsx(spec), spec);
    expect(r.mismatches.map((m) => `${m.sheet}!${m.cell}`)).toEqual([`Monthly!${String.fromCharCode(65 + revenue)}5`]);
  });
});
