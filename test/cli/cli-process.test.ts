// The `gpuplan` CLI run as a real process (node bin/gpuplan.mjs), as a user runs it after `npm ci`.
import { describe, expect, it, beforeAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const example = path.join(root, 'test/fixtures/h100-512-colo.gpuplan.json');
let dir = '';

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [path.join(root, 'bin/gpuplan.mjs'), ...args], { encoding: 'utf8', cwd: root });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function close(actual: number, expected: number, scale = Math.abs(expected) || 1) {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * scale);
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'gpuplan-cli-'));
});

describe('gpuplan CLI (process)', () => {
  it('evaluate --json prints the worked example with docs/model.md field names', () => {
    const r = run('evaluate', example, '--json');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.capacity.gpus).toBe(50168);
    expect(out.capacity.nodes).toBe(6271);
    expect(out.capacity.racks).toBe(1568);
    close(out.capacity.requiredMW, 1.0204294736842108);
    close(out.prices.series.hopper[6], 1.8782971010998233);
    close(out.prices.series.hopper[12], 1.3546856166653576);
    close(out.prices.series.hopper[60], 0.616);
    expect(out.prices.months).toHaveLength(61);
    expect(out.investment.cashflows[0]).toBe(-8704000);
    close(out.investment.cashflows[1], 265858.06827848614);
    expect(Math.abs(out.investment.irrMonthly - -0.019052721534778383)).toBeLessThan(1e-9);
    expect(Math.abs(out.investment.irrAnnual - -0.2061325427395987)).toBeLessThan(1e-9);
    const absSum = out.investment.cashflows.reduce((s: number, v: number) => s + Math.abs(v), 0);
    close(out.investment.npv, -4512279.924658102, absSum);
    expect(out.investment.paybackMonth).toBeNull();
    close(out.investment.moic, 0.6584904682011259);
    // rent-vs-buy monthly capital annuity (v1: 4,792.38 h and 7,938.23 h).
    close(out.rentVsBuy.breakEvenHours.onDemand, 4641.123585034078);
    close(out.rentVsBuy.breakEvenHours.spot, 7687.691014594209);
    expect(out.rentVsBuy.breakEvenNote).toEqual({ onDemand: 'crosses', spot: 'crosses', reserved: 'buy-cheaper' });
    expect(out.rentVsBuy.breakEvenHours.reserved).toBeNull();
    expect(out.rentVsBuy.cheapest).toBe('spot');
    const byProvider = Object.fromEntries(out.quotes.map((q: { provider: string }) => [q.provider, q]));
    close(byProvider['Provider A'].effectivePerUsedGPUHour, 2.5740266666666662);
    close(byProvider['Provider B'].effectivePerUsedGPUHour, 2.3808666666666665);
    close(byProvider['Provider C'].effectivePerUsedGPUHour, 2.889518278400002);
    close(byProvider['Provider A'].totalCost, 9266496);
    close(byProvider['Provider B'].totalCost, 8571120);
    close(byProvider['Provider C'].totalCost, 10402265.80224);
    // Quote-request checklist from the file as written: no quote states failure replacement,
    // all three state their tax rate; only A and B leave the regional premium out.
    const checklist = Object.fromEntries(out.quoteSummary.checklist.map((c: { id: string; missing: { provider: string }[] }) => [c.id, c.missing.map((m) => m.provider)]));
    expect(checklist.failure).toEqual(['Provider A', 'Provider B', 'Provider C']);
    expect(checklist.tax).toEqual([]);
    expect(checklist.region).toEqual(['Provider A', 'Provider B']);
    // The air-cooled 41 kW racks draw more than air can take: a warning on stderr, not an error.
    expect(r.stderr).toMatch(/warning: .*air cooling/);
    expect(out.warnings.length).toBeGreaterThan(0);
  });

  it('several files give a JSON array in the same order', () => {
    const small = JSON.parse(readFileSync(example, 'utf8'));
    small.name = 'small site';
    small.site.contractedMW = 1;
    const f = path.join(dir, 'small.gpuplan.json');
    writeFileSync(f, JSON.stringify(small));
    const r = run('evaluate', f, example);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.map((o: { name: string }) => o.name)).toEqual(['small site', '512× H100 in a 100 MW campus']);
    // 1 MW facility / 1.35 PUE * 0.95 usable / 11.22 kW per node all-in = 62.7 -> 62 nodes, 496 GPUs.
    expect(out[0].capacity.gpus).toBe(496);
  });

  it('--csv prints one row per month with prices and cash flows', () => {
    const r = run('evaluate', example, '--csv');
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    // Units in the headers, as --monthly (issue 28).
    expect(lines[0]).toBe('month,price_hopper (USD/GPU-h),price_blackwell (USD/GPU-h),revenue (USD),power (USD),colo (USD),opex (USD),debtService (USD),cashflow (USD),cumulative (USD)');
    expect(lines).toHaveLength(62);
    const m12 = lines[13].split(',');
    expect(Number(m12[0])).toBe(12);
    close(Number(m12[1]), 1.3546856166653576);
    expect(m12[2]).not.toBe('');
    expect(lines[1].split(',')[2]).toBe(''); // blackwell not yet available at month 0
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(Number(rows[0][8])).toBe(-8704000);
    close(Number(rows[1][8]), 265858.06827848614);
    const sum = rows.reduce((s, r) => s + Number(r[8]), 0);
    close(Number(rows[60][9]), sum, 8704000);
    expect(Number(rows[60][9])).toBeLessThan(0); // never paid back (payback null)
  });

  it('--table prints a readable summary in both languages', () => {
    const en = run('evaluate', example, '--table');
    expect(en.code).toBe(0);
    expect(en.stdout).toMatch(/Deliverable GPUs\s+50,168/);
    expect(en.stdout).toMatch(/IRR \(annual\)\s+-20\.61%/);
    expect(en.stdout).toContain('Provider B');
    const zh = run('evaluate', example, '--table', '--lang', 'zh-CN');
    expect(zh.code).toBe(0);
    expect(zh.stdout).toMatch(/可交付 GPU\s+50,168/);
  });

  it('invalid input: exit 2 and every problem on stderr with its field path', () => {
    const bad = JSON.parse(readFileSync(example, 'utf8'));
    bad.site.pue = 0.8;
    bad.horizonMonths = 0;
    bad.quotes[1].termMonths = 'twelve';
    const f = path.join(dir, 'bad.gpuplan.json');
    writeFileSync(f, JSON.stringify(bad));
    const r = run('evaluate', f);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('site.pue');
    expect(r.stderr).toContain('0.8');
    expect(r.stderr).toContain('horizonMonths');
    expect(r.stderr).toContain('quotes[1].termMonths');
    const zh = run('validate', f, '--lang', 'zh-CN');
    expect(zh.code).toBe(2);
    expect(zh.stderr).toMatch(/site\.pue.*[\u4e00-\u9fff]/);
  });

  it('malformed JSON, missing files and bad options exit 2 with a message', () => {
    const f = path.join(dir, 'broken.gpuplan.json');
    writeFileSync(f, '{ "format": "gpuplan/scenario", ');
    const broken = run('validate', f);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain('broken.gpuplan.json');
    const missing = run('evaluate', path.join(dir, 'nope.json'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('file not found');
    const opt = run('evaluate', example, '--trials', 'many');
    expect(opt.code).toBe(2);
    expect(opt.stderr).toContain('--trials must be an integer');
    expect(run('frobnicate').code).toBe(2);
  });

  it('validate accepts the example; --help lists the commands', () => {
    const v = run('validate', example);
    expect(v.code).toBe(0);
    expect(v.stdout).toContain('valid');
    const h = run('--help');
    expect(h.code).toBe(0);
    for (const c of ['evaluate', 'validate', 'compare']) expect(h.stdout).toContain(`gpuplan ${c}`);
  });

  it('evaluate runs Monte Carlo reproducibly; --trials and --seed override the file', () => {
    const f = path.join(root, 'test/fixtures/h100-512-uncertainty.gpuplan.json');
    const a = JSON.parse(run('evaluate', f, '--trials', '3000', '--seed', '7').stdout).uncertainty;
    const b = JSON.parse(run('evaluate', f, '--trials', '3000', '--seed', '7').stdout).uncertainty;
    const c = JSON.parse(run('evaluate', f, '--trials', '3000', '--seed', '8').stdout).uncertainty;
    expect(a.trials).toBe(3000);
    expect(a.seed).toBe(7);
    expect(b).toEqual(a);
    expect(c.irrAnnual.percentiles.p50).not.toBe(a.irrAnnual.percentiles.p50);
    expect(a.histogram.irrAnnual.reduce((s: number, bin: { count: number }) => s + bin.count, 0)).toBe(3000 - a.irrAnnual.nullCount);
    // The deterministic base equals the plain evaluation's figures.
    close(a.base.npv, -4512279.924658102, 8704000);
    expect(a.tornado.map((e: { path: string }) => e.path).sort()).toEqual(
      ['investment.capexPerGPU', 'investment.contractPrice', 'investment.utilization', 'market.generations[0].annualDecline'],
    );
    const t = run('evaluate', f, '--table', '--trials', '500');
    expect(t.stdout).toMatch(/Uncertainty \(500 trials, seed 42\)/);
    expect(t.stdout).toContain('Tornado');
  });

  it('compare lists the inputs that differ and the key results side by side', () => {
    const other = JSON.parse(readFileSync(example, 'utf8'));
    other.name = 'liquid, PUE 1.2';
    other.site.pue = 1.2;
    other.site.cooling = 'liquid';
    const f = path.join(dir, 'other.gpuplan.json');
    writeFileSync(f, JSON.stringify(other));
    const r = run('compare', example, f, '--json');
    expect(r.code).toBe(0);
    const c = JSON.parse(r.stdout);
    expect(c.differences.map((d: { path: string }) => d.path)).toEqual(['name', 'site.pue', 'site.cooling']);
    const gpus = c.results.find((x: { key: string }) => x.key === 'capacity.gpus');
    // 100 MW / 1.2 * 0.95 / 11.22 = 7055.6 nodes -> 56,440 GPUs.
    expect(gpus.values).toEqual([50168, 56440]);
    const t = run('compare', example, f);
    // Issue 16: the table names inputs as the app does (the label, not the path site.pue).
    expect(t.stdout).toMatch(/PUE \(power usage effectiveness\)\s+1\.35\s+1\.2/);
  });

  it('a plan without a site (docs/model.md › Capacity › Plans without a site): --json, --table and --csv leave capacity out; investment needs the site', () => {
    const v2 = JSON.parse(readFileSync(path.join(root, 'test/fixtures/v2-1024-h100.gpuplan.json'), 'utf8'));
    const { site: _site, investment: _inv, rentVsBuy: _rvb, ...rentOnly } = v2;
    const f = path.join(dir, 'rent-only.gpuplan.json');
    writeFileSync(f, JSON.stringify(rentOnly));
    const json = run('evaluate', f, '--json');
    expect(json.code).toBe(0);
    const out = JSON.parse(json.stdout);
    expect('capacity' in out).toBe(false);
    expect(out.quotes).toHaveLength(3);
    expect(out.sizing.gpusNeeded).toBeGreaterThan(0);
    expect(out.sizing.requiredMW).toBeNull();
    expect(out.sizing.fitsDeliverable).toBeNull();
    // The same quotes as the full reference plan, to the cent.
    const full = JSON.parse(run('evaluate', path.join(root, 'test/fixtures/v2-1024-h100.gpuplan.json'), '--json').stdout);
    expect(out.quotes.map((q: { totalCost: number }) => q.totalCost)).toEqual(full.quotes.map((q: { totalCost: number }) => q.totalCost));
    for (const lang of ['en', 'zh-CN']) {
      const table = run('evaluate', f, '--table', '--lang', lang);
      expect(table.code).toBe(0);
      expect(table.stdout).not.toMatch(/^(Capacity|容量)\s*$|Deliverable GPUs|可交付 GPU|MW needed|所需 MW|The site delivers it|站点可满足/m);
      expect(table.stdout).toMatch(/^(Workload sizing|按负载测算规模)\s*$/m);
      expect(table.stdout).toContain('Provider East');
    }
    const sizing = run('evaluate', f, '--csv', '--part', 'sizing').stdout.trim().split('\n');
    expect(sizing[0].split(',').slice(-2)).toEqual(['requiredMW (MW)', 'fitsDeliverable']);
    expect(sizing[1].split(',').slice(-2)).toEqual(['', '']);

    const { site: _s, ...withInvestment } = v2;
    const g = path.join(dir, 'no-site-investment.gpuplan.json');
    writeFileSync(g, JSON.stringify(withInvestment));
    const en = run('evaluate', g);
    expect(en.code).toBe(2);
    expect(en.stderr).toMatch(/site: is required when the plan has an investment section/);
    const zh = run('validate', g, '--lang', 'zh-CN');
    expect(zh.code).toBe(2);
    expect(zh.stderr).toContain('site：方案包含投资部分时为必填项');
  });
});
