// The quotes table's rows (one per figure or term) and the order of the quote columns (which
// value is best in a row is the presentation layer's verdict: src/present/quote-best.ts). Plain functions, unit-tested without React.
import type { QuoteResult, UnquotedItem } from '../../models/quotes';
import type { QuoteInput } from '../../models/scenario';
import { HOURS_PER_MONTH } from '../../models/units';

export type QuoteRowKey =
  | 'rank'
  | 'rankPerUsed'
  | 'windowPVPerUsed'
  | 'windowCost'
  | 'windowPresentValue'
  | 'fallbackCost'
  | 'owedAfterWindow'
  | 'delayCost'
  | 'aboveCommitPrice'
  | 'unitPrice'
  | 'priceToMatch'
  | 'effectivePerUsed'
  | 'effectivePerUseful'
  | 'effectivePerEffective'
  | 'totalCost'
  | 'presentValue'
  | 'idleCost'
  | 'otherCost'
  | 'demandCovered'
  | 'bridgeCost'
  | 'spotFallbackCost'
  | 'uncoveredGPUHours'
  | 'burstGPUHours'
  | 'regret'
  | 'gpus'
  | 'termMonths'
  | 'committedShare'
  | 'spotAvailability'
  | 'prepay'
  | 'deliveryMonth'
  | 'annualEscalation'
  | 'burstPrice'
  | 'promoMode'
  | 'performanceFactor'
  | 'terminationTerms'
  | 'leadTimeWeeks'
  | 'slaUptime'
  | 'failureReplacement'
  | 'networking'
  | 'billingGranularity'
  | 'notes';

export type RowFormat = 'integer' | 'price' | 'money' | 'percent' | 'weeks' | 'months' | 'text' | 'boolean' | 'factor';

export interface QuoteRow {
  key: QuoteRowKey;
  group: 'cost' | 'terms';
  format: RowFormat;
  /** Which end is better; rows without one are never highlighted. */
  better?: 'low' | 'high';
  value: (q: QuoteResult, input: QuoteInput | undefined) => number | string | boolean | null;
  /**
   * Costs of this row the quote leaves unpriced (docs/model.md › Quotes › Terms `unquoted`): such a cell reads
   * "not quoted" as a risk, never an amount, and is never the best of its row.
   */
  unquoted?: (q: QuoteResult) => readonly UnquotedItem[];
  /** The figure includes storage and egress: marked as incomplete when the quote leaves one unpriced. */
  includesOther?: boolean;
  /** Text shown for a null value when null means something: 'noBurst' = the quote allows no burst. */
  emptyText?: 'noBurst';
  /** docs/model.md › Quotes › Window: a figure over the quote's own months (delivery + term), not the common window. */
  ownTerm?: boolean;
  /** Shown only when some quote has a value (an optional term). */
  optional?: boolean;
  /** Issue 27: shown only when some quote is spot (spotAvailability < 1); the others show their 100 % / 0. */
  spotOnly?: boolean;
  /** Shown only when the ranking counts what is owed after the window (workload.rankBy "windowPlusOwed"): then the ranking's figure differs from the window's. */
  rankedByOwed?: boolean;
}

export const QUOTE_ROWS: readonly QuoteRow[] = [
  // docs/model.md › Quotes › Window: the ranking and every total on the common window first; the ranking's figure beside it.
  { key: 'rank', group: 'cost', format: 'integer', better: 'low', value: (q) => q.rank },
  // model: Quotes › ranking: the figure the ranks and prices to match use, when it is not the window's alone.
  { key: 'rankPerUsed', group: 'cost', format: 'price', better: 'low', value: (q) => q.rankPerUsedGPUHour, includesOther: true, rankedByOwed: true },
  { key: 'windowPVPerUsed', group: 'cost', format: 'price', better: 'low', value: (q) => q.windowPVPerUsedGPUHour, includesOther: true },
  // The price at which this quote would tie the best: informational, never "best".
  { key: 'priceToMatch', group: 'cost', format: 'price', value: (q) => q.priceToMatchBest },
  { key: 'windowCost', group: 'cost', format: 'money', better: 'low', value: (q) => q.windowCost, includesOther: true },
  { key: 'windowPresentValue', group: 'cost', format: 'money', better: 'low', value: (q) => q.windowPresentValue, includesOther: true },
  { key: 'delayCost', group: 'cost', format: 'money', better: 'low', value: (q) => q.delayCost },
  { key: 'fallbackCost', group: 'cost', format: 'money', value: (q) => q.fallbackCost },
  { key: 'owedAfterWindow', group: 'cost', format: 'money', better: 'low', value: (q) => q.owedAfterWindow },
  { key: 'unitPrice', group: 'cost', format: 'price', better: 'low', value: (q) => q.unitPrice },
  { key: 'effectivePerUsed', group: 'cost', format: 'price', better: 'low', value: (q) => q.effectivePerUsedGPUHour, includesOther: true, ownTerm: true },
  { key: 'effectivePerUseful', group: 'cost', format: 'price', better: 'low', value: (q) => q.effectivePerUsefulGPUHour, includesOther: true, ownTerm: true },
  { key: 'effectivePerEffective', group: 'cost', format: 'price', better: 'low', value: (q) => q.effectivePerEffectiveGPUHour, includesOther: true, ownTerm: true },
  { key: 'totalCost', group: 'cost', format: 'money', better: 'low', value: (q) => q.totalCost, includesOther: true, ownTerm: true },
  { key: 'presentValue', group: 'cost', format: 'money', better: 'low', value: (q) => q.presentValue, includesOther: true, ownTerm: true },
  { key: 'idleCost', group: 'cost', format: 'money', better: 'low', value: (q) => q.idleCost, ownTerm: true },
  { key: 'otherCost', group: 'cost', format: 'money', better: 'low', value: (q) => q.otherCost, unquoted: (q) => q.unquoted, ownTerm: true },
  { key: 'demandCovered', group: 'cost', format: 'percent', better: 'high', value: (q) => q.demandCoveredShare, ownTerm: true },
  { key: 'bridgeCost', group: 'cost', format: 'money', better: 'low', value: (q) => q.bridgeCost, ownTerm: true },
  { key: 'spotFallbackCost', group: 'cost', format: 'money', value: (q) => q.spotFallbackCost, ownTerm: true, spotOnly: true },
  { key: 'uncoveredGPUHours', group: 'cost', format: 'integer', better: 'low', value: (q) => q.uncoveredGPUHours, ownTerm: true },
  { key: 'burstGPUHours', group: 'cost', format: 'integer', value: (q) => (q.burstPrice === null ? null : q.burstGPUHours), emptyText: 'noBurst', ownTerm: true },
  { key: 'regret', group: 'cost', format: 'money', better: 'low', value: (q) => q.regret?.regretPresentValue ?? null, ownTerm: true },
  { key: 'gpus', group: 'terms', format: 'integer', value: (q) => q.capacityGPUHoursPerMonth / HOURS_PER_MONTH },
  { key: 'termMonths', group: 'terms', format: 'months', value: (q) => q.termMonths },
  { key: 'committedShare', group: 'terms', format: 'percent', value: (_, i) => i?.committedShare ?? null },
  { key: 'spotAvailability', group: 'terms', format: 'percent', better: 'high', value: (q) => q.spotAvailability, spotOnly: true },
  { key: 'aboveCommitPrice', group: 'terms', format: 'price', better: 'low', value: (q) => q.aboveCommitPrice, optional: true },
  { key: 'prepay', group: 'terms', format: 'percent', value: (_, i) => i?.prepayFraction ?? null },
  { key: 'deliveryMonth', group: 'terms', format: 'months', better: 'low', value: (q) => q.deliveryMonth },
  { key: 'annualEscalation', group: 'terms', format: 'percent', better: 'low', value: (q) => q.annualEscalation },
  { key: 'burstPrice', group: 'terms', format: 'price', better: 'low', value: (q) => q.burstPrice, emptyText: 'noBurst' },
  // No promo line for a quote without promo hours (docs/model.md › Quotes › Window issue 25).
  { key: 'promoMode', group: 'terms', format: 'text', value: (q, i) => ((i?.promoGPUHours ?? 0) > 0 ? q.promoMode : null) },
  { key: 'performanceFactor', group: 'terms', format: 'factor', better: 'high', value: (q) => q.performanceFactor },
  { key: 'terminationTerms', group: 'terms', format: 'text', value: (q) => q.terms.terminationTerms ?? null },
  { key: 'leadTimeWeeks', group: 'terms', format: 'weeks', better: 'low', value: (q) => q.terms.leadTimeWeeks ?? null },
  { key: 'slaUptime', group: 'terms', format: 'percent', better: 'high', value: (q) => q.terms.slaUptime ?? null },
  { key: 'failureReplacement', group: 'terms', format: 'text', value: (q) => q.terms.failureReplacement ?? null },
  { key: 'networking', group: 'terms', format: 'text', value: (q) => q.terms.networking ?? null },
  { key: 'billingGranularity', group: 'terms', format: 'text', value: (q) => q.terms.billingGranularity ?? null },
  { key: 'notes', group: 'terms', format: 'text', value: (q) => q.terms.notes ?? null },
];

/** Relative tolerance for ties (values computed along different paths). */

export type SortDirection = 'ascending' | 'descending';

export interface QuoteSort {
  row: QuoteRowKey;
  direction: SortDirection;
}

/** The quotes (inputs indexed by QuoteResult.index) in the order of `sort` (missing values last either way; ties keep input order). */
export function sortQuotes(quotes: readonly QuoteResult[], inputs: readonly (QuoteInput | undefined)[], sort: QuoteSort | null): QuoteResult[] {
  const withIndex = quotes.map((q) => ({ q, input: inputs[q.index] }));
  if (!sort) return withIndex.map((x) => x.q);
  const row = QUOTE_ROWS.find((r) => r.key === sort.row);
  if (!row) return withIndex.map((x) => x.q);
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return withIndex
    .map((x, order) => ({ ...x, order, v: row.value(x.q, x.input) }))
    .sort((a, b) => {
      const an = a.v === null || a.v === undefined;
      const bn = b.v === null || b.v === undefined;
      if (an || bn) return an === bn ? a.order - b.order : an ? 1 : -1;
      let c = 0;
      if (typeof a.v === 'number' && typeof b.v === 'number') c = a.v - b.v;
      else c = String(a.v).localeCompare(String(b.v));
      return c === 0 ? a.order - b.order : sign * c;
    })
    .map((x) => x.q);
}

/** Next sort after activating a row's header: ascending, then descending, then back to input order. */
export function nextSort(current: QuoteSort | null, row: QuoteRowKey): QuoteSort | null {
  if (!current || current.row !== row) return { row, direction: 'ascending' };
  if (current.direction === 'ascending') return { row, direction: 'descending' };
  return null;
}

/** The block a row belongs to: the common window's figures, the quote's own months, or its terms. */
export type RowBlock = 'window' | 'ownTerm' | 'terms';

export function rowBlock(row: QuoteRow): RowBlock {
  if (row.group === 'terms') return 'terms';
  return row.ownTerm ? 'ownTerm' : 'window';
}
