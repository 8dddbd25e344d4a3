// docs/model.md › Rent vs buy › Without a site and per token through `gpuplan evaluate` as a process: the version-3 worked example's rent vs buy
// without a site (its quotes and workload, the quote window's, left out) — every field of the reference
// rentVsBuy section in --json, and in --table the bands, the thresholds, the per-token table with its
// "Per million tokens" column and the API, and the break-even utilization, in both languages.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const fixtures = path.resolve(root, 'test/fixtures');
const doc = JSON.parse(readFileSync(path.join(fixtures, 'v3-renter-mix.gpuplan.json'), 'utf8')) as Record<string, unknown>;
const expected = JSON.parse(readFileSync(path.join(fixtures, 'v3-renter-mix.expected.json'), 'utf8')) as { rentVsBuy: Record<string, unknown> };
const { quotes: _q, workload: _w, portfolio: _p, ...renter } = doc;
const file = path.join(mkdtempSync(path.join(tmpdir(), 'gpuplan-renter-')), 'renter.gpuplan.json');
writeFileSync(file, JSON.stringify(renter));

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [path.join(root, 'bin/gpuplan.mjs'), ...args], { encoding: 'utf8', cwd: root });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function differences(got: unknown, want: unknown, at = ''): string[] {
  if (want === null || typeof want !== 'object') {
    if (typeof want === 'number') return typeof got === 'number' && Math.abs(got - want) <= 1e-9 * Math.max(1, Math.abs(want)) ? [] : [`${at}: ${String(got)} ≠ ${want}`];
    return Object.is(got, want) ? [] : [`${at}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`];
  }
  if (got === null || typeof got !== 'object') return [`${at}: missing`];
  const g = got as Record<string, unknown>;
  const extra = Array.isArray(want) || at === '' ? [] : Object.keys(g).filter((k) => !(k in want)).map((k) => `${at}.${k}: not in the reference`);
  return [...Object.entries(want).flatMap(([k, v]) => differences(g[k], v, `${at}.${k}`)), ...extra];
}

describe('gpuplan evaluate: a renter without a site (docs/model.md › Rent vs buy › Without a site and per token)', () => {
  it('--json matches every field of the reference rentVsBuy section, with no capacity', () => {
    const r = run('evaluate', file, '--json');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect('capacity' in out).toBe(false);
    expect(differences(out.rentVsBuy, expected.rentVsBuy)).toEqual([]);
  });

  it('--table shows the bands, the thresholds, the per-token table and the break-even utilization', () => {
    const en = run('evaluate', file, '--table');
    expect(en.code).toBe(0);
    expect(en.stdout).not.toMatch(/Break-even hours|Capacity|MW/);
    expect(en.stdout).toContain('Spot: 0–8,232 h');
    expect(en.stdout).toContain('Reserved (3 years): 8,232–8,760 h');
    expect(en.stdout).toContain('On demand costs less than Reserved (1 year) below 6,649 h a year');
    expect(en.stdout).toMatch(/How it is paid\s+Per GPU-hour\s+Token utilization\s+Per million tokens/);
    // 2.49 / (1,500 × 3,600 × 0.8) × 1e6 = 0.5764 (three decimals below $1 in --table); the API's 0.60; spot is cheapest (0.367).
    expect(en.stdout).toMatch(/On demand\s+\$2\.49\s+80 %\s+\$0\.576\b/);
    expect(en.stdout).toMatch(/Spot \(cheapest\)\s+\$1\.59\s+80 %\s+\$0\.367/);
    expect(en.stdout).toMatch(/Reserved \(1 year\)\s+\$1\.89\s+55 %\s+\$0\.636\b/);
    expect(en.stdout).toMatch(/Token API\s+\$0\.600/);
    expect(en.stdout).toContain('a 1-year reservation pays off above 58 % token utilization; a 3-year reservation pays off above 46 % token utilization.');
    const zh = run('evaluate', file, '--table', '--lang', 'zh-CN');
    expect(zh.stdout).toContain('竞价（Spot）：0–8,232 小时');
    expect(zh.stdout).toContain('每百万 token');
    expect(zh.stdout).toContain('3 年预留在 token 利用率高于 46% 时更划算');
  });

  it('names kwPerGPU without pue and autoscaledUtilization above 1 on stderr, exit 2', () => {
    const bad = path.join(path.dirname(file), 'bad.gpuplan.json');
    writeFileSync(bad, JSON.stringify({ ...renter, rentVsBuy: { ...(renter.rentVsBuy as object), kwPerGPU: 1.4, autoscaledUtilization: 1.5 } }));
    const r = run('evaluate', bad, '--json');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('rentVsBuy.kwPerGPU: needs rentVsBuy.pue as well');
    expect(r.stderr).toMatch(/rentVsBuy\.autoscaledUtilization: .*1\.5/);
  });
});
