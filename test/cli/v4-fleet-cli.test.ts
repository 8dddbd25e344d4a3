// The fleet worked example through the `gpuplan` process: --csv --part tranches against the reference
// results (v4-fleet.expected.json, in test/fixtures), and --table's tranche table, largest loan and
// attribution bridge in both languages.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const example = path.join(root, 'test/fixtures/v4-fleet.json');
const want = JSON.parse(readFileSync(path.join(root, 'test/fixtures/v4-fleet.expected.json'), 'utf8')).investment as Record<string, any>;
const run = (...args: string[]) => spawnSync(process.execPath, [path.join(root, 'bin/gpuplan.mjs'), 'evaluate', example, ...args], { encoding: 'utf8', cwd: root });

describe('gpuplan evaluate on the fleet example', () => {
  it('writes one CSV row per tranche, with units, equal to the reference figures', () => {
    const r = run('--csv', '--part', 'tranches');
    expect(r.status).toBe(0);
    const [head, ...lines] = r.stdout.trim().split('\n');
    expect(head).toBe('name,gpus,deliveryMonth (month),exitMonth (month),capex (USD),debt (USD),resale (USD),gain (USD),prepayment (USD),capitalizedInterest (USD),projectNpv (USD)');
    const cols = head.split(',').map((h) => h.replace(/ \(.*\)$/, ''));
    expect(lines).toHaveLength(want.tranches.length);
    lines.forEach((line, k) => {
      const cells = line.split(',');
      const t = want.tranches[k];
      expect(cells[0]).toBe(t.name);
      cols.slice(1).forEach((c, j) => {
        const v = Number(cells[j + 1]);
        // The CSV writes 12 significant digits.
        expect(Math.abs(v - t[c]), `${t.name} ${c}`).toBeLessThanOrEqual(1e-11 * Math.max(1, Math.abs(t[c])));
      });
    });
  });

  it('shows the tranches, the largest loan and the attribution bridge in --table', () => {
    const en = run('--table').stdout;
    expect(en).toMatch(/B200 Q4\s+512\s+9\s+54\s+\$29,440,000\s+\$14,720,000\s+\$11,113,600\s+\$3,753,600\s+\$1,266,943\s+\$674,945\s+\$7,016,229/);
    // The total row: 4 × 512 GPUs, capex 2 × 31,232,000 + 30,208,000 + 29,440,000.
    expect(en).toMatch(/Total\s+2,048\s+\$122,112,000\s+\$70,323,200/);
    // maxDebt 33,615,261 at 36.3 % (reference 0.3627…).
    expect(en).toContain('Largest loan meeting the target DSCR  $33,615,261 (36.3% of the capex');
    expect(en).toContain('Equity IRR 36.8% — without the renewal 34.5%, without take-or-pay 24.6%, without debt 18.7%, all delivered on day one 40.3%');
    expect((want.attribution as { irrAnnual: number }[]).map((a) => (a.irrAnnual * 100).toFixed(1))).toEqual(['34.5', '24.6', '18.7', '40.3']);
    const zh = run('--table', '--lang', 'zh-CN').stdout;
    expect(zh).toContain('交付批次 (USD)');
    expect(zh).toContain('股权 IRR 36.8% — 不计续约 34.5%，不计照付不议 24.6%，不借贷 18.7%，全部首日交付 40.3%');
  });

  it('refuses --part tranches outside --csv, and names the part list', () => {
    const r = spawnSync(process.execPath, [path.join(root, 'bin/gpuplan.mjs'), 'evaluate', example, '--csv', '--part', 'tranche'], { encoding: 'utf8', cwd: root });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('years, tranches');
  });
});

describe('gpuplan evaluate --json on the fleet example', () => {
  it('matches every field of the reference investment results', async () => {
    const { differences } = await import('../models/fleet-differences');
    const r = run('--json');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { investment: unknown };
    expect(differences(out.investment, want, 'investment')).toEqual([]);
  });
});
