// The demand plan's peak with growth and per-scenario scaling (model: Demand plan › growth, scenarios).
//   P_m = step(m) * (1 + g)^(min(max(m - f + 1, 0), u - f + 1))
// with f = growth.fromMonth (default 2) and u = growth.untilMonth (default the plan's last month);
// a scenario's peak is σ_s times P_m computed with its own monthly rate (default growth's g), and the
// expected demand is Σ π_s times each scenario's peak.
import { peaks } from './offers';
import type { DemandScenarioInput, PortfolioInput } from './types';

export const DEFAULT_GROWTH_FROM_MONTH = 2;

/** The growth's months f and u with their defaults (also when the plan has no `growth`). */
export function growthMonths(p: PortfolioInput): { from: number; until: number } {
  const from = p.growth?.fromMonth ?? DEFAULT_GROWTH_FROM_MONTH;
  return { from, until: p.growth?.untilMonth ?? p.months };
}

/** P_m for m = 1..months (index 0 unused) grown at `rate` a month and scaled by `scale`. */
export function grownPeaks(p: PortfolioInput, rate: number, scale = 1): number[] {
  const steps = peaks(p);
  if (rate === 0 && scale === 1) return steps;
  const { from, until } = growthMonths(p);
  const cap = Math.max(0, until - from + 1);
  return steps.map((v, m) => (m === 0 ? 0 : scale * v * Math.pow(1 + rate, Math.min(Math.max(m - from + 1, 0), cap))));
}

/** The plan's peak without scenarios: the steps, grown when the plan has `growth`. */
export function planPeaks(p: PortfolioInput): number[] {
  return grownPeaks(p, p.growth?.monthlyRate ?? 0);
}

/** One scenario's peak: σ_s × P_m at the scenario's monthly rate. */
export function scenarioPeaks(p: PortfolioInput, s: DemandScenarioInput): number[] {
  return grownPeaks(p, s.monthlyRate ?? p.growth?.monthlyRate ?? 0, s.scale ?? 1);
}

/** The expected peak Σ π_s × (scenario s's peak), month by month. */
export function expectedPeaks(p: PortfolioInput, perScenario: readonly (readonly number[])[], probabilities: readonly number[]): number[] {
  const out = new Array<number>(p.months + 1).fill(0);
  perScenario.forEach((peak, s) => {
    for (let m = 1; m <= p.months; m++) out[m] += probabilities[s] * peak[m];
  });
  return out;
}
