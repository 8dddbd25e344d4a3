// What every CLI output format shares: numbers, money and percents for tables, text tables that
// line up CJK text, and CSV cells (with the display-currency columns of docs/model.md › Display currency).
import { formatDisplay, type DisplayRate } from '../src/format/display-money';
import type { Lang } from './args';

export function num(v: number | null | undefined, digits = 0, lang: Lang = 'en'): string {
  if (v === null || v === undefined) return '—';
  return v.toLocaleString(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function moneyOwn(v: number | null | undefined, currency: string, lang: Lang, digits = 0): string {
  if (v === null || v === undefined) return '—';
  return v.toLocaleString(lang, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/**
 * An amount in the display currency (docs/model.md › Display currency: scenario figure × rate). CNY in zh-CN reads
 * the Chinese way: ¥ with 万 (10^4) and 亿 (10^8) for large amounts.
 */
export function displayAmount(v: number | null | undefined, d: DisplayRate, lang: Lang, digits = 0): string {
  return formatDisplay(v, lang, d, digits > 2 ? 'price' : 'money');
}

/** Decimals for a price per GPU-hour: cents from 1 on ($2.43), three significant digits below ($0.968). */
export function rateDigits(v: number | null | undefined): number {
  if (v === null || v === undefined || !Number.isFinite(v)) return 2;
  const abs = Math.abs(v);
  return abs >= 1 || abs === 0 ? 2 : Math.min(6, Math.max(2, 2 - Math.floor(Math.log10(abs))));
}

export function pct(v: number | null | undefined, lang: Lang): string {
  if (v === null || v === undefined) return '—';
  return v.toLocaleString(lang, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Width of a string in a monospace terminal: CJK characters take two columns. */
export function width(s: string): number {
  let w = 0;
  for (const ch of s) w += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1;
  return w;
}

export function pad(s: string, n: number, right = false): string {
  const fill = ' '.repeat(Math.max(0, n - width(s)));
  return right ? fill + s : s + fill;
}

/** A text table; the first `leftColumns` columns (names) are left-aligned, the rest (values) right-aligned. */
export function renderTable(header: string[], rows: string[][], leftColumns = 1): string {
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i], i >= leftColumns)).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n') + '\n';
}

/**
 * A number as a CSV cell without float noise (issue 28): at most 12 significant digits when that
 * reads back within 1e-12 of the value (relative), else the shortest exact form; a point as the
 * decimal separator (a spreadsheet in a comma locale must import it with "." as the separator).
 * 186700.80000000002 → 186700.8, 121.00000000000001 → 121, -0 → 0.
 */
export function csvNumber(v: number): string {
  if (!Number.isFinite(v)) return String(v);
  if (v === 0) return '0';
  const short = Number(v.toPrecision(12));
  return Math.abs(short - v) <= 1e-12 * Math.abs(v) ? String(short) : String(v);
}

/**
 * One CSV cell. Text that a spreadsheet would read as a formula (starting with =, +, -, @, tab or
 * carriage return) gets a leading apostrophe and quotes, as OWASP advises for CSV export (CSV
 * injection); numbers are written as numbers (a negative number is not a formula).
 */
export function csvCell(v: string | number | boolean | null | undefined): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return csvNumber(v);
  if (typeof v === 'boolean') return String(v);
  const formula = /^[=+\-@\t\r]/.test(v);
  const s = formula ? `'${v}` : v;
  return formula || /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * The display currency in CSV (docs/model.md › Display currency), for a file with a `display` section: after the
 * scenario's own columns come `displayCurrency`, `displayRate` (units per one unit of the
 * scenario's currency) and, for each money column, `<column>_display` = that amount × rate at full
 * precision. The scenario's own columns keep their names and places; a row of a file without a
 * display section leaves these columns empty.
 */
export function displayCsvHeader(moneyColumns: readonly string[], units: readonly (string | null)[] = []): string[] {
  return ['displayCurrency', 'displayRate', ...moneyColumns.map((c, i) => withUnit(`${c}_display`, units[i] ?? null))];
}

/**
 * A CSV header with its unit, as every --csv part writes it (issue 28): "revenue (USD)",
 * "price_hopper (USD/GPU-h)", "dscr (x)"; a column without a unit (month, text) keeps its name.
 * `unit` may hold ¤ for the currency: `withUnit('cost', '¤', 'USD')` → "cost (USD)".
 */
export function withUnit(name: string, unit: string | null, currency = ''): string {
  return unit ? `${name} (${unit.replace('¤', currency)})` : name;
}

export function displayCsvCells(d: DisplayRate | null, amounts: ReadonlyArray<string | number | boolean | null | undefined>): (string | number | null)[] {
  if (!d) return [null, null, ...amounts.map(() => null)];
  return [d.currency, d.rate, ...amounts.map((v) => (typeof v === 'number' && Number.isFinite(v) ? v * d.rate : null))];
}

/** Money columns of the quotes CSV (prices per GPU-hour and amounts). */
