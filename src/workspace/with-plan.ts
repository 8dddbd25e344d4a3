// The demand plan (docs/model.md › Demand plan) joined to the workspace's results. The plan is solved in an
// engine worker of its own (usePortfolio), after the other figures: the result shown carries the
// plan and its warnings only when that plan was solved for the shown scenario; while a newer one is
// solved the previous plan stays, marked stale, and the report waits for the current one.
import { withSolvedPlan, type ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario';
import type { PortfolioState } from '../engine/use-portfolio';
import type { PlanStatus } from '../results/portfolio-view';

export interface WithPlan {
  /** The result to show: with `portfolio` (current or stale) and, when current, the solve's warnings. */
  result: ScenarioResult | null;
  /** Undefined when the scenario has no demand plan. */
  plan: PlanStatus | undefined;
  /**
   * What the report draws: the result with the shown scenario's plan, or without one when there is
   * none to wait for (no plan section, or the solver's worker failed); null while it is solved.
   */
  report: ScenarioResult | null;
}

export function withPlan(result: ScenarioResult | null, scenario: Scenario | null, state: PortfolioState): WithPlan {
  if (!result || !scenario?.portfolio) return { result, plan: undefined, report: result };
  const { answer, error } = state;
  if (answer && answer.scenario === scenario) {
    const merged = withSolvedPlan(result, answer);
    return { result: merged, plan: { solving: false, stale: false, error }, report: merged };
  }
  // No plan for these inputs yet. A worker failure ends the wait: the error is shown, no plan (the
  // report goes without it).
  if (error !== null && !state.solving) return { result, plan: { solving: false, stale: false, error }, report: result };
  if (answer?.portfolio) {
    return { result: { ...result, portfolio: answer.portfolio }, plan: { solving: true, stale: true, error: null, solvedFor: answer.scenario }, report: null };
  }
  return { result, plan: { solving: true, stale: false, error: null }, report: null };
}
