// @vitest-environment happy-dom
// The demand plan under scenarios in the results (model: Demand plan › scenarios), from the worked
// example's reference results: the sentence of what to sign now with money, the scenario and regret
// tables with the worst case named, VSS and EVPI, in both languages; and "keep this commitment".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PortfolioResult } from '../../models/portfolio';
import { loadScenario } from '../../models/scenario';
import { PortfolioView } from '../../src/results/portfolio-view';
import { renderWithI18n } from './render-i18n';

afterEach(cleanup);

const read = (name: string) => JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures', name), 'utf8'));
const expected = read('v4-demand-scenarios.expected.json').portfolio as PortfolioResult;
const loaded = loadScenario(read('v4-demand-scenarios.json'));
if (!loaded.ok) throw new Error('the worked example must load');
const scenario = loaded.scenario;

const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const rowsOf = (el: HTMLElement) => [...el.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => text(c)));
const usd = (v: number) => `$${Math.round(v).toLocaleString('en-US')}`;

describe('demand scenarios in the results', () => {
  it('says what to sign now with money and names the worst case', () => {
    renderWithI18n(<PortfolioView portfolio={expected} scenario={scenario} currency="USD" lang="en" printWidth={800} />);
    const low = expected.scenarios!.find((s) => s.name === 'low')!;
    // 200 GPUs on 3 years in month 1, 64 of them already signed; the worst regret is the low case's.
    expect(text(screen.getByTestId('scenario-sign-now'))).toBe(
      `Sign now: 136 GPUs on 3-year, 64 GPUs already fixed. Expected cost ${usd(expected.expectedObjective!)} in present value; wrong either way, it costs at most ${usd(low.regret)} more than the plan made for that demand (“low”).`,
    );
    const scenarios = rowsOf(screen.getByTestId('scenario-table'));
    expect(scenarios[0]).toEqual(['Scenario', 'Probability', 'Present cost', 'Objective (with unserved penalty)', 'Unserved (GPU-h)', 'Its own best plan', 'Regret']);
    expect(scenarios[2]).toEqual(['base', '50 %', usd(12615860.728502061), usd(12615860.728502061), '0', usd(12475887.104601713), usd(139973.62390034832)]);
    const regret = rowsOf(screen.getByTestId('regret-table'));
    expect(regret.map((r) => r[0])).toEqual(['Plan', 'Chosen plan', 'Plan for the average', 'Best plan for “low”', 'Best plan for “base”', 'Best plan for “high”']);
    expect(regret[1]).toEqual(['Chosen plan', '200', usd(low.objective), usd(12615860.728502061), usd(30491328.80257629), `${usd(low.regret)} (low)`]);
    const sentences = [...screen.getByTestId('scenario-sentences').querySelectorAll('li')].map(text);
    expect(sentences[1]).toBe(`Knowing the demand in advance would be worth ${usd(expected.evpi!)} in expectation (EVPI): the most worth paying for a better forecast.`);
    expect(screen.getByTestId('demand-fan')).toBeTruthy();
  });

  it('reads in zh-CN', () => {
    renderWithI18n(<PortfolioView portfolio={expected} scenario={scenario} currency="USD" lang="zh-CN" printWidth={800} />);
    expect(text(screen.getByTestId('scenario-sign-now'))).toMatch(/^现在签约：3-year 136 张 GPU，已固定 64 张 GPU。期望成本现值 /);
    expect(rowsOf(screen.getByTestId('regret-table'))[2][0]).toBe('按平均需求的计划');
  });

  it('offers to keep each commitment not yet fixed in full, and passes it on', () => {
    const kept: unknown[] = [];
    renderWithI18n(<PortfolioView portfolio={expected} scenario={scenario} currency="USD" lang="en" printWidth={800} onKeep={(c) => kept.push(c)} />);
    const buttons = screen.getAllByTestId('keep-commitment');
    // Six commitments, none fixed in full (64 of the 200 on 3 years are).
    expect(buttons).toHaveLength(6);
    fireEvent.click(buttons[0]);
    expect(kept).toEqual([{ offer: '3-year', startMonth: 1, gpus: 200 }]);
  });
});
