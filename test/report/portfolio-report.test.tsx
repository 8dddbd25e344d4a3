// The report's demand plan (docs/model.md › Demand plan), drawn in Node as `gpuplan report` draws it
// (react-dom/server, no DOM): the chart at the report's fixed width, what to sign when, the plan's
// figures and the break-even sentences, in both languages; absent without a plan.
import { beforeAll, describe, expect, it } from 'vitest';
import { reportMarkup } from '../../src/report/static-markup';
import { keyFigures } from '../../src/report/key-figures';
import { REPORT_CHART_WIDTH } from '../../src/report/scenario-report';
import { solvedPlan, type SolvedPlan } from '../results/renter-plan';
import { workedExample } from '../results/worked-example';

let plan: SolvedPlan;
beforeAll(async () => {
  plan = await solvedPlan();
});

/** The HTML of the report's section `id`. */
function section(html: string, id: string): string {
  const start = html.indexOf(`data-section="${id}"`);
  if (start < 0) return '';
  const end = html.indexOf('<section', start);
  return html.slice(start, end < 0 ? undefined : end);
}
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe('the demand plan in the report', () => {
  it('draws the chart at the report’s width, the schedule, the figures and the sentences (en)', () => {
    const { html } = reportMarkup({ items: [{ scenario: plan.scenario, raw: plan.raw, result: plan.result }], lang: 'en', date: '2026-01-01' });
    const s = section(html, 'portfolio');
    expect(s).toContain('Demand plan');
    expect(s).toContain(`width="${REPORT_CHART_WIDTH}"`);
    expect(s).toContain('data-testid="portfolio-chart"');
    // Every offer that served demand has a band, and the idle committed GPUs one of their own.
    for (const offer of ['3-year commitment', '1-year commitment', 'Spot', 'On-demand']) expect(s).toContain(`data-offer="${offer}"`);
    expect(s).toContain('data-layer="idle"');
    expect(s).not.toContain('data-layer="unserved"');
    const text = plain(s);
    expect(text).toContain('GPUs (average over the month)');
    expect(text).toContain('What to sign, when');
    expect(text).toContain('3-year commitment 1 36 48 $1,879,546 $1,628,233');
    expect(text).toContain('1-year commitment 25 36 16 $264,902 $207,990');
    expect(text).toContain('$751,268, 14.9% of the cost without them');
    expect(text).toContain('91.2% of the committed GPU-hours are used');
    expect(text).toContain('$1.89 per used GPU-hour');
    expect(text).toContain('“1-year commitment” pays off when a committed GPU is busy more than 75.9% of its hours.');
  });

  it('in Chinese', () => {
    const { html } = reportMarkup({ items: [{ scenario: plan.scenario, raw: plan.raw, result: plan.result }], lang: 'zh-CN', date: '2026-01-01' });
    const text = plain(section(html, 'portfolio'));
    expect(text).toContain('需求计划');
    expect(text).toContain('GPU 数（月平均）');
    expect(text).toContain('何时签什么');
    expect(text).toContain('US$751,268，占不签承诺成本的 14.9%');
    expect(text).toContain('“3-year commitment”只有在承诺的 GPU 超过 59.8% 的时间在忙时才划算。');
  });

  it('lists the plan among the key figures', () => {
    const en = keyFigures(plan.scenario, plan.result, 'en').filter((f) => f.key.startsWith('plan'));
    expect(en.map(({ key, label, value, note, tone }) => ({ key, label, value, note, tone }))).toEqual([
      { key: 'planCost', label: 'Plan cost (present value)', value: '$4,304,981', note: expect.stringMatching(/ paid over \d+ months$/), tone: undefined },
      { key: 'planSavings', label: 'Savings from commitments', value: '$751,268', note: '14.9% less than without them', tone: 'good' },
      { key: 'planUtilization', label: 'Commitment utilization', value: '91.2%', note: 'of committed GPU-hours used', tone: undefined },
    ]);
    expect(keyFigures(plan.scenario, plan.result, 'zh-CN').find((f) => f.key === 'planUtilization')?.label).toBe('承诺利用率');
  });

  it('is absent without a demand plan, and without a solved one', () => {
    const { scenario, result } = workedExample();
    expect(section(reportMarkup({ items: [{ scenario, raw: {}, result }], lang: 'en' }).html, 'portfolio')).toBe('');
    const { portfolio: _p, ...unsolved } = plan.result;
    expect(section(reportMarkup({ items: [{ scenario: plan.scenario, raw: plan.raw, result: unsolved }], lang: 'en' }).html, 'portfolio')).toBe('');
    expect(keyFigures(scenario, result, 'en').some((f) => f.key.startsWith('plan'))).toBe(false);
  });
});
