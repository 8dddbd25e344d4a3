// The report's "what moves the IRR" tornado: the sensitivity tornado (models/uncertainty/
// sensitivity.ts) over the inputs the scenario file states, its largest rows. It re-evaluates the
// investment once per swing, so it is computed where results are computed (Node for `gpuplan
// report`, the workspace for the in-app report) and handed to the report page as data.
import { sensitivityTornado, statedIn, type TornadoEntry } from './uncertainty';
import type { Scenario } from './scenario/types';

/** Rows the report's tornado shows. */
export const REPORT_TORNADO_ROWS = 12;

/** The report's IRR tornado, or null when the scenario has no investment section. `raw`: the file as read. */
export function reportSensitivity(scenario: Scenario, raw: unknown): TornadoEntry[] | null {
  if (!scenario.investment) return null;
  return sensitivityTornado(scenario, { stated: statedIn(raw) }).slice(0, REPORT_TORNADO_ROWS);
}
