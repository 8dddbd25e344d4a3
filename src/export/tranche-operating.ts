// A tranche's operating months on the Tranches sheet (model: Investment › fleet; Investment ›
// revenue and operating costs): its terms (utilisation, power per GPU, contract and renewal) as
// formulas over the Inputs sheet, and for each month after its delivery the contracted share, the
// market price (the Prices sheet), revenue, power, colocation and opex, all formulas — the same
// rules the Monthly sheet writes for a single purchase, counted from the tranche's own delivery.
// The cached results repeat the engine's arithmetic per tranche (its flows keep only the sums); the
// Monthly sheet's revenue and costs sum these columns, so their cached results are the engine's.
import type { TrancheTerms } from '../../models/fleet/terms';
import type { InvestmentInput, TrancheInput } from '../../models/scenario/types';
import { HOURS_PER_MONTH } from '../../models/units';
import type { InputsSheet } from './inputs-sheet';

/** The terms a tranche's operating months read, one row each (after the loan and resale terms). */
export const OPERATING_TERMS = ['utilization', 'load', 'kwPerGPU', 'contractedShare', 'contractPrice', 'contractMonths', 'renewalShare', 'renewalPrice', 'renewalEnd'] as const;
export type OperatingTerm = (typeof OPERATING_TERMS)[number];
/** The month columns of the operating months (after the loan, depreciation and resale columns). */
export const OPERATING_BLOCK = ['contracted', 'market', 'revenue', 'power', 'colo', 'opex'] as const;
export type OperatingKey = (typeof OPERATING_BLOCK)[number];

/** The Monthly sheet's price columns a tranche's costs read. */
export type MonthlyPrice = 'powerPrice' | 'coloPrice' | 'opexPrice';

/** Cells outside the Tranches sheet a tranche's operating months read. */
export interface OperatingLinks {
  /** The Prices sheet's cell of generation `id` at month m, null when the sheet has no such series. */
  price: (id: string, m: number) => string | null;
  /** The Monthly sheet's cell of a price column at month m (each escalated once a year there). */
  monthly: (key: MonthlyPrice, m: number) => string;
}

export interface OperatingContext {
  inv: InvestmentInput;
  /** The tranche as the file gives it (undefined for the single purchase). */
  own: TrancheInput | undefined;
  k: number;
  tr: TrancheTerms;
  inputs: InputsSheet;
  links: OperatingLinks;
  /** Absolute cell of a term of this tranche. */
  term: (key: OperatingTerm | 'gpus') => string;
  /** Cell of this tranche's month column at month m. */
  at: (key: OperatingKey | 'age' | 'online', m: number) => string;
  /** The engine's GPUs online at month m (the ledger's). */
  online: (m: number) => number;
}

interface TermCell {
  v: number;
  f?: string;
}

/** The tranche's operating terms: the tranche's own field on Inputs, else the investment's, else the engine's value. */
export function operatingTerms(c: OperatingContext): Record<OperatingTerm, TermCell> {
  const { inv, own, k, tr, inputs } = c;
  const ref = (path: string): string | undefined => inputs.ref(path);
  const field = (name: string): string | undefined => (own ? ref(`investment.tranches[${k}].${name}`) : undefined) ?? ref(`investment.${name}`);
  const cell = (v: number, f: string | undefined): TermCell => (f === undefined ? { v } : { v, f });
  // A tranche with its own renewal takes all of it from there (its share defaults to its contracted share).
  const renewal = own?.renewal ?? inv.renewal;
  const base = own?.renewal ? `investment.tranches[${k}].renewal` : 'investment.renewal';
  const idle = ref('investment.idlePowerFraction') ?? String(inv.idlePowerFraction);
  const kw = own?.kwPerGPU !== undefined ? ref(`investment.tranches[${k}].kwPerGPU`) : inputs.derived.kwPerGPU;
  const or = (path: string, v: number): string => ref(path) ?? String(v);
  const share = renewal ? (renewal.share === undefined ? c.term('contractedShare') : or(`${base}.share`, renewal.share)) : '';
  return {
    utilization: cell(tr.utilization, field('utilization')),
    load: { v: tr.load, f: `${c.term('utilization')}+(1-${c.term('utilization')})*${idle}` },
    kwPerGPU: cell(tr.kwPerGPU, kw),
    contractedShare: cell(tr.contractedShare, field('contractedShare')),
    contractPrice: cell(tr.contractPrice, field('contractPrice')),
    contractMonths: cell(tr.contractMonths, field('contractMonths')),
    renewalShare: renewal ? { v: tr.renewalShare, f: `${or(`${base}.probability`, renewal.probability)}*${share}` } : { v: 0 },
    renewalPrice: renewal ? cell(tr.renewalPrice, ref(`${base}.price`)) : { v: 0 },
    renewalEnd: renewal ? { v: tr.renewalEnd, f: `${c.term('contractMonths')}+${or(`${base}.months`, renewal.months)}` } : { v: 0 },
  };
}

/** The tranche's generation (its own, else the investment's). */
function generationOf(c: OperatingContext): string | undefined {
  return c.own?.generation ?? c.inv.generation;
}

/** The formula of an operating column at month m (d < m ≤ e). */
export function operatingFormula(c: OperatingContext, key: OperatingKey, m: number): string {
  const a = c.at('age', m);
  const online = c.at('online', m);
  const T = (x: OperatingTerm | 'gpus'): string => c.term(x);
  const r = (x: OperatingKey): string => c.at(x, m);
  switch (key) {
    case 'contracted':
      return `IF(${a}<=${T('contractMonths')},${T('contractedShare')},IF(${a}<=${T('renewalEnd')},${T('renewalShare')},0))`;
    case 'market': {
      const id = generationOf(c);
      const p = id === undefined ? null : c.links.price(id, m);
      return p === null ? '0' : `IF(ISNUMBER(${p}),${p},0)`;
    }
    case 'revenue': {
      // The contract's price, then the renewal's (after the renewal the contracted share is 0).
      const cp = `IF(${a}<=${T('contractMonths')},${T('contractPrice')},${T('renewalPrice')})`;
      const u = T('utilization');
      const paid = `${online}*${HOURS_PER_MONTH}*(${r('contracted')}*${cp}+(1-${r('contracted')})*${u}*${r('market')})`;
      const used = `${online}*${HOURS_PER_MONTH}*${u}*(${r('contracted')}*${cp}+(1-${r('contracted')})*${r('market')})`;
      const top = c.inputs.ref('investment.takeOrPay');
      return top === undefined ? (c.inv.takeOrPay === true ? paid : used) : `IF(${top},${paid},${used})`;
    }
    case 'power':
      return `${online}*${T('kwPerGPU')}*${T('load')}*${c.inputs.ref('site.pue') ?? '1'}*${HOURS_PER_MONTH}*${c.links.monthly('powerPrice', m)}`;
    case 'colo':
      return `${T('gpus')}*${T('kwPerGPU')}*${c.links.monthly('coloPrice', m)}`;
    case 'opex':
      return `${T('gpus')}*${c.links.monthly('opexPrice', m)}`;
  }
}

/** Month m's price escalated once a year: x·(1+e)^floor((m−1)/12), as the engine's flows. */
function escalated(x: number, e: number, m: number): number {
  return e === 0 || m <= 12 ? x : x * Math.pow(1 + e, Math.floor((m - 1) / 12));
}

/** The cached value of an operating column at month m (d < m ≤ e): the engine's arithmetic for the tranche. */
export function operatingValue(c: OperatingContext, key: OperatingKey, m: number, pue: number): number {
  const { tr, inv } = c;
  const a = m - tr.d;
  const online = c.online(m);
  const inContract = a <= tr.contractMonths;
  const cs = inContract ? tr.contractedShare : a <= tr.renewalEnd ? tr.renewalShare : 0;
  const cp = inContract ? tr.contractPrice : tr.renewalPrice;
  const p = m < tr.market.length ? tr.market[m] : NaN;
  const market = p === p ? p : 0;
  const u = tr.utilization;
  switch (key) {
    case 'contracted': return cs;
    case 'market': return market;
    case 'revenue':
      return inv.takeOrPay === true
        ? online * HOURS_PER_MONTH * (cs * cp + (1 - cs) * u * market)
        : online * HOURS_PER_MONTH * u * (cs * cp + (1 - cs) * market);
    case 'power': return online * tr.kwPerGPU * tr.load * pue * HOURS_PER_MONTH * escalated(inv.powerPricePerKWh, inv.powerPriceEscalation ?? 0, m);
    case 'colo': return tr.gpus * tr.kwPerGPU * escalated(inv.coloPerKWMonth, inv.opexEscalation ?? 0, m);
    case 'opex': return tr.gpus * escalated(inv.opexPerGPUMonth, inv.opexEscalation ?? 0, m);
  }
}
