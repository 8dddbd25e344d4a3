// evaluateScenario: one validated scenario in, every section's results out (docs/model.md › Outputs.
// The app, its Web Worker, the CLI and the tests all call this; a number the UI shows is a number
// returned here.
import type { QuoteInput, Scenario, Warning } from './scenario/types';
import { computeCapacity, type CapacityResult } from './capacity';
import { projectPrices, type PriceProjection } from './market';
import { computeInvestment, type InvestmentResult } from './investment';
import { idleCostWarnings } from './quote-idle';
import { owedAfterWindowWarnings } from './quote-owed';
import { buyContext, computeRentVsBuy, type RentVsBuyResult } from './rent-vs-buy';
import { computeQuotes, quoteRequestChecklist, type ChecklistItem, type QuotesResult } from './quotes';
import { NO_WORKLOAD } from './quote-schedule';
import { negotiationBrief, type QuoteBrief } from './quote-brief';
import { runMonteCarlo, type UncertaintyResult } from './uncertainty';
import { computeSizing, type SizingResult } from './sizing';
import { computePortfolio, type MilpSolver, type PortfolioResult } from './portfolio';
import { solveFleetPlan, type FleetPlanResult } from './fleet-plan';

export interface ScenarioResult {
  name: string;
  currency: string;
  horizonMonths: number;
  /** Absent for a plan without a site (docs/model.md › Capacity › Plans without a site: no capacity results). */
  capacity?: CapacityResult;
  prices?: PriceProjection;
  investment?: InvestmentResult;
  rentVsBuy?: RentVsBuyResult;
  /** docs/model.md › Sizing: fleet size from the workload (throughput and memory fit). */
  sizing?: SizingResult;
  /** With the quote-request checklist: what to ask every provider, and which quotes leave each term out. */
  quotes?: QuotesResult & { checklist: ChecklistItem[]; brief: QuoteBrief[] };
  uncertainty?: UncertaintyResult;
  /** docs/model.md › Demand plan: the cheapest mix of contracts for the demand plan (only when a solver was given). */
  portfolio?: PortfolioResult;
  /** When to buy and when to refresh (models/fleet-plan; only when a solver was given). */
  fleetPlan?: FleetPlanResult;
  warnings: Warning[];
}

export interface EvaluateOptions {
  /** Overrides `uncertainty.trials` (CLI --trials). */
  trials?: number;
  /** Overrides `uncertainty.seed` (CLI --seed). */
  seed?: number;
  /** Skip Monte Carlo even when the scenario has an uncertainty section (the UI runs it in a worker). */
  skipUncertainty?: boolean;
  /**
   * The document as written (before defaults), when the caller has it: the quote checklist then
   * flags terms a quote leaves out, which defaults of 0 would otherwise hide.
   */
  raw?: unknown;
  /**
   * docs/model.md › Demand plan: the loaded mixed-integer solver (HiGHS). Without it a demand plan is not solved here: the
   * app's worker solves it after posting the other figures (solvePortfolio), so an edit's figures
   * never wait for the solver.
   */
  portfolioSolver?: MilpSolver;
  /** Seconds a demand-plan solve may take before it stops with a message (default 10). */
  portfolioTimeLimitSeconds?: number;
  /** Seconds a fleet-plan solve may take before it stops with its best plan so far (default 10). */
  fleetPlanTimeLimitSeconds?: number;
}

/** One scenario's solved demand plan as a worker answers it: `portfolio` null when the solve stopped (its warning says why). */
export interface SolvedPlan {
  portfolio: PortfolioResult | null;
  warnings: Warning[];
}

/**
 * A result evaluated without a solver joined to its plan solved elsewhere (an engine worker), as
 * evaluateScenario returns it with a solver: the plan (none when the solve stopped) and its warnings
 * after the others. The workspace and the compare page both join them here.
 */
export function withSolvedPlan(result: ScenarioResult, plan: SolvedPlan | null | undefined): ScenarioResult {
  if (!plan) return result;
  const { portfolio: _old, ...rest } = result;
  const out: ScenarioResult = plan.portfolio ? { ...rest, portfolio: plan.portfolio } : rest;
  if (plan.warnings.length > 0) out.warnings = [...result.warnings, ...plan.warnings];
  return out;
}

/** demand plan alone: the demand plan's result and warnings (or the warning that says why it has none). */
export function solvePortfolio(scenario: Scenario, solver: MilpSolver, timeLimitSeconds?: number): { portfolio?: PortfolioResult; warnings: Warning[] } {
  if (!scenario.portfolio) return { warnings: [] };
  const out = computePortfolio(scenario.portfolio, scenario.rentVsBuy, solver, timeLimitSeconds === undefined ? {} : { timeLimitSeconds });
  return out.ok ? { portfolio: out.result, warnings: out.warnings } : { warnings: [out.warning] };
}

function rawQuotes(raw: unknown): Partial<QuoteInput>[] | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const q = (raw as { quotes?: unknown }).quotes;
  return Array.isArray(q) ? q.map((x) => (x && typeof x === 'object' ? (x as Partial<QuoteInput>) : {})) : undefined;
}

function normalizeModel(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The market generation a quote floats against for market-decline regret: its own `generation`,
 * else the generation whose id or label names the same GPU model as the quote's `gpuModel`
 * (ignoring case and punctuation: "H100-SXM" matches the label "H100 SXM"), else none.
 */
export function quoteGeneration(q: QuoteInput, scenario: Scenario): string | undefined {
  if (q.generation) return q.generation;
  const gens = scenario.market?.generations ?? [];
  const model = normalizeModel(q.gpuModel);
  return gens.find((g) => normalizeModel(g.id) === model || normalizeModel(g.label) === model)?.id;
}

export function evaluateScenario(scenario: Scenario, opts: EvaluateOptions = {}): ScenarioResult {
  const H = scenario.horizonMonths;
  const site = scenario.site;
  const capacity = site ? computeCapacity(site, scenario.node) : undefined;
  const warnings: Warning[] = [...(capacity?.warnings ?? [])];
  const result: ScenarioResult = {
    name: scenario.name,
    currency: scenario.currency,
    horizonMonths: H,
    ...(capacity ? { capacity } : {}),
    warnings,
  };

  const market = scenario.market;
  if (market) result.prices = projectPrices(market, H);

  // The loader refuses an investment without a site (docs/model.md › Capacity › Plans without a site); a scenario built in code
  // without one gets no investment results rather than made-up power figures.
  if (scenario.investment && site && capacity) {
    // A defaulted GPU count follows the site: edits to power or nodes change it.
    const inv = scenario.investment.gpusDefaulted ? { ...scenario.investment, gpus: capacity.gpus } : scenario.investment;
    const series = scenario.investment.generation ? result.prices?.series[scenario.investment.generation] : undefined;
    result.investment = computeInvestment(inv, {
      kwPerGPU: capacity.kwPerGPU,
      pue: site.pue,
      horizonMonths: H,
      price: (m) => series?.[m] ?? null,
      generationPrice: market?.generations.find((g) => g.id === scenario.investment?.generation)?.price,
      deliverableGPUs: capacity.gpus,
      // Fleet: tranches of other generations, and the site's usable power for the fleet's power check.
      seriesOf: (id) => (result.prices && Object.hasOwn(result.prices.series, id) ? result.prices.series[id] : undefined),
      generationPriceOf: (id) => market?.generations.find((g) => g.id === id)?.price,
      usableKW: capacity.usableKW,
    });
    warnings.push(...result.investment.warnings);
  }

  // docs/model.md › Rent vs buy › Without a site and per token: rent vs buy needs no site; buying is costed from the section's kwPerGPU and pue,
  // else the site's, and is left out without either.
  if (scenario.rentVsBuy) {
    const fromSite = site && capacity ? { kwPerGPU: capacity.kwPerGPU, pue: site.pue } : null;
    result.rentVsBuy = computeRentVsBuy(scenario.rentVsBuy, buyContext(scenario.rentVsBuy, fromSite));
  }

  if (scenario.sizing) {
    const sizing = computeSizing(scenario.sizing, site, scenario.node, capacity?.gpus ?? null);
    if (sizing) {
      result.sizing = sizing;
      warnings.push(...sizing.warnings);
    }
  }

  if (scenario.quotes && scenario.quotes.length > 0) {
    const workload = scenario.workload ?? NO_WORKLOAD;
    // Quotes run over their own delivery and terms, which may outlast the horizon: project the market far enough.
    const longest = scenario.quotes.reduce((mx, q) => Math.max(mx, (q.deliveryMonth ?? 0) + q.termMonths), 0);
    const quoteSeries = market ? (longest <= H ? result.prices!.series : projectPrices(market, longest).series) : undefined;
    // The generation each quote is priced against for regret (its own, or found from its GPU model).
    const computed = computeQuotes(scenario.quotes, workload, {
      marketPrice: quoteSeries ? (id, m) => quoteSeries[id]?.[m] ?? null : undefined,
      generations: scenario.quotes.map((q) => quoteGeneration(q, scenario)),
    });
    const checklist = quoteRequestChecklist(rawQuotes(opts.raw) ?? scenario.quotes, workload);
    const brief = negotiationBrief(computed, checklist, workload.bridgePrice !== undefined);
    // Added to computeQuotes' fresh result (after its keys, where a spread would put them) rather than copied.
    result.quotes = Object.assign(computed, { checklist, brief });
    for (const q of result.quotes.quotes) warnings.push(...q.warnings);
    warnings.push(...idleCostWarnings(result.quotes.quotes, scenario.currency));
    warnings.push(...owedAfterWindowWarnings(result.quotes.quotes, result.quotes.windowMonths, result.quotes.rankBy, scenario.currency));
  }

  if (scenario.portfolio && opts.portfolioSolver) {
    const solved = solvePortfolio(scenario, opts.portfolioSolver, opts.portfolioTimeLimitSeconds);
    if (solved.portfolio) result.portfolio = solved.portfolio;
    warnings.push(...solved.warnings);
  }

  // The fleet plan is solved by the same solver as the demand plan (HiGHS), when one was given.
  if (scenario.fleetPlan && opts.portfolioSolver) {
    const solved = solveFleetPlan(scenario, opts.portfolioSolver, opts.fleetPlanTimeLimitSeconds);
    if (solved.fleetPlan) result.fleetPlan = solved.fleetPlan;
    warnings.push(...solved.warnings);
  }

  if (scenario.uncertainty && result.investment && !opts.skipUncertainty) {
    result.uncertainty = runMonteCarlo(scenario, { trials: opts.trials, seed: opts.seed });
  }
  return result;
}
