// What a catalogue override value may be, by field name. Numbers follow the ranges of the scenario
// fields they prefill (models/scenario/limits.ts), so an imported catalogue never offers a default
// the scenario loader would refuse. Fields whose catalogue value is null (unknown) keep their type
// here: an override of an unknown price must still be a price.

import type { NumberSpec } from '../scenario/fields';
import { checkNumber } from '../scenario/fields';
import { got, ruleMaxLength, ruleOneOf, ruleRange, RULE_NOT_EMPTY, RULE_TEXT, type Bilingual } from '../scenario/messages';
import { LIMITS as L } from '../scenario/limits';
import { isPlainRecord as isRecord } from '../scenario/safety';

/** Longest text value (labels, policies, facts, notes). */
export const MAX_TEXT_CHARS = 2000;
/** Longest list of texts (regions, facts). */
export const MAX_LIST_ITEMS = 1000;

export const ENUMS: Readonly<Record<string, readonly string[]>> = {
  cooling: ['air', 'liquid'],
  category: ['community-cloud', 'spot-marketplace', 'specialist-cloud', 'enterprise-cloud', 'neocloud', 'hyperscaler', 'managed-inference', 'inference-chip-api'],
  clusterMaxTier: ['platinum', 'gold', 'silver', 'bronze', 'underperform'],
  contractedPower: ['gigawatt-scale', 'hundreds-of-MW', 'small'],
  unit: ['node', 'rack'],
};

const price: NumberSpec = { kind: 'number', min: 0, max: L.maxPricePerGPUHour };
const fraction: NumberSpec = { kind: 'number', min: 0, max: 1 };

export const NUMBER_RULES: Readonly<Record<string, NumberSpec>> = {
  tdpW: { kind: 'number', gt: 0, max: L.maxGpuTDPW },
  gpusPerNode: { kind: 'number', integer: true, min: 1, max: L.maxGpusPerNode },
  nodeKW: { kind: 'number', min: L.minNodeKW, max: L.maxNodeKW },
  memoryGB: { kind: 'number', gt: 0, max: L.maxGpuMemoryGB },
  onDemand: price,
  spot: price,
  contract1y: price,
  contract3y: price,
  pue: { kind: 'number', min: 1, max: 3 },
  overheadFraction: { kind: 'number', min: 0, max: 2 },
  powerPricePerKWh: { kind: 'number', min: 0, max: L.maxPowerPricePerKWh },
  coloPerKWMonth: { kind: 'number', min: 0, max: L.maxColoPerKWMonth },
  capexPerGPU: { kind: 'number', min: 0, max: L.maxCapexPerGPU },
  depreciationYears: { kind: 'number', min: L.minLifeYears, max: L.maxLifeYears },
  regionPremium: fraction,
  contractDiscount: fraction,
};
const ANY_NUMBER: NumberSpec = { kind: 'number', min: 0 };
/** Savings against the older GPU: below 1, so the relative cost stays above 0. */
const SAVING: NumberSpec = { kind: 'number', min: 0, lt: 1 };

type Kind = 'number' | 'text' | 'text-list' | 'parity';

/** The type of the fields whose catalogue value may be null. */
const NULLABLE_KINDS: Readonly<Record<string, Kind>> = {
  memoryGB: 'number',
  onDemand: 'number',
  spot: 'number',
  contract1y: 'number',
  contract3y: 'number',
  // A GPU's capexPerGPU may be unknown (null); the site default of the same name may not (site
  // leaves are merged as non-nullable).
  capexPerGPU: 'number',
  parity: 'parity',
  category: 'text',
  clusterMaxTier: 'text',
  billingGranularity: 'text',
  storagePolicy: 'text',
  egressPolicy: 'text',
  networking: 'text',
  contractedPower: 'text',
  regions: 'text-list',
};

function kindOf(key: string, base: unknown): Kind | undefined {
  if (Object.hasOwn(NULLABLE_KINDS, key)) return NULLABLE_KINDS[key];
  if (typeof base === 'number') return 'number';
  if (typeof base === 'string') return 'text';
  if (Array.isArray(base)) return 'text-list';
  return undefined;
}

/** Text of bounded length, one of the enum values where the field has an enum. */
export function isText(key: string, v: unknown): v is string {
  return typeof v === 'string' && v.length <= MAX_TEXT_CHARS && (!Object.hasOwn(ENUMS, key) || ENUMS[key].includes(v));
}

function isTextList(v: unknown): v is string[] {
  return Array.isArray(v) && v.length <= MAX_LIST_ITEMS && v.every((s) => typeof s === 'string' && s.length <= MAX_TEXT_CHARS);
}

function isParity(v: unknown): boolean {
  if (!isRecord(v)) return false;
  const keys = Object.keys(v);
  return (
    keys.length === 3 &&
    typeof v.olderModel === 'string' &&
    v.olderModel.trim() !== '' &&
    v.olderModel.length <= L.maxIdChars &&
    checkNumber(SAVING, v.trainingSaving) === null &&
    checkNumber(SAVING, v.inferenceSaving) === null
  );
}

/** Is `v` acceptable for the field `key` whose catalogue value is `base`? (type, range, enum) */
export function acceptsValue(key: string, base: unknown, v: unknown, nullable: boolean): boolean {
  return overrideProblem(key, base, v, nullable) === null;
}

const RULE_TEXT_LIST: Bilingual = { en: `must be a list of at most ${MAX_LIST_ITEMS} texts`, 'zh-CN': `必须是最多 ${MAX_LIST_ITEMS} 项的文本列表` };
const RULE_PARITY: Bilingual = {
  en: 'must name the older model and give its training and inference savings, each from 0 to below 1',
  'zh-CN': '必须写明较旧型号及其训练与推理节省比例（各自不小于 0 且小于 1）',
};
const RULE_FIXED: Bilingual = { en: 'cannot be overridden', 'zh-CN': '不能覆盖' };

/**
 * Why `v` is not acceptable for the field `key` whose catalogue value is `base` (the rule with the
 * value got; a number out of range carries its bounds), or null when it is. A number that is not a
 * number at all is told the field's range too ("must be between 1 and 40 (got "ten")").
 */
export function overrideProblem(key: string, base: unknown, v: unknown, nullable: boolean): Bilingual | null {
  if (v === null) return nullable ? null : got(RULE_NOT_EMPTY, null);
  switch (kindOf(key, base)) {
    case 'number': {
      const spec = Object.hasOwn(NUMBER_RULES, key) ? NUMBER_RULES[key] : ANY_NUMBER;
      const problem = checkNumber(spec, v);
      if (problem === null || typeof v === 'number') return problem;
      return got(ruleRange(spec), v);
    }
    case 'text':
      if (isText(key, v)) return null;
      if (Object.hasOwn(ENUMS, key)) return got(ruleOneOf(ENUMS[key]), v);
      return typeof v === 'string' ? ruleMaxLength(MAX_TEXT_CHARS, v.length) : got(RULE_TEXT, v);
    case 'text-list':
      return isTextList(v) ? null : got(RULE_TEXT_LIST, v);
    case 'parity':
      return isParity(v) ? null : got(RULE_PARITY, v);
    default:
      return got(RULE_FIXED, v);
  }
}

/** A real calendar date written YYYY-MM-DD ("2026-02-30" is not). */
export function isIsoDate(s: unknown): s is string {
  if (typeof s !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const t = Date.parse(`${s}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === s;
}
