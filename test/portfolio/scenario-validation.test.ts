// Bad input in the demand plan's growth, fixed commitments and scenarios, named by field with values
// in the field's unit, in both languages (models/scenario/portfolio-scenario-checks.ts, field specs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../models/scenario';

type Plan = Record<string, unknown> & { scenarios: Record<string, unknown>[]; fixed: Record<string, unknown>[]; growth: Record<string, unknown> };

function withPlan(change: (p: Plan) => void): Record<string, unknown> {
  const doc = JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures/v4-demand-scenarios.json'), 'utf8'));
  change(doc.portfolio);
  return doc;
}

function issues(doc: unknown): { path: string; en: string; zh: string }[] {
  const r = loadScenario(doc);
  if (r.ok) return [];
  return r.issues.map((i) => ({ path: i.path, en: i.message.en, zh: i.message['zh-CN'] }));
}

describe('demand scenarios validation', () => {
  it('loads the worked example as it is, with its growth, fixed commitment and scenarios', () => {
    const r = loadScenario(withPlan(() => {}));
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(r.scenario.portfolio!.scenarios!.map((s) => s.name)).toEqual(['low', 'base', 'high']);
    expect(r.scenario.portfolio!.fixed).toEqual([{ offer: '3-year', startMonth: 1, gpus: 64 }]);
    expect(r.scenario.portfolio!.growth).toEqual({ monthlyRate: 0.03, fromMonth: 2, untilMonth: 24 });
    expect(r.scenario.portfolio!.riskAversion).toBe(0.3);
  });

  it.each([
    ['probabilities not adding to 100 %', (p: Plan) => { p.scenarios[0].probability = 0.3; }, 'portfolio.scenarios', 'they add up to 105 %', '当前合计 105%'],
    ['more than 10 scenarios', (p: Plan) => {
      p.scenarios = Array.from({ length: 11 }, (_, i) => ({ name: `s${i}`, probability: 1 / 11 }));
    }, 'portfolio.scenarios', 'must have 2 to 10 scenarios, got 11', '实际 11 个'],
    ['a single scenario', (p: Plan) => { p.scenarios = [{ name: 'only', probability: 1 }]; }, 'portfolio.scenarios', 'got 1', '实际 1 个'],
    ['a scale of 0', (p: Plan) => { p.scenarios[1].scale = 0; }, 'portfolio.scenarios[1].scale', 'got 0', '实际为 0'],
    ['a negative scale', (p: Plan) => { p.scenarios[2].scale = -2; }, 'portfolio.scenarios[2].scale', 'got -2', '实际为 -2'],
    ['two scenarios with one name', (p: Plan) => { p.scenarios[2].name = 'low'; }, 'portfolio.scenarios[2].name', 'duplicates the name of scenarios[0]', '重复'],
    ['a scenario named like a regret-table row', (p: Plan) => { p.scenarios[0].name = 'ev'; }, 'portfolio.scenarios[0].name', 'must not be "chosen" or "ev"', '遗憾表'],
    ['a fixed commitment off its block', (p: Plan) => { p.fixed[0].gpus = 60; }, 'portfolio.fixed[0].gpus', 'whole number of "3-year"\'s 8-GPU blocks (got 60)', '8 卡整块'],
    ['a fixed commitment off its start months', (p: Plan) => { p.fixed[0].startMonth = 2; }, 'portfolio.fixed[0].startMonth', 'start month of "3-year" (month 1 only', '仅第 1 个月'],
    ['a fixed commitment on an unknown offer', (p: Plan) => { p.fixed[0].offer = '5-year'; }, 'portfolio.fixed[0].offer', 'one of the plan\'s commit offers ("1-year", "3-year") (got "5-year")', '承诺类报价'],
    ['a fixed commitment on a flexible offer', (p: Plan) => { p.fixed[0].offer = 'Spot'; }, 'portfolio.fixed[0].offer', 'commit offers', '承诺类报价'],
    ['fixed GPUs above the offer\'s limit', (p: Plan) => { (p.offers as Record<string, unknown>[])[3].maxGPUs = 48; }, 'portfolio.fixed[0].gpus', 'to 64, above its maxGPUs (48 GPUs)', '超过其上限（48 张）'],
    ['growth ending before it starts', (p: Plan) => { p.growth.fromMonth = 12; p.growth.untilMonth = 6; }, 'portfolio.growth.untilMonth', 'not be before the growth\'s first month (month 12) (got 6)', '第 12 个月'],
    ['growth starting after the plan', (p: Plan) => { p.growth.fromMonth = 40; delete p.growth.untilMonth; }, 'portfolio.growth.fromMonth', 'within the plan (months 2–36) (got 40)', '第 2–36 个月'],
    ['growth in month 1', (p: Plan) => { p.growth.fromMonth = 1; }, 'portfolio.growth.fromMonth', 'got 1', '实际为 1'],
    ['a growth rate below -50 %', (p: Plan) => { p.growth.monthlyRate = -0.6; }, 'portfolio.growth.monthlyRate', 'got -0.6', '实际为 -0.6'],
    ['growth beyond the GPU limit', (p: Plan) => { p.months = 120; p.growth = { monthlyRate: 0.5 }; }, 'portfolio.growth.monthlyRate', 'above the limit of 10,000,000 GPUs', '超过上限'],
    ['a scenario beyond the GPU limit (256 × 1000 × 1.2^23)', (p: Plan) => { p.scenarios[2].scale = 1000; p.scenarios[2].monthlyRate = 0.2; }, 'portfolio.scenarios[2].scale', 'takes the peak to 16,959,327 GPUs', '使高峰达到'],
    ['a CVaR level of 1', (p: Plan) => { p.cvarLevel = 1; }, 'portfolio.cvarLevel', 'got 1', '实际为 1'],
    ['a risk aversion above 1', (p: Plan) => { p.riskAversion = 1.5; }, 'portfolio.riskAversion', 'got 1.5', '实际为 1.5'],
  ])('names %s', (_what, change, field, en, zh) => {
    const found = issues(withPlan(change));
    const hit = found.find((i) => i.path === field);
    expect(hit, JSON.stringify(found)).toBeDefined();
    expect(hit!.en).toContain(en);
    expect(hit!.zh).toContain(zh);
  });
});
