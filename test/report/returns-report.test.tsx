// @vitest-environment happy-dom
// The report's "Returns" page (docs/model.md › Investment › Tax, depreciation and losses): project vs equity, minimum DSCR, tax; key figures;
// and the comparison's key results with the project view and DSCR.
import { cleanup, render, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { keyResults } from '../../models/compare';
import { evaluateScenario } from '../../models/evaluate';
import { parseScenarioJson } from '../../models/scenario';
import { createI18n } from '../../src/i18n/create-i18n';
import type { Language } from '../../src/i18n/languages';
import { ScenarioReport } from '../../src/report/scenario-report';

function load(name: string) {
  const r = parseScenarioJson(readFileSync(resolve(import.meta.dirname, '../fixtures', name), 'utf8'));
  if (!r.ok) throw new Error(`${name} invalid`);
  return { ...r, result: evaluateScenario(r.scenario, { raw: r.raw, skipUncertainty: true }) };
}
const v2 = load('v2-1024-h100.gpuplan.json');
const v1 = load('h100-512-colo.gpuplan.json');
const expected = JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/v2-1024-h100.expected.json'), 'utf8')).investment;

function show(lang: Language) {
  const i18n = createI18n({ storage: null, osLanguages: [lang], document: null });
  return render(
    <I18nextProvider i18n={i18n}>
      <ScenarioReport scenario={v2.scenario} result={v2.result} raw={v2.raw} lang={lang} date={new Date('2026-03-04T12:00:00Z')} version="9.9.9" />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('report: Returns page', () => {
  it('shows project and equity returns, tax and the flagged minimum DSCR on its own page', () => {
    const { container } = show('en');
    const page = container.querySelector('section[data-section="returns"]') as HTMLElement;
    expect(page.className).toContain('report-section--break');
    expect(within(page).getByText('Returns: project vs equity, debt cover and tax')).toBeTruthy();
    const row = (label: string) => [...within(page).getByText(label).closest('tr')!.querySelectorAll('td')].map((td) => td.textContent);
    const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
    expect(row('IRR (annual)')).toEqual([pct(expected.irrAnnual), pct(expected.projectIrrAnnual)]);
    expect(row('NPV')).toEqual(['-$29,563,367', '-$31,147,565']);
    // The project view deducts no interest, so it pays tax where the equity view does not:
    // its tax is what separates EBITDA (plus the residual) from its flows in the reference results.
    const sum = (a: number[]) => a.slice(1).reduce((x, y) => x + y, 0);
    const projectTax = sum(expected.ebitda) + expected.residualValue - sum(expected.projectCashflows);
    expect(row('Tax paid')).toEqual(['$0', `$${Math.round(projectTax).toLocaleString('en')}`]);
    expect(row('Minimum monthly DSCR')[0]).toContain('0.21× in month 48');
    expect(page.querySelector('[data-testid="coverage-chart"] svg[width="680"]')).not.toBeNull();
    expect(container.querySelector('[data-figure="projectIrr"] dd')?.textContent).toBe(`${(expected.projectIrrAnnual * 100).toFixed(1)}%`);
    // The monthly minimum is the covenant figure's secondary line, not a key figure (nor an alarm) of its own.
    expect(container.querySelector('[data-figure="minDSCR"]')).toBeNull();
    expect(container.querySelector('[data-figure="minPeriodDSCR"] .report-figure__note')?.textContent).toContain('monthly minimum 0.21× (month 48)');
  });

  it('in zh-CN', () => {
    const { container } = show('zh-CN');
    const page = container.querySelector('section[data-section="returns"]') as HTMLElement;
    expect(page.textContent).toContain('收益：项目与股权、偿债覆盖与税务');
    expect(page.textContent).toContain('最低月度偿债覆盖率第 48 个月 0.21×');
    // No covenant set: the monthly minimum is stated, never flagged.
    expect(page.textContent).not.toContain('低于 1.');
  });

  it('comparison key results carry the project IRR, project NPV, minimum DSCR and tax', () => {
    const rows = keyResults([v2.result, v1.result]);
    const get = (key: string) => rows.find((r) => r.key === key)?.values;
    expect(get('investment.projectIrrAnnual')?.[0]).toBe(v2.result.investment!.projectIrrAnnual);
    expect(get('investment.projectNpv')?.[1]).toBe(v1.result.investment!.projectNpv);
    expect(get('investment.minDSCR')).toEqual([v2.result.investment!.minDSCR, v1.result.investment!.minDSCR]);
    expect(get('investment.tax')).toEqual([0, 0]);
  });
});
