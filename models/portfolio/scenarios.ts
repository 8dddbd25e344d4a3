// The demand plan under scenarios (model: Demand plan › scenarios): one set of commitments serves
// every scenario, each with its own dispatch; the plan minimises (1-ω) Σ_s π_s Obj_s + ω CVaR_α as one
// two-stage MILP (program.ts, buildScenarioProgram). The plan for the expected demand (the EV plan)
// and each scenario's own optimum are separate single-demand solves. Every reported figure is the
// dispatch rule's; the demand plan fields describe the chosen plan on the expected demand Σ π_s D_s.
import type { RentVsBuyInput, Warning } from '../scenario/types';
import { dispatch } from './dispatch';
import { commitmentRows, notCoveredWarning, portfolioFigures } from './figures';
import { fixedCommitments } from './fixed';
import { expectedPeaks, scenarioPeaks } from './growth';
import { discountFactors, planOffers, unservedPenalty } from './offers';
import { buildProgram, buildScenarioProgram } from './program';
import { riskObjective, scenarioFigures, type CostedPlan } from './regret';
import { solvePlan, type PortfolioOutcome } from './solve-plan';
import type { MilpSolver } from './solver';
import type { Commitment, Offer, PortfolioInput } from './types';

export const DEFAULT_CVAR_LEVEL = 0.9;

interface Setting {
  p: PortfolioInput;
  offers: Offer[];
  discount: number[];
  peaks: number[][];
  penalty: number;
}

/** A plan's commitments and its Obj_s, present cost and unserved hours under every scenario. */
function costPlan(x: Setting, plan: readonly Commitment[]): CostedPlan {
  const runs = x.peaks.map((peak) => dispatch(x.p, x.offers, peak, x.discount, plan));
  return {
    commitments: commitmentRows(x.p, x.offers, plan, x.discount),
    objective: runs.map((d) => d.presentCost + x.penalty * d.presentUnservedGPUHours),
    presentCost: runs.map((d) => d.presentCost),
    unservedGPUHours: runs.map((d) => d.unservedGPUHours),
  };
}

/** Warning `portfolio-scenario-not-covered`: scenarios in which the chosen plan leaves demand unserved. */
function scenarioShortWarning(names: readonly string[], chosen: CostedPlan): Warning[] {
  const short = names.filter((_, s) => chosen.unservedGPUHours[s] > 0);
  if (short.length === 0) return [];
  const list = short.join(', ');
  return [{
    code: 'portfolio-scenario-not-covered',
    path: 'portfolio.scenarios',
    message: {
      en: `the offers cannot serve all demand in scenario ${list}; raise an offer's GPU limit or add on-demand capacity`,
      'zh-CN': `在情景 ${list} 中现有报价无法满足全部需求；请提高某个报价的 GPU 上限或增加按需容量`,
    },
  }];
}

export function computeScenarioPortfolio(p: PortfolioInput, rentVsBuy: RentVsBuyInput | undefined, solver: MilpSolver, seconds: number): PortfolioOutcome {
  const started = Date.now();
  const left = (): number => seconds - (Date.now() - started) / 1000;
  const scenarios = p.scenarios ?? [];
  const names = scenarios.map((s) => s.name);
  const probabilities = scenarios.map((s) => s.probability);
  const offers = planOffers(p, rentVsBuy);
  const discount = discountFactors(p.discountRate, p.months);
  const fixed = fixedCommitments(p, offers);
  const peaks = scenarios.map((s) => scenarioPeaks(p, s));
  const expected = expectedPeaks(p, peaks, probabilities);
  const x: Setting = { p, offers, discount, peaks, penalty: unservedPenalty(offers) };
  const cvarLevel = p.cvarLevel ?? DEFAULT_CVAR_LEVEL;
  const omega = p.riskAversion ?? 0;

  // The EV plan and each scenario's own plan first: the best of them under the risk-weighted
  // objective starts the two-stage solve (HiGHS prunes far more with a good plan in hand).
  const ev = solvePlan(p, offers, buildProgram(p, offers, expected, discount, fixed), solver, left(), seconds);
  if (!ev.ok) return ev;
  const candidates = [ev.plan];
  const own: CostedPlan[] = [];
  for (const peak of peaks) {
    const solved = solvePlan(p, offers, buildProgram(p, offers, peak, discount, fixed), solver, left(), seconds);
    if (!solved.ok) return solved;
    candidates.push(solved.plan);
    own.push(costPlan(x, solved.plan));
  }
  const evCosted = costPlan(x, ev.plan);
  const risk = (c: CostedPlan): number => riskObjective(c.objective, probabilities, omega, cvarLevel);
  const costed = [evCosted, ...own];
  const start = candidates[costed.reduce((best, c, i) => (risk(c) < risk(costed[best]) ? i : best), 0)];
  const program = buildScenarioProgram(p, offers, peaks.map((peak, s) => ({ peak, probability: probabilities[s] })), discount, {
    fixed,
    riskAversion: omega,
    cvarLevel,
  });
  const chosen = solvePlan(p, offers, program, solver, left(), seconds, start);
  if (!chosen.ok) return chosen;
  const chosenCosted = costPlan(x, chosen.plan);
  const d = dispatch(p, offers, expected, discount, chosen.plan);
  const baseline = dispatch(p, offers, expected, discount, fixed);
  const figures = portfolioFigures(p, offers, chosen.plan, discount, expected, d, baseline);
  return {
    ok: true,
    warnings: [...notCoveredWarning(figures), ...scenarioShortWarning(names, chosenCosted)],
    result: {
      ...figures,
      ...scenarioFigures(names, probabilities, cvarLevel, chosenCosted, evCosted, own),
      solve: {
        solver: solver.name,
        integerVariables: program.starts.length,
        variables: program.lp.columns.length,
        constraints: program.lp.rows.length,
        gap: chosen.gap,
      },
    },
  };
}
