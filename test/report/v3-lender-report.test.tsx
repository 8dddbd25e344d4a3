// @vitest-environment happy-dom
// The board report of the v3.3 lender example (DOMAIN.md v3.3): the yearly table, the coverage by
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
    expect(container.querySelector('[data-figure="minPeriodDSCR"] dt')?.textContent).toBe('Lowest yearly DSCR (Year 4)');
    expect(container.querySelector('[data-figure="minPeriodDSCR"] dd')?.textContent).toBe(`${expected.minPeriodDSCR.toFixed(2)}× · covenant 1.25× breached in 3 of 4 periods`);
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
