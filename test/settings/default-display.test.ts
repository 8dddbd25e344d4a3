// The default display currency for new scenarios: checked by field in both languages, kept in
// local storage, applied only to a new USD scenario without its own `display`.
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../models/scenario';
import { blankScenario } from '../../src/scenarios/blank';
import { TEMPLATES, instantiateTemplate } from '../../src/scenarios/templates';
import { checkDisplay, DEFAULT_DISPLAY_KEY, readDefaultDisplay, withDefaultDisplay, writeDefaultDisplay } from '../../src/settings/default-display';

function memory() {
  const m = new Map<string, string>();
  return { m, store: { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) } };
}

const CNY = { currency: 'CNY', rate: 7.2, asOf: '2026-06-30', source: 'PBoC' };

describe('default display currency', () => {
  it('names the field of each problem in both languages', () => {
    expect(checkDisplay({ currency: 'CNY', rate: '7.2', asOf: '' })).toEqual([]);
    const problems = checkDisplay({ currency: 'rmb', rate: '0', asOf: '30/06/2026' });
    expect(problems.map((p) => p.field)).toEqual(['currency', 'rate', 'asOf']);
    expect(problems[1].message.en).toMatch(/^Rate:/);
    expect(problems[1].message['zh-CN']).toMatch(/^汇率：/);
    expect(checkDisplay({ currency: 'CNY', rate: 'abc', asOf: '' }).map((p) => p.field)).toEqual(['rate']);
  });

  it('is kept in storage and read back; a damaged entry reads as none', () => {
    const { m, store } = memory();
    writeDefaultDisplay(CNY, store);
    expect(readDefaultDisplay(store)).toEqual(CNY);
    m.set(DEFAULT_DISPLAY_KEY, '{"currency":"CNY","rate":-1}');
    expect(readDefaultDisplay(store)).toBeNull();
    m.set(DEFAULT_DISPLAY_KEY, 'not json');
    expect(readDefaultDisplay(store)).toBeNull();
    writeDefaultDisplay(null, store);
    expect(m.has(DEFAULT_DISPLAY_KEY)).toBe(false);
  });

  it('goes into a new USD scenario, which then loads with it', () => {
    // USD templates without a display of their own (the CNY fleet template states its own rate back to USD: below).
    const usd = TEMPLATES.filter((t) => t.doc.currency === 'USD' && t.doc.display === undefined);
    expect(usd.length).toBe(TEMPLATES.length - 1);
    for (const doc of [blankScenario('New'), ...usd.map((t) => instantiateTemplate(t, 'zh-CN'))]) {
      const next = withDefaultDisplay(doc, CNY);
      expect(next.display).toEqual(CNY);
      const r = loadScenario(next);
      expect(r.ok && r.scenario.display).toEqual(CNY);
    }
    // Not over a scenario's own display, not into another currency, not when none is set.
    const cnyTemplate = instantiateTemplate(TEMPLATES.find((t) => t.id === 'two-batches-h200-cny')!, 'zh-CN');
    expect(withDefaultDisplay(cnyTemplate, CNY).display).toEqual(cnyTemplate.display);
    const own = { ...blankScenario('x'), display: { currency: 'EUR', rate: 0.9 } };
    expect(withDefaultDisplay(own, CNY).display).toEqual({ currency: 'EUR', rate: 0.9 });
    expect(withDefaultDisplay({ ...blankScenario('x'), currency: 'EUR' }, CNY).display).toBeUndefined();
    expect(withDefaultDisplay(blankScenario('x'), null).display).toBeUndefined();
  });
});
