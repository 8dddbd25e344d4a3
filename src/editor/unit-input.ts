// Text typed into a numeric field → the number stored in the document, and back.
//
// - Plain numbers are in the field's own unit ("12" in a kW field is 12 kW). A thousands
//   separator "10,000" and full-width digits (Chinese input methods) are accepted, and so are a
//   currency sign or code around a number ("$2.10", "¥15", "2.10 USD", "15 元": the field's own
//   currency is meant; nothing is converted) and a decimal comma ("2,10" = 2.1: a comma followed
//   by other than exactly three digits cannot be a thousands separator).
// - Power fields also take a unit: "12 kW", "0.012 MW", "12000 W" (mathjs units, converted with
//   `unit(n, u).toNumber(fieldUnit)`). "mw" in any case means megawatt (nobody plans in milliwatts);
//   瓦 / 千瓦 / 兆瓦 are understood. Only the unit name goes to mathjs, never an expression.
// - Fractions (0..1 in the file) are shown and typed as percent everywhere: "85" or "85 %" ↔ 0.85.
//   The conversion shifts the decimal exponent of the typed text, so "33.3" gives exactly 0.333.
// Invalid text is refused with a reason and never reaches the document: empty (when required),
// not a number, not finite ("1e400"), negative where the field cannot be, not a whole number,
// unknown unit, not a power unit.

import { create, unitDependencies } from 'mathjs';

// A field's format is part of its definition (src/present/field-defs.ts), so it is declared there.
import type { FieldFormat, PowerUnit } from '../present/field-format';
export type { FieldFormat, PowerUnit } from '../present/field-format';

export type InputErrorCode =
  | 'empty'
  | 'not-a-number'
  | 'not-finite'
  | 'negative'
  | 'not-integer'
  | 'unknown-unit'
  | 'wrong-unit';

export interface InputError {
  code: InputErrorCode;
  /** The unit text for unit errors. */
  unit?: string;
}

/** `value` undefined: the field was emptied (an optional field is then removed, its default applies). */
export type ParseResult = { ok: true; value: number | undefined } | { ok: false; error: InputError };

const { unit: mathUnit } = create({ unitDependencies });

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
const GROUPED = /^([+-]?)(\d{1,3}(?:,\d{3})+)(\.\d*)?(e[+-]?\d+)?$/i;
/** A number, then a unit name starting with a letter (a-z or CJK): "12 kW", "0.5MW", "12 千瓦", "12 J/s". */
const WITH_UNIT = /^([+-]?(?:\d{1,3}(?:,\d{3})+(?:\.\d*)?|\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*([A-Za-z\u4e00-\u9fff][\w\u4e00-\u9fff/^ ]*)$/i;

const POWER_ALIASES: Record<string, string> = {
  w: 'W',
  kw: 'kW',
  mw: 'MW',
  gw: 'GW',
  瓦: 'W',
  千瓦: 'kW',
  兆瓦: 'MW',
  吉瓦: 'GW',
};

/** Full-width ASCII (ＡＢＣ１２３．％) to ASCII, and tidy spaces. */
function normalizeText(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/** A single decimal comma: "2,10" or "0,5" (not "1,000", which is a thousands separator). */
const DECIMAL_COMMA = /^([+-]?\d+),(\d{1,2}|\d{4,})$/;

/** "10,000.5" → "10000.5"; "2,10" → "2.10"; other text unchanged. */
function ungroup(text: string): string {
  const m = GROUPED.exec(text);
  if (m) return `${m[1]}${m[2].replace(/,/g, '')}${m[3] ?? ''}${m[4] ?? ''}`;
  const d = DECIMAL_COMMA.exec(text);
  return d ? `${d[1]}.${d[2]}` : text;
}

/** Currency signs and codes people type around a price; the amount is in the field's own currency. */
const CURRENCY_PREFIX = /^(?:US\$|CN¥|RMB|USD|CNY|EUR|GBP|JPY|HK\$|[$¥￥€£])\s*/i;
const CURRENCY_SUFFIX = /\s*(?:USD|CNY|EUR|GBP|JPY|RMB|元|美元|[$¥￥€£])$/i;

/** "$2.10" → "2.10", "-$5" → "-5", "15 元" → "15"; text without a currency mark unchanged. */
function withoutCurrency(text: string): string {
  const sign = /^[+-]/.exec(text)?.[0] ?? '';
  const body = sign ? text.slice(1) : text;
  const stripped = body.replace(CURRENCY_PREFIX, '').replace(CURRENCY_SUFFIX, '');
  return stripped === body || stripped === '' ? text : `${sign}${stripped}`;
}

/** A decimal number text times 10^shift, rounded once (exact for decimal input). */
export function shiftDecimal(numberText: string, shift: number): number {
  const m = /^([^e]*)(?:e([+-]?\d+))?$/i.exec(numberText);
  if (!m) return Number.NaN;
  const exp = (m[2] === undefined ? 0 : Number(m[2])) + shift;
  return Number(`${m[1]}e${exp}`);
}

/** 0.85 → 85, without binary noise (0.07 → 7, not 7.000000000000001). */
export function toPercent(fraction: number): number {
  return Number((fraction * 100).toPrecision(15));
}

/** 85 → 0.85, exact for numbers with a short decimal form. */
export function fromPercent(percent: number): number {
  return shiftDecimal(String(percent), -2);
}

function finish(value: number, format: FieldFormat): ParseResult {
  if (!Number.isFinite(value)) return { ok: false, error: { code: 'not-finite' } };
  const allowNegative = format.kind !== 'power' && format.allowNegative === true;
  if (value < 0 && !allowNegative) return { ok: false, error: { code: 'negative' } };
  if (format.kind === 'number' && format.integer && !Number.isInteger(value)) return { ok: false, error: { code: 'not-integer' } };
  return { ok: true, value: Object.is(value, -0) ? 0 : value };
}

function parsePower(numberText: string, unitText: string, fieldUnit: PowerUnit): ParseResult {
  const name = POWER_ALIASES[unitText.toLowerCase()] ?? POWER_ALIASES[unitText] ?? unitText;
  const amount = Number(numberText);
  if (!Number.isFinite(amount)) return { ok: false, error: { code: 'not-finite' } };
  let value: number;
  try {
    const u = mathUnit(amount, name);
    try {
      value = u.toNumber(fieldUnit);
    } catch {
      return { ok: false, error: { code: 'wrong-unit', unit: unitText } };
    }
  } catch {
    return { ok: false, error: { code: 'unknown-unit', unit: unitText } };
  }
  return finish(value, { kind: 'power', unit: fieldUnit });
}

/**
 * Parses what the user typed for a field. `optional`: an empty field removes the value
 * (ok with undefined) instead of being an error.
 */
export function parseFieldInput(text: string, format: FieldFormat, optional = false): ParseResult {
  let t = normalizeText(text);
  if (t === '') return optional ? { ok: true, value: undefined } : { ok: false, error: { code: 'empty' } };
  if (format.kind === 'percent') t = t.replace(/\s*%$/, '');
  if (format.kind !== 'power') t = withoutCurrency(t);
  t = ungroup(t);
  if (NUMBER.test(t)) {
    const value = format.kind === 'percent' ? shiftDecimal(t, -2) : Number(t);
    return finish(value, format);
  }
  if (format.kind === 'power') {
    const m = WITH_UNIT.exec(t);
    if (m) return parsePower(ungroup(m[1]), m[2].trim(), format.unit);
  }
  return { ok: false, error: { code: 'not-a-number' } };
}

/** The text a field shows for a stored value (percent for fractions; no grouping, so it re-parses). */
export function formatFieldValue(value: unknown, format: FieldFormat): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'number') return String(value);
  if (!Number.isFinite(value)) return String(value);
  const shown = format.kind === 'percent' ? toPercent(value) : Number(value.toPrecision(15));
  return String(shown);
}
