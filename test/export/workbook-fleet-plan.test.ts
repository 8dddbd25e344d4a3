// The Fleet plan sheet (issue 36): every option's one-GPU value as a formula over the per-GPU margins
// (themselves formulas over the Prices and Inputs sheets), the chosen plan's NPV, baseline and gain
// as formulas over the options; HyperFormula recomputes them to the engine's values, and the plan's
// figures are the reference results' (v4-fleet.expected.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPortfolioSolver } from '../../cli/solver';
import { runScenario } from '../../models/run';
import { buildWorkbook } from '../../src/export/workbook';
import { writeXlsx } from '../../src/export/xlsx';
import { recompute } from './recompute';

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../fixtures', name), 'utf8');
const expected = JSON.parse(fixture('v4-fleet.expected.json')) as { fleetPlan: { npv: number; baseline: number; gain: number; purchases: { gpus: number }[]; sales: { gpus: number }[] } };

describe('the fleet plan as a workbook sheet', async () => {
  const run = runScenario(fixture('v4-fleet.json'), { portfolioSolver: await loadPortfolioSolver() });
  if (!run.ok) throw new Error(JSON.stringify(run.issues));
  const spec = buildWorkbook(run.scenario, run.result, 'en');
  const sheet = spec.sheets.find((s) => s.name === 'Fleet plan')!;

  it('recomputes every one-GPU value and the plan’s figures to the engine’s', async () => {
    const r = await recompute(await writeXlsx(spec), spec, 1e-9);
    expect(r.mismatches.slice(0, 5)).toEqual([]);
    expect(r.maxBySheet['Fleet plan']).toBeLessThan(1e-9);
    console.log(`v4-fleet with its plan: ${r.formulas} formulas, Fleet plan sheet max relative difference ${r.maxBySheet['Fleet plan'].toExponential(2)}`);
  });

  it('states the reference NPV, baseline and gain, and the GPUs the plan chose', () => {
    const rel = (a: unknown, b: number) => Math.abs((a as number) - b) / Math.abs(b);
    expect(sheet.rows[2][0]?.v).toMatch(/NPV/);
    expect(rel(sheet.rows[2][1]?.v, expected.fleetPlan.npv)).toBeLessThan(1e-9);
    expect(rel(sheet.rows[3][1]?.v, expected.fleetPlan.baseline)).toBeLessThan(1e-9);
    expect(rel(sheet.rows[4][1]?.v, expected.fleetPlan.gain)).toBeLessThan(1e-9);
    expect(sheet.rows[2][1]?.f).toMatch(/^SUMPRODUCT\(/);
    // The refresh months as the app says them: the owned H100 are sold now.
    expect(sheet.rows[5][0]?.v).toBe('Refresh months (owned GPUs sold before H)');
    expect(sheet.rows[5][1]?.v).toBe('now (month 0)');
    const zh = buildWorkbook(run.scenario, run.result, 'zh-CN').sheets.find((x) => x.rows[5]?.[0]?.v === '更新月份（在 H 之前卖出已有 GPU 的月份）');
    expect(zh?.rows[5][1]?.v).toBe('现在（第 0 个月）');
    const head = sheet.rows.findIndex((r) => r[6]?.v === 'GPUs chosen');
    const rows = sheet.rows.slice(head + 1).filter((r, i, all) => all.slice(0, i + 1).every((x) => x[1]?.v === 'Buy' || x[1]?.v === 'Sell'));
    const chosen = rows.map((r) => r[6]?.v as number);
    expect(rows.length).toBeGreaterThan(50);
    const want = [...expected.fleetPlan.purchases, ...expected.fleetPlan.sales].reduce((a, p) => a + p.gpus, 0);
    expect(chosen.reduce((a, b) => a + b, 0)).toBe(want);
    // Every option row has a formula for its value.
    expect(rows.every((r) => typeof r[4]?.f === 'string')).toBe(true);
    expect(rows.filter((r) => r[1]?.v === 'Buy').every((r) => r[4]!.f!.includes('SUM('))).toBe(true);
  });
});
