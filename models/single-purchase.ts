// The single purchase (model: Investment › Single purchase; Tax, depreciation and losses; Covenant
// and DSCR; Exit and renewal): investment.gpus bought at month 0, its terms and its monthly cash
// flows in both views. The one place that arithmetic lives: the full evaluation
// (computeSinglePurchase) and the Monte Carlo trial (investment.ts's investmentMetrics and
// investmentMetricsInto) both run runFlows, so equal inputs give bit-identical figures.

import { depreciationAt, depreciationSchedule, loanBalance, newDepreciationSchedule, pmt } from './finance';
import type { DepreciationSchedule } from './finance';
import { addCoverageMonth, newCoverage, startCoverage } from './investment-coverage';
import type { CoverageAccumulator } from './investment-coverage';
import { assembleInvestmentResult } from './investment-result';
import type { InvestmentContext, InvestmentResult } from './investment';
import type { InvestmentInput, Warning } from './scenario/types';
import { count } from './quantity';
import { HOURS_PER_MONTH } from './units';
import { zeros } from './arrays';
import { emptyDetail, writeDetailMonth } from './fleet/flows';
import type { FleetDetail } from './fleet/flows';
import { MIN_MARKET_RESIDUAL_PRICE } from './fleet/terms';

/** ctx.price(m), read from ctx.priceSeries when given (same value: null where the series has NaN). */
function priceIn(ctx: InvestmentContext, m: number): number | null {
  const series = ctx.priceSeries;
  if (series === undefined) return ctx.price(m);
  if (m >= series.length) return null;
  const p = series[m];
  return p === p ? p : null;
}

/** The constants both computations below share (same expressions, same rounding). */
export interface Terms {
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

export function newTerms(): Terms {
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
export function investmentTerms(inv: InvestmentInput, ctx: InvestmentContext, into: Terms = newTerms()): Terms {
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
export function runFlows(inv: InvestmentInput, ctx: InvestmentContext, t: Terms, levered: boolean, detail: FlowDetail | null, cashflows: Float64Array, coverage: CoverageAccumulator | null = null): Float64Array {
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
    if (detail !== null) writeDetailMonth(detail, m, revenue, power, colo, opex, ebitda, dep, interest, tax, debtService, opTax);
  }
  if (H >= 1) cashflows[H] += t.residualValue - (levered ? t.balloon : 0);
  return cashflows;
}

/** The coverage accumulator a metrics run feeds: only with a covenant (nothing else reads it). */
export function trialCoverage(inv: InvestmentInput, t: Terms): CoverageAccumulator | null {
  if (inv.covenantDSCR === undefined) return null;
  return startCoverage(t.coverage, inv.dscrPeriod, Math.min(t.T, t.H), inv.covenantDSCR, false);
}

/** runFlows' output for the full evaluation, kept from call to call: each run's flows are copied out at once. */
let flowsBuffer = new Float64Array(128);

/** The first n elements of the kept buffer (grown when too short). */
function keptFlows(n: number): Float64Array {
  if (flowsBuffer.length < n) flowsBuffer = new Float64Array(2 * n);
  return flowsBuffer.subarray(0, n);
}

/** The project run's breakdowns that nothing reads (its tax alone is kept): one array they all write into, kept from call to call. */
let unread: number[] = [];

/** The project run's detail: a new tax array, every other breakdown written into `unread` and dropped. */
function projectDetailOf(n: number): FlowDetail {
  if (unread.length < n) unread = zeros(2 * n);
  const u = unread;
  return { revenue: u, power: u, colo: u, opex: u, ebitda: u, depreciation: u, interest: u, tax: zeros(n), debtService: u, opTax: u };
}

/** The single purchase of investment.gpus at month 0 (docs/model.md's sections 3, tax and lender terms). */
export function computeSinglePurchase(inv: InvestmentInput, ctx: InvestmentContext): InvestmentResult {
  const t = investmentTerms(inv, ctx);
  const { H, gpus, capex, debt, payment, balloon } = t;
  const detail = emptyDetail(H + 1);
  const periods = startCoverage(t.coverage, inv.dscrPeriod, Math.min(t.T, H), inv.covenantDSCR, true);
  const cashflows = Array.from(runFlows(inv, ctx, t, true, detail, keptFlows(H + 1), periods));
  const projectDetail = projectDetailOf(H + 1);
  const projectCashflows = Array.from(runFlows(inv, ctx, t, false, projectDetail, keptFlows(H + 1)));
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
