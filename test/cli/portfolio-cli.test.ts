// The demand plan (docs/model.md › Demand plan) in the `gpuplan` CLI, run as a process: the --table block in
// both languages, `--csv --part portfolio`, and `compare` with plan cost and savings side by side.
// Figures are checked against the same run's --json (the engine's exact values).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioResult } from '../../models/portfolio';
import { cliPortfolioEn, cliPortfolioZhCN, cliEn } from '../../src/i18n/areas/cli';
import { resultsEn, resultsZhCN } from '../../src/i18n/areas/results';

const root = path.resolve(__dirname, '../..');
const plan = path.join(root, 'test/fixtures/v3-renter-plan.gpuplan.json');
const colo = path.join(root, 'test/fixtures/h100-512-colo.gpuplan.json');
let cheaper = '';
let half = '';
let withCny = '';
let json: { name: string; portfolio: PortfolioResult };

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [path.join(root, 'bin/gpuplan.mjs'), ...args], { encoding: 'utf8', cwd: root });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The line of a text table or block that starts with `label` (after trimming). */
/** The demand plan block's line for `label` (the last such line: the key figures at the top may share a name). */
function line(out: string, label: string): string {
  const found = out.split('\n').filter((l) => l.startsWith(label)).at(-1);
  if (found === undefined) throw new Error(`no line starting with ${label} in\n${out}`);
  return found;
}

const usd = (v: number, lang = 'en') => v.toLocaleString(lang, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const pct2 = (v: number, lang = 'en') => v.toLocaleString(lang, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });

beforeAll(() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gpuplan-portfolio-'));
  const doc = JSON.parse(readFileSync(plan, 'utf8')) as { name: string; portfolio: { offers: { pricePerGPUHour: number }[] }; display?: unknown };
  const b = structuredClone(doc);
  b.name = 'Cheaper 3-year';
  b.portfolio.offers[3].pricePerGPUHour = 1.29;
  cheaper = path.join(dir, 'cheaper.gpuplan.json');
  writeFileSync(cheaper, JSON.stringify(b));
  const h = structuredClone(doc) as typeof doc & { portfolio: { demand: { fromMonth: number; gpus: number }[] } };
  h.name = 'Half the demand';
  h.portfolio.demand = h.portfolio.demand.map((x) => ({ ...x, gpus: x.gpus / 2 }));
  half = path.join(dir, 'half.gpuplan.json');
  writeFileSync(half, JSON.stringify(h));
  const c = structuredClone(doc);
  c.display = { currency: 'CNY', rate: 7.2, asOf: '2026-06-30' };
  withCny = path.join(dir, 'cny.gpuplan.json');
  writeFileSync(withCny, JSON.stringify(c));
  const r = run('evaluate', plan, '--json');
  expect(r.code).toBe(0);
  json = JSON.parse(r.stdout);
});

describe('gpuplan evaluate --table: the demand plan', () => {
  it('en: plan cost, the cost without commitments, savings, utilization, the schedule from the JSON, break-even sentences', () => {
    const r = run('evaluate', plan, '--table');
    expect(r.code).toBe(0);
    const out = r.stdout;
    const p = json.portfolio;
    const m = cliPortfolioEn;
    expect(out).toContain('Demand plan (36 months, 4 offers; present values at 10 % a year)');
    // The worked example's figures (test/fixtures/v3-renter-mix.expected.json), rounded to the dollar.
    expect(line(out, m.planTotal)).toMatch(/\s\$5,143,340$/);
    expect(line(out, m.planPresent)).toMatch(/\s\$4,304,981$/);
    expect(line(out, m.baselinePresent)).toMatch(/\s\$5,056,249$/);
    expect(line(out, m.savings)).toMatch(/\s\$751,268 \(14\.86%\)$/);
    expect(line(out, m.utilization)).toMatch(/\s91\.20%$/);
    expect(line(out, m.perUsed)).toMatch(/\s\$1\.89$/);
    // The same figures as the JSON's, formatted.
    expect(line(out, m.planTotal)).toMatch(new RegExp(`\\s${usd(p.totalCost).replace(/[$.]/g, '\\$&')}$`));
    expect(line(out, m.baselineTotal).endsWith(usd(p.baseline.totalCost))).toBe(true);
    expect(line(out, m.savings).endsWith(`${usd(p.savings!)} (${pct2(p.savingsShare!)})`)).toBe(true);
    // What to sign, when: one row per commitment of the JSON, in its order.
    const schedule = out.slice(out.indexOf(m.scheduleTitle), out.indexOf(m.byOfferTitle)).trim().split('\n').slice(3);
    expect(schedule).toHaveLength(p.commitments.length);
    expect(p.commitments.map((c) => [c.offer, c.startMonth, c.endMonth, c.gpus])).toEqual([
      ['3-year commitment', 1, 36, 48],
      ['1-year commitment', 25, 36, 16],
    ]);
    p.commitments.forEach((c, i) => {
      expect(schedule[i].split(/\s{2,}/)).toEqual([c.offer, String(c.startMonth), String(c.endMonth), String(c.gpus), usd(c.cost), usd(c.presentCost)]);
    });
    // One sentence per commit offer from breakEvenUtilization: 1.89 / 2.49 = 75.9 % → 76 %.
    expect(p.breakEvenUtilization['1-year commitment']).toBeCloseTo(1.89 / 2.49, 12);
    expect(out).toContain(
      '- A GPU on “1-year commitment” (12 months at $1.89 per GPU-hour) pays off when busy more than 76 % of its hours (against on-demand at $2.49 per GPU-hour).',
    );
    expect(out).toContain('- A GPU on “3-year commitment” (36 months at $1.49 per GPU-hour) pays off when busy more than 60 % of its hours');
  });

  it('zh-CN: the same figures under Chinese labels, and the display currency beside each amount', () => {
    const r = run('evaluate', plan, '--table', '--lang', 'zh-CN');
    expect(r.code).toBe(0);
    const out = r.stdout;
    const m = cliPortfolioZhCN;
    const p = json.portfolio;
    expect(out).toContain('需求计划（36 个月，4 个报价；现值按年折现率 10% 计算）');
    expect(line(out, m.planPresent)).toMatch(/\sUS\$4,304,981$/);
    expect(line(out, m.planPresent).endsWith(usd(p.presentCost, 'zh-CN'))).toBe(true);
    expect(line(out, m.savings)).toMatch(/\sUS\$751,268（14\.86%）$/);
    const schedule = out.slice(out.indexOf(m.scheduleTitle), out.indexOf(m.byOfferTitle)).trim().split('\n').slice(3);
    expect(schedule.map((l) => l.split(/\s{2,}/))).toEqual(
      p.commitments.map((c) => [c.offer, String(c.startMonth), String(c.endMonth), String(c.gpus), usd(c.cost, 'zh-CN'), usd(c.presentCost, 'zh-CN')]),
    );
    expect(out).toContain('- “1-year commitment”（12 个月，每 GPU 小时 US$1.89）的 GPU 忙碌时间超过 76% 才比按需（每 GPU 小时 US$2.49）划算。');

    const cny = run('evaluate', withCny, '--table', '--lang', 'zh-CN').stdout;
    // 4,304,980.75 × 7.2 = 30,995,861 → ¥3099.59万
    expect(line(cny, m.planPresent)).toMatch(/\sUS\$4,304,981 ≈ ¥3099\.59万$/);
  });
});

describe('gpuplan evaluate --csv --part portfolio', () => {
  it('one row per plan month, each number equal to the JSON’s months[i]', () => {
    const r = run('evaluate', plan, '--csv', '--part', 'portfolio');
    expect(r.code).toBe(0);
    const [head, ...rows] = r.stdout.trim().split('\n');
    const header = head.split(',');
    expect(header).toEqual([
      'month',
      'peak (GPUs)',
      'committed.1-year commitment (GPUs)',
      'committed.3-year commitment (GPUs)',
      'usedGPUHours.On-demand (GPU-h)',
      'usedGPUHours.Spot (GPU-h)',
      'usedGPUHours.1-year commitment (GPU-h)',
      'usedGPUHours.3-year commitment (GPU-h)',
      'idleCommittedGPUHours (GPU-h)',
      'unservedGPUHours (GPU-h)',
      'cost (USD)',
    ]);
    const months = json.portfolio.months;
    expect(rows).toHaveLength(months.length);
    expect(rows).toHaveLength(36);
    rows.forEach((row, i) => {
      const x = months[i];
      const want = [
        x.month,
        x.peak,
        x.committed['1-year commitment'],
        x.committed['3-year commitment'],
        ...Object.values(x.usedGPUHours),
        x.idleCommittedGPUHours,
        x.unservedGPUHours,
        x.cost,
      ];
      // Without float noise (issue 28): 12 significant digits, each within 1e-12 of the JSON's double.
      const got = row.split(',').map(Number);
      expect(got).toHaveLength(want.length);
      got.forEach((v, k) => expect(Math.abs(v - want[k])).toBeLessThanOrEqual(1e-12 * Math.abs(want[k])));
    });
  });

  it('adds the display currency’s cost column, and a file without a plan says so on stderr', () => {
    const r = run('evaluate', withCny, '--csv', '--part', 'portfolio');
    expect(r.code).toBe(0);
    const [head, first] = r.stdout.trim().split('\n');
    expect(head.split(',').slice(-4)).toEqual(['cost (USD)', 'displayCurrency', 'displayRate', 'cost_display (CNY)']);
    const cells = first.split(',');
    expect(cells.slice(-3, -1)).toEqual(['CNY', '7.2']);
    const display = json.portfolio.months[0].cost * 7.2;
    expect(Math.abs(Number(cells.at(-1)) - display)).toBeLessThanOrEqual(1e-12 * display);

    const none = run('evaluate', colo, '--csv', '--part', 'portfolio');
    expect(none.code).toBe(0);
    expect(none.stderr).toContain('note: 512× H100 in a 100 MW campus: no portfolio section, no rows');
    expect(none.stdout.trim().split('\n')).toEqual(['month,peak (GPUs),idleCommittedGPUHours (GPU-h),unservedGPUHours (GPU-h),cost (USD)']);
    const zh = run('evaluate', colo, '--csv', '--part', 'portfolio', '--lang', 'zh-CN');
    expect(zh.stderr).toContain('提示：512× H100 in a 100 MW campus：没有 portfolio 部分，无数据行');
  });

  it('is listed in the help and in the --part error, in both languages', () => {
    expect(cliEn.help).toContain('--part months|rent-vs-buy|sizing|portfolio');
    expect(run('--help', '--lang', 'zh-CN').stdout).toContain('--part portfolio：需求计划的逐月数据');
    const bad = run('evaluate', plan, '--csv', '--part', 'plans');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--part must be one of months, rent-vs-buy, sizing, portfolio, years, tranches, fleet-plan, scenarios (got plans)');
  });
});

describe('gpuplan compare: demand plans side by side', () => {
  it('--table shows each plan’s present cost and savings under the compare page’s names', () => {
    const cheaperJson = JSON.parse(run('evaluate', cheaper, '--json').stdout) as { portfolio: PortfolioResult };
    const r = run('compare', plan, cheaper);
    expect(r.code).toBe(0);
    const keys = resultsEn.compare.keys;
    const a = json.portfolio;
    const b = cheaperJson.portfolio;
    expect(b.presentCost).toBeLessThan(a.presentCost);
    expect(line(r.stdout, keys.portfolio_presentCost)).toMatch(new RegExp(`${esc(usd(a.presentCost))}\\s+${esc(usd(b.presentCost))}$`));
    expect(line(r.stdout, keys.portfolio_presentCost)).toMatch(/\$4,304,981\s+\$\d/);
    expect(line(r.stdout, keys.portfolio_savings)).toMatch(new RegExp(`${esc(usd(a.savings!))}\\s+${esc(usd(b.savings!))}$`));
    expect(line(r.stdout, keys.portfolio_savingsShare)).toMatch(/14\.9%\s+\d+\.\d%$/);
    // The one differing input besides the name is the 3-year price.
    expect(r.stdout).toMatch(/\s1\.49\s+1\.29\n/);

    const zh = run('compare', plan, cheaper, '--lang', 'zh-CN');
    expect(line(zh.stdout, resultsZhCN.compare.keys.portfolio_presentCost)).toMatch(new RegExp(`${esc(usd(a.presentCost, 'zh-CN'))}\\s+${esc(usd(b.presentCost, 'zh-CN'))}$`));
  });

  it('--json carries the rows with the engine’s values; the plan cost is marked not comparable for different demand', () => {
    const r = run('compare', plan, cheaper, '--json');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { results: { key: string; values: unknown[]; comparable?: boolean }[] };
    const row = (k: string) => out.results.find((x) => x.key === k)!;
    expect(row('portfolio.presentCost').values[0]).toBe(json.portfolio.presentCost);
    expect(row('portfolio.savings').values[0]).toBe(json.portfolio.savings);
    expect(row('portfolio.presentCost').comparable).toBeUndefined();
    // Half the demand costs less but is no better plan: the row says it cannot be ranked.
    const halved = JSON.parse(run('compare', plan, half, '--json').stdout) as typeof out;
    const cost = halved.results.find((x) => x.key === 'portfolio.presentCost')!;
    expect(cost.values[1]).toBeLessThan(cost.values[0] as number);
    expect(cost.comparable).toBe(false);

    const colo2 = run('compare', plan, colo, '--json');
    const rows = (JSON.parse(colo2.stdout) as typeof out).results;
    expect(rows.find((x) => x.key === 'portfolio.presentCost')!.values).toEqual([json.portfolio.presentCost, null]);
  });
});

function esc(s: string): string {
  return s.replace(/[$.*+?^()[\]{}|\\]/g, '\\$&');
}
