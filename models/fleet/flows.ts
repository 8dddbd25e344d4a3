// The fleet's monthly cash flows (model: Investment › fleet): every tranche is a purchase shifted to
// its delivery month, each with its own loan; EBITDA, depreciation, interest and exit gains are
// summed over the tranches, and tax (with the loss limit), the covenant and the flows are computed
// once, on the fleet. One run serves the full evaluation and the Monte Carlo trial: each tranche's
// months d+1..e are walked once with its loan in local variables, adding into the fleet's monthly
// sums (typed arrays kept on the Fleet, so a trial allocates nothing), then one pass over the months
// computes tax, the covenant and the flows. Sums are added tranche by tranche in list order, as a
// month-by-month loop over the tranches would: the figures are the same doubles. The Monte Carlo
// trial asks for both views at once: one walk of the tranches, two month passes (RunExtras.project).

import { depreciationAt, loanBalance, pmt } from '../finance';
import { zeros } from '../arrays';
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

/** Breakdowns of n months (index 0..n−1) at 0, with the gains when the caller keeps them. */
export function emptyDetail(n: number, withGains = false): FleetDetail {
  const d: FleetDetail = { revenue: zeros(n), power: zeros(n), colo: zeros(n), opex: zeros(n), ebitda: zeros(n), depreciation: zeros(n), interest: zeros(n), tax: zeros(n), debtService: zeros(n), opTax: zeros(n) };
  if (withGains) d.gains = zeros(n);
  return d;
}

/**
 * Month m of the breakdowns (gains apart): the one writer for the fleet's month pass and the single
 * purchase's runFlows, so both fill the same fields from the same figures.
 */
export function writeDetailMonth(
  detail: Omit<FleetDetail, 'gains'>,
  m: number,
  revenue: number,
  power: number,
  colo: number,
  opex: number,
  ebitda: number,
  depreciation: number,
  interest: number,
  tax: number,
  debtService: number,
  opTax: number,
): void {
  detail.revenue[m] = revenue;
  detail.power[m] = power;
  detail.colo[m] = colo;
  detail.opex[m] = opex;
  detail.ebitda[m] = ebitda;
  detail.depreciation[m] = depreciation;
  detail.interest[m] = interest;
  detail.tax[m] = tax;
  detail.debtService[m] = debtService;
  detail.opTax[m] = opTax;
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
  /** The monthly sums of the last run, by horizon length (a sampled horizon changes it). */
  sums: Map<number, MonthSums>;
}

/** Sums over the tranches by month (index 0..H) and the escalated prices of each month. */
export interface MonthSums {
  revenue: Float64Array;
  power: Float64Array;
  colo: Float64Array;
  opex: Float64Array;
  dep: Float64Array;
  interest: Float64Array;
  service: Float64Array;
  gains: Float64Array;
  /** Resale received less any prepayment of the tranches sold in the month. */
  inflow: Float64Array;
  /** Resale received alone (the project view's inflow), summed only in a run that writes both views. */
  resale: Float64Array;
  powerPrice: Float64Array;
  coloPrice: Float64Array;
  opexPrice: Float64Array;
  /** The five inputs the prices above were computed from (NaN before the first run). */
  priceKey: Float64Array;
}

function newMonthSums(n: number): MonthSums {
  const a = (): Float64Array => new Float64Array(n);
  return { revenue: a(), power: a(), colo: a(), opex: a(), dep: a(), interest: a(), service: a(), gains: a(), inflow: a(), resale: a(), powerPrice: a(), coloPrice: a(), opexPrice: a(), priceKey: new Float64Array(5).fill(NaN) };
}

/**
 * The sums of f for horizon H (allocated the first time that horizon is seen). They are zero between
 * runs: the month pass of runFleet reads each sum and clears it, so no run pays for a fill.
 */
function sumsOf(f: Fleet, H: number): MonthSums {
  let s = f.sums.get(H);
  if (s === undefined) {
    s = newMonthSums(H + 1);
    f.sums.set(H, s);
  }
  return s;
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
  return { H, pue, tranches, balance: arr(), payment: arr(), capitalized: arr(), prepayment: arr(), trailing: arr(), value: arr(), balloon: 0, residualValue: 0, sums: reuse?.sums ?? new Map() };
}

/** Optional outputs of a run beyond the flows. */
export interface RunExtras {
  detail: FleetDetail | null;
  coverage: CoverageAccumulator | null;
  /** Each tranche's own pre-tax unlevered flows (for its projectNpv), written when given. */
  trancheFlows: Float64Array[] | null;
  /** Each tranche's loan, depreciation, book and exit and the fleet's losses by month, written when given. */
  ledger?: FleetLedger | null;
  /**
   * With a levered run and no detail, tranche flows or ledger: the project view's flows (no debt
   * anywhere), written into this buffer from the same walk of the tranches. Every tranche's
   * operating figures, depreciation and sale are the same in both views; only the loan differs, so
   * the project flows are the very doubles a separate unlevered run gives (the Monte Carlo trial).
   */
  project?: Float64Array | null;
}

const NO_EXTRAS: RunExtras = { detail: null, coverage: null, trancheFlows: null };

/** Month m's price escalated once a year: x·(1+e)^floor((m−1)/12). */
function esc(x: number, e: number, m: number): number {
  return e === 0 || m <= 12 ? x : x * Math.pow(1 + e, Math.floor((m - 1) / 12));
}

/**
 * The prices of months 1..H, stepped once a year (computed at each year's first month only); kept
 * from the previous run when its inputs are the same (a Monte Carlo trial rarely draws them).
 */
function monthPrices(inv: InvestmentInput, H: number, s: MonthSums): void {
  const key = s.priceKey;
  const powerEsc = inv.powerPriceEscalation ?? 0;
  const opexEsc = inv.opexEscalation ?? 0;
  if (key[0] === inv.powerPricePerKWh && key[1] === powerEsc && key[2] === inv.coloPerKWMonth && key[3] === inv.opexPerGPUMonth && key[4] === opexEsc) return;
  key[0] = inv.powerPricePerKWh;
  key[1] = powerEsc;
  key[2] = inv.coloPerKWMonth;
  key[3] = inv.opexPerGPUMonth;
  key[4] = opexEsc;
  let powerPrice = 0;
  let coloPrice = 0;
  let opexPrice = 0;
  for (let m = 1; m <= H; m++) {
    if (m === 1 || (m > 12 && (m - 1) % 12 === 0)) {
      powerPrice = esc(inv.powerPricePerKWh, powerEsc, m);
      coloPrice = esc(inv.coloPerKWMonth, opexEsc, m);
      opexPrice = esc(inv.opexPerGPUMonth, opexEsc, m);
    }
    s.powerPrice[m] = powerPrice;
    s.coloPrice[m] = coloPrice;
    s.opexPrice[m] = opexPrice;
  }
}

/** What every tranche of one run shares (one object, rewritten per run). */
interface RunTerms {
  H: number;
  pue: number;
  levered: boolean;
  /** Depreciation is computed (tax, or a breakdown or ledger asked for). */
  taxed: boolean;
  R: number;
  takeOrPay: boolean;
  exitMultiple: number | null;
  trailingFrom: number;
  /** Loan: monthly rate APR/12, term T, grace G, capitalised grace interest. */
  i: number;
  T: number;
  G: number;
  capitalize: boolean;
}

const scratchRunTerms: RunTerms = { H: 0, pue: 0, levered: false, taxed: false, R: 0, takeOrPay: false, exitMultiple: null, trailingFrom: 0, i: 0, T: 0, G: 0, capitalize: false };

function runTermsOf(inv: InvestmentInput, f: Fleet, levered: boolean, taxed: boolean): RunTerms {
  const r = scratchRunTerms;
  r.H = f.H;
  r.pue = f.pue;
  r.levered = levered;
  r.taxed = taxed;
  r.R = inv.rampMonths ?? 0;
  r.takeOrPay = inv.takeOrPay === true;
  r.exitMultiple = inv.exit?.mode === 'multiple' ? inv.exit.evEbitdaMultiple : null;
  r.trailingFrom = Math.max(1, f.H - 11);
  r.i = inv.debtAnnualRate / 12;
  r.T = inv.debtTermMonths;
  r.G = inv.debtGraceMonths ?? 0;
  r.capitalize = inv.capitalizeGraceInterest === true;
  return r;
}

/** Tranche k's loan month a in the ledger (interest, capitalised part, payment, balance after). */
function ledgerLoan(l: FleetLedger, k: number, m: number, interest: number, service: number, capitalized: number, balance: number): void {
  const tl = l.tranches[k];
  tl.interest[m] = interest;
  tl.service[m] = service;
  tl.capitalized[m] = capitalized;
  tl.balance[m] = balance;
}

/** Tranche k's month m in the ledger: online GPUs, depreciation and book value. */
function ledgerMonth(l: FleetLedger, k: number, m: number, online: number, dep: number): void {
  const tl = l.tranches[k];
  tl.online[m] = online;
  tl.depreciation[m] = dep;
  tl.book[m] = tl.book[m - 1] - dep;
}

/** Tranche k's exit in the ledger: the value and gain, and the balance repaid (a prepayment before H, the balloon at H). */
function ledgerExit(l: FleetLedger, k: number, m: number, value: number, gain: number, owed: number | null, beforeH: boolean): void {
  const tl = l.tranches[k];
  if (owed !== null) {
    if (beforeH) tl.prepayment[m] = owed;
    else tl.balloon[m] = owed;
    tl.balance[m] = 0;
  }
  tl.value[m] = value;
  tl.gain[m] = gain;
}

/**
 * Tranche k's months d+1..e added into `s`: its EBITDA pieces, depreciation, loan (interest for tax,
 * debt service; capitalised in the grace months when asked), and at e its sale — resale, or held to
 * H with an exit multiple k × its own trailing EBITDA — with the balance prepaid from the sale
 * before H, owed as the balloon at H (closed form, model: Investment › debt: balloon).
 */
function runTranche(r: RunTerms, f: Fleet, k: number, s: MonthSums, flows: Float64Array | null, ledger: FleetLedger | null, both: boolean): void {
  const t = f.tranches[k];
  const { H, pue, R, takeOrPay, trailingFrom, i, T, G } = r;
  // Whole months (the loader's rule): held as small integers, every month index stays one.
  const d = t.d | 0;
  const e = t.e | 0;
  const { gpus, kwPerGPU, load, contractedShare, contractPrice, contractMonths, renewalShare, renewalPrice, renewalEnd, market, dep: schedule } = t;
  const u = t.utilization;
  const debt = r.levered ? t.debt : 0;
  const { capitalize, taxed } = r;
  const { revenue: sRevenue, power: sPower, colo: sColo, opex: sOpex, dep: sDep, interest: sInterest, service: sService, powerPrice, coloPrice, opexPrice } = s;
  // Straight-line depreciation read from local numbers (depreciationAt's arithmetic, without a call
  // per month); MACRS through depreciationAt.
  const straightLine = schedule.method !== 'macrs5';
  const { bonus, D, straightMonth } = schedule;
  let balance = 0;
  let payment = 0;
  let capitalized = 0;
  let trailing = 0;
  for (let m = d + 1; m <= e; m++) {
    const a = m - d;
    const online = R === 0 || a >= R ? gpus : gpus * (a / R);
    let cs = 0;
    let cPrice = contractPrice;
    if (a <= contractMonths) cs = contractedShare;
    else if (a <= renewalEnd) {
      cs = renewalShare;
      cPrice = renewalPrice;
    }
    let p = 0;
    if (m < market.length) {
      p = market[m];
      if (p !== p) p = 0;
    }
    const revenue = takeOrPay ? online * HOURS_PER_MONTH * (cs * cPrice + (1 - cs) * u * p) : online * HOURS_PER_MONTH * u * (cs * cPrice + (1 - cs) * p);
    const power = online * kwPerGPU * load * pue * HOURS_PER_MONTH * powerPrice[m];
    const colo = gpus * kwPerGPU * coloPrice[m];
    const opex = gpus * opexPrice[m];
    const ebitda = revenue - power - colo - opex;
    sRevenue[m] += revenue;
    sPower[m] += power;
    sColo[m] += colo;
    sOpex[m] += opex;
    if (flows !== null) flows[m] += ebitda;
    if (m >= trailingFrom) trailing += ebitda;
    let depK = 0;
    if (taxed) {
      if (straightLine) {
        const straight = a <= D ? straightMonth : 0;
        depK = bonus === 0 ? straight : (a === 1 ? bonus : 0) + straight;
      } else depK = depreciationAt(schedule, a);
    }
    sDep[m] += depK;
    if (ledger !== null) ledgerMonth(ledger, k, m, online, depK);
    if (debt > 0 && a <= T) {
      if (a === 1) balance = debt;
      const interest = balance * i;
      sInterest[m] += interest;
      if (a <= G) {
        // Interest only; capitalised, it is added to the loan instead of paid (still interest for tax).
        if (capitalize) {
          balance += interest;
          capitalized += interest;
        } else sService[m] += interest;
        if (ledger !== null) ledgerLoan(ledger, k, m, interest, capitalize ? 0 : interest, capitalize ? interest : 0, balance);
      } else {
        if (a === G + 1) payment = pmt(i, T - G, balance);
        sService[m] += payment;
        balance = a === T ? 0 : balance - (payment - interest);
        if (ledger !== null) ledgerLoan(ledger, k, m, interest, payment, 0, balance);
      }
    }
  }
  f.trailing[k] = trailing;
  f.payment[k] = payment;
  f.capitalized[k] = capitalized;
  // Sold at the end of month e.
  const value = r.exitMultiple !== null && e === H ? r.exitMultiple * trailing : t.resale;
  const gain = value - schedule.bookH;
  f.value[k] = value;
  s.gains[e] += gain;
  s.inflow[e] += value;
  if (both) s.resale[e] += value;
  if (flows !== null) flows[e] += value;
  if (e === H) f.residualValue += value;
  let owed: number | null = null;
  if (debt > 0 && e - d < T) {
    // The closed-form balloon: the whole balance in the grace months, else the annuity's balance
    // after a − G payments on the principal it amortises (the debt and any capitalised interest).
    owed = e < H ? balance : e - d <= G ? balance : loanBalance(debt + capitalized, i, T - G, e - d - G);
    if (e < H) {
      f.prepayment[k] = owed;
      s.inflow[e] -= owed;
    } else f.balloon += owed;
    balance = 0;
  }
  f.balance[k] = balance;
  if (ledger !== null) ledgerExit(ledger, k, e, value, gain, owed, e < H);
}

/**
 * CF_0..CF_H of one view of the fleet (levered = equity, else project: no debt anywhere) written into
 * `cashflows` (length H+1) and returned. Tax uses the loss limit λ: a month uses at most λ × its
 * taxable income of the losses carried forward.
 */
export function runFleet(inv: InvestmentInput, f: Fleet, levered: boolean, cashflows: Float64Array, extras: RunExtras = NO_EXTRAS): Float64Array {
  const { H, tranches } = f;
  const n = tranches.length;
  const { detail, coverage, trancheFlows } = extras;
  const ledger = extras.ledger ?? null;
  const project = levered && detail === null && trancheFlows === null && ledger === null ? (extras.project ?? null) : null;
  if (extras.project && project === null) throw new Error('runFleet writes the project view alongside only a levered run without detail, tranche flows or ledger');
  const taxRate = inv.taxRate ?? 0;
  const lambda = inv.taxLossLimit ?? 1;
  // Depreciation reaches the flows only through tax; without tax it is summed for the breakdown only.
  const taxed = taxRate !== 0 || detail !== null || ledger !== null;
  const r = runTermsOf(inv, f, levered, taxed);
  const s = sumsOf(f, H);
  monthPrices(inv, H, s);
  for (let m = 0; m <= H; m++) cashflows[m] = 0;
  if (project !== null) for (let m = 0; m <= H; m++) project[m] = 0;
  f.balloon = 0;
  f.residualValue = 0;
  for (let k = 0; k < n; k++) {
    const t = tranches[k];
    cashflows[t.d] += -t.capex + (levered ? t.debt : 0);
    if (project !== null) project[t.d] += -t.capex + 0;
    const flows = trancheFlows ? trancheFlows[k] : null;
    if (flows !== null) {
      flows.fill(0);
      flows[t.d] = -t.capex;
    }
    if (ledger) {
      ledger.tranches[k].book[t.d] = t.capex;
      ledger.tranches[k].balance[t.d] = levered ? t.debt : 0;
    }
    f.balance[k] = f.payment[k] = f.capitalized[k] = f.prepayment[k] = f.trailing[k] = f.value[k] = 0;
    // A horizon of 0 has no month to run (e is then 1 > H): nothing is operated, sold or repaid.
    if (t.e <= H) runTranche(r, f, k, s, flows, ledger, project !== null);
  }
  const { revenue: sRevenue, power: sPower, colo: sColo, opex: sOpex, dep: sDep, interest: sInterest, service: sService, gains: sGains, inflow: sInflow } = s;
  const balloon = f.balloon;
  let nol = 0;
  // The project view's losses carried forward (its taxable income has no interest).
  let projectNol = 0;
  for (let m = 1; m <= H; m++) {
    // Each sum is read once and cleared for the next run.
    const revenue = sRevenue[m];
    const power = sPower[m];
    const colo = sColo[m];
    const opex = sOpex[m];
    const ebitda = revenue - power - colo - opex;
    const dep = sDep[m];
    const gains = sGains[m];
    const interest = sInterest[m];
    const service = sService[m];
    const inflow = sInflow[m];
    sRevenue[m] = sPower[m] = sColo[m] = sOpex[m] = sDep[m] = sGains[m] = sInterest[m] = sService[m] = sInflow[m] = 0;
    if (project !== null) {
      // The unlevered run's month: interest, debt service and balloon are 0 there (the same expressions).
      const resale = s.resale[m];
      s.resale[m] = 0;
      let projectTax = 0;
      if (taxed) {
        const taxable = ebitda - dep - 0 + gains;
        const use = Math.min(projectNol, lambda * Math.max(0, taxable));
        projectTax = taxRate * Math.max(0, taxable - use);
        projectNol = projectNol - use + Math.max(0, -taxable);
      }
      const flow = ebitda - 0 - projectTax;
      project[m] += m === H ? flow + (resale - 0) : flow + resale;
    }
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
    cashflows[m] += m === H ? flow + (inflow - balloon) : flow + inflow;
    if (detail !== null) {
      writeDetailMonth(detail, m, revenue, power, colo, opex, ebitda, dep, interest, tax, service, opTax);
      if (detail.gains) detail.gains[m] = gains;
    }
  }
  return cashflows;
}
