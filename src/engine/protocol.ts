// Messages between the renderer and the engine worker. Every request carries an id chosen by the
// client; every response names the id it answers, so the client can drop stale answers
// (latest wins). Plain data only: everything here survives structured cloning.
import type { DifferenceImpact } from '../../models/compare';
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario, ScenarioIssue, Warning } from '../../models/scenario';
import type { PortfolioResult } from '../../models/portfolio';
import type { FleetPlanResult } from '../../models/fleet-plan/types';
import type { MonteCarloOptions, SensitivityOptions, UncertaintyResult } from '../../models/uncertainty';
import type { TornadoEntry } from '../../models/uncertainty/types';

/** Swings of a sensitivity request (SensitivityOptions without `stated`, which `raw` replaces: plain data). */
export type SensitivitySwings = Omit<SensitivityOptions, 'stated'>;

import type { Doc } from '../../models/path';
export type { Doc };

export type EngineRequest =
  /** Validate and evaluate a scenario document (Monte Carlo skipped). */
  | { type: 'evaluate'; id: number; doc: Doc }
  /** Start a Monte Carlo run; a newer start cancels the one still running. */
  | { type: 'mc-start'; id: number; doc: Doc; options?: MonteCarloOptions; chunkSize?: number }
  /** Stop the run with this id (ignored when it already ended). */
  | { type: 'mc-cancel'; id: number }
  /** Which differing inputs move a key result (models/compare-impact.ts); `baseResult` is the first scenario's. */
  | { type: 'impacts'; id: number; scenarios: Scenario[]; baseResult: ScenarioResult }
  /**
   * The IRR tornado of a loaded scenario (models/uncertainty/sensitivity.ts) over the inputs `raw`
   * (the document as read) states, every present one without it; `report`: the report's tornado
   * (models/report-sensitivity.ts: stated inputs, its largest rows, null without an investment).
   */
  | { type: 'sensitivity'; id: number; scenario: Scenario; raw?: unknown; swings?: SensitivitySwings; report?: boolean }
  /**
   * docs/model.md › Demand plan: solve a loaded scenario's demand plan (models/portfolio) with the worker's HiGHS, loaded
   * once per worker. Latest wins: a request that a newer one overtakes while the solver loads or
   * while an older solve runs is answered `superseded` without solving.
   */
  | { type: 'portfolio'; id: number; scenario: Scenario }
  /** The fleet plan (models/fleet-plan) with the same HiGHS, latest wins as the demand plan. */
  | { type: 'fleet-plan'; id: number; scenario: Scenario };

export type EngineResponse =
  /** `raw`: the document as read (what the report shows as written in the file vs defaulted). */
  /** `issues`: a partial evaluation's (the sections left out and why; evaluate-doc.ts). */
  | { type: 'evaluated'; id: number; scenario: Scenario; raw?: unknown; result: ScenarioResult; ms: number; issues?: ScenarioIssue[] }
  | { type: 'invalid'; id: number; issues: ScenarioIssue[]; ms: number }
  | { type: 'impacts'; id: number; impacts: DifferenceImpact[]; ms: number }
  | { type: 'sensitivity'; id: number; rows: TornadoEntry[] | null; ms: number }
  /** `portfolio` null: the solve stopped (its warning says why) or the scenario has no demand plan. */
  | { type: 'portfolio'; id: number; portfolio: PortfolioResult | null; warnings: Warning[]; ms: number }
  | { type: 'portfolio-superseded'; id: number }
  /** `fleetPlan` null: the solve found no plan (its warning says why) or the scenario has none. */
  | { type: 'fleet-plan'; id: number; fleetPlan: FleetPlanResult | null; warnings: Warning[]; ms: number }
  | { type: 'fleet-plan-superseded'; id: number }
  /** The engine threw while answering request `id` (never swallowed: the UI shows it). */
  | { type: 'error'; id: number; message: string }
  | { type: 'mc-progress'; id: number; done: number; total: number }
  | { type: 'mc-done'; id: number; result: UncertaintyResult; ms: number }
  | { type: 'mc-cancelled'; id: number }
  | { type: 'mc-invalid'; id: number; issues: ScenarioIssue[] }
  | { type: 'mc-error'; id: number; message: string };

export { errorMessage } from '../../models/error-message';
