// The --table "Demand plan" block where a figure is null: each says why (docs/model.md › Demand plan nulls).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MilpSolver } from '../../models/portfolio';
import { runScenario } from '../../models/run';
import { formatPortfolioCsv, formatPortfolioTable, sharePercent } from '../../cli/format-portfolio';
import { cliPortfolioEn as en, cliPortfolioZhCN as zh } from '../../src/i18n/areas/cli';
import { highs } from '../portfolio/helpers';

const FIXTURE = path.resolve(__dirname, '../fixtures/v3-renter-plan.gpuplan.json');
type Offer = { name: string; kind: string; pricePerGPUHour: number };

let solver: MilpSolver;
beforeAll(async () => {
  solver = await highs();
});

function evaluated(edit: (p: { demand: { fromMonth: number; gpus: number }[]; offers: Offer[] }) => void, withSolver = true) {
  const doc = JSON.parse(readFileSync(FIXTURE, 'utf8'));
  edit(doc.portfolio);
  const out = runScenario(doc, { skipUncertainty: true, ...(withSolver ? { portfolioSolver: solver } : {}) });
  if (!out.ok) throw new Error(JSON.stringify(out.issues));
  return out;
}

describe('the demand plan block', () => {
  it('without on-demand: no savings (not the same demand served, with the unserved hours of each) and no break-even', () => {
    const { scenario, result } = evaluated((p) => (p.offers = p.offers.filter((o) => o.kind !== 'onDemand')));
    const p = result.portfolio!;
    expect(p.savings).toBeNull();
    const text = formatPortfolioTable(result, 'en', undefined, scenario);
    expect(text).toMatch(new RegExp(`${en.savings.replace(/[()]/g, '\\$&')}\\s+— \\(not the same demand served\\)\\n`));
    const unserved = p.baseline.unservedGPUHours.toLocaleString('en', { maximumFractionDigits: 0 });
    expect(text).toContain(`No savings are stated: without commitments ${unserved} GPU-h of demand go unserved, with the plan 0 GPU-h`);
    expect(text).toContain('- “1-year commitment”: no on-demand offer to compare with, so no break-even.');
    expect(formatPortfolioTable(result, 'zh-CN', undefined, scenario)).toContain('- “3-year commitment”：没有按需报价可比，无盈亏平衡点。');
  });

  it('commitments dearer than on-demand: sign nothing, no utilization, and a commitment that never pays off', () => {
    const { scenario, result } = evaluated((p) => {
      for (const o of p.offers) if (o.kind === 'commit') o.pricePerGPUHour = 2.6;
    });
    const p = result.portfolio!;
    expect(p.commitments).toEqual([]);
    expect(p.commitmentUtilization).toBeNull();
    const text = formatPortfolioTable(result, 'en', undefined, scenario);
    expect(text).toContain(`${en.scheduleTitle}\n${en.noSchedule}\n`);
    expect(text).toMatch(/Commitment utilization \(used \/ paid committed GPU-h\)\s+— \(no commitments\)\n/);
    // 2.6 / 2.49 = 104.4 %: busy more than every hour.
    expect(text).toContain('- A GPU on “1-year commitment” (12 months at $2.60 per GPU-hour) never pays off against on-demand at $2.49 per GPU-hour: it would have to be busy 104 % of its hours.');
    expect(formatPortfolioTable(result, 'zh-CN', undefined, scenario)).toContain(`${zh.scheduleTitle}\n${zh.noSchedule}\n`);
  });

  it('no demand: nothing served, and no savings share when the cost without commitments is 0', () => {
    const { scenario, result } = evaluated((p) => (p.demand = [{ fromMonth: 1, gpus: 0 }]));
    const p = result.portfolio!;
    expect([p.effectivePerUsedGPUHour, p.savings, p.savingsShare]).toEqual([null, 0, null]);
    const text = formatPortfolioTable(result, 'en', undefined, scenario);
    expect(text).toMatch(/Cost per used GPU-hour\s+— \(no demand served\)\n/);
    expect(text).toMatch(/\s\$0 \(no share: the cost without commitments is 0\)\n/);
  });

  it('a plan that was not solved points to its warning; a scenario without a plan prints nothing', () => {
    const { scenario, result } = evaluated(() => undefined, false);
    expect(result.portfolio).toBeUndefined();
    expect(formatPortfolioTable(result, 'en', undefined, scenario)).toBe(`\nDemand plan (36 months, 4 offers; present values at 10 % a year)\n${en.notSolved}\n`);
    expect(formatPortfolioTable(result, 'zh-CN', undefined, scenario)).toContain(zh.notSolved);
    const { portfolio: _p, ...noPlan } = scenario;
    expect(formatPortfolioTable(result, 'en', undefined, noPlan)).toBe('');
    expect(formatPortfolioCsv(result, false)).toBe('month,peak (GPUs),idleCommittedGPUHours (GPU-h),unservedGPUHours (GPU-h),cost (USD)\n');
  });

  it('writes shares as whole percents unless that would read 0 or 100', () => {
    expect(sharePercent(0.7590361445783131, 'en')).toBe('76 %');
    expect(sharePercent(0.7590361445783131, 'zh-CN')).toBe('76%');
    expect(sharePercent(0.998, 'en')).toBe('99.8 %');
    expect(sharePercent(0.001, 'en')).toBe('0.1 %');
    expect(sharePercent(1.044, 'en')).toBe('104 %');
  });
});
