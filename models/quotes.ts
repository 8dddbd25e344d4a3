// Provider quotes side by side: all-in cost, present value, effective price per used GPU-hour,
// rank, price to match the best, market-decline regret and goodput (DOMAIN.md section 5),
// plus the checklist of terms to ask every provider for.

import { annualToMonthly } from './finance';
import { ratioOrNull } from './finite';
import type { Networking, PromoMode, QuoteInput, Warning, WorkloadInput } from './scenario/types';

const HOURS_PER_MONTH = 730;

export interface QuotesContext {
  /** Projected market price per GPU-hour of a generation at month m (null before it is available). */
  marketPrice?: (generationId: string, m: number) => number | null;
  /** Generation used for regret when a quote names none. */
  defaultGeneration?: string;
}

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
  /** Unit price of the contract month (indexed once a year), 0 in bridging months. */
  unitPrice: number;
  compute: number; // before prepay and tax
  burstCost: number; // before tax
  bridge: number; // bridged hours × bridgePrice, before tax
  other: number; // storage + egress, before tax
  payment: number; // pay_m
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

/** A cost the workload needs but the quote does not price (DOMAIN.md v2.1 `unquoted`). */
export type UnquotedItem = 'storage' | 'egress';

type V2QuoteDefaults = 'committedShare' | 'deliveryMonth' | 'annualEscalation' | 'promoMode' | 'performanceFactor';
/**
 * What the engine reads of a quote: the normalized QuoteInput, with the v2.1 fields whose defaults
 * reproduce v1 allowed to be absent (committedShare 0, deliveryMonth 0, annualEscalation 0,
 * promoMode "once", performanceFactor 1).
 */
export type QuoteCalcInput = Omit<QuoteInput, V2QuoteDefaults> & Partial<Pick<QuoteInput, V2QuoteDefaults>>;
/** The workload as the engine reads it (demandGrowthAnnual defaults to 0). */
export type WorkloadCalcInput = Omit<WorkloadInput, 'demandGrowthAnnual'> & Partial<Pick<WorkloadInput, 'demandGrowthAnnual'>>;

export interface QuoteResult {
  index: number; // position in the input array
  provider: string;
  gpuModel: string;
  termMonths: number;
  /** v2.1: months before the capacity arrives (the schedule runs over deliveryMonth + termMonths). */
  deliveryMonth: number;
  committedShare: number;
  annualEscalation: number;
  burstPrice: number | null;
  promoMode: PromoMode;
  performanceFactor: number;
  capacityGPUHoursPerMonth: number; // capH
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
  otherCost: number; // Σ other_m, before tax
  totalCost: number; // Σ pay
  presentValue: number;
  effectivePerUsedGPUHour: number | null;
  pvPerUsedGPUHour: number | null;
  idleCost: number;
  demandCoveredShare: number | null; // null when the workload demands no GPU-hours
  rank: number | null; // 1 = lowest pv per used GPU-hour; null when nothing is used
  priceToMatchBest: number | null;
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
  /** Index (input order) of the rank-1 quote, null when no quote serves any hours. */
  bestIndex: number | null;
  warnings: Warning[];
}

interface Schedule {
  months: QuoteMonth[];
  payments: number[];
  demandSum: number;
  usedSum: number;
  billedSum: number;
  burstHoursSum: number;
  computeSum: number;
  burstCostSum: number;
  bridgeSum: number;
  otherSum: number;
  idleCost: number;
  totalCost: number;
  presentValue: number;
  /** Σ of billed hours charged at the unit price (not promo) × the indexation factor, plain and discounted. */
  restSum: number;
  restDiscounted: number;
}

/** yr(m) = floor((m-1)/12): 0 in months 1..12, 1 in 13..24, … */
function yearOf(m: number): number {
  return Math.floor((m - 1) / 12);
}

function buildSchedule(q: QuoteCalcInput, w: WorkloadCalcInput, pricePerGPUHour: number, v: number): Schedule {
  const T = Math.max(0, Math.floor(q.termMonths));
  const d = Math.max(0, Math.floor(q.deliveryMonth ?? 0));
  const c = q.committedShare ?? 0;
  const e = q.annualEscalation ?? 0;
  const g = w.demandGrowthAnnual ?? 0;
  const monthlyPromo = q.promoMode === 'monthly';
  const capH = q.gpus * HOURS_PER_MONTH;
  const rp = 1 + q.regionPremium;
  const tax = 1 + q.taxRate;
  const bridgePrice = w.bridgePrice ?? null;
  const burstPrice = q.burstPrice ?? null;
  const other =
    Math.max(0, w.storageTB - q.storageTBIncluded) * (q.storagePerTBMonth ?? 0) +
    Math.max(0, w.egressTBPerMonth - q.egressTBIncludedPerMonth) * 1000 * (q.egressPerGB ?? 0);

  const months: QuoteMonth[] = [];
  let promoLeft = Math.max(0, q.promoGPUHours);
  let demandSum = 0;
  let usedSum = 0;
  let billedSum = 0;
  let burstHoursSum = 0;
  let computeSum = 0;
  let burstCostSum = 0;
  let bridgeSum = 0;
  let otherSum = 0;
  let idle = 0;
  let restSum = 0;
  let restDiscounted = 0;
  let discount = 1;
  for (let m = 1; m <= d + T; m++) {
    discount *= v;
    const demand = w.gpuHoursPerMonth * Math.pow(1 + g, yearOf(m));
    demandSum += demand;
    if (m <= d) {
      const used = bridgePrice !== null ? Math.min(demand, capH) : 0;
      const bridge = bridgePrice !== null ? used * bridgePrice : 0;
      usedSum += used;
      bridgeSum += bridge;
      months.push({
        month: m, contractMonth: 0, bridging: true, demandGPUHours: demand, usedGPUHours: used, billedGPUHours: 0,
        promoGPUHours: 0, burstGPUHours: 0, unitPrice: 0, compute: 0, burstCost: 0, bridge, other: 0, payment: 0,
      });
      continue;
    }
    const k = m - d;
    const index = Math.pow(1 + e, yearOf(k));
    const unit = pricePerGPUHour * rp * index;
    const base = Math.min(demand, capH);
    const billed = Math.max(base, c * capH);
    const burst = burstPrice !== null ? Math.max(0, demand - capH) : 0;
    let promo: number;
    if (monthlyPromo) promo = Math.min(Math.max(0, q.promoGPUHours), billed);
    else {
      promo = Math.min(billed, promoLeft);
      promoLeft -= promo;
    }
    const rest = billed - promo;
    const compute = promo * q.promoPrice + rest * unit;
    const burstCost = burstPrice !== null ? burst * burstPrice * rp : 0;
    usedSum += base + burst;
    billedSum += billed;
    burstHoursSum += burst;
    computeSum += compute;
    burstCostSum += burstCost;
    otherSum += other;
    idle += (billed - base) * unit * tax;
    restSum += rest * index;
    restDiscounted += rest * index * discount;
    months.push({
      month: m, contractMonth: k, bridging: false, demandGPUHours: demand, usedGPUHours: base + burst,
      billedGPUHours: billed, promoGPUHours: promo, burstGPUHours: burst, unitPrice: unit, compute, burstCost,
      bridge: 0, other, payment: 0,
    });
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
      : ((1 - q.prepayFraction) * month.compute + month.burstCost + month.other) * tax;
    month.payment = pay;
    payments.push(pay);
    totalCost += pay;
    presentValue += pay * discount;
  }
  return {
    months,
    payments,
    demandSum,
    usedSum,
    billedSum,
    burstHoursSum,
    computeSum,
    burstCostSum,
    bridgeSum,
    otherSum,
    idleCost: idle,
    totalCost,
    presentValue,
    restSum,
    restDiscounted,
  };
}

/** d pv / d pricePerGPUHour: pv is linear in the price (promo, burst and bridged hours do not depend on it). */
function pvSlope(q: QuoteCalcInput, s: Schedule): number {
  return (
    (1 + q.regionPremium) *
    (1 + q.taxRate) *
    (q.prepayFraction * (1 - q.prepayDiscount) * s.restSum + (1 - q.prepayFraction) * s.restDiscounted)
  );
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
    const floating = floatingPrice * rp * tax * month.usedGPUHours;
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
  const results: QuoteResult[] = [];
  const slopes: number[] = [];
  const intercepts: number[] = [];

  quotes.forEach((q, index) => {
    const s = buildSchedule(q, workload, q.pricePerGPUHour, v);
    const unit = q.pricePerGPUHour * (1 + q.regionPremium);
    const T = Math.max(0, Math.floor(q.termMonths));
    const demandCoveredShare = s.demandSum > 0 ? ratioOrNull(s.usedSum, s.demandSum) : null;
    const effective = s.usedSum > 0 ? ratioOrNull(s.totalCost, s.usedSum) : null;
    const downtime = q.expectedDowntime ?? (q.slaUptime !== undefined ? 1 - q.slaUptime : 0);
    const uptime = 1 - downtime;
    const useful = effective !== null && uptime > 0 ? ratioOrNull(effective, uptime) : null;
    const performanceFactor = q.performanceFactor ?? 1;
    const generation = q.generation ?? ctx.defaultGeneration;
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
    const unquoted = unquotedItems(q, workload);
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
    slopes.push(pvSlope(q, s));
    intercepts.push(buildSchedule(q, workload, 0, v).presentValue);
    results.push({
      index,
      provider: q.provider,
      gpuModel: q.gpuModel,
      termMonths: T,
      deliveryMonth: Math.max(0, Math.floor(q.deliveryMonth ?? 0)),
      committedShare: q.committedShare ?? 0,
      annualEscalation: q.annualEscalation ?? 0,
      burstPrice: q.burstPrice ?? null,
      promoMode: q.promoMode ?? 'once',
      performanceFactor,
      capacityGPUHoursPerMonth: q.gpus * HOURS_PER_MONTH,
      unitPrice: unit,
      demandGPUHours: s.demandSum,
      usedGPUHours: s.usedSum,
      billedGPUHours: s.billedSum,
      burstGPUHours: s.burstHoursSum,
      uncoveredGPUHours: s.demandSum - s.usedSum,
      computeCost: s.computeSum,
      burstCost: s.burstCostSum,
      bridgeCost: s.bridgeSum * (1 + q.taxRate),
      otherCost: s.otherSum,
      totalCost: s.totalCost,
      presentValue: s.presentValue,
      effectivePerUsedGPUHour: effective,
      pvPerUsedGPUHour: s.usedSum > 0 ? ratioOrNull(s.presentValue, s.usedSum) : null,
      idleCost: s.idleCost,
      demandCoveredShare,
      rank: null,
      priceToMatchBest: null,
      unquoted,
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

  // Rank by pv per used GPU-hour; stable on ties; quotes that serve nothing come last, unranked.
  const order = results
    .filter((r) => r.pvPerUsedGPUHour !== null)
    .sort((a, b) => (a.pvPerUsedGPUHour ?? 0) - (b.pvPerUsedGPUHour ?? 0) || a.index - b.index);
  order.forEach((r, k) => {
    r.rank = k + 1;
  });
  const best = order.length > 0 ? order[0] : null;
  if (best !== null && best.pvPerUsedGPUHour !== null) {
    for (const r of results) {
      const b = slopes[r.index];
      if (r.usedGPUHours > 0 && b !== 0) {
        r.priceToMatchBest = ratioOrNull(best.pvPerUsedGPUHour * r.usedGPUHours - intercepts[r.index], b);
      }
    }
  }

  return {
    quotes: results,
    bestIndex: best === null ? null : best.index,
    warnings: results.flatMap((r) => r.warnings),
  };
}

// ---------------------------------------------------------------------------------------------
// Checklist of terms to request from every provider.

export interface ChecklistItem {
  id: string;
  question: { en: string; 'zh-CN': string };
  /** Quote fields that answer the question (empty: nothing in the file records it). */
  fields: ReadonlyArray<keyof QuoteInput>;
  /** Quotes (input order) where one of `fields` is absent. */
  missing: Array<{ index: number; provider: string; fields: Array<keyof QuoteInput> }>;
}

interface ChecklistQuestion {
  id: string;
  en: string;
  zh: string;
  fields: ReadonlyArray<keyof QuoteInput>;
  /** Asked only when the workload needs it. */
  when?: (w: Partial<WorkloadInput>) => boolean;
  /** Fields a quote leaves out (default: those of `fields` that are absent). */
  absent?: (q: Partial<QuoteInput>) => Array<keyof QuoteInput>;
}

function absentFields(q: Partial<QuoteInput>, fields: ReadonlyArray<keyof QuoteInput>): Array<keyof QuoteInput> {
  return fields.filter((f) => q[f] === undefined);
}

const QUESTIONS: readonly ChecklistQuestion[] = [
  {
    id: 'price',
    en: 'What is the effective price per GPU-hour (per GPU, not per instance), and for which exact GPU model (SXM or PCIe)?',
    zh: '每 GPU 小时的实际价格是多少（按单卡而非按实例计），对应的具体 GPU 型号是什么（SXM 还是 PCIe）？',
    fields: ['pricePerGPUHour', 'gpuModel'],
  },
  {
    id: 'term',
    en: 'What is the contract term, and what share of the capacity is committed (billed whether used or not, non-cancellable)?',
    zh: '合同期限多长？多大比例的容量为承诺量（无论是否使用都计费，不可取消）？',
    fields: ['termMonths', 'committedShare'],
  },
  {
    id: 'billing',
    en: 'What is the billing granularity (per second, minute, hour)?',
    zh: '计费粒度是什么（按秒、分钟还是小时）？',
    fields: ['billingGranularity'],
  },
  {
    id: 'tax',
    en: 'Which taxes apply, and at what rate, on top of the quoted price?',
    zh: '报价之外需缴纳哪些税费，税率是多少？',
    fields: ['taxRate'],
  },
  {
    id: 'region',
    en: 'In which region is the capacity, and is there a regional premium?',
    zh: '算力位于哪个地区？是否有地区溢价？',
    fields: ['regionPremium'],
  },
  {
    id: 'storage',
    en: 'How much storage is included, and what does each extra TB cost per month?',
    zh: '包含多少存储？超出部分每 TB 每月多少钱？',
    fields: ['storageTBIncluded', 'storagePerTBMonth'],
    when: (w) => (w.storageTB ?? 1) > 0,
  },
  {
    id: 'egress',
    en: 'How much data egress is included per month, and what does each extra GB cost?',
    zh: '每月包含多少出网流量？超出部分每 GB 多少钱？',
    fields: ['egressTBIncludedPerMonth', 'egressPerGB'],
    when: (w) => (w.egressTBPerMonth ?? 1) > 0,
  },
  {
    id: 'prepay',
    en: 'Is a prepayment required or possible, and what discount does it earn?',
    zh: '是否需要或可以预付？预付可获得多少折扣？',
    fields: ['prepayFraction', 'prepayDiscount'],
    // A discount only matters when something is prepaid.
    absent: (q) => absentFields(q, (q.prepayFraction ?? 0) > 0 ? ['prepayFraction', 'prepayDiscount'] : ['prepayFraction']),
  },
  {
    id: 'credits',
    en: 'Are there promotional credits or discounted hours (how many, at what price)?',
    zh: '是否有促销额度或优惠小时数（多少小时，什么价格）？',
    fields: ['promoGPUHours', 'promoPrice'],
    absent: (q) => absentFields(q, (q.promoGPUHours ?? 0) > 0 ? ['promoGPUHours', 'promoPrice'] : ['promoGPUHours']),
  },
  {
    id: 'delivery',
    en: 'On what date will the full capacity be delivered and accepted (lead time)?',
    zh: '全部算力何时交付并验收（交付周期）？',
    fields: ['leadTimeWeeks', 'deliveryMonth'],
    // Either answers it: the descriptive lead time or the delivery month the cost model uses.
    absent: (q) => (q.leadTimeWeeks === undefined && q.deliveryMonth === undefined ? ['leadTimeWeeks', 'deliveryMonth'] : []),
  },
  {
    id: 'escalation',
    en: 'Is the price fixed for the whole term, or indexed every year (by how much, up or down)?',
    zh: '价格在整个合同期内是否固定？还是每年调整（上调或下调多少）？',
    fields: ['annualEscalation'],
  },
  {
    id: 'burst',
    en: 'Can we burst above the contracted capacity, how fast, and at what price per GPU-hour?',
    zh: '能否在合同容量之外临时扩容（burst）？多快可用？每 GPU 小时价格多少？',
    fields: ['burstPrice'],
  },
  {
    id: 'performance',
    en: 'What useful throughput per GPU-hour do you commit to against a reference cluster (e.g. NCCL all-reduce bandwidth, a tuned training benchmark)?',
    zh: '相对于参考集群，每 GPU 小时能承诺多少有效吞吐（例如 NCCL all-reduce 带宽、调优后的训练基准）？',
    fields: ['performanceFactor'],
  },
  {
    id: 'termination',
    en: 'Under which terms can the contract be terminated or reduced early, and at what cost?',
    zh: '在什么条件下可以提前终止或缩减合同？代价是多少？',
    fields: ['terminationTerms'],
  },
  {
    id: 'sla',
    en: 'What uptime does the SLA guarantee, and what credits are paid when it is missed?',
    zh: 'SLA 保证的可用率是多少？未达标时如何赔付？',
    fields: ['slaUptime'],
  },
  {
    id: 'failure',
    en: 'How, and how fast, are failed GPUs or nodes replaced (hot spares)?',
    zh: '故障 GPU 或节点如何更换、多快更换（是否有热备）？',
    fields: ['failureReplacement'],
  },
  {
    id: 'network',
    en: 'Which interconnect is provided between nodes (InfiniBand, RoCE, Ethernet) and at what bandwidth?',
    zh: '节点间提供何种互联（InfiniBand、RoCE、以太网），带宽多少？',
    fields: ['networking'],
  },
  {
    id: 'support',
    en: 'Which support, monitoring and managed services are included, and which cost extra?',
    zh: '包含哪些技术支持、监控和托管服务？哪些需要额外付费？',
    fields: [],
  },
];

/**
 * Questions to ask every provider, each flagged with the quotes that leave the term out. Pass the
 * quotes as written in the file (before defaults are applied): a default 0 would hide a missing term.
 */
export function quoteRequestChecklist(
  quotes: ReadonlyArray<Partial<QuoteInput>>,
  workload: Partial<WorkloadInput> = {},
): ChecklistItem[] {
  return QUESTIONS.filter((item) => item.when === undefined || item.when(workload)).map((item) => ({
    id: item.id,
    question: { en: item.en, 'zh-CN': item.zh },
    fields: item.fields,
    missing: quotes.flatMap((q, index) => {
      const absent = item.absent ? item.absent(q) : absentFields(q, item.fields);
      return absent.length > 0 ? [{ index, provider: q.provider ?? `#${index + 1}`, fields: absent }] : [];
    }),
  }));
}

/** The checklist turned around: per quote (input order), the questions to send that provider. */
export interface ProviderChecklist {
  index: number;
  provider: string;
  questions: Array<{ id: string; question: { en: string; 'zh-CN': string }; fields: Array<keyof QuoteInput> }>;
}

/**
 * Per provider, what to ask: every question whose terms the quote leaves out, and the questions no
 * quote field records (asked of everyone).
 */
export function checklistByProvider(
  checklist: ReadonlyArray<ChecklistItem>,
  quotes: ReadonlyArray<{ provider: string }>,
): ProviderChecklist[] {
  return quotes.map((q, index) => ({
    index,
    provider: q.provider,
    questions: checklist.flatMap((item) => {
      if (item.fields.length === 0) return [{ id: item.id, question: item.question, fields: [] }];
      const miss = item.missing.find((m) => m.index === index);
      return miss ? [{ id: item.id, question: item.question, fields: miss.fields }] : [];
    }),
  }));
}

const CHECKLIST_TITLE = { en: 'Quote-request checklist', 'zh-CN': '询价清单' };
const CHECKLIST_NOTHING = { en: 'nothing missing', 'zh-CN': '无缺项' };

/**
 * The checklist as plain text, ready to paste into an e-mail: one block per provider with numbered
 * questions (the CLI's --table prints it, the app copies it).
 */
export function checklistText(byProvider: ReadonlyArray<ProviderChecklist>, lang: 'en' | 'zh-CN', title?: string): string {
  const lines = [title ? `${CHECKLIST_TITLE[lang]} — ${title}` : CHECKLIST_TITLE[lang]];
  for (const p of byProvider) {
    lines.push('', p.provider);
    if (p.questions.length === 0) lines.push(`  (${CHECKLIST_NOTHING[lang]})`);
    p.questions.forEach((q, i) => lines.push(`  ${i + 1}. ${q.question[lang]}`));
  }
  return `${lines.join('\n')}\n`;
}
