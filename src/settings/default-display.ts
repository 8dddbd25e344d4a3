// The default display currency (docs/model.md › Display currency) for new scenarios: a currency and its rate per one
// US dollar (templates and the blank scenario are in USD), with the rate's date and source. Typed
// in by the user, never fetched; kept in local storage beside the language. A new USD scenario gets
// it as its `display` section, so the file itself says which rate its figures were shown at.
import type { DisplayInput } from '../../models/scenario/types';
import type { Language } from '../i18n/languages';

export const DEFAULT_DISPLAY_KEY = 'gpuplan.defaultDisplay';
/** The currency the default rate is quoted against (every template is in USD). */
export const DEFAULT_DISPLAY_BASE = 'USD';

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function store(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export type DisplayProblem = { field: 'currency' | 'rate' | 'asOf'; message: Record<Language, string> };

/** Problems of a typed-in default, each naming its field in both languages. */
export function checkDisplay(d: { currency: string; rate: string; asOf: string }): DisplayProblem[] {
  const out: DisplayProblem[] = [];
  if (!/^[A-Z]{3}$/.test(d.currency)) {
    out.push({ field: 'currency', message: { en: 'Display currency: must be a 3-letter ISO 4217 code such as "CNY".', 'zh-CN': '显示币种：必须是 3 个大写字母的 ISO 4217 代码，如 "CNY"。' } });
  }
  const rate = Number(d.rate.replace(/,/g, ''));
  if (d.rate.trim() === '' || !Number.isFinite(rate) || rate <= 0 || rate > 1e6) {
    out.push({ field: 'rate', message: { en: 'Rate: must be a number above 0 (units per 1 USD).', 'zh-CN': '汇率：必须是大于 0 的数（每 1 美元折合多少）。' } });
  }
  if (d.asOf !== '' && !/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(d.asOf)) {
    out.push({ field: 'asOf', message: { en: 'Rate date: must be an ISO date such as "2026-06-30".', 'zh-CN': '汇率日期：必须是 ISO 日期，如 "2026-06-30"。' } });
  }
  return out;
}

export function readDefaultDisplay(storage: Pick<KeyValueStore, 'getItem'> | null = store()): DisplayInput | null {
  try {
    const raw = storage?.getItem(DEFAULT_DISPLAY_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<DisplayInput>;
    if (typeof v.currency !== 'string' || typeof v.rate !== 'number') return null;
    const problems = checkDisplay({ currency: v.currency, rate: String(v.rate), asOf: typeof v.asOf === 'string' ? v.asOf : '' });
    if (problems.length > 0) return null;
    return {
      currency: v.currency,
      rate: v.rate,
      ...(typeof v.asOf === 'string' && v.asOf ? { asOf: v.asOf } : {}),
      ...(typeof v.source === 'string' && v.source ? { source: v.source.slice(0, 500) } : {}),
    };
  } catch {
    return null;
  }
}

export function writeDefaultDisplay(value: DisplayInput | null, storage: KeyValueStore | null = store()): void {
  try {
    if (value) storage?.setItem(DEFAULT_DISPLAY_KEY, JSON.stringify(value));
    else storage?.removeItem(DEFAULT_DISPLAY_KEY);
  } catch {
    // Storage full or disabled: the setting is simply not kept.
  }
}

/** A new scenario document with the default display section, when it is in USD and has none. */
export function withDefaultDisplay(doc: Record<string, unknown>, display: DisplayInput | null = readDefaultDisplay()): Record<string, unknown> {
  if (!display || doc.display !== undefined) return doc;
  if ((doc.currency ?? 'USD') !== DEFAULT_DISPLAY_BASE || display.currency === DEFAULT_DISPLAY_BASE) return doc;
  return { ...doc, display: { ...display } };
}
