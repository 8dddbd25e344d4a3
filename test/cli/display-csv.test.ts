// gpuplan evaluate --csv with a display currency (docs/model.md › Display currency), run as a process: the money
// columns are repeated as <column>_display = amount × rate after displayCurrency and displayRate;
// the scenario's own columns keep their names and places, and a file without `display` is unchanged.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const example = path.join(root, 'test/fixtures/h100-512-colo.gpuplan.json');
let withDisplay = '';

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [path.join(root, 'bin/gpuplan.mjs'), ...args], { encoding: 'utf8', cwd: root });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function table(csv: string): { header: string[]; rows: string[][] } {
  const [head, ...rest] = csv.trim().split('\n');
  return { header: head.split(','), rows: rest.map((l) => l.split(',')) };
}

beforeAll(() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gpuplan-display-csv-'));
  const doc = JSON.parse(readFileSync(example, 'utf8')) as Record<string, unknown>;
  doc.display = { currency: 'CNY', rate: 7.2, asOf: '2026-06-30', source: 'PBoC' };
  withDisplay = path.join(dir, 'cny.gpuplan.json');
  writeFileSync(withDisplay, JSON.stringify(doc));
});

/** CSV numbers carry 12 significant digits (no float noise, issue 28): equal within 1e-11 relative. */
function expectRelative(actual: number, expected: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-11 * Math.max(1, Math.abs(expected)));
}

describe('--csv with a display currency', () => {
  it('months: each money column again × rate, after the scenario’s columns', () => {
    const plain = table(run('evaluate', example, '--csv').stdout);
    const r = run('evaluate', withDisplay, '--csv');
    expect(r.code).toBe(0);
    const t = table(r.stdout);
    // The scenario's own columns are unchanged, in the same places.
    expect(t.header.slice(0, plain.header.length)).toEqual(plain.header);
    expect(t.rows[12].slice(0, plain.header.length)).toEqual(plain.rows[12]);
    const money = plain.header.filter((h) => h !== 'month');
    // "revenue (USD)" → "revenue_display (CNY)", "price_hopper (USD/GPU-h)" → "price_hopper_display (CNY/GPU-h)".
    const display = (h: string) => h.replace(/ \((USD)(.*)\)$/, '_display (CNY$2)');
    expect(money).toContain('price_hopper (USD/GPU-h)');
    expect(t.header.slice(plain.header.length)).toEqual(['displayCurrency', 'displayRate', ...money.map(display)]);
    for (const row of [0, 1, 12, 60]) {
      const cells = t.rows[row];
      expect(cells[t.header.indexOf('displayCurrency')]).toBe('CNY');
      expect(Number(cells[t.header.indexOf('displayRate')])).toBe(7.2);
      for (const h of money) {
        const own = Number(cells[t.header.indexOf(h)]);
        expectRelative(Number(cells[t.header.indexOf(display(h))]), own * 7.2);
      }
    }
    // Month 0 is the outlay net of debt: -8,704,000 USD = -62,668,800 CNY.
    expect(Number(t.rows[0][t.header.indexOf('cashflow_display (CNY)')])).toBe(-62_668_800);
  });

  it('--quotes and --part rent-vs-buy carry the display columns too; --monthly as well', () => {
    const q = table(run('evaluate', withDisplay, '--csv', '--quotes').stdout);
    const total = q.header.indexOf('totalCost (USD)');
    expectRelative(Number(q.rows[0][q.header.indexOf('totalCost_display (CNY)')]), Number(q.rows[0][total]) * 7.2);
    expect(q.header).toContain('effectivePerUsedGPUHour_display (CNY/GPU-h)');
    expect(q.header.some((h) => h.startsWith('rank_display'))).toBe(false);
    const v = table(run('evaluate', withDisplay, '--csv', '--part', 'rent-vs-buy').stdout);
    expectRelative(Number(v.rows[10][v.header.indexOf('buy_display (CNY/GPU-year)')]), Number(v.rows[10][v.header.indexOf('buy (USD/GPU-year)')]) * 7.2);
    const m = table(run('evaluate', withDisplay, '--csv', '--monthly').stdout);
    expect(m.header).toContain('equityCumulative_display (CNY)');
    expect(m.header.some((h) => h.startsWith('month_display'))).toBe(false);
    expectRelative(Number(m.rows[5][m.header.indexOf('ebitda_display (CNY)')]), Number(m.rows[5][m.header.indexOf('ebitda (USD)')]) * 7.2);
  });

  it('a file without display, beside one with it, leaves the display columns of its quotes empty', () => {
    const q = table(run('evaluate', example, withDisplay, '--csv', '--quotes').stdout);
    const cur = q.header.indexOf('displayCurrency');
    expect(cur).toBeGreaterThan(0);
    const names = q.rows.map((r) => r[cur]);
    expect(names.filter((n) => n === '')).toHaveLength(3);
    expect(names.filter((n) => n === 'CNY')).toHaveLength(3);
    expect(run('evaluate', example, '--csv', '--quotes').stdout).not.toContain('displayCurrency');
  });
});
