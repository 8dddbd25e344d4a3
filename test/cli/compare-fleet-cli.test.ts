// `gpuplan compare --table` prints the fleet plan's rows (in the key results, as the app's Compare)
// and the fleet's rows (their own section), run as a process: the worked example (a fleet plan
// solved with HiGHS, four tranches) beside a scenario with neither ("—"). Every value is derived
// from the reference results (v4-fleet.expected.json), not from the CLI's own output.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const fleet = path.join(root, 'test/fixtures/v4-fleet.json');
const plain = path.join(root, 'test/fixtures/v2-1024-h100.gpuplan.json');
const expected = JSON.parse(readFileSync(path.join(root, 'test/fixtures/v4-fleet.expected.json'), 'utf8'));
const horizon: number = JSON.parse(readFileSync(fleet, 'utf8')).horizonMonths;

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [path.join(root, 'bin/gpuplan.mjs'), ...args], { encoding: 'utf8', cwd: root });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const usd = (v: number, lang = 'en-US') => v.toLocaleString(lang, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&');
/** A table line: the label, then the first scenario's value, then the second's. */
const line = (label: string, a: string, b = '—') => new RegExp(`^${escape(label)}\\s+${escape(a)}\\s+${escape(b)}$`, 'm');

describe('gpuplan compare --table with a fleet plan and a fleet', () => {
  const plan = expected.fleetPlan;
  const tranches: { gpus: number; capitalizedInterest: number }[] = expected.investment.tranches;
  const bought = plan.purchases.reduce((s: number, b: { gpus: number }) => s + b.gpus, 0);
  const sold = plan.sales.filter((s: { exitMonth: number }) => s.exitMonth < horizon).reduce((s: number, x: { gpus: number }) => s + x.gpus, 0);
  const interest = tranches.reduce((s, t) => s + t.capitalizedInterest, 0);

  it('has the same rows under the same labels as the app, in English', () => {
    const r = run('compare', fleet, plain, '--table');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(line('Fleet plan NPV', usd(plan.npv)));
    expect(r.stdout).toMatch(line('Fleet plan gain over keeping', usd(plan.gain)));
    expect(r.stdout).toMatch(line('Refresh months', 'now (month 0)'));
    expect(r.stdout).toMatch(line('GPUs bought by the plan', bought.toLocaleString('en-US')));
    expect(r.stdout).toMatch(line('Owned GPUs sold', sold.toLocaleString('en-US')));
    // The fleet section, after the key results.
    expect(r.stdout.indexOf('\nFleet\n')).toBeGreaterThan(r.stdout.indexOf('Owned GPUs sold'));
    expect(r.stdout).toMatch(line('Tranches', String(tranches.length)));
    expect(r.stdout).toMatch(line('GPUs delivered (all tranches)', tranches.reduce((s, t) => s + t.gpus, 0).toLocaleString('en-US')));
    expect(r.stdout).toMatch(line('Peak IT power', `${(expected.investment.peakPowerKW / 1000).toFixed(2)} MW`));
    expect(r.stdout).toMatch(line('Capitalised interest', usd(interest)));
    expect(r.stdout).toMatch(line('Equity IRR', `${(expected.investment.irrAnnual * 100).toFixed(1)}%`));
    expect(r.stdout).toMatch(line('Project IRR', `${(expected.investment.projectIrrAnnual * 100).toFixed(1)}%`));
    expect(r.stdout).toMatch(line('Largest loan meeting the target DSCR', usd(expected.investment.maxDebt)));
    // --json keeps its shape: the comparison alone.
    const json = JSON.parse(run('compare', fleet, plain, '--json').stdout);
    expect(json.results.some((k: { key: string }) => k.key.startsWith('fleetPlan.'))).toBe(false);
  }, 90_000);

  it('speaks zh-CN, and prints neither section when no scenario has a plan or tranches', () => {
    const zh = run('compare', fleet, plain, '--table', '--lang', 'zh-CN');
    expect(zh.code).toBe(0);
    expect(zh.stdout).toMatch(line('更新月份', '现在（第 0 个月）'));
    expect(zh.stdout).toMatch(line('资本化利息', `US${usd(interest)}`));
    expect(zh.stdout).toMatch(line('批次数', String(tranches.length)));
    const none = run('compare', plain, plain, '--table');
    expect(none.code).toBe(0);
    expect(none.stdout).not.toContain('Fleet plan NPV');
    expect(none.stdout).not.toContain('Tranches');
  }, 90_000);
});
