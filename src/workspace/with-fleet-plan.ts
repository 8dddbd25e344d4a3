// The fleet plan joined to the workspace's results, as the demand plan (with-plan.ts): solved in an
// engine worker of its own (useFleetPlan), shown with its warnings when solved for the shown
// scenario; while newer inputs are solved the previous plan stays, marked stale.
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario';
import type { FleetPlanState } from '../engine/use-fleet-plan';
import type { FleetPlanStatus } from '../results/fleet-plan-view';
import type { WithPlan } from './with-plan';

function join(result: ScenarioResult | null, state: FleetPlanState, current: boolean): ScenarioResult | null {
  const answer = state.answer;
  if (!result || !answer?.fleetPlan) return result;
  const out: ScenarioResult = { ...result, fleetPlan: answer.fleetPlan };
  if (current && answer.warnings.length > 0) out.warnings = [...result.warnings, ...answer.warnings];
  return out;
}

/** `shown` with the fleet plan of `scenario` (or the previous one, stale); `status` undefined without a fleet plan. */
export function withFleetPlan(shown: WithPlan, scenario: Scenario | null, state: FleetPlanState): WithPlan & { fleet?: FleetPlanStatus } {
  if (!scenario?.fleetPlan) return shown;
  const current = state.answer !== null && state.answer.scenario === scenario;
  if (current) {
    const warned = state.answer!.warnings.length > 0 && !state.answer!.fleetPlan ? { ...shown.result!, warnings: [...shown.result!.warnings, ...state.answer!.warnings] } : null;
    return {
      ...shown,
      result: warned ?? join(shown.result, state, true),
      report: join(shown.report, state, true),
      fleet: { solving: false, stale: false, error: state.error },
    };
  }
  return { ...shown, result: join(shown.result, state, false), fleet: { solving: state.solving, stale: state.answer?.fleetPlan != null, error: state.error } };
}
