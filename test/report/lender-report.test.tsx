// @vitest-environment happy-dom
// The board report of the lender example (docs/model.md › Investment › Covenant and DSCR): the yearly table, the coverage by
// year with the breached years, the equity IRR named as such, the lowest yearly DSCR among the key
// figures, units written once in the assumptions ("12 %" per year, never "12% %/year"), and the
// uncertainty's correlations and drawn ranges. Figures come from the reference file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../src/i18n/create-i18n';
import { evaluateScenario } from '../../models/evaluate';
import { parseScenarioJson } from '../../models/scenario';
import { ScenarioReport } from '../../src/report/scenario-report';
import { assumptionGroups } from '../../src/report/assumption-rows';

afterEach(cleanup);

const fixture = (name: string) => path.join(process.cwd(), 'test', 'fixtures', name);
const raw = JSON.parse(readFileSync(fixture('v3-lender.gpuplan.json'), 'utf8'));
raw.uncertainty = {
  trials: 300,
  seed: 5,
  inputs: {
    'investment.utilization': { dist: 'triangular', min: 0.7, mode: 0.85, max: 0.95 },
    'investment.contractPrice': { dist: 'uniform', min: 1.8, max: 2.2 },
  },
  correlations: [{ a: 'investment.utilization', b: 'investment.contractPrice', rho: 0.5 }],
};
const loaded = parseScenarioJson(JSON.stringify(raw));
if (!loaded.ok) throw new Error('fixture does not load');
const scenario = loaded.scenario;
const result = evaluateScenario(scenario);
const expected = JSON.parse(readFileSync(fixture('v3-lender.expected.json'), 'utf8')).investment;

describe('the board report of the lender example', () => {
  it('prints the yearly table, the breached years and the lowest yearly DSCR (en)', () => {
    const { container } = render(
      <I18nextProvider i18n={createI18n({ storage: null, osLanguages: ['en'], document: null })}>
        <ScenarioReport scenario={scenario} result={result} raw={loaded.raw} lang="en" date={new Date(2026, 11, 3)} />
      </I18nextProvider>,
    );
    const text = container.textContent ?? '';
    expect(text).toContain('Yearly P&L and cash flows');
    const dscr = [...container.querySelectorAll('[data-testid="yearly-table"] tr[data-row="dscr"] td')].map((td) => td.textContent);
    expect(dscr.slice(1, 5)).toEqual(expected.dscrByPeriod.map((p: { dscr: number }) => `${p.dscr.toFixed(2)}×`));
    expect([...container.querySelectorAll('[data-testid="dscr-period-chart"] rect[data-breach="true"]')].map((r) => Number(r.getAttribute('data-period')))).toEqual(expected.covenantBreaches);
    expect(container.querySelector('[data-figure="irr"] dt')?.textContent).toBe('Equity IRR (annual)');
    expect(container.querySelector('[data-figure="minPeriodDSCR"] dt')?.textContent).toBe('Minimum DSCR');
    expect(container.querySelector('[data-figure="minPeriodDSCR"] dd')?.textContent).toBe(`${expected.minPeriodDSCR.toFixed(2)}×`);
    expect(container.querySelector('[data-figure="minPeriodDSCR"] .report-figure__note')?.textContent).toBe(
      `lowest year: Year 4 · below the 1.25× covenant in 3 of 4 periods · monthly minimum ${expected.minDSCR.toFixed(2)}× (month ${expected.minDSCRMonth})`,
    );
    expect(container.querySelector('[data-figure="minPeriodDSCR"]')?.getAttribute('data-tone')).toBe('bad');
    expect(container.querySelector('[data-testid="mc-breach"]')?.textContent).toMatch(/^Probability of breaching the 1\.25× covenant in some year: \d+\.\d%$/);
  });

  it('writes each unit once and lists the correlations and the drawn ranges in the assumptions', () => {
    const groups = assumptionGroups(scenario, loaded.raw, 'en', result.uncertainty!.inputs);
    const rows = groups.flatMap((g) => g.rows);
    const row = (label: string) => rows.find((r) => r.label === label)!;
    expect([row('Discount rate').value, row('Discount rate').unit]).toEqual(['14%', 'per year']);
    expect([row('Project discount rate').value, row('Project discount rate').unit]).toEqual(['9%', 'per year']);
    expect(rows.some((r) => r.value.endsWith('%') && r.unit.startsWith('%'))).toBe(false);
    expect(row('Renewal probability').value).toBe('70%');
    expect(row('Exit multiple').value).toBe('4');
    expect(row('Correlation: Investment › Utilization ~ Investment › Contract price').value).toBe('rank correlation 0.5');
    const drawn = result.uncertainty!.inputs.find((i) => i.path === 'investment.utilization')!;
    expect(row('Investment › Utilization').value).toContain(`drawn P5–P95: ${(drawn.p5! * 100).toFixed(3).replace(/\.?0+$/, '')} %`);
    const zh = assumptionGroups(scenario, loaded.raw, 'zh-CN', result.uncertainty!.inputs).flatMap((g) => g.rows);
    expect(zh.find((r) => r.label === '折现率')?.unit).toBe('每年');
    expect(zh.some((r) => r.label.startsWith('相关性：'))).toBe(true);
  });
});

describe('the yearly table of a 20-year horizon on paper (issue 26)', () => {
  const long = structuredClone(raw);
  delete long.uncertainty;
  long.horizonMonths = 240;
  const parsed = parseScenarioJson(JSON.stringify(long));
  if (!parsed.ok) throw new Error('20-year variant does not load');
  const r = evaluateScenario(parsed.scenario, { skipUncertainty: true });

  it('is printed as tables of seven years, each with the row labels and the year header again', () => {
    expect(r.investment!.years.map((y) => y.year)).toEqual(Array.from({ length: 21 }, (_, i) => i));
    const { container } = render(
      <I18nextProvider i18n={createI18n({ storage: null, osLanguages: ['en'], document: null })}>
        <ScenarioReport scenario={parsed.scenario} result={r} raw={parsed.raw} lang="en" date={new Date(2026, 11, 3)} />
      </I18nextProvider>,
    );
    const parts = [...container.querySelectorAll('[data-testid="yearly-table"] .yearly-table__scroll')];
    expect(parts.map((p) => p.getAttribute('aria-label'))).toEqual([
      'Yearly P&L and cash flows, Year 0–6',
      'Yearly P&L and cash flows, Year 7–13',
      'Yearly P&L and cash flows, Year 14–20',
    ]);
    const yearsOf = (p: Element) => [...p.querySelectorAll('thead th[data-year]')].map((th) => Number(th.getAttribute('data-year')));
    expect(parts.map(yearsOf)).toEqual([
      [0, 1, 2, 3, 4, 5, 6],
      [7, 8, 9, 10, 11, 12, 13],
      [14, 15, 16, 17, 18, 19, 20],
    ]);
    for (const p of parts) {
      expect(p.querySelector('thead th')?.textContent).toBe('Year');
      expect([...p.querySelectorAll('tbody th[scope="row"]')].map((th) => th.textContent)[0]).toBe('Revenue');
      expect(p.querySelectorAll('tbody tr')).toHaveLength(11);
      for (const tr of p.querySelectorAll('tbody tr')) expect(tr.querySelectorAll('td')).toHaveLength(7);
    }
    // The last year's equity flow is printed once, in the last table.
    const y20 = r.investment!.years[20];
    expect(container.querySelectorAll('tr[data-row="equityFlow"] td[data-year="20"]')).toHaveLength(1);
    expect(y20.equityFlow).not.toBe(0);
  });

  it('stays one table in the results panel, where it scrolls', async () => {
    const { YearlyTable } = await import('../../src/results/yearly-table');
    const { container } = render(
      <I18nextProvider i18n={createI18n({ storage: null, osLanguages: ['zh-CN'], document: null })}>
        <YearlyTable investment={r.investment!} currency="USD" lang="zh-CN" />
      </I18nextProvider>,
    );
    expect(container.querySelectorAll('table')).toHaveLength(1);
    expect(container.querySelectorAll('thead th[data-year]')).toHaveLength(21);
  });
});
