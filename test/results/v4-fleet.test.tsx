// @vitest-environment happy-dom
// A fleet in the app's results (model: Investment › fleet), on the v4 worked example: the tranche table,
// the largest loan meeting the target DSCR and the attribution bridge, in both languages. Figures are
// checked against the reference file (v4-fleet.expected.json), not the engine.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { parseScenarioJson } from '../../models/scenario';
import { FleetBlock } from '../../src/results/fleet-block';
import { renderWithI18n } from './render-i18n';

afterEach(cleanup);

const fixture = (name: string) => path.join(process.cwd(), 'test', 'fixtures', name);
const loaded = parseScenarioJson(readFileSync(fixture('v4-fleet.json'), 'utf8'));
if (!loaded.ok) throw new Error('fixture does not load');
const scenario = loaded.scenario;
const result = evaluateScenario(scenario, { skipUncertainty: true });
const expected = JSON.parse(readFileSync(fixture('v4-fleet.expected.json'), 'utf8')).investment;
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

describe('the fleet block of the results panel', () => {
  it('shows a column per tranche and a total, money compact with the exact amount on hover', async () => {
    renderWithI18n(<FleetBlock investment={result.investment!} currency="USD" lang="en" usableKW={result.capacity?.usableKW} />);
    const table = await screen.findByTestId('tranche-table');
    const heads = [...table.querySelectorAll('thead th')].map((c) => c.textContent);
    expect(heads.slice(1, 5)).toEqual(expected.tranches.map((t: { name: string }) => t.name));
    expect(heads[5]).toBe('Total');
    const row = (label: string) => [...table.querySelectorAll('tbody tr')].find((r) => r.querySelector('th')?.textContent === label)!;
    const money = (v: number) => `$${Math.round(v).toLocaleString('en-US')}`;
    const capex = row('Capex').querySelectorAll('td');
    expect(capex[3].textContent).toBe('$29.4M'); // Q4: 512 × 57,500
    expect(capex[3].getAttribute('title')).toBe(money(expected.tranches[3].capex));
    expect(capex[4].getAttribute('title')).toBe('$122,112,000');
    expect(row('Prepayment').querySelectorAll('td')[3].getAttribute('title')).toBe(money(expected.tranches[3].prepayment));
    expect(row('Prepayment').querySelectorAll('td')[0].textContent).toBe('$0');
    expect(row('Capitalised interest').querySelectorAll('td')[0].getAttribute('title')).toBe(money(expected.tranches[0].capitalizedInterest));
  });

  it('names the largest loan and bridges the IRR term by term, in Chinese too', async () => {
    renderWithI18n(<FleetBlock investment={result.investment!} currency="USD" lang="en" usableKW={result.capacity?.usableKW} />);
    const bridge = await screen.findByTestId('attribution-bridge');
    const terms = expected.attribution as { irrAnnual: number }[];
    expect(bridge.textContent).toContain(`Equity IRR ${pct(expected.irrAnnual)} — without the renewal ${pct(terms[0].irrAnnual)}, without take-or-pay ${pct(terms[1].irrAnnual)}, without debt ${pct(terms[2].irrAnnual)}, all delivered on day one ${pct(terms[3].irrAnnual)}`);
    expect(document.querySelector('[data-figure="maxDebt"]')?.textContent).toContain(`$${Math.round(expected.maxDebt).toLocaleString('en-US').slice(0, 6)}`);
    cleanup();
    renderWithI18n(<FleetBlock investment={result.investment!} currency="USD" lang="zh-CN" usableKW={result.capacity?.usableKW} />);
    expect((await screen.findByTestId('attribution-bridge')).textContent).toContain('不计续约');
    expect((await screen.findByTestId('tranche-table')).textContent).toContain('资本化利息');
  });
});

describe('the fleet block\'s charts', () => {
  it('draws a band per tranche against the usable power, the total row and the bridge bars', async () => {
    renderWithI18n(
      <FleetBlock investment={result.investment!} currency="USD" lang="en" usableKW={result.capacity?.usableKW} input={scenario.investment} kwPerGPU={result.capacity?.kwPerGPU} horizonMonths={scenario.horizonMonths} />,
    );
    const chart = await screen.findByTestId('fleet-service-chart');
    expect([...chart.querySelectorAll('path[data-tranche]')].map((p) => p.getAttribute('data-tranche'))).toEqual(expected.tranches.map((t: { name: string }) => t.name));
    expect(chart.querySelector('[data-testid="fleet-usable-line"]')?.textContent).toContain("Site's usable IT power");
    expect(chart.querySelector('desc')?.textContent).toContain('at most 2,048 GPUs in service');
    expect(screen.getByTestId('tranche-table').querySelector('.fleet-tranches__total')?.textContent).toBe('2,048');
    const bridge = await screen.findByTestId('fleet-bridge-chart');
    expect([...bridge.querySelectorAll('[data-term]')].map((g) => g.getAttribute('data-term'))).toEqual(['renewal', 'takeOrPay', 'debt', 'tranches']);
    expect(document.querySelector('[data-figure="maxDebt"]')?.textContent).toContain("every year's DSCR at or above 1.30×");
  });
});

describe('the fleet service chart with a start date', () => {
  it('labels the month axis with calendar months and says so', async () => {
    const { FleetServiceChart } = await import('../../src/charts/fleet-service-chart');
    const { serviceTranches } = await import('../../src/charts/fleet-service-geometry');
    const tranches = serviceTranches(expected.tranches, scenario.investment?.tranches, result.capacity!.kwPerGPU);
    renderWithI18n(<FleetServiceChart tranches={tranches} horizonMonths={60} usableKW={result.capacity?.usableKW} startDate="2026-07-01" lang="en" width={800} />);
    const chart = await screen.findByTestId('fleet-service-chart');
    const ticks = [...chart.querySelectorAll('.chart-axis--bottom text')].map((n) => n.textContent);
    expect(ticks).toContain('2027-07'); // month 12 after July 2026
    expect(ticks).toContain('Month (calendar, from the start date)');
    expect([...chart.querySelectorAll('.chart-axis--left text')].map((n) => n.textContent)).toContain('IT power of the GPUs in service (MW)');
  });
});
