// Debt service coverage by period (docs/model.md › Investment › Covenant and DSCR): periods of 12, 3 or 1 months from month 1, the
// last one cut at min(T, H); dscr = Σ(EBITDA_m − opTax_m)/Σ debt service_m over the period's
// months (balloon excluded). opTax_m is the month's tax, except at H, where the disposal's gain is
// left out (lenders test cash from operations). The cash-flow loop (single-purchase.ts runFlows) feeds
// one month at a time, so the full evaluation and the Monte Carlo trial share the arithmetic.

import { ratioOrNull } from './finite';
import type { DscrPeriod } from './scenario/types';

export interface PeriodCoverage {
  period: number;
  fromMonth: number;
  toMonth: number;
  dscr: number;
}

export interface CoverageAccumulator {
  /** Months per period (12, 3 or 1). */
  length: number;
  /** Last month tested: min(T, H). */
  last: number;
  covenant: number | undefined;
  /** Running sums of the open period. */
  cash: number;
  service: number;
  fromMonth: number;
  period: number;
  /** Every period with debt service (null: not kept, the Monte Carlo trial). */
  periods: PeriodCoverage[] | null;
  /** Periods with dscr < covenant. */
  breaches: number;
  breachList: number[] | null;
  min: number | null;
  minPeriod: number | null;
}

export function periodLength(p: DscrPeriod | undefined): number {
  return p === 'quarter' ? 3 : p === 'month' ? 1 : 12;
}

export function newCoverage(): CoverageAccumulator {
  return { length: 12, last: 0, covenant: undefined, cash: 0, service: 0, fromMonth: 1, period: 1, periods: null, breaches: 0, breachList: null, min: null, minPeriod: null };
}

/** Resets `acc` for a run of months 1..last (keeping the lists only with `keep`). */
export function startCoverage(acc: CoverageAccumulator, period: DscrPeriod | undefined, last: number, covenant: number | undefined, keep: boolean): CoverageAccumulator {
  acc.length = periodLength(period);
  acc.last = last;
  acc.covenant = covenant;
  acc.cash = 0;
  acc.service = 0;
  acc.fromMonth = 1;
  acc.period = 1;
  acc.periods = keep ? [] : null;
  acc.breaches = 0;
  acc.breachList = keep ? [] : null;
  acc.min = null;
  acc.minPeriod = null;
  return acc;
}

/** Adds month m (1..last, in order): its EBITDA less operating tax, and its debt service without the balloon. */
export function addCoverageMonth(acc: CoverageAccumulator, m: number, cash: number, service: number): void {
  if (m > acc.last) return;
  acc.cash += cash;
  acc.service += service;
  if (m - acc.fromMonth + 1 < acc.length && m < acc.last) return;
  // The period closes: counted when it has debt service (and a finite ratio, as the monthly minDSCR).
  if (acc.service > 0) {
    const dscr = ratioOrNull(acc.cash, acc.service);
    if (dscr !== null) {
      acc.periods?.push({ period: acc.period, fromMonth: acc.fromMonth, toMonth: m, dscr });
      if (acc.min === null || dscr < acc.min) {
        acc.min = dscr;
        acc.minPeriod = acc.period;
      }
      if (acc.covenant !== undefined && dscr < acc.covenant) {
        acc.breaches++;
        acc.breachList?.push(acc.period);
      }
    }
  }
  acc.period++;
  acc.fromMonth = m + 1;
  acc.cash = 0;
  acc.service = 0;
}
