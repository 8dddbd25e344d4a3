// @vitest-environment happy-dom
// Issue 38's last gaps: the app's quotes table, the headline "best quote", the prices to match and
// page 1's quote bars show the figure the ranking uses (model: Quotes › ranking, workload.rankBy
// "windowPlusOwed" in test/fixtures/v4-demand-scenarios.json) and say which it is; and an item a quote
// does not price is marked on every such figure ("$2.38* — leaves out storage").
// Figures from test/fixtures/v4-demand-scenarios.expected.json, all over 1,345,536 used GPU-hours:
// Hyperscaler C (rank 1, nothing owed) 3,201,196.98 → $2.38; Specialist A (rank 2) 3,233,093.03 →
// $2.40; Neocloud B (rank 3) window alone 2,890,275.76 → $2.15, so its ranking figure (with the
// 878,598.40 owed after month 18) must lie above A's $2.40.
import { cleanup, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runScenario } from '../../models/run';
import { QuotesTable } from '../../src/charts/quotes-table';
import { reportAnswer } from '../../src/report/answer';
import { AnswerPage } from '../../src/report/answer-page';
import { keyFigures } from '../../src/report/key-figures';
import { figureContext } from '../../src/present/context';
import { quoteFigures } from '../../src/present/quotes';
import { renderWithI18n } from '../results/render-i18n';

type Doc = { quotes: Record<string, unknown>[]; workload: Record<string, unknown> };

function example(patch?: (d: Doc) => void) {
  const doc = JSON.parse(readFileSync(resolve(process.cwd(), 'test/fixtures/v4-demand-scenarios.json'), 'utf8')) as Doc;
  patch?.(doc);
  const r = runScenario(doc);
  if (!r.ok) throw new Error('invalid');
  return r;
}

/** Hyperscaler C (the best) leaves storage unpriced, Neocloud B egress (both need more than they include). */
const unpriced = (d: Doc) => {
  delete d.quotes[2].storagePerTBMonth;
  delete d.quotes[1].egressPerGB;
};

afterEach(cleanup);

describe('the best quote and the prices to match: the ranking figure, marked where items are not quoted', () => {
  it('states that the ranking counts what is owed after the window', () => {
    const r = example();
    const [best] = quoteFigures(figureContext(r.scenario, r.result, 'en'));
    expect(best.value).toBe('Hyperscaler C (6 months, rolls over)');
    expect(best.note).toBe('$2.38 per used GPU-hour (present value, all-in, with what is owed after the window) over the same 18 months');
    const zh = quoteFigures(figureContext(r.scenario, r.result, 'zh-CN'))[0];
    expect(zh.note).toContain('含窗口后应付');
  });

  it('shows the ranking figure, not the window alone, when the best quote still owes after the window', () => {
    // Neocloud B at $1.50 wins even with what it owes after month 18.
    const r = example((d) => {
      d.quotes[1].pricePerGPUHour = 1.5;
    });
    const q = r.result.quotes!;
    const b = q.quotes[1];
    expect(q.bestIndex).toBe(1);
    expect(b.owedAfterWindow).toBeGreaterThan(0);
    // The ranking figure carries the owed amount's present value: above the window's alone.
    expect(b.rankPerUsedGPUHour! * b.windowUsedGPUHours).toBeGreaterThan(b.windowPresentValue + 1);
    const note = quoteFigures(figureContext(r.scenario, r.result, 'en'))[0].note!;
    const shown = note.match(/^\$(\d+\.\d\d) /)![1];
    expect(Number(shown)).toBeCloseTo(b.rankPerUsedGPUHour!, 2);
    expect(Number(shown)).not.toBeCloseTo(b.windowPVPerUsedGPUHour!, 2);
  });

  it('marks the best quote and every price to match an unpriced item moves', () => {
    const r = example(unpriced);
    const figures = keyFigures(r.scenario, r.result, 'en');
    const best = figures.find((f) => f.key === 'bestQuote')!;
    expect(best.value).toBe('Hyperscaler C (6 months, rolls over)');
    // Storage left out: 150 TB × $23 × 18 months ≈ $62,100 less, (3,201,197 − PV of it) / 1,345,536 ≈ $2.34.
    expect(best.note).toMatch(/^\$2\.34\* per used GPU-hour .* — leaves out storage \(not quoted, counted as 0\)$/);
    const matchB = figures.find((f) => f.key === 'match-1')!;
    expect(matchB.value).toMatch(/^\$\d+\.\d\d\* per GPU-hour$/);
    expect(matchB.note).toBe('* leaves out egress (not quoted, counted as 0); the best quote leaves out storage (not quoted, counted as 0)');
    const matchA = figures.find((f) => f.key === 'match-0')!;
    expect(matchA.note).toBe('* the best quote leaves out storage (not quoted, counted as 0)');
    const zh = keyFigures(r.scenario, r.result, 'zh-CN').find((f) => f.key === 'bestQuote')!;
    expect(zh.note).toMatch(/US\$2\.34\*（现值，全包，含窗口后应付） — 不含存储（未报价，按 0 计）$/);
  });

  it('leaves complete quotes unmarked', () => {
    const r = example();
    const figures = keyFigures(r.scenario, r.result, 'en');
    expect(figures.filter((f) => /\*/.test(`${f.value} ${f.note ?? ''}`))).toEqual([]);
  });
});

describe('page 1’s answer sentence', () => {
  it('marks the best quote’s price, cost and gap when it leaves an item out, and names the item', () => {
    const r = example(unpriced);
    const [sentence] = reportAnswer(r.scenario, r.result, 'en').sentences;
    expect(sentence).toContain('Hyperscaler C (6 months, rolls over) is the cheapest quote: $2.34* per used GPU-hour');
    expect(sentence).toMatch(/ below Specialist A \(12 months, rolls over\)\. \* Hyperscaler C \(6 months, rolls over\) leaves out storage \(not quoted, counted as 0\)\.$/);
    expect(sentence.match(/\*/g)).toHaveLength(4);
    expect(reportAnswer(r.scenario, r.result, 'zh-CN').sentences[0]).toContain('* Hyperscaler C (6 months, rolls over) 不含存储（未报价，按 0 计）。');
    expect(reportAnswer(example().scenario, example().result, 'en').sentences[0]).not.toContain('*');
  });
});

describe('the app’s quotes table: the ranking figure row', () => {
  it('shows each quote’s ranking figure beside the window’s alone and says which figure ranks', () => {
    const r = example();
    const quotes = r.result.quotes!;
    const { container } = renderWithI18n(<QuotesTable quotes={quotes} inputs={r.scenario.quotes} currency="USD" lang="en" />);
    const cellOf = (row: string, q: number) => container.querySelector(`tr[data-row="${row}"] td[data-quote="${q}"]`)!.textContent!;
    expect(cellOf('windowPVPerUsed', 1)).toContain('$2.15');
    const rankB = Number(cellOf('rankPerUsed', 1).match(/\$(\d+\.\d\d)/)![1]);
    expect(rankB).toBeGreaterThan(2.4);
    expect(cellOf('rankPerUsed', 2)).toContain('$2.38');
    expect(cellOf('rankPerUsed', 0)).toContain('$2.40');
    expect(container.querySelector('tr[data-row="rankPerUsed"] th')!.textContent).toContain('Ranking figure: present value per used GPU-hour, with what is owed after the window');
    expect(screen.getByTestId('quotes-ranked-by').textContent).toBe('Each provider over the 18-month window, ranked by present value per used GPU-hour over the window plus what is owed after it.');
  });

  it('has no second row when the ranking uses the window alone', () => {
    const r = example((d) => {
      d.workload.rankBy = 'window';
    });
    const { container } = renderWithI18n(<QuotesTable quotes={r.result.quotes!} inputs={r.scenario.quotes} currency="USD" lang="en" />);
    expect(container.querySelector('tr[data-row="rankPerUsed"]')).toBeNull();
    expect(screen.getByTestId('quotes-ranked-by').textContent).toBe('Each provider over the 18-month window, ranked by present value per used GPU-hour over the window.');
  });
});

describe('page 1’s quote bars', () => {
  function bars(r: ReturnType<typeof example>, lang: 'en' | 'zh-CN' = 'en') {
    const { container } = renderWithI18n(<AnswerPage scenario={r.scenario} result={r.result} sensitivity={null} lang={lang} date={new Date('2026-12-05T00:00:00Z')} width={640} />);
    return container.querySelector('[data-testid="answer-quote-bars"]')!;
  }

  it('names the ranking figure in the title and marks unpriced items on each bar and in the description', () => {
    const r = example(unpriced);
    const fig = bars(r);
    const text = fig.textContent!;
    expect(text).toContain('with what is owed after it');
    expect(text).toMatch(/\$\d+\.\d\d\* — leaves out storage/);
    expect(text).toMatch(/\$\d+\.\d\d\* — leaves out egress/);
    // Specialist A prices everything: its bar reads $2.40 with no mark.
    const labels = [...fig.querySelectorAll('text')].map((t) => t.textContent);
    expect(labels).toContain('$2.40');
  });

  it('zh-CN marks too; complete quotes have no mark', () => {
    expect(bars(example(unpriced), 'zh-CN').textContent).toContain('* — 不含出网流量');
    expect(bars(example()).textContent).not.toContain('*');
  });
});

describe('test/fixtures/v3-renter-mix: ranked on the window alone (the default rankBy)', () => {
  // Expected: Northwind 2,284,291.50 / 1,121,280 = $2.04 (rank 1); Eastgate 2,832,795.43 / 1,121,280 =
  // $2.53 (rank 2) and still owes 1,294,432 after month 15.
  function renterMix(patch?: (d: Doc) => void) {
    const doc = JSON.parse(readFileSync(resolve(process.cwd(), 'test/fixtures/v3-renter-mix.gpuplan.json'), 'utf8')) as Doc;
    patch?.(doc);
    const r = runScenario(doc);
    if (!r.ok) throw new Error('invalid');
    return r;
  }

  it('the headline names the window figure, the table has no second ranking row', () => {
    const r = renterMix();
    expect(quoteFigures(figureContext(r.scenario, r.result, 'en'))[0].note).toBe('$2.04 per used GPU-hour (present value, all-in) over the same 15 months');
    const { container } = renderWithI18n(<QuotesTable quotes={r.result.quotes!} inputs={r.scenario.quotes} currency="USD" lang="en" />);
    expect(container.querySelector('tr[data-row="rankPerUsed"]')).toBeNull();
    expect(screen.getByTestId('quotes-ranked-by').getAttribute('data-rank-by')).toBe('window');
  });

  it('ranked with what is owed: Eastgate’s ranking figure rises above its $2.53 window figure; an unpriced egress is marked', () => {
    const r = renterMix((d) => {
      d.workload.rankBy = 'windowPlusOwed';
      delete d.quotes[0].egressPerGB;
    });
    const { container } = renderWithI18n(<QuotesTable quotes={r.result.quotes!} inputs={r.scenario.quotes} currency="USD" lang="en" />);
    const cellOf = (row: string, q: number) => container.querySelector(`tr[data-row="${row}"] td[data-quote="${q}"]`)!.textContent!;
    expect(cellOf('windowPVPerUsed', 1)).toContain('$2.53');
    expect(Number(cellOf('rankPerUsed', 1).match(/\$(\d+\.\d\d)/)![1])).toBeGreaterThan(2.53);
    expect(cellOf('rankPerUsed', 0)).toMatch(/^\$2\.0\d\*/);
    const best = quoteFigures(figureContext(r.scenario, r.result, 'en'))[0];
    expect(best.value).toBe('Northwind GPU');
    expect(best.note).toMatch(/^\$2\.0\d\* per used GPU-hour \(present value, all-in, with what is owed after the window\) over the same 15 months — leaves out egress/);
  });
});
