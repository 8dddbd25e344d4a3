import type { FleetPlanResult } from '../../models/fleet-plan/types';
import type { Scenario, Warning } from '../../models/scenario/types';
import type { TransportFactory } from './transport';
import { useWorkerSolve, type SolveKind, type SolveState } from './use-worker-solve';

export interface FleetPlanAnswer {
  scenario: Scenario;
  fleetPlan: FleetPlanResult | null;
  warnings: Warning[];
  ms: number;
}

export type FleetPlanState = SolveState<FleetPlanAnswer>;

const FLEET_PLAN: SolveKind<FleetPlanAnswer> = {
  asks: (s) => Boolean(s.fleetPlan),
  request: (id, scenario) => ({ type: 'fleet-plan', id, scenario }),
  answer: (r, scenario) => (r.type === 'fleet-plan' ? { scenario, fleetPlan: r.fleetPlan, warnings: r.warnings, ms: r.ms } : undefined),
};

/**
 * The fleet plan (when to buy and when to refresh) solved in an engine worker of its own, as the
 * demand plan (useWorkerSolve): an edit's figures never wait for it, a newer scenario supersedes an
 * older solve, and a solve stops at its time limit with its best plan and a warning. A scenario
 * without `fleetPlan` asks nothing and clears the answer.
 */
export function useFleetPlan(scenario: Scenario | null, options: { transport?: TransportFactory } = {}): FleetPlanState {
  return useWorkerSolve(scenario, FLEET_PLAN, options);
}
