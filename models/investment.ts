// Operator's cash flows, IRR, NPV, payback and MOIC of buying GPUs (docs/model.md › Investment › Single purchase), with
// tax, depreciation, the project (unlevered) view, DSCR, ramp, escalation, take-or-pay and the
// market residual of version 2 (docs/model.md › Investment › Tax, depreciation and losses), and the covenant's grace, periodic DSCR and covenant,
// renewal, exit on EBITDA, bonus and MACRS depreciation and project discount rate.

import { addMonths, annualToMonthly, depreciationAt, depreciationSchedule, irr, irrRate, loanBalance, monthlyToAnnual, newDepreciationSchedule, npv, pmt } from './finance';
import type { DepreciationSchedule, IrrNote } from './finance';
import { addCoverageMonth, newCoverage, startCoverage } from './investment-coverage';
import type { CoverageAccumulator, PeriodCoverage } from './investment-coverage';
import { assembleInvestmentResult } from './investment-result';
import type { InvestmentYear } from './investment-years';
import type { InvestmentInput, Warning } from './scenario/types';
import { count } from './quantity';
import { HOURS_PER_MONTH } from './units';
import { computeFleetInvestment } from './fleet/compute';
import { bufferOf, fleetMetricsInto } from './fleet/metrics';
import type { FleetMetrics, FleetScratch } from './fleet/metrics';
import { emptyDetail } from './fleet/flows';
import type { FleetDetail } from './fleet/flows';
import { withAttributionAndSizing } from './fleet/attribution';
import { MIN_MARKET_RESIDUAL_PRICE } from './fleet/terms';

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

/** ctx.price(m), read from ctx.priceSeries when given (same value: null where the series has NaN). */
function priceIn(ctx: InvestmentContext, m: number): number | null {
  const series = ctx.priceSeries;
  if (series === undefined) return ctx.price(m);
  if (m >= series.length) return null;
  const p = series[m];
  return p === p ? p : null;
}

/** The constants both computations below share (same expressions, same rounding). */
interface Terms {
  H: number;
  gpus: number;
  capex: number;
  debt: number;
  rate: number;
  T: number;
  payment: number;
  residualValue: number;
  balloon: number;
  /** debt grace months G and their debt service (interest only, debt·i). */
  G: number;
  graceService: number;
  dep: DepreciationSchedule;
  gain: number;
  /** exit multiple k (exit mode "multiple"), else null: the residual is then residualValue above. */
  exitMultiple: number | null;
  /** exit and renewal: the contracted share q·share and price in months contractMonths < m ≤ renewalEnd. */
  renewalShare: number;
  renewalPrice: number;
  renewalEnd: number;
  /** Coverage by period of the equity view (filled by runFlows). */
  coverage: CoverageAccumulator;
  /** Operating tax of month H (tax without the disposal), written by runFlows' levered run. */
  opTaxH: number;
}

function newTerms(): Terms {
  return {
    H: 0,
    gpus: 0,
    capex: 0,
    debt: 0,
    rate: 0,
    T: 0,
    payment: 0,
    residualValue: 0,
    balloon: 0,
    G: 0,
    graceService: 0,
    dep: newDepreciationSchedule(),
    gain: 0,
    exitMultiple: null,
    renewalShare: 0,
    renewalPrice: 0,
    renewalEnd: 0,
    coverage: newCoverage(),
    opTaxH: 0,
  };
}

/** The terms of `inv`, written into `into` (a reused object in the Monte Carlo loop) and returned. */
function investmentTerms(inv: InvestmentInput, ctx: InvestmentContext, into: Terms = newTerms()): Terms {
  const H = Math.max(0, Math.floor(ctx.horizonMonths));
  const gpus = inv.gpus;
  const capex = gpus * inv.capexPerGPU;
  const debt = capex * inv.debtFraction;
  const rate = inv.debtAnnualRate / 12; // a loan's APR is divided by 12 (docs/model.md conventions)
  const T = inv.debtTermMonths;
  // debt grace: interest only in months 1..G, then v1's annuity over T−G payments on the full debt.
  const G = inv.debtGraceMonths ?? 0;
  const payment = debt === 0 ? 0 : pmt(rate, T - G, debt);
  // Market residual: scaled by how far the generation's price fell by H (docs/model.md › Investment › Tax, depreciation and losses).
  const pH = inv.residualMode === 'market' && inv.generation !== undefined && H >= 1 ? priceIn(ctx, H) : null;
  const priceG = ctx.generationPrice;
  // A launch price below a millionth of a currency unit has no meaningful ratio (0.9/1e-300 would
  // scale the residual to 1e305): the fraction residual applies then.
  const residualScale = pH !== null && priceG !== undefined && priceG >= MIN_MARKET_RESIDUAL_PRICE ? pH / priceG : 1;
  const residualValue = capex * inv.residualFraction * residualScale;
  // The balance at H (the whole debt while still in grace).
  const balloon = debt > 0 && T > H ? (H <= G ? debt : loanBalance(debt, rate, T - G, H - G)) : 0;
  const D = inv.depreciationMonths ?? 0;
  const dep = depreciationSchedule(capex, inv.residualFraction, D, inv.depreciationMethod ?? 'straight', inv.bonusShare ?? 0, H, into.dep);
  const renewal = inv.renewal;
  into.H = H;
  into.gpus = gpus;
  into.capex = capex;
  into.debt = debt;
  into.rate = rate;
  into.T = T;
  into.payment = payment;
  into.residualValue = residualValue;
  into.balloon = balloon;
  into.G = G;
  into.graceService = debt * rate;
  into.dep = dep;
  // With an exit on EBITDA, runFlows replaces the residual and the gain once it knows EBITDA_H.
  into.exitMultiple = inv.exit?.mode === 'multiple' ? inv.exit.evEbitdaMultiple : null;
  into.residualValue = into.exitMultiple === null ? residualValue : 0;
  into.gain = into.residualValue - dep.bookH;
  into.renewalShare = renewal ? renewal.probability * (renewal.share ?? inv.contractedShare) : 0;
  into.renewalPrice = renewal ? renewal.price : 0;
  into.renewalEnd = renewal ? inv.contractMonths + renewal.months : 0;
  into.opTaxH = 0;
  return into;
}

/**
 * Optional per-month outputs of `runFlows` (all length H+1, written at 1..H): the fleet's breakdown
 * without its per-month gains (docs/model.md › Investment › Covenant and DSCR: `opTax` is the tax a
 * lender's coverage counts, at H without the disposal).
 */
type FlowDetail = Omit<FleetDetail, 'gains'>;

/**
 * CF_0..CF_H of one view (levered = equity, else project: debt = 0), docs/model.md › Investment › Single purchase and tax and depreciation.
 * The one place the monthly arithmetic lives: computeInvestment and investmentMetrics both call it,
 * so equal inputs give bit-identical flows. With every tax and depreciation field at its default each flow is
 * computed with v1's expression and order (a factor of exactly 1, a tax of exactly 0), so v1's
 * flows are reproduced bit for bit. Writes CF_0..CF_H into `cashflows` (length H+1) and returns
 * it; allocates nothing. Always a Float64Array (callers that return plain arrays convert after): one
 * element kind keeps the stores unboxed in the Monte Carlo loop.
 */
function runFlows(inv: InvestmentInput, ctx: InvestmentContext, t: Terms, levered: boolean, detail: FlowDetail | null, cashflows: Float64Array, coverage: CoverageAccumulator | null = null): Float64Array {
  const { H, gpus, capex, T, G } = t;
  const debt = levered ? t.debt : 0;
  const payment = levered ? t.payment : 0;
  const u = inv.utilization;
  const load = u + (1 - u) * inv.idlePowerFraction;
  const R = inv.rampMonths ?? 0;
  const takeOrPay = inv.takeOrPay === true;
  const taxRate = inv.taxRate ?? 0;
  const ePower = inv.powerPriceEscalation ?? 0;
  const eOpex = inv.opexEscalation ?? 0;
  const hasMarket = inv.generation !== undefined;
  const series = ctx.priceSeries;
  cashflows[0] = -capex + debt;
  let powerPrice = inv.powerPricePerKWh;
  let coloPrice = inv.coloPerKWMonth;
  let opexPrice = inv.opexPerGPUMonth;
  let balance = debt; // loan balance after m-1 payments
  let nol = 0; // losses carried forward
  const exitMultiple = t.exitMultiple;
  const trailingFrom = Math.max(1, H - 11);
  let trailing = 0; // Σ EBITDA over months max(1, H-11)..m (exit on EBITDA)
  const renewalEnd = t.renewalEnd;
  for (let m = 1; m <= H; m++) {
    if (m > 12 && (m - 1) % 12 === 0) {
      // esc(x, e, m) = x·(1+e)^yr(m), yr(m) = floor((m-1)/12): the price steps once a year.
      const yr = (m - 1) / 12;
      if (ePower !== 0) powerPrice = inv.powerPricePerKWh * Math.pow(1 + ePower, yr);
      if (eOpex !== 0) {
        const f = Math.pow(1 + eOpex, yr);
        coloPrice = inv.coloPerKWMonth * f;
        opexPrice = inv.opexPerGPUMonth * f;
      }
    }
    const online = R === 0 || m >= R ? gpus : gpus * (m / R);
    // The contract, then (docs/model.md › Investment › Exit and renewal) its expected renewal, then merchant.
    let cs = 0;
    let cPrice = inv.contractPrice;
    if (m <= inv.contractMonths) cs = inv.contractedShare;
    else if (m <= renewalEnd) {
      cs = t.renewalShare;
      cPrice = t.renewalPrice;
    }
    // priceIn(ctx, m) ?? 0, with the series read here (a call returning a double boxes it).
    let market = 0;
    if (hasMarket) {
      if (series === undefined) market = ctx.price(m) ?? 0;
      else if (m < series.length) {
        const p = series[m];
        if (p === p) market = p;
      }
    }
    const revenue = takeOrPay
      ? online * HOURS_PER_MONTH * (cs * cPrice + (1 - cs) * u * market)
      : online * HOURS_PER_MONTH * u * (cs * cPrice + (1 - cs) * market);
    const power = online * ctx.kwPerGPU * load * ctx.pue * HOURS_PER_MONTH * powerPrice;
    const colo = gpus * ctx.kwPerGPU * coloPrice;
    const opex = gpus * opexPrice;
    const ebitda = revenue - power - colo - opex;
    if (exitMultiple !== null && m >= trailingFrom) {
      trailing += ebitda;
      if (m === H) {
        // exit: k × trailing twelve months' EBITDA in place of the residual (not floored).
        t.residualValue = exitMultiple * trailing;
        t.gain = t.residualValue - t.dep.bookH;
      }
    }
    const debtService = m > T || payment === 0 ? 0 : m <= G ? t.graceService : payment;
    let tax = 0;
    let opTax = 0;
    let dep = 0;
    let interest = 0;
    if (debtService !== 0) {
      interest = balance * t.rate;
      balance -= debtService - interest;
    }
    if (taxRate !== 0 || detail !== null) {
      dep = depreciationAt(t.dep, m);
      const operating = ebitda - dep - interest;
      const taxable = m === H ? operating + t.gain : operating;
      const over = taxable - nol;
      tax = over > 0 && taxRate !== 0 ? taxRate * over : 0;
      opTax = tax;
      if (m === H) {
        const opOver = operating - nol;
        opTax = opOver > 0 && taxRate !== 0 ? taxRate * opOver : 0;
        if (levered) t.opTaxH = opTax;
      }
      nol = nol > taxable ? nol - taxable : 0;
    }
    if (coverage !== null) addCoverageMonth(coverage, m, ebitda - opTax, debtService);
    cashflows[m] = ebitda - debtService - tax;
    if (detail !== null) {
      detail.revenue[m] = revenue;
      detail.power[m] = power;
      detail.colo[m] = colo;
      detail.opex[m] = opex;
      detail.ebitda[m] = ebitda;
      detail.depreciation[m] = dep;
      detail.interest[m] = interest;
      detail.tax[m] = tax;
      detail.debtService[m] = debtService;
      detail.opTax[m] = opTax;
    }
  }
  if (H >= 1) cashflows[H] += t.residualValue - (levered ? t.balloon : 0);
  return cashflows;
}

export interface InvestmentMetrics {
  cashflows: number[];
  irrAnnual: number | null;
  npv: number;
  /** The project (unlevered) IRR, annual; only when asked for (`project`). */
  projectIrrAnnual?: number | null;
  /** docs/model.md › Investment › Covenant and DSCR: true when some period's DSCR is below covenantDSCR (false without a covenant). */
  covenantBreached: boolean;
}

/** The coverage accumulator a metrics run feeds: only with a covenant (nothing else reads it). */
function trialCoverage(inv: InvestmentInput, t: Terms): CoverageAccumulator | null {
  if (inv.covenantDSCR === undefined) return null;
  return startCoverage(t.coverage, inv.dscrPeriod, Math.min(t.T, t.H), inv.covenantDSCR, false);
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

/**
 * The investment's results: the single purchase (v3's arithmetic) or the fleet (models/fleet), then
 * the attribution of the return to each term present and, with debtSizing, the largest loan that
 * meets the target DSCR.
 */
export function computeInvestment(inv: InvestmentInput, ctx: InvestmentContext): InvestmentResult {
  const base = usesFleet(inv) ? computeFleetInvestment(inv, ctx) : computeSinglePurchase(inv, ctx);
  return withAttributionAndSizing(inv, ctx, base);
}

/** The single purchase of investment.gpus at month 0 (docs/model.md's sections 3, tax and lender terms). */
export function computeSinglePurchase(inv: InvestmentInput, ctx: InvestmentContext): InvestmentResult {
  const t = investmentTerms(inv, ctx);
  const { H, gpus, capex, debt, payment, balloon } = t;
  const detail = emptyDetail(H + 1);
  const periods = startCoverage(t.coverage, inv.dscrPeriod, Math.min(t.T, H), inv.covenantDSCR, true);
  const cashflows = Array.from(runFlows(inv, ctx, t, true, detail, new Float64Array(H + 1), periods));
  const projectDetail = emptyDetail(H + 1);
  const projectCashflows = Array.from(runFlows(inv, ctx, t, false, projectDetail, new Float64Array(H + 1)));
  // Known once EBITDA_H is (exit on EBITDA, exit and renewal).
  const residualValue = t.residualValue;
  const warnings: Warning[] = [];
  if (ctx.deliverableGPUs !== undefined && gpus > ctx.deliverableGPUs) {
    warnings.push({
      code: 'investment-gpus-exceed-capacity',
      path: 'investment.gpus',
      message: {
        en: `The investment buys ${count(gpus)} GPUs but the site's power delivers only ${count(ctx.deliverableGPUs)}.`,
        'zh-CN': `投资购买 ${count(gpus)} 张 GPU，但站点电力只能支撑 ${count(ctx.deliverableGPUs)} 张。`,
      },
    });
  }
  return assembleInvestmentResult({
    inv, gpus, cashflows, projectCashflows, detail, projectTax: projectDetail.tax, capex, debt, pmt: payment, residualValue, balloon,
    coverageLast: t.T, yearsT: t.T, periods, warnings,
  });
}
