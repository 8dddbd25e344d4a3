// @vitest-environment happy-dom
// The quote terms in the results: the quotes table's new rows, an unquoted cost shown as
// "not quoted" (never $0, never best in its row) as a risk. (The negotiation brief beside the
// quotes, which replaced the checklist: test/results/negotiation-brief.test.tsx.)
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { loadScenario } from '../../models/scenario';
import { QuotesTable } from '../../src/charts/quotes-table';
import { QUOTE_ROWS } from '../../src/charts/quotes-table-model';
import { bestInRow } from '../../src/present/quote-best';
import { renderWithI18n } from '../results/render-i18n';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function example() {
  const doc = JSON.parse(readFileSync(resolve(process.cwd(), 'test/fixtures/v2-1024-h100.gpuplan.json'), 'utf8')) as Record<string, unknown>;
  const loaded = loadScenario(doc);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  return { scenario: loaded.scenario, result: evaluateScenario(loaded.scenario, { raw: loaded.raw, skipUncertainty: true }) };
}

const row = (key: string) => QUOTE_ROWS.find((r) => r.key === key)!;

describe('quotes table: quote terms rows', () => {
  const { scenario, result } = example();
  const quotes = result.quotes!;

  it('never makes an unquoted cost the best of its row', () => {
    // Provider East states no storage price: its storage-and-egress cost is 0, the lowest, but unknown.
    expect(quotes.quotes[1].otherCost).toBe(0);
    expect([...bestInRow(row('otherCost'), quotes.quotes, scenario.quotes)]).toEqual([0]);
    expect([...bestInRow(row('deliveryMonth'), quotes.quotes, scenario.quotes)]).toEqual([2]);
    expect([...bestInRow(row('performanceFactor'), quotes.quotes, scenario.quotes)]).toEqual([0, 2]);
    expect([...bestInRow(row('effectivePerEffective'), quotes.quotes, scenario.quotes)]).toEqual([0]);
  });

  it('shows "not quoted" as a risk, never $0, and the new terms side by side', () => {
    renderWithI18n(<QuotesTable quotes={quotes} inputs={scenario.quotes} currency="USD" lang="en" />);
    const table = screen.getByRole('table', { name: 'Provider quotes side by side' });
    const cells = (key: string) => [...table.querySelectorAll(`tr[data-row="${key}"] td`)].map((td) => td.textContent);
    const other = table.querySelector('tr[data-row="otherCost"] td[data-quote="1"]')!;
    expect(other.textContent).toBe('not quoted: storage');
    expect(other.textContent).not.toContain('$');
    expect(other.getAttribute('data-risk')).toBe('not-quoted');
    expect(other.className).not.toContain('--best');
    expect(other.getAttribute('title')).toMatch(/counted as 0/);
    // Figures that include storage and egress are marked as incomplete for that quote only.
    const total = table.querySelector('tr[data-row="totalCost"] td[data-quote="1"]')!;
    expect(total.querySelector('.quotes-table__incomplete')?.getAttribute('title')).toBe('excludes storage: not quoted');
    expect(table.querySelector('tr[data-row="totalCost"] td[data-quote="0"] .quotes-table__incomplete')).toBeNull();
    expect(table.querySelector('tr[data-row="unitPrice"] td[data-quote="1"] .quotes-table__incomplete')).toBeNull();
    expect(cells('deliveryMonth')).toEqual(['2 months', '3 months', '0 months (best in this row)']);
    expect(cells('bridgeCost')[0]).toContain('$4,186,000');
    expect(cells('burstPrice')).toEqual(['$2.99', 'no burst', 'no burst']);
    expect(cells('burstGPUHours')).toEqual(['184,960', 'no burst', 'no burst']);
    expect(cells('annualEscalation')[1]).toMatch(/^-15\.0%/);
    expect(cells('performanceFactor')[1]).toBe('0.85×');
    expect(cells('promoMode')[2]).toBe('every month');
    expect(cells('uncoveredGPUHours')[1]).toContain('1,891,200');
  });

  it('states the window above the totals, names what all-in* leaves out, and shows no promo line without a promotion', () => {
    renderWithI18n(<QuotesTable quotes={quotes} inputs={scenario.quotes} currency="USD" lang="en" />);
    // docs/model.md › Quotes › Window: East's 3 + 24 months is the longest delivery + term: the window is 27 months.
    expect(document.querySelector('.quotes-table__window')?.textContent).toContain('the same 27 months');
    const blocks = [...document.querySelectorAll('tr.quotes-table__block')].map((tr) => tr.getAttribute('data-block'));
    expect(blocks).toEqual(['window', 'ownTerm', 'terms']);
    // The window's rows come before the first block change; the totals over a quote's own months after it.
    const order = [...document.querySelectorAll('tbody tr')].map((tr) => tr.getAttribute('data-row') ?? tr.getAttribute('data-block'));
    expect(order.indexOf('windowCost')).toBeLessThan(order.indexOf('ownTerm'));
    expect(order.indexOf('totalCost')).toBeGreaterThan(order.indexOf('ownTerm'));
    expect(document.querySelector('tr[data-row="windowCost"] th')?.textContent).toMatch(/^Cost over the window\*/);
    expect(document.querySelector('tr[data-row="unitPrice"] th')?.textContent).not.toContain('*');
    expect(document.querySelector('[data-testid="quotes-excluded"]')?.textContent).toBe('* All-in figures leave out what a quote does not price, counted as 0: Provider East: storage.');
    const promo = [...document.querySelectorAll('tr[data-row="promoMode"] td')].map((td) => td.textContent);
    expect(promo).toEqual(['—', '—', 'every month']);
  });

  it('reads in Chinese', () => {
    renderWithI18n(<QuotesTable quotes={quotes} inputs={scenario.quotes} currency="USD" lang="zh-CN" />);
    const cell = document.querySelector('tr[data-row="otherCost"] td[data-quote="1"]')!;
    expect(cell.textContent).toBe('未报价：存储');
    expect(document.querySelector('tr[data-row="burstPrice"] td[data-quote="1"]')!.textContent).toBe('不可突发');
  });
});
