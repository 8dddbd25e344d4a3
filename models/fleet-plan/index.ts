// When to buy and when to refresh (model: Fleet plan): the plan of purchases and sales of whole
// blocks that earns most on the site's power, found by a mixed-integer solver (HiGHS, loaded by
// the caller as for the demand plan) and valued GPU by GPU. See models/README.md "Fleet plan".
import { computeCapacity } from '../capacity';
import { annualToMonthly } from '../finance';
import { projectPrices } from '../market';
import type { MilpSolver } from '../portfolio/solver';
import type { Scenario, Warning } from '../scenario/types';
import { fleetOptions, type FleetMarket, type FleetOption } from './options';
import { buildFleetProgram, installedIn } from './program';
import type { FleetPlanInput, FleetPlanResult } from './types';
import type { FleetValueContext } from './value';

export type * from './types';
export { oneGpuValue, oneGpuFlows, oneGpuResale, resaleFraction } from './value';
export type { FleetValueContext, OneGpu, ResalePoint } from './value';
export { candidateGpu, existingGpu, fleetOptions } from './options';
export { buildFleetProgram } from './program';

/** The reported plan lies within this relative gap of the optimum (as the demand plan's). */
export const FLEET_PLAN_TOLERANCE = 1e-4;
/**
 * The gap the solver is asked to prove: half the tolerance. Proving 1e-5 takes HiGHS three times as
 * long on the worked example (the months' power rows are knapsacks whose last few kW it must close).
 */
export const FLEET_SOLVER_GAP = 5e-5;
/** A solve that takes longer stops with the best plan found so far and its gap. */
export const FLEET_TIME_LIMIT_SECONDS = 10;

/** Everything a fleet plan reads from its scenario. */
export interface FleetPlanSetup {
  plan: FleetPlanInput;
  H: number;
  /** The power budget, IT kW. */
  P: number;
  ctx: FleetValueContext;
  market: FleetMarket;
}

/** The plan's inputs from a loaded scenario; null when it has no fleet plan (or what it needs: the loader refuses that). */
export function fleetPlanSetup(s: Scenario): FleetPlanSetup | null {
  const plan = s.fleetPlan;
  const inv = s.investment;
  if (!plan || !inv || !s.market || !s.site) return null;
  const H = s.horizonMonths;
  const P = plan.powerKW ?? computeCapacity(s.site, s.node).usableKW;
  const ctx: FleetValueContext = {
    op: inv,
    pue: s.site.pue,
    monthlyRate: annualToMonthly(inv.projectDiscountRate ?? inv.discountRate),
  };
  return { plan, H, P, ctx, market: { market: s.market, series: projectPrices(s.market, H).series } };
}

/** The chosen plan's figures from whole blocks per option (model: Fleet plan › outputs). */
export function fleetPlanFigures(setup: FleetPlanSetup, options: readonly FleetOption[], blocks: readonly number[]): Omit<FleetPlanResult, 'solve'> {
  const { plan, H } = setup;
  const chosen = options.map((o, j) => ({ o, gpus: blocks[j] * o.block })).filter((c) => c.gpus > 0);
  const buys = chosen.filter((c) => c.o.kind === 'buy')
    .sort((a, b) => a.o.deliveryMonth - b.o.deliveryMonth || a.o.index - b.o.index || a.o.exitMonth - b.o.exitMonth);
  const sells = chosen.filter((c) => c.o.kind === 'sell').sort((a, b) => a.o.exitMonth - b.o.exitMonth || a.o.index - b.o.index);
  let npv = 0;
  for (const c of [...buys, ...sells]) npv += c.o.value * c.gpus;
  const powerKW: number[] = [];
  for (let m = 1; m <= H; m++) {
    let kw = 0;
    for (const c of chosen) if (installedIn(c.o, m)) kw += c.o.kwPerGPU * c.gpus;
    powerKW.push(kw);
  }
  // The baseline: every existing GPU held to H (no power check).
  let baseline = 0;
  for (const o of options) if (o.kind === 'sell' && o.exitMonth === H) baseline += o.value * plan.existing[o.index].gpus;
  const refresh = new Set(sells.filter((c) => c.o.exitMonth < H).map((c) => c.o.exitMonth));
  return {
    purchases: buys.map((c) => ({ candidate: plan.candidates[c.o.index].name, deliveryMonth: c.o.deliveryMonth, exitMonth: c.o.exitMonth, gpus: c.gpus })),
    sales: sells.map((c) => ({ existing: plan.existing[c.o.index].name, exitMonth: c.o.exitMonth, gpus: c.gpus })),
    npv,
    baseline,
    gain: npv - baseline,
    powerKW,
    refreshMonths: [...refresh].sort((a, b) => a - b),
  };
}

function size(setup: FleetPlanSetup, options: readonly FleetOption[]): { en: string; zh: string } {
  const n = setup.plan.candidates.length;
  return {
    en: `${setup.H} months × ${n} candidate${n === 1 ? '' : 's'}, ${options.length} choices`,
    zh: `${setup.H} 个月 × ${n} 个候选机型，${options.length} 个选项`,
  };
}

function timeLimitWarning(setup: FleetPlanSetup, options: readonly FleetOption[], seconds: number, gap: number): Warning {
  const s = size(setup, options);
  const pct = Number.isFinite(gap) ? `${(gap * 100).toPrecision(3)} %` : '?';
  return {
    code: 'fleet-plan-time-limit',
    path: 'fleetPlan',
    message: {
      en: `the fleet plan (${s.en}) was not proven optimal within ${seconds} s: the best plan found so far is shown, at most ${pct} below the optimum; consider fewer delivery or exit months`,
      'zh-CN': `机群计划（${s.zh}）未能在 ${seconds} 秒内证明最优：显示目前找到的最佳方案，与最优值最多相差 ${pct}；可减少交付或退出月份`,
    },
  };
}

function failedWarning(setup: FleetPlanSetup, options: readonly FleetOption[], seconds: number, why: 'time' | 'failed', detail = ''): Warning {
  const s = size(setup, options);
  return {
    code: why === 'time' ? 'fleet-plan-no-plan-in-time' : 'fleet-plan-solve-failed',
    path: 'fleetPlan',
    message: why === 'time'
      ? { en: `the fleet plan (${s.en}) found no plan within ${seconds} s; consider fewer delivery or exit months`, 'zh-CN': `机群计划（${s.zh}）在 ${seconds} 秒内未找到可行方案；可减少交付或退出月份` }
      : { en: `the fleet plan (${s.en}) could not be solved${detail ? ` (${detail})` : ''}`, 'zh-CN': `机群计划（${s.zh}）无法求解${detail ? `（${detail}）` : ''}` },
  };
}

export interface FleetPlanOutcome {
  fleetPlan?: FleetPlanResult;
  warnings: Warning[];
}

/** The fleet plan of a scenario that has one (nothing without), or the warning that says why it has none. */
export function solveFleetPlan(s: Scenario, solver: MilpSolver, timeLimitSeconds = FLEET_TIME_LIMIT_SECONDS): FleetPlanOutcome {
  const setup = fleetPlanSetup(s);
  if (!setup) return { warnings: [] };
  const options = fleetOptions(setup.plan, setup.H, setup.ctx, setup.market);
  const lp = buildFleetProgram(setup.plan, options, setup.H, setup.P);
  const solution = solver.solve(lp, { timeLimitSeconds, relativeGap: FLEET_SOLVER_GAP });
  if (!solution.values || (solution.status !== 'optimal' && solution.status !== 'time-limit')) {
    return { warnings: [failedWarning(setup, options, timeLimitSeconds, solution.status === 'time-limit' ? 'time' : 'failed', solution.detail)] };
  }
  const values = solution.values;
  const blocks = options.map((_, j) => Math.max(0, Math.round(values[j])));
  const gap = solution.gap;
  const figures = fleetPlanFigures(setup, options, blocks);
  const warnings = solution.status === 'time-limit' && !(gap <= FLEET_PLAN_TOLERANCE) ? [timeLimitWarning(setup, options, timeLimitSeconds, gap)] : [];
  return {
    fleetPlan: {
      ...figures,
      solve: { solver: solver.name, integerVariables: lp.columns.length, constraints: lp.rows.length, gap, powerBudgetKW: setup.P },
    },
    warnings,
  };
}
export { fleetPlanTranches, type FleetTranche } from './tranches';
