// @vitest-environment happy-dom
// The report with a display currency (docs/model.md › Display currency): the rate and its date on the cover, money
// key figures also in the display currency; nothing of it without `display`.
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { loadScenario } from '../../models/scenario';
import { createI18n } from '../../src/i18n/create-i18n';
import type { Language } from '../../src/i18n/languages';
import { keyFigures } from '../../src/report/key-figures';
import { ScenarioReport } from '../../src/report/scenario-report';
import { workedExampleDoc } from '../results/worked-example';

const CNY = { currency: 'CNY', rate: 7.2, asOf: '2026-06-30', source: 'PBoC' };

function load(display?: unknown) {
  const doc = { ...workedExampleDoc(), ...(display ? { display } : {}) };
  const r = loadScenario(doc);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return { scenario: r.scenario, raw: doc, result: evaluateScenario(r.scenario, { skipUncertainty: true }) };
}

function show(lang: Language, display?: unknown) {
  const { scenario, raw, result } = load(display);
  const i18n = createI18n({ storage: null, osLanguages: [lang], document: null });
  return render(
    <I18nextProvider i18n={i18n}>
      <ScenarioReport scenario={scenario} result={result} raw={raw} lang={lang} date={new Date('2026-07-01T12:00:00Z')} version="9.9.9" />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('report in the display currency', () => {
  it('states the rate and date on the cover and converts the NPV', () => {
    const { result } = load(CNY);
    const npvYuan = result.investment!.npv * 7.2;
    const { container } = show('zh-CN', CNY);
    expect(container.querySelector('[data-meta="displayRate"]')?.textContent).toBe('显示币种1 USD = 7.2 CNY · 汇率日期 2026-06-30 (PBoC) · 手动输入，从不联网获取');
    expect(container.querySelector('[data-figure="npv"] dd')?.textContent).toContain(`≈ -¥${(Math.abs(npvYuan) / 1e4).toFixed(2)}万`);
  });

  it('adds nothing without a display section', () => {
    const { scenario, result } = load();
    expect(keyFigures(scenario, result, 'en').some((f) => f.display)).toBe(false);
    const { container } = show('en');
    expect(container.querySelector('[data-meta="displayRate"]')).toBeNull();
    expect(container.textContent).not.toContain('≈');
  });
});
