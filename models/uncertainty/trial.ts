// Investment metrics (IRR, NPV) of one variant of a scenario, computing only what they depend on:
// capacity (kwPerGPU, and GPUs when investment.gpus defaulted to them) only when a site or node
// field changed, the price series of the investment's generation only when the market or the
// horizon changed (and then only the generations it depends on: prices.ts), then the investment's
// cash flows, IRR and NPV. Quotes, rent-vs-buy and warnings are never computed here. Uses the same functions and context as evaluateScenario, so a variant
// equal to the scenario gives exactly its investment.irrAnnual and investment.npv.

import { computeCapacity } from '../capacity';
import type { CapacityResult } from '../capacity';
import { createInvestmentMetricsScratch, investmentMetrics, investmentMetricsInto } from '../investment';
import type { InvestmentContext } from '../investment';
import { projectPrices } from '../market';
import type { InvestmentInput, MarketInput, NodeInput, Scenario, SiteInput } from '../scenario/types';
import type { PathSegment } from './paths';
import { createSeriesProjector, priceAt } from './prices';
import type { PriceArray } from './prices';

/** The parts of a scenario the investment metrics depend on (same keys and shapes as Scenario). */
export interface TrialModel {
  horizonMonths: number;
  site: SiteInput;
  node: NodeInput;
  market?: MarketInput;
  investment: InvestmentInput;
}

/** Which computation a field feeds: decides what a changed value forces to be recomputed. */
export type InputTarget = 'capacity' | 'market' | 'horizon' | 'investment' | 'none';

export interface TrialMetrics {
  irrAnnual: number | null;
  npv: number;
  cashflows: ArrayLike<number>;
  /** The project (unlevered) IRR, annual; meaningful only from an evaluator made with `project`. */
  projectIrrAnnual?: number | null;
  /** docs/model.md › Investment › Covenant and DSCR: some period's DSCR below investment.covenantDSCR (false without a covenant). */
  covenantBreached: boolean;
}

export interface Recompute {
  capacity: boolean;
  prices: boolean;
  /** investment.gpus follows the capacity's GPUs (the file gave none and no input samples it). */
  gpusFromCapacity: boolean;
}

export function targetOf(segments: readonly PathSegment[]): InputTarget {
  switch (segments[0]) {
    case 'site':
    case 'node':
      return 'capacity';
    case 'market':
      return 'market';
    case 'horizonMonths':
      return 'horizon';
    case 'investment':
      return 'investment';
    default:
      return 'none';
  }
}

export function trialModelOf(scenario: Scenario, investment: InvestmentInput): TrialModel {
  // The loader refuses an investment without a site (docs/model.md › Capacity › Plans without a site).
  if (!scenario.site) throw new Error('investment metrics need a site');
  return {
    horizonMonths: scenario.horizonMonths,
    site: scenario.site,
    node: scenario.node,
    ...(scenario.market ? { market: scenario.market } : {}),
    investment,
  };
}

type Series = PriceArray | undefined;

/** The full projection (models/market.ts), for the base and for trials that change the horizon. */
function seriesOf(model: TrialModel): Series {
  const gen = model.investment.generation;
  if (gen === undefined || !model.market) return undefined;
  const s = projectPrices(model.market, model.horizonMonths).series;
  return Object.hasOwn(s, gen) ? Float64Array.from(s[gen], (p) => p ?? NaN) : undefined;
}

/** The `price` of the investment's generation (price_g of the market residual, docs/model.md › Investment › Tax, depreciation and losses). */
function generationPriceOf(model: TrialModel): number | undefined {
  const gens = model.market?.generations;
  if (!gens || model.investment.generation === undefined) return undefined;
  for (const g of gens) if (g.id === model.investment.generation) return g.price;
  return undefined;
}

/**
 * An evaluator with the base scenario's capacity and price series cached. Each call returns new
 * metrics; with `reuse` (the Monte Carlo trial loop) it allocates nothing per call instead and
 * returns the same object, overwritten by the next call (its cash flows a reused Float64Array).
 * The figures are bit-identical either way. With `projectIrr` the metrics also hold the project
 * (unlevered) IRR, as computeInvestment's projectIrrAnnual (gpuplan --samples); without it that
 * view is not computed.
 */
export function createTrialEvaluator(base: TrialModel, reuse = false, projectIrr = false): (model: TrialModel, recompute: Recompute) => TrialMetrics {
  const baseCapacity = computeCapacity(base.site, base.node);
  const baseSeries = seriesOf(base);
  const gen = base.investment.generation;
  const project = base.market && gen !== undefined ? createSeriesProjector(base.market, gen, base.horizonMonths, true) : undefined;
  const trialSeries = (model: TrialModel): Series =>
    project && model.market && model.horizonMonths === base.horizonMonths && model.investment.generation === gen
      ? project(model.market)
      : seriesOf(model);

  // One context for every trial (investmentMetrics reads it synchronously and keeps nothing):
  // no closure or object allocated per trial.
  let series: Series = baseSeries;
  // The prices go in as the series itself (priceSeries; empty when there is none, which reads as
  // null like priceAt(undefined, m)): a price function would box every month's price.
  const noSeries = new Float64Array(0);
  const ctx: InvestmentContext = {
    kwPerGPU: baseCapacity.kwPerGPU,
    pue: base.site.pue,
    horizonMonths: base.horizonMonths,
    price: (m: number) => priceAt(series, m),
    priceSeries: baseSeries ?? noSeries,
  };
  // Fleet: tranches of another generation read the full projection of the trial's market (made on
  // first use, again in a trial that changes prices).
  let current: TrialModel = base;
  let others: Record<string, (number | null)[]> | undefined;
  ctx.seriesOf = (id) => {
    const market = current.market;
    if (!market) return undefined;
    others ??= projectPrices(market, current.horizonMonths).series;
    return Object.hasOwn(others, id) ? others[id] : undefined;
  };
  ctx.generationPriceOf = (id) => current.market?.generations.find((g) => g.id === id)?.price;
  const scratch = reuse ? createInvestmentMetricsScratch() : undefined;
  // investment with the capacity's GPUs: one copy per investment object seen last (a trial loop
  // writes its draws into the same objects every trial, so it is copied into, not allocated).
  let gpusSource: InvestmentInput | undefined;
  let gpusCopy: InvestmentInput | undefined;
  const withGpus = (source: InvestmentInput, gpus: number): InvestmentInput => {
    if (!reuse || source !== gpusSource || gpusCopy === undefined) {
      gpusSource = source;
      gpusCopy = Object.assign({}, source);
    } else Object.assign(gpusCopy, source);
    gpusCopy.gpus = gpus;
    return gpusCopy;
  };
  return (model, recompute) => {
    const capacity: CapacityResult = recompute.capacity ? computeCapacity(model.site, model.node) : baseCapacity;
    if (recompute.prices || model !== current) others = undefined;
    current = model;
    series = recompute.prices ? trialSeries(model) : baseSeries;
    ctx.priceSeries = series ?? noSeries;
    const inv =
      recompute.capacity && recompute.gpusFromCapacity && model.investment.gpus !== capacity.gpus
        ? withGpus(model.investment, capacity.gpus)
        : model.investment;
    ctx.kwPerGPU = capacity.kwPerGPU;
    ctx.pue = model.site.pue;
    ctx.horizonMonths = model.horizonMonths;
    ctx.generationPrice = inv.residualMode === 'market' ? generationPriceOf(model) : undefined;
    return scratch ? investmentMetricsInto(inv, ctx, scratch, projectIrr) : investmentMetrics(inv, ctx, projectIrr);
  };
}
