// Number formatting for the results, charts and compare views: Intl.NumberFormat by UI language
// and the scenario's ISO 4217 currency. Missing values (null, undefined, NaN, ±Infinity) print as
// an em dash. Formatters are cached: charts format hundreds of ticks and tooltips per render.
import type { Language } from '../i18n/languages';

export const EMPTY = '—';

type Value = number | null | undefined;

const cache = new Map<string, Intl.NumberFormat>();

/** The options these helpers use (the cache key names each one: no JSON.stringify per call). */
type FormatOptions = Pick<Intl.NumberFormatOptions, 'style' | 'currency' | 'notation' | 'maximumSignificantDigits' | 'minimumFractionDigits' | 'maximumFractionDigits'>;

function formatter(lang: Language, options: FormatOptions): Intl.NumberFormat {
  const o = options;
  const key = `${lang}|${o.style}|${o.currency}|${o.notation}|${o.maximumSignificantDigits}|${o.minimumFractionDigits}|${o.maximumFractionDigits}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lang, options);
    cache.set(key, f);
  }
  return f;
}

function present(value: Value): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Plain number with grouping, up to `maxDigits` decimals (default 2). */
export function formatNumber(value: Value, lang: Language, maxDigits = 2, minDigits = 0): string {
  if (!present(value)) return EMPTY;
  return formatter(lang, { maximumFractionDigits: maxDigits, minimumFractionDigits: minDigits }).format(value);
}

/** Whole number with grouping (counts: GPUs, nodes, racks). */
export function formatInteger(value: Value, lang: Language): string {
  return formatNumber(value, lang, 0);
}

export interface MoneyOptions {
  /** Decimals shown (default: 0 for |v| ≥ 1,000, else 2). */
  digits?: number;
  /** Short form for axes: "$4.51M" / "US$451万". */
  compact?: boolean;
}

/** Money in the scenario currency. An invalid currency code falls back to a plain number + code. */
export function formatMoney(value: Value, lang: Language, currency: string, opts: MoneyOptions = {}): string {
  if (!present(value)) return EMPTY;
  const digits = opts.digits ?? (Math.abs(value) >= 1000 ? 0 : 2);
  const options: FormatOptions = opts.compact
    ? { style: 'currency', currency, notation: 'compact', maximumSignificantDigits: 3 }
    : { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits };
  try {
    return formatter(lang, options).format(value);
  } catch {
    return `${formatNumber(value, lang, digits)} ${currency}`;
  }
}

/** A price per GPU-hour: 2 to 4 decimals ($0.968, $2.10). */
export function formatPrice(value: Value, lang: Language, currency: string): string {
  if (!present(value)) return EMPTY;
  try {
    return formatter(lang, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(value);
  } catch {
    return `${formatNumber(value, lang, 4)} ${currency}`;
  }
}

/**
 * A price per unit (GPU-hour, million tokens) in a sentence or headline: to the cent from 1 on
 * ($2.43), three significant digits below (0.968 → $0.968, 0.0421 → $0.0421). Tables that compare
 * prices side by side keep `formatPrice`.
 */
export function formatRate(value: Value, lang: Language, currency: string): string {
  if (!present(value)) return EMPTY;
  const abs = Math.abs(value);
  const digits = abs >= 1 || abs === 0 ? 2 : Math.min(6, Math.max(2, 2 - Math.floor(Math.log10(abs))));
  try {
    return formatter(lang, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: digits }).format(value);
  } catch {
    return `${formatNumber(value, lang, digits)} ${currency}`;
  }
}

/** Money to the cent, for tooltips ("exact values"). */
export function formatExactMoney(value: Value, lang: Language, currency: string): string {
  return Math.abs(value ?? 0) < 10 ? formatPrice(value, lang, currency) : formatMoney(value, lang, currency, { digits: 2 });
}

/** A fraction 0..1 as a percentage (0.2061 → "20.6%"). */
export function formatPercent(value: Value, lang: Language, digits = 1): string {
  if (!present(value)) return EMPTY;
  return formatter(lang, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** Power given in kW, shown in MW from 1,000 kW on ("70.37 MW", "9.75 kW"). */
export function formatPower(kW: Value, lang: Language, digits = 2): string {
  if (!present(kW)) return EMPTY;
  return Math.abs(kW) >= 1000 ? `${formatNumber(kW / 1000, lang, digits)} MW` : `${formatNumber(kW, lang, digits)} kW`;
}

/** Compact plain number for axes ("4.5K", "4500" in zh-CN as "4500"). */
export function formatCompact(value: Value, lang: Language): string {
  if (!present(value)) return EMPTY;
  return formatter(lang, { notation: 'compact', maximumSignificantDigits: 3 }).format(value);
}
