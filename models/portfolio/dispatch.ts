// The dispatch rule of docs/model.md › Demand plan: given the commitments, every month and load block is served
// by committed GPUs first (already paid; the cheaper commit offer first, ties in offer order), then
// by the flexible offers in order of their price per GPU-hour (spot: p*(1+o); ties in offer order)
// up to their limits; the rest is unserved. Every reported cost of a plan comes from here, never
// from the solver's figures.
import { HOURS_PER_MONTH } from './offers';
import type { Commitment, Offer, PortfolioInput } from './types';

export interface DispatchMonth {
  /** GPUs committed per offer (0 for flexible offers). */
  committed: number[];
  /** GPU-hours served per offer (spot without its overhead). */
  used: number[];
  /** Cost per offer this month (commit: every committed hour; spot: with its overhead). */
  cost: number[];
  idleCommitted: number;
  unserved: number;
  total: number;
}

export interface Dispatch {
  /** Index 0 unused; months 1..H. */
  months: DispatchMonth[];
  /** Σ_m cost_m and Σ_m d_m*cost_m (the penalty excluded). */
  totalCost: number;
  presentCost: number;
  demandGPUHours: number;
  unservedGPUHours: number;
  /** Σ_m d_m Σ_b σ_b*h*u_{m,b}: times U, the objective's penalty. */
  presentUnservedGPUHours: number;
}

/** What the dispatch order reads of an offer. */
export type OfferOrderInput = Pick<Offer, 'kind' | 'price' | 'effectivePrice'>;

/** Offer indices in a stable order by a key (ties keep offer order). */
function orderBy(offers: readonly OfferOrderInput[], pick: (o: OfferOrderInput) => boolean, key: (o: OfferOrderInput) => number): number[] {
  return offers
    .map((o, i) => ({ o, i }))
    .filter(({ o }) => pick(o))
    .sort((a, b) => key(a.o) - key(b.o) || a.i - b.i)
    .map(({ i }) => i);
}

/**
 * The dispatch rule's order (offer indices): the commit offers, the cheaper pricePerGPUHour first,
 * then the flexible ones by price per GPU-hour (spot: p*(1+o)); ties keep offer order. The rule, the
 * program's tiers and the chart's stack all read it here.
 */
export function dispatchOrder(offers: readonly OfferOrderInput[]): { commits: number[]; flexible: number[] } {
  return {
    commits: orderBy(offers, (o) => o.kind === 'commit', (o) => o.price),
    flexible: orderBy(offers, (o) => o.kind !== 'commit', (o) => o.effectivePrice),
  };
}

/** C_{i,m}: GPUs committed on each offer in each month (index [m][i]). */
export function committedGPUs(offers: readonly Offer[], plan: readonly Commitment[], months: number): number[][] {
  const c: number[][] = [];
  for (let m = 0; m <= months; m++) c.push(new Array<number>(offers.length).fill(0));
  for (const k of plan) {
    const o = offers[k.offer];
    const end = Math.min(months, k.start + o.term - 1);
    for (let m = Math.max(1, k.start); m <= end; m++) c[m][k.offer] += o.block * k.blocks;
  }
  return c;
}

export function dispatch(
  p: PortfolioInput,
  offers: readonly Offer[],
  peak: readonly number[],
  discount: readonly number[],
  plan: readonly Commitment[],
): Dispatch {
  const h = HOURS_PER_MONTH;
  const s = p.interruptibleShare;
  const { commits, flexible } = dispatchOrder(offers);
  const C = committedGPUs(offers, plan, p.months);
  const months: DispatchMonth[] = [];
  let totalCost = 0;
  let presentCost = 0;
  let demandGPUHours = 0;
  let unservedGPUHours = 0;
  let presentUnserved = 0;
  for (let m = 0; m <= p.months; m++) {
    const used = new Array<number>(offers.length).fill(0);
    const cost = new Array<number>(offers.length).fill(0);
    if (m === 0) {
      months.push({ committed: C[0], used, cost, idleCommitted: 0, unserved: 0, total: 0 });
      continue;
    }
    let unserved = 0;
    for (const b of p.profile) {
      const D = b.load * peak[m];
      const hours = b.share * h;
      demandGPUHours += hours * D;
      let rest = D;
      for (const i of commits) {
        const y = Math.min(C[m][i], rest);
        used[i] += hours * y;
        rest -= y;
      }
      let spotServed = 0;
      for (const i of flexible) {
        if (!(rest > 0)) break;
        const o = offers[i];
        let limit = o.maxGPUs;
        if (o.kind === 'spot') limit = Math.min(limit, o.availability * s * D, s * D - spotServed);
        const y = Math.max(0, Math.min(limit, rest));
        if (o.kind === 'spot') spotServed += y;
        used[i] += hours * y;
        cost[i] += hours * y * o.effectivePrice;
        rest -= y;
      }
      // Subtraction noise below 1e-12 of the block's demand is no unserved demand.
      if (rest > 1e-12 * D) unserved += hours * rest;
    }
    let idleCommitted = 0;
    let total = 0;
    for (let i = 0; i < offers.length; i++) {
      if (offers[i].kind === 'commit') {
        cost[i] = C[m][i] * h * offers[i].price;
        idleCommitted += C[m][i] * h - used[i];
      }
      total += cost[i];
    }
    months.push({ committed: C[m], used, cost, idleCommitted: Math.max(0, idleCommitted), unserved, total });
    totalCost += total;
    presentCost += discount[m] * total;
    unservedGPUHours += unserved;
    presentUnserved += discount[m] * unserved;
  }
  return { months, totalCost, presentCost, demandGPUHours, unservedGPUHours, presentUnservedGPUHours: presentUnserved };
}
