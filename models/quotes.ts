// Provider quotes side by side: all-in cost, present value, effective price per used GPU-hour,
// market-decline regret and goodput (docs/model.md › Quotes › Terms, quote terms), and on one window for all quotes
// their rank, price to match the best, the net cost of a delay and what each term costs (docs/model.md › Quotes › Window);
// quotes that roll over month to month after their term, demand that ends and the ranking with what
// is owed after the window (model: Quotes › rollover, Quotes › ranking).
// The schedule is quote-schedule.ts, the window quote-window.ts, the levers quote-levers.ts, the
// terms a quote leaves out quote-checklist.ts.

import { annualToMonthly } from './finance';
import { ratioOrNull } from './finite';
import { delayCost, quoteLevers, type QuoteLevers } from './quote-levers';
import {
  HOURS_PER_MONTH,
  buildSchedule,
  deliveryOf,
  promoModeOf,
  spotAvailabilityOf,
  termOf,
  type QuoteCalcInput,
  type QuoteMonth,
  type Schedule,
  type WorkloadCalcInput,
} from './quote-schedule';
import { perUsedHour, priceToMatch, rankedValue, windowFigures, windowMonthsOf, windowRanks, windowSlope } from './quote-window';
import { rolloverOf } from './quote-rollover';
import type { Networking, PromoMode, QuoteRankBy, QuoteRollover, Warning } from './scenario/types';

export type { QuoteCalcInput, QuoteMonth, WorkloadCalcInput } from './quote-schedule';
export type { LeverKey, QuoteLevers } from './quote-levers';
export { LEVER_KEYS } from './quote-levers';
export * from './quote-checklist';

export interface QuotesContext {
  /** Projected market price per GPU-hour of a generation at month m (null before it is available). */
  marketPrice?: (generationId: string, m: number) => number | null;
  /** Generation used for regret when a quote names none. */
  defaultGeneration?: string;
  /** Per quote (input order), the generation found for a quote that names none (before defaultGeneration). */
  generations?: ReadonlyArray<string | undefined>;
}

export interface QuoteRegret {
  generation: string;
  /** Compute and burst payments of the locked contract over its contract months, with tax (prepay discount included). */
  lockedCost: number;
  /** The same used hours at the projected market price × (1+regionPremium), with tax. */
  floatingCost: number;
  /** lockedCost − floatingCost: > 0 means locking the price cost more than floating. */
  regret: number;
  /** The same difference in present value (monthly-equivalent discounting, month 0 undiscounted). */
  regretPresentValue: number;
  /** Contract months with no market price (generation not yet available), priced at the quote's own unit price. */
  monthsWithoutMarketPrice: number;
}

export interface QuoteTerms {
  leadTimeWeeks?: number;
  slaUptime?: number;
  failureReplacement?: string;
  networking?: Networking;
  billingGranularity?: string;
  notes?: string;
  terminationTerms?: string;
}

/** A cost the workload needs but the quote does not price (docs/model.md › Quotes › Terms `unquoted`). */
export type UnquotedItem = 'storage' | 'egress';

export interface QuoteResult {
  index: number; // position in the input array
  provider: string;
  gpuModel: string;
  termMonths: number;
  /** docs/model.md › Quotes › Terms: months before the capacity arrives (the schedule runs over deliveryMonth + termMonths). */
  deliveryMonth: number;
  committedShare: number;
  annualEscalation: number;
  burstPrice: number | null;
  promoMode: PromoMode;
  performanceFactor: number;
  capacityGPUHoursPerMonth: number; // capH
  /** The quoted price per GPU-hour (before region premium and tax). */
  pricePerGPUHour: number;
  unitPrice: number; // pricePerGPUHour × (1+regionPremium), contract year 1
  demandGPUHours: number; // Σ demand_m over months 1..d+T
  usedGPUHours: number; // Σ used_m (bridged and burst hours included)
  billedGPUHours: number; // Σ billed_m (burst excluded)
  burstGPUHours: number; // Σ burst_m
  uncoveredGPUHours: number; // Σ demand_m − Σ used_m
  computeCost: number; // Σ compute_m, before prepay discount and tax
  burstCost: number; // Σ burstCost_m, before tax
  /** Σ bridge_m × (1+taxRate). */
  bridgeCost: number;
  /** Issue 27: the share of the used hours within capacity the quote serves (1 when not stated: not spot). */
  spotAvailability: number;
  /** Issue 27: contract-month hours the spot quote cannot serve, covered at the bridge price (in usedGPUHours). */
  spotFallbackGPUHours: number;
  /** Issue 27: Σ spotFallbackGPUHours × bridgePrice × (1+taxRate) over contract months (in totalCost). */
  spotFallbackCost: number;
  otherCost: number; // Σ other_m, before tax
  totalCost: number; // Σ pay
  presentValue: number;
  effectivePerUsedGPUHour: number | null;
  pvPerUsedGPUHour: number | null;
  idleCost: number;
  demandCoveredShare: number | null; // null when the workload demands no GPU-hours
  /** docs/model.md › Quotes › Window: 1 = lowest window present value per window used hour; quotes using nothing in the window last. */
  rank: number;
  /** docs/model.md › Quotes › Window: the pricePerGPUHour at which this quote ties the best on the window (null when the window value does not depend on it). */
  priceToMatchBest: number | null;
  /** docs/model.md › Quotes › Window: the price per GPU-hour above the commitment (null: the quote's own price). */
  aboveCommitPrice: number | null;
  /** docs/model.md › Quotes › Window: Σ pay_m over months 0..W (the prepayment included). */
  windowCost: number;
  windowPresentValue: number;
  /** docs/model.md › Quotes › Window: bridged, contract and fallback hours used in months 1..W. */
  windowUsedGPUHours: number;
  /** docs/model.md › Quotes › Window: windowCost / windowUsedGPUHours. */
  windowPerUsedGPUHour: number | null;
  /** windowPresentValue / windowUsedGPUHours: the figure the ranking uses with rankBy "window". */
  windowPVPerUsedGPUHour: number | null;
  /**
   * The figure the ranking uses (model: Quotes › ranking): windowPVPerUsedGPUHour, or with rankBy
   * "windowPlusOwed" (windowPresentValue + owedAfterWindowPresentValue) / windowUsedGPUHours.
   */
  rankPerUsedGPUHour: number | null;
  /** Quotes › rollover: "monthly" = months after the term inside the window are rollover months. */
  rollover: QuoteRollover;
  /** Quotes › rollover: Σ pay_m over the rollover months inside the window (0 without rollover; in windowCost). */
  rolloverCost: number;
  /** Quotes › rollover: how many window months are rollover months. */
  rolloverMonths: number;
  /** docs/model.md › Quotes › Window: demand after the term, inside the window, at the bridge price (with tax). */
  fallbackCost: number;
  /** docs/model.md › Quotes › Window: contract payments past the window (undiscounted, not in the window figures). */
  owedAfterWindow: number;
  /** owedAfterWindow's payments each discounted at its month like the window (model: Quotes › ranking). */
  owedAfterWindowPresentValue: number;
  /** docs/model.md › Quotes › Window: what the delay adds over the same hours at the quote's price (net of it). */
  delayCost: number;
  /** docs/model.md › Quotes › Window: each term's cost over the window, for the negotiation brief. */
  levers: QuoteLevers;
  /** The storage and egress prices as quoted (null: not stated by the provider). */
  storagePerTBMonth: number | null;
  egressPerGB: number | null;
  /** Costs the workload needs that the quote leaves unpriced (counted as 0, never shown as $0). */
  unquoted: UnquotedItem[];
  /** pay_0..pay_(deliveryMonth+termMonths). */
  payments: number[];
  schedule: QuoteMonth[];
  regret: QuoteRegret | null;
  uptime: number;
  effectivePerUsefulGPUHour: number | null;
  /** effectivePerUsefulGPUHour / performanceFactor. */
  effectivePerEffectiveGPUHour: number | null;
  terms: QuoteTerms;
  warnings: Warning[];
}

export interface QuotesResult {
  quotes: QuoteResult[];
  /** Index (input order) of the rank-1 quote, null when no quote uses any hours in the window. */
  bestIndex: number | null;
  /** docs/model.md › Quotes › Window: W, the months of the common window (`quotesWindowMonths` in --json). */
  windowMonths: number;
  /** Quotes › ranking: the figure the ranks and prices to match use (workload.rankBy, default "window"). */
  rankBy: QuoteRankBy;
  warnings: Warning[];
}

function computeRegret(
  q: QuoteCalcInput,
  s: Schedule,
  generation: string,
  marketPrice: (generationId: string, m: number) => number | null,
  v: number,
): QuoteRegret {
  const tax = 1 + q.taxRate;
  const rp = 1 + q.regionPremium;
  // Locked payments: the prepaid share of compute at month 0, then compute and burst month by month.
  const locked0 = q.prepayFraction * s.computeSum * (1 - q.prepayDiscount) * tax;
  let lockedCost = locked0;
  let lockedPV = locked0;
  let floatingCost = 0;
  let floatingPV = 0;
  let missing = 0;
  let discount = 1;
  for (const month of s.months) {
    discount *= v;
    // Bridging months count on neither side.
    if (month.bridging) continue;
    const locked = ((1 - q.prepayFraction) * month.compute + month.burstCost) * tax;
    lockedCost += locked;
    lockedPV += locked * discount;
    const market = marketPrice(generation, month.month);
    if (market === null) missing++;
    // A floating buyer pays only for the hours used (no idle capacity).
    const floatingPrice = market === null ? month.unitPrice / rp : market;
    // A spot quote's fallback hours are paid at the bridge price either way (on neither side).
    const floating = floatingPrice * rp * tax * (month.usedGPUHours - month.spotFallbackGPUHours);
    floatingCost += floating;
    floatingPV += floating * discount;
  }
  return {
    generation,
    lockedCost,
    floatingCost,
    regret: lockedCost - floatingCost,
    regretPresentValue: lockedPV - floatingPV,
    monthsWithoutMarketPrice: missing,
  };
}

function termsOf(q: QuoteCalcInput): QuoteTerms {
  const terms: QuoteTerms = {};
  if (q.leadTimeWeeks !== undefined) terms.leadTimeWeeks = q.leadTimeWeeks;
  if (q.slaUptime !== undefined) terms.slaUptime = q.slaUptime;
  if (q.failureReplacement !== undefined) terms.failureReplacement = q.failureReplacement;
  if (q.networking !== undefined) terms.networking = q.networking;
  if (q.billingGranularity !== undefined) terms.billingGranularity = q.billingGranularity;
  if (q.notes !== undefined) terms.notes = q.notes;
  if (q.terminationTerms !== undefined) terms.terminationTerms = q.terminationTerms;
  return terms;
}

function percent(x: number): string {
  return `${(x * 100).toFixed(1)} %`;
}

/** Items the workload needs that the quote leaves unpriced (test `>`: an included amount that covers the need is fine). */
export function unquotedItems(q: QuoteCalcInput, w: WorkloadCalcInput): UnquotedItem[] {
  const out: UnquotedItem[] = [];
  if (w.storageTB > q.storageTBIncluded && q.storagePerTBMonth === undefined) out.push('storage');
  if (w.egressTBPerMonth > q.egressTBIncludedPerMonth && q.egressPerGB === undefined) out.push('egress');
  return out;
}

const UNQUOTED_NAMES: Record<UnquotedItem, { en: string; 'zh-CN': string }> = {
  storage: { en: 'storage (price per TB-month)', 'zh-CN': '存储（每 TB 每月价格）' },
  egress: { en: 'egress (price per GB)', 'zh-CN': '出网流量（每 GB 价格）' },
};

export function computeQuotes(
  quotes: ReadonlyArray<QuoteCalcInput>,
  workload: WorkloadCalcInput,
  ctx: QuotesContext = {},
): QuotesResult {
  const v = 1 / (1 + annualToMonthly(workload.discountRate));
  const W = windowMonthsOf(quotes, workload);
  const rankBy: QuoteRankBy = workload.rankBy ?? 'window';
  const withOwed = rankBy === 'windowPlusOwed';
  const results: QuoteResult[] = [];
  const slopes: number[] = [];
  const intercepts: number[] = [];

  quotes.forEach((q, index) => {
    const s = buildSchedule(q, workload, q.pricePerGPUHour, v);
    const win = windowFigures(q, workload, s, W, v);
    const unit = q.pricePerGPUHour * (1 + q.regionPremium);
    const demandCoveredShare = s.demandSum > 0 ? ratioOrNull(s.usedSum, s.demandSum) : null;
    const effective = s.usedSum > 0 ? ratioOrNull(s.totalCost, s.usedSum) : null;
    const downtime = q.expectedDowntime ?? (q.slaUptime !== undefined ? 1 - q.slaUptime : 0);
    const uptime = 1 - downtime;
    const useful = effective !== null && uptime > 0 ? ratioOrNull(effective, uptime) : null;
    const performanceFactor = q.performanceFactor ?? 1;
    const generation = q.generation ?? ctx.generations?.[index] ?? ctx.defaultGeneration;
    const warnings = quoteWarnings(q, index, demandCoveredShare, unquotedItems(q, workload));
    slopes.push(windowSlope(q, s, win, withOwed));
    // The window value at price 0 (the intercept of a + b·price): bridged, promo, burst, fallback and
    // (with aboveCommitPrice) above-commitment costs do not depend on the price.
    const zero = buildSchedule(q, workload, 0, v);
    intercepts.push(rankedValue(windowFigures(q, workload, zero, W, v, 0), withOwed));
    results.push({
      index,
      provider: q.provider,
      gpuModel: q.gpuModel,
      termMonths: termOf(q),
      deliveryMonth: deliveryOf(q),
      committedShare: q.committedShare ?? 0,
      annualEscalation: q.annualEscalation ?? 0,
      burstPrice: q.burstPrice ?? null,
      promoMode: promoModeOf(q),
      performanceFactor,
      capacityGPUHoursPerMonth: q.gpus * HOURS_PER_MONTH,
      pricePerGPUHour: q.pricePerGPUHour,
      unitPrice: unit,
      demandGPUHours: s.demandSum,
      usedGPUHours: s.usedSum,
      billedGPUHours: s.billedSum,
      burstGPUHours: s.burstHoursSum,
      uncoveredGPUHours: s.demandSum - s.usedSum,
      computeCost: s.computeSum,
      burstCost: s.burstCostSum,
      bridgeCost: s.bridgeSum * (1 + q.taxRate),
      spotAvailability: spotAvailabilityOf(q),
      spotFallbackGPUHours: s.spotFallbackHoursSum,
      spotFallbackCost: s.spotFallbackSum * (1 + q.taxRate),
      otherCost: s.otherSum,
      totalCost: s.totalCost,
      presentValue: s.presentValue,
      effectivePerUsedGPUHour: effective,
      pvPerUsedGPUHour: s.usedSum > 0 ? ratioOrNull(s.presentValue, s.usedSum) : null,
      idleCost: s.idleCost,
      demandCoveredShare,
      rank: 0,
      priceToMatchBest: null,
      aboveCommitPrice: q.aboveCommitPrice ?? null,
      windowCost: win.windowCost,
      windowPresentValue: win.windowPresentValue,
      windowUsedGPUHours: win.windowUsedGPUHours,
      windowPerUsedGPUHour: perUsedHour(win.windowCost, win.windowUsedGPUHours),
      windowPVPerUsedGPUHour: perUsedHour(win.windowPresentValue, win.windowUsedGPUHours),
      rankPerUsedGPUHour: perUsedHour(rankedValue(win, withOwed), win.windowUsedGPUHours),
      rollover: rolloverOf(q),
      rolloverCost: win.rolloverCost,
      rolloverMonths: win.rolloverMonths,
      fallbackCost: win.fallbackCost,
      owedAfterWindow: win.owedAfterWindow,
      owedAfterWindowPresentValue: win.owedPresentValue,
      delayCost: delayCost(q, workload, s),
      levers: quoteLevers(win, 0, 0, spotAvailabilityOf(q) < 1),
      storagePerTBMonth: q.storagePerTBMonth ?? null,
      egressPerGB: q.egressPerGB ?? null,
      unquoted: unquotedItems(q, workload),
      payments: s.payments,
      schedule: s.months,
      regret:
        ctx.marketPrice && generation !== undefined
          ? computeRegret(q, s, generation, ctx.marketPrice, v)
          : null,
      uptime,
      effectivePerUsefulGPUHour: useful,
      effectivePerEffectiveGPUHour: useful !== null ? ratioOrNull(useful, performanceFactor) : null,
      terms: termsOf(q),
      warnings,
    });
  });

  // docs/model.md › Quotes › Window: rank on the window (with what is owed after it, by rankBy); the best's figure sets every
  // quote's price to match, and the price lever follows the same figure.
  const ranks = windowRanks(results);
  for (const r of results) r.rank = ranks[r.index];
  const best = results.find((r) => r.rank === 1 && r.rankPerUsedGPUHour !== null) ?? null;
  if (best !== null && best.rankPerUsedGPUHour !== null) {
    for (const r of results) {
      const q = quotes[r.index];
      // The best matches itself at its own price (exactly, not up to rounding).
      r.priceToMatchBest = r === best
        ? (slopes[r.index] !== 0 ? q.pricePerGPUHour : null)
        : priceToMatch(best.rankPerUsedGPUHour, r.windowUsedGPUHours, intercepts[r.index], slopes[r.index]);
      const gap = r.priceToMatchBest === null || r === best ? 0 : q.pricePerGPUHour - r.priceToMatchBest;
      r.levers = { ...r.levers, price: slopes[r.index] * gap };
    }
  }

  const warnings: Warning[] = [];
  for (const r of results) warnings.push(...r.warnings);
  return {
    quotes: results,
    bestIndex: best === null ? null : best.index,
    windowMonths: W,
    rankBy,
    warnings,
  };
}

function quoteWarnings(q: QuoteCalcInput, index: number, demandCoveredShare: number | null, unquoted: UnquotedItem[]): Warning[] {
  const warnings: Warning[] = [];
  const path = `quotes[${index}]`;
  if (demandCoveredShare !== null && demandCoveredShare < 1) {
    warnings.push({
      code: 'quote-demand-not-covered',
      path,
      message: {
        en: `${q.provider} covers only ${percent(demandCoveredShare)} of the GPU-hours the workload needs.`,
        'zh-CN': `${q.provider} 只能覆盖工作负载所需 GPU 小时的 ${percent(demandCoveredShare)}。`,
      },
    });
  }
  const a = spotAvailabilityOf(q);
  if (a < 1 && (q.committedShare ?? 0) > 0) {
    warnings.push({
      code: 'quote-spot-committed',
      path: `${path}.spotAvailability`,
      message: {
        en: `${q.provider} is a spot quote (it serves ${percent(a)} of the hours) with ${percent(q.committedShare ?? 0)} of its capacity committed: interruptible capacity is normally not committed; the committed hours it cannot serve are billed as idle.`,
        'zh-CN': `${q.provider} 是竞价报价（只能提供 ${percent(a)} 的小时），却承诺了 ${percent(q.committedShare ?? 0)} 的容量：可中断容量通常不作承诺；它无法提供的承诺小时按闲置计费。`,
      },
    });
  }
  for (const item of unquoted) {
    warnings.push({
      code: 'quote-cost-not-quoted',
      path: `${path}.${item === 'storage' ? 'storagePerTBMonth' : 'egressPerGB'}`,
      message: {
        en: `${q.provider} does not quote ${UNQUOTED_NAMES[item].en}, which the workload needs: it is counted as 0 here; ask for it before comparing.`,
        'zh-CN': `${q.provider} 未报价${UNQUOTED_NAMES[item]['zh-CN']}，而工作负载需要它：此处按 0 计算；比较前请向其询价。`,
      },
    });
  }
  return warnings;
}
