// One solve of a demand plan's program: the plan read back as whole blocks, or the warning that says
// why there is none (model: Demand plan › tolerance, time limit).
import type { Warning } from '../scenario/types';
import { planStart, startBlocks, type PortfolioProgram } from './program';
import type { MilpSolver } from './solver';
import type { Commitment, Offer, PortfolioInput, PortfolioResult } from './types';

/** The reported plan lies within this relative gap of the optimum (model: Demand plan › tolerance). */
export const PORTFOLIO_TOLERANCE = 1e-4;
/** The gap the solver is asked to prove (well inside the tolerance). */
export const SOLVER_GAP = 1e-5;
/** A solve that takes longer stops with a message naming the plan's size. */
export const DEFAULT_TIME_LIMIT_SECONDS = 10;

function size(p: PortfolioInput, offers: readonly Offer[]): string {
  const scenarios = p.scenarios && p.scenarios.length > 0 ? ` × ${p.scenarios.length} scenarios` : '';
  return `${p.months} months × ${p.profile.length} load blocks × ${offers.length} offers${scenarios}`;
}
function sizeZh(p: PortfolioInput, offers: readonly Offer[]): string {
  const scenarios = p.scenarios && p.scenarios.length > 0 ? ` × ${p.scenarios.length} 个情景` : '';
  return `${p.months} 个月 × ${p.profile.length} 个负载时段 × ${offers.length} 个报价${scenarios}`;
}

/** A gap as a percentage in running text ("2.3 %"). */
function gapText(gap: number): string {
  const pct = gap * 100;
  return `${pct >= 10 ? pct.toFixed(0) : pct >= 0.1 ? pct.toFixed(1) : String(Number(pct.toPrecision(2)))} %`;
}

/**
 * The warning of a plan not reported. `gap`: the solver stopped at its time limit holding a plan
 * proven within this relative gap of the optimum, wider than the tolerance, so the plan is still not
 * reported; the warning says how far it was (model: Demand plan › tolerance, time limit).
 */
export function stopped(p: PortfolioInput, offers: readonly Offer[], why: 'time' | 'failed', seconds: number, detail = '', gap?: number): Warning {
  const found = gap !== undefined && Number.isFinite(gap);
  const gapEn = found ? ` (the best plan found by then was proven within ${gapText(gap)} of the cheapest, short of the ${gapText(PORTFOLIO_TOLERANCE)} the plan is reported at)` : '';
  const gapZh = found ? `（届时找到的最优计划已证明与最低成本相差不超过 ${gapText(gap)}，未达到报告所需的 ${gapText(PORTFOLIO_TOLERANCE)}）` : '';
  const en = why === 'time'
    ? `the demand plan (${size(p, offers)}) was not solved within ${seconds} s${gapEn}; shorten the plan, merge load blocks or remove offers`
    : `the demand plan (${size(p, offers)}) could not be solved${detail ? ` (${detail})` : ''}`;
  const zh = why === 'time'
    ? `需求计划（${sizeZh(p, offers)}）未能在 ${seconds} 秒内求解${gapZh}；请缩短计划、合并负载时段或减少报价`
    : `需求计划（${sizeZh(p, offers)}）无法求解${detail ? `（${detail}）` : ''}`;
  return { code: why === 'time' ? 'portfolio-solve-time-limit' : 'portfolio-solve-failed', path: 'portfolio', message: { en, 'zh-CN': zh } };
}

export type PortfolioOutcome = { ok: true; result: PortfolioResult; warnings: Warning[] } | { ok: false; warning: Warning };

export type Solved = { ok: true; plan: Commitment[]; gap: number } | { ok: false; warning: Warning };

/**
 * Solves `program` within `seconds` (the plan's whole budget, `limitSeconds`, names it in the
 * warning). Without integer columns the plan is the fixed commitments (none: no commitment can start).
 */
export function solvePlan(
  p: PortfolioInput,
  offers: readonly Offer[],
  program: PortfolioProgram,
  solver: MilpSolver,
  seconds: number,
  limitSeconds = seconds,
  start?: readonly Commitment[],
): Solved {
  if (program.starts.length === 0) return { ok: true, plan: [], gap: 0 };
  if (!(seconds > 0)) return { ok: false, warning: stopped(p, offers, 'time', limitSeconds) };
  const solution = solver.solve(program.lp, {
    timeLimitSeconds: seconds,
    relativeGap: SOLVER_GAP,
    ...(start ? { start: planStart(program, start) } : {}),
  });
  // A plan the solver had to stop on still counts when it is proven within the tolerance.
  const proven = solution.status === 'optimal' || (solution.status === 'time-limit' && solution.gap <= PORTFOLIO_TOLERANCE);
  if (!proven || !solution.values) {
    const timeLimit = solution.status === 'time-limit';
    const gap = timeLimit && solution.values ? solution.gap : undefined;
    return { ok: false, warning: stopped(p, offers, timeLimit ? 'time' : 'failed', limitSeconds, solution.detail, gap) };
  }
  const values = solution.values;
  const plan = program.starts.map((s) => ({ offer: s.offer, start: s.start, blocks: startBlocks(values, s) })).filter((k) => k.blocks > 0);
  return { ok: true, plan, gap: solution.gap };
}
