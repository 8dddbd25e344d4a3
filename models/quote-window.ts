// One window for all quotes (docs/model.md › Quotes › Window): months 1..W for every quote, whatever its delivery
// and term. Bridging months as quote terms, contract months up to min(d+T, W), then the months after the
// term, when demand is covered at workload.bridgePrice (fallback), or, on a quote that rolls over,
// by more contract months (model: Quotes › rollover, quote-rollover.ts). Contract months past W are
// still owed (owedAfterWindow). Quotes are ranked, and priced to match the best, on the window, or
// on the window plus what is owed after it (model: Quotes › ranking, workload.rankBy).

import { ratioOrNull } from './finite';
import {
  HOURS_PER_MONTH,
  deliveryOf,
  demandOf,
  termOf,
  type QuoteCalcInput,
  type Schedule,
  type WorkloadCalcInput,
} from './quote-schedule';
import { rolloverMonth, rolloverOf } from './quote-rollover';

export interface WindowFigures {
  /** Σ pay_m over months 0..W (the prepayment included). */
  windowCost: number;
  windowPresentValue: number;
  /** Bridged, contract and fallback hours used in months 1..W. */
  windowUsedGPUHours: number;
  /** Σ fallback_m × (1+taxRate) over the months after the term inside the window. */
  fallbackCost: number;
  /** Σ pay_m over contract months past the window (undiscounted). */
  owedAfterWindow: number;
  /** The same payments, each discounted at its month like the window's (model: Quotes › ranking). */
  owedPresentValue: number;
  /** Quotes › rollover: Σ pay_m over the window months after the term of a quote that rolls over. */
  rolloverCost: number;
  /** Quotes › rollover: window months after the term paid as rollover months. */
  rolloverMonths: number;
  /** idle, delay and premium within the window (levers), before the price lever. */
  idle: number;
  delay: number;
  aboveCommitPremium: number;
  /** Issue 27: Σ spotFallbackGPUHours × (bridgePrice − unit_k) × (1+taxRate) over contract months inside the window. */
  spotFallback: number;
  /** Σ restIndexed × v^m over contract months inside the window. */
  restDiscounted: number;
  /** Σ restIndexed × v^m over rollover months (paid in full: no prepayment). */
  rolloverRestDiscounted: number;
  /** Σ restIndexed × v^m over contract months past the window. */
  owedRestDiscounted: number;
}

/** W: the workload's windowMonths, else the longest delivery + term of the quotes (at least 1). */
export function windowMonthsOf(quotes: ReadonlyArray<QuoteCalcInput>, w: WorkloadCalcInput): number {
  if (w.windowMonths !== undefined) return Math.max(1, Math.floor(w.windowMonths));
  return Math.max(1, quotes.reduce((mx, q) => Math.max(mx, deliveryOf(q) + termOf(q)), 0));
}

/** The window's figures of a quote whose schedule is `s`, built at `price` (default: the quote's own). */
export function windowFigures(q: QuoteCalcInput, w: WorkloadCalcInput, s: Schedule, W: number, v: number, price = q.pricePerGPUHour): WindowFigures {
  const d = deliveryOf(q);
  const end = d + termOf(q);
  const tax = 1 + q.taxRate;
  const capH = q.gpus * HOURS_PER_MONTH;
  const bridgePrice = w.bridgePrice ?? null;
  const unit1 = price * (1 + q.regionPremium);
  const out: WindowFigures = {
    windowCost: s.payments[0],
    windowPresentValue: s.payments[0],
    windowUsedGPUHours: 0,
    fallbackCost: 0,
    owedAfterWindow: 0,
    owedPresentValue: 0,
    rolloverCost: 0,
    rolloverMonths: 0,
    idle: 0,
    delay: 0,
    aboveCommitPremium: 0,
    spotFallback: 0,
    restDiscounted: 0,
    rolloverRestDiscounted: 0,
    owedRestDiscounted: 0,
  };
  const rolls = rolloverOf(q) === 'monthly' && end > d;
  let discount = 1;
  for (let m = 1; m <= Math.max(end, W); m++) {
    discount *= v;
    if (m <= end) {
      const month = s.months[m - 1];
      if (m > W) {
        if (!month.bridging) {
          out.owedAfterWindow += month.payment;
          out.owedPresentValue += month.payment * discount;
          out.owedRestDiscounted += s.parts[m - 1].restIndexed * discount;
        }
        continue;
      }
      out.windowCost += month.payment;
      out.windowPresentValue += month.payment * discount;
      out.windowUsedGPUHours += month.usedGPUHours;
      if (month.bridging) {
        if (bridgePrice !== null) out.delay += month.usedGPUHours * (bridgePrice - unit1) * tax;
      } else {
        const parts = s.parts[m - 1];
        out.idle += parts.idle;
        out.aboveCommitPremium += parts.aboveCommitPremium;
        if (bridgePrice !== null && month.spotFallbackGPUHours > 0) {
          out.spotFallback += month.spotFallbackGPUHours * (bridgePrice - month.unitPrice) * tax;
        }
        out.restDiscounted += parts.restIndexed * discount;
      }
      continue;
    }
    if (rolls) {
      // A rollover month: one more contract month without commitment (quote-rollover.ts).
      const r = rolloverMonth(q, w, s.months[end - 1], m);
      out.rolloverMonths += 1;
      out.rolloverCost += r.payment;
      out.windowCost += r.payment;
      out.windowPresentValue += r.payment * discount;
      out.windowUsedGPUHours += r.usedGPUHours;
      if (bridgePrice !== null && r.spotFallbackGPUHours > 0) {
        out.spotFallback += r.spotFallbackGPUHours * (bridgePrice - s.months[end - 1].unitPrice) * tax;
      }
      out.rolloverRestDiscounted += r.restIndexed * discount;
      continue;
    }
    // After the term, inside the window: demand covered at the bridge price, else uncovered.
    if (bridgePrice === null) continue;
    const used = Math.min(demandOf(w, m), capH);
    const pay = used * bridgePrice * tax;
    out.windowUsedGPUHours += used;
    out.fallbackCost += pay;
    out.windowCost += pay;
    out.windowPresentValue += pay * discount;
  }
  return out;
}

/**
 * d (ranked value) / d pricePerGPUHour (the value is linear in the price): the window's present
 * value, plus with `withOwed` the present value of what is owed after the window.
 */
export function windowSlope(q: QuoteCalcInput, s: Schedule, f: WindowFigures, withOwed = false): number {
  const owed = withOwed ? (1 - q.prepayFraction) * f.owedRestDiscounted : 0;
  return (
    (1 + q.regionPremium) *
    (1 + q.taxRate) *
    (q.prepayFraction * (1 - q.prepayDiscount) * s.restSum + (1 - q.prepayFraction) * f.restDiscounted + f.rolloverRestDiscounted + owed)
  );
}

/** The value the ranking uses (model: Quotes › ranking): the window's present value, plus what is owed after it, discounted. */
export function rankedValue(f: Pick<WindowFigures, 'windowPresentValue' | 'owedPresentValue'>, withOwed: boolean): number {
  return withOwed ? f.windowPresentValue + f.owedPresentValue : f.windowPresentValue;
}

export interface Rankable {
  index: number;
  windowUsedGPUHours: number;
  /** The ranked value per window used hour (null when nothing is used in the window). */
  rankPerUsedGPUHour: number | null;
}

/**
 * Ranks (1 = best) by the ranked value per window used hour, ascending, ties in quote order;
 * quotes with no used hours in the window come last, in quote order. Returns the ranks by index.
 */
export function windowRanks(items: ReadonlyArray<Rankable>): number[] {
  const served = items
    .filter((r) => r.rankPerUsedGPUHour !== null)
    .sort((a, b) => (a.rankPerUsedGPUHour ?? 0) - (b.rankPerUsedGPUHour ?? 0) || a.index - b.index);
  const rest = items.filter((r) => r.rankPerUsedGPUHour === null);
  const ranks: number[] = new Array<number>(items.length);
  [...served, ...rest].forEach((r, k) => {
    ranks[r.index] = k + 1;
  });
  return ranks;
}

/**
 * The pricePerGPUHour at which a quote's window value per window used hour equals `bestRatio`:
 * a + b·price = bestRatio·used. Null when nothing is used in the window or b = 0.
 */
export function priceToMatch(bestRatio: number, used: number, intercept: number, slope: number): number | null {
  if (!(used > 0) || slope === 0) return null;
  return ratioOrNull(bestRatio * used - intercept, slope);
}

export function perUsedHour(value: number, used: number): number | null {
  return used > 0 ? ratioOrNull(value, used) : null;
}
