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

function show(lang: Language) {
  const i18n = createI18n({ storage: null, osLanguages: [lang], document: null });
  return render(
    <I18nextProvider i18n={i18n}>
      <ScenarioReport scenario={parsed.scenario} result={result} raw={parsed.raw} sensitivity={reportSensitivity(parsed.scenario, parsed.raw)} lang={lang} author="Ana Li" date={new Date('2026-03-04T12:00:00Z')} version="9.9.9" />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('ScenarioReport', () => {
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
    // Each of the seven charts (the returns page's coverage by year (v3.3) and by month, and the v2.6 sensitivity tornado) is drawn at the print width.
    const charts = [...container.querySelectorAll('.report-chart')];
    expect(charts.length).toBe(7);
    const tornado = container.querySelector('[data-testid="sensitivity-irr"]')?.textContent ?? '';
    expect(tornado).toContain('Investment › Utilization'); // the form's labels, never field paths
    expect(tornado).not.toContain('investment.utilization');
    for (const chart of charts) expect(chart.querySelector('svg[width="680"]'), chart.textContent ?? '').not.toBeNull();
    expect(container.querySelectorAll('table.report-assumptions').length).toBe(12);
  });

  it('follows the language', () => {
    const { container } = show('zh-CN');
    expect(container.querySelector('.report-cover__kicker')?.textContent).toBe('方案报告');
    expect(container.querySelector('.report-cover')?.textContent).toContain('2026年3月4日');
    expect(container.querySelector('#report-assumptions')?.textContent).toBe('假设');
  });
});
