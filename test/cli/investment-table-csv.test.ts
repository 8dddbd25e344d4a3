// CLI output of the tax and depreciation investment figures: --table (equity and project side by side, DSCR, tax)
// and --csv --monthly (the monthly cash-flow table), through main() with an in-memory io.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/main';
import { parseArgs } from '../../cli/args';

const fixture = new URL('../fixtures/v2-1024-h100.gpuplan.json', import.meta.url).pathname;
const expected = JSON.parse(readFileSync(new URL('../fixtures/v2-1024-h100.expected.json', import.meta.url), 'utf8')).investment;

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: (s) => (stdout += s),
    stderr: (s) => (stderr += s),
    readText: async (f) => readFileSync(f, 'utf8'),
  });
  return { code, stdout, stderr };
}

describe('gpuplan evaluate with tax and depreciation investment figures', () => {
  it('--table shows equity and project IRR and NPV side by side, the covenant period\'s DSCR and the monthly one, no verdict without a covenant', async () => {
    const r = await run('evaluate', fixture, '--table');
    expect(r.code).toBe(0);
    const irrLine = r.stdout.split('\n').find((l) => l.startsWith('IRR (annual)'))!;
    expect(irrLine).toContain(`${(expected.irrAnnual * 100).toFixed(2)}%`);
    expect(irrLine).toContain(`${(expected.projectIrrAnnual * 100).toFixed(2)}%`);
    // No covenant in this file: both DSCRs are stated without a verdict, the monthly one under its own name.
    expect(r.stdout).toMatch(/Minimum DSCR\s+0\.28× \(lowest year: Year 4 · no covenant set, so no verdict · monthly minimum 0\.21× \(month 48\)\)/);
    expect(r.stdout).toMatch(/Minimum monthly DSCR\s+0\.21× \(month 48; the covenant tests by year\)/);
    expect(r.stdout).not.toMatch(/below 1\.[02]×/);
    expect(r.stdout).toContain('-$31,147,565'); // project NPV
    const zh = await run('evaluate', fixture, '--table', '--lang', 'zh-CN');
    expect(zh.stdout).toContain('项目（无杠杆）');
    expect(zh.stdout).toContain('最低月度偿债覆盖率');
    expect(zh.stdout).toContain('未设契约下限，不作判断');
  });

  it('--csv --monthly prints one row per month whose columns add up, month 0 and H included', async () => {
    const r = await run('evaluate', fixture, '--csv', '--monthly');
    expect(r.code).toBe(0);
    const [head, ...lines] = r.stdout.trim().split('\n');
    const cols = head.split(',');
    expect(cols).toEqual([
      'month', 'date (YYYY-MM-DD)', 'revenue (USD)', 'power (USD)', 'colo (USD)', 'opex (USD)', 'ebitda (USD)', 'depreciation (USD)', 'interest (USD)',
      'principal (USD)', 'balloon (USD)', 'loanBalance (USD)', 'debtService (USD)', 'tax (USD)', 'capex (USD)', 'loanProceeds (USD)', 'residual (USD)',
      'equityCashflow (USD)', 'equityCumulative (USD)', 'dscr (x)', 'projectTax (USD)', 'projectCashflow (USD)', 'projectCumulative (USD)',
    ]);
    expect(lines).toHaveLength(61);
    const col = (name: string) => cols.findIndex((c) => c === name || c.startsWith(`${name} (`));
    const at = (row: string[], name: string) => Number(row[col(name)]);
    const rows = lines.map((l) => l.split(','));
    expect(rows[0][1]).toBe('2027-01-15');
    expect(rows[60][1]).toBe('2032-01-15');
    let eq = 0;
    let pr = 0;
    let minDSCR = Infinity;
    rows.forEach((row, m) => {
      expect(Math.abs(at(row, 'equityCashflow') - expected.cashflows[m])).toBeLessThan(1e-6);
      expect(Math.abs(at(row, 'projectCashflow') - expected.projectCashflows[m])).toBeLessThan(1e-6);
      expect(Math.abs(at(row, 'ebitda') - expected.ebitda[m])).toBeLessThan(1e-6);
      eq += expected.cashflows[m];
      pr += expected.projectCashflows[m];
      expect(Math.abs(at(row, 'equityCumulative') - eq)).toBeLessThan(1e-4);
      expect(Math.abs(at(row, 'projectCumulative') - pr)).toBeLessThan(1e-4);
      // Every row, month 0 and the horizon included, is rebuilt from the columns shown.
      const parts = at(row, 'ebitda') - at(row, 'capex') + at(row, 'loanProceeds') - at(row, 'debtService') - at(row, 'balloon') - at(row, 'tax') + at(row, 'residual');
      expect(Math.abs(parts - at(row, 'equityCashflow'))).toBeLessThan(1e-6);
      if (row[col('dscr')] !== '') minDSCR = Math.min(minDSCR, at(row, 'dscr'));
    });
    // The minimum DSCR read from the CSV is the engine's (the balloon has a column of its own).
    expect(Math.abs(minDSCR - expected.minDSCR)).toBeLessThan(1e-9);
    // The loan is repaid by the horizon: 48-month term inside 60 months, balance 0 from month 48.
    expect(Math.abs(at(rows[60], 'loanBalance'))).toBeLessThan(1e-4);
    expect(at(rows[0], 'loanBalance')).toBe(25_600_000);
    // Straight-line depreciation over 60 months of 51.2M × (1 − 10 %).
    expect(at(rows[1], 'depreciation')).toBeCloseTo((51_200_000 * 0.9) / 60, 6);
    // First month's interest: half the capex borrowed at 9 % APR.
    expect(at(rows[1], 'interest')).toBeCloseTo(25_600_000 * 0.0075, 6);
    // No float noise: at most 12 significant digits where that reads back within 1e-12.
    for (const row of rows) for (const cell of row.slice(2)) if (cell !== '') expect(cell.replace(/^-|\.|e.*$/g, '').replace(/^0+/, '').length).toBeLessThanOrEqual(17);
    expect(r.stdout).not.toMatch(/\d\.\d*0000000\d/);
  });

  it('--csv --monthly has the same columns without a startDate, the date left empty', async () => {
    const doc = JSON.parse(readFileSync(fixture, 'utf8'));
    delete doc.investment.startDate;
    const dated = (await run('evaluate', fixture, '--csv', '--monthly')).stdout.split('\n')[0];
    let stdout = '';
    await main(['evaluate', 'x.json', '--csv', '--monthly'], { stdout: (s) => (stdout += s), stderr: () => undefined, readText: async () => JSON.stringify(doc) });
    const [head, first] = stdout.split('\n');
    expect(head).toBe(dated);
    expect(first.split(',').slice(0, 3)).toEqual(['0', '', '0']);
  });

  it('refuses --monthly without --csv, and for a scenario without an investment', async () => {
    expect(parseArgs(['evaluate', 'a.json', '--monthly'])).toMatchObject({ ok: false });
    expect(parseArgs(['compare', 'a.json', 'b.json', '--monthly'])).toMatchObject({ ok: false });
    const plain = JSON.parse(readFileSync(fixture, 'utf8'));
    delete plain.investment;
    const r = await main(['evaluate', 'x.json', '--csv', '--monthly'], {
      stdout: () => undefined,
      stderr: () => undefined,
      readText: async () => JSON.stringify(plain),
    });
    expect(r).toBe(2);
  });
});
