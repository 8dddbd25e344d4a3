// DOMAIN.md v3.1: the cheapest whole-block plan of commitments for a demand plan, found by a
// mixed-integer solver and costed by the dispatch rule. See models/README.md "Portfolio".
import type { RentVsBuyInput, Warning } from '../scenario/types';
import { dispatch, type Dispatch } from './dispatch';
import { discountFactors, HOURS_PER_MONTH, peaks, planOffers } from './offers';
import { offersOutsidePlan } from './outside-plan';
import { buildProgram, startBlocks } from './program';
import type { MilpSolver } from './solver';
import type { Commitment, Offer, OfferTotals, PortfolioInput, PortfolioMonth, PortfolioResult } from './types';

export type { MilpSolver, MilpSolution, MilpOptions, MilpStatus } from './solver';
export { highsSolver } from './solver';
export type * from './types';
export { offersFromRentVsBuy, planOffers, peaks, DEFAULT_OFFER_NAMES, HOURS_PER_MONTH } from './offers';
export { dispatch } from './dispatch';
export { buildProgram, type LinearProgram } from './program';

/** DOMAIN.md v3.1: the reported plan lies within this relative gap of the optimum. */
export const PORTFOLIO_TOLERANCE = 1e-4;
/** The gap the solver is asked to prove (well inside the tolerance). */
export const SOLVER_GAP = 1e-5;
/** A solve that takes longer stops with a message naming the plan's size. */
export const DEFAULT_TIME_LIMIT_SECONDS = 10;

export interface PortfolioOptions {
  timeLimitSeconds?: number;
}

export type PortfolioOutcome = { ok: true; result: PortfolioResult; warnings: Warning[] } | { ok: false; warning: Warning };

function size(p: PortfolioInput, offers: readonly Offer[]): string {
  return `${p.months} months × ${p.profile.length} load blocks × ${offers.length} offers`;
}
function sizeZh(p: PortfolioInput, offers: readonly Offer[]): string {
  return `${p.months} 个月 × ${p.profile.length} 个负载时段 × ${offers.length} 个报价`;
}

function stopped(p: PortfolioInput, offers: readonly Offer[], why: 'time' | 'failed', seconds: number, detail = ''): Warning {
  const en = why === 'time'
    ? `the demand plan (${size(p, offers)}) was not solved within ${seconds} s; shorten the plan, merge load blocks or remove offers`
    : `the demand plan (${size(p, offers)}) could not be solved${detail ? ` (${detail})` : ''}`;
  const zh = why === 'time'
    ? `需求计划（${sizeZh(p, offers)}）未能在 ${seconds} 秒内求解；请缩短计划、合并负载时段或减少报价`
    : `需求计划（${sizeZh(p, offers)}）无法求解${detail ? `（${detail}）` : ''}`;
  return { code: why === 'time' ? 'portfolio-solve-time-limit' : 'portfolio-solve-failed', path: 'portfolio', message: { en, 'zh-CN': zh } };
}

function record<T>(offers: readonly Offer[], pick: (o: Offer) => boolean, value: (i: number) => T): Record<string, T> {
  const out: Record<string, T> = {};
  offers.forEach((o, i) => {
    if (pick(o)) out[o.name] = value(i);
  });
  return out;
}

/** The reported figures of a plan, all from the dispatch rule. */
export function portfolioFigures(
  p: PortfolioInput,
  offers: readonly Offer[],
  plan: readonly Commitment[],
  discount: readonly number[],
  peak: readonly number[],
  d: Dispatch,
  baseline: Dispatch,
): Omit<PortfolioResult, 'solve'> {
  const h = HOURS_PER_MONTH;
  const commitments = plan
    .filter((k) => k.blocks > 0)
    .map((k) => {
      const o = offers[k.offer];
      const gpus = o.block * k.blocks;
      const end = Math.min(p.months, k.start + o.term - 1);
      let cost = 0;
      let presentCost = 0;
      for (let m = k.start; m <= end; m++) {
        cost += gpus * h * o.price;
        presentCost += discount[m] * gpus * h * o.price;
      }
      return { k, row: { offer: o.name, startMonth: k.start, endMonth: end, gpus, cost, presentCost } };
    })
    .sort((a, b) => a.k.start - b.k.start || a.k.offer - b.k.offer)
    .map(({ row }) => row);

  const months: PortfolioMonth[] = [];
  const totals = offers.map(() => ({ used: 0, billed: 0, cost: 0, present: 0 }));
  for (let m = 1; m <= p.months; m++) {
    const x = d.months[m];
    months.push({
      month: m,
      peak: peak[m],
      committed: record(offers, (o) => o.kind === 'commit', (i) => x.committed[i]),
      usedGPUHours: record(offers, () => true, (i) => x.used[i]),
      idleCommittedGPUHours: x.idleCommitted,
      unservedGPUHours: x.unserved,
      cost: x.total,
    });
    offers.forEach((o, i) => {
      const t = totals[i];
      t.used += x.used[i];
      t.billed += o.kind === 'commit' ? x.committed[i] * h : x.used[i];
      t.cost += x.cost[i];
      t.present += discount[m] * x.cost[i];
    });
  }
  const byOffer = record<OfferTotals>(offers, () => true, (i) => ({
    usedGPUHours: totals[i].used,
    billedGPUHours: totals[i].billed,
    cost: totals[i].cost,
    presentCost: totals[i].present,
    demandShare: d.demandGPUHours > 0 ? totals[i].used / d.demandGPUHours : null,
  }));

  const served = d.demandGPUHours - d.unservedGPUHours;
  const sameDemand = Math.abs(baseline.unservedGPUHours - d.unservedGPUHours) <= 1e-9 * Math.max(1, d.demandGPUHours);
  const savings = sameDemand ? baseline.presentCost - d.presentCost : null;
  let committedUsed = 0;
  let committedBilled = 0;
  offers.forEach((o, i) => {
    if (o.kind !== 'commit') return;
    committedUsed += totals[i].used;
    committedBilled += totals[i].billed;
  });
  const onDemandPrices = offers.filter((o) => o.kind === 'onDemand').map((o) => o.price);
  const lowestOnDemand = onDemandPrices.length > 0 ? Math.min(...onDemandPrices) : null;
  return {
    commitments,
    months,
    byOffer,
    totalCost: d.totalCost,
    presentCost: d.presentCost,
    demandGPUHours: d.demandGPUHours,
    unservedGPUHours: d.unservedGPUHours,
    effectivePerUsedGPUHour: served > 0 ? d.totalCost / served : null,
    baseline: { totalCost: baseline.totalCost, presentCost: baseline.presentCost, unservedGPUHours: baseline.unservedGPUHours },
    savings,
    savingsShare: savings !== null && baseline.presentCost !== 0 ? savings / baseline.presentCost : null,
    commitmentUtilization: commitments.length > 0 && committedBilled > 0 ? committedUsed / committedBilled : null,
    breakEvenUtilization: record(offers, (o) => o.kind === 'commit', (i) =>
      lowestOnDemand !== null && lowestOnDemand > 0 ? offers[i].price / lowestOnDemand : null),
  };
}

/** A plan's offers (defaults applied), peaks, discount factors and its program, as the solve builds them. */
export function portfolioProgram(p: PortfolioInput, rentVsBuy: RentVsBuyInput | undefined) {
  const offers = planOffers(p, rentVsBuy);
  const peak = peaks(p);
  const discount = discountFactors(p.discountRate, p.months);
  return { offers, peak, discount, program: buildProgram(p, offers, peak, discount) };
}

/** The cheapest plan of `p` (DOMAIN.md v3.1), or the warning that says why it has none. */
export function computePortfolio(
  p: PortfolioInput,
  rentVsBuy: RentVsBuyInput | undefined,
  solver: MilpSolver,
  options: PortfolioOptions = {},
): PortfolioOutcome {
  const { offers, peak, discount, program } = portfolioProgram(p, rentVsBuy);
  const seconds = options.timeLimitSeconds ?? DEFAULT_TIME_LIMIT_SECONDS;
  let plan: Commitment[] = [];
  let gap = 0;
  if (program.starts.length > 0) {
    const solution = solver.solve(program.lp, { timeLimitSeconds: seconds, relativeGap: SOLVER_GAP });
    // A plan the solver had to stop on still counts when it is proven within the tolerance.
    const proven = solution.status === 'optimal' || (solution.status === 'time-limit' && solution.gap <= PORTFOLIO_TOLERANCE);
    if (!proven || !solution.values) {
      return { ok: false, warning: stopped(p, offers, solution.status === 'time-limit' ? 'time' : 'failed', seconds, solution.detail) };
    }
    const values = solution.values;
    plan = program.starts
      .map((s) => ({ offer: s.offer, start: s.start, blocks: startBlocks(values, s) }))
      .filter((k) => k.blocks > 0);
    gap = solution.gap;
  }
  const d = dispatch(p, offers, peak, discount, plan);
  const baseline = dispatch(p, offers, peak, discount, []);
  const figures = portfolioFigures(p, offers, plan, discount, peak, d, baseline);
  const warnings: Warning[] = offersOutsidePlan(offers, p.months, p.offers !== undefined);
  const firstShort = figures.months.find((m) => m.unservedGPUHours > 0);
  if (firstShort) {
    warnings.push({
      code: 'portfolio-demand-not-covered',
      path: 'portfolio.offers',
      message: {
        en: `the offers cannot serve all demand: ${figures.unservedGPUHours.toFixed(0)} GPU-hours go unserved, from month ${firstShort.month}; raise an offer's GPU limit or add on-demand capacity`,
        'zh-CN': `现有报价无法满足全部需求：共 ${figures.unservedGPUHours.toFixed(0)} GPU 小时无法供给，自第 ${firstShort.month} 个月起；请提高某个报价的 GPU 上限或增加按需容量`,
      },
    });
  }
  return {
    ok: true,
    warnings,
    result: {
      ...figures,
      solve: {
        solver: solver.name,
        integerVariables: program.starts.length,
        variables: program.lp.columns.length,
        constraints: program.lp.rows.length,
        gap,
      },
    },
  };
}
