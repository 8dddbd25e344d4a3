// The fleet plan's charts from the worked example's optimum (test/fixtures/v4-fleet.expected.json):
// the timeline's stack is the engine's powerKW month by month, its events are the purchases and
// sales in blocks, the baseline the owned GPUs' kW; the value-per-kW series reproduce the baseline.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FleetPlanResult } from '../../models/fleet-plan/types';
import { loadScenario } from '../../models/scenario';
import { BUDGET_LABEL_ROOM, timelineGeometry, timelineMonthAt } from '../../src/charts/fleet-plan-timeline-geometry';
import { valueGeometry } from '../../src/charts/fleet-plan-value-geometry';
import { fleetValuePerKW } from '../../src/present/fleet-plan-value';

const read = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8'));
const loaded = loadScenario(read('v4-fleet.json'));
if (!loaded.ok) throw new Error('the example does not load');
const scenario = loaded.scenario;
const expected = read('v4-fleet.expected.json').fleetPlan;
const BUDGET = 14_612;
const plan: FleetPlanResult = { ...expected, solve: { solver: 'test', integerVariables: 0, constraints: 0, gap: 0, powerBudgetKW: BUDGET } };
const input = scenario.fleetPlan!;
const H = scenario.horizonMonths;

describe('fleet plan timeline geometry', () => {
  const g = timelineGeometry(input, plan, H, 800, 300);

  it('stacks to the engine’s IT power in every month', () => {
    expect(g.months.length).toBe(H);
    g.months.forEach((m, i) => expect(m.total).toBeCloseTo(expected.powerKW[i], 9));
  });

  it('draws B200 and Rubin (the H100 are sold at once) with the kW by hand', () => {
    expect(g.layers.map((l) => l.key)).toEqual(['B200', 'Rubin']);
    // Months 1–12: 2,984 + 4,584 B200 at 1.9305 kW; months 13–60: 4,584 B200 and 2,304 Rubin at 2.5 kW.
    expect(g.layers[0].kw[11]).toBeCloseTo(7568 * 1.9305, 9);
    expect(g.layers[0].kw[12]).toBeCloseTo(4584 * 1.9305, 9);
    expect(g.layers[1].kw[11]).toBe(0);
    expect(g.layers[1].kw[12]).toBeCloseTo(2304 * 2.5, 9);
  });

  it('places the baseline at the owned GPUs’ kW and the budget line', () => {
    expect(g.months[0].baseline).toBeCloseTo(1024 * 1.377, 9);
    expect(g.budgetY).toBeCloseTo(g.y(BUDGET), 9);
    expect(g.budgetY).toBeGreaterThanOrEqual(g.box.top);
    expect(g.baselinePath).toMatch(/^M/);
  });

  it('keeps room for the budget line and its label above a stack that fills the site', () => {
    // The optimum fills the site: its peak is within one block of the budget.
    const peak = Math.max(...expected.powerKW);
    expect(peak).toBeGreaterThan(BUDGET - 8 * 2.5);
    expect(g.y(peak)).toBeGreaterThanOrEqual(g.budgetY - 1);
    expect(g.budgetY - g.box.top).toBeGreaterThanOrEqual(BUDGET_LABEL_ROOM - 1e-9);
    expect(g.budgetLabelY).toBeLessThan(g.budgetY);
    expect(g.budgetLabelY - 10).toBeGreaterThanOrEqual(g.box.top - 1e-9);
    // At the size the report prints it too.
    const small = timelineGeometry(input, plan, H, 520, 220);
    expect(small.budgetY - small.box.top).toBeGreaterThanOrEqual(BUDGET_LABEL_ROOM - 1e-9);
  });

  it('lists the blocks bought and sold at month 0 and month 12', () => {
    expect(g.events.map((e) => e.month)).toEqual([0, 12]);
    expect(g.events[0].bought).toEqual([{ name: 'B200', gpus: 7568, blocks: 946 }]);
    expect(g.events[0].sold).toEqual([{ name: 'H100 (2024)', gpus: 1024, blocks: 128 }]);
    expect(g.events[1].bought).toEqual([{ name: 'Rubin', gpus: 2304, blocks: 32 }]);
    expect(g.events[1].sold).toEqual([{ name: 'B200', gpus: 2984, blocks: 373 }]);
    expect(g.events[1].x).toBeCloseTo(g.x(12), 9);
  });

  it('finds the month under a pixel', () => {
    expect(timelineMonthAt(g, g.x(12.5))?.month).toBe(13);
    expect(timelineMonthAt(g, g.box.left - 50)?.month).toBe(1);
  });
});

describe('fleet plan value per kW', () => {
  const series = fleetValuePerKW(scenario)!;

  it('has the owned fleet by sale month and each candidate by delivery month', () => {
    expect(series.map((s) => `${s.kind}:${s.name}`)).toEqual(['existing:H100 (2024)', 'candidate:B200', 'candidate:Rubin']);
    // exitEvery 6 over 60 months: sales at 0, 6, …, 60; B200 every 6 months from 0; Rubin from its earliest month 12.
    expect(series[0].points.map((p) => p.month)).toEqual([0, 6, 12, 18, 24, 30, 36, 42, 48, 54, 60]);
    expect(series[1].points[0].month).toBe(0);
    expect(series[2].points[0].month).toBe(12);
  });

  it('reproduces the baseline: the owned GPU kept to 60 times its GPUs; per kW, measured against selling it now', () => {
    const now = series[0].points[0];
    const kept = series[0].points.find((p) => p.month === 60)!;
    expect(kept.value * 1024).toBeCloseTo(expected.baseline, 3);
    expect(now.valuePerKW).toBe(0);
    expect(kept.valuePerKW).toBeCloseTo((kept.value - now.value) / 1.377, 9);
  });

  it('shows why the plan swaps: B200 at month 0 and Rubin at month 12 earn more per kW than keeping the H100 to the end', () => {
    const keep = series[0].points.find((p) => p.month === 60)!.valuePerKW;
    expect(series[1].points[0].valuePerKW).toBeGreaterThan(keep);
    expect(series[2].points[0].valuePerKW).toBeGreaterThan(keep);
  });

  it('draws one line per series within the plot box', () => {
    const g = valueGeometry(series, H, 800, 300);
    expect(g.lines.length).toBe(3);
    for (const l of g.lines) for (const p of l.points) {
      expect(p.y).toBeGreaterThanOrEqual(g.box.top - 1e-9);
      expect(p.y).toBeLessThanOrEqual(g.box.bottom + 1e-9);
    }
  });
});
