// docs/model.md › Demand plan: the cheapest whole-block plan of commitments for a demand plan, found by a
// mixed-integer solver and costed by the dispatch rule. See models/README.md "Portfolio".
import type { RentVsBuyInput } from '../scenario/types';
import { dispatch } from './dispatch';
import { notCoveredWarning, portfolioFigures } from './figures';
import { fixedCommitments } from './fixed';
import { offersOutsidePlan } from './outside-plan';
import { planPeaks } from './growth';
import { discountFactors, planOffers } from './offers';
import { buildProgram } from './program';
import { computeScenarioPortfolio } from './scenarios';
import { DEFAULT_TIME_LIMIT_SECONDS, solvePlan, type PortfolioOutcome } from './solve-plan';
import type { MilpSolver } from './solver';
import type { PortfolioInput, PortfolioResult } from './types';

export type { MilpSolver, MilpSolution, MilpOptions, MilpStatus } from './solver';
export { highsSolver } from './solver';
export type * from './types';
export { offersFromRentVsBuy, planOffers, peaks, DEFAULT_OFFER_NAMES, HOURS_PER_MONTH } from './offers';
export { dispatch } from './dispatch';
export { buildProgram, buildScenarioProgram, type LinearProgram } from './program';
export { PORTFOLIO_TOLERANCE, SOLVER_GAP, DEFAULT_TIME_LIMIT_SECONDS, type PortfolioOutcome } from './solve-plan';
export { portfolioFigures, commitmentRows, notCoveredWarning } from './figures';
export { grownPeaks, planPeaks, scenarioPeaks, expectedPeaks } from './growth';
export { fixedCommitments } from './fixed';


export interface PortfolioOptions {
  timeLimitSeconds?: number;
}

/** A plan's offers (defaults applied), peaks (grown), discount factors, fixed commitments and its program. */
export function portfolioProgram(p: PortfolioInput, rentVsBuy: RentVsBuyInput | undefined) {
  const offers = planOffers(p, rentVsBuy);
  const peak = planPeaks(p);
  const discount = discountFactors(p.discountRate, p.months);
  const fixed = fixedCommitments(p, offers);
  return { offers, peak, discount, fixed, program: buildProgram(p, offers, peak, discount, fixed) };
}

/**
 * The cheapest plan of `p` (model: Demand plan), or the warning that says why it has none. With
 * `scenarios`, the two-stage plan (scenarios.ts); else the single-demand plan on the (grown) peak.
 */
export function computePortfolio(
  p: PortfolioInput,
  rentVsBuy: RentVsBuyInput | undefined,
  solver: MilpSolver,
  options: PortfolioOptions = {},
): PortfolioOutcome {
  const seconds = options.timeLimitSeconds ?? DEFAULT_TIME_LIMIT_SECONDS;
  const outside = offersOutsidePlan(planOffers(p, rentVsBuy), p.months, p.offers !== undefined);
  if (p.scenarios && p.scenarios.length > 0) {
    const outcome = computeScenarioPortfolio(p, rentVsBuy, solver, seconds);
    return outcome.ok ? { ...outcome, warnings: [...outside, ...outcome.warnings] } : outcome;
  }
  const { offers, peak, discount, fixed, program } = portfolioProgram(p, rentVsBuy);
  const solved = solvePlan(p, offers, program, solver, seconds);
  if (!solved.ok) return solved;
  const d = dispatch(p, offers, peak, discount, solved.plan);
  const baseline = dispatch(p, offers, peak, discount, fixed);
  const figures = portfolioFigures(p, offers, solved.plan, discount, peak, d, baseline);
  return {
    ok: true,
    warnings: [...outside, ...notCoveredWarning(figures)],
    result: {
      ...figures,
      solve: {
        solver: solver.name,
        integerVariables: program.starts.length,
        variables: program.lp.columns.length,
        constraints: program.lp.rows.length,
        gap: solved.gap,
      },
    },
  };
}
