// How the workspace joins the demand plan to its results (src/workspace/with-plan.ts): only a plan
// solved for the shown scenario is current; an older one is shown marked stale; the report waits for
// the current plan unless the solver's worker failed.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario';
import type { PortfolioState } from '../../src/engine/use-portfolio';
import { withPlan } from '../../src/workspace/with-plan';
import { solvedPlan, type SolvedPlan } from '../results/renter-plan';
import { workedExample } from '../results/worked-example';

let plan: SolvedPlan;
let evaluated: ScenarioResult;
beforeAll(async () => {
  plan = await solvedPlan();
  const { portfolio: _p, ...rest } = plan.result;
  evaluated = rest;
});

const state = (s: Partial<PortfolioState>): PortfolioState => ({ answer: null, solving: false, error: null, ...s });
const warning = { code: 'portfolio-demand-not-covered', path: 'portfolio.offers', message: { en: 'short', 'zh-CN': '不足' } };

describe('withPlan', () => {
  it('leaves a scenario without a demand plan alone', () => {
    const { scenario, result } = workedExample();
    expect(withPlan(result, scenario, state({}))).toEqual({ result, plan: undefined, report: result });
  });

  it('joins the plan and its warnings when it was solved for the shown scenario', () => {
    const out = withPlan(evaluated, plan.scenario, state({ answer: { scenario: plan.scenario, portfolio: plan.result.portfolio!, warnings: [warning], ms: 5 } }));
    expect(out.result?.portfolio).toBe(plan.result.portfolio);
    expect(out.result?.warnings).toEqual([...evaluated.warnings, warning]);
    expect(out.plan).toEqual({ solving: false, stale: false, error: null });
    expect(out.report).toBe(out.result);
  });

  it('shows an older scenario’s plan marked stale and holds the report back while the new one is solved', () => {
    const older = { ...plan.scenario } as Scenario;
    const out = withPlan(evaluated, plan.scenario, state({ answer: { scenario: older, portfolio: plan.result.portfolio!, warnings: [warning], ms: 5 }, solving: true }));
    expect(out.result?.portfolio).toBe(plan.result.portfolio);
    // The older solve's warnings may not hold for these inputs.
    expect(out.result?.warnings).toEqual(evaluated.warnings);
    expect(out.plan).toEqual({ solving: true, stale: true, error: null, solvedFor: older });
    expect(out.report).toBeNull();
  });

  it('before any plan: solving, no plan, the report waits', () => {
    const out = withPlan(evaluated, plan.scenario, state({}));
    expect(out.result).toBe(evaluated);
    expect(out.plan).toEqual({ solving: true, stale: false, error: null });
    expect(out.report).toBeNull();
  });

  it('a failed solver worker ends the wait: the error, no plan, the report without it', () => {
    const older = { ...plan.scenario } as Scenario;
    const out = withPlan(evaluated, plan.scenario, state({ answer: { scenario: older, portfolio: plan.result.portfolio!, warnings: [], ms: 5 }, error: 'crashed' }));
    expect(out.result).toBe(evaluated);
    expect(out.plan).toEqual({ solving: false, stale: false, error: 'crashed' });
    expect(out.report).toBe(evaluated);
  });
});
