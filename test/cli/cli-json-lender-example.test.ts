// The covenant worked example (test/fixtures/v3-lender.gpuplan.json: grace, a yearly covenant, a renewal,
// an exit on EBITDA, MACRS with bonus, a project discount rate) through `gpuplan evaluate --json`,
// run as a process: every field of the reference results (v3-lender.expected.json, copied into
// test/fixtures) equal to 1e-9 — money relative to its scale, rates absolutely, integers and
// lists (covenantBreaches, dscrByPeriod's periods and months) exactly.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const example = path.join(root, 'test/fixtures/v3-lender.gpuplan.json');
const expected: unknown = JSON.parse(readFileSync(path.join(root, 'test/fixtures/v3-lender.expected.json'), 'utf8'));

/** Every leaf of `want` compared with the value at the same path of `got`; the differences listed. */
function differences(got: unknown, want: unknown, at = ''): string[] {
  if (want === null || typeof want !== 'object') {
    if (typeof want === 'number') {
      const ok = typeof got === 'number' && (Number.isInteger(want) && Math.abs(want) < 1e6 ? got === want || Math.abs(got - want) <= 1e-9 : Math.abs(got - want) <= 1e-9 * Math.max(1, Math.abs(want)));
      return ok ? [] : [`${at}: ${String(got)} ≠ ${want}`];
    }
    return Object.is(got, want) ? [] : [`${at}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`];
  }
  if (got === null || typeof got !== 'object') return [`${at}: missing (${JSON.stringify(got)})`];
  if (Array.isArray(want) && (!Array.isArray(got) || got.length !== want.length)) return [`${at}: length ${Array.isArray(got) ? got.length : 'none'} ≠ ${want.length}`];
  const g = got as Record<string, unknown>;
  return Object.entries(want).flatMap(([k, v]) => differences(g[k], v, `${at}.${k}`));
}

describe('gpuplan evaluate --json on the lender example', () => {
  it('matches every field of the reference results', () => {
    const r = spawnSync(process.execPath, [path.join(root, 'bin/gpuplan.mjs'), 'evaluate', example, '--json'], { encoding: 'utf8', cwd: root });
    // The example's air-cooled 40.8 kW racks warn (stderr); the loader must not refuse it.
    expect(r.stderr).not.toMatch(/error/i);
    expect(r.status).toBe(0);
    const out: unknown = JSON.parse(r.stdout);
    expect(differences(out, expected)).toEqual([]);
    // The check can fail: a changed breach list is reported at its path.
    const changed = structuredClone(out) as { investment: { covenantBreaches: number[] } };
    changed.investment.covenantBreaches = [3, 4];
    expect(differences(changed, expected)[0]).toMatch(/^\.investment\.covenantBreaches: length 2 ≠ 3$/);
  });
});

describe('gpuplan evaluate --csv --part years and --table on the lender example', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, [path.join(root, 'bin/gpuplan.mjs'), 'evaluate', example, ...args], { encoding: 'utf8', cwd: root });
  const want = (expected as { investment: Record<string, any> }).investment;
  const sum = (a: number[]) => a.reduce((s, x) => s + x, 0);

  it('writes one row per year whose sums and DSCRs agree with the reference results', () => {
    const r = run('--csv', '--part', 'years');
    expect(r.status).toBe(0);
    const [head, ...lines] = r.stdout.trim().split('\n');
    const header = head.split(',');
    expect(header).toEqual(['year', 'fromMonth', 'toMonth', 'revenue (USD)', 'costs (USD)', 'ebitda (USD)', 'depreciation (USD)', 'interest (USD)', 'tax (USD)', 'debtService (USD)', 'balloon (USD)', 'residualValue (USD)', 'equityFlow (USD)', 'projectFlow (USD)', 'dscr (x)']);
    const cols = header.map((h) => h.replace(/ \(.*\)$/, '')); // the names without their units
    const rows = lines.map((l) => Object.fromEntries(l.split(',').map((c, k) => [cols[k], c === '' ? null : Number(c)])));
    expect(rows.map((x) => [x.year, x.fromMonth, x.toMonth])).toEqual([[0, 0, 0], [1, 1, 12], [2, 13, 24], [3, 25, 36], [4, 37, 48], [5, 49, 60]]);
    const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-9 * Math.max(1, sum(want.cashflows.map(Math.abs))));
    close(sum(rows.map((x) => x.equityFlow!)), sum(want.cashflows));
    close(sum(rows.map((x) => x.projectFlow!)), sum(want.projectCashflows));
    close(sum(rows.map((x) => x.ebitda!)), sum(want.ebitda));
    close(sum(rows.map((x) => x.tax!)), sum(want.tax));
    close(rows[5].residualValue!, want.residualValue);
    // The yearly DSCR is the covenant's period DSCR (dscrPeriod "year").
    want.dscrByPeriod.forEach((p: { period: number; dscr: number }) => expect(Math.abs(rows[p.period].dscr! - p.dscr)).toBeLessThanOrEqual(1e-9));
    expect(rows[5].dscr).toBeNull(); // the loan ends at month 48
  });

  it('names the breached years in --table, in both languages', () => {
    const en = run('--table').stdout;
    expect(en).toContain('Covenant breached in: Year 2, Year 3, Year 4');
    expect(en).toMatch(/Minimum DSCR: 0\.21× \(Year 4\)/);
    expect(en).toContain('Yearly P&L and cash flows (USD)');
    const zh = run('--table', '--lang', 'zh-CN').stdout;
    expect(zh).toContain('违反契约的期次: 年份 2, 年份 3, 年份 4');
  });
});
