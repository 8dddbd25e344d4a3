// The compare page's demand plans and fleet plans, solved in an engine worker one scenario after
// another (use-compared-solves.ts): the plans join each scenario's results with withSolvedPlan and
// withSolvedFleetPlan.
import type { SolvedPlan } from '../../models/evaluate';
import type { ScenarioResult } from '../../models/evaluate';
import type { FleetPlanResult } from '../../models/fleet-plan/types';
import type { Warning } from '../../models/scenario/types';
import type { Scenario } from '../../models/scenario/types';
import type { TransportFactory } from './transport';
import { useComparedSolves, type ComparedSolveKind, type ComparedSolvesState } from './use-compared-solves';

export type { SolvedPlan } from '../../models/evaluate';
export type ComparedPortfoliosState = ComparedSolvesState<SolvedPlan>;

const PORTFOLIO: ComparedSolveKind<SolvedPlan> = {
  has: (s) => s.portfolio !== undefined,
  request: (id, scenario) => ({ type: 'portfolio', id, scenario }),
  answer: (r) => (r.type === 'portfolio' ? { portfolio: r.portfolio, warnings: r.warnings } : undefined),
};

/** The compared scenarios' demand plans (null for a scenario without one). */
export function useComparedPortfolios(scenarios: readonly Scenario[] | null, options: { transport?: TransportFactory } = {}): ComparedPortfoliosState {
  return useComparedSolves(scenarios, PORTFOLIO, options);
}

/** A fleet plan solved in the worker: the plan (null when the solve found none) and its warnings. */
export interface SolvedFleetPlan {
  fleetPlan: FleetPlanResult | null;
  warnings: Warning[];
}

const FLEET_PLAN: ComparedSolveKind<SolvedFleetPlan> = {
  has: (s) => s.fleetPlan !== undefined,
  request: (id, scenario) => ({ type: 'fleet-plan', id, scenario }),
  answer: (r) => (r.type === 'fleet-plan' ? { fleetPlan: r.fleetPlan, warnings: r.warnings } : undefined),
};

/** The compared scenarios' fleet plans (model: Fleet plan), null for a scenario without one. */
export function useComparedFleetPlans(scenarios: readonly Scenario[] | null, options: { transport?: TransportFactory } = {}): ComparedSolvesState<SolvedFleetPlan> {
  return useComparedSolves(scenarios, FLEET_PLAN, options);
}

/** A result joined to its fleet plan solved in the worker, with the solve's warnings after the others. */
export function withSolvedFleetPlan(result: ScenarioResult, plan: SolvedFleetPlan | null | undefined): ScenarioResult {
  if (!plan) return result;
  const { fleetPlan: _old, ...rest } = result;
  const out: ScenarioResult = plan.fleetPlan ? { ...rest, fleetPlan: plan.fleetPlan } : rest;
  if (plan.warnings.length > 0) out.warnings = [...result.warnings, ...plan.warnings];
  return out;
}
