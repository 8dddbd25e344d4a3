// @vitest-environment happy-dom
// Compare with fleet plans: the plan's NPV, gain over keeping, refresh months, GPUs bought and owned
// GPUs sold, one row each (from the worked example's reference optimum, and a second plan that keeps
// the owned fleet), labelled in both languages and never ranked.
import { cleanup } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import type { FleetPlanResult } from '../../models/fleet-plan/types';
import { loadScenario } from '../../models/scenario';
import { CompareTables } from '../../src/compare/compare-tables';
import { fleetPlanKeyRows } from '../../src/compare/fleet-plan-rows';
import { renderWithI18n } from '../results/render-i18n';

afterEach(cleanup);

const read = (name: string) => JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures', name), 'utf8'));
const loaded = loadScenario(read('v4-fleet.json'));
if (!loaded.ok) throw new Error('example');
const scenario = loaded.scenario;
const solve = { solver: 'HiGHS', integerVariables: 0, constraints: 0, gap: 0, powerBudgetKW: 14_612 };
const plan: FleetPlanResult = { ...read('v4-fleet.expected.json').fleetPlan, solve };
// A plan that keeps the owned fleet to the horizon and buys 64 B200 in month 6.
const keep: FleetPlanResult = {
  ...plan,
  purchases: [{ candidate: 'B200', deliveryMonth: 6, exitMonth: 60, gpus: 64 }],
  sales: [{ existing: 'H100 (2024)', exitMonth: 60, gpus: 1024 }],
  npv: 40e6,
  gain: 40e6 - plan.baseline,
  refreshMonths: [],
};
const base = evaluateScenario(scenario);
const results = [{ ...base, fleetPlan: plan }, { ...base, fleetPlan: keep }, base];

describe('fleet plan rows in Compare', () => {
  it('takes each value from its plan (null without one)', () => {
    const rows = fleetPlanKeyRows(results, 'en');
    expect(rows.map((r) => [r.key, r.values])).toEqual([
      ['fleetPlan.npv', [plan.npv, 40e6, null]],
      ['fleetPlan.gain', [plan.gain, 40e6 - plan.baseline, null]],
      ['fleetPlan.refreshMonths', ['now (month 0)', 'none', null]],
      // 2,984 + 4,584 B200 and 2,304 Rubin.
      ['fleetPlan.gpusBought', [9872, 64, null]],
      // All 1,024 H100 sold now; the second plan holds them to the horizon (not a sale).
      ['fleetPlan.gpusSold', [1024, 0, null]],
    ]);
    expect(fleetPlanKeyRows([base], 'en')).toEqual([]);
  });

  it('shows them labelled, in money, unranked, in both languages', () => {
    const names = ['Refresh', 'Keep', 'No plan'];
    const { container } = renderWithI18n(<CompareTables names={names} scenarios={[scenario, scenario, scenario]} results={results} lang="en" impacts={[]} />);
    const npv = container.querySelector('tr[data-key="fleetPlan.npv"]')!;
    expect(npv.querySelector('th')!.textContent).toContain('Fleet plan NPV');
    expect(npv.textContent).toContain('$157,242,598');
    expect(container.querySelector('tr[data-key="fleetPlan.gpusSold"]')!.textContent).toContain('1,024');
    expect(container.querySelectorAll('tr[data-key^="fleetPlan."] .compare-table__best, tr[data-key^="fleetPlan."] [data-best]').length).toBe(0);
    cleanup();
    const zh = renderWithI18n(<CompareTables names={names} scenarios={[scenario, scenario, scenario]} results={results} lang="zh-CN" impacts={[]} />);
    expect(zh.container.querySelector('tr[data-key="fleetPlan.refreshMonths"] th')!.textContent).toContain('更新月份');
    expect(zh.container.querySelector('tr[data-key="fleetPlan.refreshMonths"]')!.textContent).toContain('无');
    expect(zh.container.querySelector('tr[data-key="fleetPlan.refreshMonths"]')!.textContent).toContain('现在（第 0 个月）');
  });
});
