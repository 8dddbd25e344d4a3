// The fleet's monthly cash flows (model: Investment › fleet): every tranche is a purchase shifted to
// its delivery month, each with its own loan; EBITDA, depreciation, interest and exit gains are
// summed over the tranches, and tax (with the loss limit), the covenant and the flows are computed
// once, on the fleet. One loop serves the full evaluation and the Monte Carlo trial (no allocation
// per call: the tranche state lives in the Fleet's typed arrays).

import { depreciationAt, loanBalance, pmt } from '../finance';
import { addCoverageMonth } from '../investment-coverage';
import type { CoverageAccumulator } from '../investment-coverage';
import type { InvestmentInput } from '../scenario/types';
import type { FleetLedger } from './ledger';
import { HOURS_PER_MONTH } from '../units';
import type { TrancheTerms } from './terms';

/** Per-month breakdowns of a run (index 0..H). */
export interface FleetDetail {
  revenue: number[];
  power: number[];
  colo: number[];
  opex: number[];
  ebitda: number[];
  depreciation: number[];
  interest: number[];
  tax: number[];
  debtService: number[];
  /** The tax a lender's coverage counts: the month's tax without the gains of tranches sold then. */
  opTax: number[];
  /** Gains on the tranches sold in the month (taxable then), when the caller keeps them. */
  gains?: number[];
}

/** A fleet's tranches with the state one run writes (per tranche, in typed arrays). */
export interface Fleet {
  H: number;
  pue: number;
  tranches: TrancheTerms[];
  /** Loan balance, level payment, capitalised interest and prepayment of each tranche (levered run). */
  balance: Float64Array;
  payment: Float64Array;
  capitalized: Float64Array;
  prepayment: Float64Array;
  /** EBITDA over months max(1, H−11)..H (exit multiple) and the value received at e. */
  trailing: Float64Array;
  value: Float64Array;
  /** Σ balances still owed at H (levered run). */
  balloon: number;
  /** Σ what the tranches held to H bring at H. */
  residualValue: number;
}

export function newFleet(tranches: TrancheTerms[], H: number, pue: number, reuse?: Fleet): Fleet {
  const n = tranches.length;
  if (reuse && reuse.balance.length === n) {
    reuse.tranches = tranches;
    reuse.H = H;
    reuse.pue = pue;
    return reuse;
  }
  const arr = (): Float64Array => new Float64Array(n);
  return { H, pue, tranches, balance: arr(), payment: arr(), capitalized: arr(), prepayment: arr(), trailing: arr(), value: arr(), balloon: 0, residualValue: 0 };
}

/** Optional outputs of a run beyond the flows. */
export interface RunExtras {
  detail: FleetDetail | null;
  coverage: CoverageAccumulator | null;
  /** Each tranche's own pre-tax unlevered flows (for its projectNpv), written when given. */
  trancheFlows: Float64Array[] | null;
  /** Each tranche's loan, depreciation, book and exit and the fleet's losses by month, written when given. */
  ledger?: FleetLedger | null;
}

const NO_EXTRAS: RunExtras = { detail: null, coverage: null, trancheFlows: null };

/** Month m's price escalated once a year: x·(1+e)^floor((m−1)/12). */
function esc(x: number, e: number, m: number): number {
  return e === 0 || m <= 12 ? x : x * Math.pow(1 + e, Math.floor((m - 1) / 12));
}

/** Operating EBITDA pieces of tranche t in month m (d < m ≤ e), written into `out`. */
function operate(t: TrancheTerms, m: number, R: number, takeOrPay: boolean, pue: number, powerPrice: number, coloPrice: number, opexPrice: number, out: Float64Array): void {
  const a = m - t.d;
  const online = R === 0 || a >= R ? t.gpus : t.gpus * (a / R);
  let cs = 0;
  let cPrice = t.contractPrice;
  if (a <= t.contractMonths) cs = t.contractedShare;
  else if (a <= t.renewalEnd) {
    cs = t.renewalShare;
    cPrice = t.renewalPrice;
  }
  let market = 0;
  if (m < t.market.length) {
    const p = t.market[m];
    if (p === p) market = p;
  }
  const u = t.utilization;
  out[0] = takeOrPay ? online * HOURS_PER_MONTH * (cs * cPrice + (1 - cs) * u * market) : online * HOURS_PER_MONTH * u * (cs * cPrice + (1 - cs) * market);
  out[1] = online * t.kwPerGPU * t.load * pue * HOURS_PER_MONTH * powerPrice;
  out[2] = t.gpus * t.kwPerGPU * coloPrice;
  out[3] = t.gpus * opexPrice;
}

/** The loan terms every tranche shares: monthly rate APR/12, term T, grace G, capitalised grace interest. */
interface LoanTerms {
  i: number;
  T: number;
  G: number;
  capitalize: boolean;
}

const scratchLoanTerms: LoanTerms = { i: 0, T: 0, G: 0, capitalize: false };

function loanTermsOf(inv: InvestmentInput, into: LoanTerms): LoanTerms {
  into.i = inv.debtAnnualRate / 12;
  into.T = inv.debtTermMonths;
  into.G = inv.debtGraceMonths ?? 0;
  into.capitalize = inv.capitalizeGraceInterest === true;
  return into;
}

/** One month of tranche t's loan (tranche month a ≥ 1); adds to `month` [interest for tax, debt service]. */
function loanMonth(L: LoanTerms, f: Fleet, k: number, t: TrancheTerms, a: number, month: Float64Array): void {
  const { i, T, G } = L;
  if (a > T) return;
  if (a === 1) f.balance[k] = t.debt;
  const balance = f.balance[k];
  if (a <= G) {
    // Interest only; capitalised, it is added to the loan instead of paid (still interest for tax).
    const accrued = balance * i;
    month[0] += accrued;
    if (L.capitalize) {
      f.balance[k] = balance + accrued;
      f.capitalized[k] += accrued;
    } else month[1] += accrued;
    return;
  }
  if (a === G + 1) f.payment[k] = pmt(i, T - G, balance);
  const payment = f.payment[k];
  const interest = balance * i;
  month[0] += interest;
  month[1] += payment;
  f.balance[k] = a === T ? 0 : balance - (payment - interest);
}

/** Tranche k's month m in the ledger: online GPUs, the loan's month, depreciation and book value. */
function ledgerMonth(l: FleetLedger, k: number, m: number, R: number, t: TrancheTerms, dep: number, interest: number, service: number, capitalized: number, balance: number): void {
  const tl = l.tranches[k];
  const a = m - t.d;
  tl.online[m] = R === 0 || a >= R ? t.gpus : t.gpus * (a / R);
  tl.interest[m] = interest;
  tl.service[m] = service;
  tl.capitalized[m] = capitalized;
  tl.balance[m] = balance;
  tl.depreciation[m] = dep;
  tl.book[m] = tl.book[m - 1] - dep;
}

/** The balance repaid at exit: a prepayment before H, the balloon at H; nothing is owed after. */
function ledgerExit(l: FleetLedger, k: number, m: number, beforeH: boolean, balance: number): void {
  const tl = l.tranches[k];
  if (beforeH) tl.prepayment[m] = balance;
  else tl.balloon[m] = balance;
  tl.balance[m] = 0;
}

/**
 * What tranche k still owes when held to H in its loan month a < T: the whole balance in the grace
 * months, else the annuity's balance after a − G payments on the principal it amortises (the debt
 * and any capitalised grace interest), in closed form (model: Investment › debt: balloon).
 */
function balloonOf(inv: InvestmentInput, f: Fleet, k: number, t: TrancheTerms, a: number): number {
  const G = inv.debtGraceMonths ?? 0;
  if (a <= G) return f.balance[k];
  return loanBalance(t.debt + f.capitalized[k], inv.debtAnnualRate / 12, inv.debtTermMonths - G, a - G);
}

const scratchMonth = new Float64Array(4);
const scratchLoan = new Float64Array(2);

/**
 * CF_0..CF_H of one view of the fleet (levered = equity, else project: no debt anywhere) written into
 * `cashflows` (length H+1) and returned. Tax uses the loss limit λ: a month uses at most λ × its
 * taxable income of the losses carried forward.
 */
export function runFleet(inv: InvestmentInput, f: Fleet, levered: boolean, cashflows: Float64Array, extras: RunExtras = NO_EXTRAS): Float64Array {
  const { H, tranches, pue } = f;
  const n = tranches.length;
  const { detail, coverage, trancheFlows } = extras;
  const ledger = extras.ledger ?? null;
  const taxRate = inv.taxRate ?? 0;
  const lambda = inv.taxLossLimit ?? 1;
  const exitMultiple = inv.exit?.mode === 'multiple' ? inv.exit.evEbitdaMultiple : null;
  const trailingFrom = Math.max(1, H - 11);
  const R = inv.rampMonths ?? 0;
  const takeOrPay = inv.takeOrPay === true;
  const loanTerms = loanTermsOf(inv, scratchLoanTerms);
  // Depreciation reaches the flows only through tax; without tax it is summed for the breakdown only.
  const taxed = taxRate !== 0 || detail !== null || ledger !== null;
  cashflows.fill(0);
  f.balance.fill(0);
  f.payment.fill(0);
  f.capitalized.fill(0);
  f.prepayment.fill(0);
  f.trailing.fill(0);
  f.value.fill(0);
  f.balloon = 0;
  f.residualValue = 0;
  for (let k = 0; k < n; k++) {
    const t = tranches[k];
    cashflows[t.d] += -t.capex + (levered ? t.debt : 0);
    if (trancheFlows) {
      trancheFlows[k].fill(0);
      trancheFlows[k][t.d] = -t.capex;
    }
    if (ledger) {
      ledger.tranches[k].book[t.d] = t.capex;
      ledger.tranches[k].balance[t.d] = levered ? t.debt : 0;
    }
  }
  let nol = 0;
  const ops = scratchMonth;
  const loan = scratchLoan;
  let powerPrice = 0;
  let coloPrice = 0;
  let opexPrice = 0;
  for (let m = 1; m <= H; m++) {
    if (m === 1 || (m > 12 && (m - 1) % 12 === 0)) {
      // The prices step once a year: computed at each year's first month only.
      powerPrice = esc(inv.powerPricePerKWh, inv.powerPriceEscalation ?? 0, m);
      coloPrice = esc(inv.coloPerKWMonth, inv.opexEscalation ?? 0, m);
      opexPrice = esc(inv.opexPerGPUMonth, inv.opexEscalation ?? 0, m);
    }
    let revenue = 0;
    let power = 0;
    let colo = 0;
    let opex = 0;
    let dep = 0;
    let gains = 0;
    let inflow = 0;
    loan[0] = 0;
    loan[1] = 0;
    for (let k = 0; k < n; k++) {
      const t = tranches[k];
      if (m <= t.d || m > t.e) continue;
      const a = m - t.d;
      operate(t, m, R, takeOrPay, pue, powerPrice, coloPrice, opexPrice, ops);
      const ebitda = ops[0] - ops[1] - ops[2] - ops[3];
      revenue += ops[0];
      power += ops[1];
      colo += ops[2];
      opex += ops[3];
      if (trancheFlows) trancheFlows[k][m] += ebitda;
      if (m >= trailingFrom) f.trailing[k] += ebitda;
      const depK = taxed ? depreciationAt(t.dep, a) : 0;
      dep += depK;
      const interestBefore = loan[0];
      const serviceBefore = loan[1];
      const capitalizedBefore = f.capitalized[k];
      if (levered && t.debt > 0) loanMonth(loanTerms, f, k, t, a, loan);
      if (ledger) ledgerMonth(ledger, k, m, inv.rampMonths ?? 0, t, depK, loan[0] - interestBefore, loan[1] - serviceBefore, f.capitalized[k] - capitalizedBefore, f.balance[k]);
      if (m !== t.e) continue;
      // Sold at the end of month e: resale (or, held to H with an exit multiple, k × its own trailing EBITDA).
      const value = exitMultiple !== null && t.e === H ? exitMultiple * f.trailing[k] : t.resale;
      f.value[k] = value;
      gains += value - t.dep.bookH;
      inflow += value;
      if (trancheFlows) trancheFlows[k][m] += value;
      if (t.e === H) f.residualValue += value;
      if (levered && t.debt > 0 && a < inv.debtTermMonths) {
        // Before H the balance is prepaid from the sale; at H the balloon (closed form) is owed.
        const owed = t.e < H ? f.balance[k] : balloonOf(inv, f, k, t, a);
        if (ledger) ledgerExit(ledger, k, m, t.e < H, owed);
        if (t.e < H) {
          f.prepayment[k] = owed;
          inflow -= owed;
        } else f.balloon += owed;
        f.balance[k] = 0;
      }
      if (ledger) {
        ledger.tranches[k].value[m] = value;
        ledger.tranches[k].gain[m] = value - t.dep.bookH;
      }
    }
    const ebitda = revenue - power - colo - opex;
    const interest = loan[0];
    const service = loan[1];
    let tax = 0;
    let opTax = 0;
    if (taxed) {
      const taxable = ebitda - dep - interest + gains;
      const use = Math.min(nol, lambda * Math.max(0, taxable));
      tax = taxRate * Math.max(0, taxable - use);
      opTax = tax;
      if (gains !== 0) {
        const operating = taxable - gains;
        opTax = taxRate * Math.max(0, operating - Math.min(nol, lambda * Math.max(0, operating)));
      }
      nol = nol - use + Math.max(0, -taxable);
      if (ledger) {
        ledger.taxable[m] = taxable;
        ledger.nolUsed[m] = use;
        ledger.nol[m] = nol;
      }
    }
    if (coverage !== null) addCoverageMonth(coverage, m, ebitda - opTax, service);
    // At H the balloon is netted with what the sales bring (a single purchase: residual − balloon).
    const flow = ebitda - service - tax;
    cashflows[m] += m === H ? flow + (inflow - f.balloon) : flow + inflow;
    if (detail !== null) {
      detail.revenue[m] = revenue;
      detail.power[m] = power;
      detail.colo[m] = colo;
      detail.opex[m] = opex;
      detail.ebitda[m] = ebitda;
      detail.depreciation[m] = dep;
      detail.interest[m] = interest;
      detail.tax[m] = tax;
      detail.debtService[m] = service;
      detail.opTax[m] = opTax;
      if (detail.gains) detail.gains[m] = gains;
    }
  }
  return cashflows;
}
