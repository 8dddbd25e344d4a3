// One scenario document through the one path (models/run.ts), timed: the work the worker does for
// each edit, and the synchronous fallback when there is no Worker. Monte Carlo is left to its own
// chunked run.
import type { ScenarioResult } from '../../models/evaluate';
import { runScenario } from '../../models/run';
import type { Scenario, ScenarioIssue } from '../../models/scenario';
import { errorMessage, type Doc, type EngineResponse } from './protocol';

export type DocEvaluation =
  /** `issues`: those of the optional sections left out so the rest still shows (models/run.ts › partial). */
  | { ok: true; scenario: Scenario; raw: unknown; result: ScenarioResult; ms: number; issues?: ScenarioIssue[] }
  | { ok: false; issues: ScenarioIssue[]; ms: number };

/** Throws only when the engine itself fails on a document the loader accepted. */
export function evaluateDoc(doc: Doc, now: () => number = () => performance.now()): DocEvaluation {
  const start = now();
  const out = runScenario(doc, { skipUncertainty: true, partial: true });
  if (!out.ok) return { ok: false, issues: out.issues, ms: now() - start };
  const evaluated: DocEvaluation = { ok: true, scenario: out.scenario, raw: out.raw, result: out.result, ms: now() - start };
  if (out.leftOut) evaluated.issues = out.leftOut.issues;
  return evaluated;
}

/** The engine's answer to one evaluate request (what the worker posts, and what the window computes for a quick edit). */
export type EvaluationResponse = Extract<EngineResponse, { type: 'evaluated' | 'invalid' | 'error' }>;

/** `doc` evaluated as the answer to request `id`: the result, the loader's issues, or the engine's failure. */
export function evaluationResponse(id: number, doc: Doc, now: () => number = () => performance.now()): EvaluationResponse {
  try {
    const out = evaluateDoc(doc, now);
    return out.ok
      ? { type: 'evaluated', id, scenario: out.scenario, raw: out.raw, result: out.result, ms: out.ms, ...(out.issues ? { issues: out.issues } : {}) }
      : { type: 'invalid', id, issues: out.issues, ms: out.ms };
  } catch (error) {
    return { type: 'error', id, message: errorMessage(error) };
  }
}
