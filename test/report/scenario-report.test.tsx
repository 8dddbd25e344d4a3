// @vitest-environment happy-dom
// The report view renders every section of the worked example, in the language asked for.
import { cleanup, render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { reportSensitivity } from '../../models/report-sensitivity';
import { parseScenarioJson } from '../../models/scenario';
import { createI18n } from '../../src/i18n/create-i18n';
import type { Language } from '../../src/i18n/languages';
import { ScenarioReport } from '../../src/report/scenario-report';

const loaded = parseScenarioJson(readFileSync(resolve(import.meta.dirname, '../fixtures/h100-512-colo.gpuplan.json'), 'utf8'));
if (!loaded.ok) throw new Error('fixture invalid');
const parsed = loaded;
const result = evaluateScenario(parsed.scenario, { raw: parsed.raw });

const sensitivity = reportSensitivity(parsed.scenario, parsed.raw);

function props(lang: Language) {
  return { scenario: parsed.scenario, result, raw: parsed.raw, sensitivity, lang, author: 'Ana Li', date: new Date('2026-03-04T12:00:00Z'), version: '9.9.9' };
}

function show(lang: Language) {
  const i18n = createI18n({ storage: null, osLanguages: [lang], document: null });
  return render(
    <I18nextProvider i18n={i18n}>
      <ScenarioReport {...props(lang)} />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('ScenarioReport', () => {
  it('opens with the answer: the decision in sentences, at most six figures, one chart and its drivers', () => {
    const { container } = show('en');
    const answer = container.querySelector('section[data-section="answer"]')!;
    expect(answer).toBe(container.querySelector('article > :first-child'));
    const sentences = [...answer.querySelectorAll('[data-testid="answer-sentences"] p')].map((p) => p.textContent);
    // The fixture has quotes, an investment and rent vs buy: a sentence for each, quotes first.
    expect(sentences).toHaveLength(3);
    expect(sentences[0]).toMatch(/^On the common \d+-month window, Provider [ABC] is the cheapest quote: \$\d\.\d\d per used GPU-hour in present value \(\$[\d,]+ paid in the window\), \$[\d.]+ \([\d.]+%\) below Provider [ABC]\.$/);
    // The figures are the ranking's: the best quote's window present value per used hour.
    const best = result.quotes!.quotes.find((q) => q.rank === 1)!;
    expect(sentences[0]).toContain(`${best.provider} is the cheapest`);
    expect(sentences[0]).toContain(`$${best.windowPVPerUsedGPUHour!.toFixed(2)} per used GPU-hour`);
    expect(sentences[0]).toContain(`common ${result.quotes!.windowMonths}-month window`);
    expect(sentences[1]).toMatch(/^Buying returns an equity IRR of -?[\d.]+% .*against a [\d.]+% hurdle, an NPV of -?\$[\d,]+ and pays back /);
    expect(sentences[2]).toMatch(/^At [\d,]+ hours a year per GPU, .+ is cheapest: \$[\d,]+ per GPU-year/);
    const figures = answer.querySelectorAll('[data-figure]');
    expect(figures.length).toBeGreaterThanOrEqual(4);
    expect(figures.length).toBeLessThanOrEqual(6);
    expect(answer.querySelectorAll('.report-chart svg').length).toBe(1);
    const drivers = [...answer.querySelectorAll('.report-answer__drivers tbody th')].map((th) => th.textContent);
    expect(drivers.length).toBeGreaterThan(0);
    for (const d of drivers) expect(d).not.toMatch(/^[a-z]+\.[a-zA-Z.[\]0-9]+$/); // labels, never field paths
  });

  it('prints only the answer when asked for the summary', () => {
    const i18n = createI18n({ storage: null, osLanguages: ['en'], document: null });
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <ScenarioReport {...props('en')} summaryOnly />
      </I18nextProvider>,
    );
    expect(container.querySelectorAll('section[data-section="answer"]').length).toBe(1);
    expect(container.querySelectorAll('section.report-section').length).toBe(0);
  });


  it('has the cover, key figures, charts, quotes and assumptions in order', () => {
    const { container } = show('en');
    expect(container.querySelector('h1')?.textContent).toBe('512× H100 in a 100 MW campus');
    expect(container.querySelector('.report-cover')?.textContent).toContain('March 4, 2026');
    expect(container.querySelector('.report-cover')?.textContent).toContain('Ana Li');
    expect([...container.querySelectorAll('section.report-section')].map((s) => s.getAttribute('data-section'))).toEqual([
      'keyFigures',
      'capacity',
      'market',
      'cashFlows',
      'returns',
      'sensitivity',
      'rentVsBuy',
      'quotes',
      'assumptions',
    ]);
    expect(container.querySelector('[data-figure="gpus"] dd')?.textContent).toBe('50,168');
    // Each of the seven charts (the returns page's coverage by year (docs/model.md › Investment › Covenant and DSCR) and by month, and the uncertainty
    // sensitivity tornado), and the answer page's one, is drawn at the print width.
    const charts = [...container.querySelectorAll('.report-chart')];
    expect(charts.length).toBe(8);
    const tornado = container.querySelector('[data-testid="sensitivity-irr"]')?.textContent ?? '';
    expect(tornado).toContain('Investment › Utilization'); // the form's labels, never field paths
    expect(tornado).not.toContain('investment.utilization');
    for (const chart of charts) expect(chart.querySelector('svg[width="680"]'), chart.textContent ?? '').not.toBeNull();
    expect(container.querySelectorAll('table.report-assumptions').length).toBe(12);
  });

  it('follows the language', () => {
    const { container } = show('zh-CN');
    expect([...container.querySelectorAll('.report-cover__kicker')].map((k) => k.textContent)).toEqual(['结论', '方案报告']);
    expect(container.querySelector('.report-cover')?.textContent).toContain('2026年3月4日');
    expect(container.querySelector('#report-assumptions')?.textContent).toBe('假设');
  });
});
