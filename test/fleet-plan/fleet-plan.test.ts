// Fleet plan (when to buy and when to refresh): the worked example's every fleetPlan field; the
// reported plan's value recomputed by the rule's text; no single-block change improves a feasible
// plan; the existing fleet over the power budget; a solve stopped by its time limit.
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { FLEET_PLAN_TOLERANCE, buildFleetProgram, fleetOptions, fleetPlanSetup, solveFleetPlan } from '../../models/fleet-plan';
import type { MilpSolver } from '../../models/portfolio';
import { loadScenario, type Scenario } from '../../models/scenario';
import { fleetExample, highs, rulePlanValue, ruleValue } from './helpers';

let solver: MilpSolver;
beforeAll(async () => {
  solver = await highs();
});

function load(doc: unknown): Scenario {
  const loaded = loadScenario(doc);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  return loaded.scenario;
}

function close(actual: unknown, expected: unknown, path: string): void {
  if (typeof expected === 'number') {
    expect(typeof actual, path).toBe('number');
    expect(Math.abs((actual as number) - expected), path).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
  } else if (expected === null || typeof expected !== 'object') {
    expect(actual, path).toEqual(expected);
  } else if (Array.isArray(expected)) {
    expect(Array.isArray(actual) && actual.length, path).toBe(expected.length);
    expected.forEach((e, i) => close((actual as unknown[])[i], e, `${path}[${i}]`));
  } else {
    const a = actual as Record<string, unknown>;
    expect(Object.keys(a).filter((k) => k !== 'solve'), path).toEqual(Object.keys(expected));
    for (const [k, v] of Object.entries(expected)) close(a[k], v, `${path}.${k}`);
  }
}

describe('the worked example (test/fixtures/v4-fleet.json)', () => {
  it('finds the reference optimum and matches every fleetPlan field', () => {
    const { doc, expected } = fleetExample();
    const result = evaluateScenario(load(doc), { portfolioSolver: solver });
    const plan = result.fleetPlan!;
    const want = expected.fleetPlan;
    // The optimum within the tolerance first, then every field (the reference plan is found).
    expect(Math.abs(plan.npv - want.npv) / Math.max(1, Math.abs(want.npv))).toBeLessThan(FLEET_PLAN_TOLERANCE);
    close(plan, want, 'fleetPlan');
    expect(plan.solve.gap).toBeLessThanOrEqual(FLEET_PLAN_TOLERANCE);
    expect(result.warnings.filter((w) => w.code.startsWith('fleet-plan'))).toEqual([]);
  });

  it("reports an npv equal to the plan's value by the rule, GPU by GPU (1e-9)", () => {
    const { doc } = fleetExample();
    const plan = solveFleetPlan(load(doc), solver).fleetPlan!;
    const byRule = rulePlanValue(doc, plan);
    expect(Math.abs(plan.npv - byRule)).toBeLessThanOrEqual(1e-9 * Math.abs(byRule));
    // The baseline: the 1,024 H100 held to month 60.
    const h100 = doc.fleetPlan.existing[0];
    const held = 1024 * ruleValue(doc, { ...h100, d: 0, e: 60, existing: true });
    expect(Math.abs(plan.baseline - held)).toBeLessThanOrEqual(1e-9 * Math.abs(held));
    // Sold now: 48,000 × 60 % (the curve at age 24), undiscounted.
    expect(ruleValue(doc, { ...h100, d: 0, e: 0, existing: true })).toBe(28_800);
  });

  it('keeps every month within the power budget, and no single block added or removed improves the plan', () => {
    const { doc } = fleetExample();
    const s = load(doc);
    const setup = fleetPlanSetup(s)!;
    const plan = solveFleetPlan(s, solver).fleetPlan!;
    expect(setup.P).toBeCloseTo((20_000 / 1.3) * 0.95, 9);
    for (const kw of plan.powerKW) expect(kw).toBeLessThanOrEqual(setup.P);
    const options = fleetOptions(setup.plan, setup.H, setup.ctx, setup.market);
    const lp = buildFleetProgram(setup.plan, options, setup.H, setup.P);
    const blocks = options.map((o) => {
      const gpus = o.kind === 'buy'
        ? plan.purchases.find((b) => setup.plan.candidates[o.index].name === b.candidate && b.deliveryMonth === o.deliveryMonth && b.exitMonth === o.exitMonth)?.gpus
        : plan.sales.find((x) => setup.plan.existing[o.index].name === x.existing && x.exitMonth === o.exitMonth)?.gpus;
      return (gpus ?? 0) / o.block;
    });
    const feasible = (x: number[]): boolean => lp.rows.every((r) => {
      const v = r.cols.reduce((sum, c, k) => sum + r.coefs[k] * x[c], 0);
      return v >= r.lower - 1e-9 && v <= r.upper + 1e-9;
    }) && x.every((v, j) => v >= 0 && v <= lp.columns[j].upper);
    const objective = (x: number[]): number => x.reduce((sum, v, j) => sum + lp.columns[j].cost * v, 0);
    expect(feasible(blocks)).toBe(true);
    const best = objective(blocks);
    options.forEach((o, j) => {
      if (o.kind === 'sell') return; // a sale moves only with another (each block sold once)
      for (const step of [1, -1]) {
        const x = blocks.slice();
        x[j] += step;
        if (feasible(x)) expect(objective(x), `${o.kind} ${o.index} ${o.deliveryMonth}→${o.exitMonth} ${step}`).toBeGreaterThanOrEqual(best - 1e-6);
      }
    });
  });
});

describe('plans beside the example', () => {
  it('sells what the power budget cannot hold in month 0 (the program stays feasible)', () => {
    const { doc } = fleetExample();
    doc.fleetPlan.powerKW = 1000; // 1,024 H100 draw 1,410 kW
    doc.fleetPlan.candidates = [doc.fleetPlan.candidates[0]];
    const plan = solveFleetPlan(load(doc), solver).fleetPlan!;
    const soldNow = plan.sales.filter((x) => x.exitMonth === 0).reduce((s, x) => s + x.gpus, 0);
    expect(soldNow).toBeGreaterThanOrEqual(1024 - Math.floor(1000 / 1.377 / 8) * 8);
    expect(plan.sales.reduce((s, x) => s + x.gpus, 0)).toBe(1024);
    for (const kw of plan.powerKW) expect(kw).toBeLessThanOrEqual(1000);
    expect(plan.refreshMonths[0]).toBe(0);
  });

  it('without an existing fleet has a baseline of 0 and sales of none', () => {
    const { doc } = fleetExample();
    doc.fleetPlan.existing = [];
    const plan = solveFleetPlan(load(doc), solver).fleetPlan!;
    expect(plan.baseline).toBe(0);
    expect(plan.sales).toEqual([]);
    expect(plan.refreshMonths).toEqual([]);
    expect(plan.gain).toBe(plan.npv);
    expect(Math.abs(plan.npv - rulePlanValue(doc, plan))).toBeLessThanOrEqual(1e-9 * Math.abs(plan.npv));
  });

  it('stopped by its time limit, keeps the best plan found and states the gap in a warning', () => {
    const { doc } = fleetExample();
    const s = load(doc);
    const stopped: MilpSolver = {
      name: 'HiGHS',
      solve(lp, options) {
        const r = solver.solve(lp, options);
        return { ...r, status: 'time-limit', objective: NaN, gap: 0.0123 };
      },
    };
    const out = solveFleetPlan(s, stopped, 2);
    expect(out.fleetPlan?.purchases.length).toBe(3);
    expect(out.fleetPlan?.solve.gap).toBe(0.0123);
    expect(out.warnings.map((w) => w.code)).toEqual(['fleet-plan-time-limit']);
    expect(out.warnings[0].message.en).toContain('1.23 %');
    expect(out.warnings[0].message.en).toContain('2 s');
    expect(out.warnings[0].message['zh-CN']).toContain('1.23 %');
    const none: MilpSolver = { name: 'HiGHS', solve: () => ({ status: 'time-limit', values: null, objective: NaN, gap: Infinity }) };
    const nothing = solveFleetPlan(s, none, 2);
    expect(nothing.fleetPlan).toBeUndefined();
    expect(nothing.warnings.map((w) => w.code)).toEqual(['fleet-plan-no-plan-in-time']);
  });
});
