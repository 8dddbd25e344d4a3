// The investment's results (model: Investment): their types, the choice between the single purchase
// (single-purchase.ts: v3's arithmetic bit for bit) and the fleet (models/fleet), the attribution and
// debt sizing added to either, and what a Monte Carlo trial reads (investmentMetrics and the
// allocation-free investmentMetricsInto), computed by the same flows as the full evaluation.

import { addMonths, annualToMonthly, irr, irrRate, monthlyToAnnual, npv } from './finance';
import type { IrrNote } from './finance';
import { newCoverage } from './investment-coverage';
import type { PeriodCoverage } from './investment-coverage';
import type { InvestmentYear } from './investment-years';
import type { InvestmentInput, Warning } from './scenario/types';
import { computeFleetInvestment } from './fleet/compute';
import { bufferOf, fleetMetricsInto } from './fleet/metrics';
import type { FleetMetrics, FleetScratch } from './fleet/metrics';
import { withAttributionAndSizing } from './fleet/attribution';
import { MIN_MARKET_RESIDUAL_PRICE } from './fleet/terms';
import { computeSinglePurchase, investmentTerms, newTerms, runFlows, trialCoverage } from './single-purchase';
import type { Terms } from './single-purchase';

/**
 * True when the investment needs the fleet engine (models/fleet): tranches, a resale curve,
 * capitalised grace interest or a loss limit. Otherwise the single purchase below computes it, with
 * v3's arithmetic bit for bit (the fleet engine gives the same figures to 1e-9).
 */
export function usesFleet(inv: InvestmentInput): boolean {
  return (inv.tranches?.length ?? 0) > 0 || (inv.resaleCurve?.length ?? 0) > 0 || inv.capitalizeGraceInterest === true || (inv.taxLossLimit ?? 1) !== 1;
}

export interface InvestmentContext {
  /** All-in IT kW per GPU (capacity section). */
  kwPerGPU: number;
  /** Site PUE. */
  pue: number;
  horizonMonths: number;
  /** Projected market price of `inv.generation` at month m (null before it is available). */
  price: (m: number) => number | null;
  /**
   * The same prices as an array by month (NaN where price(m) is null, none past its end); read
   * instead of `price` when given. The Monte Carlo loop passes its series: a function returning a
   * double boxes it on every call.
   */
  priceSeries?: Float64Array;
  /** The generation's `price` (price_g), for residualMode "market": residual × p(H)/price_g. */
  generationPrice?: number;
  /** Deliverable GPUs of the site, for the "more GPUs than the site powers" warning. */
  deliverableGPUs?: number;
  /** Fleet: the market series of any generation by month (NaN or null where none), for tranches of another generation. */
  seriesOf?: (generation: string) => ArrayLike<number | null> | undefined;
  /** Fleet: any generation's launch `price` (the market residual of a tranche of another generation). */
  generationPriceOf?: (generation: string) => number | undefined;
  /** Fleet: the site's usable IT kW, for the warning `fleet-power-exceeded`. */
  usableKW?: number;
}

export interface InvestmentResult {
  /** GPUs bought (the site's deliverable GPUs when the file gave none). */
  gpus: number;
  /** Equity flows CF_0..CF_H (after debt service and tax). */
  cashflows: number[];
  /** Per-month breakdowns, index 0..H (index 0 is 0: no operations in month 0). */
  revenue: number[];
  power: number[];
  colo: number[];
  opex: number[];
  /** revenue − power − colo − opex. */
  ebitda: number[];
  /** Depreciation dep_m (straight line, bonus and MACRS: docs/model.md › Investment › Tax, depreciation and losses). */
  depreciation: number[];
  /** Interest part of the loan payment (equity view). */
  interest: number[];
  /** Tax of the equity view (losses carried forward). */
  tax: number[];
  /** Loan payments; at H it includes the balloon when the loan outlives the horizon. */
  debtService: number[];
  capex: number;
  debt: number;
  /** Level monthly loan payment (positive). */
  pmt: number;
  /** Added to CF_H: capex × residualFraction (× p(H)/price in "market" mode). */
  residualValue: number;
  /** Subtracted from CF_H when the loan outlives the horizon: balance after H payments. */
  balloon: number;
  irrMonthly: number | null;
  irrAnnual: number | null;
  irrNote: IrrNote | null;
  /** All IRR roots in range when there are several (monthly rates, ascending). */
  irrRoots?: number[];
  /** At the monthly equivalent of discountRate, CF_0 undiscounted. */
  npv: number;
  paybackMonth: number | null;
  moic: number | null;
  /** Unlevered view: the same formulas with debt = 0. */
  projectCashflows: number[];
  /** Tax of the project view (no interest to deduct). */
  projectTax: number[];
  projectIrrMonthly: number | null;
  projectIrrAnnual: number | null;
  projectIrrNote: IrrNote | null;
  projectNpv: number;
  projectPaybackMonth: number | null;
  /** min over months with debt service of (EBITDA − tax)/debt service (balloon excluded); null without debt. */
  minDSCR: number | null;
  /** Earliest month of minDSCR. */
  minDSCRMonth: number | null;
  /** docs/model.md › Investment › Covenant and DSCR: coverage of every period (year, quarter or month) with debt service in months ≤ min(T, H). */
  dscrByPeriod: PeriodCoverage[];
  /** docs/model.md › Investment › Covenant and DSCR: the lowest period DSCR and its period (earliest on a tie); null without such periods. */
  minPeriodDSCR: number | null;
  minPeriodDSCRPeriod: number | null;
  /** docs/model.md › Investment › Covenant and DSCR: periods with dscr < covenantDSCR; null without a covenant. */
  covenantBreaches: number[] | null;
  /** Yearly P&L and cash flows (year 0 = month 0), for the tables of the app, report and CSV. */
  years: InvestmentYear[];
  /** XIRR (annual) of the equity flows dated from startDate; only with a startDate. */
  xirrAnnual?: number | null;
  xirrNote?: IrrNote | 'invalid-date' | null;
  /** Fleet (only with investment.tranches): each tranche's figures, the installed IT kW by month 1..H and its peak. */
  tranches?: TrancheResult[];
  powerKW?: number[];
  peakPowerKW?: number;
  /** Debt sizing (only with investment.debtSizing): the largest debt fraction meeting the target DSCR, and that debt. */
  maxDebtFraction?: number;
  maxDebt?: number;
  /** What each term present adds to the return: the figures with that one term removed. */
  attribution?: AttributionTerm[];
  warnings: Warning[];
}

export interface TrancheResult {
  name: string;
  gpus: number;
  deliveryMonth: number;
  exitMonth: number;
  capex: number;
  debt: number;
  /** What the tranche brings at its exit month: resale, or the exit multiple's value when held to H. */
  resale: number;
  gain: number;
  prepayment: number;
  capitalizedInterest: number;
  /** Pre-tax, unlevered NPV of the tranche's own flows at projectDiscountRate. */
  projectNpv: number;
}

export type AttributionTermName = 'exit' | 'renewal' | 'bonus' | 'takeOrPay' | 'debt' | 'tranches';

export interface AttributionTerm {
  term: AttributionTermName;
  irrAnnual: number | null;
  projectIrrAnnual: number | null;
  npv: number;
}

/** Smallest generation `price` for which residualMode "market" scales the residual by p(H)/price (one definition, models/fleet/terms.ts). */
export { MIN_MARKET_RESIDUAL_PRICE };

export interface InvestmentMetrics {
  cashflows: number[];
  irrAnnual: number | null;
  npv: number;
  /** The project (unlevered) IRR, annual; only when asked for (`project`). */
  projectIrrAnnual?: number | null;
  /** docs/model.md › Investment › Covenant and DSCR: true when some period's DSCR is below covenantDSCR (false without a covenant). */
  covenantBreached: boolean;
}

/**
 * The equity CF_0..CF_H, the annual IRR and the NPV only — what a Monte Carlo trial needs — with
 * exactly the arithmetic of computeInvestment (both call runFlows, so equal inputs give
 * bit-identical figures), without the breakdowns, payback, MOIC and warnings. With `project`
 * also the project view's IRR (runFlows with levered = false, as computeInvestment).
 */
export function investmentMetrics(inv: InvestmentInput, ctx: InvestmentContext, project = false): InvestmentMetrics {
  if (usesFleet(inv)) {
    const m = fleetMetricsInto(inv, ctx, newFleetScratch(), project, newFleetMetrics());
    const metrics: InvestmentMetrics = { cashflows: Array.from(m.cashflows), irrAnnual: m.irrAnnual, npv: m.npv, covenantBreached: m.covenantBreached };
    if (project) metrics.projectIrrAnnual = m.projectIrrAnnual;
    return metrics;
  }
  const t = investmentTerms(inv, ctx);
  const coverage = trialCoverage(inv, t);
  const flows = runFlows(inv, ctx, t, true, null, new Float64Array(t.H + 1), coverage);
  const r = irr(flows);
  const metrics: InvestmentMetrics = {
    cashflows: Array.from(flows),
    irrAnnual: r.irr === null ? null : monthlyToAnnual(r.irr),
    npv: npv(annualToMonthly(inv.discountRate), flows),
    covenantBreached: coverage !== null && coverage.breaches > 0,
  };
  if (project) {
    const pr = irr(runFlows(inv, ctx, t, false, null, new Float64Array(t.H + 1)));
    metrics.projectIrrAnnual = pr.irr === null ? null : monthlyToAnnual(pr.irr);
  }
  return metrics;
}

/** Reusable output of investmentMetricsInto: overwritten by each call. */
export interface InvestmentMetricsScratch {
  /** CF_0..CF_H of the last call (a buffer of this scratch; length H+1). */
  cashflows: Float64Array;
  irrAnnual: number | null;
  npv: number;
  /** The project (unlevered) IRR, annual, of the last call made with `project`; else null. */
  projectIrrAnnual: number | null;
  /** docs/model.md › Investment › Covenant and DSCR: some period's DSCR below the covenant in the last call. */
  covenantBreached: boolean;
  /** One flow buffer per horizon length seen (a sampled horizon changes it). */
  buffers: Map<number, Float64Array>;
  /** The same for the project view's flows (a second buffer: the equity flows stay readable). */
  projectBuffers: Map<number, Float64Array>;
  terms: Terms;
  /** The fleet engine's buffers and figures (models/fleet), when the investment uses it. */
  fleet: FleetScratch;
  fleetMetrics: FleetMetrics;
}

function newFleetScratch(): FleetScratch {
  return { fleet: undefined, buffers: new Map(), projectBuffers: new Map(), coverage: newCoverage() };
}

function newFleetMetrics(): FleetMetrics {
  return { cashflows: new Float64Array(0), irrAnnual: null, npv: 0, projectIrrAnnual: null, covenantBreached: false };
}

export function createInvestmentMetricsScratch(): InvestmentMetricsScratch {
  return { cashflows: new Float64Array(0), irrAnnual: null, npv: 0, projectIrrAnnual: null, covenantBreached: false, buffers: new Map(), projectBuffers: new Map(), terms: newTerms(), fleet: newFleetScratch(), fleetMetrics: newFleetMetrics() };
}

/**
 * investmentMetrics without allocating (the Monte Carlo trial loop): the same arithmetic (runFlows,
 * irr, npv on the same doubles, so bit-identical figures) written into `scratch`, whose flow buffer
 * is reused from call to call (one per horizon length, allocated the first time it is seen). With
 * `project` also the project view's IRR, its flows in a second reused buffer (same arithmetic as
 * computeInvestment's projectIrrAnnual); without it that view is not computed at all.
 */
export function investmentMetricsInto(inv: InvestmentInput, ctx: InvestmentContext, scratch: InvestmentMetricsScratch, project = false): InvestmentMetricsScratch {
  if (usesFleet(inv)) {
    const m = fleetMetricsInto(inv, ctx, scratch.fleet, project, scratch.fleetMetrics);
    scratch.cashflows = m.cashflows;
    scratch.irrAnnual = m.irrAnnual;
    scratch.npv = m.npv;
    scratch.covenantBreached = m.covenantBreached;
    scratch.projectIrrAnnual = project ? m.projectIrrAnnual : null;
    return scratch;
  }
  const t = investmentTerms(inv, ctx, scratch.terms);
  const n = t.H + 1;
  let flows = scratch.cashflows;
  if (flows.length !== n) flows = bufferOf(scratch.buffers, n);
  const coverage = trialCoverage(inv, t);
  scratch.cashflows = runFlows(inv, ctx, t, true, null, flows, coverage);
  scratch.covenantBreached = coverage !== null && coverage.breaches > 0;
  const r = irrRate(flows);
  scratch.irrAnnual = r === r ? monthlyToAnnual(r) : null;
  scratch.npv = npv(annualToMonthly(inv.discountRate), flows);
  if (project) {
    // Without debt the project flows are the equity flows (runFlows with debt 0): the same IRR, no second run.
    const pr = t.debt === 0 ? r : irrRate(runFlows(inv, ctx, t, false, null, bufferOf(scratch.projectBuffers, n)));
    scratch.projectIrrAnnual = pr === pr ? monthlyToAnnual(pr) : null;
  }
  return scratch;
}

/** startDate + m calendar months (one definition, models/finance/months.ts). */
export { addMonths };

/** The single purchase (models/single-purchase.ts), where the fleet engine is not needed. */
export { computeSinglePurchase };

/**
 * The investment's results: the single purchase (v3's arithmetic) or the fleet (models/fleet), then
 * the attribution of the return to each term present and, with debtSizing, the largest loan that
 * meets the target DSCR.
 */
export function computeInvestment(inv: InvestmentInput, ctx: InvestmentContext): InvestmentResult {
  const base = usesFleet(inv) ? computeFleetInvestment(inv, ctx) : computeSinglePurchase(inv, ctx);
  return withAttributionAndSizing(inv, ctx, base);
}
