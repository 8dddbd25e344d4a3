// What a wrong guess costs (model: Demand plan › scenarios): given the objective Obj_s of each
// candidate plan under each scenario (all by the dispatch rule), the scenario figures, CVaR, VSS,
// EVPI and the regret table. Pure arithmetic on those numbers; no solver here.
import type { CommitmentResult, RegretRow, ScenarioOutcome } from './types';

/** A plan costed under every scenario. */
export interface CostedPlan {
  commitments: CommitmentResult[];
  /** Obj_s per scenario, in scenario order. */
  objective: number[];
  presentCost: number[];
  unservedGPUHours: number[];
}

/** Σ π_s x_s. */
export function expectation(x: readonly number[], probabilities: readonly number[]): number {
  return x.reduce((sum, v, s) => sum + probabilities[s] * v, 0);
}

/**
 * CVaR_α = min_η η + Σ_s π_s max(0, x_s - η)/(1-α) (Rockafellar–Uryasev). The function is convex and
 * piecewise linear in η with breakpoints at the x_s, so its minimum is at one of them: exact.
 */
export function cvarOf(x: readonly number[], probabilities: readonly number[], alpha: number): number {
  let best = Infinity;
  for (const eta of x) {
    const tail = x.reduce((sum, v, s) => sum + probabilities[s] * Math.max(0, v - eta), 0);
    best = Math.min(best, eta + tail / (1 - alpha));
  }
  return best;
}

/** The objective the chosen plan minimises: (1-ω) Σ π_s x_s + ω CVaR_α. */
export function riskObjective(x: readonly number[], probabilities: readonly number[], omega: number, alpha: number): number {
  return (1 - omega) * expectation(x, probabilities) + (omega > 0 ? omega * cvarOf(x, probabilities, alpha) : 0);
}

/**
 * Each scenario's own best plan: its own solve's plan, or a plan costed here that does strictly
 * better under that scenario (a solve is proven only to a relative gap; the lowest known objective
 * keeps every regret ≥ 0 and is within the same gap of the true minimum).
 */
export function bestOwn(own: readonly CostedPlan[], others: readonly CostedPlan[]): CostedPlan[] {
  return own.map((plan, s) => [...others, ...own].reduce((best, c) => (c.objective[s] < best.objective[s] ? c : best), plan));
}

export interface ScenarioFigures {
  scenarios: ScenarioOutcome[];
  expectedObjective: number;
  cvar: number;
  evPlan: CommitmentResult[];
  vss: number;
  evpi: number;
  regretTable: RegretRow[];
}

export function scenarioFigures(
  names: readonly string[],
  probabilities: readonly number[],
  cvarLevel: number,
  chosen: CostedPlan,
  ev: CostedPlan,
  ownPlans: readonly CostedPlan[],
): ScenarioFigures {
  const own = bestOwn(ownPlans, [chosen, ev]);
  const ownOptimum = own.map((plan, s) => plan.objective[s]);
  const byName = (x: readonly number[]): Record<string, number> => {
    const out: Record<string, number> = {};
    names.forEach((n, s) => {
      out[n] = x[s];
    });
    return out;
  };
  const expectedObjective = expectation(chosen.objective, probabilities);
  return {
    scenarios: names.map((name, s) => ({
      name,
      probability: probabilities[s],
      presentCost: chosen.presentCost[s],
      objective: chosen.objective[s],
      unservedGPUHours: chosen.unservedGPUHours[s],
      ownOptimum: ownOptimum[s],
      regret: chosen.objective[s] - ownOptimum[s],
    })),
    expectedObjective,
    cvar: cvarOf(chosen.objective, probabilities, cvarLevel),
    evPlan: ev.commitments,
    vss: expectation(ev.objective, probabilities) - expectedObjective,
    evpi: expectedObjective - expectation(ownOptimum, probabilities),
    regretTable: [
      { plan: 'chosen', commitments: chosen.commitments, cost: byName(chosen.objective) },
      { plan: 'ev', commitments: ev.commitments, cost: byName(ev.objective) },
      ...own.map((plan, s) => ({ plan: names[s], commitments: plan.commitments, cost: byName(plan.objective) })),
    ],
  };
}
