// gpuplan compare --table, run as a process: the differing inputs under the app's own labels
// (the editor's field texts, read here from src/i18n/areas/editor.ts, not copied) with units,
// grouped by the app's sections, fractions as percentages, long text clipped, in both languages.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { editorEn, editorZhCN } from '../../src/i18n/areas/editor';
import { resultsEn, resultsZhCN } from '../../src/i18n/areas/results';

const root = path.resolve(__dirname, '../..');
const example = path.join(root, 'test/fixtures/h100-512-colo.gpuplan.json');
let other = '';
const NOTES = 'A long note that goes on and on about the liquid cooling loop, the chiller plant and the heat reuse contract with the city.';

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [path.join(root, 'bin/gpuplan.mjs'), ...args], { encoding: 'utf8', cwd: root });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The row of the differences table whose text contains `label`. */
function rowOf(out: string, label: string): string {
  const line = out.split('\n').find((l) => l.includes(label));
  if (!line) throw new Error(`no row with "${label}" in:\n${out}`);
  return line;
}

beforeAll(() => {
  const doc = JSON.parse(readFileSync(example, 'utf8'));
  doc.name = 'liquid, PUE 1.2';
  doc.site.pue = 1.2;
  doc.site.cooling = 'liquid';
  doc.notes = NOTES;
  doc.quotes[1].pricePerGPUHour = 2.2;
  doc.market.generations[0].annualDecline = 0.25;
  doc.display = { currency: 'CNY', rate: 7.2, asOf: '2026-06-30' };
  other = path.join(mkdtempSync(path.join(tmpdir(), 'gpuplan-compare-')), 'other.gpuplan.json');
  writeFileSync(other, JSON.stringify(doc));
});

describe('gpuplan compare --table with the app’s labels', () => {
  it('en: labels, units, item names, enum texts and percentages instead of field paths', () => {
    const r = run('compare', example, other, '--table');
    expect(r.code).toBe(0);
    const out = r.stdout;
    expect(out).not.toMatch(/site\.pue|quotes\[1\]|generations\[0\]/);
    expect(rowOf(out, editorEn.fields.site.pue.label)).toMatch(/1\.35\s+1\.2$/);
    expect(rowOf(out, editorEn.fields.site.cooling.label)).toMatch(new RegExp(`${editorEn.options.cooling.air}\\s+${editorEn.options.cooling.liquid}$`));
    // The quote by its number and provider; the price with its unit in the scenario's currency.
    const price = rowOf(out, editorEn.fields.quote.pricePerGPUHour.label);
    expect(price).toContain('Quote 2 · Provider B');
    expect(price).toContain('(USD/GPU-h)');
    expect(price).toMatch(/2\.49\s+2\.2$/);
    // A fraction as a percentage: 0.2 → 20 %, 0.25 → 25 %.
    expect(rowOf(out, editorEn.fields.generation.annualDecline.label)).toMatch(/20 %\s+25 %$/);
    // Sections in the app's order, each named once.
    const sections = ['scenario', 'site', 'market', 'quotes'] as const;
    const at = sections.map((s) => out.indexOf(resultsEn.compare.sections[s]));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // Long notes are cut so the other columns stay in view.
    const notes = rowOf(out, editorEn.fields.top.notes.label);
    expect(notes).not.toContain(NOTES);
    expect(notes).toContain('…');
    expect(notes).toContain(resultsEn.compare.absent);
    // Key results under the compare page's names.
    expect(rowOf(out, resultsEn.compare.keys.capacity_gpus)).toMatch(/50,168\s+56,440$/);
  });

  it('zh-CN: the same rows in Chinese', () => {
    const r = run('compare', example, other, '--lang', 'zh-CN');
    expect(r.code).toBe(0);
    const out = r.stdout;
    expect(rowOf(out, editorZhCN.fields.site.pue.label)).toMatch(/1\.35\s+1\.2$/);
    expect(rowOf(out, editorZhCN.fields.site.cooling.label)).toMatch(new RegExp(`${editorZhCN.options.cooling.air}\\s+${editorZhCN.options.cooling.liquid}$`));
    expect(rowOf(out, editorZhCN.fields.quote.pricePerGPUHour.label)).toContain('报价 2 · Provider B');
    expect(rowOf(out, editorZhCN.fields.generation.annualDecline.label)).toMatch(/20 %\s+25 %$/);
    expect(out).toContain(resultsZhCN.compare.sections.site);
    // The display section's fields by their editor labels too (not "Currency" in English).
    expect(rowOf(out, editorZhCN.fields.display.currency.label)).toMatch(new RegExp(`${resultsZhCN.compare.absent}\\s+CNY$`));
    expect(rowOf(out, editorZhCN.fields.display.rate.label)).toMatch(/7\.2$/);
    expect(rowOf(out, resultsZhCN.compare.keys.capacity_gpus)).toMatch(/50,168\s+56,440$/);
    // The second file states a display rate: its NPV also in 万 (from its --json NPV × 7.2), the first's not.
    const npv = (JSON.parse(run('evaluate', other, '--json').stdout) as { investment: { npv: number } }).investment.npv * 7.2;
    const wan = `${npv < 0 ? '-' : ''}¥${Math.round((Math.abs(npv) / 1e4) * 100) / 100}万`;
    const row = rowOf(out, resultsZhCN.compare.keys.investment_npv);
    expect(row).toMatch(new RegExp(`US\\$[\\d,]+\\s+-US\\$[\\d,]+ ≈ ${wan.replace(/[$.]/g, '\\$&')}$`));
  });
});
