// The offers of a plan with their kind's defaults (docs/model.md › Demand plan), and the demand they serve.
import type { RentVsBuyInput } from '../scenario/types';
import type { Offer, OfferInput, PortfolioInput } from './types';
import { HOURS_PER_MONTH } from '../units';

/** Hours in a month (model: Conventions › Time), from models/units.ts. */
export { HOURS_PER_MONTH };

export const DEFAULT_GPU_BLOCK = 8;
export const DEFAULT_SPOT_OVERHEAD = 0.1;

/** Names of the offers made from rentVsBuy when the plan lists none (the report and UI translate them). */
export const DEFAULT_OFFER_NAMES = {
  onDemand: 'On-demand',
  spot: 'Spot',
  reserved: '1-year reservation',
  reserved3y: '3-year reservation',
} as const;

/** The rent-vs-buy prices the default offers read (the editor fills offers from a section being edited). */
export type RentVsBuyPrices = Pick<RentVsBuyInput, 'onDemandPrice' | 'spotPrice' | 'reservedPrice' | 'reserved3yPrice' | 'spotAvailability'> &
  Partial<Pick<RentVsBuyInput, 'spotOverhead'>>;

/** docs/model.md › Demand plan: without `offers`, on-demand, spot and the reservations of rentVsBuy. */
export function offersFromRentVsBuy<R extends RentVsBuyPrices>(r: R): OfferInput[] {
  const offers: OfferInput[] = [
    { name: DEFAULT_OFFER_NAMES.onDemand, kind: 'onDemand', pricePerGPUHour: r.onDemandPrice },
    {
      name: DEFAULT_OFFER_NAMES.spot,
      kind: 'spot',
      pricePerGPUHour: r.spotPrice,
      availability: r.spotAvailability,
      overhead: r.spotOverhead,
    },
    { name: DEFAULT_OFFER_NAMES.reserved, kind: 'commit', pricePerGPUHour: r.reservedPrice, termMonths: 12 },
  ];
  if (r.reserved3yPrice !== undefined) {
    offers.push({ name: DEFAULT_OFFER_NAMES.reserved3y, kind: 'commit', pricePerGPUHour: r.reserved3yPrice, termMonths: 36 });
  }
  return offers;
}

export function resolveOffer(o: OfferInput): Offer {
  const overhead = o.kind === 'spot' ? (o.overhead ?? DEFAULT_SPOT_OVERHEAD) : 0;
  return {
    name: o.name,
    kind: o.kind,
    price: o.pricePerGPUHour,
    maxGPUs: o.maxGPUs ?? Infinity,
    term: o.kind === 'commit' ? (o.termMonths ?? 1) : 0,
    startFrom: o.kind === 'commit' ? (o.startFrom ?? 1) : 1,
    block: o.kind === 'commit' ? (o.gpuBlock ?? DEFAULT_GPU_BLOCK) : 1,
    availability: o.kind === 'spot' ? (o.availability ?? 1) : 1,
    overhead,
    effectivePrice: o.kind === 'spot' ? o.pricePerGPUHour * (1 + overhead) : o.pricePerGPUHour,
  };
}

/** The plan's offers: its own, else those of rentVsBuy; [] when it has neither (the loader refuses that). */
export function planOffers(p: PortfolioInput, rentVsBuy: RentVsBuyInput | undefined): Offer[] {
  const inputs = p.offers ?? (rentVsBuy ? offersFromRentVsBuy(rentVsBuy) : []);
  return inputs.map(resolveOffer);
}

/** P_m for m = 1..months (index 0 unused): the gpus of the last step with fromMonth ≤ m. */
export function peaks(p: PortfolioInput): number[] {
  const out = new Array<number>(p.months + 1).fill(0);
  const steps = [...p.demand].sort((a, b) => a.fromMonth - b.fromMonth);
  let s = 0;
  let current = 0;
  for (let m = 1; m <= p.months; m++) {
    while (s < steps.length && steps[s].fromMonth <= m) current = steps[s++].gpus;
    out[m] = current;
  }
  return out;
}

/** The start months K_i of a commit offer: [startFrom, months - term + 1] (may be empty). */
export function startMonths(o: Offer, months: number): number[] {
  const out: number[] = [];
  for (let k = o.startFrom; k <= months - o.term + 1; k++) out.push(k);
  return out;
}

/** Discount factors d_m = (1 + monthly(r))^-m for m = 0..months. */
export function discountFactors(annualRate: number, months: number): number[] {
  const j = Math.expm1(Math.log1p(annualRate) / 12);
  const out: number[] = [];
  for (let m = 0; m <= months; m++) out.push(Math.pow(1 + j, -m));
  return out;
}

/** U: the price of an unserved GPU-hour in the objective, 10 × the highest offer price (incl. 1+o) + 1. */
export function unservedPenalty(offers: readonly Offer[]): number {
  return 10 * offers.reduce((mx, o) => Math.max(mx, o.effectivePrice), 0) + 1;
}
