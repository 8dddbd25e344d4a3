// @vitest-environment happy-dom
// The fleet plan in the workspace: the section's sentence, figures and purchases and sales (from
// src/present/fleet-plan.ts), and withFleetPlan joining the worker's answer to the shown result.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { solveFleetPlan, type FleetPlanResult } from '../../models/fleet-plan';
import { loadScenario, type Scenario } from '../../models/scenario';
import { FleetPlanView } from '../../src/results/fleet-plan-view';
import { withFleetPlan } from '../../src/workspace/with-fleet-plan';
import { withFleetTranches } from '../../src/store/fleet-plan-edits';
import type { FleetTranche } from '../../models/fleet-plan';
import { fleetExample, highs } from '../fleet-plan/helpers';

afterEach(cleanup);

let scenario: Scenario;
let plan: FleetPlanResult;
beforeAll(async () => {
  const loaded = loadScenario(fleetExample().doc);
  if (!loaded.ok) throw new Error('example');
  scenario = loaded.scenario;
  plan = solveFleetPlan(scenario, await highs()).fleetPlan!;
}, 60_000);

describe('FleetPlanView', () => {
  it('answers in one sentence and lists the purchases and sales, in English and Chinese', () => {
    render(<FleetPlanView fleetPlan={plan} scenario={scenario} currency="USD" lang="en" />);
    expect(screen.getByTestId('fleet-plan-answer').textContent).toBe(
      'Sell the 1,024 H100 (2024) now; fill the site with 7,568 B200; in month 12 replace 2,984 B200 with 2,304 Rubin — NPV $157.2M, $120.8M more than keeping the H100 (2024)',
    );
    const rows = screen.getByRole('table').querySelectorAll('tbody tr');
    expect([...rows].map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent))).toEqual([
      ['buy', 'B200', '0', '12', '2,984', '5.76 MW'],
      ['buy', 'B200', '0', '60', '4,584', '8.85 MW'],
      ['buy', 'Rubin', '12', '60', '2,304', '5.76 MW'],
      ['sell', 'H100 (2024)', '—', '0', '1,024', '1.41 MW'],
    ]);
    expect(document.querySelector('[data-figure="fleetPlanGain"] dd')?.textContent).toBe('$120.8M');
    cleanup();
    render(<FleetPlanView fleetPlan={plan} scenario={scenario} currency="USD" lang="zh-CN" />);
    expect(screen.getByTestId('fleet-plan-answer').textContent).toContain('第 12 个月用 2,304 张 Rubin 替换 2,984 张 B200');
  });

  it('"Use this plan" writes the purchases as the investment\'s tranches, leaving the document it was given unchanged', () => {
    const used: FleetTranche[][] = [];
    render(<FleetPlanView fleetPlan={plan} scenario={scenario} currency="USD" lang="en" onUsePlan={(t) => used.push(t)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use this plan' }));
    expect(used).toHaveLength(1);
    expect(used[0].map((t) => [t.name, t.gpus, t.deliveryMonth, t.exitMonth])).toEqual([['B200 0–12', 2984, 0, 12], ['B200 0–60', 4584, 0, 60], ['Rubin 12–60', 2304, 12, 60]]);
    const doc = fleetExample().doc;
    const before = JSON.stringify(doc);
    const edited = withFleetTranches(doc, used[0]) as Record<string, any>;
    expect(JSON.stringify(doc)).toBe(before);
    expect(edited.investment.tranches).toEqual(used[0]);
    expect(edited.investment.capexPerGPU).toBe(61000);
  });

  it('says when a plan is being solved', () => {
    render(<FleetPlanView fleetPlan={undefined} scenario={scenario} currency="USD" lang="en" solving />);
    // The seconds against the time limit follow (test/results/fleet-plan-charts.test.tsx).
    expect(screen.getByRole('status').textContent).toBe('Solving the fleet plan… 0 s (the solver stops at 10 s with the best plan found so far).');
  });
});

describe('withFleetPlan', () => {
  it("joins the current answer with its warnings, keeps an older answer's plan as stale", () => {
    const result = evaluateScenario(scenario);
    const shown = { result, plan: undefined, report: result };
    const warning = { code: 'fleet-plan-time-limit', path: 'fleetPlan', message: { en: 'w', 'zh-CN': 'w' } };
    const current = withFleetPlan(shown, scenario, { answer: { scenario, fleetPlan: plan, warnings: [warning], ms: 1 }, solving: false, error: null });
    expect(current.result?.fleetPlan).toBe(plan);
    expect(current.result?.warnings.at(-1)).toBe(warning);
    expect(current.fleet).toEqual({ solving: false, stale: false, error: null });
    const edited = { ...scenario };
    const stale = withFleetPlan(shown, edited, { answer: { scenario, fleetPlan: plan, warnings: [warning], ms: 1 }, solving: true, error: null });
    expect(stale.result?.fleetPlan).toBe(plan);
    expect(stale.result?.warnings).not.toContain(warning);
    expect(stale.fleet).toEqual({ solving: true, stale: true, error: null });
    const { fleetPlan: _f, ...noPlan } = scenario;
    expect(withFleetPlan(shown, noPlan as Scenario, { answer: null, solving: false, error: null })).toBe(shown);
  });
});
