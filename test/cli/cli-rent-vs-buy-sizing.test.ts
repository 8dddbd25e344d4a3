// The CLI's rent-vs-buy and sizing output (docs/model.md › Rent vs buy, sizing) for the version-2 worked example.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from '../../cli/args';

const root = path.resolve(__dirname, '../..');
const example = path.join(root, 'test/fixtures/v2-1024-h100.gpuplan.json');
const v1Example = path.join(root, 'test/fixtures/h100-512-colo.gpuplan.json');

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [path.join(root, 'bin/gpuplan.mjs'), ...args], { encoding: 'utf8', cwd: root });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('gpuplan: rent vs buy and sizing', () => {
  it('--json carries breakEvenNote, reserved3y and the sizing under docs/model.md names', () => {
    const out = JSON.parse(run('evaluate', example, '--json').stdout);
    expect(out.rentVsBuy.breakEvenNote).toEqual({ onDemand: 'crosses', spot: 'crosses', reserved: 'buy-cheaper', reserved3y: 'rent-cheaper' });
    expect(out.rentVsBuy.annualCost.reserved3y).toBe(13578); // 8,760 × 1.55
    expect(out.sizing).toMatchObject({ gpusPerReplica: 2, replicas: 20, gpusNeeded: 40, nodesNeeded: 5, fitsDeliverable: true });
  });

  it('--table names the 3-year term, says which side is always cheaper, and shows the sizing', () => {
    const en = run('evaluate', example, '--table');
    expect(en.code).toBe(0);
    expect(en.stdout).toMatch(/reserved 3 years\s+\$13,578\s+none: renting is cheaper at every usage level/);
    expect(en.stdout).toMatch(/reserved\s+\$16,206\s+none: buying is cheaper at every usage level/);
    expect(en.stdout).toMatch(/on-demand\s+\$4,980\s+6,221/);
    expect(en.stdout).toMatch(/GPUs per replica\s+2/);
    expect(en.stdout).toMatch(/GPUs needed\s+40/);
    expect(en.stdout).toMatch(/MW needed\s+0\.0797/);
    expect(en.stdout).toMatch(/The site delivers it\s+yes/);
    const zh = run('evaluate', example, '--table', '--lang', 'zh-CN');
    expect(zh.stdout).toMatch(/所需 GPU\s+40/);
    expect(zh.stdout).toContain('在任何使用时长下购买都更便宜');
  });

  it('--csv --part rent-vs-buy prints the 121-point curve with the cheapest mode', () => {
    const r = run('evaluate', example, '--csv', '--part', 'rent-vs-buy');
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toBe('hours (h/year),onDemand (USD/GPU-year),spot (USD/GPU-year),reserved (USD/GPU-year),reserved3y (USD/GPU-year),buy (USD/GPU-year),cheapest');
    expect(lines).toHaveLength(122);
    const last = lines[121].split(',');
    expect(Number(last[0])).toBe(8760);
    expect(Number(last[1])).toBeCloseTo(8760 * 2.49, 9);
    expect(Number(last[4])).toBeCloseTo(8760 * 1.55, 9);
    expect(last[6]).toBe('reserved3y'); // 24/7: reserve (13,578) beats buying (≈15,727) and spot (16,819)
    expect(lines[1].split(',')[6]).toBe('onDemand'); // at 0 h renting costs nothing (tie: on demand first)
  });

  it('--csv --part sizing prints one row per scenario; the monthly CSV is unchanged', () => {
    const r = run('evaluate', example, '--csv', '--part', 'sizing');
    expect(r.stdout).toBe(
      'gpuMemoryGB (GB),replicaGB (GB),gpusPerReplica (GPUs),throughputGPUs (GPUs),replicas,gpusNeeded (GPUs),nodesNeeded (nodes),requiredMW (MW),fitsDeliverable\n' +
        // Numbers as numbers: 12 significant digits when they read back within 1e-12 (121.00000000000001 → 121).
        '80,121,2,39.682539682539684,20,40,5,0.0797210526316,true\n',
    );
    const none = run('evaluate', v1Example, '--csv', '--part', 'sizing');
    expect(none.code).toBe(0);
    expect(none.stdout.trim().split('\n')).toHaveLength(1);
    expect(none.stderr).toContain('no sizing section');
    expect(run('evaluate', example, '--csv').stdout.split('\n')[0]).toMatch(/^month,/);
  });

  it('--part needs --csv and a known part', () => {
    expect(parseArgs(['evaluate', 'a.json', '--part', 'sizing'])).toEqual({ ok: false, error: '--part goes with --csv' });
    expect(parseArgs(['evaluate', 'a.json', '--csv', '--part', 'quotes']).ok).toBe(false);
    expect(parseArgs(['evaluate', 'a.json', '--csv', '--part', 'sizing'])).toMatchObject({ ok: true, command: { csvPart: 'sizing' } });
  });

  it('bad sizing input exits 2 naming the field', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gpuplan-sizing-'));
    const doc = JSON.parse(readFileSync(example, 'utf8'));
    doc.sizing.tokensPerSecondPerGPU = 0;
    doc.sizing.bytesPerParam = 3;
    const f = path.join(dir, 'bad.gpuplan.json');
    writeFileSync(f, JSON.stringify(doc));
    const r = run('validate', f);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('sizing.tokensPerSecondPerGPU');
    expect(r.stderr).toMatch(/sizing\.bytesPerParam.*2 \(BF16\), 1 \(FP8\) or 0\.5 \(FP4\)/);
  });
});
