// Each tranche of a fleet resolved to the numbers its months need (model: Investment › fleet): the
// investment's fields where the tranche gives none, its capex, debt, depreciation schedule and
// resale. A single purchase is the one tranche { gpus, delivered in month 0, sold at H }.

import { depreciationSchedule, newDepreciationSchedule, pmt } from '../finance';
import type { DepreciationSchedule } from '../finance';
import type { InvestmentInput, TrancheInput } from '../scenario/types';
import { resaleFraction } from './resale';

/**
 * Smallest generation `price` for which residualMode "market" scales a resale by p(e)/price: a
 * launch price below a millionth of a currency unit has no meaningful ratio (0.9/1e-300 would scale
 * the residual to 1e305), the fraction residual applies then.
 */
export const MIN_MARKET_RESIDUAL_PRICE = 1e-6;

export interface TrancheTerms {
  name: string;
  gpus: number;
  /** Delivery month d (capex paid, loan drawn) and exit month e (last month in service, sold then). */
  d: number;
  e: number;
  kwPerGPU: number;
  utilization: number;
  /** utilization + (1 − utilization)·idlePowerFraction. */
  load: number;
  contractedShare: number;
  contractPrice: number;
  contractMonths: number;
  renewalShare: number;
  renewalPrice: number;
  /** Last tranche month (a = m − d) of the renewal. */
  renewalEnd: number;
  /** Market price by absolute month (NaN where none; empty without a generation). */
  market: ArrayLike<number>;
  capex: number;
  debtFraction: number;
  /** True when the tranche states its own debtFraction (debt sizing leaves it alone). */
  ownDebtFraction: boolean;
  debt: number;
  dep: DepreciationSchedule;
  /** Resale at e by the curve (or residualFraction) and the market factor; the exit multiple replaces it at H. */
  resale: number;
}

/** What the tranches read from outside the investment: power per GPU, prices, the horizon. */
export interface FleetContext {
  horizonMonths: number;
  kwPerGPU: number;
  /** The market series of a generation id by month (NaN where none), undefined when unknown. */
  series: (generation: string) => ArrayLike<number> | undefined;
  /** A generation's launch `price` (price_g of the market residual). */
  generationPrice: (generation: string) => number | undefined;
}

const EMPTY = new Float64Array(0);

/** The single purchase's one tranche, rewritten by each call of trancheInputs (read at once by trancheTerms). */
const SINGLE: TrancheInput = { name: '', gpus: 0, deliveryMonth: 0, exitMonth: 0 };
const SINGLE_LIST: readonly TrancheInput[] = [SINGLE];

/**
 * The tranches of `inv`: its list, or the single purchase as one tranche held from 0 to H
 * (model: Investment › fleet). The single purchase's list is one shared object rewritten per call:
 * read it before the next call (trancheTerms copies what it needs).
 */
export function trancheInputs(inv: InvestmentInput, H: number): readonly TrancheInput[] {
  if (inv.tranches && inv.tranches.length > 0) return inv.tranches;
  SINGLE.gpus = inv.gpus;
  SINGLE.exitMonth = H;
  return SINGLE_LIST;
}

/** The market residual's factor p(e)/price_g (1 outside residualMode "market" or without both prices). */
export function marketFactor(inv: InvestmentInput, generation: string | undefined, series: ArrayLike<number>, e: number, ctx: FleetContext): number {
  if (inv.residualMode !== 'market' || generation === undefined) return 1;
  const p = e < series.length ? series[e] : NaN;
  const priceG = ctx.generationPrice(generation);
  if (p !== p || priceG === undefined || !(priceG >= MIN_MARKET_RESIDUAL_PRICE)) return 1;
  return p / priceG;
}

/** A TrancheTerms with every field present from the start (one object shape, fields stored in the object). */
function newTrancheTerms(): TrancheTerms {
  return {
    name: '', gpus: 0, d: 0, e: 0, kwPerGPU: 0, utilization: 0, load: 0, contractedShare: 0, contractPrice: 0, contractMonths: 0,
    renewalShare: 0, renewalPrice: 0, renewalEnd: 0, market: EMPTY, capex: 0, debtFraction: 0, ownDebtFraction: false, debt: 0,
    dep: newDepreciationSchedule(), resale: 0,
  };
}

/** Tranche `t` resolved against `inv` (written into `into` when given: the Monte Carlo loop reuses it). */
export function trancheTerms(inv: InvestmentInput, t: TrancheInput, ctx: FleetContext, into?: TrancheTerms): TrancheTerms {
  const H = ctx.horizonMonths;
  // The loader keeps d in 0..H−1 and e in d+1..H; a horizon drawn in Monte Carlo may be shorter.
  const d = Math.max(0, Math.min(t.deliveryMonth, H - 1));
  const e = Math.max(d + 1, Math.min(t.exitMonth ?? H, H));
  const u = t.utilization ?? inv.utilization;
  const generation = t.generation ?? inv.generation;
  const market = generation === undefined ? EMPTY : (ctx.series(generation) ?? EMPTY);
  const contractedShare = t.contractedShare ?? inv.contractedShare;
  const contractMonths = t.contractMonths ?? inv.contractMonths;
  const renewal = t.renewal ?? inv.renewal;
  const capex = t.gpus * (t.capexPerGPU ?? inv.capexPerGPU);
  const debtFraction = t.debtFraction ?? inv.debtFraction;
  const curve = inv.resaleCurve;
  const fraction = curve && curve.length > 0 ? resaleFraction(curve, e - d) : inv.residualFraction;
  const out = into ?? newTrancheTerms();
  out.name = t.name;
  out.gpus = t.gpus;
  out.d = d;
  out.e = e;
  out.kwPerGPU = t.kwPerGPU ?? ctx.kwPerGPU;
  out.utilization = u;
  out.load = u + (1 - u) * inv.idlePowerFraction;
  out.contractedShare = contractedShare;
  out.contractPrice = t.contractPrice ?? inv.contractPrice;
  out.contractMonths = contractMonths;
  // A renewal without its own share takes the tranche's contracted share.
  out.renewalShare = renewal ? renewal.probability * (renewal.share ?? contractedShare) : 0;
  out.renewalPrice = renewal ? renewal.price : 0;
  out.renewalEnd = renewal ? contractMonths + renewal.months : 0;
  out.market = market;
  out.capex = capex;
  out.debtFraction = debtFraction;
  out.ownDebtFraction = t.debtFraction !== undefined;
  out.debt = capex * debtFraction;
  // Depreciation counted from d over the tranche's own months 1..e−d; straight line keeps capex × residualFraction as salvage.
  out.dep = depreciationSchedule(capex, inv.residualFraction, inv.depreciationMonths ?? 0, inv.depreciationMethod ?? 'straight', inv.bonusShare ?? 0, e - d, out.dep);
  out.resale = capex * fraction * marketFactor(inv, generation, market, e, ctx);
  return out;
}

/** The level payment of a tranche's annuity on `balance` over T − G payments. */
export function annuity(inv: InvestmentInput, balance: number): number {
  const G = inv.debtGraceMonths ?? 0;
  return balance === 0 ? 0 : pmt(inv.debtAnnualRate / 12, inv.debtTermMonths - G, balance);
}
