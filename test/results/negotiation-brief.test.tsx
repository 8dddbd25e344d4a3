// @vitest-environment happy-dom
// The negotiation brief (docs/model.md › Quotes › Window) on the version-3 worked example's two quotes: per provider
// its rank on the 15-month window, its price to win, its asks ordered by the levers of the reference
// results (v3-renter-mix.expected.json), then only the terms it leaves out; the same text copied
// for an e-mail (clipboard API, then a selection copy, then Ctrl+C by hand), in en and zh-CN.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runScenario } from '../../models/run';
import { briefText } from '../../src/present/brief-text';
import { NegotiationBrief } from '../../src/results/negotiation-brief';
import { renderWithI18n } from './render-i18n';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function example() {
  const doc = JSON.parse(readFileSync(resolve(process.cwd(), 'test/fixtures/v3-renter-mix.gpuplan.json'), 'utf8')) as Record<string, unknown>;
  // Rent vs buy without a site is the renting without a site's and the demand plan needs a solver: not inputs of the quotes.
  const { rentVsBuy: _r, portfolio: _p, ...quotesOnly } = doc;
  const r = runScenario(quotesOnly, { skipUncertainty: true });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.result;
}

const result = example();
const brief = result.quotes!.brief;

describe('negotiation brief: the data', () => {
  it('orders each quote’s asks by the reference levers, largest first, and leaves out zero levers', () => {
    const [north, east] = brief;
    // Northwind (rank 1): delay 80,732.16 > premium above its 60 % commitment 67,276.80; idle 0, price 0.
    expect(north.best).toBe(true);
    expect(north.asks.map((a) => a.lever)).toEqual(['delay', 'aboveCommitPremium']);
    expect(north.asks[0].amount).toBeCloseTo(80_732.16, 6);
    // Eastgate (rank 2): price 548,503.94 > idle 468,321.28 > delay 52,326.40; no premium.
    expect(east.rank).toBe(2);
    expect(east.asks.map((a) => a.lever)).toEqual(['price', 'idle', 'delay']);
    expect(east.priceToMatchBest).toBeCloseTo(1.4117599632048954, 9);
  });

  it('lists only the terms a quote leaves out, never a question every quote is asked', () => {
    const [north, east] = brief;
    const ids = (b: typeof north) => b.missing.map((m) => m.id);
    // Northwind states its promo, SLA, network; it leaves out tax, region, prepay, indexation, burst…
    expect(ids(north)).toContain('tax');
    expect(ids(north)).not.toContain('credits');
    expect(ids(north)).not.toContain('sla');
    expect(ids(north)).not.toContain('support'); // no quote field records it: not this quote's gap
    // Eastgate states a prepay and its discount: no prepay question; it offers no promo, which is
    // no gap; its storage and egress are priced: no question on them. Money gaps come first.
    expect(ids(east)).not.toContain('prepay');
    expect(ids(east)).not.toContain('credits');
    expect(ids(east)).not.toContain('storage');
    expect(ids(east).slice(0, 2)).toEqual(['tax', 'region']);
  });
});

describe('negotiation brief: the words', () => {
  const en = briefText(brief, { lang: 'en', currency: 'USD' }, result.name);
  const zh = briefText(brief, { lang: 'zh-CN', currency: 'USD' }, result.name);

  it('states the window, the standing with its figure, the price to win and the asks in money', () => {
    expect(en).toContain('All quotes compared over the same 15 months.');
    // Ranked first: Northwind, then Eastgate (rank order, not file order).
    expect(en.indexOf('Northwind GPU')).toBeLessThan(en.indexOf('Eastgate Compute'));
    // 2,284,291.50 / 1,121,280 = $2.04 per used GPU-hour (present value); Eastgate 2,832,795.43 / 1,121,280 = $2.53.
    expect(en).toContain('Rank 1 of 2 on the 15-month window: $2.04 per used GPU-hour (present value).');
    expect(en).toContain('Rank 2 of 2 on the 15-month window: $2.53 per used GPU-hour (present value); best: Northwind GPU at $2.04.');
    expect(en).toContain('Price to win: $1.41 per GPU-hour (quoted $1.79).');
    expect(en).toContain('1. A delivery credit of $80,732 or an earlier date: the 2-month wait');
    expect(en).toContain('2. The hours above the commitment at the quoted price ($1.95 instead of $2.25 per GPU-hour): the premium costs $67,277');
    expect(en).toContain('1. A price of $1.41 per GPU-hour instead of $1.79 to match the best: $548,504');
    expect(en).toContain('2. Lower the take-or-pay share (now 100%): committed hours left idle cost $468,321');
  });

  it('reads in Chinese', () => {
    expect(zh).toContain('所有报价在同样的 15 个月内比较。');
    expect(zh).toContain('交付补偿 US$80,732 或提前交付');
    expect(zh).toContain('取胜价格：每 GPU 小时 US$1.41（报价 US$1.79）。');
  });
});

describe('negotiation brief: the panel', () => {
  const props = { brief, currency: 'USD', scenarioName: result.name };
  const text = briefText(brief, { lang: 'en', currency: 'USD' }, result.name);

  it('shows each provider in rank order with its asks and gaps', () => {
    renderWithI18n(<NegotiationBrief {...props} lang="en" />);
    const blocks = [...document.querySelectorAll('.quote-brief__provider')];
    expect(blocks.map((b) => b.getAttribute('data-rank'))).toEqual(['1', '2']);
    const east = document.querySelector('.quote-brief__provider[data-quote="1"]')!;
    expect([...east.querySelectorAll('.quote-brief__asks li')].map((li) => li.getAttribute('data-lever'))).toEqual(['price', 'idle', 'delay']);
    expect(east.querySelector('.quote-brief__missing li[data-question="tax"]')).not.toBeNull();
  });

  it('copies the text with the clipboard API', async () => {
    const writeText = vi.fn(async (_: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithI18n(<NegotiationBrief {...props} lang="en" />);
    await act(async () => {
      fireEvent.click(screen.getByText('Copy as text'));
    });
    expect(writeText).toHaveBeenCalledWith(text);
    expect(screen.getByText('Copied: paste it into an e-mail.')).toBeTruthy();
  });

  it('falls back to a selection copy, then to selected text for Ctrl+C', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => Promise.reject(new Error('denied')) }, configurable: true });
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    renderWithI18n(<NegotiationBrief {...props} lang="en" />);
    await act(async () => {
      fireEvent.click(screen.getByText('Copy as text'));
    });
    expect(exec).toHaveBeenCalledWith('copy');
    cleanup();
    exec.mockReturnValue(false);
    renderWithI18n(<NegotiationBrief {...props} lang="zh-CN" />);
    await act(async () => {
      fireEvent.click(screen.getByText('复制为文本'));
    });
    const manual = document.querySelector('textarea.quote-brief__manual') as HTMLTextAreaElement;
    expect(manual.value).toBe(briefText(brief, { lang: 'zh-CN', currency: 'USD' }, result.name));
    expect(screen.getByText(/剪贴板不可用/)).toBeTruthy();
  });

  it('has no Copy button on paper and puts each provider on a page of its own', () => {
    renderWithI18n(<NegotiationBrief {...props} lang="en" copyable={false} pages />);
    expect(document.querySelector('.quote-brief__copy')).toBeNull();
    expect(document.querySelector('.quote-brief--pages')).not.toBeNull();
  });
});
