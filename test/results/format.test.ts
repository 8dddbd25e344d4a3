import { describe, expect, it } from 'vitest';
import {
  EMPTY,
  formatCompact,
  formatExactMoney,
  formatInteger,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPower,
  formatPrice,
} from '../../src/format/format';

describe('number formatting by locale', () => {
  it('groups whole numbers in both languages (the worked example’s 50,168 GPUs)', () => {
    expect(formatInteger(50168, 'en')).toBe('50,168');
    expect(formatInteger(50168, 'zh-CN')).toBe('50,168');
    expect(formatInteger(6271.6, 'en')).toBe('6,272');
  });

  it('formats money with the currency symbol of the locale: $ in English, US$ in Chinese', () => {
    expect(formatMoney(-4512279.924658159, 'en', 'USD')).toBe('-$4,512,280');
    expect(formatMoney(-4512279.924658159, 'zh-CN', 'USD')).toBe('-US$4,512,280');
    expect(formatMoney(12.5, 'en', 'CNY')).toBe('CN¥12.50');
    expect(formatMoney(12.5, 'zh-CN', 'CNY')).toBe('¥12.50');
    expect(formatMoney(1234.5, 'en', 'EUR', { digits: 2 })).toBe('€1,234.50');
  });

  it('shortens money for axes in each language’s own way', () => {
    expect(formatMoney(-4512279.92, 'en', 'USD', { compact: true })).toBe('-$4.51M');
    expect(formatMoney(-4512279.92, 'zh-CN', 'USD', { compact: true })).toBe('-US$451万');
    expect(formatCompact(4500, 'en')).toBe('4.5K');
  });

  it('prints prices per GPU-hour with 2 to 4 decimals', () => {
    expect(formatPrice(0.968, 'en', 'USD')).toBe('$0.968');
    expect(formatPrice(2.1, 'en', 'USD')).toBe('$2.10');
    expect(formatPrice(1.890343986, 'zh-CN', 'USD')).toBe('US$1.8903');
  });

  it('gives exact money to the cent, and small amounts with up to 4 decimals', () => {
    expect(formatExactMoney(265858.0682784847, 'en', 'USD')).toBe('$265,858.07');
    expect(formatExactMoney(1.5, 'en', 'USD')).toBe('$1.50');
  });

  it('formats fractions as percentages', () => {
    expect(formatPercent(-0.2061325427396019, 'en')).toBe('-20.6%');
    expect(formatPercent(0.995, 'zh-CN', 2)).toBe('99.50%');
  });

  it('shows power in MW from 1,000 kW on', () => {
    expect(formatPower(70370.37037037036, 'en')).toBe('70.37 MW');
    expect(formatPower(9.750370370355085, 'en')).toBe('9.75 kW');
    expect(formatNumber(1.0204294736842108, 'en', 3)).toBe('1.02');
  });

  it('prints missing values as an em dash', () => {
    for (const v of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatInteger(v, 'en')).toBe(EMPTY);
      expect(formatMoney(v, 'zh-CN', 'USD')).toBe(EMPTY);
      expect(formatPercent(v, 'en')).toBe(EMPTY);
      expect(formatPrice(v, 'en', 'USD')).toBe(EMPTY);
      expect(formatPower(v, 'en')).toBe(EMPTY);
    }
    expect(EMPTY).toBe('—');
  });

  it('falls back to a number and the code when Intl refuses the currency', () => {
    expect(formatMoney(12.5, 'en', 'US')).toBe('12.5 US');
  });
});
