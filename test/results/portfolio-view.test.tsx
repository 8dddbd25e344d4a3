// @vitest-environment happy-dom
// The demand plan in the results panel (docs/model.md › Demand plan): what to sign when, the plan's figures and
// the break-even sentences, in both languages, as the engine solved the v3 worked example's plan.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioResult } from '../../models/portfolio';
import type { Scenario } from '../../models/scenario';
import { PortfolioPanel } from '../../src/results/portfolio-view';
import { offerLabeler } from '../../src/present/portfolio-labels';
import { ResultsPanel } from '../../src/results/results-panel';
import { renderWithI18n } from './render-i18n';
import { solvedPlan, type SolvedPlan } from './renter-plan';
import { workedExample } from './worked-example';

afterEach(cleanup);

let plan: SolvedPlan;
beforeAll(async () => {
  plan = await solvedPlan();
});

const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
function rowsOf(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => text(c)));
}
function fact(key: string): string {
  return text(document.querySelector(`[data-testid="portfolio-facts"] [data-key="${key}"] dd`));
}
function figure(key: string): { value: string; detail: string } {
  const el = document.querySelector(`[data-figure="${key}"]`);
  return { value: text(el?.querySelector('.headline__value') ?? null), detail: text(el?.querySelector('.headline__detail') ?? null) };
}

describe('the demand plan section', () => {
  it('lists what to sign when, with units, and totals it', () => {
    renderWithI18n(<ResultsPanel result={plan.result} scenario={plan.scenario} lang="en" />);
    const section = document.querySelector('[data-section="portfolio"]') as HTMLElement;
    expect(within(section).getByRole('heading').textContent).toBe('Demand plan');
    expect(rowsOf(within(section).getByTestId('portfolio-schedule'))).toEqual([
      ['Offer', 'From month', 'To month', 'GPUs', 'Cost (USD)', 'Present cost (USD, at 10.0% a year)'],
      ['3-year commitment', '1', '36', '48', '$1,879,546', '$1,628,233'],
      ['1-year commitment', '25', '36', '16', '$264,902', '$207,990'],
      ['All commitments', '—', '—', '—', '$2,144,448', '$1,836,223'],
    ]);
    expect(within(section).getByText('What to sign, when')).toBeTruthy();
    expect(within(section).getByTestId('portfolio-chart')).toBeTruthy();
  });

  it('states the plan’s cost, the savings against no commitments, the utilization and the effective price', () => {
    renderWithI18n(<ResultsPanel result={plan.result} scenario={plan.scenario} lang="en" />);
    expect(fact('planCost')).toBe('$4,304,981 (at 10.0% a year); $5,143,340 paid over 36 months');
    expect(fact('baseline')).toBe('$5,056,249: the same demand on the flexible offers alone');
    expect(fact('savings')).toBe('$751,268, 14.9% of the cost without them');
    expect(fact('utilization')).toBe('91.2% of the committed GPU-hours are used');
    expect(fact('effective')).toBe('$1.89 per used GPU-hour');
    expect(fact('demand')).toBe('2,724,710 GPU-hours over 36 months');
    expect(fact('unserved')).toBe('none: every GPU-hour is served');
    // Headline figures of the plan.
    expect(figure('planCost')).toEqual({ value: '$4,304,981', detail: '$5,143,340 paid over 36 months' });
    expect(figure('planSavings')).toEqual({ value: '$751,268', detail: '14.9% less than without them' });
    expect(figure('planUtilization')).toEqual({ value: '91.2%', detail: 'of committed GPU-hours used' });
  });

  it('says when each commitment pays off, in English and Chinese', () => {
    const view = renderWithI18n(<ResultsPanel result={plan.result} scenario={plan.scenario} lang="en" />);
    const sentences = () => [...screen.getByTestId('portfolio-break-even').querySelectorAll('li')].map((li) => text(li));
    expect(sentences()).toEqual([
      '“1-year commitment” pays off when a committed GPU is busy more than 75.9% of its hours.',
      '“3-year commitment” pays off when a committed GPU is busy more than 59.8% of its hours.',
    ]);
    view.unmount();
    renderWithI18n(<ResultsPanel result={plan.result} scenario={plan.scenario} lang="zh-CN" />);
    expect(sentences()).toEqual(['“1-year commitment”只有在承诺的 GPU 超过 75.9% 的时间在忙时才划算。', '“3-year commitment”只有在承诺的 GPU 超过 59.8% 的时间在忙时才划算。']);
    expect(text(document.querySelector('[data-section="portfolio"] h3'))).toBe('需求计划');
    expect(fact('savings')).toBe('US$751,268，占不签承诺成本的 14.9%');
    expect(fact('utilization')).toBe('已承诺 GPU 小时中有 91.2% 被使用');
    expect(fact('effective')).toBe('每实际使用 GPU 小时 US$1.89');
    expect(rowsOf(screen.getByTestId('portfolio-schedule'))[0]).toEqual(['报价', '起始月', '结束月', 'GPU 数', '费用（USD）', '现值（USD，年折现率 10.0%）']);
  });

  it('says why there is no break-even or no comparable saving', () => {
    const p: PortfolioResult = {
      ...plan.result.portfolio!,
      savings: null,
      savingsShare: null,
      baseline: { ...plan.result.portfolio!.baseline, unservedGPUHours: 1234 },
      breakEvenUtilization: { '1-year commitment': null, '3-year commitment': 1.2 },
    };
    renderWithI18n(<ResultsPanel result={{ ...plan.result, portfolio: p }} scenario={plan.scenario} lang="en" />);
    expect(fact('savings')).toBe('Not comparable: without commitments the offers would serve a different amount of demand (1,234 GPU-hours unserved instead of 0).');
    expect(figure('planSavings').value).toBe('not comparable');
    expect([...screen.getByTestId('portfolio-break-even').querySelectorAll('li')].map((li) => text(li))).toEqual([
      '“1-year commitment”: there is no on-demand offer to compare it with, so it has no break-even utilization.',
      '“3-year commitment” never pays off: even busy every hour, it costs more per GPU-hour than on-demand.',
    ]);
  });

  it('is absent without a demand plan', () => {
    const { scenario, result } = workedExample();
    renderWithI18n(<ResultsPanel result={result} scenario={scenario} lang="en" />);
    expect(document.querySelector('[data-section="portfolio"]')).toBeNull();
    expect(document.querySelector('[data-figure="planCost"]')).toBeNull();
  });
});

describe('while the plan is solved', () => {
  const noPlan = () => {
    const { portfolio: _p, ...rest } = plan.result;
    return rest;
  };

  it('shows a calm line and no plan before the first one is there', () => {
    renderWithI18n(<ResultsPanel result={noPlan()} scenario={plan.scenario} lang="en" plan={{ solving: true, stale: false, error: null }} />);
    expect(text(screen.getByTestId('portfolio-status'))).toBe('Solving the plan…');
    // The seconds against the solver's 10 s limit, as the fleet plan shows them.
    expect(text(screen.getByTestId('portfolio-progress'))).toBe('0 s so far (the solver stops at 10 s; a plan not proven within 0.01 % of the cheapest is then not shown, and the reason is).');
    expect((screen.getByTestId('portfolio-progress').querySelector('progress') as HTMLProgressElement).max).toBe(10);
    expect(screen.queryByTestId('portfolio-schedule')).toBeNull();
    expect(document.querySelector('[data-figure="planCost"]')).toBeNull();
  });

  it('keeps the previous plan visible, marked stale, in the section and the headline', () => {
    renderWithI18n(<ResultsPanel result={plan.result} scenario={plan.scenario} lang="zh-CN" plan={{ solving: true, stale: true, error: null, solvedFor: plan.scenario }} />);
    expect(text(screen.getByTestId('portfolio-status'))).toBe('正在按最新输入求解计划… 下方显示的是上一版输入的计划。');
    expect(screen.queryByTestId('portfolio-progress')).toBeNull();
    expect(document.querySelector('.portfolio__body--stale [data-testid="portfolio-schedule"]')).toBeTruthy();
    expect(document.querySelector('.headline__figure--stale[data-figure="planCost"]')).toBeTruthy();
    expect(figure('planCost').detail).toBe('更新中… · 36 个月内共支付 US$5,143,340');
  });

  it('says why there is no plan when the solve stopped', () => {
    const warning = { code: 'portfolio-solve-time-limit', path: 'portfolio', message: { en: 'the demand plan was not solved within 10 s', 'zh-CN': '需求计划未能在 10 秒内求解' } };
    renderWithI18n(<ResultsPanel result={{ ...noPlan(), warnings: [warning] }} scenario={plan.scenario} lang="en" plan={{ solving: false, stale: false, error: null }} />);
    expect(text(screen.getByTestId('portfolio-none'))).toBe('No plan to show: the demand plan was not solved within 10 s');
    expect(text(screen.getByTestId('portfolio-status'))).toBe('');
  });

  it('reports a failed solver worker', () => {
    renderWithI18n(<PortfolioPanel portfolio={undefined} scenario={plan.scenario} warnings={[]} plan={{ solving: false, stale: false, error: 'worker crashed' }} currency="USD" lang="en" />);
    expect(screen.getByRole('alert').textContent).toBe('The plan could not be solved: worker crashed');
  });
});

describe('offer names', () => {
  it('translates the offers made from the rent-vs-buy prices, never the plan’s own', () => {
    const own = offerLabeler(plan.scenario, 'zh-CN');
    expect(own('On-demand')).toBe('On-demand');
    const fromRentVsBuy = { ...plan.scenario, portfolio: { ...plan.scenario.portfolio!, offers: undefined } } as Scenario;
    const zh = offerLabeler(fromRentVsBuy, 'zh-CN');
    expect(['On-demand', 'Spot', '1-year reservation', '3-year reservation'].map(zh)).toEqual(['按需', '竞价（Spot）', '1 年预留', '3 年预留']);
    expect(offerLabeler(fromRentVsBuy, 'en')('1-year reservation')).toBe('1-year reservation');
  });
});
