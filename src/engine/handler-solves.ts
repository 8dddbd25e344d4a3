// The engine worker's requests that need the MILP solver (handler.ts): the demand plan, the fleet
// plan, and the impacts of differences when the first scenario has a demand plan. HiGHS is loaded
// once per worker, on the first request that needs it (docs/model.md › Demand plan).
import { compareImpacts } from '../../models/compare-impact';
import { solvePortfolio } from '../../models/evaluate';
import { solveFleetPlan } from '../../models/fleet-plan';
import type { MilpSolver } from '../../models/portfolio';
import { loadAppPortfolioSolver } from './portfolio-solver';
import { errorMessage, type EngineRequest, type EngineResponse } from './protocol';

export interface SolvesEnv {
  post: (message: EngineResponse) => void;
  now: () => number;
  defer: (fn: () => void) => void;
  loadPortfolioSolver?: () => Promise<MilpSolver>;
}

export interface SolveRequests {
  portfolio: (request: Extract<EngineRequest, { type: 'portfolio' }>) => void;
  fleetPlan: (request: Extract<EngineRequest, { type: 'fleet-plan' }>) => void;
  impacts: (request: Extract<EngineRequest, { type: 'impacts' }>) => void;
}

/** Posts `answer()`, or an `error` message when it throws. */
function postOrError(post: SolvesEnv['post'], id: number, answer: () => EngineResponse): void {
  try {
    post(answer());
  } catch (error) {
    post({ type: 'error', id, message: errorMessage(error) });
  }
}

export function createSolveRequests(env: SolvesEnv): SolveRequests {
  const { post, now, defer } = env;

  let solver: Promise<MilpSolver> | null = null;
  function loadSolver(): Promise<MilpSolver> {
    const loading = (solver ??= (env.loadPortfolioSolver ?? loadAppPortfolioSolver)());
    // A failed load is not kept: the next request tries again.
    loading.catch(() => {
      if (solver === loading) solver = null;
    });
    return loading;
  }

  /**
   * One kind of plan solve: run after the messages already queued, so a newer request of the same
   * kind that waits there supersedes this one (answered with `superseded` instead of a solve).
   */
  function latestOnly(
    what: string,
    superseded: 'portfolio-superseded' | 'fleet-plan-superseded',
  ): (id: number, solve: (s: MilpSolver) => EngineResponse) => void {
    let newest = 0;
    return (id, solve) => {
      newest = id;
      const loading = loadSolver();
      defer(() => {
        loading.then(
          (s) => {
            if (id !== newest) {
              post({ type: superseded, id });
              return;
            }
            postOrError(post, id, () => solve(s));
          },
          (error: unknown) => {
            post({ type: 'error', id, message: `the ${what} solver could not be loaded: ${errorMessage(error)}` });
          },
        );
      });
    };
  }

  const portfolioSolve = latestOnly('demand-plan', 'portfolio-superseded');
  function portfolio({ id, scenario }: Extract<EngineRequest, { type: 'portfolio' }>): void {
    portfolioSolve(id, (s) => {
      const started = now();
      const out = solvePortfolio(scenario, s);
      return { type: 'portfolio', id, portfolio: out.portfolio ?? null, warnings: out.warnings, ms: now() - started };
    });
  }

  /** The fleet plan, as the demand plan: after the queued messages, skipped when a newer one came. */
  const fleetPlanSolve = latestOnly('fleet-plan', 'fleet-plan-superseded');
  function fleetPlan({ id, scenario }: Extract<EngineRequest, { type: 'fleet-plan' }>): void {
    fleetPlanSolve(id, (s) => {
      const started = now();
      const out = solveFleetPlan(scenario, s);
      return { type: 'fleet-plan', id, fleetPlan: out.fleetPlan ?? null, warnings: out.warnings, ms: now() - started };
    });
  }

  function impacts({ id, scenarios, baseResult }: Extract<EngineRequest, { type: 'impacts' }>): void {
    const started = now();
    // A first scenario with a demand plan: its plan inputs are solved again (compare-impact.ts), and
    // its own plan too when the page sent its result without one (the page evaluates without a solver).
    if (scenarios?.[0]?.portfolio) {
      loadSolver().then(
        (s) =>
          postOrError(post, id, () => {
            const base = baseResult.portfolio ? baseResult : { ...baseResult, portfolio: solvePortfolio(scenarios[0], s).portfolio };
            return { type: 'impacts', id, impacts: compareImpacts(scenarios, base, { portfolioSolver: s }), ms: now() - started };
          }),
        (error: unknown) => post({ type: 'error', id, message: `the demand-plan solver could not be loaded: ${errorMessage(error)}` }),
      );
      return;
    }
    postOrError(post, id, () => ({ type: 'impacts', id, impacts: compareImpacts(scenarios, baseResult), ms: now() - started }));
  }

  return { portfolio, fleetPlan, impacts };
}
