// The demand plan of the v3 worked example (test/fixtures/v3-renter-plan.gpuplan.json), solved with
// HiGHS as the CLI solves it: shared by the chart, results and report tests of the demand plan.
import { readFileSync } from 'node:fs';
import { URL as NodeURL, fileURLToPath } from 'node:url';
import loadHighs from 'highs';
import type { ScenarioResult } from '../../models/evaluate';
import { highsSolver, type MilpSolver } from '../../models/portfolio';
import { runScenario } from '../../models/run';
import type { Scenario } from '../../models/scenario';

const FIXTURE = fileURLToPath(new NodeURL('../fixtures/v3-renter-plan.gpuplan.json', import.meta.url));

let solver: Promise<MilpSolver> | null = null;
export function highs(): Promise<MilpSolver> {
  solver ??= loadHighs().then(highsSolver);
  return solver;
}

/** A fresh copy of the plan's document (safe to modify). */
export function renterPlanDoc(): Record<string, unknown> {
  return JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, unknown>;
}

export interface SolvedPlan {
  scenario: Scenario;
  raw: unknown;
  result: ScenarioResult;
}

/** `doc` (default: the fixture) loaded, evaluated and its demand plan solved. */
export async function solvedPlan(doc: unknown = renterPlanDoc()): Promise<SolvedPlan> {
  const out = runScenario(doc, { skipUncertainty: true, portfolioSolver: await highs() });
  if (!out.ok) throw new Error(`invalid test document: ${out.issues.map((i) => i.message.en).join('; ')}`);
  if (!out.result.portfolio) throw new Error(`no plan: ${out.result.warnings.map((w) => w.message.en).join('; ')}`);
  return { scenario: out.scenario, raw: out.raw, result: out.result };
}
