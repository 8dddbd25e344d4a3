// @vitest-environment happy-dom
// The headline with a display currency (docs/model.md › Display currency): money figures also in CNY (万 in zh-CN),
// and the rate with its date; nothing of it without `display`.
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { loadScenario } from '../../models/scenario';
import { HeadlineFigures } from '../../src/results/headline-figures';
import { renderWithI18n } from './render-i18n';
import { workedExampleDoc } from './worked-example';

afterEach(cleanup);

function load(display?: unknown) {
  const r = loadScenario({ ...workedExampleDoc(), ...(display ? { display } : {}) });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return { scenario: r.scenario, result: evaluateScenario(r.scenario, { skipUncertainty: true }) };
}

describe('headline in the display currency', () => {
  it('shows the NPV × rate beside the NPV and states the rate', () => {
    const { scenario, result } = load({ currency: 'CNY', rate: 7.2, asOf: '2026-06-30' });
    const { container } = renderWithI18n(<HeadlineFigures scenario={scenario} result={result} currency="USD" lang="zh-CN" />);
    const yuan = (result.investment!.npv * 7.2) / 1e4;
    expect(container.querySelector('[data-figure="npv"] .headline__display')?.textContent).toBe(`≈ -¥${Math.abs(yuan).toFixed(2)}万`);
    expect(container.querySelector('[data-figure="displayRate"]')?.textContent).toContain('1 USD 折合 7.2 CNY');
    expect(container.querySelector('[data-figure="displayRate"]')?.textContent).toContain('2026-06-30');
  });

  it('adds nothing without a display section', () => {
    const { scenario, result } = load();
    const { container } = renderWithI18n(<HeadlineFigures scenario={scenario} result={result} currency="USD" lang="en" />);
    expect(container.querySelector('.headline__display')).toBeNull();
    expect(container.querySelector('[data-figure="displayRate"]')).toBeNull();
  });
});
