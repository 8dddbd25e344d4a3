// @vitest-environment happy-dom
// The fleet plan's results beyond the sentence: both charts drawn from the plan (the timeline's
// events and the value lines described in words), how the plan was found (proven, or stopped at the
// time limit with its gap stated) and the seconds ticking while it solves.
import { act, cleanup, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FleetPlanResult } from '../../models/fleet-plan/types';
import { loadScenario } from '../../models/scenario';
import { FleetPlanView } from '../../src/results/fleet-plan-view';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const read = (name: string) => JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures', name), 'utf8'));
const loaded = loadScenario(read('v4-fleet.json'));
if (!loaded.ok) throw new Error('example');
const scenario = loaded.scenario;
const solve = { solver: 'HiGHS', integerVariables: 120, constraints: 64, gap: 0, powerBudgetKW: 14_612 };
const plan: FleetPlanResult = { ...read('v4-fleet.expected.json').fleetPlan, solve };

describe('fleet plan charts and solve status', () => {
  it('draws the timeline and the value per kW, each described in words', () => {
    render(<FleetPlanView fleetPlan={plan} scenario={scenario} currency="USD" lang="en" />);
    const timeline = screen.getByTestId('fleet-plan-timeline');
    expect(timeline.querySelectorAll('[data-fleet]').length).toBe(2);
    const desc = timeline.querySelector('desc')?.textContent ?? '';
    expect(desc).toContain('At month 0: −1,024 H100 (2024) (128 blocks), +7,568 B200 (946 blocks).');
    expect(desc).toContain('At month 12: −2,984 B200 (373 blocks), +2,304 Rubin (32 blocks).');
    expect(desc).toContain('under a budget of 14.61 MW');
    const value = screen.getByTestId('fleet-plan-value');
    expect([...value.querySelectorAll('[data-series]')].map((g) => g.getAttribute('data-series'))).toEqual(['H100 (2024)', 'B200', 'Rubin']);
    expect(value.querySelector('desc')?.textContent).toMatch(/Rubin: \$[\d.]+K? at month 12/);
    expect(screen.getByTestId('fleet-plan-solve').textContent).toBe('Solved by HiGHS: 120 integer variables, 64 constraints, proven gap 0.000%.');
  });

  it('states the gap when the solver stopped at its time limit, in both languages', () => {
    const stopped = { ...plan, solve: { ...solve, gap: 0.0123 } };
    render(<FleetPlanView fleetPlan={stopped} scenario={scenario} currency="USD" lang="en" />);
    expect(screen.getByTestId('fleet-plan-solve').textContent).toBe('Stopped at the time limit: the plan shown is the best found, at most 1.230% below the optimum.');
    cleanup();
    render(<FleetPlanView fleetPlan={stopped} scenario={scenario} currency="USD" lang="zh-CN" />);
    expect(screen.getByTestId('fleet-plan-solve').textContent).toContain('与最优值最多相差 1.230%');
    expect(screen.getByTestId('fleet-plan-timeline').querySelector('figcaption')?.textContent).toBe('计划各月 IT 功率与站点预算');
  });

  it('counts the seconds while solving (the page is never frozen: the solve runs in a worker)', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    render(<FleetPlanView fleetPlan={undefined} scenario={scenario} currency="USD" lang="en" solving />);
    expect(screen.getByTestId('fleet-plan-progress').textContent).toContain('Solving the fleet plan… 0 s');
    act(() => {
      vi.advanceTimersByTime(3_200);
    });
    expect(screen.getByTestId('fleet-plan-progress').textContent).toContain('3 s (the solver stops at 10 s');
    expect((screen.getByTestId('fleet-plan-progress').querySelector('progress') as HTMLProgressElement).value).toBe(3);
  });
});
