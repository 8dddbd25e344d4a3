// The one path from a scenario to its results: JSON text or parsed data in, the loaded scenario,
// the document as written and every section's results out — or every problem found. The app's
// worker, its compare page, the CLI and the report all call this; nothing else loads and
// evaluates. `result` is whatever evaluateScenario returns, passed along whole, so a new output
// section reaches every caller without a change here.
import { evaluateScenario, type EvaluateOptions, type ScenarioResult } from './evaluate';
import { loadScenario, parseScenarioJson, type LoadOptions } from './scenario/load';
import type { Scenario, ScenarioIssue } from './scenario/types';

export type LoadedScenario =
  | {
      ok: true;
      scenario: Scenario;
      /** The document as read (after migration): unknown fields and what was left to defaults. */
      raw: unknown;
      /** The file's version when it was migrated, else null. */
      migratedFrom: number | null;
    }
  | { ok: false; issues: ScenarioIssue[] };

export type RunOutcome =
  | (Extract<LoadedScenario, { ok: true }> & { result: ScenarioResult })
  | Extract<LoadedScenario, { ok: false }>;

/** Options of the evaluation; `raw` always comes from the input itself. */
export type RunOptions = Omit<EvaluateOptions, 'raw'> & LoadOptions;

/** The first half of the path (for `validate`): text is parsed as JSON, anything else loaded as data. */
export function readScenario(input: unknown, options: LoadOptions = {}): LoadedScenario {
  const loaded = typeof input === 'string' ? parseScenarioJson(input, options) : loadScenario(input, options);
  if (!loaded.ok) return { ok: false, issues: loaded.issues };
  return { ok: true, scenario: loaded.scenario, raw: loaded.raw, migratedFrom: loaded.migratedFrom ?? null };
}

/**
 * Loads and evaluates one scenario. Bad input gives `{ ok: false, issues }`; it throws only when
 * the engine itself fails on a document the loader accepted.
 */
export function runScenario(input: unknown, options: RunOptions = {}): RunOutcome {
  const { migrations, ...evaluate } = options;
  const loaded = readScenario(input, migrations ? { migrations } : {});
  if (!loaded.ok) return loaded;
  return { ...loaded, result: evaluateScenario(loaded.scenario, { ...evaluate, raw: loaded.raw }) };
}
