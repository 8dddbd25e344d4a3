// The worked example (test/fixtures/h100-512-colo.gpuplan.json) loaded and evaluated with the engine,
// shared by the engine, charts, results and compare tests.
import { readFileSync } from 'node:fs';
import { URL as NodeURL, fileURLToPath } from 'node:url';
import { evaluateScenario, type ScenarioResult } from '../../models/evaluate';
import { loadScenario, parseScenarioJson, type Scenario } from '../../models/scenario';

const FIXTURE = fileURLToPath(new NodeURL('../fixtures/h100-512-colo.gpuplan.json', import.meta.url));

export function workedExampleText(): string {
  return readFileSync(FIXTURE, 'utf8');
}

/** A fresh copy of the raw document (safe to modify). */
export function workedExampleDoc(): Record<string, unknown> {
  return JSON.parse(workedExampleText()) as Record<string, unknown>;
}

/** A fresh copy of the raw document with the site's contracted power set to `mw` (an edit, in the engine tests). */
export function workedExampleDocWithMW(mw: number): Record<string, unknown> {
  const doc = workedExampleDoc();
  (doc.site as Record<string, unknown>).contractedMW = mw;
  return doc;
}

export function evaluateDocument(doc: unknown): { scenario: Scenario; result: ScenarioResult } {
  const loaded = loadScenario(doc);
  if (!loaded.ok) throw new Error(`invalid test document: ${loaded.issues.map((i) => i.message.en).join('; ')}`);
  return { scenario: loaded.scenario, result: evaluateScenario(loaded.scenario, { skipUncertainty: true }) };
}

export function workedExample(): { scenario: Scenario; result: ScenarioResult } {
  const parsed = parseScenarioJson(workedExampleText());
  if (!parsed.ok) throw new Error('the worked example no longer loads');
  return { scenario: parsed.scenario, result: evaluateScenario(parsed.scenario, { skipUncertainty: true }) };
}

/** The worked example with an uncertainty section (three inputs; `trials` trials). */
export function uncertainDoc(trials = 2000, seed = 7): Record<string, unknown> {
  const doc = workedExampleDoc();
  doc.uncertainty = {
    trials,
    seed,
    inputs: {
      'investment.utilization': { dist: 'triangular', min: 0.6, mode: 0.85, max: 0.95 },
      'market.generations[0].annualDecline': { dist: 'uniform', min: 0.1, max: 0.3 },
      'investment.powerPricePerKWh': { dist: 'normal', mean: 0.07, sd: 0.01 },
    },
  };
  return doc;
}
