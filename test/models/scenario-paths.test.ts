import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { numericFieldBounds, parseScenarioJson, readNumber, resolveNumericPath, withNumber } from '../../models/scenario';

const example = (() => {
  const r = parseScenarioJson(readFileSync(new URL('../fixtures/h100-512-colo.gpuplan.json', import.meta.url), 'utf8'));
  if (!r.ok) throw new Error('fixture does not load');
  return r.scenario;
})();

describe('numeric field paths', () => {
  it('resolves section fields, array items and quotes', () => {
    const a = resolveNumericPath('investment.utilization');
    const b = resolveNumericPath('market.generations[1].price');
    const c = resolveNumericPath('quotes[2].pricePerGPUHour');
    expect(a.ok && a.segments).toEqual(['investment', 'utilization']);
    expect(b.ok && b.segments).toEqual(['market', 'generations', 1, 'price']);
    expect(c.ok && c.segments).toEqual(['quotes', 2, 'pricePerGPUHour']);
  });

  it('refuses text fields and nonsense; accepts whole-number fields (docs/model.md › Uncertainty)', () => {
    for (const p of ['node.gpuModel', 'site.cooling', 'investment', 'investment.nope', 'quotes.pricePerGPUHour', 'market.generations.price', '__proto__.x', 'a..b', '']) {
      expect(resolveNumericPath(p).ok).toBe(false);
    }
    const count = resolveNumericPath('node.gpusPerNode');
    expect(count.ok && count.spec.integer).toBe(true);
    const month = resolveNumericPath('market.generations[1].availableMonth');
    expect(month.ok && month.segments).toEqual(['market', 'generations', 1, 'availableMonth']);
  });

  it('reads and writes values without mutating the scenario', () => {
    expect(readNumber(example, 'market.generations[1].price')).toBe(3.4);
    expect(readNumber(example, 'quotes[2].regionPremium')).toBe(0.12);
    expect(readNumber(example, 'quotes[7].regionPremium')).toBeUndefined();
    const changed = withNumber(example, 'quotes[1].pricePerGPUHour', 2.2);
    expect(changed.quotes?.[1].pricePerGPUHour).toBe(2.2);
    expect(example.quotes?.[1].pricePerGPUHour).toBe(2.49);
    expect(changed.quotes?.[0]).toBe(example.quotes?.[0]);
    expect(changed.site).toBe(example.site);
    expect(() => withNumber(example, 'quotes[9].pricePerGPUHour', 1)).toThrow(/no such field/);
  });

  it('gives the accepted range of a field', () => {
    expect(numericFieldBounds('site.pue')).toEqual({ min: 1, max: 3, minExclusive: false, maxExclusive: false });
    expect(numericFieldBounds('market.generations[0].annualDecline')).toEqual({ min: 0, max: 1, minExclusive: false, maxExclusive: true });
    expect(numericFieldBounds('site.contractedMW')).toEqual({ min: 0, max: 100000, minExclusive: true, maxExclusive: false });
  });
});
