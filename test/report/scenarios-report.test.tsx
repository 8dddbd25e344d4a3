// The report's demand plan page under scenarios, drawn in Node as `gpuplan report` draws it: what to
// sign now, the fan at the report's width, the scenario and regret tables (worst case named), VSS and
// EVPI, from the worked example's reference plan; in both languages.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PortfolioResult } from '../../models/portfolio';
import { runScenario } from '../../models/run';
import { reportMarkup } from '../../src/report/static-markup';
import { REPORT_CHART_WIDTH } from '../../src/report/scenario-report';

const read = (name: string) => JSON.parse(readFileSync(resolve(process.cwd(), 'test/fixtures', name), 'utf8'));
const plan = read('v4-demand-scenarios.expected.json').portfolio as PortfolioResult;
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/\s+/g, ' ');

function markup(lang: 'en' | 'zh-CN') {
  const raw = read('v4-demand-scenarios.json');
  const r = runScenario(raw);
  if (!r.ok) throw new Error('invalid');
  return reportMarkup({ items: [{ scenario: r.scenario, raw, result: { ...r.result, portfolio: plan } }], lang, date: '2026-01-01' }).html;
}

describe('the report under demand scenarios', () => {
  it('prints what to sign now, the fan and both tables (en)', () => {
    const html = markup('en');
    const start = html.indexOf('data-testid="scenario-results"');
    expect(start).toBeGreaterThan(0);
    const s = plain(html.slice(start));
    expect(s).toContain('Sign now: 136 GPUs on 3-year, 64 GPUs already fixed.');
    expect(html.slice(start)).toContain(`width="${REPORT_CHART_WIDTH}"`);
    expect(s).toContain('What a wrong guess costs');
    expect(s).toContain('Best plan for “high” 336 $13,004,005 $14,454,884 $29,444,020 $8,470,315 (low)');
    expect(s).toContain('Knowing the demand in advance would be worth $1,277,694');
  });

  it('zh-CN', () => {
    const s = plain(markup('zh-CN'));
    expect(s).toContain('猜错的代价');
    expect(s).toContain('预先知道需求的期望价值为 US$1,277,694（EVPI）');
  });
});
