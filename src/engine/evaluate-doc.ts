// Load + evaluate one scenario document: the work the worker does for each edit, and the
// synchronous fallback when there is no Worker. Monte Carlo is left to its own chunked run.
import { evaluateScenario, type ScenarioResult } from '../../models/evaluate';
import { loadScenario, type Scenario, type ScenarioIssue } from '../../models/scenario';
import type { Doc } from './protocol';

export type DocEvaluation =
  | { ok: true; scenario: Scenario; result: ScenarioResult; ms: number }
  | { ok: false; issues: ScenarioIssue[]; ms: number };

/** Throws only when the engine itself fails on a document the loader accepted. */
export function evaluateDoc(doc: Doc, now: () => number = () => performance.now()): DocEvaluation {
  const start = now();
  const loaded = loadScenario(doc);
  if (!loaded.ok) return { ok: false, issues: loaded.issues, ms: now() - start };
  // The document as written: the quote checklist then sees terms a quote leaves out (defaults hide them).
  const result = evaluateScenario(loaded.scenario, { skipUncertainty: true, raw: loaded.raw });
  return { ok: true, scenario: loaded.scenario, result, ms: now() - start };
}
