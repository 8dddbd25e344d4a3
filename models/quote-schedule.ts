// A quote's contract terms month by month (docs/model.md › Quotes › Terms, quote terms and quote window): bridging months
// before delivery, then the contract months with the commitment, the price above it, promo hours,
// indexation, burst and (issue 27) a spot quote's availability, the rest of its hours falling back
// to the bridge price. The window (quote-window.ts) and the levers (quote-levers.ts) read this
// schedule; quotes.ts puts the results together.

import type { PromoMode, QuoteInput, WorkloadInput } from './scenario/types';
import { HOURS_PER_MONTH } from './units';

export { HOURS_PER_MONTH };

/** yr(m) = floor((m-1)/12): 0 in months 1..12, 1 in 13..24, … */
export function yearOf(m: number): number {
  return Math.floor((m - 1) / 12);
}

/** docs/model.md › Quotes › Window: a lead time in weeks as a delivery month, d = floor(weeks × 12/52 + 0.5) (14 weeks → 3). */
export function deliveryMonthFromLeadTime(weeks: number): number {
  return Math.floor((weeks * 12) / 52 + 0.5);
}

/** docs/model.md › Quotes › Window: GPUs busy at a utilization as GPU-hours per month. */
export function gpuHoursFromGPUs(gpus: number, utilization: number): number {
  return gpus * HOURS_PER_MONTH * utilization;
}

type V2QuoteDefaults = 'committedShare' | 'deliveryMonth' | 'annualEscalation' | 'promoMode' | 'performanceFactor';
/**
 * What the engine reads of a quote: the normalized QuoteInput, with the quote terms fields whose defaults
 * reproduce v1 allowed to be absent (committedShare 0, deliveryMonth 0, annualEscalation 0,
 * promoMode "once", performanceFactor 1).
 */
export type QuoteCalcInput = Omit<QuoteInput, V2QuoteDefaults> & Partial<Pick<QuoteInput, V2QuoteDefaults>>;
/** The workload as the engine reads it (demandGrowthAnnual defaults to 0). */
export type WorkloadCalcInput = Omit<WorkloadInput, 'demandGrowthAnnual'> & Partial<Pick<WorkloadInput, 'demandGrowthAnnual'>>;

/** The workload quotes are evaluated against when the file has none: no demand, no storage or egress, no discounting. */
export const NO_WORKLOAD: WorkloadCalcInput = { gpuHoursPerMonth: 0, storageTB: 0, egressTBPerMonth: 0, discountRate: 0, demandGrowthAnnual: 0 };

export interface QuoteMonth {
  month: number; // scenario month 1..deliveryMonth+termMonths
  /** Contract month k = month − deliveryMonth (0 in bridging months). */
  contractMonth: number;
  /** True before delivery: demand is bridged at workload.bridgePrice (or uncovered). */
  bridging: boolean;
  demandGPUHours: number;
  usedGPUHours: number; // base + burst (bridged hours in bridging months)
  billedGPUHours: number; // capacity hours billed (burst excluded)
  promoGPUHours: number;
  burstGPUHours: number;
  /** docs/model.md › Quotes › Window: used hours above the commitment, within capacity (above_m). */
  aboveCommitGPUHours: number;
  /**
   * Issue 27: hours within capacity a spot quote cannot serve ((1 − spotAvailability) × base),
   * covered at workload.bridgePrice (0 without it: then uncovered). 0 in bridging months and at a = 1.
   */
  spotFallbackGPUHours: number;
  /** Unit price of the contract month (indexed once a year), 0 in bridging months. */
  unitPrice: number;
  /** docs/model.md › Quotes › Window: the month's price above the commitment (= unitPrice without aboveCommitPrice). */
  aboveCommitUnitPrice: number;
  compute: number; // before prepay and tax
  burstCost: number; // before tax
  bridge: number; // bridged hours × bridgePrice, before tax
  /** Issue 27: spotFallbackGPUHours × bridgePrice, before tax. */
  spotFallback: number;
  other: number; // storage + egress, before tax
  payment: number; // pay_m
}

/** What a month adds to the figures beyond the row itself (same index as `months`). */
export interface MonthParts {
  /** Billed hours charged at the quote's own unit price, × the indexation factor (d pv / d price, before rp, tax, prepay). */
  restIndexed: number;
  /** (billed − base) × unit × (1+tax): money for committed hours not used. */
  idle: number;
  /** docs/model.md › Quotes › Window: (above − promo above the commitment) × (aboveUnit − unit) × (1+tax). */
  aboveCommitPremium: number;
}

export interface Schedule {
  months: QuoteMonth[];
  parts: MonthParts[];
  payments: number[];
  demandSum: number;
  usedSum: number;
  billedSum: number;
  burstHoursSum: number;
  computeSum: number;
  burstCostSum: number;
  bridgeSum: number;
  /** Issue 27: Σ spotFallbackGPUHours and Σ spotFallback (before tax). */
  spotFallbackHoursSum: number;
  spotFallbackSum: number;
  otherSum: number;
  idleCost: number;
  totalCost: number;
  presentValue: number;
  /** Σ restIndexed, plain and discounted. */
  restSum: number;
  restDiscounted: number;
}

/** demand_m: grown once a year; 0 after workload.demandEndMonth (model: Quotes › demand end). */
export function demandOf(w: WorkloadCalcInput, m: number): number {
  if (w.demandEndMonth !== undefined && m > w.demandEndMonth) return 0;
  return w.gpuHoursPerMonth * Math.pow(1 + (w.demandGrowthAnnual ?? 0), yearOf(m));
}

export function deliveryOf(q: QuoteCalcInput): number {
  return Math.max(0, Math.floor(q.deliveryMonth ?? 0));
}

export function termOf(q: QuoteCalcInput): number {
  return Math.max(0, Math.floor(q.termMonths));
}

export function promoModeOf(q: QuoteCalcInput): PromoMode {
  return q.promoMode ?? 'once';
}

/** Issue 27: the share of the used hours a spot quote serves (absent = 1). */
export function spotAvailabilityOf(q: QuoteCalcInput): number {
  return q.spotAvailability ?? 1;
}

/**
 * The schedule over months 1..d+T at a given pricePerGPUHour (the price to match solves for it; the
 * price above the commitment follows it only when aboveCommitPrice is absent). `v` is the monthly
 * discount factor.
 */
export function buildSchedule(q: QuoteCalcInput, w: WorkloadCalcInput, pricePerGPUHour: number, v: number): Schedule {
  const T = termOf(q);
  const d = deliveryOf(q);
  const c = q.committedShare ?? 0;
  const e = q.annualEscalation ?? 0;
  const monthlyPromo = promoModeOf(q) === 'monthly';
  const capH = q.gpus * HOURS_PER_MONTH;
  const commitH = c * capH;
  const rp = 1 + q.regionPremium;
  const tax = 1 + q.taxRate;
  const bridgePrice = w.bridgePrice ?? null;
  const burstPrice = q.burstPrice ?? null;
  const abovePrice = q.aboveCommitPrice ?? null;
  const a = spotAvailabilityOf(q);
  const other =
    Math.max(0, w.storageTB - q.storageTBIncluded) * (q.storagePerTBMonth ?? 0) +
    Math.max(0, w.egressTBPerMonth - q.egressTBIncludedPerMonth) * 1000 * (q.egressPerGB ?? 0);

  const months: QuoteMonth[] = [];
  const parts: MonthParts[] = [];
  let promoLeft = Math.max(0, q.promoGPUHours);
  let demandSum = 0;
  let usedSum = 0;
  let billedSum = 0;
  let burstHoursSum = 0;
  let computeSum = 0;
  let burstCostSum = 0;
  let bridgeSum = 0;
  let spotFallbackHoursSum = 0;
  let spotFallbackSum = 0;
  let otherSum = 0;
  let idle = 0;
  let restSum = 0;
  let restDiscounted = 0;
  let discount = 1;
  for (let m = 1; m <= d + T; m++) {
    discount *= v;
    const demand = demandOf(w, m);
    demandSum += demand;
    if (m <= d) {
      const used = bridgePrice !== null ? Math.min(demand, capH) : 0;
      const bridge = bridgePrice !== null ? used * bridgePrice : 0;
      usedSum += used;
      bridgeSum += bridge;
      months.push({
        month: m, contractMonth: 0, bridging: true, demandGPUHours: demand, usedGPUHours: used, billedGPUHours: 0,
        promoGPUHours: 0, burstGPUHours: 0, aboveCommitGPUHours: 0, spotFallbackGPUHours: 0, unitPrice: 0,
        aboveCommitUnitPrice: 0, compute: 0, burstCost: 0, bridge, spotFallback: 0, other: 0, payment: 0,
      });
      parts.push({ restIndexed: 0, idle: 0, aboveCommitPremium: 0 });
      continue;
    }
    const k = m - d;
    const index = Math.pow(1 + e, yearOf(k));
    const unit = pricePerGPUHour * rp * index;
    const base = Math.min(demand, capH);
    // Issue 27: a spot quote serves a × base; the rest falls back to the bridge price (a = 1: base).
    const served = a * base;
    const spotHours = bridgePrice !== null ? base - served : 0;
    const spotFallback = bridgePrice !== null ? spotHours * bridgePrice : 0;
    const billed = Math.max(served, commitH);
    const above = Math.max(0, served - commitH);
    const burst = burstPrice !== null ? Math.max(0, demand - capH) : 0;
    let promo: number;
    if (monthlyPromo) promo = Math.min(Math.max(0, q.promoGPUHours), billed);
    else {
      promo = Math.min(billed, promoLeft);
      promoLeft -= promo;
    }
    let compute: number;
    let rest: number;
    let aboveUnit = unit;
    let premium = 0;
    if (abovePrice === null) {
      // docs/model.md › Quotes › Terms: every billed hour that is not a promo hour pays the unit price.
      rest = billed - promo;
      compute = promo * q.promoPrice + rest * unit;
    } else {
      // docs/model.md › Quotes › Window: promo hours come from the committed hours first, then from the hours above them.
      aboveUnit = abovePrice * rp * index;
      rest = commitH - Math.min(promo, commitH);
      const aboveRest = above - Math.max(0, promo - commitH);
      compute = promo * q.promoPrice + rest * unit + aboveRest * aboveUnit;
      premium = aboveRest * (aboveUnit - unit) * tax;
    }
    const burstCost = burstPrice !== null ? burst * burstPrice * rp : 0;
    const idleMonth = (billed - served) * unit * tax;
    usedSum += served + spotHours + burst;
    spotFallbackHoursSum += spotHours;
    spotFallbackSum += spotFallback;
    billedSum += billed;
    burstHoursSum += burst;
    computeSum += compute;
    burstCostSum += burstCost;
    otherSum += other;
    idle += idleMonth;
    restSum += rest * index;
    restDiscounted += rest * index * discount;
    months.push({
      month: m, contractMonth: k, bridging: false, demandGPUHours: demand, usedGPUHours: served + spotHours + burst,
      billedGPUHours: billed, promoGPUHours: promo, burstGPUHours: burst, aboveCommitGPUHours: above,
      spotFallbackGPUHours: spotHours, unitPrice: unit, aboveCommitUnitPrice: aboveUnit, compute, burstCost, bridge: 0,
      spotFallback, other, payment: 0,
    });
    parts.push({ restIndexed: rest * index, idle: idleMonth, aboveCommitPremium: premium });
  }
  const pay0 = q.prepayFraction * computeSum * (1 - q.prepayDiscount) * tax;
  const payments = [pay0];
  let totalCost = pay0;
  let presentValue = pay0;
  discount = 1;
  for (const month of months) {
    discount *= v;
    const pay = month.bridging
      ? month.bridge * tax
      : ((1 - q.prepayFraction) * month.compute + month.burstCost + month.spotFallback + month.other) * tax;
    month.payment = pay;
    payments.push(pay);
    totalCost += pay;
    presentValue += pay * discount;
  }
  return {
    months,
    parts,
    payments,
    demandSum,
    usedSum,
    billedSum,
    burstHoursSum,
    computeSum,
    burstCostSum,
    bridgeSum,
    spotFallbackHoursSum,
    spotFallbackSum,
    otherSum,
    idleCost: idle,
    totalCost,
    presentValue,
    restSum,
    restDiscounted,
  };
}
