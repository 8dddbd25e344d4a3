// gpuplan evaluate --table, run as a process: the drawn-inputs table, the Monte Carlo tornado and
// "What moves the IRR" name inputs by the form's labels (read from src/i18n/areas/editor.ts, not
// copied) and show values as the form does (fractions as percentages, money and months with units),
// never field paths or raw fractions (issue 18, item 2).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorEn, editorZhCN } from '../../src/i18n/areas/editor';

const root = path.resolve(__dirname, '../..');
const example = path.join(root, 'test/fixtures/h100-512-uncertainty.gpuplan.json');

function table(lang: string): string {
  const r = spawnSync(process.execPath, [path.join(root, 'bin/gpuplan.mjs'), 'evaluate', example, '--table', '--lang', lang, '--trials', '2000'], { encoding: 'utf8', cwd: root });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

/** Every line containing `label`. */
const rows = (out: string, label: string): string[] => out.split('\n').filter((l) => l.includes(label));

describe('gpuplan evaluate --table names inputs as the form does', () => {
  it('en: labels and units, no paths, utilization as a percentage', () => {
    const out = table('en');
    expect(out).not.toMatch(/investment\.\w+|generations\[\d\]|market\.|site\.\w+/);
    const section = editorEn.groups.investment;
    const util = rows(out, `${section} › ${editorEn.fields.investment.utilization.label}`);
    // drawn inputs, Monte Carlo tornado and "What moves the IRR": three rows
    expect(util.length).toBe(3);
    // the fixture's utilization is triangular 0.70–0.95: the tornado row shows 70 % and 95 %, not 0.7
    expect(util.some((l) => /\b70 %\s+95 %/.test(l))).toBe(true);
    for (const l of util) expect(l).not.toMatch(/\s0\.\d+\s/);
    // capex in whole currency units per GPU, months with their word unit
    const capex = rows(out, `${section} › ${editorEn.fields.investment.capexPerGPU.label}`);
    expect(capex.some((l) => /30,000 USD\/GPU\s+40,000 USD\/GPU/.test(l))).toBe(true);
    const term = rows(out, `${section} › ${editorEn.fields.investment.contractMonths.label}`);
    expect(term.length).toBe(1);
    expect(term[0]).toMatch(/\d+ months\s+\d+ months/);
  });

  it('zh-CN: the same rows under the Chinese labels', () => {
    const out = table('zh-CN');
    expect(out).not.toMatch(/investment\.\w+|generations\[\d\]/);
    const util = rows(out, `${editorZhCN.groups.investment} › ${editorZhCN.fields.investment.utilization.label}`);
    expect(util.length).toBe(3);
    expect(util.some((l) => /70 %\s+95 %/.test(l))).toBe(true);
  });
});
