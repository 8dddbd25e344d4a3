import { describe, expect, it } from 'vitest';
import { formatFieldValue, fromPercent, parseFieldInput, toPercent } from '../../src/editor/unit-input';
import type { FieldFormat } from '../../src/editor/unit-input';

const kW: FieldFormat = { kind: 'power', unit: 'kW' };
const MW: FieldFormat = { kind: 'power', unit: 'MW' };
const W: FieldFormat = { kind: 'power', unit: 'W' };
const percent: FieldFormat = { kind: 'percent' };
const rate: FieldFormat = { kind: 'percent', allowNegative: true };
const count: FieldFormat = { kind: 'number', integer: true };
const plain: FieldFormat = { kind: 'number' };

describe('parseFieldInput: power with units', () => {
  it.each([
    ['12 kW', kW, 12],
    ['0.012 MW', kW, 12],
    ['12000 W', kW, 12],
    ['12', kW, 12],
    ['12kW', kW, 12],
    ['  12   kw ', kW, 12],
    ['14.3 kW', kW, 14.3],
    ['100 MW', kW, 100_000],
    ['100000 kW', MW, 100],
    ['0.7 kW', W, 700],
    ['120 mw', MW, 120], // "mw" is read as megawatt, not milliwatt
    ['1.2 GW', MW, 1200],
    ['12 千瓦', kW, 12],
    ['１２ ｋＷ', kW, 12], // full-width input
    ['12,000 W', kW, 12],
    ['1e3 W', kW, 1],
  ])('%s into a %o field → %d', (text, format, expected) => {
    const r = parseFieldInput(text, format);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value).toBeCloseTo(expected, 12);
  });

  it('refuses text that is no number, with the reason', () => {
    expect(parseFieldInput('abc', kW)).toEqual({ ok: false, error: { code: 'not-a-number' } });
    expect(parseFieldInput('12 parsecs', kW)).toEqual({ ok: false, error: { code: 'unknown-unit', unit: 'parsecs' } });
    expect(parseFieldInput('12 kWh', kW)).toEqual({ ok: false, error: { code: 'wrong-unit', unit: 'kWh' } });
    expect(parseFieldInput('12 m', kW)).toEqual({ ok: false, error: { code: 'wrong-unit', unit: 'm' } });
    expect(parseFieldInput('1e400', kW)).toEqual({ ok: false, error: { code: 'not-finite' } });
    expect(parseFieldInput('1e400 W', kW)).toEqual({ ok: false, error: { code: 'not-finite' } });
    expect(parseFieldInput('1e306 MW', kW)).toEqual({ ok: false, error: { code: 'not-finite' } });
    expect(parseFieldInput('-5', kW)).toEqual({ ok: false, error: { code: 'negative' } });
    expect(parseFieldInput('-5 kW', kW)).toEqual({ ok: false, error: { code: 'negative' } });
    expect(parseFieldInput('NaN', kW)).toEqual({ ok: false, error: { code: 'not-a-number' } });
    expect(parseFieldInput('Infinity', kW)).toEqual({ ok: false, error: { code: 'not-a-number' } });
    expect(parseFieldInput('2+3 kW', kW).ok).toBe(false); // no expressions
    expect(parseFieldInput('sqrt(4) kW', kW).ok).toBe(false);
  });

  it('does not take units in fields without them', () => {
    expect(parseFieldInput('12 kW', plain)).toEqual({ ok: false, error: { code: 'not-a-number' } });
  });
});

describe('parseFieldInput: plain numbers, counts, empties', () => {
  it('reads plain numbers and grouped thousands', () => {
    expect(parseFieldInput('34000', plain)).toEqual({ ok: true, value: 34000 });
    expect(parseFieldInput('34,000.5', plain)).toEqual({ ok: true, value: 34000.5 });
    expect(parseFieldInput('.5', plain)).toEqual({ ok: true, value: 0.5 });
    expect(parseFieldInput('-0', plain)).toEqual({ ok: true, value: 0 });
    expect(parseFieldInput('1,2,3', plain)).toEqual({ ok: false, error: { code: 'not-a-number' } });
  });

  it('reads a decimal comma where the comma cannot be a thousands separator', () => {
    expect(parseFieldInput('2,10', plain)).toEqual({ ok: true, value: 2.1 });
    expect(parseFieldInput('1,2', plain)).toEqual({ ok: true, value: 1.2 });
    expect(parseFieldInput('0,5', percent)).toEqual({ ok: true, value: 0.005 });
    // Exactly three digits after a comma: thousands, as before.
    expect(parseFieldInput('1,000', plain)).toEqual({ ok: true, value: 1000 });
    expect(parseFieldInput('2,10', count)).toEqual({ ok: false, error: { code: 'not-integer' } });
  });

  it("takes a currency sign or code around a number (the field's own currency; nothing converted)", () => {
    expect(parseFieldInput('$2.10', plain)).toEqual({ ok: true, value: 2.1 });
    expect(parseFieldInput('US$ 2.10', plain)).toEqual({ ok: true, value: 2.1 });
    expect(parseFieldInput('2.10 USD', plain)).toEqual({ ok: true, value: 2.1 });
    expect(parseFieldInput('¥1,000', plain)).toEqual({ ok: true, value: 1000 });
    expect(parseFieldInput('￥１５', plain)).toEqual({ ok: true, value: 15 });
    expect(parseFieldInput('15 元', plain)).toEqual({ ok: true, value: 15 });
    expect(parseFieldInput('€2,5', plain)).toEqual({ ok: true, value: 2.5 });
    expect(parseFieldInput('-$5', plain)).toEqual({ ok: false, error: { code: 'negative' } });
    expect(parseFieldInput('$', plain)).toEqual({ ok: false, error: { code: 'not-a-number' } });
    expect(parseFieldInput('$ abc', plain)).toEqual({ ok: false, error: { code: 'not-a-number' } });
    // Power fields keep their own unit parsing.
    expect(parseFieldInput('$12', kW)).toEqual({ ok: false, error: { code: 'not-a-number' } });
  });

  it('requires whole numbers in count fields', () => {
    expect(parseFieldInput('8', count)).toEqual({ ok: true, value: 8 });
    expect(parseFieldInput('8.5', count)).toEqual({ ok: false, error: { code: 'not-integer' } });
  });

  it('empties remove optional fields and are an error in required ones', () => {
    expect(parseFieldInput('  ', plain, true)).toEqual({ ok: true, value: undefined });
    expect(parseFieldInput('', plain, false)).toEqual({ ok: false, error: { code: 'empty' } });
  });
});

describe('percent fields (fractions shown as percent)', () => {
  it('reads percent, with or without the sign, into fractions', () => {
    expect(parseFieldInput('85', percent)).toEqual({ ok: true, value: 0.85 });
    expect(parseFieldInput('85 %', percent)).toEqual({ ok: true, value: 0.85 });
    expect(parseFieldInput('85%', percent)).toEqual({ ok: true, value: 0.85 });
    expect(parseFieldInput('７％', percent)).toEqual({ ok: true, value: 0.07 });
    expect(parseFieldInput('33.3', percent)).toEqual({ ok: true, value: 0.333 });
    expect(parseFieldInput('0.5', percent)).toEqual({ ok: true, value: 0.005 });
    expect(parseFieldInput('1e1', percent)).toEqual({ ok: true, value: 0.1 });
    expect(parseFieldInput('-5', percent)).toEqual({ ok: false, error: { code: 'negative' } });
    expect(parseFieldInput('-5', rate)).toEqual({ ok: true, value: -0.05 });
  });

  it('shows fractions as percent without binary noise', () => {
    expect(formatFieldValue(0.85, percent)).toBe('85');
    expect(formatFieldValue(0.07, percent)).toBe('7');
    expect(formatFieldValue(0.995, percent)).toBe('99.5');
    expect(formatFieldValue(0.125, percent)).toBe('12.5');
    expect(formatFieldValue(-0.05, rate)).toBe('-5');
    expect(toPercent(0.57)).toBe(57); // 0.57 * 100 = 56.99999999999999 in binary
    expect(fromPercent(57)).toBe(0.57);
  });

  it('round-trips every fraction with up to 4 decimals exactly', () => {
    for (let i = 0; i <= 10_000; i += 7) {
      const fraction = i / 10_000;
      const text = formatFieldValue(fraction, percent);
      const back = parseFieldInput(text, percent);
      expect(back, text).toEqual({ ok: true, value: fraction });
    }
  });
});

describe('formatFieldValue', () => {
  it('shows stored numbers so that they parse back', () => {
    expect(formatFieldValue(10.2, kW)).toBe('10.2');
    expect(formatFieldValue(0.1 + 0.2, plain)).toBe('0.3');
    expect(formatFieldValue(undefined, plain)).toBe('');
    expect(formatFieldValue('100', plain)).toBe('100'); // not a number in the file: shown as is
  });
});
