// @vitest-environment happy-dom
// The quotes table (model and component), the Monte Carlo charts (histogram, tornado), the overlay
// line chart and useElementWidth.
import { act, cleanup, fireEvent, renderHook, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuotesTable } from '../../src/charts/quotes-table';
import { QUOTE_ROWS, nextSort, sortQuotes } from '../../src/charts/quotes-table-model';
import { bestInRow } from '../../src/present/quote-best';
import * as tableModel from '../../src/charts/quotes-table-model';
import { renderWithI18n } from '../results/render-i18n';
import { evaluateDocument, uncertainDoc, workedExample, workedExampleDoc } from '../results/worked-example';
import { loadScenario } from '../../models/scenario';
import { runMonteCarlo } from '../../models/uncertainty';
import { HistogramChart, histogramGeometry } from '../../src/charts/histogram-chart';
import { TornadoChart, tornadoGeometry } from '../../src/charts/tornado-chart';
import { OverlayLineChart, overlayGeometry } from '../../src/charts/overlay-line-chart';
import { useElementWidth } from '../../src/charts/use-element-width';

afterEach(cleanup);

const { scenario, result } = workedExample();
const quotes = result.quotes!;
const row = (key: string) => QUOTE_ROWS.find((r) => r.key === key)!;

function providerOrder(): string[] {
  const table = screen.getByRole('table', { name: 'Provider quotes side by side' });
  return [...table.querySelectorAll('thead th[data-quote] .quotes-table__provider')].map((e) => e.textContent ?? '');
}

describe('quotes table model', () => {
  it('finds the best value of each row in the right direction', () => {
    // Totals: A $9,266,496, B $8,571,120, C $10,402,266.
    // The verdict is the presentation layer's alone: the chart's model no longer decides it.
    expect('bestInRow' in tableModel).toBe(false);
    expect([...bestInRow(row('totalCost'), quotes.quotes, scenario.quotes)]).toEqual([1]);
    expect([...bestInRow(row('effectivePerUsed'), quotes.quotes, scenario.quotes)]).toEqual([1]);
    expect([...bestInRow(row('slaUptime'), quotes.quotes, scenario.quotes)]).toEqual([2]);
    expect([...bestInRow(row('leadTimeWeeks'), quotes.quotes, scenario.quotes)]).toEqual([1]);
    expect([...bestInRow(row('idleCost'), quotes.quotes, scenario.quotes)]).toEqual([1]);
    expect([...bestInRow(row('rank'), quotes.quotes, scenario.quotes)]).toEqual([1]);
    // Every quote covers the demand, and the price to match has no "better" end: nothing highlighted.
    expect(bestInRow(row('demandCovered'), quotes.quotes, scenario.quotes).size).toBe(0);
    expect(bestInRow(row('priceToMatch'), quotes.quotes, scenario.quotes).size).toBe(0);
  });

  it('sorts the quotes by a row, missing values last, ties in input order', () => {
    const byTotal = sortQuotes(quotes.quotes, scenario.quotes!, { row: 'totalCost', direction: 'ascending' });
    expect(byTotal.map((q) => q.provider)).toEqual(['Provider B', 'Provider A', 'Provider C']);
    const bySla = sortQuotes(quotes.quotes, scenario.quotes!, { row: 'slaUptime', direction: 'descending' });
    expect(bySla.map((q) => q.provider)).toEqual(['Provider C', 'Provider A', 'Provider B']);
    const noTerm = quotes.quotes.map((q, i) => (i === 0 ? { ...q, terms: {} } : q));
    const byLead = sortQuotes(noTerm, scenario.quotes!, { row: 'leadTimeWeeks', direction: 'descending' });
    expect(byLead.map((q) => q.provider)).toEqual(['Provider C', 'Provider B', 'Provider A']);
    const byGpus = sortQuotes(quotes.quotes, scenario.quotes!, { row: 'gpus', direction: 'ascending' });
    expect(byGpus.map((q) => q.provider)).toEqual(['Provider A', 'Provider B', 'Provider C']);
    expect(nextSort(null, 'totalCost')).toEqual({ row: 'totalCost', direction: 'ascending' });
    expect(nextSort({ row: 'totalCost', direction: 'ascending' }, 'totalCost')).toEqual({ row: 'totalCost', direction: 'descending' });
    expect(nextSort({ row: 'totalCost', direction: 'descending' }, 'totalCost')).toBeNull();
  });
});

describe('<QuotesTable>', () => {
  it('shows the quotes side by side with the best value of each row highlighted', () => {
    renderWithI18n(<QuotesTable quotes={quotes} inputs={scenario.quotes} currency="USD" lang="en" />);
    expect(providerOrder()).toEqual(['Provider A', 'Provider B', 'Provider C']);
    const table = screen.getByRole('table', { name: 'Provider quotes side by side' });
    const total = table.querySelector('tr[data-row="totalCost"]')!;
    const best = total.querySelectorAll('td.quotes-table__cell--best');
    expect(best).toHaveLength(1);
    expect(best[0].getAttribute('data-quote')).toBe('1');
    expect(best[0].textContent).toBe('$8,571,120 (best in this row)');
    const match = table.querySelector('tr[data-row="priceToMatch"]')!;
    expect([...match.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['$1.89', '$2.49', '$1.58']);
    expect(match.querySelectorAll('td.quotes-table__cell--best')).toHaveLength(0);
    expect(table.querySelector('tr[data-row="networking"]')!.textContent).toContain('RoCE (Ethernet RDMA)');
    expect(table.querySelector('tr[data-row="committedShare"]')!.textContent).toBe('Committed share (non-cancellable)100.0%0.0%100.0%');
    // The rank-1 quote carries a badge in its header.
    expect(within(table.querySelector('th[data-quote="1"]') as HTMLElement).getByText('best')).toBeTruthy();
  });

  it('sorts the columns when a row header is activated, announcing the order with aria-sort', () => {
    renderWithI18n(<QuotesTable quotes={quotes} inputs={scenario.quotes} currency="USD" lang="en" />);
    const button = screen.getByRole('button', { name: /^Total cost/ });
    fireEvent.click(button);
    expect(providerOrder()).toEqual(['Provider B', 'Provider A', 'Provider C']);
    expect(button.closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(button);
    expect(providerOrder()).toEqual(['Provider C', 'Provider A', 'Provider B']);
    expect(button.closest('th')!.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(button);
    expect(providerOrder()).toEqual(['Provider A', 'Provider B', 'Provider C']);
    expect(button.closest('th')!.getAttribute('aria-sort')).toBe('none');
    // Highlighting follows the quote, not the position.
    fireEvent.click(screen.getByRole('button', { name: /^SLA uptime/ }));
    const sla = screen.getByRole('table').querySelector('tr[data-row="slaUptime"] td.quotes-table__cell--best')!;
    expect(sla.getAttribute('data-quote')).toBe('2');
    expect(sla.textContent).toContain('99.90%');
  });

  it('on paper (sortable false): row names are plain text and the caption offers no sorting; 1 week is singular', () => {
    renderWithI18n(<QuotesTable quotes={quotes} inputs={scenario.quotes} currency="USD" lang="en" sortable={false} />);
    const table = screen.getByRole('table', { name: 'Provider quotes side by side' });
    expect(within(table).queryAllByRole('button')).toEqual([]);
    expect(table.querySelector('caption')?.textContent).not.toMatch(/sort/i);
    expect(table.querySelector('tr[data-row="leadTimeWeeks"] th')?.getAttribute('aria-sort')).toBeNull();
    const weeks = [...table.querySelectorAll('tr[data-row="leadTimeWeeks"] td')].map((td) => td.textContent?.replace(/ \(.*\)$/, ''));
    expect(weeks).toEqual(['6 weeks', '1 week', '10 weeks']);
    cleanup();
    renderWithI18n(<QuotesTable quotes={quotes} inputs={scenario.quotes} currency="USD" lang="en" />);
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toContain('Activate a row name to sort the quotes by it.');
  });

  it('lists the warnings of a quote that does not cover the demand, in the UI language', () => {
    const doc = workedExampleDoc();
    (doc.quotes as Record<string, unknown>[])[2].gpus = 64; // 46,720 GPU-hours a month for 300,000 wanted
    const { scenario: s, result: r } = evaluateDocument(doc);
    expect(r.quotes!.quotes[2].demandCoveredShare).toBeCloseTo(46720 / 300000, 12);
    renderWithI18n(<QuotesTable quotes={r.quotes!} inputs={s.quotes} currency="USD" lang="zh-CN" />);
    const warnings = screen.getByRole('table').querySelector('tr[data-row="warnings"]')!;
    const cells = warnings.querySelectorAll('td');
    expect(cells[0].textContent).toBe('—');
    expect(cells[2].textContent).toBe(r.quotes!.quotes[2].warnings[0].message['zh-CN']);
    const covered = screen.getByRole('table').querySelector('tr[data-row="demandCovered"]')!;
    expect([...covered.querySelectorAll('td')].map((td) => td.textContent?.replace(/ \(.*\)$/, ''))).toEqual(['100.0%', '100.0%', '15.6%']);
  });
});

const loaded = loadScenario(uncertainDoc(1000));
if (!loaded.ok) throw new Error('invalid fixture');
const mc = runMonteCarlo(loaded.scenario);

describe('histogram', () => {
  it('draws one bar per bin, heights by count, spanning the bins’ edges', () => {
    const bins = mc.histogram.irrAnnual;
    const g = histogramGeometry(bins, 600, 240);
    expect(g.bars).toHaveLength(30);
    expect(g.x(bins[0].x0)).toBe(g.box.left);
    expect(g.x(bins[29].x1)).toBe(g.box.right);
    const tallest = g.bars.reduce((a, b) => (b.count > a.count ? b : a));
    expect(tallest.y).toBeCloseTo(g.y(tallest.count), 9);
    expect(bins.reduce((s, b) => s + b.count, 0)).toBe(1000);
  });

  it('renders the bars and the hurdle marker, and shows the bin’s trials on hover', () => {
    renderWithI18n(
      <HistogramChart bins={mc.histogram.irrAnnual} valueKind="percent" currency="USD" lang="en" width={600} title="IRR" markers={[{ value: -0.2, label: 'test marker' }]} />,
    );
    const figure = screen.getByTestId('histogram-percent');
    const bars = figure.querySelectorAll('rect.histogram__bar');
    expect(bars).toHaveLength(30);
    expect(figure.querySelector('.histogram__marker')!.textContent).toBe('test marker -20.00%');
    const i = mc.histogram.irrAnnual.findIndex((b) => b.count > 0);
    fireEvent.mouseMove(bars[i], { clientX: 100, clientY: 50 });
    expect(screen.getByRole('tooltip').textContent).toContain(`Trials${mc.histogram.irrAnnual[i].count}`);
  });
});

describe('tornado', () => {
  it('draws each input’s low and high outcome from the base case, in the engine’s order', () => {
    const g = tornadoGeometry(mc.tornado, 'irr', mc.base.irrAnnual, 600, 200);
    expect(g.rows.map((r) => r.entry.path)).toEqual(mc.tornado.map((e) => e.path));
    expect(g.rows[0].entry.path).toBe('investment.utilization');
    const first = g.rows[0];
    // Utilization 0.6 → lower IRR: the low bar extends left of the base.
    expect(first.low!.x + first.low!.width).toBeCloseTo(g.origin, 9);
    expect(first.low!.x).toBeCloseTo(g.x(mc.tornado[0].irrLow!), 9);
    expect(first.high!.x).toBeCloseTo(g.origin, 9);
    expect(first.high!.width).toBeCloseTo(g.x(mc.tornado[0].irrHigh!) - g.origin, 9);
  });

  it('renders a row per input with its path, and describes the swings', () => {
    renderWithI18n(<TornadoChart entries={mc.tornado} metric="npv" base={mc.base.npv} currency="USD" lang="en" width={600} />);
    const figure = screen.getByTestId('tornado-npv');
    expect([...figure.querySelectorAll('.tornado__row')].map((r) => r.getAttribute('data-path'))).toEqual(mc.tornado.map((e) => e.path));
    const desc = screen.getByRole('img', { name: 'What moves the NPV most' }).querySelector('desc')!.textContent!;
    expect(desc).toContain('3 uncertain inputs');
    expect(desc).toContain('investment.utilization at 0.6');
  });
});

describe('overlay line chart', () => {
  it('draws one line per series over a shared month axis, with gaps for nulls', () => {
    const series = [
      { name: 'A', values: [0, 1, 2, 3], color: 'red' },
      { name: 'B', values: [null, null, 4, 5, 6, 7], color: 'blue', dashed: true },
    ];
    const g = overlayGeometry(series, 600, 240);
    expect(g.H).toBe(5);
    expect(g.paths[1].startsWith(`M${g.x(2)},`)).toBe(true);
    renderWithI18n(
      <OverlayLineChart series={series} title="T" description="D" format={String} formatExact={String} yLabel="Y" lang="en" width={600} testId="ov" />,
    );
    const fig = screen.getByTestId('ov');
    expect(fig.querySelectorAll('path.overlay__line')).toHaveLength(2);
    expect(fig.querySelectorAll('path.chart-line--dashed')).toHaveLength(1);
    expect(screen.getByRole('list', { name: 'T' }).textContent).toBe('AB');
    fireEvent.mouseMove(fig.querySelector('rect.chart-overlay')!, { clientX: g.x(1), clientY: 20 });
    expect(screen.getByRole('tooltip').textContent).toBe('Month 1A1B—');
  });
});

describe('useElementWidth', () => {
  it('starts at the fallback and follows the ResizeObserver', () => {
    const callbacks: ResizeObserverCallback[] = [];
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(cb: ResizeObserverCallback) {
        callbacks.push(cb);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    try {
      const { result } = renderHook(() => useElementWidth<HTMLDivElement>(480));
      expect(result.current[1]).toBe(480);
      act(() => result.current[0](document.createElement('div')));
      expect(callbacks).toHaveLength(1);
      act(() => callbacks[0]([{ contentRect: { width: 731.6 } } as ResizeObserverEntry], {} as ResizeObserver));
      expect(result.current[1]).toBe(731);
    } finally {
      globalThis.ResizeObserver = original;
    }
  });
});
