// The demand plan under growth, fixed commitments and scenarios (models/portfolio/scenarios.ts): the
// worked example's every portfolio figure against its reference results; each scenario's objective
// rebuilt by an independent dispatch (test/portfolio/helpers.ts) on a peak grown by hand; growth
// without scenarios equals the same demand typed as monthly steps; fixed commitments stay in the plan
// and in its baseline; CVaR by hand.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { computePortfolio, PORTFOLIO_TOLERANCE, type MilpSolver, type PortfolioInput, type PortfolioResult } from '../../models/portfolio';
import { cvarOf, riskObjective } from '../../models/portfolio/regret';
import { loadScenario } from '../../models/scenario';
import { highs, ruleCost } from './helpers';

const FIXTURES = path.resolve(__dirname, '../fixtures');
const read = (name: string): Record<string, unknown> => JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8'));

/** The solve's own limit, generous: a loaded test machine must not turn a slow solve into no plan. */
const SLOW_MACHINE = { timeLimitSeconds: 120 };

let solver: MilpSolver;
beforeAll(async () => {
  solver = await highs();
});

function close(actual: unknown, expected: unknown, at: string): void {
  if (typeof expected === 'number') {
    expect(typeof actual, at).toBe('number');
    expect(Math.abs((actual as number) - expected), at).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
  } else if (expected === null || typeof expected !== 'object') {
    expect(actual, at).toEqual(expected);
  } else if (Array.isArray(expected)) {
    expect(Array.isArray(actual) && actual.length, at).toBe(expected.length);
    expected.forEach((e, i) => close((actual as unknown[])[i], e, `${at}[${i}]`));
  } else {
    const a = actual as Record<string, unknown>;
    expect(Object.keys(a).filter((k) => k !== 'solve'), at).toEqual(Object.keys(expected));
    for (const [k, v] of Object.entries(expected)) close(a[k], v, `${at}.${k}`);
  }
}

/** The example's demand plan alone (its quotes part belongs to the quotes' own tests). */
function examplePlan(): PortfolioInput {
  const { quotes: _q, workload: _w, ...doc } = read('v4-demand-scenarios.json');
  const loaded = loadScenario(doc);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  return loaded.scenario.portfolio!;
}

/** P_m grown by hand from the example's text: 256 GPUs, f..u, scale σ at monthly rate g. */
function grownByHand(months: number, base: number, g: number, scale: number, f: number, u: number): number[] {
  const out = [0];
  for (let m = 1; m <= months; m++) {
    let v = base;
    for (let k = f; k <= Math.min(m, u); k++) v *= 1 + g;
    out.push(scale * v);
  }
  return out;
}

/** The plan with its demand typed as one step per month (no growth, no scenarios). */
function asSteps(p: PortfolioInput, peak: number[]): PortfolioInput {
  const { growth: _g, scenarios: _s, riskAversion: _r, cvarLevel: _c, fixed: _f, ...rest } = p;
  return { ...rest, demand: peak.slice(1).map((gpus, i) => ({ fromMonth: i + 1, gpus })) };
}

describe('the worked example (test/fixtures/v4-demand-scenarios.json)', () => {
  let result: PortfolioResult;
  beforeAll(() => {
    const out = computePortfolio(examplePlan(), undefined, solver, SLOW_MACHINE);
    if (!out.ok) throw new Error(out.warning.message.en);
    expect(out.warnings).toEqual([]);
    result = out.result;
  }, 120_000);

  it('reaches the reference risk-weighted optimum within 1e-4 and matches every portfolio figure', () => {
    const expected = read('v4-demand-scenarios.expected.json').portfolio as PortfolioResult;
    const probabilities = expected.scenarios!.map((s) => s.probability);
    const reference = riskObjective(expected.scenarios!.map((s) => s.objective), probabilities, 0.3, 0.9);
    const ours = riskObjective(result.scenarios!.map((s) => s.objective), probabilities, 0.3, 0.9);
    expect(Math.abs(ours - reference) / reference).toBeLessThan(PORTFOLIO_TOLERANCE);
    // This plan is the reference's plan, so every field is compared to 1e-9.
    close(result, expected, 'portfolio');
  });

  it('costs every plan of the regret table under every scenario as an independent dispatch does', () => {
    const p = examplePlan();
    const peaks = {
      low: grownByHand(36, 256, 0.01, 0.5, 2, 24),
      base: grownByHand(36, 256, 0.03, 1, 2, 24),
      high: grownByHand(36, 256, 0.04, 2, 2, 24),
    };
    for (const row of result.regretTable!) {
      for (const [name, peak] of Object.entries(peaks)) {
        const rule = ruleCost(asSteps(p, peak), row.commitments);
        expect(Math.abs(row.cost[name] - rule.presentCost) / rule.presentCost, `${row.plan} under ${name}`).toBeLessThan(1e-9);
        expect(rule.presentUnserved).toBe(0);
      }
    }
    // The fixed 64 GPUs on the 3-year offer are inside every plan (merged with the optional ones).
    for (const row of result.regretTable!) {
      const threeYear = row.commitments.find((c) => c.offer === '3-year' && c.startMonth === 1);
      expect(threeYear!.gpus, row.plan).toBeGreaterThanOrEqual(64);
    }
  });

  it('reports the demand plan figures on the expected demand: month 1 peaks at Σ π σ × 256', () => {
    expect(result.months[0].peak).toBeCloseTo(0.25 * 0.5 * 256 + 0.5 * 256 + 0.25 * 2 * 256, 9);
    // EVPI ≥ 0 and each regret ≥ 0: no plan beats a scenario's own optimum.
    expect(result.evpi!).toBeGreaterThanOrEqual(0);
    for (const s of result.scenarios!) expect(s.regret).toBeGreaterThanOrEqual(0);
  });
});

describe('growth without scenarios', () => {
  it('plans the grown demand exactly as the same demand typed month by month', () => {
    const { scenarios: _s, riskAversion: _r, cvarLevel: _c, ...p } = examplePlan();
    const grown = computePortfolio(p, undefined, solver, SLOW_MACHINE);
    const typed = computePortfolio({ ...asSteps(p, grownByHand(36, 256, 0.03, 1, 2, 24)), fixed: p.fixed }, undefined, solver);
    if (!grown.ok || !typed.ok) throw new Error('no plan');
    expect(grown.result.scenarios).toBeUndefined();
    expect(grown.result.presentCost).toBeCloseTo(typed.result.presentCost, 6);
    grown.result.months.forEach((m, i) => expect(Math.abs(m.peak - typed.result.months[i].peak), `month ${m.month}`).toBeLessThan(1e-9 * m.peak));
    expect(grown.result.commitments).toEqual(typed.result.commitments);
  }, 120_000);
});

describe('fixed commitments', () => {
  const p: PortfolioInput = {
    months: 12,
    demand: [{ fromMonth: 1, gpus: 16 }],
    profile: [{ share: 1, load: 1 }],
    interruptibleShare: 0,
    discountRate: 0,
    offers: [
      { name: 'OD', kind: 'onDemand', pricePerGPUHour: 2 },
      { name: 'Res', kind: 'commit', pricePerGPUHour: 1, termMonths: 6, gpuBlock: 8 },
    ],
  };

  it('stay in the plan and the baseline even when they cost more than they save', () => {
    // Unpinned, 16 GPUs on Res twice (months 1-6, 7-12) is the optimum; pinning 32 GPUs at month 7 keeps them.
    const pinned = computePortfolio({ ...p, fixed: [{ offer: 'Res', startMonth: 7, gpus: 32 }] }, undefined, solver);
    if (!pinned.ok) throw new Error('no plan');
    const r = pinned.result;
    expect(r.commitments.map((c) => [c.startMonth, c.gpus])).toEqual([[1, 16], [7, 32]]);
    // Cost by hand: 16 GPUs × 12 months + 16 idle for 6 months, all at 1 $/h × 730 h.
    expect(r.presentCost).toBeCloseTo((16 * 6 + 32 * 6) * 730, 6);
    // The baseline keeps the 32 pinned GPUs (months 7-12) and buys the rest on demand.
    expect(r.baseline.presentCost).toBeCloseTo(16 * 6 * 730 * 2 + 32 * 6 * 730, 6);
  });
});

describe('a plan beyond what the solver can hold', () => {
  it('stops with a warning, not an error (the loader refuses such growth; the engine must not throw)', () => {
    const p: PortfolioInput = { ...examplePlan(), months: 120, growth: { monthlyRate: 1 } };
    const out = computePortfolio(p, undefined, solver, SLOW_MACHINE);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.warning.code).toBe('portfolio-solve-failed');
  }, 120_000);
});

describe('CVaR', () => {
  it('is the mean of the worst 1 - α of outcomes, by hand', () => {
    expect(cvarOf([1, 2, 10], [0.25, 0.5, 0.25], 0.9)).toBeCloseTo(10, 12);
    // α = 0.5: the worst half is 10 (0.25) and 2 (0.25): (2.5 + 0.5) / 0.5 = 6.
    expect(cvarOf([1, 2, 10], [0.25, 0.5, 0.25], 0.5)).toBeCloseTo(6, 12);
    // α = 0.2: the worst 80 %: 10 (0.25), 2 (0.5), 1 (0.05) → (2.5 + 1 + 0.05) / 0.8.
    expect(cvarOf([1, 2, 10], [0.25, 0.5, 0.25], 0.2)).toBeCloseTo(3.55 / 0.8, 12);
  });

  it('without risk aversion the chosen plan is at least as good on average as the EV plan (VSS ≥ 0)', () => {
    const p = { ...examplePlan(), riskAversion: 0 };
    const out = computePortfolio(p, undefined, solver, SLOW_MACHINE);
    if (!out.ok) throw new Error('no plan');
    expect(out.result.vss!).toBeGreaterThanOrEqual(-PORTFOLIO_TOLERANCE * out.result.expectedObjective!);
  }, 120_000);

  it('reaches every front end through evaluateScenario', () => {
    const { quotes: _q, workload: _w, ...doc } = read('v4-demand-scenarios.json');
    const loaded = loadScenario(doc);
    if (!loaded.ok) throw new Error('does not load');
    const r = evaluateScenario(loaded.scenario, { portfolioSolver: solver, portfolioTimeLimitSeconds: 120 });
    expect(r.portfolio!.regretTable!.map((row) => row.plan)).toEqual(['chosen', 'ev', 'low', 'base', 'high']);
  }, 120_000);
});
