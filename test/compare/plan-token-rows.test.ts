// Compare's row of the demand plan's cost per million tokens (issue 37): each plan's effective price per
// used GPU-hour over the tokens a GPU-hour serves at its own throughput, from the worked example's
// reference plan (2.2356368502262307 $ per used GPU-hour), in the plan's currency, in both languages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ScenarioResult } from '../../models/evaluate';
import type { PortfolioResult } from '../../models/portfolio';
import { formatKeyResult } from '../../src/present/format-compare';
import { planTokenKeyRows, planTokenRowLabel } from '../../src/compare/plan-token-rows';
import { BETTER } from '../../src/compare/compare-view';

const plan = JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures/v4-demand-scenarios.expected.json'), 'utf8')).portfolio as PortfolioResult;
const result = (portfolio?: PortfolioResult) => ({ currency: 'USD', warnings: [], portfolio }) as unknown as ScenarioResult;

describe('compare row: plan cost per million tokens', () => {
  it('one value per plan at its own throughput; none without a plan or a throughput', () => {
    const rows = planTokenKeyRows(
      [result(plan), result(plan), result(plan), result(undefined)],
      [{ rentVsBuy: { tokensPerSecondPerGPU: 1000 } as never }, { sizing: { tokensPerSecondPerGPU: 2500 } as never }, {}, { sizing: { tokensPerSecondPerGPU: 1000 } as never }],
    );
    expect(rows.map((r) => r.key)).toEqual(['portfolio.planPerMillionTokens']);
    const [a, b, c, d] = rows[0].values as (number | null)[];
    // 2.2356368502262307 × 1e6 / (1000 × 3600) = 0.62101023…; at 2,500 tokens/s, 0.24840409…
    expect(a).toBeCloseTo(0.6210102361739530, 12);
    expect(b).toBeCloseTo(0.2484040944695812, 12);
    expect([c, d]).toEqual([null, null]);
    expect(planTokenKeyRows([result(plan)], [{}])).toEqual([]);
    // Not ranked: plans may serve different models at different throughputs.
    expect(BETTER['portfolio.planPerMillionTokens']).toBeUndefined();
  });

  it('is labelled and priced in the plan’s currency in both languages', () => {
    expect(planTokenRowLabel('portfolio.planPerMillionTokens', 'en')).toBe('Plan: cost per million tokens');
    expect(planTokenRowLabel('portfolio.planPerMillionTokens', 'zh-CN')).toBe('计划：每百万 token 成本');
    expect(planTokenRowLabel('portfolio.cvar', 'en')).toBeNull();
    const f = (lang: 'en' | 'zh-CN', cur: string) => formatKeyResult('portfolio.planPerMillionTokens', 0.621010236, lang, cur, (m) => m, (m) => String(m));
    expect(f('en', 'USD')).toBe('$0.621');
    expect(f('en', 'EUR')).toBe('€0.621');
  });
});
