// Issue 28: the workbook's formulas, recomputed by a real spreadsheet engine (HyperFormula), give
// the engine's figures to 1e-9 for the worked examples and every template.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../models/run';
import { buildWorkbook, unmodelledTerms } from '../../src/export/workbook';
import { writeXlsx } from '../../src/export/xlsx';
import { instantiateTemplate, TEMPLATES } from '../../src/scenarios/templates';
import { loadPortfolioSolver } from '../../cli/solver';
import { recompute } from './recompute';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');
// The worked examples (copies in test/fixtures, named <example>.gpuplan.json).
const examples = readdirSync(FIXTURES)
  .filter((f) => ['h100-512-colo', 'v2-1024-h100', 'v3-lender', 'v3-renter-mix'].some((n) => f === `${n}.gpuplan.json`))
  .map((f) => ({ name: f.replace('.gpuplan.json', '.json'), doc: JSON.parse(readFileSync(path.join(FIXTURES, f), 'utf8')) as Record<string, unknown> }))
  // The worked examples with an investment section (v3-lender's lender terms are formulas too) or
  // quotes (v3-renter-mix: the Quotes sheet on the quote window's window).
  .filter((e) => e.doc.investment !== undefined || e.doc.quotes !== undefined)
  // The version-4 examples have their own files: workbook-fleet, workbook-fleet-plan, workbook-scenarios.
  .filter((e) => !e.name.startsWith('v4-'));
const templates = TEMPLATES.map((t) => ({ name: `template ${t.id}`, doc: instantiateTemplate(t, 'en') as unknown }));

describe('every formula recomputes to the engine figure', () => {
  it('covers four worked examples and nine templates (two of them fleets since issue 35)', () => {
    expect(examples.map((e) => e.name)).toEqual(['h100-512-colo.json', 'v2-1024-h100.json', 'v3-lender.json', 'v3-renter-mix.json']);
    expect(templates).toHaveLength(9);
  });
  for (const { name, doc } of [...examples, ...templates]) {
    it(name, async () => {
      // A demand plan is solved as the CLI solves it (HiGHS), so its sheet is checked too.
      const run = runScenario(doc, { portfolioSolver: await loadPortfolioSolver() });
      if (!run.ok) throw new Error(JSON.stringify(run.issues));
      const spec = buildWorkbook(run.scenario, run.result, 'en');
      const bytes = await writeXlsx(spec);
      const r = await recompute(bytes, spec);
      expect(r.mismatches.slice(0, 5)).toEqual([]);
      if (run.result.investment && unmodelledTerms(run.scenario.investment).length === 0) expect(r.formulas).toBeGreaterThan(30 * (run.result.horizonMonths + 1));
      console.log(`${name}: ${r.formulas} formulas, max relative difference ${r.maxRelative.toExponential(2)}${r.maxBySheet.Quotes !== undefined ? ` (Quotes ${r.maxBySheet.Quotes.toExponential(2)})` : ''}`);
    });
  }
});
