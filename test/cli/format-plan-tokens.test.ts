// The demand plan's cost per million tokens in `--table` (issue 37), from the reference result of the
// renter's mix: its cost per used GPU-hour 1.8876648148148152 $ over 1,500 tokens/s × 3,600 s, per
// million tokens = 0.34957 $, against the file's API price of 0.60 $ (41.7 % cheaper).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MilpSolver } from '../../models/portfolio';
import { runScenario } from '../../models/run';
import { formatPortfolioTable } from '../../cli/format-portfolio';
import { highs } from '../portfolio/helpers';

const dir = path.resolve(__dirname, '../fixtures');
const doc = JSON.parse(readFileSync(path.join(dir, 'v3-renter-mix.gpuplan.json'), 'utf8'));
const expected = JSON.parse(readFileSync(path.join(dir, 'v3-renter-mix.expected.json'), 'utf8'));

let solver: MilpSolver;
beforeAll(async () => {
  solver = await highs();
});

describe('the demand plan block per token', () => {
  it('states the plan’s cost per million tokens and the API’s, with currency, in both languages', () => {
    const out = runScenario(doc, { skipUncertainty: true, portfolioSolver: solver });
    if (!out.ok) throw new Error(JSON.stringify(out.issues));
    const perHour = expected.portfolio.effectivePerUsedGPUHour as number;
    expect(out.result.portfolio!.effectivePerUsedGPUHour).toBeCloseTo(perHour, 9);
    const perMillion = (perHour * 1e6) / (1500 * 3600);
    expect(perMillion).toBeCloseTo(0.349567558, 8);
    const en = formatPortfolioTable(out.result, 'en', undefined, out.scenario);
    expect(en).toMatch(/Plan: cost per million tokens\s+\$0\.350\n/);
    expect(en).toMatch(/API: price per million tokens\s+\$0\.600 \(the plan is 41\.7 % cheaper than the API\)\n/);
    const zh = formatPortfolioTable(out.result, 'zh-CN', undefined, out.scenario);
    expect(zh).toMatch(/计划：每百万 token 成本\s+US\$0\.350\n/);
    // Without a throughput the rows drop out rather than show a figure the file cannot support.
    const noTps = runScenario({ ...doc, rentVsBuy: { ...doc.rentVsBuy, tokensPerSecondPerGPU: undefined } }, { skipUncertainty: true, portfolioSolver: solver });
    if (!noTps.ok) throw new Error(JSON.stringify(noTps.issues));
    expect(formatPortfolioTable(noTps.result, 'en', undefined, noTps.scenario)).not.toContain('per million tokens');
  });
});
