// @vitest-environment happy-dom
// What a lender reads in the app (docs/model.md › Investment › Covenant and DSCR), on the covenant worked example: the coverage-by-year
// bars with the covenant line and the breached years marked, the lowest yearly DSCR in the headline,
// the yearly table, the equity IRR named as such, and the Monte Carlo's breach probability. Figures
// come from the reference file (v3-lender.expected.json), not from the engine.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { parseScenarioJson } from '../../models/scenario';
import { runMonteCarlo } from '../../models/uncertainty';
import { dscrPeriodGeometry } from '../../src/charts/dscr-period-geometry';
import { ResultsPanel } from '../../src/results/results-panel';
import { UncertaintyView } from '../../src/results/uncertainty-view';
import { renderWithI18n } from './render-i18n';

afterEach(cleanup);

const fixture = (name: string) => path.join(process.cwd(), 'test', 'fixtures', name);
const loaded = parseScenarioJson(readFileSync(fixture('v3-lender.gpuplan.json'), 'utf8'));
if (!loaded.ok) throw new Error('fixture does not load');
const scenario = loaded.scenario;
const result = evaluateScenario(scenario, { skipUncertainty: true });
const expected = JSON.parse(readFileSync(fixture('v3-lender.expected.json'), 'utf8')).investment;
const times = (v: number) => `${v.toFixed(2)}×`;

function figure(key: string) {
  const el = document.querySelector(`[data-figure="${key}"]`);
  if (!el) throw new Error(`no figure ${key}`);
  return { label: el.querySelector('dt')?.textContent ?? '', value: el.querySelector('.headline__value')?.textContent ?? '', detail: el.querySelector('.headline__detail')?.textContent ?? '' };
}

describe('coverage by period geometry', () => {
  it('marks the periods below the covenant and puts the line at the covenant', () => {
    const g = dscrPeriodGeometry(expected.dscrByPeriod, 1.25, 600, 260);
    expect(g.bars.map((b) => b.breach)).toEqual([false, true, true, true]);
    expect(g.covenantY).toBeCloseTo(g.y(1.25), 9);
    // Taller bar, higher DSCR; bars stand on 0.
    expect(g.bars[0].height).toBeGreaterThan(g.bars[3].height);
    g.bars.forEach((b) => expect(b.y + b.height).toBeCloseTo(g.y(0), 6));
    expect(dscrPeriodGeometry(expected.dscrByPeriod, null, 600, 260).covenantY).toBeNull();
  });
});

describe('the lender example in the results panel', () => {
  it('shows the breached years, the lowest yearly DSCR and the yearly table (en)', () => {
    renderWithI18n(<ResultsPanel result={result} scenario={scenario} lang="en" />);
    const chart = document.querySelector('[data-testid="dscr-period-chart"]') as HTMLElement;
    expect(chart.querySelectorAll('rect[data-breach="true"]')).toHaveLength(expected.covenantBreaches.length);
    expect([...chart.querySelectorAll('rect[data-breach="true"]')].map((r) => Number(r.getAttribute('data-period')))).toEqual(expected.covenantBreaches);
    expect(chart.querySelector('[data-testid="dscr-covenant-line"]')?.textContent).toBe('Covenant 1.25×');
    expect(chart.querySelector('desc')?.textContent).toContain('Covenant 1.25×: breached in Year 2, Year 3, Year 4.');
    const low = figure('minPeriodDSCR');
    // The covenant period's test leads, named "Minimum DSCR"; the monthly minimum is its secondary line.
    expect(low.label).toBe('Minimum DSCR');
    expect(low.value).toBe(times(expected.minPeriodDSCR));
    expect(low.detail).toBe(`lowest year: Year 4 · below the 1.25× covenant in 3 of 4 periods · monthly minimum ${times(expected.minDSCR)} (month ${expected.minDSCRMonth})`);
    expect(figure('irr').label).toBe('Equity IRR (annual)');
    // The monthly minimum stays in the details.
    expect(document.querySelector('[data-testid="returns-table"] [data-dscr]')?.textContent).toContain(`${times(expected.minDSCR)} in month ${expected.minDSCRMonth}`);
    const table = document.querySelector('[data-testid="yearly-table"]') as HTMLElement;
    const dscrCells = [...table.querySelectorAll('tr[data-row="dscr"] td')].map((td) => td.textContent);
    expect(dscrCells).toEqual(['—', ...expected.dscrByPeriod.map((p: { dscr: number }) => times(p.dscr)), '—']);
    expect(table.querySelectorAll('tr[data-row="dscr"] td.yearly-table__bad')).toHaveLength(3);
    expect(table.querySelectorAll('thead th[data-year]')).toHaveLength(6);
  });

  it('speaks zh-CN', () => {
    renderWithI18n(<ResultsPanel result={result} scenario={scenario} lang="zh-CN" />);
    expect(figure('minPeriodDSCR').label).toBe('最低偿债覆盖率');
    expect(figure('minPeriodDSCR').detail).toBe(`最低年份：第 4 年 · 4 期中 3 期低于 1.25× 契约下限 · 月度最低 ${times(expected.minDSCR)}（第 ${expected.minDSCRMonth} 月）`);
    expect(figure('irr').label).toBe('股权内部收益率（年化）');
    expect(document.querySelector('[data-testid="yearly-table"]')?.textContent).toContain('年度损益与现金流');
  });

  it('puts the probability of a covenant breach beside the IRR percentiles', () => {
    const s = { ...scenario, uncertainty: { trials: 200, seed: 3, inputs: { 'investment.renewal.probability': { dist: 'discrete' as const, values: [0, 1] } } } };
    const u = runMonteCarlo(s);
    // Every trial breaches (the base case breaches three years whether or not the contract renews).
    expect(u.probCovenantBreach).toBe(1);
    renderWithI18n(<UncertaintyView uncertainty={u} currency="USD" lang="en" covenant={{ dscr: 1.25, period: 'year' }} />);
    expect(document.querySelector('[data-testid="mc-breach"]')?.textContent).toBe('Probability of breaching the 1.25× covenant in some year: 100.0%');
  });
});
