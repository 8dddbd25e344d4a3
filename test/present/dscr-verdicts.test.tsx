// @vitest-environment happy-dom
// A DSCR says what the plan's own covenant says (issue 33, points 2 and 3): without a covenant the
// coverage bars are neutral and nothing is called met or breached; with one each bar has a verdict.
// The covenant period's test leads ("Minimum DSCR"); the lowest month ("Minimum monthly DSCR") is a
// secondary figure, never an alarm in a ramp month whose year passes, and Compare's "Minimum DSCR"
// row is the editor headline's figure. Reference values come from test/fixtures/*.expected.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keyResults } from '../../models/compare';
import { evaluateScenario } from '../../models/evaluate';
import { parseScenarioJson } from '../../models/scenario';
import { DscrPeriodChart } from '../../src/charts/dscr-period-chart';
import { resultsEn, resultsZhCN } from '../../src/i18n/areas/results';
import { HeadlineFigures } from '../../src/results/headline-figures';
import { ReturnsTable } from '../../src/results/returns-table';
import { figuresEn, figuresZhCN } from '../../src/i18n/areas/figures';
import { formatKeyResult } from '../../src/present/format-compare';
import { keyFigures } from '../../src/present/key-figures';
import { dscrTone, dscrVerdict } from '../../src/present/thresholds';
import { renderWithI18n } from '../results/render-i18n';

afterEach(cleanup);

const fixture = (name: string) => path.join(process.cwd(), 'test', 'fixtures', name);
function load(name: string) {
  const parsed = parseScenarioJson(readFileSync(fixture(`${name}.gpuplan.json`), 'utf8'));
  if (!parsed.ok) throw new Error(`${name} does not load`);
  return { scenario: parsed.scenario, expected: JSON.parse(readFileSync(fixture(`${name}.expected.json`), 'utf8')) };
}
const times = (v: number) => `${v.toFixed(2)}×`;

describe('the tests a DSCR is read against', () => {
  it('gives a verdict only against a covenant the user set', () => {
    expect(dscrTone(1.1, undefined)).toBeUndefined();
    expect(dscrTone(0.39, null)).toBeUndefined();
    expect(dscrTone(1.1, 1.2)).toBe('bad');
    expect(dscrTone(1.2, 1.2)).toBe('good');
    expect(dscrVerdict(0.39, undefined)).toBeNull();
    expect(dscrVerdict(1.19, 1.2)).toBe('breach');
    expect(dscrVerdict(1.2, 1.2)).toBe('met');
  });
});

describe('the coverage-by-period chart (issue 33, point 2)', () => {
  it('draws neutral bars and no verdict legend without a covenant', () => {
    // The v2 example sets no covenant; its year 4 covers 0.28×.
    const { scenario } = load('v2-1024-h100');
    expect(scenario.investment?.covenantDSCR).toBeUndefined();
    const inv = evaluateScenario(scenario, { skipUncertainty: true }).investment!;
    renderWithI18n(<DscrPeriodChart periods={inv.dscrByPeriod} covenant={null} period="year" lang="en" width={600} />);
    const chart = document.querySelector('[data-testid="dscr-period-chart"]') as HTMLElement;
    const bars = [...chart.querySelectorAll('rect[data-period]')];
    expect(bars).toHaveLength(4);
    expect(bars.map((b) => b.getAttribute('data-verdict'))).toEqual(['none', 'none', 'none', 'none']);
    expect(bars.every((b) => (b as SVGRectElement).style.fill === 'var(--chart-c1)')).toBe(true);
    expect(chart.textContent).not.toContain('Meets the covenant');
    expect(chart.textContent).not.toContain('Breach');
  });

  it('gives every bar its verdict against a covenant', () => {
    const { scenario, expected } = load('v3-lender');
    const inv = evaluateScenario(scenario, { skipUncertainty: true }).investment!;
    renderWithI18n(<DscrPeriodChart periods={inv.dscrByPeriod} covenant={1.25} period="year" lang="en" width={600} />);
    const bars = [...document.querySelectorAll('[data-testid="dscr-period-chart"] rect[data-period]')];
    const want = expected.investment.dscrByPeriod.map((p: { period: number; dscr: number }) => (p.dscr < 1.25 ? 'breach' : 'met'));
    expect(bars.map((b) => b.getAttribute('data-verdict'))).toEqual(want);
    expect(document.querySelector('[data-testid="dscr-period-chart"]')?.textContent).toContain('Meets the covenant');
  });
});

describe('the covenant period leads, the monthly minimum follows (issue 33, point 3)', () => {
  // The lender example with a lighter loan over 36 months, a 6-month ramp and no grace: month 1
  // covers almost nothing (the ramp), every year passes the 1.25× covenant.
  const { scenario: base } = load('v3-lender');
  const scenario = {
    ...base,
    investment: { ...base.investment!, debtFraction: 0.3, debtTermMonths: 36, debtGraceMonths: 0, rampMonths: 6, contractedShare: 1, contractMonths: 60, renewal: undefined, exit: undefined },
  };
  const result = evaluateScenario(scenario, { skipUncertainty: true });
  const inv = result.investment!;

  it('is a ramp month that fails while every year passes', () => {
    expect(inv.minDSCRMonth).toBeLessThanOrEqual(6);
    expect(inv.minDSCR!).toBeLessThan(1);
    expect(inv.covenantBreaches).toEqual([]);
    expect(inv.minPeriodDSCR!).toBeGreaterThanOrEqual(1.25);
  });

  it('leads the headline with the yearly test, good, and says the monthly minimum without an alarm', () => {
    renderWithI18n(<HeadlineFigures result={result} scenario={scenario} currency="USD" lang="en" />);
    const card = document.querySelector('[data-figure="minPeriodDSCR"]') as HTMLElement;
    expect(card.querySelector('dt')?.textContent).toBe('Minimum DSCR');
    expect(card.querySelector('.headline__value')?.textContent).toBe(times(inv.minPeriodDSCR!));
    expect(card.getAttribute('data-tone')).toBe('good');
    expect(card.querySelector('.headline__detail')?.textContent).toContain(`monthly minimum ${times(inv.minDSCR!)} (month ${inv.minDSCRMonth})`);
    // No card of its own for the ramp month, and no card is red for it.
    expect(document.querySelector('[data-figure="minDSCR"]')).toBeNull();
    expect(document.querySelectorAll('.headline__figure--bad [data-figure*="DSCR"], [data-figure*="DSCR"].headline__figure--bad')).toHaveLength(0);
  });

  it('shows the lowest month in the returns table under its own name, not as an alarm', () => {
    renderWithI18n(<ReturnsTable investment={inv} currency="USD" lang="en" />);
    const row = document.querySelector('[data-dscr="monthly"]') as HTMLElement;
    expect(row.querySelector('th')?.textContent).toBe('Minimum monthly DSCR');
    expect(row.querySelector('.results-badge')).toBeNull();
  });

  it('puts the same figure under the same name on Compare as in the headline', () => {
    const rows = keyResults([result, evaluateScenario(base, { skipUncertainty: true })]);
    const period = rows.find((r) => r.key === 'investment.minPeriodDSCR')!;
    const monthly = rows.find((r) => r.key === 'investment.minDSCR')!;
    expect(period.values[0]).toBe(inv.minPeriodDSCR);
    expect(monthly.values[0]).toBe(inv.minDSCR);
    const headline = keyFigures(scenario, result, 'en').find((f) => f.key === 'minPeriodDSCR')!;
    expect(formatKeyResult('investment.minPeriodDSCR', period.values[0], 'en', 'USD', (m) => m, (m) => String(m))).toBe(headline.value);
    // One name, one meaning: Compare's row names are the figures' names, in both languages.
    expect(resultsEn.compare.keys.investment_minPeriodDSCR).toBe(headline.label);
    expect(resultsEn.compare.keys.investment_minPeriodDSCR).toBe(figuresEn.dscr.minPeriod);
    expect(resultsEn.compare.keys.investment_minDSCR).toBe(figuresEn.dscr.minMonthly);
    expect(resultsZhCN.compare.keys.investment_minPeriodDSCR).toBe(figuresZhCN.dscr.minPeriod);
    expect(resultsZhCN.compare.keys.investment_minDSCR).toBe(figuresZhCN.dscr.minMonthly);
    expect(resultsEn.returns.minDSCR).toBe(figuresEn.dscr.minMonthly);
  });
});
