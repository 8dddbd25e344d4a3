// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ComparisonReport } from '../../src/report/comparison-report';
import { ComparePage } from '../../src/compare/compare-page';
import { distinctNames, evaluateRecord } from '../../src/compare/evaluate-record';
import { matchesSearch } from '../../src/compare/scenario-picker';
import { priceOverlaySeries, cumulativeOverlaySeries } from '../../src/compare/compare-overlays';
import type { ScenarioRecord } from '../../src/storage/types';
import { renderWithI18n } from '../results/render-i18n';
import { workedExampleDoc } from '../results/worked-example';

afterEach(cleanup);

function record(id: string, name: string, edit: (doc: Record<string, unknown>) => void = () => undefined, tags: string[] = []): ScenarioRecord {
  const doc = workedExampleDoc();
  doc.name = name;
  edit(doc);
  return { id, name, tags, notes: '', createdAt: 1, updatedAt: 2, doc };
}

const records = [
  record('a', 'Campus 100 MW', () => undefined, ['h100']),
  record('b', 'Campus 50 MW', (d) => ((d.site as Record<string, unknown>).contractedMW = 50), ['h100', 'small']),
  record('bad', 'Broken', (d) => ((d.site as Record<string, unknown>).pue = 0.8)),
  record('c', 'Euro quotes', (d) => ((d.currency = 'EUR'), ((d.investment as Record<string, unknown>).utilization = 0.95))),
  record('d', 'Fourth', (d) => ((d.horizonMonths = 36), ((d.investment as Record<string, unknown>).debtTermMonths = 36))),
];
// Its only problem is in an optional section (an investment utilisation above 100 %): compared in part.
const partRecord = record('part', 'Half-typed investment', (d) => ((d.investment as Record<string, unknown>).utilization = 1.5));

const byId = new Map([...records, partRecord].map((r) => [r.id, r]));
const summaries = records.map(({ id, name, tags, createdAt, updatedAt }) => ({ id, name, tags, createdAt, updatedAt }));
const loads: string[] = [];
async function loadRecord(id: string): Promise<ScenarioRecord | undefined> {
  loads.push(id);
  return byId.get(id);
}

function tick(name: string) {
  fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(`^${name}`) }));
}

describe('compare helpers', () => {
  it('evaluates a stored record, reports invalid and missing ones without throwing', () => {
    const ok = evaluateRecord('a', records[0]);
    expect(ok.status === 'ok' && ok.result.capacity!.gpus).toBe(50168);
    const bad = evaluateRecord('bad', records[2]);
    expect(bad.status === 'invalid' && bad.issues.map((i) => i.path)).toEqual(['site.pue']);
    expect(evaluateRecord('gone', undefined)).toEqual({ id: 'gone', status: 'missing' });
    const weird = evaluateRecord('w', { ...records[0], doc: Object.defineProperty({}, 'format', { enumerable: true, get: () => { throw new Error('unreadable'); } }) });
    expect(weird).toMatchObject({ status: 'error', message: 'unreadable' });
  });

  it('tells apart scenarios that share a name, and searches names and tags', () => {
    expect(distinctNames(['A', 'B', 'A', 'A'])).toEqual(['A', 'B', 'A (2)', 'A (3)']);
    expect(matchesSearch(summaries[1], 'campus SMALL')).toBe(true);
    expect(matchesSearch(summaries[0], 'campus small')).toBe(false);
  });

  it('builds overlay series: one price line per generation per scenario, and cumulative cash ending at Σ CF', () => {
    const a = evaluateRecord('a', records[0]);
    const d = evaluateRecord('d', records[4]);
    if (a.status !== 'ok' || d.status !== 'ok') throw new Error('fixtures invalid');
    const items = [
      { name: 'A', scenario: a.scenario, result: a.result, index: 0 },
      { name: 'D', scenario: d.scenario, result: d.result, index: 1 },
    ];
    const prices = priceOverlaySeries(items);
    expect(prices.map((s) => s.name)).toEqual(['A · H100 SXM', 'A · B200', 'D · H100 SXM', 'D · B200']);
    expect(prices.map((s) => s.dashed)).toEqual([false, true, false, true]);
    expect(prices[2].values).toHaveLength(37);
    const cumulative = cumulativeOverlaySeries(items);
    const sum = a.result.investment!.cashflows.reduce((s, x) => s + x, 0);
    expect(cumulative[0].values[60]).toBeCloseTo(sum, 6);
    expect(cumulative[1].values).toHaveLength(37);
  });
});

describe('<ComparePage>', () => {
  it('compares two scenarios: the inputs that differ, the key results and the overlaid charts', async () => {
    loads.length = 0;
    renderWithI18n(<ComparePage summaries={summaries} loadRecord={loadRecord} lang="en" />);
    expect(screen.getByText('Tick at least two scenarios to compare them.')).toBeTruthy();
    tick('Campus 100 MW');
    tick('Campus 50 MW');
    const diff = await screen.findByTestId('compare-differences');
    // Which differences move a key result comes from the engine (a worker in the app) a moment later.
    await waitFor(() => expect(screen.queryByTestId('compare-impacts-pending')).toBeNull());
    expect(loads).toEqual(['a', 'b']); // each record read once
    const rows = [...diff.querySelectorAll('tbody tr')].map((r) => r.getAttribute('data-path'));
    expect(rows).toEqual(['name', 'site.contractedMW']);
    // The editor's label and unit, never the raw path; the MW moves the capacity results only.
    expect(diff.querySelector('tr[data-path="site.contractedMW"]')!.textContent).toBe(
      'Contracted power (MW)moves GPUs deliverable, Nodes, Racks, Stranded power10050',
    );
    expect(diff.querySelector('[data-section="site"] summary')!.textContent).toBe('Site and power 1 differ · 1 move a key result');
    const key = screen.getByTestId('compare-key-results');
    expect(within(key).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Result', 'Campus 100 MW', 'Campus 50 MW']);
    // 25,080 − 50,168 = −25,088, i.e. −50.0 % of 50,168; more GPUs is better.
    expect(key.querySelector('tr[data-key="capacity.gpus"]')!.textContent).toBe('GPUs deliverable50,16825,080−25,088 (−50.0%)');
    // The investment does not depend on the site's MW here (512 GPUs either way).
    expect(key.querySelector('tr[data-key="investment.npv"]')!.textContent).toBe('NPV-$4,512,280-$4,512,280');
    expect(screen.getByTestId('compare-prices').querySelectorAll('path.overlay__line')).toHaveLength(4);
    expect(screen.getByTestId('compare-cumulative').querySelectorAll('path.overlay__line')).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Cumulative cash flow overlaid' }).textContent).toBe('Campus 100 MWCampus 50 MW');
  });

  it('shows an invalid stored scenario’s issues instead of crashing, and compares the valid ones', async () => {
    renderWithI18n(<ComparePage summaries={summaries} loadRecord={loadRecord} lang="zh-CN" initialSelection={['a', 'bad', 'c']} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('“Broken”有 1 个问题，未纳入对比');
    // The field by its label, the value in its unit, the path as a hint (issue 33).
    expect(alert.textContent).toMatch(/场地与电力 › PUE[^：]*：必须介于 1 与 3 之间，实际为 0\.8（site\.pue）/);
    const key = await screen.findByTestId('compare-key-results');
    expect(within(key).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['结果', 'Campus 100 MW', 'Euro quotes']);
    // Money in each scenario's own currency; a note because the overlay mixes currencies.
    expect(key.querySelector('tr[data-key="rentVsBuy.annualCost.buy"]')!.textContent).toBe('购买：每 GPU 年成本US$11,311€11,311');
    expect(screen.getByRole('note').textContent).toContain('USD, EUR');
    expect(screen.getByTestId('compare-differences').querySelector('tr[data-path="currency"]')!.textContent).toBe('币种USDEUR');
  });

  it('compares a plan whose only problem is in an optional section without that section, as the editor evaluates it (issue 33)', async () => {
    const part = evaluateRecord('part', partRecord);
    expect(part.status).toBe('ok');
    if (part.status !== 'ok') return;
    expect(part.leftOut!.sections).toContain('investment');
    expect(part.result.investment).toBeUndefined();
    expect(part.scenario.investment).toBeUndefined();
    expect(part.result.capacity!.gpus).toBe(50168);

    renderWithI18n(<ComparePage summaries={[...summaries, { ...summaries[0], id: 'part', name: 'Half-typed investment' }]} loadRecord={loadRecord} lang="en" initialSelection={['a', 'part']} />);
    const key = await screen.findByTestId('compare-key-results');
    expect(within(key).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Result', 'Campus 100 MW', 'Half-typed investment']);
    // No value from the left-out section: the investment's NPV only for the complete plan.
    const npv = [...key.querySelector('tr[data-key="investment.npv"]')!.querySelectorAll('td')].map((c) => c.textContent);
    expect(npv).toEqual(['-$4,512,280', '—']);
    // Nor its inputs among the differences (the utilisation is not compared against nothing).
    expect(screen.getByTestId('compare-differences').querySelector('tr[data-path="investment.utilization"]')).toBeNull();
    const note = screen.getAllByRole('alert').find((a) => a.getAttribute('data-scenario') === 'part')!;
    expect(note.querySelector('.results-issues__title')!.textContent).toMatch(/^“Half-typed investment” is compared without Investment.* until these are fixed:$/);
    // The field by its label, the value in its unit (150 %, not 1.5); the path only as the hint.
    const line = note.querySelector('li[data-path="investment.utilization"]')!.textContent!;
    expect(line).toMatch(/Utili[sz]ation[^:]*: .*150 %/);
    expect(line.indexOf('investment.utilization')).toBeGreaterThan(line.indexOf('150 %'));
  });

  it('prints the comparison with the same note: the report says which plan is compared without which section', async () => {
    const part = evaluateRecord('part', partRecord);
    const full = evaluateRecord('a', await loadRecord('a'));
    if (part.status !== 'ok' || full.status !== 'ok') throw new Error('not evaluated');
    renderWithI18n(<ComparisonReport items={[{ scenario: full.scenario, result: full.result }, { scenario: part.scenario, result: part.result, leftOut: part.leftOut }]} impacts={[]} lang="zh-CN" />);
    const notes = screen.getAllByRole('alert').filter((a) => a.getAttribute('data-partial') === 'true');
    expect(notes).toHaveLength(1);
    expect(notes[0].querySelector('.results-issues__title')!.textContent).toContain('投资');
    expect(notes[0].querySelector('li[data-path="investment.utilization"]')!.textContent).toContain('150 %');
    expect(screen.getByTestId('compare-differences').querySelector('tr[data-path="investment.utilization"]')).toBeNull();
  });

  it('allows at most four scenarios and filters the list by the search', async () => {
    renderWithI18n(<ComparePage summaries={summaries} loadRecord={loadRecord} lang="en" />);
    for (const name of ['Campus 100 MW', 'Campus 50 MW', 'Broken', 'Euro quotes']) tick(name);
    expect(screen.getByText('4 of 4 selected')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /^Fourth/ }) as HTMLInputElement).disabled).toBe(true);
    tick('Broken');
    expect((screen.getByRole('checkbox', { name: /^Fourth/ }) as HTMLInputElement).disabled).toBe(false);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search scenarios' }), { target: { value: 'fourth' } });
    // Ticked scenarios stay listed; of the others only the match.
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual([
      'Campus 100 MWh100',
      'Campus 50 MWh100, small',
      'Euro quotes',
      'Fourth',
    ]);
    await waitFor(() => expect(screen.getByTestId('compare-key-results')).toBeTruthy());
    expect(within(screen.getByTestId('compare-key-results')).getAllByRole('columnheader')).toHaveLength(4);
  });
});
