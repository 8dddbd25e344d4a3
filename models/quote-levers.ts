// What each term of a quote costs, in money over the window (docs/model.md › Quotes › Window `delayCost`, `levers`):
// the negotiation brief lists a quote's asks by these amounts, largest first.

import type { QuoteCalcInput, Schedule, WorkloadCalcInput } from './quote-schedule';
import type { WindowFigures } from './quote-window';

export type LeverKey = 'idle' | 'delay' | 'aboveCommitPremium' | 'spotFallback' | 'price';
export const LEVER_KEYS: readonly LeverKey[] = ['idle', 'delay', 'aboveCommitPremium', 'spotFallback', 'price'];

export interface QuoteLevers {
  /** Idle committed hours' cost within the window (lower the take-or-pay share). */
  idle: number;
  /** The net cost of the delay within the window (a delivery credit or an earlier date). */
  delay: number;
  /** What the hours above the commitment pay over the quote's own price, within the window. */
  aboveCommitPremium: number;
  /**
   * Issue 27: what a spot quote's interruptions cost within the window, Σ spotFallbackGPUHours ×
   * (bridgePrice − unit_k) × (1+taxRate) over contract months (an availability guarantee). Only on a
   * quote that states spotAvailability < 1: every other quote's levers keep docs/model.md › Quotes › Window's four keys.
   */
  spotFallback?: number;
  /** windowPresentValue minus its value at priceToMatchBest (0 for the best). */
  price: number;
}

/**
 * delayCost = Σ_{m ≤ d} used_m × (bridgePrice − unit_1) × (1+taxRate), unit_1 = pricePerGPUHour ×
 * (1+regionPremium): what the wait adds over the same hours at the quote's price (may be negative;
 * 0 without a bridge price).
 */
export function delayCost(q: QuoteCalcInput, w: WorkloadCalcInput, s: Schedule): number {
  const bridgePrice = w.bridgePrice ?? null;
  if (bridgePrice === null) return 0;
  const unit1 = q.pricePerGPUHour * (1 + q.regionPremium);
  const tax = 1 + q.taxRate;
  let sum = 0;
  for (const month of s.months) if (month.bridging) sum += month.usedGPUHours * (bridgePrice - unit1) * tax;
  return sum;
}

/** The levers of a quote; `priceGap` = pricePerGPUHour − priceToMatchBest (0 for the best or without one). */
export function quoteLevers(f: WindowFigures, slope: number, priceGap: number, spot: boolean): QuoteLevers {
  const levers: QuoteLevers = { idle: f.idle, delay: f.delay, aboveCommitPremium: f.aboveCommitPremium, price: slope * priceGap };
  return spot ? { idle: f.idle, delay: f.delay, aboveCommitPremium: f.aboveCommitPremium, spotFallback: f.spotFallback, price: levers.price } : levers;
}
