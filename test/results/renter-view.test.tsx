// @vitest-environment happy-dom
// docs/model.md › Rent vs buy › Without a site and per token in the results panel for a renter without a site (the version-3 worked example's rent
// vs buy): no buying anywhere, where each mode wins, the thresholds in words, the per-token table with
// the API, the API counted in "cheapest" and the break-even utilization in one sentence. Figures are
// derived by hand from the inputs (test/fixtures/v3-renter-mix.gpuplan.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultsPanel } from '../../src/results/results-panel';
import { renderWithI18n } from './render-i18n';
import { evaluateDocument } from './worked-example';

afterEach(cleanup);

function renterDoc(rvb: Record<string, unknown> = {}): Record<string, unknown> {
  const doc = JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures/v3-renter-mix.gpuplan.json'), 'utf8')) as Record<string, any>;
  // Rent vs buy alone (the quotes' quote window workload and the demand plan are other sections).
  return { format: doc.format, version: doc.version, name: doc.name, horizonMonths: doc.horizonMonths, node: doc.node, rentVsBuy: { ...doc.rentVsBuy, ...rvb } };
}

describe('a renter without a site (docs/model.md › Rent vs buy › Without a site and per token)', () => {
  it('shows no buying and no break-even with it, and says why', () => {
    const { scenario, result } = evaluateDocument(renterDoc());
    renderWithI18n(<ResultsPanel result={result} scenario={scenario} lang="en" />);
    const table = screen.getByRole('table', { name: 'Annual cost per GPU at 5,000 hours' });
    expect([...table.querySelectorAll('tbody tr')].map((r) => r.getAttribute('data-mode'))).toEqual(['onDemand', 'spot', 'reserved', 'reserved3y']);
    expect(table.querySelectorAll('thead th')).toHaveLength(2);
    expect(screen.getByTestId('no-buy-note').textContent).toContain('the plan has no site');
    expect(screen.queryByTestId('capacity-waterfall')).toBeNull();
  });

  it('labels each band with its mode and crossing hours, and says every threshold', () => {
    const { scenario, result } = evaluateDocument(renterDoc());
    renderWithI18n(<ResultsPanel result={result} scenario={scenario} lang="en" />);
    // Spot at 0.9 × 1.1 × 1.35 + 0.1 × 2.49 = 1.5855/h meets 8,760 × 1.49 at 8,232.36 h.
    const legend = [...screen.getByTestId('mode-bands').querySelectorAll('li')].map((li) => li.textContent);
    expect(legend).toEqual(['Spot: 0–8,232 h', 'Reserved (3 years): 8,232–8,760 h']);
    const strip = [...screen.getByTestId('mode-bands').querySelectorAll('[role="listitem"]')];
    expect(strip.map((b) => Number(b.getAttribute('data-to')))).toEqual([(8760 * 1.49) / 1.5855, 8760].map((x) => expect.closeTo(x, 6)) as unknown as number[]);
    const thresholds = [...screen.getByTestId('mode-thresholds').querySelectorAll('li')].map((li) => li.textContent);
    // On demand (2.49/h) meets the 3-year at 8,760 × 1.49 / 2.49 = 5,242 h and the 1-year at 6,649 h.
    expect(thresholds).toEqual([
      'On demand costs less than Reserved (3 years) below 5,242 h a year; above it, Reserved (3 years) costs less.',
      'On demand costs less than Reserved (1 year) below 6,649 h a year; above it, Reserved (1 year) costs less.',
      'Spot costs less than Reserved (3 years) below 8,232 h a year; above it, Reserved (3 years) costs less.',
    ]);
  });

  it('shows the per-token table with each utilization and the API, and the break-even utilization', () => {
    const { scenario, result } = evaluateDocument(renterDoc());
    renderWithI18n(<ResultsPanel result={result} scenario={scenario} lang="en" />);
    const table = screen.getByRole('table', { name: /^Cost per million tokens/ });
    const row = (mode: string) => [...table.querySelectorAll(`tr[data-mode="${mode}"] td`)].map((td) => td.textContent);
    // 2.49 / (1,500 × 3,600 × 0.8) × 1e6 = 0.57639; 1.89 / (1,500 × 3,600 × 0.55) × 1e6 = 0.63636.
    expect(row('onDemand')).toEqual(['$2.49', '80%', '$0.5764']);
    expect(row('reserved')).toEqual(['$1.89', '55%', '$0.6364']);
    expect(row('api')).toEqual(['—', '—', '$0.60']);
    expect(table.querySelector('tr[data-mode="spot"]')!.textContent).toContain('cheapest');
    // 1.89e6 / (1,500 × 3,600 × 0.6) = 58.3 %; 1.49e6 / 3.24e9 = 46.0 %.
    expect(screen.getByTestId('break-even-utilization').textContent).toBe(
      'Against the API at $0.60 per million tokens, a 1-year reservation pays off above 58% token utilization; a 3-year reservation pays off above 46% token utilization.',
    );
  });

  it('counts the API in "cheapest" when it is cheaper than every self-hosted way, in both languages', () => {
    // At $0.30 per million tokens the API beats spot's 0.367.
    const { scenario, result } = evaluateDocument(renterDoc({ apiPricePerMillionTokens: 0.3 }));
    renderWithI18n(<ResultsPanel result={result} scenario={scenario} lang="en" />);
    const card = document.querySelector('[data-figure="cheapest"]')!;
    expect(card.textContent).toContain('Cheapest per million tokens');
    expect(card.textContent).toContain('Token API');
    expect(screen.getByRole('table', { name: /^Cost per million tokens/ }).querySelector('tr[data-mode="api"]')!.textContent).toContain('cheapest');
    // Neither reservation ties the API below 100 % utilization: 1.49e6 / (5.4e9 × 0.3) = 0.92 does.
    expect(screen.getByTestId('break-even-utilization').textContent).toBe(
      'Against the API at $0.30 per million tokens, a 1-year reservation never does (it would need more than 100% utilization); a 3-year reservation pays off above 92% token utilization.',
    );
    cleanup();
    renderWithI18n(<ResultsPanel result={result} scenario={scenario} lang="zh-CN" />);
    expect(document.querySelector('[data-figure="cheapest"]')!.textContent).toContain('token API');
    expect(screen.getByTestId('mode-bands').textContent).toContain('竞价（Spot）：0–8,232 小时');
  });
});
