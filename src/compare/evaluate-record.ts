// One stored scenario → what the compare page shows for it: the evaluated scenario, or its
// validation issues, or why it could not be read. Never throws.
import { evaluateScenario, type ScenarioResult } from '../../models/evaluate';
import { loadScenario, type Scenario, type ScenarioIssue } from '../../models/scenario';
import type { ScenarioRecord } from '../storage/types';

export type ComparedScenario =
  | { id: string; status: 'loading' }
  | { id: string; status: 'missing' }
  | { id: string; status: 'error'; name: string; message: string }
  | { id: string; status: 'invalid'; name: string; issues: ScenarioIssue[] }
  | { id: string; status: 'ok'; name: string; scenario: Scenario; result: ScenarioResult };

export function evaluateRecord(id: string, record: ScenarioRecord | undefined): ComparedScenario {
  if (!record) return { id, status: 'missing' };
  const name = record.name || (typeof record.doc?.name === 'string' ? record.doc.name : id);
  try {
    const loaded = loadScenario(record.doc);
    if (!loaded.ok) return { id, status: 'invalid', name, issues: loaded.issues };
    return { id, status: 'ok', name, scenario: loaded.scenario, result: evaluateScenario(loaded.scenario, { skipUncertainty: true }) };
  } catch (error) {
    return { id, status: 'error', name, message: error instanceof Error ? error.message : String(error) };
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
