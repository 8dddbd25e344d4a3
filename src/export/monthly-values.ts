// The Monthly sheet's cached results: the engine's figures only, from the evaluation's breakdowns
// and the fleet flows' ledger (models/fleet/ledger.ts: loan balances, losses carried forward, book
// value, gains) — no arithmetic of the model is repeated here. A single purchase is the one-tranche
// fleet; `fleet` selects the fleet's columns (capitalised interest, prepayment, resale before H).
import type { ScenarioResult } from '../../models/evaluate';
import { addMonths } from '../../models/investment';
import type { InvestmentLedger } from '../../models/fleet/ledger';
import type { Scenario } from '../../models/scenario/types';
import { dateSerial } from './sheet';

export const KEYS = [
  'month', 'date', 'year', 'online', 'contracted', 'market', 'powerPrice', 'coloPrice', 'opexPrice',
  'revenue', 'power', 'colo', 'opex', 'ebitda', 'depreciation',
  'opening', 'interest', 'debtService', 'principal', 'closing', 'balloon',
  'book', 'residual', 'gain', 'taxable', 'nol', 'tax', 'capex', 'proceeds', 'equity', 'equityCumulative', 'dscr',
  'projectTaxable', 'projectNol', 'projectTax', 'project', 'projectCumulative', 'equityPayback', 'projectPayback',
] as const;
/** Columns a fleet adds after the single purchase's (the letters of the others do not move). */
export const FLEET_KEYS = ['capitalized', 'prepayment', 'exitProceeds', 'opTax'] as const;
export type Key = (typeof KEYS)[number] | (typeof FLEET_KEYS)[number];
export const ALL_KEYS: readonly Key[] = [...KEYS, ...FLEET_KEYS];

export type MonthlyValues = Record<Key, (number | null)[]>;

/** The last month the covenant tests: min(H, the latest delivery + T over tranches that borrow). */
export function coverageEnd(ledger: InvestmentLedger, T: number): number {
  let last = 0;
  for (const t of ledger.tranches) if (t.debt > 0) last = Math.max(last, t.d + T);
  return Math.min(ledger.H, last);
}

export function monthlyValues(scenario: Scenario, result: ScenarioResult, ledger: InvestmentLedger, fleet: boolean): MonthlyValues {
  const inv = result.investment!;
  const input = scenario.investment!;
  const H = result.horizonMonths;
  const eq = ledger.equity.ledger;
  const pr = ledger.project.ledger;
  const trs = ledger.tranches;
  const sumK = (f: (k: number) => number): number => trs.reduce((a, _t, k) => a + f(k), 0);
  const T = input.debtTermMonths;
  const lastCovered = fleet ? coverageEnd(ledger, T) : Math.min(T, H);
  const renewal = input.renewal;
  const v = Object.fromEntries(ALL_KEYS.map((k) => [k, [] as (number | null)[]])) as MonthlyValues;
  let cum = 0;
  let pcum = 0;
  for (let m = 0; m <= H; m++) {
    const yr = m >= 1 ? Math.floor((m - 1) / 12) : null;
    const op = m >= 1;
    const balloon = sumK((k) => eq.tranches[k].balloon[m]);
    // The month's loan payments (the balloon is its own column).
    const payment = op ? ledger.equity.detail.debtService[m] : null;
    const interest = op ? inv.interest[m] : null;
    const capitalized = sumK((k) => eq.tranches[k].capitalized[m]);
    cum += inv.cashflows[m];
    pcum += inv.projectCashflows[m];
    const price = input.generation !== undefined ? (result.prices?.series[input.generation]?.[m] ?? null) : null;
    const esc = (x: number, e: number | undefined): number => (yr === null ? x : x * Math.pow(1 + (e ?? 0), yr));
    const valueAt = (beforeH: boolean): number => sumK((k) => ((trs[k].e < H) === beforeH ? eq.tranches[k].value[m] : 0));
    const row: Record<Key, number | null> = {
      month: m,
      date: input.startDate === undefined ? null : dateSerial(addMonths(input.startDate, m)),
      year: yr,
      online: op ? sumK((k) => eq.tranches[k].online[m]) : null,
      contracted: !op || fleet ? null : m <= input.contractMonths ? input.contractedShare : renewal && m <= input.contractMonths + renewal.months ? renewal.probability * (renewal.share ?? input.contractedShare) : 0,
      market: op ? (price ?? 0) : null,
      powerPrice: op ? esc(input.powerPricePerKWh, input.powerPriceEscalation) : null,
      coloPrice: op ? esc(input.coloPerKWMonth, input.opexEscalation) : null,
      opexPrice: op ? esc(input.opexPerGPUMonth, input.opexEscalation) : null,
      revenue: op ? inv.revenue[m] : null,
      power: op ? inv.power[m] : null,
      colo: op ? inv.colo[m] : null,
      opex: op ? inv.opex[m] : null,
      ebitda: op ? inv.ebitda[m] : null,
      depreciation: op ? inv.depreciation[m] : null,
      opening: op ? sumK((k) => (m > trs[k].d && m <= trs[k].e ? eq.tranches[k].balance[m - 1] : 0)) : null,
      interest,
      debtService: payment,
      principal: op ? payment! - interest! + (fleet ? capitalized : 0) : null,
      // A single purchase shows the balance before the balloon (the balloon column repays it).
      closing: op ? sumK((k) => eq.tranches[k].balance[m]) + (fleet ? 0 : balloon) : null,
      balloon: op ? balloon : null,
      book: sumK((k) => eq.tranches[k].book[m]),
      residual: op ? valueAt(false) : null,
      gain: op ? sumK((k) => eq.tranches[k].gain[m]) : null,
      taxable: op ? eq.taxable[m] : null,
      nol: eq.nol[m],
      tax: op ? inv.tax[m] : null,
      capex: fleet ? sumK((k) => (trs[k].d === m ? trs[k].capex : 0)) : m === 0 ? inv.capex : null,
      proceeds: fleet ? sumK((k) => (trs[k].d === m ? trs[k].debt : 0)) : m === 0 ? inv.debt : null,
      equity: inv.cashflows[m],
      equityCumulative: cum,
      dscr: op && m <= lastCovered && payment! > 0 ? (inv.ebitda[m] - inv.tax[m]) / payment! : null,
      projectTaxable: op ? pr.taxable[m] : null,
      projectNol: pr.nol[m],
      projectTax: op ? inv.projectTax[m] : null,
      project: inv.projectCashflows[m],
      projectCumulative: pcum,
      equityPayback: op && cum >= 0 ? m : null,
      projectPayback: op && pcum >= 0 ? m : null,
      capitalized: fleet && op ? capitalized : null,
      prepayment: fleet && op ? sumK((k) => eq.tranches[k].prepayment[m]) : null,
      exitProceeds: fleet && op ? valueAt(true) : null,
      opTax: fleet && op ? ledger.equity.detail.opTax[m] : null,
    };
    for (const k of ALL_KEYS) v[k].push(row[k]);
  }
  return v;
}
