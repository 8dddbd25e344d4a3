// @vitest-environment happy-dom
// The results view of docs/model.md › Rent vs buy (five modes, notes in words, the rule of thumb) and sizing (sizing).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResultsPanel } from '../../src/results/results-panel';
import { rentVsBuyGeometry } from '../../src/charts/rent-vs-buy-geometry';
import { renderWithI18n } from './render-i18n';
import { evaluateDocument } from './worked-example';

afterEach(cleanup);

const v2Doc = () => JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures/v2-1024-h100.gpuplan.json'), 'utf8')) as Record<string, any>;

describe('rent vs buy view (docs/model.md › Rent vs buy)', () => {
  const { scenario, result } = evaluateDocument(v2Doc());

  it('lists five modes with break-evens in hours or, without a crossing, in words', () => {
    renderWithI18n(<ResultsPanel result={result} scenario={scenario} lang="en" />);
    const table = screen.getByRole('table', { name: 'Annual cost per GPU at 2,000 hours' });
    const row = (mode: string) => table.querySelector(`tr[data-mode="${mode}"]`)!;
    expect([...table.querySelectorAll('tbody tr')].map((r) => r.getAttribute('data-mode'))).toEqual(['onDemand', 'spot', 'reserved', 'reserved3y', 'buy']);
    expect(row('onDemand').textContent).toBe('On demand$4,9806,221 h'); // reference: 6,221.31 h
    expect(row('spot').textContent).toBe('Spotcheapest$3,8408,162 h'); // 60 % spot, the rest on demand
    expect(row('reserved').textContent).toBe('Reserved (1 year)$16,206buying is cheaper at every usage level');
    expect(row('reserved3y').textContent).toBe('Reserved (3 years)$13,578renting is cheaper at every usage level');
  });

  it('draws five lines, markers where lines cross buying, and says where each mode wins', () => {
    renderWithI18n(<ResultsPanel result={result} scenario={scenario} lang="en" />);
    const chart = screen.getByTestId('rent-vs-buy-chart');
    expect([...chart.querySelectorAll('path.rvb__line')].map((p) => p.getAttribute('data-mode'))).toEqual(['onDemand', 'spot', 'reserved', 'reserved3y', 'buy']);
    expect(screen.getAllByTestId('break-even-marker').map((m) => m.getAttribute('data-mode'))).toEqual(['onDemand', 'spot']);
    // The cheapest band at 24/7 is the 3-year reservation (13,578 < buying ≈ 15,727 < spot 16,819).
    const bands = rentVsBuyGeometry(result.rentVsBuy!, 600, 300).bands;
    expect(bands[bands.length - 1].mode).toBe('reserved3y');
    // Where each mode wins (docs/model.md › Rent vs buy › Without a site and per token): spot (60 % at 1.1 × 1.40, 40 % at 2.49 = 1.92/h) until it
    // meets the 3-year reservation's 8,760 × 1.55 = 13,578 at 7,071.875 h; buying never wins.
    const legend = [...screen.getByTestId('mode-bands').querySelectorAll('li')].map((li) => li.textContent);
    expect(legend).toEqual(['Spot: 0–7,072 h', 'Reserved (3 years): 7,072–8,760 h']);
    expect(screen.getByTestId('mode-thresholds').textContent).toContain('Spot costs less than Reserved (3 years) below 7,072 h a year; above it, Reserved (3 years) costs less.');
    expect(screen.queryByTestId('no-buy-note')).toBeNull();
    expect(screen.queryByTestId('migrated-notice')).toBeNull();
  });

  it('explains what changed for a scenario migrated from version 1, in both languages', () => {
    renderWithI18n(<ResultsPanel result={result} scenario={scenario} lang="en" migratedFrom={1} />);
    expect(screen.getByTestId('migrated-notice').textContent).toMatch(/monthly annuity.*break-even hours move down/);
    cleanup();
    renderWithI18n(<ResultsPanel result={result} scenario={scenario} lang="zh-CN" migratedFrom={1} />);
    expect(screen.getByTestId('migrated-notice').textContent).toContain('按月度年金计算');
  });
});

describe('sizing view (docs/model.md › Sizing)', () => {
  it('shows GPUs per replica, replicas, GPUs, nodes, MW and whether the site delivers them; one click uses the count', () => {
    const { scenario, result } = evaluateDocument(v2Doc());
    const onUse = vi.fn();
    renderWithI18n(<ResultsPanel result={result} scenario={scenario} lang="en" onUseSizing={onUse} />);
    const facts = screen.getByTestId('sizing-facts');
    const value = (key: string) => facts.querySelector(`[data-key="${key}"] dd`)!.textContent;
    expect(value('gpuMemory')).toBe('80 GB (catalogue)');
    expect(value('replicaGB')).toBe('121 GB');
    expect(value('gpusPerReplica')).toBe('2');
    expect(value('throughputGPUs')).toBe('39.68');
    expect(value('replicas')).toBe('20');
    expect(value('gpusNeeded')).toBe('40');
    expect(value('nodesNeeded')).toBe('5');
    expect(value('requiredMW')).toBe('0.08 MW');
    expect(value('fits')).toBe('yes: 50,168 GPUs deliverable');
    fireEvent.click(screen.getByText('Use 40 GPUs as the capacity target and in the quotes'));
    expect(onUse).toHaveBeenCalledWith(40);
    // The workload's 700,000 GPU-hours on the quotes' 1,024 GPUs follow: 700,000 × 40 / 1,024 = 27,344.
    expect(screen.getByTestId('hours-follow').textContent).toBe(' The workload’s GPU-hours per month follow the count: 27,344 GPU-hours at 40 GPUs (the same hours per GPU).');
  });

  it('says when the site cannot deliver the fleet, and when the plan already uses it', () => {
    const doc = v2Doc();
    doc.site.contractedMW = 0.05; // 3 nodes, 24 GPUs
    doc.site.targetGPUs = 40;
    for (const q of doc.quotes) q.gpus = 40;
    const { scenario, result } = evaluateDocument(doc);
    renderWithI18n(<ResultsPanel result={result} scenario={scenario} lang="zh-CN" onUseSizing={() => {}} />);
    const facts = screen.getByTestId('sizing-facts');
    expect(facts.querySelector('[data-key="fits"] dd')!.textContent).toBe(`不能：仅可交付 ${result.capacity!.gpus} 张 GPU`);
    expect(result.capacity!.gpus).toBe(24);
    expect(screen.getByText('方案已使用 40 张 GPU。')).toBeTruthy();
  });
});
