// One stored scenario → what the compare page shows for it: the evaluated scenario, or its
// validation issues, or why it could not be read. Never throws. Evaluated in part as in the editor
// (models/run.ts › partial): a plan whose only problems lie in optional sections is compared without
// those sections, and `leftOut` says which and why (no row comes from a left-out section). Evaluated on the window's thread
// without a solver (a few ms): a demand plan (docs/model.md › Demand plan) is solved in the engine worker
// (useComparedPortfolios) and added to the result with withSolvedPlan (models/evaluate.ts).
import type { ScenarioResult } from '../../models/evaluate';
import { runScenario, type LeftOut } from '../../models/run';
import type { Scenario, ScenarioIssue } from '../../models/scenario';
import type { ScenarioRecord } from '../storage/types';
import { errorMessage } from '../../models/error-message';

export type ComparedScenario =
  | { id: string; status: 'loading' }
  | { id: string; status: 'missing' }
  | { id: string; status: 'error'; name: string; message: string }
  | { id: string; status: 'invalid'; name: string; issues: ScenarioIssue[] }
  | { id: string; status: 'ok'; name: string; scenario: Scenario; result: ScenarioResult; leftOut?: LeftOut };

export function evaluateRecord(id: string, record: ScenarioRecord | undefined): ComparedScenario {
  if (!record) return { id, status: 'missing' };
  const name = record.name || (typeof record.doc?.name === 'string' ? record.doc.name : id);
  try {
    const out = runScenario(record.doc, { skipUncertainty: true, partial: true });
    if (!out.ok) return { id, status: 'invalid', name, issues: out.issues };
    const ok = { id, status: 'ok' as const, name, scenario: out.scenario, result: out.result };
    return out.leftOut ? { ...ok, leftOut: out.leftOut } : ok;
  } catch (error) {
    return { id, status: 'error', name, message: errorMessage(error) };
  }
}

/** Legend names: the scenario names, with " (2)", " (3)" added where two share a name. */
export function distinctNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((n) => {
    const k = (seen.get(n) ?? 0) + 1;
    seen.set(n, k);
    return k === 1 ? n : `${n} (${k})`;
  });
}
