// `gpuplan export FILE -o plan.xlsx` run as a process (issue 28): the workbook is written, opens
// in exceljs, carries the same figures as `evaluate --json`, and its formulas recompute to them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readXlsx } from '../export/recompute';

const root = path.resolve(__dirname, '../..');
const example = path.join(root, 'test/fixtures/v2-1024-h100.gpuplan.json');

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [path.join(root, 'bin/gpuplan.mjs'), ...args], { encoding: 'utf8', cwd: root });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('gpuplan export', () => {
  it('writes the workbook with the engine figures of evaluate --json', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gpuplan-export-'));
    const out = path.join(dir, 'plan.xlsx');
    const r = run('export', example, '-o', out);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/plan\.xlsx: workbook written \(7 sheets, \d{4} formulas\)/);
    const json = JSON.parse(run('evaluate', example, '--json').stdout);
    const wb = await readXlsx(new Uint8Array(readFileSync(out)));
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Summary', 'Inputs', 'Prices', 'Monthly', 'Yearly', 'Quotes', 'Rent vs buy']);
    const summary = wb.getWorksheet('Summary')!;
    const engine = new Map<string, unknown>();
    summary.eachRow((row) => engine.set(String(row.getCell(1).value), row.getCell(3).value));
    expect(engine.get('Equity IRR (monthly)')).toBe(json.investment.irrMonthly);
    expect(engine.get('Equity NPV (month 0 undiscounted)')).toBe(json.investment.npv);
    expect(engine.get('Equity XIRR (annual, dated flows)')).toBe(json.investment.xirrAnnual);
    expect(engine.get('Minimum monthly DSCR')).toBe(json.investment.minDSCR);
  });

  it('refuses a wrong output name, several files or no -o (exit 2), in either language', () => {
    const bad = run('export', example, '-o', 'plan.pdf');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/-o must name a \.xlsx file \(got plan\.pdf\)/);
    expect(run('export', example, example, '-o', 'x.xlsx').stderr).toMatch(/export takes one scenario file/);
    expect(run('export', example).stderr).toMatch(/export needs -o OUT\.xlsx/);
    expect(run('export', example, '--lang', 'zh-CN').stderr).toMatch(/export 需要 -o OUT\.xlsx/);
    const missing = run('export', path.join(root, 'nope.json'), '-o', 'x.xlsx');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/file not found/);
  });

  it('is in --help', () => {
    expect(run('--help').stdout).toMatch(/gpuplan export FILE -o OUT\.xlsx/);
  });
});
