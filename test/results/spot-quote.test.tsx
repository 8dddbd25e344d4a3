// @vitest-environment happy-dom
// Issue 27: a spot quote's availability where the quotes' terms are shown — the quotes table, the
// negotiation brief (what it leaves to the bridging price), `--table`, `--csv --quotes` and the
// workbook's Quotes sheet — in en and zh-CN; none of it appears when no quote is spot.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatQuotesCsv, formatTable } from '../../cli/format';
import { runScenario } from '../../models/run';
import { QuotesTable } from '../../src/charts/quotes-table';
import { buildWorkbook } from '../../src/export/workbook';
import { briefText } from '../../src/present/brief-text';
import { inputLabeler, inputValueFormatter } from '../../src/present/input-label';
import { renderWithI18n } from './render-i18n';

afterEach(cleanup);

function evaluate(spotAvailability: number | undefined, bridgePrice: number | null = 3) {
  const doc = {
    format: 'gpuplan/scenario', version: 3, name: 'Interruptible', horizonMonths: 12,
    node: { gpuModel: 'H100-SXM', gpusPerNode: 8, nodeKW: 10.2 },
    workload: { gpuHoursPerMonth: 1000, storageTB: 0, egressTBPerMonth: 0, discountRate: 0, windowMonths: 8, ...(bridgePrice === null ? {} : { bridgePrice }) },
    quotes: [
      { provider: 'Flat', gpus: 10, pricePerGPUHour: 2.5, termMonths: 6, taxRate: 0.1 },
      { provider: 'Preempt', gpus: 10, pricePerGPUHour: 2, termMonths: 6, taxRate: 0.1, ...(spotAvailability === undefined ? {} : { spotAvailability }) },
    ],
  };
  const r = runScenario(doc, { skipUncertainty: true });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r;
}

describe('a spot quote in the results', () => {
  const r = evaluate(0.6);
  const quotes = r.result.quotes!;

  it('the quotes table shows its availability among the terms and its fallback cost, with units', () => {
    renderWithI18n(<QuotesTable quotes={quotes} inputs={r.scenario.quotes} currency="USD" lang="en" />);
    const table = screen.getByRole('table', { name: 'Provider quotes side by side' });
    const cells = (key: string) => [...table.querySelectorAll(`tr[data-row="${key}"] td`)].map((td) => td.textContent);
    expect(table.querySelector('tr[data-row="spotAvailability"] th')?.textContent).toContain('Spot availability');
    // Columns in input order: Flat, then Preempt.
    expect(cells('spotAvailability')).toEqual(['100.0% (best in this row)', '60.0%']);
    // 2,400 h × $3 × 1.1 = $7,920 over Preempt's 6 months.
    expect(cells('spotFallbackCost')).toEqual(['$0', '$7,920']);
  });

  it('reads in Chinese', () => {
    renderWithI18n(<QuotesTable quotes={quotes} inputs={r.scenario.quotes} currency="USD" lang="zh-CN" />);
    expect(document.querySelector('tr[data-row="spotAvailability"] th')?.textContent).toContain('竞价可用率');
    expect(document.querySelector('tr[data-row="spotFallbackCost"] th')?.textContent).toContain('竞价无法提供的小时');
  });

  it('the brief says the share left to the bridging price, its hours and cost, or that it is uncovered', () => {
    const en = briefText(quotes.brief, { lang: 'en', currency: 'USD' });
    expect(en).toContain('Spot capacity: it serves 60% of the used hours within capacity; the other 40% (2,400 GPU-hours over the term) fall back to the bridging price, $7,920.');
    expect(en.match(/Spot capacity/g)).toHaveLength(1); // Flat is not spot
    // Its ask: 2,400 h × ($3 − $2) × 1.1 = $2,640 over the window.
    expect(en).toContain('1. An availability guarantee above 60%: the hours its spot capacity cannot serve cost $2,640 more at the bridging price than at the quoted price over the window.');
    const zh = briefText(quotes.brief, { lang: 'zh-CN', currency: 'USD' });
    expect(zh).toContain('竞价容量：只能提供容量内使用小时的 60%；其余 40%（合同期内 2,400 GPU 小时）按过渡价格补足');
    expect(zh).toContain('保证高于 60% 的可用率：竞价容量无法提供的小时按过渡价格计费，窗口内比按报价多花 US$2,640。');
    const uncovered = briefText(evaluate(0.6, null).result.quotes!.brief, { lang: 'en', currency: 'USD' });
    expect(uncovered).toContain('the other 40% are not covered (the workload has no bridging price)');
  });

  it('`--table` adds the spot columns, `--csv --quotes` its four columns last', () => {
    const table = formatTable(r.result, 'en');
    expect(table).toContain('Spot availability');
    expect(table).toContain('Spot fallback cost');
    expect(table).toContain('Spot capacity: it serves 60%');
    const csv = formatQuotesCsv([r.result]).split('\n');
    const head = csv[0].split(',');
    expect(head.slice(-4)).toEqual(['spotAvailability (0-1)', 'spotFallbackGPUHours (GPU-h)', 'spotFallbackCost (USD)', 'leverSpotFallback (USD)']);
    const spotRow = csv.find((line) => line.includes('Preempt'))!.split(',');
    expect(spotRow.slice(-4).map(Number)).toEqual([0.6, 2400, 7920, 2640]);
  });

  it('the workbook’s Quotes sheet carries the availability and the fallback cost', () => {
    const book = buildWorkbook(r.scenario, r.result, 'en');
    const sheet = book.sheets.find((s) => s.name === 'Quotes')!;
    const text = JSON.stringify(sheet);
    expect(text).toContain('Spot availability');
    expect(text).toContain('Spot fallback cost (bridging price)');
  });
});

describe('a spot quote on the compare page and in the report (an input like any other)', () => {
  it('is named by the editor’s label with its quote, and its value in percent', () => {
    const r = evaluate(0.6);
    expect(inputLabeler(r.scenario, 'en')('quotes[1].spotAvailability')).toContain('Spot availability');
    expect(inputLabeler(r.scenario, 'zh-CN')('quotes[1].spotAvailability')).toContain('竞价可用率');
    expect(inputValueFormatter('en')('quotes[1].spotAvailability', 0.6)).toMatch(/^60(\.0+)?\s?%$/);
  });
});

describe('no spot quote: nothing changes where the terms are shown', () => {
  const r = evaluate(undefined);

  it('no spot row, column or brief line', () => {
    renderWithI18n(<QuotesTable quotes={r.result.quotes!} inputs={r.scenario.quotes} currency="USD" lang="en" />);
    expect(document.querySelector('tr[data-row="spotAvailability"]')).toBeNull();
    expect(document.querySelector('tr[data-row="spotFallbackCost"]')).toBeNull();
    expect(formatTable(r.result, 'en')).not.toContain('Spot');
    expect(JSON.stringify(buildWorkbook(r.scenario, r.result, 'en').sheets.find((s) => s.name === 'Quotes'))).not.toContain('Spot');
  });
});
