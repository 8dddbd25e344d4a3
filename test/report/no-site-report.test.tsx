// @vitest-environment happy-dom
// docs/model.md › Capacity › Plans without a site: a plan without a site shows no capacity anywhere — no "GPUs deliverable" headline
// or key figure, no capacity waterfall, no site assumptions, no sizing power or fit — in the results
// panel, the report to the CFO and the comparison, in both languages.
import { cleanup, render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { compareScenarios } from '../../models/compare';
import { evaluateScenario } from '../../models/evaluate';
import { loadScenario } from '../../models/scenario';
import { createI18n } from '../../src/i18n/create-i18n';
import type { Language } from '../../src/i18n/languages';
import { keyFigures } from '../../src/report/key-figures';
import { ScenarioReport } from '../../src/report/scenario-report';
import { ResultsPanel } from '../../src/results/results-panel';

const fixture = JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/v2-1024-h100.gpuplan.json'), 'utf8')) as Record<string, unknown>;

function loaded(withSite: boolean) {
  const { site, investment: _i, rentVsBuy: _r, ...rest } = structuredClone(fixture);
  const r = loadScenario(withSite ? { ...rest, site } : rest);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return { scenario: r.scenario, raw: r.raw, result: evaluateScenario(r.scenario, { raw: r.raw, skipUncertainty: true }) };
}

function wrap(lang: Language, node: React.ReactNode) {
  const i18n = createI18n({ storage: null, osLanguages: [lang], document: null });
  return render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

afterEach(cleanup);

describe('a plan without a site', () => {
  const bare = loaded(false);
  const sited = loaded(true);

  it.each(['en', 'zh-CN'] as const)('report (%s): no GPUs deliverable, no capacity waterfall, no site assumptions', (lang) => {
    const { container } = wrap(lang, <ScenarioReport scenario={bare.scenario} result={bare.result} raw={bare.raw} lang={lang} date={new Date('2026-03-04T12:00:00Z')} version="9.9.9" />);
    const sections = [...container.querySelectorAll('section.report-section')].map((s) => s.getAttribute('data-section'));
    expect(sections).not.toContain('capacity');
    expect(sections).toContain('quotes');
    expect(sections).toContain('sizing');
    expect(container.querySelector('[data-figure="gpus"]')).toBeNull();
    expect(container.querySelector('[data-figure="requiredMW"]')).toBeNull();
    const text = container.textContent ?? '';
    for (const word of lang === 'en' ? ['GPUs deliverable', 'Capacity waterfall', 'Site and power'] : ['可交付 GPU 数', '容量瀑布图', '场地与电力']) {
      expect(text).not.toContain(word);
    }
    const sizing = container.querySelector('section[data-section="sizing"]')!;
    expect(sizing.querySelector('[data-key="gpusNeeded"] dd')?.textContent).toBe('40');
    expect(sizing.querySelector('[data-key="requiredMW"]')).toBeNull();
    expect(sizing.querySelector('[data-key="fits"]')).toBeNull();
    // The same plan with its site shows all of it (the test can fail).
    cleanup();
    const withSite = wrap(lang, <ScenarioReport scenario={sited.scenario} result={sited.result} raw={sited.raw} lang={lang} date={new Date('2026-03-04T12:00:00Z')} version="9.9.9" />);
    expect(withSite.container.querySelector('[data-figure="gpus"]')?.textContent).toContain('50,168');
    expect(withSite.container.querySelector('section[data-section="capacity"]')).not.toBeNull();
  });

  it('key figures start with the best quote when there is no site', () => {
    expect(keyFigures(bare.scenario, bare.result, 'en').map((f) => f.key)).not.toContain('gpus');
    expect(keyFigures(sited.scenario, sited.result, 'en').map((f) => f.key).slice(0, 2)).toEqual(['gpus', 'requiredMW']);
  });

  it.each(['en', 'zh-CN'] as const)('results panel (%s): no capacity headline or section', (lang) => {
    const { container } = wrap(lang, <ResultsPanel result={bare.result} scenario={bare.scenario} lang={lang} />);
    expect(container.querySelector('[data-figure="gpus"]')).toBeNull();
    expect(container.querySelector('[data-figure="requiredMW"]')).toBeNull();
    expect(container.querySelector('[data-testid="capacity-waterfall"]')).toBeNull();
    expect(container.querySelector('[data-figure="bestQuote"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="sizing-facts"] [data-key="fits"]')).toBeNull();
    expect(container.querySelector('[data-testid="sizing-facts"] [data-key="requiredMW"]')).toBeNull();
    cleanup();
    const withSite = wrap(lang, <ResultsPanel result={sited.result} scenario={sited.scenario} lang={lang} />);
    expect(withSite.container.querySelector('[data-figure="gpus"]')).not.toBeNull();
    expect(withSite.container.querySelector('[data-testid="capacity-waterfall"]')).not.toBeNull();
  });

  it('compare: capacity rows only while some plan has a site', () => {
    const keys = (rs: (typeof bare)[]) => compareScenarios(rs.map((r) => r.scenario), rs.map((r) => r.result)).results.map((r) => r.key);
    expect(keys([bare, bare]).filter((k) => k.startsWith('capacity.'))).toEqual([]);
    const mixed = compareScenarios([bare.scenario, sited.scenario], [bare.result, sited.result]).results.find((r) => r.key === 'capacity.gpus');
    expect(mixed?.values).toEqual([null, 50168]);
  });
});
