// Quotes › rollover: a quote that rolls over month to month after its term. Every window month
// after the term is one more contract month (capacity, storage, egress, burst, tax, and a spot
// quote's availability as in its term) with no commitment, no promotion, no prepayment and the
// unit price of the term's last month (no further indexation, never the price above the
// commitment). These months count only in the window figures, never in the term's (totalCost,
// billed, burst, idle); nothing is owed for them after the window, since the quote can stop.

import { HOURS_PER_MONTH, demandOf, spotAvailabilityOf, yearOf, type QuoteCalcInput, type QuoteMonth, type WorkloadCalcInput } from './quote-schedule';
import type { QuoteRollover } from './scenario/types';

export function rolloverOf(q: QuoteCalcInput): QuoteRollover {
  return q.rollover ?? 'none';
}

/** One month after the term on a rolling quote. */
export interface RolloverMonth {
  /** Hours used: served within capacity, a spot quote's fallback hours and burst. */
  usedGPUHours: number;
  /** Billed capacity hours (no commitment: the served hours). */
  billedGPUHours: number;
  /** Hours a spot quote cannot serve, covered at the bridge price (0 without one). */
  spotFallbackGPUHours: number;
  /** pay_m, with tax. */
  payment: number;
  /** Billed hours × the last term month's indexation factor: d payment / d (price × (1+regionPremium) × (1+taxRate)). */
  restIndexed: number;
}

/**
 * Month m after the term of a rolling quote. `last` is the term's last month of the schedule built
 * at the price being costed (its unit price, indexation and storage/egress charge carry on).
 */
export function rolloverMonth(q: QuoteCalcInput, w: WorkloadCalcInput, last: QuoteMonth, m: number): RolloverMonth {
  const capH = q.gpus * HOURS_PER_MONTH;
  const demand = demandOf(w, m);
  const base = Math.min(demand, capH);
  const bridgePrice = w.bridgePrice ?? null;
  const served = spotAvailabilityOf(q) * base;
  const spotHours = bridgePrice !== null ? base - served : 0;
  const burst = q.burstPrice !== undefined ? Math.max(0, demand - capH) : 0;
  const burstCost = q.burstPrice !== undefined ? burst * q.burstPrice * (1 + q.regionPremium) : 0;
  const compute = served * last.unitPrice;
  const spotFallback = bridgePrice !== null ? spotHours * bridgePrice : 0;
  const payment = (compute + burstCost + spotFallback + last.other) * (1 + q.taxRate);
  // The unit price is pricePerGPUHour × (1+regionPremium) × the last term month's indexation factor.
  const index = Math.pow(1 + (q.annualEscalation ?? 0), yearOf(last.contractMonth));
  return { usedGPUHours: served + spotHours + burst, billedGPUHours: served, spotFallbackGPUHours: spotHours, payment, restIndexed: served * index };
}
