// @vitest-environment happy-dom
// The investment results of docs/model.md › Investment › Tax, depreciation and losses in the app: project and equity returns side by side,
// minimum DSCR with its month and flag, the EBITDA / tax / debt-service chart and both cumulative
// lines with their paybacks, in en and zh-CN. Figures come from the v2 worked example's expected file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { parseScenarioJson } from '../../models/scenario';
import { ResultsPanel } from '../../src/results/results-panel';
import { renderWithI18n } from './render-i18n';

afterEach(cleanup);

/** happy-dom gives import.meta.url an http scheme: resolve fixtures from the repository root. */
const fixture = (name: string) => path.join(process.cwd(), 'test', 'fixtures', name);

const loaded = parseScenarioJson(readFileSync(fixture('v2-1024-h100.gpuplan.json'), 'utf8'));
if (!loaded.ok) throw new Error('fixture does not load');
const scenario = loaded.scenario;
const result = evaluateScenario(scenario, { skipUncertainty: true });
const expected = JSON.parse(readFileSync(fixture('v2-1024-h100.expected.json'), 'utf8')).investment;

/** The lowest yearly Σ(EBITDA − tax)/Σ debt service over the 48-month loan, from the reference arrays. */
function lowestYearly(): number {
  let lowest = Infinity;
  for (let y = 0; y < 4; y++) {
    let cash = 0;
    let service = 0;
    for (let m = 12 * y + 1; m <= 12 * y + 12; m++) {
      cash += expected.ebitda[m] - expected.tax[m];
      service += expected.ebitda[m] - expected.tax[m] - expected.cashflows[m];
    }
    lowest = Math.min(lowest, cash / service);
  }
  return lowest;
}

function table_dscr(): string {
  return document.querySelector('[data-testid="returns-table"] [data-dscr]')?.textContent ?? '';
}

function figure(key: string) {
  const el = document.querySelector(`[data-figure="${key}"]`);
  if (!el) throw new Error(`no figure ${key}`);
  return { value: el.querySelector('.headline__value')?.textContent ?? '', detail: el.querySelector('.headline__detail')?.textContent ?? '' };
}

describe('tax and depreciation returns in the results panel', () => {
  it('shows project and equity IRR and NPV side by side and flags the minimum DSCR (en)', () => {
    renderWithI18n(<ResultsPanel result={result} scenario={scenario} lang="en" />);
    const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
    expect(figure('irr').value).toBe(pct(expected.irrAnnual));
    expect(figure('projectIrr').value).toBe(pct(expected.projectIrrAnnual));
    // docs/model.md › Investment › Covenant and DSCR: the headline shows the lowest yearly DSCR (from the reference flows: debt service =
    // EBITDA − tax − CF before H); the monthly minimum stays in the returns table.
    expect(figure('minPeriodDSCR').value).toBe(`${lowestYearly().toFixed(2)}×`);
    // No covenant in this example: the figure is stated without a verdict (no tone), with its secondary monthly minimum.
    expect(figure('minPeriodDSCR').detail).toBe(`lowest year: Year 4 · no covenant set, so no verdict · monthly minimum ${expected.minDSCR.toFixed(2)}× (month 48)`);
    expect(document.querySelector('[data-figure="minPeriodDSCR"]')?.getAttribute('data-tone')).toBe('none');
    expect(table_dscr()).toContain(`${expected.minDSCR.toFixed(2)}× in month 48`);
    const table = within(document.querySelector('[data-testid="returns-table"]') as HTMLElement);
    const row = (label: string) => [...table.getByText(label).closest('tr')!.querySelectorAll('td')].map((td) => td.textContent);
    expect(row('IRR (annual)')).toEqual([pct(expected.irrAnnual), pct(expected.projectIrrAnnual)]);
    expect(row('NPV')).toEqual(['-$29,563,367', '-$31,147,565']);
    expect(row('XIRR (dated from 2027-01-15)')[0]).toBe(pct(expected.xirrAnnual));
    // The lowest month is a detail under its own name, never an alarm (the covenant tests periods).
    expect(document.querySelector('[data-dscr="monthly"] th')?.textContent).toBe('Minimum monthly DSCR');
    expect(document.querySelector('[data-testid="returns-table"] .results-badge')).toBeNull();
    // Both cumulative lines; neither view pays back here.
    expect(document.querySelector('[data-testid="project-cumulative"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="project-payback-marker"]')).toBeNull();
    // The coverage chart: one EBITDA line, debt service stacked in every month of the 48-month loan.
    const chart = document.querySelector('[data-testid="coverage-chart"]') as HTMLElement;
    expect(chart).not.toBeNull();
    expect(chart.querySelectorAll('rect[data-kind="debtService"]')).toHaveLength(48);
    expect(chart.querySelector('.coverage__ebitda')?.getAttribute('d')).toMatch(/^M/);
  });

  it('speaks zh-CN', () => {
    renderWithI18n(<ResultsPanel result={result} scenario={scenario} lang="zh-CN" />);
    expect(document.body.textContent).toContain('项目内部收益率（无杠杆）');
    expect(figure('minPeriodDSCR').detail).toBe(`最低年份：第 4 年 · 未设契约下限，不作判断 · 月度最低 ${expected.minDSCR.toFixed(2)}×（第 48 月）`);
    expect(document.querySelector('[aria-label="收益：股权与项目对照"]')).not.toBeNull();
    expect(document.body.textContent).toContain('每月 EBITDA、税款与还本付息');
  });

});
