// Bilingual (en / zh-CN) validation messages. Every message names the field (its dotted path), the
// rule it breaks and the value it received, e.g.
//   en    "site.pue: must be between 1.0 and 3.0 (got 0.8)"
//   zh-CN "site.pue：必须介于 1.0 与 3.0 之间（实际为 0.8）"

import { formatPath } from '../path';
import type { IssueRange, ScenarioIssue } from './types';

export interface Bilingual {
  en: string;
  'zh-CN': string;
  /** Carried to the issue (ScenarioIssue.range): a number out of range, for a front end's units. */
  range?: IssueRange;
  /** Carried to the issue (ScenarioIssue.missing). */
  missing?: true;
}

const MAX_SHOWN_CHARS = 60;

/** Path segments -> `quotes[2].termMonths`, `uncertainty.inputs["investment.utilization"].min`. */
// Field paths are formatted by the one path module (models/path.ts).
export { formatPath };

/** A received value as shown inside "(got …)". */
export function formatValue(value: unknown): Bilingual {
  if (value === undefined) return { en: 'nothing', 'zh-CN': '空' };
  if (value === null) return { en: 'null', 'zh-CN': 'null' };
  if (typeof value === 'number') return same(Object.is(value, -0) ? '0' : String(value));
  if (typeof value === 'string') {
    const shown = value.length > MAX_SHOWN_CHARS ? `${value.slice(0, MAX_SHOWN_CHARS)}…` : value;
    return same(JSON.stringify(shown));
  }
  if (typeof value === 'boolean' || typeof value === 'bigint') return same(String(value));
  if (Array.isArray(value)) {
    return { en: `a list of ${value.length} items`, 'zh-CN': `含 ${value.length} 项的列表` };
  }
  if (typeof value === 'object') return { en: 'an object', 'zh-CN': '对象' };
  return { en: `a ${typeof value}`, 'zh-CN': typeof value };
}

function same(text: string): Bilingual {
  return { en: text, 'zh-CN': text };
}

/** Prefix a rule with its path: "site.pue: …" / "site.pue：…". An empty path means the whole file. */
export function issueAt(path: string, rule: Bilingual): ScenarioIssue {
  if (path === '') return { path, message: { en: rule.en, 'zh-CN': rule['zh-CN'] } };
  const out: ScenarioIssue = {
    path,
    message: { en: `${path}: ${rule.en}`, 'zh-CN': `${path}：${rule['zh-CN']}` },
    rule: { en: rule.en, 'zh-CN': rule['zh-CN'] },
  };
  if (rule.range) out.range = rule.range;
  if (rule.missing) out.missing = true;
  return out;
}

/** Appends "(got X)" / "（实际为 X）". */
export function got(rule: Bilingual, value: unknown): Bilingual {
  const v = formatValue(value);
  return { en: `${rule.en} (got ${v.en})`, 'zh-CN': `${rule['zh-CN']}（实际为 ${v['zh-CN']}）` };
}

export function ruleRequired(value: unknown): Bilingual {
  if (value === null) return { ...got({ en: 'is required', 'zh-CN': '为必填项' }, null), missing: true };
  return { en: 'is required (missing)', 'zh-CN': '为必填项（缺失）', missing: true };
}

export interface Bounds {
  min?: number;
  max?: number;
  gt?: number;
  lt?: number;
  integer?: boolean;
}

/** Bounds of fractional fields keep one decimal for small whole numbers ("1.0"), counts never do. */
function showBound(n: number, integer: boolean): string {
  if (!integer && Number.isInteger(n) && Math.abs(n) < 1e4) return n.toFixed(1);
  return String(n);
}

/** "between 1.0 and 3.0", "greater than 0.0 and at most 100000", "at least 0" — en and zh-CN. */
function boundsPhrase(b: Bounds): Bilingual | null {
  const int = b.integer === true;
  const lo = b.min !== undefined ? { n: b.min, strict: false } : b.gt !== undefined ? { n: b.gt, strict: true } : null;
  const hi = b.max !== undefined ? { n: b.max, strict: false } : b.lt !== undefined ? { n: b.lt, strict: true } : null;
  if (lo && hi && !lo.strict && !hi.strict) {
    const a = showBound(lo.n, int);
    const z = showBound(hi.n, int);
    return { en: `between ${a} and ${z}`, 'zh-CN': `介于 ${a} 与 ${z} 之间` };
  }
  const parts: Bilingual[] = [];
  if (lo) {
    const a = showBound(lo.n, int);
    parts.push(lo.strict ? { en: `greater than ${a}`, 'zh-CN': `大于 ${a}` } : { en: `at least ${a}`, 'zh-CN': `不小于 ${a}` });
  }
  if (hi) {
    const z = showBound(hi.n, int);
    parts.push(hi.strict ? { en: `less than ${z}`, 'zh-CN': `小于 ${z}` } : { en: `at most ${z}`, 'zh-CN': `不大于 ${z}` });
  }
  if (parts.length === 0) return null;
  return { en: parts.map((p) => p.en).join(' and '), 'zh-CN': parts.map((p) => p['zh-CN']).join('且') };
}

/** The full range rule of a numeric field, e.g. "must be a whole number between 1 and 240". */
export function ruleRange(b: Bounds): Bilingual {
  const phrase = boundsPhrase(b);
  if (b.integer) {
    if (!phrase) return { en: 'must be a whole number', 'zh-CN': '必须是整数' };
    return { en: `must be a whole number ${phrase.en}`, 'zh-CN': `必须是${phrase['zh-CN']}的整数` };
  }
  if (!phrase) return { en: 'must be a number', 'zh-CN': '必须是数字' };
  return { en: `must be ${phrase.en}`, 'zh-CN': `必须${phrase['zh-CN']}` };
}

export function ruleNotNumber(integer: boolean): Bilingual {
  return integer ? { en: 'must be a whole number', 'zh-CN': '必须是整数' } : { en: 'must be a number', 'zh-CN': '必须是数字' };
}

export const RULE_FINITE: Bilingual = { en: 'must be a finite number', 'zh-CN': '必须是有限数值' };
export const RULE_TEXT: Bilingual = { en: 'must be text', 'zh-CN': '必须是文本' };
export const RULE_NOT_EMPTY: Bilingual = { en: 'must not be empty', 'zh-CN': '不能为空' };
export const RULE_BOOLEAN: Bilingual = { en: 'must be true or false', 'zh-CN': '必须是 true 或 false' };
export const RULE_OBJECT: Bilingual = { en: 'must be an object', 'zh-CN': '必须是对象' };
export const RULE_LIST: Bilingual = { en: 'must be a list', 'zh-CN': '必须是列表' };

export function ruleMaxLength(max: number, length: number): Bilingual {
  return {
    en: `must be at most ${max} characters long (got ${length} characters)`,
    'zh-CN': `长度不能超过 ${max} 个字符（实际为 ${length} 个字符）`,
  };
}

export function ruleOneOf(values: readonly string[]): Bilingual {
  const list = values.map((v) => JSON.stringify(v));
  return { en: `must be one of ${list.join(', ')}`, 'zh-CN': `必须是 ${list.join('、')} 之一` };
}

export function ruleMaxItems(max: number, count: number): Bilingual {
  return { en: `must have at most ${max} items (got ${count})`, 'zh-CN': `最多 ${max} 项（实际为 ${count} 项）` };
}

export function ruleMinItems(min: number, count: number): Bilingual {
  return { en: `must have at least ${min} items (got ${count})`, 'zh-CN': `至少 ${min} 项（实际为 ${count} 项）` };
}

/**
 * docs/model.md › Capacity › Plans without a site: an investment needs the site (its PUE, and the power per GPU from the capacity
 * section). Rent vs buy no longer does (docs/model.md › Rent vs buy › Without a site and per token: rent-vs-buy-checks.ts).
 */
export function ruleSiteNeededBy(_section: 'investment'): Bilingual {
  return {
    en: 'is required when the plan has an investment section: its PUE and the power per GPU come from the site (missing)',
    'zh-CN': '方案包含投资部分时为必填项：PUE 与每张 GPU 的功率取自站点（缺失）',
  };
}

/** docs/model.md › Quotes › Window: the workload's demand is gpuHoursPerMonth, or gpus and utilization together. */
export const RULE_DEMAND_NEEDED: Bilingual = {
  en: 'is required unless workload.gpus and workload.utilization are both given (missing)',
  'zh-CN': '除非同时填写 workload.gpus 与 workload.utilization，否则为必填项（缺失）',
};
