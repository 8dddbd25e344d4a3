// docs/model.md › Display currency display currency: an optional `display` section, validated field by field, kept on
// save, and without any effect on the results (JSON stays in the scenario's currency).
import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { loadScenario, serializeScenario } from '../../models/scenario';
import { workedExampleDoc } from '../results/worked-example';

function withDisplay(display: unknown): Record<string, unknown> {
  return { ...workedExampleDoc(), display };
}

describe('display currency', () => {
  it('loads, keeps on save, and leaves every result unchanged', () => {
    const display = { currency: 'CNY', rate: 7.2, asOf: '2026-06-30', source: 'PBoC central parity' };
    const with_ = loadScenario(withDisplay(display));
    const without = loadScenario(workedExampleDoc());
    if (!with_.ok || !without.ok) throw new Error('fixture invalid');
    expect(with_.scenario.display).toEqual(display);
    expect(JSON.parse(serializeScenario(with_.scenario)).display).toEqual(display);
    expect(evaluateScenario(with_.scenario, { skipUncertainty: true })).toEqual(evaluateScenario(without.scenario, { skipUncertainty: true }));
  });

  it('refuses a bad rate, code or date, naming the field', () => {
    const paths = (display: unknown) => {
      const r = loadScenario(withDisplay(display));
      return r.ok ? [] : r.issues.map((i) => i.path);
    };
    expect(paths({ currency: 'CNY', rate: 0 })).toEqual(['display.rate']);
    expect(paths({ currency: 'CNY', rate: -7 })).toEqual(['display.rate']);
    expect(paths({ currency: 'CNY' })).toEqual(['display.rate']);
    expect(paths({ currency: 'yuan', rate: 7.2 })).toEqual(['display.currency']);
    expect(paths({ currency: 'CNY', rate: 7.2, asOf: '2026-13-01' })).toEqual(['display.asOf']);
    expect(paths({ currency: 'CNY', rate: 7.2, asOf: '2026-06-30' })).toEqual([]);
    const r = loadScenario(withDisplay({ currency: 'CNY', rate: 0 }));
    expect(!r.ok && r.issues[0].message['zh-CN']).toBeTruthy();
  });
});

describe('display section completeness', () => {
  const paths = (display: unknown) => {
    const r = loadScenario({ ...workedExampleDoc(), display });
    return r.ok ? [] : r.issues.map((i) => i.path);
  };
  it('names the missing half whichever field is typed first, and ignores an emptied section', () => {
    expect(paths({ currency: 'CNY' })).toEqual(['display.rate']);
    expect(paths({ rate: 7.2 })).toEqual(['display.currency']);
    expect(paths({ source: 'bank' })).toEqual(['display.currency', 'display.rate']);
    const r = loadScenario({ ...workedExampleDoc(), display: {} });
    expect(r.ok && r.scenario.display).toBeUndefined();
    const missing = loadScenario({ ...workedExampleDoc(), display: { source: 'bank' } });
    expect(!missing.ok && missing.issues[0].message.en).toMatch(/\bsource\b/);
  });
});
