// demand plan in the comparison: the demand plan's present cost and savings as key results, "best" marked
// only where a lower plan cost is a better plan for every compared plan, and which differences move them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareScenarios, keyResults, plansComparable } from '../../models/compare';
import { compareImpacts } from '../../models/compare-impact';
import type { MilpSolver } from '../../models/portfolio';
import { runScenario } from '../../models/run';
import type { Scenario } from '../../models/scenario';
import type { ScenarioResult } from '../../models/evaluate';
import { bestIndexes, deltaFrom } from '../../src/compare/compare-view';
import { highs } from '../portfolio/helpers';

const FIXTURE = path.resolve(__dirname, '../fixtures/v3-renter-plan.gpuplan.json');

function planDoc(edit: (p: Record<string, unknown> & { offers: Record<string, unknown>[] }) => void = () => undefined, name?: string): Record<string, unknown> {
  const doc = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, unknown>;
  if (name) doc.name = name;
  edit(doc.portfolio as Record<string, unknown> & { offers: Record<string, unknown>[] });
  return doc;
}

let solver: MilpSolver;
function run(doc: Record<string, unknown>): { scenario: Scenario; result: ScenarioResult } {
  const out = runScenario(doc, { skipUncertainty: true, portfolioSolver: solver });
  if (!out.ok) throw new Error(JSON.stringify(out.issues));
  return { scenario: out.scenario, result: out.result };
}

beforeAll(async () => {
  solver = await highs();
});

describe('key results of demand plans', () => {
  it('puts the plan’s present cost, savings and savings share side by side, from the results', () => {
    const a = run(planDoc(() => undefined, 'A'));
    // A cheaper 3-year price: the same demand, a cheaper plan.
    const b = run(planDoc((p) => (p.offers[3].pricePerGPUHour = 1.29), 'B'));
    const c = compareScenarios([a.scenario, b.scenario], [a.result, b.result]);
    const row = (key: string) => c.results.find((r) => r.key === key)!;
    expect(row('portfolio.presentCost').values).toEqual([a.result.portfolio!.presentCost, b.result.portfolio!.presentCost]);
    expect(row('portfolio.savings').values).toEqual([a.result.portfolio!.savings, b.result.portfolio!.savings]);
    expect(row('portfolio.savingsShare').values).toEqual([a.result.portfolio!.savingsShare, b.result.portfolio!.savingsShare]);
    // The worked example's figures (test/fixtures/v3-renter-mix.expected.json).
    expect(row('portfolio.presentCost').values[0]).toBeCloseTo(4304980.746550577, 3);
    expect(row('portfolio.savings').values[0]).toBeCloseTo(751267.787547702, 3);
    expect(b.result.portfolio!.presentCost).toBeLessThan(a.result.portfolio!.presentCost);
    // Same demand, same rate: the cheaper plan is the better one, and marked.
    expect(row('portfolio.presentCost').comparable).toBeUndefined();
    expect(bestIndexes(row('portfolio.presentCost'), ['USD', 'USD'])).toEqual([1]);
    // Savings are against each scenario's own baseline: never "best".
    expect(bestIndexes(row('portfolio.savings'), ['USD', 'USD'])).toEqual([]);
    expect(bestIndexes(row('portfolio.savingsShare'), ['USD', 'USD'])).toEqual([]);
    // Deltas are still shown.
    expect(deltaFrom(row('portfolio.presentCost'), 1, ['USD', 'USD'])!.abs).toBeCloseTo(b.result.portfolio!.presentCost - a.result.portfolio!.presentCost, 6);
  });

  it('marks no best plan cost when the plans serve different demand or discount it at different rates', () => {
    const a = run(planDoc(() => undefined, 'A'));
    // Half the demand: far cheaper, but not a better plan for the same need.
    const small = run(
      planDoc((p) => (p.demand = (p.demand as { fromMonth: number; gpus: number }[]).map((s) => ({ ...s, gpus: s.gpus / 2 }))), 'small'),
    );
    const rows = keyResults([a.result, small.result], [a.scenario, small.scenario]);
    const cost = rows.find((r) => r.key === 'portfolio.presentCost')!;
    expect(cost.values[1]).toBeLessThan(cost.values[0] as number);
    expect(cost.comparable).toBe(false);
    expect(bestIndexes(cost, ['USD', 'USD'])).toEqual([]);
    expect(plansComparable([a.result, small.result])).toBe(false);

    // The same demand discounted at 5 % instead of 10 %: present costs on different bases.
    const slow = run(planDoc((p) => (p.discountRate = 0.05), 'slow'));
    expect(plansComparable([a.result, slow.result])).toBe(true); // the results alone cannot tell
    expect(plansComparable([a.result, slow.result], [a.scenario, slow.scenario])).toBe(false);
    const both = keyResults([a.result, slow.result], [a.scenario, slow.scenario]).find((r) => r.key === 'portfolio.presentCost')!;
    expect(bestIndexes(both, ['USD', 'USD'])).toEqual([]);
  });

  it('leaves the rows out when no scenario has a demand plan, and compares a plan with a scenario without one', () => {
    const a = run(planDoc(() => undefined, 'A'));
    const { portfolio: _p, ...noPlanDoc } = planDoc(() => undefined, 'none');
    const none = run(noPlanDoc);
    expect(keyResults([none.result, none.result]).some((r) => r.key.startsWith('portfolio.'))).toBe(false);
    const rows = keyResults([a.result, none.result], [a.scenario, none.scenario]);
    expect(rows.find((r) => r.key === 'portfolio.presentCost')!.values).toEqual([a.result.portfolio!.presentCost, null]);
    expect(bestIndexes(rows.find((r) => r.key === 'portfolio.presentCost')!, ['USD', 'USD'])).toEqual([]);
  });
});

describe('which differences move the plan’s key results', () => {
  it('solves a plan input again with the solver; other inputs leave the plan as it is', () => {
    const a = run(planDoc(() => undefined, 'A'));
    const bDoc = planDoc((p) => (p.offers[3].pricePerGPUHour = 1.29), 'B');
    (bDoc.node as Record<string, unknown>).nodeKW = 11; // cannot change a demand plan
    const b = run(bDoc);
    const moved = new Map(compareImpacts([a.scenario, b.scenario], a.result, { portfolioSolver: solver }).map((i) => [i.path, i.moves]));
    expect(moved.get('portfolio.offers[3].pricePerGPUHour')).toEqual(expect.arrayContaining(['portfolio.presentCost', 'portfolio.savings', 'portfolio.savingsShare']));
    expect(moved.get('node.nodeKW')).toEqual([]);
    // Without a solver no difference is said to move the plan (rather than every one).
    const unsolved = new Map(compareImpacts([a.scenario, b.scenario], a.result).map((i) => [i.path, i.moves]));
    expect(unsolved.get('portfolio.offers[3].pricePerGPUHour')).toEqual([]);
    expect(unsolved.get('node.nodeKW')).toEqual([]);
  });
});
