// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useEvaluation } from '../../src/engine/use-evaluation';
import { useMonteCarlo } from '../../src/engine/use-monte-carlo';
import { ResultsIssues } from '../../src/results/results-issues';
import { ResultsPanel } from '../../src/results/results-panel';
import type { Language } from '../../src/i18n/languages';
import { renderWithI18n } from './render-i18n';
import { evaluateDocument, uncertainDoc, workedExample, workedExampleDoc } from './worked-example';

afterEach(cleanup);

function figure(key: string): { value: string; detail: string } {
  const el = document.querySelector(`[data-figure="${key}"]`);
  if (!el) throw new Error(`no figure ${key}`);
  return {
    value: el.querySelector('.headline__value')?.textContent ?? '',
    detail: el.querySelector('.headline__detail')?.textContent ?? '',
  };
}

/** What the lead's workspace does: evaluate the document, show the panel, run Monte Carlo on demand. */
function Workspace({ doc, lang }: { doc: Record<string, unknown>; lang: Language }) {
  const evaluation = useEvaluation(doc);
  const monteCarlo = useMonteCarlo(doc, { chunkSize: 100 });
  if (!evaluation.result || !evaluation.scenario) return <ResultsIssues issues={evaluation.issues} lang={lang} />;
  return <ResultsPanel result={evaluation.result} scenario={evaluation.scenario} lang={lang} monteCarlo={monteCarlo} ms={evaluation.ms} />;
}

describe('<ResultsPanel> on the worked example', () => {
  const { scenario, result } = workedExample();

  it('shows the headline figures the engine computed', () => {
    renderWithI18n(<ResultsPanel result={result} scenario={scenario} lang="en" />);
    expect(figure('gpus').value).toBe('50,168');
    expect(figure('gpus').detail).toBe('6,271 nodes from 100 MW; racks: 1,568');
    expect(figure('requiredMW').value).toBe('1.02 MW');
    expect(screen.getByText('Contracted power for 512 GPUs')).toBeTruthy();
    expect(figure('irr').value).toBe('-20.6%');
    expect(figure('npv').value).toBe('-$4,512,280');
    expect(figure('payback').value).toBe('not within the horizon');
    expect(figure('moic').value).toBe('0.66×');
    expect(figure('cheapest').value).toBe('Spot');
    expect(figure('cheapest').detail).toBe('$3,080 per GPU per year');
    expect(figure('bestQuote').value).toBe('Provider B');
    // docs/model.md › Quotes › Window: the ranking's figure on the common window (the own-term effective price is $2.38).
    const w = result.quotes!;
    expect(figure('bestQuote').detail).toBe(`$${w.quotes[1].windowPVPerUsedGPUHour!.toFixed(2)} per used GPU-hour (present value, all-in) over the same ${w.windowMonths} months`);
  });

  it('marks the figures as not reflecting refused input, naming the fields, in both languages', () => {
    const view = renderWithI18n(<ResultsPanel result={result} scenario={scenario} lang="en" staleFields={['Price per GPU-hour']} />);
    const note = screen.getByRole('status');
    expect(note.textContent).toContain('Not up to date');
    expect(note.textContent).toContain('do not reflect what you typed in “Price per GPU-hour”');
    expect(document.querySelector('.results__figures--stale [data-figure="irr"]')).toBeTruthy();
    view.unmount();
    renderWithI18n(<ResultsPanel result={result} scenario={scenario} lang="zh-CN" staleFields={['节点功率']} />);
    expect(screen.getByRole('status').textContent).toContain('未反映您在 “节点功率” 中输入的内容');
    cleanup();
    renderWithI18n(<ResultsPanel result={result} scenario={scenario} lang="en" />);
    expect(document.querySelector('.results__figures--stale')).toBeNull();
    expect(screen.queryByText('Not up to date')).toBeNull();
  });

  it('has a section per scenario section present, and the warnings in the UI language', () => {
    renderWithI18n(<ResultsPanel result={result} scenario={scenario} lang="zh-CN" />);
    const sections = [...document.querySelectorAll('[data-section]')].map((s) => s.getAttribute('data-section'));
    expect(sections).toEqual(['capacity', 'market', 'investment', 'sensitivity', 'rentVsBuy', 'quotes']);
    // The rack-density warning and two quotes paying ≈ 20 % of their cost for idle committed hours (issue 27).
    expect(screen.getByRole('heading', { name: '警告（3）' })).toBeTruthy();
    expect(screen.getByText(result.warnings[0].message['zh-CN'])).toBeTruthy();
    expect(figure('npv').value).toBe('-US$4,512,280');
    expect(figure('cheapest').value).toBe('竞价（Spot）');
    for (const id of ['capacity-waterfall', 'price-projection-chart', 'cash-flow-chart', 'rent-vs-buy-chart']) {
      expect(screen.getByTestId(id)).toBeTruthy();
    }
    expect(screen.getByRole('table', { name: '供应商报价对比' })).toBeTruthy();
  });

  it('leaves out the sections a scenario does not have', () => {
    const doc = workedExampleDoc();
    for (const key of ['market', 'investment', 'quotes', 'workload']) delete doc[key];
    const { scenario: s, result: r } = evaluateDocument(doc);
    renderWithI18n(<ResultsPanel result={r} scenario={s} lang="en" />);
    expect([...document.querySelectorAll('[data-section]')].map((x) => x.getAttribute('data-section'))).toEqual(['capacity', 'rentVsBuy']);
    expect(document.querySelector('[data-figure="irr"]')).toBeNull();
    expect(document.querySelector('[data-figure="bestQuote"]')).toBeNull();
  });

  it('shows the rent-vs-buy table with the break-evens and the cheapest mode marked', () => {
    renderWithI18n(<ResultsPanel result={result} scenario={scenario} lang="en" />);
    const table = screen.getByRole('table', { name: 'Annual cost per GPU at 2,000 hours' });
    const row = (mode: string) => table.querySelector(`tr[data-mode="${mode}"]`)!;
    expect(row('onDemand').textContent).toBe('On demand$4,9804,641 h'); // rent-vs-buy monthly annuity (v1: 4,792 h)
    expect(row('spot').className).toBe('results-table__best');
    expect(row('reserved').textContent).toContain('buying is cheaper at every usage level');
  });

  it('surfaces an engine error and the pending state', () => {
    renderWithI18n(<ResultsPanel result={result} scenario={scenario} lang="en" pending error="worker crashed" />);
    expect(screen.getByRole('alert').textContent).toBe('The engine failed: worker crashed');
    expect(screen.getByText('Updating…')).toBeTruthy();
  });
});

describe('results with the engine hooks', () => {
  it('lists the loader’s issues instead of results for an invalid document', () => {
    const doc = workedExampleDoc();
    (doc.site as Record<string, unknown>).pue = 0.8;
    renderWithI18n(<Workspace doc={doc} lang="en" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('1 problem(s) to fix');
    // Issue 33: the field by its label, values in its unit, the path as a hint.
    expect(within(alert).getByText('Site and power › PUE (power usage effectiveness): must be between 1 and 3, got 0.8 (site.pue)')).toBeTruthy();
  });

  it('runs Monte Carlo with a progress bar and shows the percentiles and probability below the hurdle', async () => {
    renderWithI18n(<Workspace doc={uncertainDoc(1000)} lang="en" />);
    expect(screen.getByRole('heading', { name: 'Uncertainty' })).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Run Monte Carlo (1,000 trials)' })));
    const bar = screen.getByRole('progressbar', { name: 'Monte Carlo progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(false);
    await waitFor(() => expect(screen.getByTestId('mc-probability')).toBeTruthy(), { timeout: 8000, interval: 5 });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    // Every trial of this scenario loses money against a 12 % hurdle.
    expect(screen.getByTestId('mc-probability').textContent).toBe('Probability that the equity IRR is below the 12.0% hurdle: 100.0%');
    expect(screen.getByTestId('mc-summary').textContent).toContain('1,000 of 1,000 trials, seed 7.');
    const percentiles = screen.getByRole('table', { name: 'Monte Carlo percentiles' });
    // One row per statistic (P5, P10, P50, P90, P95, mean, base): IRR and NPV as two columns fit the panel.
    expect(percentiles.querySelectorAll('tbody tr')).toHaveLength(7);
    expect(screen.getByTestId('histogram-percent').querySelectorAll('rect.histogram__bar')).toHaveLength(30);
    expect(screen.getByTestId('tornado-irr')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run again' })).toBeTruthy();
  });

  it('cancels a run from the Cancel button', async () => {
    renderWithI18n(<Workspace doc={uncertainDoc(30000)} lang="zh-CN" />);
    act(() => fireEvent.click(screen.getByRole('button', { name: '运行蒙特卡洛模拟（30,000 次）' })));
    await waitFor(() => expect(Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(1), {
      timeout: 8000,
      interval: 2,
    });
    act(() => fireEvent.click(screen.getByRole('button', { name: '取消' })));
    expect(screen.getByText('本次运行已取消。')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('mc-probability')).toBeNull();
    expect(Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeLessThan(100);
  });
});
