// A demand plan stopped at its time limit (model: Demand plan › tolerance, time limit): no plan is
// reported unless proven within the 0.01 % tolerance; when the solver held a plan, the warning states
// how far from the cheapest it was proven (the gap), so a reader knows what the limit cost.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { computePortfolio, type MilpSolver } from '../../models/portfolio';
import { loadScenario } from '../../models/scenario';

const loaded = loadScenario(JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures/v3-renter-plan.gpuplan.json'), 'utf8')));
if (!loaded.ok) throw new Error('the fixture must load');
const plan = loaded.scenario.portfolio!;

const stoppedSolver = (gap: number, withPlan: boolean): MilpSolver => ({
  name: 'stopped',
  solve: (lp) => ({ status: 'time-limit', values: withPlan ? lp.columns.map(() => 0) : null, objective: NaN, gap }),
});

describe('a demand plan stopped at its time limit', () => {
  it('states the proven gap of the plan it held, and still reports no plan', () => {
    const out = computePortfolio(plan, loaded.scenario.rentVsBuy, stoppedSolver(0.023, true), { timeLimitSeconds: 10 });
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.warning.code).toBe('portfolio-solve-time-limit');
    expect(out.warning.message.en).toMatch(/was not solved within 10 s \(the best plan found by then was proven within 2\.3 % of the cheapest, short of the 0\.01 % the plan is reported at\); shorten the plan/);
    expect(out.warning.message['zh-CN']).toContain('未能在 10 秒内求解（届时找到的最优计划已证明与最低成本相差不超过 2.3 %');
  });

  it('without a plan in hand says no gap; a plan proven within the tolerance at the limit is reported', () => {
    const none = computePortfolio(plan, loaded.scenario.rentVsBuy, stoppedSolver(Infinity, false), { timeLimitSeconds: 10 });
    expect(!none.ok && none.warning.message.en).toMatch(/was not solved within 10 s; shorten the plan/);
    const close = computePortfolio(plan, loaded.scenario.rentVsBuy, stoppedSolver(5e-5, true), { timeLimitSeconds: 10 });
    expect(close.ok).toBe(true);
  });
});
