// One glossary, en ↔ zh-CN: the terms the UI, the report and the CLI share, and a label for every
// catalogue value and id a reader sees (cooling, provider categories, ClusterMAX tiers, billing,
// networking, regions, generation ids). The i18n areas (src/i18n/areas/) take these terms from here
// rather than translating them again, so a term reads the same everywhere; test/i18n/glossary.test.ts
// checks that every catalogue value has a label in both languages and that zh-CN says 方案 for
// "scenario". Here in models/ because the CLI (which imports models/ only) needs it too.
import type { ClusterMaxTier, PowerMagnitude, ProviderCategory } from './catalogue/types';
import type { Language } from './language';
import { DEFAULT_OFFER_NAMES } from './portfolio/offers';
import type { OfferKind } from './portfolio/types';
import type { Cooling } from './scenario/types';

export type Term = Readonly<Record<Language, string>>;

/** Words used across the app, the report and the CLI. */
export const TERMS = {
  scenario: { en: 'scenario', 'zh-CN': '方案' },
  scenarios: { en: 'scenarios', 'zh-CN': '方案' },
  priceToMatch: { en: 'Price to match the best', 'zh-CN': '追平最优所需价格' },
  perUsedGPUHour: { en: 'per used GPU-hour', 'zh-CN': '每实际使用 GPU 小时' },
  perEffectiveGPUHour: { en: 'per effective GPU-hour', 'zh-CN': '每等效 GPU 小时' },
  bestQuote: { en: 'Best quote', 'zh-CN': '最优报价' },
} satisfies Record<string, Term>;

export const COOLING: Readonly<Record<Cooling, Term>> = {
  air: { en: 'Air', 'zh-CN': '风冷' },
  liquid: { en: 'Liquid', 'zh-CN': '液冷' },
};

export const PROVIDER_CATEGORY: Readonly<Record<ProviderCategory, Term>> = {
  'community-cloud': { en: 'Community cloud', 'zh-CN': '社区云' },
  'spot-marketplace': { en: 'Spot marketplace', 'zh-CN': '竞价算力市场' },
  'specialist-cloud': { en: 'Specialist cloud', 'zh-CN': '专业 GPU 云' },
  'enterprise-cloud': { en: 'Enterprise cloud', 'zh-CN': '企业云' },
  neocloud: { en: 'Neocloud', 'zh-CN': '新型 GPU 云（Neocloud）' },
  hyperscaler: { en: 'Hyperscaler', 'zh-CN': '超大规模云厂商' },
  'managed-inference': { en: 'Managed inference', 'zh-CN': '托管推理服务' },
  'inference-chip-api': { en: 'Inference-chip API', 'zh-CN': '推理芯片 API' },
};

export const CLUSTER_MAX_TIER: Readonly<Record<ClusterMaxTier, Term>> = {
  platinum: { en: 'Platinum', 'zh-CN': '铂金' },
  gold: { en: 'Gold', 'zh-CN': '黄金' },
  silver: { en: 'Silver', 'zh-CN': '白银' },
  bronze: { en: 'Bronze', 'zh-CN': '青铜' },
  underperform: { en: 'Underperform', 'zh-CN': '表现不佳' },
};

export const POWER_MAGNITUDE: Readonly<Record<PowerMagnitude, Term>> = {
  'gigawatt-scale': { en: 'Gigawatt scale', 'zh-CN': '吉瓦级' },
  'hundreds-of-MW': { en: 'Hundreds of MW', 'zh-CN': '数百兆瓦' },
  small: { en: 'Small', 'zh-CN': '小规模' },
};

/** How a demand plan's offer bills (docs/model.md › Demand plan `offer.kind`). */
export const OFFER_KIND: Readonly<Record<OfferKind, Term>> = {
  onDemand: { en: 'On-demand', 'zh-CN': '按需' },
  spot: { en: 'Spot (interruptible)', 'zh-CN': '竞价（可中断）' },
  commit: { en: 'Commitment', 'zh-CN': '承诺（固定期限）' },
};

/**
 * Names of the offers a demand plan makes from the rent-vs-buy prices (docs/model.md › Demand plan): in English
 * the engine's own names; an offer the editor or a template writes is named in the UI's language.
 */
export const OFFER_NAME: Readonly<Record<keyof typeof DEFAULT_OFFER_NAMES, Term>> = {
  onDemand: { en: DEFAULT_OFFER_NAMES.onDemand, 'zh-CN': '按需' },
  spot: { en: DEFAULT_OFFER_NAMES.spot, 'zh-CN': '竞价（Spot）' },
  reserved: { en: DEFAULT_OFFER_NAMES.reserved, 'zh-CN': '1 年预留' },
  reserved3y: { en: DEFAULT_OFFER_NAMES.reserved3y, 'zh-CN': '3 年预留' },
};

/** An offer's name in `lang`: one of the engine's default offer names translated, any other name as it is. */
export function offerNameIn(name: string, lang: Language): string {
  const key = (Object.keys(DEFAULT_OFFER_NAMES) as (keyof typeof DEFAULT_OFFER_NAMES)[]).find((k) => DEFAULT_OFFER_NAMES[k] === name);
  return key ? OFFER_NAME[key][lang] : name;
}

export const GPU_UNIT: Readonly<Record<'node' | 'rack', Term>> = {
  node: { en: 'Server (node)', 'zh-CN': '服务器（节点）' },
  rack: { en: 'Rack-scale system', 'zh-CN': '整机柜系统' },
};

/**
 * Generation ids of the templates and examples ("hopper"), named for a reader. A scenario's own
 * generation label ("H100 SXM") wins; an id not listed here shows as typed.
 */
export const GENERATION: Readonly<Record<string, Term>> = {
  ampere: { en: 'Ampere (A100)', 'zh-CN': 'Ampere 架构（A100）' },
  hopper: { en: 'Hopper (H100/H200)', 'zh-CN': 'Hopper 架构（H100/H200）' },
  blackwell: { en: 'Blackwell (B200/GB200)', 'zh-CN': 'Blackwell 架构（B200/GB200）' },
  'blackwell-ultra': { en: 'Blackwell Ultra (B300)', 'zh-CN': 'Blackwell Ultra 架构（B300）' },
  rubin: { en: 'Rubin', 'zh-CN': 'Rubin 架构' },
  mi300: { en: 'AMD MI300', 'zh-CN': 'AMD MI300' },
};

/**
 * The catalogue's free-text values as its sources state them (billing, networking, storage and
 * egress policies, regions), in both languages. A value the user typed over shows as typed.
 */
export const CATALOGUE_TEXT: Readonly<Record<string, Term>> = {
  'per second': { en: 'per second', 'zh-CN': '按秒计费' },
  'per hour or per second': { en: 'per hour or per second', 'zh-CN': '按小时或按秒计费' },
  'per hour or per second; reserved instances common': { en: 'per hour or per second; reserved instances common', 'zh-CN': '按小时或按秒计费；常见预留实例' },
  'per token (managed inference)': { en: 'per token (managed inference)', 'zh-CN': '按 token 计费（托管推理）' },
  'per token (API)': { en: 'per token (API)', 'zh-CN': '按 token 计费（API）' },
  'billed per GB-month': { en: 'billed per GB-month', 'zh-CN': '按 GB·月计费' },
  'none (API only)': { en: 'none (API only)', 'zh-CN': '无（仅 API）' },
  'some free allowance; excess billed': { en: 'some free allowance; excess billed', 'zh-CN': '有一定免费额度，超出部分计费' },
  'billed by traffic': { en: 'billed by traffic', 'zh-CN': '按流量计费' },
  'high egress fees (the seed: hyperscalers use them to discourage leaving)': {
    en: 'high egress fees (the seed: hyperscalers use them to discourage leaving)',
    'zh-CN': '出网流量费用高（据资料：超大规模云厂商借此阻止客户迁出）',
  },
  'basic allowance included': { en: 'basic allowance included', 'zh-CN': '含基础免费额度' },
  'no conventional network billing': { en: 'no conventional network billing', 'zh-CN': '无常规网络计费' },
  'InfiniBand (NDR) with SHARP configured': { en: 'InfiniBand (NDR) with SHARP configured', 'zh-CN': 'InfiniBand（NDR），已配置 SHARP' },
  InfiniBand: { en: 'InfiniBand', 'zh-CN': 'InfiniBand' },
  'InfiniBand on some instance types': { en: 'InfiniBand on some instance types', 'zh-CN': '部分实例类型提供 InfiniBand' },
  'InfiniBand with SHARP configured': { en: 'InfiniBand with SHARP configured', 'zh-CN': 'InfiniBand，已配置 SHARP' },
  'high-performance networking options; confirm RDMA per instance type': {
    en: 'high-performance networking options; confirm RDMA per instance type',
    'zh-CN': '提供高性能网络选项；RDMA 支持需按实例类型确认',
  },
  'RoCE v2 Ethernet (Spectrum-X class); 32-server rail-optimized pods': {
    en: 'RoCE v2 Ethernet (Spectrum-X class); 32-server rail-optimized pods',
    'zh-CN': 'RoCE v2 以太网（Spectrum-X 级）；32 台服务器的轨道优化 pod',
  },
  'EFAv3 (e.g. p5en: 16 × 200 GbE for H200)': { en: 'EFAv3 (e.g. p5en: 16 × 200 GbE for H200)', 'zh-CN': 'EFAv3（如 p5en：H200 配 16 × 200 GbE）' },
  'a3-ultra: 3.2 Tbit/s RDMA Ethernet per node (ConnectX-7), 4-node rail groups; a3-mega: 1.6 Tbit/s': {
    en: 'a3-ultra: 3.2 Tbit/s RDMA Ethernet per node (ConnectX-7), 4-node rail groups; a3-mega: 1.6 Tbit/s',
    'zh-CN': 'a3-ultra：每节点 3.2 Tbit/s RDMA 以太网（ConnectX-7），4 节点轨道组；a3-mega：1.6 Tbit/s',
  },
  'North America': { en: 'North America', 'zh-CN': '北美' },
  Europe: { en: 'Europe', 'zh-CN': '欧洲' },
  'Asia-Pacific': { en: 'Asia-Pacific', 'zh-CN': '亚太' },
  global: { en: 'global', 'zh-CN': '全球' },
};

/** A term in `lang`. */
export function term(t: Term, lang: Language): string {
  return t[lang];
}

/** Every entry of a glossary table in `lang`: { air: 'Air', liquid: 'Liquid' }. */
export function termsIn<K extends string>(table: Readonly<Record<K, Term>>, lang: Language): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const k of Object.keys(table) as K[]) out[k] = table[k][lang];
  return out;
}

/** A catalogue text value in `lang` (as stated when the glossary does not know it). */
export function catalogueText(value: string, lang: Language): string {
  return Object.hasOwn(CATALOGUE_TEXT, value) ? CATALOGUE_TEXT[value][lang] : value;
}

/** A catalogue enum value in `lang` (as stated when unknown, e.g. a user override). */
export function enumText(table: Readonly<Record<string, Term>>, value: string, lang: Language): string {
  return Object.hasOwn(table, value) ? table[value][lang] : value;
}

/** A market generation for a reader: its own label, else the glossary's name for its id, else the id. */
export function generationName(id: string, label: string | undefined, lang: Language): string {
  if (label !== undefined && label.trim() !== '') return label;
  return Object.hasOwn(GENERATION, id) ? GENERATION[id][lang] : id;
}
