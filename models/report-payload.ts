// What a report draws: scenarios already loaded and evaluated through models/run.ts — by Node in
// `gpuplan report` (cli/engine-thread.ts, which draws it to HTML there), by the engine worker in the
// app — so no report page ever loads the engine. Read by src/report/report-document.tsx (both ways
// a report is drawn) and, from window, by src/report/report-main.tsx; plain data that survives
// structured cloning.
import type { DifferenceImpact } from './compare';
import type { ScenarioResult } from './evaluate';
import type { Language } from './language';
import type { Scenario } from './scenario/types';
import type { TornadoEntry } from './uncertainty/types';
import { isPlainRecord as isRecord } from './scenario/safety';

/** The name of the global a payload may be set in before the page loads (page.addInitScript). */
export const REPORT_PAYLOAD_GLOBAL = '__GPUPLAN_REPORT__';

export interface ReportItem {
  scenario: Scenario;
  /** The document as read: which assumptions the file states and which were left to defaults. */
  raw: unknown;
  /** evaluateScenario's whole result, Monte Carlo included when the scenario asks for it. */
  result: ScenarioResult;
  /** The IRR tornado (models/report-sensitivity.ts); absent or null: no sensitivity section. */
  sensitivity?: TornadoEntry[] | null;
}

export interface ReportPayload {
  /** One item: the scenario report; 2–4: the comparison report. */
  items: ReportItem[];
  /**
   * A comparison's "which differences move a key result" (models/compare-impact.ts), computed with
   * the results; required with 2–4 items.
   */
  impacts?: DifferenceImpact[];
  lang: Language;
  author?: string;
  /** Only page 1, the answer (`gpuplan report --summary`, the app's "Summary only"). */
  summary?: boolean;
  /** Only the negotiation brief, one page per provider (`gpuplan report --brief`, the app's "Brief only"). */
  brief?: boolean;
  /** ISO date of the report; defaults to now. */
  date?: string;
}

/** The payload on `scope` (the page's window), or null when it is missing or not one. */
export function readReportPayload(scope: object): ReportPayload | null {
  const p = (scope as Record<string, unknown>)[REPORT_PAYLOAD_GLOBAL];
  if (!isRecord(p) || !Array.isArray(p.items) || p.items.length === 0) return null;
  if (!p.items.every((i) => isRecord(i) && isRecord(i.scenario) && isRecord(i.result) && (i.sensitivity == null || Array.isArray(i.sensitivity)))) return null;
  if ((p.items.length >= 2 || p.impacts !== undefined) && readImpacts(p.impacts) === null) return null;
  return p as unknown as ReportPayload;
}

/** A list of impacts read back from untrusted data, or null when it is not one. */
export function readImpacts(value: unknown): DifferenceImpact[] | null {
  if (!Array.isArray(value)) return null;
  const ok = value.every((v) => isRecord(v) && typeof v.path === 'string' && Array.isArray(v.moves) && v.moves.every((k) => typeof k === 'string'));
  return ok ? (value as DifferenceImpact[]) : null;
}
