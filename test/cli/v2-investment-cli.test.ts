// CLI output of the v2.2 investment figures: --table (equity and project side by side, DSCR, tax)
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

describe('gpuplan evaluate with v2.2 investment figures', () => {
  it('--table shows equity and project IRR and NPV side by side, DSCR with its month and the flag', async () => {
    const r = await run('evaluate', fixture, '--table');
    expect(r.code).toBe(0);
    const irrLine = r.stdout.split('\n').find((l) => l.startsWith('IRR (annual)'))!;
    expect(irrLine).toContain(`${(expected.irrAnnual * 100).toFixed(2)}%`);
    expect(irrLine).toContain(`${(expected.projectIrrAnnual * 100).toFixed(2)}%`);
    expect(r.stdout).toMatch(/Minimum monthly DSCR \(month\)\s+0\.21× \(48\) — below 1\.0×/);
    expect(r.stdout).toContain('-$31,147,565'); // project NPV
    const zh = await run('evaluate', fixture, '--table', '--lang', 'zh-CN');
    expect(zh.stdout).toContain('项目（无杠杆）');
    expect(zh.stdout).toContain('低于 1.0×');
  });

  it('--csv --monthly prints one row per month whose columns add up', async () => {
    const r = await run('evaluate', fixture, '--csv', '--monthly');
    expect(r.code).toBe(0);
    const [head, ...lines] = r.stdout.trim().split('\n');
    const cols = head.split(',');
    expect(cols.slice(0, 3)).toEqual(['month', 'date', 'revenue']);
    expect(lines).toHaveLength(61);
    const at = (row: string[], name: string) => Number(row[cols.indexOf(name)]);
    const rows = lines.map((l) => l.split(','));
    expect(rows[0][1]).toBe('2027-01-15');
    expect(rows[60][1]).toBe('2032-01-15');
    let eq = 0;
    let pr = 0;
    rows.forEach((row, m) => {
      expect(Math.abs(at(row, 'equityCashflow') - expected.cashflows[m])).toBeLessThan(1e-6);
      expect(Math.abs(at(row, 'projectCashflow') - expected.projectCashflows[m])).toBeLessThan(1e-6);
      expect(Math.abs(at(row, 'ebitda') - expected.ebitda[m])).toBeLessThan(1e-6);
      eq += expected.cashflows[m];
      pr += expected.projectCashflows[m];
      expect(Math.abs(at(row, 'equityCumulative') - eq)).toBeLessThan(1e-4);
      expect(Math.abs(at(row, 'projectCumulative') - pr)).toBeLessThan(1e-4);
      if (m >= 1 && m < 60) {
        const parts = at(row, 'ebitda') - at(row, 'debtService') - at(row, 'tax');
        expect(Math.abs(parts - at(row, 'equityCashflow'))).toBeLessThan(1e-6);
      }
    });
    // Straight-line depreciation over 60 months of 51.2M × (1 − 10 %).
    expect(at(rows[1], 'depreciation')).toBeCloseTo((51_200_000 * 0.9) / 60, 6);
    // First month's interest: half the capex borrowed at 9 % APR.
    expect(at(rows[1], 'interest')).toBeCloseTo(25_600_000 * 0.0075, 6);
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
