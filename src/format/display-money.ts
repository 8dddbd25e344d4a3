// Money in the user's currency (docs/model.md › Display currency): the scenario figure × the stated rate, shown
// beside the scenario's own figure. Rates are typed in by the user, never fetched. In zh-CN, CNY
// reads the Chinese way: ¥ and 万 (10^4) / 亿 (10^8) for large amounts.
import type { DisplayInput } from '../../models/scenario/types';
import type { Language } from '../i18n/languages';
import { EMPTY, formatMoney, formatRate } from './format';

export type DisplayRate = Pick<DisplayInput, 'currency' | 'rate'> & Partial<Pick<DisplayInput, 'asOf' | 'source'>>;

/** The display rate to use, or null when there is none or it is the scenario's own currency. */
export function activeDisplay(display: DisplayRate | undefined | null, scenarioCurrency: string): DisplayRate | null {
  if (!display || !(display.rate > 0) || !Number.isFinite(display.rate)) return null;
  if (display.currency === scenarioCurrency && display.rate === 1) return null;
  return display;
}

const YI = 1e8;
const WAN = 1e4;

/** ¥ with 万/亿: 45,122,800 → "¥4512.28万", 1.5e9 → "¥15亿", 8,500 → "¥8,500". */
export function formatChineseYuan(value: number, digits = 2): string {
  if (!Number.isFinite(value)) return EMPTY;
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const scaled = (x: number, unit: string) =>
    `${sign}¥${new Intl.NumberFormat('zh-CN', { maximumFractionDigits: digits, useGrouping: false }).format(x)}${unit}`;
  if (abs >= YI) return scaled(abs / YI, '亿');
  if (abs >= WAN) return scaled(abs / WAN, '万');
  return `${sign}¥${new Intl.NumberFormat('zh-CN', { minimumFractionDigits: abs >= 1000 ? 0 : 2, maximumFractionDigits: abs >= 1000 ? 0 : 2 }).format(abs)}`;
}

export type DisplayKind = 'money' | 'price';

/** A scenario amount in the display currency (value × rate). */
export function formatDisplay(value: number | null | undefined, lang: Language, display: DisplayRate, kind: DisplayKind = 'money'): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return EMPTY;
  const v = value * display.rate;
  if (display.currency === 'CNY' && lang === 'zh-CN' && (kind === 'money' || Math.abs(v) >= WAN)) return formatChineseYuan(v);
  return kind === 'price' ? formatRate(v, lang, display.currency) : formatMoney(v, lang, display.currency);
}

/** "≈ ¥4512.28万" (a second line under a money figure). */
export function approxDisplay(value: number | null | undefined, lang: Language, display: DisplayRate | null, kind: DisplayKind = 'money'): string | null {
  if (!display || typeof value !== 'number' || !Number.isFinite(value)) return null;
  return `≈ ${formatDisplay(value, lang, display, kind)}`;
}

/**
 * The one way a scenario amount is shown with its display figure beside it (tooltips, fact tables,
 * the quotes table, the report, the CLI): "US$1,000 ≈ ¥7,200", or `own` alone without a display rate.
 */
export function withDisplay(own: string, value: number | null | undefined, lang: Language, display: DisplayRate | null | undefined, kind: DisplayKind = 'money'): string {
  const also = approxDisplay(value, lang, display ?? null, kind);
  return also ? `${own} ${also}` : own;
}
