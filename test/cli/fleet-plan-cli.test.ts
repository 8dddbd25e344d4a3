// The fleet plan in the `gpuplan` CLI, run as a process on the worked example: --json's fleetPlan
// against the reference, the --table sentence in both languages, `--csv --part fleet-plan` and
// `--fleet-tranches` (the purchases as investment.tranches).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const file = path.join(root, 'test/fixtures/v4-fleet.json');
const expected = JSON.parse(readFileSync(path.join(root, 'test/fixtures/v4-fleet.expected.json'), 'utf8')).fleetPlan;

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [path.join(root, 'bin/gpuplan.mjs'), ...args], { encoding: 'utf8', cwd: root });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('gpuplan evaluate on a file with a fleetPlan', () => {
  it('--json carries the solved plan', () => {
    const r = run('evaluate', file, '--json');
    expect(r.code).toBe(0);
    const plan = JSON.parse(r.stdout).fleetPlan;
    expect(plan.purchases).toEqual(expected.purchases);
    expect(plan.sales).toEqual(expected.sales);
    expect(Math.abs(plan.npv - expected.npv)).toBeLessThanOrEqual(1e-9 * expected.npv);
    expect(plan.refreshMonths).toEqual([0]);
  }, 60_000);

  it('--table answers in one sentence with money, in English and Chinese', () => {
    const en = run('evaluate', file, '--table');
    expect(en.code).toBe(0);
    expect(en.stdout).toContain('Sell the 1,024 H100 (2024) now; fill the site with 7,568 B200; in month 12 replace 2,984 B200 with 2,304 Rubin — NPV $157.2M, $120.8M more than keeping the H100 (2024)');
    expect(en.stdout).toMatch(/buy\s+Rubin\s+12\s+60\s+2,304/);
    expect(en.stdout).toMatch(/Refresh months\s+now \(month 0\)/);
    const zh = run('evaluate', file, '--table', '--lang', 'zh-CN');
    expect(zh.stdout).toContain('现在卖出全部 1,024 张 H100 (2024)；用 7,568 张 B200 填满站点；第 12 个月用 2,304 张 Rubin 替换 2,984 张 B200 —— NPV US$1.572亿，比保留 H100 (2024) 多 US$1.208亿');
    expect(zh.stdout).toMatch(/更新月份\s+现在（第 0 个月）/);
  }, 60_000);

  it('--csv --part fleet-plan lists the purchases and sales', () => {
    const r = run('evaluate', file, '--csv', '--part', 'fleet-plan');
    expect(r.stdout).toBe([
      'action,name,deliveryMonth (month),exitMonth (month),gpus (GPUs)',
      'buy,B200,0,12,2984',
      'buy,B200,0,60,4584',
      'buy,Rubin,12,60,2304',
      'sell,H100 (2024),,0,1024',
      '',
    ].join('\n'));
  }, 60_000);

  it('--fleet-tranches prints the purchases as investment.tranches', () => {
    const r = run('evaluate', file, '--fleet-tranches');
    expect(r.code).toBe(0);
    const tranches = JSON.parse(r.stdout);
    expect(tranches.map((t: { name: string; gpus: number; deliveryMonth: number; exitMonth: number }) => [t.name, t.gpus, t.deliveryMonth, t.exitMonth])).toEqual([
      ['B200 0–12', 2984, 0, 12],
      ['B200 0–60', 4584, 0, 60],
      ['Rubin 12–60', 2304, 12, 60],
    ]);
    // The candidate's merchant terms are written out, so the investment's contract does not apply.
    expect(tranches[2]).toMatchObject({ generation: 'rubin', capexPerGPU: 90000, kwPerGPU: 2.5, contractedShare: 0, contractMonths: 0 });
    const none = run('evaluate', path.join(root, 'test/fixtures/h100-512-colo.gpuplan.json'), '--fleet-tranches');
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('no fleetPlan section');
  }, 60_000);
});
