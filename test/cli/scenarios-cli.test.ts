// The demand plan under scenarios in the `gpuplan` CLI, run as a process on the worked example
// (test/fixtures/v4-demand-scenarios.json, its quotes left out): --table's "Demand scenarios" block in
// both languages (what to sign now, the scenario table, the regret table with the worst case named,
// VSS and EVPI in one sentence each) and `--csv --part scenarios`. Figures are checked against the
// reference results (v4-demand-scenarios.expected.json).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioResult } from '../../models/portfolio';
import { demandScenariosEn, demandScenariosZhCN } from '../../src/i18n/areas/demand-scenarios';

const root = path.resolve(__dirname, '../..');
const expected = JSON.parse(readFileSync(path.join(root, 'test/fixtures/v4-demand-scenarios.expected.json'), 'utf8')).portfolio as PortfolioResult;
let file = '';

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [path.join(root, 'bin/gpuplan.mjs'), ...args], { encoding: 'utf8', cwd: root });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function line(out: string, label: string): string {
  const found = out.split('\n').find((l) => l.trimStart().startsWith(label));
  if (found === undefined) throw new Error(`no line starting with ${label} in\n${out}`);
  return found;
}

const usd = (v: number, lang = 'en') => v.toLocaleString(lang, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const scenario = (name: string) => expected.scenarios!.find((s) => s.name === name)!;

beforeAll(() => {
  const { quotes: _q, workload: _w, ...doc } = JSON.parse(readFileSync(path.join(root, 'test/fixtures/v4-demand-scenarios.json'), 'utf8'));
  file = path.join(mkdtempSync(path.join(tmpdir(), 'gpuplan-scenarios-')), 'plan.gpuplan.json');
  writeFileSync(file, JSON.stringify(doc));
});

describe('gpuplan evaluate --table on a plan with demand scenarios', () => {
  it('says what to sign now, each scenario, what a wrong guess costs, VSS and EVPI (en)', () => {
    const r = run('evaluate', file, '--table', '--lang', 'en');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = r.stdout;
    // 200 GPUs on the 3-year offer from month 1, 64 of them already signed: 136 to sign now.
    expect(line(out, demandScenariosEn.signNow)).toBe('Sign now: 136 GPUs on 3-year; 64 GPUs already fixed');
    expect(line(out, 'later:')).toContain('8 GPUs on 1-year from month 20');
    expect(line(out, 'Expected cost')).toContain(usd(expected.expectedObjective!));
    expect(line(out, 'Mean cost of the worst 10 %')).toContain(usd(expected.cvar!));
    const high = line(out, 'high ');
    for (const v of [scenario('high').presentCost, scenario('high').ownOptimum, scenario('high').regret]) expect(high).toContain(usd(v));
    expect(high).toContain('25 %');
    // The chosen plan's worst regret is in the low scenario (3.78M against 1.05M in high).
    const chosen = line(out, `${demandScenariosEn.planChosen} `);
    expect(chosen).toContain(`${usd(scenario('low').regret)} (low)`);
    expect(chosen).toContain(usd(expected.regretTable![0].cost.high));
    const ev = line(out, demandScenariosEn.planEv);
    expect(ev).toContain(usd(expected.regretTable![1].cost.base));
    expect(ev).toMatch(/\s184\s/);
    expect(line(out, 'Best plan for “high”')).toContain(usd(expected.regretTable![4].cost.low));
    // VSS is negative here (risk aversion 0.3 buys a lower worst case): the sentence says so.
    expect(line(out, 'The chosen plan costs')).toContain(`${usd(-expected.vss!)} more in expectation`);
    expect(line(out, 'Knowing the demand in advance')).toContain(usd(expected.evpi!));
    expect(line(out, 'Worst case:')).toContain(`“low”, and the chosen plan costs ${usd(scenario('low').regret)} more`);
  }, 120_000);

  it('writes the same block in Chinese', () => {
    const r = run('evaluate', file, '--table', '--lang', 'zh-CN');
    expect(r.code).toBe(0);
    const out = r.stdout;
    expect(out).toContain('需求情景（3 个；风险厌恶 0.3，CVaR 水平 90%）');
    expect(line(out, demandScenariosZhCN.signNow)).toBe('现在签约：3-year 136 张 GPU；已固定 64 张 GPU');
    expect(line(out, `${demandScenariosZhCN.planChosen} `)).toContain('（low）');
    expect(out).toContain(`预先知道需求的期望价值为 ${usd(expected.evpi!, 'zh-CN')}（EVPI）`);
    expect(out).not.toContain('Sign now');
  }, 120_000);
});

describe('gpuplan evaluate --csv --part scenarios', () => {
  it('writes one row per scenario, full precision, with units in the headers', () => {
    const r = run('evaluate', file, '--csv', '--part', 'scenarios');
    expect(r.code).toBe(0);
    const [header, ...rows] = r.stdout.trim().split('\n');
    expect(header.split(',')).toEqual([
      'name', 'probability (0-1)', 'presentCost (USD)', 'objective (USD)', 'unservedGPUHours (GPU-h)', 'ownOptimum (USD)', 'regret (USD)',
      'cost.chosen (USD)', 'cost.ev (USD)', 'cost.low (USD)', 'cost.base (USD)', 'cost.high (USD)',
    ]);
    expect(rows).toHaveLength(3);
    rows.forEach((row, i) => {
      const cells = row.split(',');
      const s = expected.scenarios![i];
      expect(cells[0]).toBe(s.name);
      const numbers = cells.slice(1).map(Number);
      const want = [s.probability, s.presentCost, s.objective, s.unservedGPUHours, s.ownOptimum, s.regret, ...expected.regretTable!.map((p) => p.cost[s.name])];
      numbers.forEach((v, k) => expect(Math.abs(v - want[k]), `${s.name} column ${k + 1}`).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(want[k]))));
    });
  }, 120_000);

  it('is accepted by --part and listed in the help', () => {
    const r = run('evaluate', file, '--csv', '--part', 'nope');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('scenarios');
  });
});
