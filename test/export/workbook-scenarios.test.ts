// The demand scenarios sheet (issue 37): the key figures, the scenario and regret tables with the
// present layer's labels and this run's engine numbers (the solve is time-limited: on a busy machine
// HiGHS may stop at another plan, so the reference results are the engine tests' to check), the
// regrets as formulas that recompute, and each scenario's dispatch of the chosen plan, whose
// discounted month costs add up to the scenario's present cost (a second method: the dispatch rows
// against the engine's own total).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPortfolioSolver } from '../../cli/solver';
import { runScenario } from '../../models/run';
import { buildWorkbook } from '../../src/export/workbook';
import { writeXlsx } from '../../src/export/xlsx';
import { demandScenariosMessages } from '../../src/i18n/areas/demand-scenarios';
import { recompute } from './recompute';

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../fixtures', name), 'utf8');
const doc = JSON.parse(fixture('v4-demand-scenarios.json')) as { portfolio: { discountRate: number } };

describe('the demand scenarios as a workbook sheet', async () => {
  const run = runScenario(doc, { portfolioSolver: await loadPortfolioSolver() });
  if (!run.ok) throw new Error(JSON.stringify(run.issues));
  const spec = buildWorkbook(run.scenario, run.result, 'en');
  const sheet = spec.sheets.find((s) => s.name === 'Scenarios')!;
  const find = (label: string) => sheet.rows.find((r) => r[0]?.v === label);

  it('recomputes the regrets', async () => {
    const r = await recompute(await writeXlsx(spec), spec, 1e-9);
    expect(r.mismatches.slice(0, 5)).toEqual([]);
    expect(r.maxBySheet.Scenarios).toBeLessThan(1e-9);
  });

  it('gives the reference scenario table and key figures', () => {
    const rel = (a: unknown, b: number) => Math.abs((a as number) - b) / Math.max(1, Math.abs(b));
    for (const want of run.result.portfolio!.scenarios!) {
      const row = find(want.name)!;
      expect(rel(row[2]?.v, want.presentCost)).toBeLessThan(1e-9);
      expect(rel(row[6]?.v, want.regret)).toBeLessThan(1e-9);
      expect(row[6]?.f).toMatch(/^D\d+-F\d+$/);
    }
    // The present layer's labels (src/present/scenarios.ts), the engine's numbers.
    const m = demandScenariosMessages('en');
    const p = run.result.portfolio!;
    expect(rel(find(m.expectedObjective)?.[1]?.v, p.expectedObjective!)).toBeLessThan(1e-12);
    expect(rel(find(m.vss)?.[1]?.v, p.vss!)).toBeLessThan(1e-12);
    expect(rel(find(m.evpi)?.[1]?.v, p.evpi!)).toBeLessThan(1e-12);
    const chosen = find(m.planChosen)!;
    expect(chosen[2 + p.scenarios!.length]?.f).toMatch(/^MAX\(/);
  });

  it('shows each scenario’s dispatch; its discounted month costs add up to the scenario’s present cost', () => {
    const head = sheet.rows.findIndex((r) => r[0]?.v === 'Month');
    const names = run.result.portfolio!.scenarios!.map((s) => s.name);
    const j = Math.expm1(Math.log1p(doc.portfolio.discountRate) / 12);
    names.forEach((name, i) => {
      const col = sheet.rows[head - 1].findIndex((c) => c?.v === name);
      expect(col).toBeGreaterThan(0);
      const costCol = sheet.rows[head].findIndex((c, k) => k > col && c?.v === 'Cost of the month');
      let present = 0;
      for (let r = head + 1; r < sheet.rows.length; r++) {
        const month = sheet.rows[r][0]?.v as number;
        present += (sheet.rows[r][costCol]?.v as number) / Math.pow(1 + j, month);
      }
      const want = run.result.portfolio!.scenarios![i].presentCost;
      expect(Math.abs(present - want) / want).toBeLessThan(1e-9);
    });
  });
});
