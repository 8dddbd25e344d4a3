// The negotiation brief (docs/model.md › Quotes › Window): per provider, its rank on the common window and the
// figure the ranking uses, its price to win, its asks ordered by money (the levers: idle
// commitment, net delay cost, the premium above the commitment, a spot quote's fallback (issue 27),
// the price), then only the terms its quote leaves out. The words are the front ends' (src/results/brief-text.ts); this is the data.

import type { ChecklistItem } from './quote-checklist';
import { LEVER_KEYS, type LeverKey } from './quote-levers';
import type { QuotesResult, UnquotedItem } from './quotes';
import type { QuoteInput, QuoteRankBy } from './scenario/types';

/** Asks below half a cent are not asks (rounding noise of a tie). */
const MIN_ASK = 0.005;

/**
 * The order of the terms a quote leaves out: money the comparison counts as 0 or as a default
 * first (an unquoted storage or egress price, tax, region, commitment, indexation, burst), then
 * the risks (termination, SLA credits, failures, delivery), then descriptions.
 */
const GAP_ORDER = ['storage', 'egress', 'tax', 'region', 'term', 'escalation', 'burst', 'prepay', 'termination', 'sla', 'failure', 'delivery', 'network', 'billing', 'performance', 'price'];

/**
 * Whether a checklist question is a gap of this quote in the brief: the price of storage or egress
 * only when that price is missing (an included amount left out reads as none included); a prepay
 * or promo only when offered and half stated (a quote that offers none leaves nothing out).
 */
function isGap(id: string, fields: ReadonlyArray<keyof QuoteInput>): boolean {
  switch (id) {
    case 'storage':
      return fields.includes('storagePerTBMonth');
    case 'egress':
      return fields.includes('egressPerGB');
    case 'prepay':
      return !fields.includes('prepayFraction');
    case 'credits':
      return !fields.includes('promoGPUHours');
    default:
      return true;
  }
}

function gapRank(id: string): number {
  const k = GAP_ORDER.indexOf(id);
  return k < 0 ? GAP_ORDER.length : k;
}

export interface BriefAsk {
  lever: LeverKey;
  /** Money over the window, in the scenario's currency (> 0). */
  amount: number;
}

export interface BriefQuestion {
  id: string;
  question: { en: string; 'zh-CN': string };
  fields: Array<keyof QuoteInput>;
}

/**
 * Issue 27: a spot quote's availability and what happens to the hours it cannot serve in its
 * contract months: covered at the bridge price (fallback) or not covered at all.
 */
export interface BriefSpot {
  availability: number;
  /** Contract-month hours covered at the bridge price, and what they cost with tax. */
  fallbackGPUHours: number;
  fallbackCost: number;
  /** (1 − availability) of the hours within capacity: the share of them the quote leaves to others. */
  fallbackShare: number;
  /** True when there is no bridge price: those hours are not covered. */
  uncovered: boolean;
}

export interface QuoteBrief {
  index: number;
  provider: string;
  rank: number;
  quoteCount: number;
  windowMonths: number;
  /**
   * The ranking's figure (null: nothing used): window present value per window used GPU-hour, or
   * with rankBy "windowPlusOwed" that plus what is owed after the window (model: Quotes › ranking).
   */
  windowPVPerUsedGPUHour: number | null;
  /** Which figure the ranking uses. */
  rankBy: QuoteRankBy;
  /** Σ pay over the window, and what is still owed after it (undiscounted). */
  windowCost: number;
  owedAfterWindow: number;
  /** Costs the workload needs that the quote leaves unpriced (counted as 0 in every figure above). */
  unquoted: UnquotedItem[];
  best: boolean;
  /** The rank-1 quote's provider and figure (null without one). */
  bestProvider: string | null;
  bestWindowPVPerUsedGPUHour: number | null;
  pricePerGPUHour: number;
  priceToMatchBest: number | null;
  committedShare: number;
  deliveryMonth: number;
  aboveCommitPrice: number | null;
  /** Issue 27: null unless the quote is spot (spotAvailability < 1). */
  spot: BriefSpot | null;
  /** Largest first; ties in lever order (idle, delay, premium, spot fallback, price). */
  asks: BriefAsk[];
  /** Only the terms this quote leaves out, money first (GAP_ORDER). */
  missing: BriefQuestion[];
}

/** The checklist's questions quote `index` leaves open that are its gaps, most important first. */
function gapsOf(checklist: ReadonlyArray<ChecklistItem>, index: number): BriefQuestion[] {
  const out: BriefQuestion[] = [];
  for (const item of checklist) {
    // Questions no quote field records are not this quote's gap: left out of the brief.
    if (item.fields.length === 0) continue;
    const miss = item.missing.find((m) => m.index === index);
    if (miss && isGap(item.id, miss.fields)) out.push({ id: item.id, question: item.question, fields: miss.fields });
  }
  return out.sort((a, b) => gapRank(a.id) - gapRank(b.id));
}

/** `bridged`: the workload has a bridge price (a spot quote's other hours fall back to it). */
export function negotiationBrief(quotes: QuotesResult, checklist: ReadonlyArray<ChecklistItem>, bridged = false): QuoteBrief[] {
  const best = quotes.bestIndex === null ? null : quotes.quotes[quotes.bestIndex];
  return quotes.quotes.map((q) => {
    const asks = LEVER_KEYS.map((lever) => ({ lever, amount: q.levers[lever] ?? 0 }))
      .filter((a) => a.amount > MIN_ASK)
      .sort((a, b) => b.amount - a.amount || LEVER_KEYS.indexOf(a.lever) - LEVER_KEYS.indexOf(b.lever));
    const missing = gapsOf(checklist, q.index);
    return {
      index: q.index,
      provider: q.provider,
      rank: q.rank,
      quoteCount: quotes.quotes.length,
      windowMonths: quotes.windowMonths,
      windowPVPerUsedGPUHour: q.rankPerUsedGPUHour,
      rankBy: quotes.rankBy,
      windowCost: q.windowCost,
      owedAfterWindow: q.owedAfterWindow,
      unquoted: q.unquoted,
      best: best !== null && best.index === q.index,
      bestProvider: best?.provider ?? null,
      bestWindowPVPerUsedGPUHour: best?.rankPerUsedGPUHour ?? null,
      pricePerGPUHour: q.pricePerGPUHour,
      priceToMatchBest: q.priceToMatchBest,
      committedShare: q.committedShare,
      deliveryMonth: q.deliveryMonth,
      aboveCommitPrice: q.aboveCommitPrice,
      spot: q.spotAvailability < 1
        ? {
          availability: q.spotAvailability,
          fallbackGPUHours: q.spotFallbackGPUHours,
          fallbackCost: q.spotFallbackCost,
          fallbackShare: 1 - q.spotAvailability,
          uncovered: !bridged,
        }
        : null,
      asks,
      missing,
    };
  });
}

/** The briefs in the order of the ranking (rank 1 first). */
export function briefsByRank(briefs: ReadonlyArray<QuoteBrief>): QuoteBrief[] {
  return [...briefs].sort((a, b) => a.rank - b.rank);
}
