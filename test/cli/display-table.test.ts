// gpuplan evaluate --table with a display currency (docs/model.md › Display currency): money in both currencies and
// the rate with its date stated; without `display` the table is unchanged.
import { describe, expect, it } from 'vitest';
import { displayAmount, formatTable } from '../../cli/format';
import { evaluateScenario } from '../../models/evaluate';
import { loadScenario } from '../../models/scenario';
import { workedExampleDoc } from '../results/worked-example';

function evaluated(display?: unknown) {
  const doc: Record<string, unknown> = { ...workedExampleDoc(), ...(display ? { display } : {}) };
  delete doc.uncertainty;
  const r = loadScenario(doc);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return { scenario: r.scenario, result: evaluateScenario(r.scenario) };
}

describe('--table with a display currency', () => {
  const cny = { currency: 'CNY', rate: 7.2, asOf: '2026-06-30', source: 'PBoC' };

  it('shows each amount × rate beside the scenario amount and states the rate and date', () => {
    const { scenario, result } = evaluated(cny);
    const npv = result.investment!.npv;
    const table = formatTable(result, 'en', scenario.display);
    expect(table).toContain('Display currency: 1 USD = 7.2 CNY (rate as of 2026-06-30, PBoC; typed in, never fetched)');
    const expected = (npv * 7.2).toLocaleString('en', { style: 'currency', currency: 'CNY', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    expect(table).toContain(`≈ ${expected}`);
    const zh = formatTable(result, 'zh-CN', scenario.display);
    expect(zh).toContain(`≈ -¥${(Math.abs(npv * 7.2) / 1e4).toFixed(2)}万`);
  });

  it('writes 万 and 亿 for CNY in zh-CN only', () => {
    expect(displayAmount(17_408_000, cny, 'zh-CN')).toBe('¥1.25亿');
    expect(displayAmount(5_000, cny, 'zh-CN')).toBe('¥3.6万'); // 36,000 yuan
    expect(displayAmount(1_000, cny, 'zh-CN')).toBe((7200).toLocaleString('zh-CN', { style: 'currency', currency: 'CNY', maximumFractionDigits: 0, minimumFractionDigits: 0 }));
    expect(displayAmount(1_000, cny, 'en')).toBe('CN¥7,200');
  });

  it('leaves the table as it was without a display section', () => {
    const { result } = evaluated();
    expect(formatTable(result, 'en')).toBe(formatTable(result, 'en', undefined));
    expect(formatTable(result, 'en')).not.toContain('≈');
  });
});
