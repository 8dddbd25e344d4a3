// @vitest-environment happy-dom
// The report of a scenario with quote terms: the terms side by side, an unquoted cost as
// "not quoted" (never $0), the quote-request checklist (no Copy button on paper), in both languages;
// and the comparison's key results.
import { cleanup, render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { compareScenarios } from '../../models/compare';
import { evaluateScenario } from '../../models/evaluate';
import { parseScenarioJson } from '../../models/scenario';
import { createI18n } from '../../src/i18n/create-i18n';
import type { Language } from '../../src/i18n/languages';
import { ScenarioReport } from '../../src/report/scenario-report';

function load(name: string) {
  const r = parseScenarioJson(readFileSync(resolve(import.meta.dirname, `../fixtures/${name}`), 'utf8'));
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return { ...r, result: evaluateScenario(r.scenario, { raw: r.raw, skipUncertainty: true }) };
}

const v2 = load('v2-1024-h100.gpuplan.json');

function show(lang: Language) {
  const i18n = createI18n({ storage: null, osLanguages: [lang], document: null });
  return render(
    <I18nextProvider i18n={i18n}>
      <ScenarioReport scenario={v2.scenario} result={v2.result} raw={v2.raw} lang={lang} date={new Date('2026-12-02T12:00:00Z')} version="9.9.9" />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('report: quote terms', () => {
  it('shows the terms, "not quoted" and the negotiation brief, one page per provider, without a Copy button', () => {
    const { container } = show('en');
    const quotes = container.querySelector('section[data-section="quotes"]')!;
    expect(quotes.querySelector('tr[data-row="deliveryMonth"]')).not.toBeNull();
    expect(quotes.querySelector('tr[data-row="bridgeCost"]')).not.toBeNull();
    const other = quotes.querySelector('tr[data-row="otherCost"] td[data-quote="1"]')!;
    expect(other.textContent).toBe('not quoted: storage');
    expect(quotes.querySelector('.quote-brief h4')?.textContent).toBe('Negotiation brief');
    expect(quotes.querySelector('.quote-brief__copy')).toBeNull();
    expect(quotes.querySelector('.quote-brief--pages')).not.toBeNull();
    expect(quotes.querySelectorAll('.quote-brief__provider')).toHaveLength(3);
    // The assumptions list the new terms the file states.
    expect(container.textContent).toContain('Delivery month');
    expect(container.textContent).toContain('Performance factor');
  });

  it('reads in Chinese', () => {
    const { container } = show('zh-CN');
    expect(container.querySelector('tr[data-row="otherCost"] td[data-quote="1"]')?.textContent).toBe('未报价：存储');
    expect(container.querySelector('.quote-brief h4')?.textContent).toBe('谈判要点');
  });

  it('the comparison lists unquoted costs and the best effective price per effective GPU-hour', () => {
    const v1 = load('h100-512-colo.gpuplan.json');
    const c = compareScenarios([v1.scenario, v2.scenario], [v1.result, v2.result]);
    const row = (key: string) => c.results.find((r) => r.key === key)?.values;
    expect(row('quotes.notQuoted')).toEqual([null, 'Provider East: storage']);
    expect(row('quotes.bestEffectivePerEffectiveGPUHour')?.[1]).toBe(v2.result.quotes!.quotes[1].effectivePerEffectiveGPUHour);
  });
});
