// The demand plan's cost per million tokens beside the API's (src/present/plan-tokens.ts), by hand
// from the worked example's reference plan: effectivePerUsedGPUHour × 1e6 / (tokens/s × 3600).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PortfolioResult } from '../../models/portfolio';
import { planPerMillionTokens, planTokenFigures } from '../../src/present/plan-tokens';

const plan = JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures/v4-demand-scenarios.expected.json'), 'utf8')).portfolio as PortfolioResult;
const price = (v: number) => `$${v.toFixed(4)}`;

describe('plan cost per million tokens', () => {
  it('is the plan’s price per used GPU-hour over the tokens a GPU-hour serves', () => {
    const perHour = plan.effectivePerUsedGPUHour!;
    // 1,000 tokens/s: 3.6 million tokens an hour.
    expect(planPerMillionTokens(plan, 1000)).toBeCloseTo(perHour / 3.6, 12);
    expect(planPerMillionTokens({ ...plan, effectivePerUsedGPUHour: null }, 1000)).toBeNull();
  });

  it('stands beside the API’s price with how much cheaper or dearer it is; nothing without a throughput', () => {
    const perHour = plan.effectivePerUsedGPUHour!;
    const own = perHour / 3.6;
    const api = own * 2;
    const f = planTokenFigures(plan, { rentVsBuy: { tokensPerSecondPerGPU: 1000, apiPricePerMillionTokens: api } as never }, 'en', price);
    expect(f.map((x) => [x.key, x.value])).toEqual([['planPerMillionTokens', price(own)], ['apiPerMillionTokens', price(api)]]);
    expect(f[1].note).toBe('the plan is 50 % cheaper than the API');
    const zh = planTokenFigures(plan, { sizing: { tokensPerSecondPerGPU: 1000 } as never, rentVsBuy: { tokensPerSecondPerGPU: undefined, apiPricePerMillionTokens: own / 2 } as never }, 'zh-CN', price);
    expect(zh[1].note).toBe('计划比 API 贵 100%');
    expect(planTokenFigures(plan, {}, 'en', price)).toEqual([]);
  });
});
