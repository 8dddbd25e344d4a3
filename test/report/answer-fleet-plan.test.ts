// Report page 1 with a fleet plan answers when to refresh first: the plan's sentence with its money
// (checked against the worked example's reference optimum, test/fixtures/v4-fleet.expected.json),
// its figures leading, its timeline as the chart; in English and Chinese.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { fleetPlanSetup } from '../../models/fleet-plan';
import type { FleetPlanResult } from '../../models/fleet-plan/types';
import { loadScenario } from '../../models/scenario';
import { reportAnswer } from '../../src/report/answer';

const FIXTURES = resolve(import.meta.dirname, '../fixtures');
const read = (name: string) => JSON.parse(readFileSync(resolve(FIXTURES, name), 'utf8'));
const loaded = loadScenario(read('v4-fleet.json'));
if (!loaded.ok) throw new Error('example');
const scenario = loaded.scenario;
const P = fleetPlanSetup(scenario)!.P;
const plan: FleetPlanResult = { ...read('v4-fleet.expected.json').fleetPlan, solve: { solver: 'HiGHS', integerVariables: 0, constraints: 0, gap: 0, powerBudgetKW: P } };
const result = { ...evaluateScenario(scenario), fleetPlan: plan };

describe('page 1 with a fleet plan', () => {
  it('answers when to refresh first, with the money of the reference optimum', () => {
    const a = reportAnswer(scenario, result, 'en');
    expect(a.sentences[0]).toBe(
      'When to refresh: Sell the 1,024 H100 (2024) now; fill the site with 7,568 B200; in month 12 replace 2,984 B200 with 2,304 Rubin — NPV $157.2M, $120.8M more than keeping the H100 (2024).',
    );
    // The plan's sentence alone and three drivers: page 1 keeps to one page with the timeline (US Letter too).
    expect(a.sentences.length).toBe(1);
    expect(a.drivers.length).toBeLessThanOrEqual(3);
    expect(a.chart).toBe('fleetPlan');
  });

  it('leads the figures with the plan’s NPV, the baseline, the gain and the refresh months (six at most)', () => {
    const { figures } = reportAnswer(scenario, result, 'en');
    expect(figures.slice(0, 4).map((f) => [f.key, f.value])).toEqual([
      ['fleetPlanNpv', '$157.2M'],
      ['fleetPlanBaseline', '$36.47M'],
      ['fleetPlanGain', '$120.8M'],
      // The owned H100 are sold in month 0: read as "now", not a bare "0".
      ['fleetPlanRefresh', 'now (month 0)'],
    ]);
    expect(figures.length).toBeLessThanOrEqual(6);
  });

  it('speaks zh-CN', () => {
    const a = reportAnswer(scenario, result, 'zh-CN');
    expect(a.sentences[0]).toMatch(/^何时更新：现在卖出全部 1,024 张 H100 \(2024\)；用 7,568 张 B200 填满站点；第 12 个月用 2,304 张 Rubin 替换 2,984 张 B200 —— NPV .+，比保留 H100 \(2024\) 多 .+。$/);
    expect(a.figures[0].label).toBe('计划 NPV（税前、无杠杆）');
    expect(a.figures.find((f) => f.key === 'fleetPlanRefresh')!.value).toBe('现在（第 0 个月）');
  });

  it('says nothing of a fleet plan that was not solved', () => {
    const { fleetPlan: _none, ...unsolved } = result;
    expect(reportAnswer(scenario, unsolved, 'en').sentences.join(' ')).not.toContain('When to refresh');
  });
});
