// Provider quotes side by side: all-in cost, present value, effective price per used GPU-hour,
// rank, price to match the best, market-decline regret and goodput (DOMAIN.md section 5),
// plus the checklist of terms to ask every provider for.

import { annualToMonthly } from './finance';
import { ratioOrNull } from './finite';
import type { Networking, QuoteInput, Warning, WorkloadInput } from './scenario/types';

const HOURS_PER_MONTH = 730;

export interface QuotesContext {
  /** Projected market price per GPU-hour of a generation at month m (null before it is available). */
  marketPrice?: (generationId: string, m: number) => number | null;
  /** Generation used for regret when a quote names none. */
  defaultGeneration?: string;
}

export interface QuoteMonth {
  month: number; // 1..termMonths
  usedGPUHours: number;
  billedGPUHours: number;
  promoGPUHours: number;
  compute: number; // before prepay and tax
  other: number; // storage + egress, before tax
  payment: number; // pay_m
}

export interface QuoteRegret {
  generation: string;
  /** Compute payments of the locked contract, with tax (prepay discount included). */
  lockedCost: number;
  /** The same billed hours at the projected market price × (1+regionPremium), with tax. */
  floatingCost: number;
  /** lockedCost − floatingCost: > 0 means locking the price cost more than floating. */
  regret: number;
  /** The same difference in present value (monthly-equivalent discounting, month 0 undiscounted). */
  regretPresentValue: number;
  /** Months with no market price (generation not yet available), priced at the quote's unit price. */
  monthsWithoutMarketPrice: number;
}

export interface QuoteTerms {
  leadTimeWeeks?: number;
  slaUptime?: number;
  failureReplacement?: string;
  networking?: Networking;
  billingGranularity?: string;
  notes?: string;
}

export interface QuoteResult {
  index: number; // position in the input array
  provider: string;
  gpuModel: string;
  termMonths: number;
  capacityGPUHoursPerMonth: number; // capH
  unitPrice: number; // pricePerGPUHour × (1+regionPremium)
  usedGPUHours: number; // Σ used_m
  billedGPUHours: number; // Σ billed_m
  computeCost: number; // Σ compute_m, before prepay discount and tax
  otherCost: number; // Σ other_m, before tax
  totalCost: number; // Σ pay
  presentValue: number;
  effectivePerUsedGPUHour: number | null;
  pvPerUsedGPUHour: number | null;
  idleCost: number;
  demandCoveredShare: number | null; // null when the workload demands no GPU-hours
  rank: number | null; // 1 = lowest pv per used GPU-hour; null when nothing is used
  priceToMatchBest: number | null;
  /** pay_0..pay_termMonths. */
  payments: number[];
  schedule: QuoteMonth[];
  regret: QuoteRegret | null;
  uptime: number;
  effectivePerUsefulGPUHour: number | null;
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
  usedSum: number;
  billedSum: number;
  computeSum: number;
  otherSum: number;
  totalCost: number;
  presentValue: number;
  /** Σ of billed hours charged at the unit price (not promo), plain and discounted. */
  restSum: number;
  restDiscounted: number;
}

function buildSchedule(q: QuoteInput, w: WorkloadInput, pricePerGPUHour: number, v: number): Schedule {
  const T = Math.max(0, Math.floor(q.termMonths));
  const capH = q.gpus * HOURS_PER_MONTH;
  const unit = pricePerGPUHour * (1 + q.regionPremium);
  const used = Math.min(w.gpuHoursPerMonth, capH);
  const billed = Math.max(used, q.committedShare * capH);
  const other =
    Math.max(0, w.storageTB - q.storageTBIncluded) * q.storagePerTBMonth +
    Math.max(0, w.egressTBPerMonth - q.egressTBIncludedPerMonth) * 1000 * q.egressPerGB;
  const tax = 1 + q.taxRate;

  const months: QuoteMonth[] = [];
  let promoLeft = Math.max(0, q.promoGPUHours);
  let computeSum = 0;
  let restSum = 0;
  let restDiscounted = 0;
  let discount = 1;
  const computes: number[] = [];
  for (let m = 1; m <= T; m++) {
    discount *= v;
    const promo = Math.min(billed, promoLeft);
    promoLeft -= promo;
    const rest = billed - promo;
    const compute = promo * q.promoPrice + rest * unit;
    computes.push(compute);
    computeSum += compute;
    restSum += rest;
    restDiscounted += rest * discount;
    months.push({
      month: m,
      usedGPUHours: used,
      billedGPUHours: billed,
      promoGPUHours: promo,
      compute,
      other,
      payment: 0,
    });
  }
  const pay0 = q.prepayFraction * computeSum * (1 - q.prepayDiscount) * tax;
  const payments = [pay0];
  let totalCost = pay0;
  let presentValue = pay0;
  discount = 1;
  for (let m = 1; m <= T; m++) {
    discount *= v;
    const pay = ((1 - q.prepayFraction) * computes[m - 1] + other) * tax;
    months[m - 1].payment = pay;
    payments.push(pay);
    totalCost += pay;
    presentValue += pay * discount;
  }
  return {
    months,
    payments,
    usedSum: used * T,
    billedSum: billed * T,
    computeSum,
    otherSum: other * T,
    totalCost,
    presentValue,
    restSum,
    restDiscounted,
  };
}

/** d pv / d pricePerGPUHour: pv is linear in the price (promo hours are at promoPrice). */
function pvSlope(q: QuoteInput, s: Schedule): number {
  return (
    (1 + q.regionPremium) *
    (1 + q.taxRate) *
    (q.prepayFraction * (1 - q.prepayDiscount) * s.restSum + (1 - q.prepayFraction) * s.restDiscounted)
  );
}

function computeRegret(
  q: QuoteInput,
  s: Schedule,
  generation: string,
  marketPrice: (generationId: string, m: number) => number | null,
  v: number,
): QuoteRegret {
  const tax = 1 + q.taxRate;
  const unit = q.pricePerGPUHour * (1 + q.regionPremium);
  // Locked compute payments: the prepaid share at month 0, the rest month by month.
  const locked0 = q.prepayFraction * s.computeSum * (1 - q.prepayDiscount) * tax;
  let lockedCost = locked0;
  let lockedPV = locked0;
  let floatingCost = 0;
  let floatingPV = 0;
  let missing = 0;
  let discount = 1;
  for (const month of s.months) {
    discount *= v;
    const locked = (1 - q.prepayFraction) * month.compute * tax;
    lockedCost += locked;
    lockedPV += locked * discount;
    const market = marketPrice(generation, month.month);
    if (market === null) missing++;
    const floatingUnit = market === null ? unit : market * (1 + q.regionPremium);
    const floating = month.billedGPUHours * floatingUnit * tax;
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

function termsOf(q: QuoteInput): QuoteTerms {
  const terms: QuoteTerms = {};
  if (q.leadTimeWeeks !== undefined) terms.leadTimeWeeks = q.leadTimeWeeks;
  if (q.slaUptime !== undefined) terms.slaUptime = q.slaUptime;
  if (q.failureReplacement !== undefined) terms.failureReplacement = q.failureReplacement;
  if (q.networking !== undefined) terms.networking = q.networking;
  if (q.billingGranularity !== undefined) terms.billingGranularity = q.billingGranularity;
  if (q.notes !== undefined) terms.notes = q.notes;
  return terms;
}

function percent(x: number): string {
  return `${(x * 100).toFixed(1)} %`;
}

export function computeQuotes(
  quotes: ReadonlyArray<QuoteInput>,
  workload: WorkloadInput,
  ctx: QuotesContext = {},
): QuotesResult {
  const v = 1 / (1 + annualToMonthly(workload.discountRate));
  const results: QuoteResult[] = [];
  const slopes: number[] = [];
  const intercepts: number[] = [];

  quotes.forEach((q, index) => {
    const s = buildSchedule(q, workload, q.pricePerGPUHour, v);
    const unit = q.pricePerGPUHour * (1 + q.regionPremium);
    const T = s.months.length;
    const demand = workload.gpuHoursPerMonth * T;
    const demandCoveredShare = demand > 0 ? ratioOrNull(s.usedSum, demand) : null;
    const effective = s.usedSum > 0 ? ratioOrNull(s.totalCost, s.usedSum) : null;
    const downtime = q.expectedDowntime ?? (q.slaUptime !== undefined ? 1 - q.slaUptime : 0);
    const uptime = 1 - downtime;
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
    slopes.push(pvSlope(q, s));
    intercepts.push(buildSchedule(q, workload, 0, v).presentValue);
    results.push({
      index,
      provider: q.provider,
      gpuModel: q.gpuModel,
      termMonths: T,
      capacityGPUHoursPerMonth: q.gpus * HOURS_PER_MONTH,
      unitPrice: unit,
      usedGPUHours: s.usedSum,
      billedGPUHours: s.billedSum,
      computeCost: s.computeSum,
      otherCost: s.otherSum,
      totalCost: s.totalCost,
      presentValue: s.presentValue,
      effectivePerUsedGPUHour: effective,
      pvPerUsedGPUHour: s.usedSum > 0 ? ratioOrNull(s.presentValue, s.usedSum) : null,
      idleCost: (s.billedSum - s.usedSum) * unit * (1 + q.taxRate),
      demandCoveredShare,
      rank: null,
      priceToMatchBest: null,
      payments: s.payments,
      schedule: s.months,
      regret:
        ctx.marketPrice && generation !== undefined
          ? computeRegret(q, s, generation, ctx.marketPrice, v)
          : null,
      uptime,
      effectivePerUsefulGPUHour: effective !== null && uptime > 0 ? ratioOrNull(effective, uptime) : null,
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
    en: 'What is the contract term, and is the capacity committed (billed whether used or not, non-cancellable)?',
    zh: '合同期限多长？容量是否为承诺量（无论是否使用都计费，不可取消）？',
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
    fields: ['leadTimeWeeks'],
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
