// The terms a quote leaves out (docs/model.md › Quotes › Terms checklist): the questions to ask each provider. The
// negotiation brief (quote-brief.ts) puts a quote's asks in money first and these after.

import type { QuoteInput, WorkloadInput } from './scenario/types';


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
    missing: missingFrom(quotes, item),
  }));
}

/** The quotes (input order) that leave out one of the question's terms, with the terms they leave out. */
function missingFrom(quotes: ReadonlyArray<Partial<QuoteInput>>, item: ChecklistQuestion): ChecklistItem['missing'] {
  // A loop rather than flatMap: this runs for every question on every evaluation.
  const out: ChecklistItem['missing'] = [];
  for (let index = 0; index < quotes.length; index++) {
    const q = quotes[index];
    const absent = item.absent ? item.absent(q) : absentFields(q, item.fields);
    if (absent.length > 0) out.push({ index, provider: q.provider ?? `#${index + 1}`, fields: absent });
  }
  return out;
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
