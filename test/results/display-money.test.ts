import { describe, expect, it } from 'vitest';
import { activeDisplay, approxDisplay, formatChineseYuan, formatDisplay } from '../../src/format/display-money';

describe('display currency (docs/model.md › Display currency)', () => {
  const cny = { currency: 'CNY', rate: 7.2, asOf: '2026-06-30', source: 'bank' };

  it('multiplies by the rate and writes CNY the Chinese way in zh-CN', () => {
    // -4,512,280 USD × 7.2 = -32,488,416 CNY = -3248.8416万 → two decimals.
    expect(formatDisplay(-4_512_280, 'zh-CN', cny)).toBe('-¥3248.84万');
    // 17,408,000 × 7.2 = 125,337,600 = 1.253376亿.
    expect(formatDisplay(17_408_000, 'zh-CN', cny)).toBe('¥1.25亿');
    expect(formatChineseYuan(8_500)).toBe('¥8,500');
    expect(formatChineseYuan(12.5)).toBe('¥12.50');
    expect(formatChineseYuan(150_000)).toBe('¥15万');
  });

  it('uses the currency’s own format elsewhere, and prices keep their decimals', () => {
    expect(formatDisplay(1000, 'en', cny)).toBe('CN¥7,200');
    expect(formatDisplay(2.38, 'en', cny, 'price')).toBe('CN¥17.14');
    expect(formatDisplay(2.38, 'zh-CN', cny, 'price')).toBe('¥17.14');
    expect(formatDisplay(100, 'en', { currency: 'EUR', rate: 0.9 })).toBe('€90.00');
  });

  it('has no display figure without a usable rate', () => {
    expect(activeDisplay(undefined, 'USD')).toBeNull();
    expect(activeDisplay({ currency: 'CNY', rate: 0 }, 'USD')).toBeNull();
    expect(activeDisplay({ currency: 'USD', rate: 1 }, 'USD')).toBeNull();
    expect(activeDisplay(cny, 'USD')).toBe(cny);
    expect(approxDisplay(null, 'en', cny)).toBeNull();
    expect(approxDisplay(10, 'en', null)).toBeNull();
    expect(approxDisplay(10, 'en', cny)).toBe('≈ CN¥72.00');
  });
});
