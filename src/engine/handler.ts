// The engine worker's logic as a plain function of its messages, so it is tested without a Worker:
// engine.worker.ts only wires it to `self`. One small function per request kind; Monte Carlo runs
// live in handler-monte-carlo.ts (in chunks, each one scheduled with `defer`, setTimeout 0 in the
// worker, so that a "cancel" message is handled between chunks) and the requests that need the
// MILP solver in handler-solves.ts.
import { reportSensitivity } from '../../models/report-sensitivity';
import { sensitivityTornado, statedIn, type ShardWorker } from '../../models/uncertainty';
import { evaluationResponse } from './evaluate-doc';
import type { MilpSolver } from '../../models/portfolio';
import { createMonteCarloRuns } from './handler-monte-carlo';
import { createSolveRequests } from './handler-solves';
import { errorMessage, type EngineRequest, type EngineResponse } from './protocol';

export { defaultChunkSize } from './handler-monte-carlo';

export interface EngineHandlerEnv {
  post: (message: EngineResponse) => void;
  /** Clock for the `ms` figures (default performance.now). */
  now?: () => number;
  /** Runs `fn` after pending messages (default setTimeout 0). */
  defer?: (fn: () => void) => void;
  /**
   * Shard workers (one per core, at most 8): when given, Monte Carlo runs on this pool
   * (models/uncertainty/pool.ts) with the same results; otherwise in chunks on this thread.
   */
  shardWorkers?: () => ShardWorker[] | null;
  /**
   * docs/model.md › Demand plan: loads the demand plan's solver (HiGHS WebAssembly), called once, on the first
   * `portfolio` request (default: portfolio-solver.ts, the app's bundled .wasm).
   */
  loadPortfolioSolver?: () => Promise<MilpSolver>;
}

export interface EngineHandler {
  handle: (request: EngineRequest) => void;
  /** Id of the Monte Carlo run in progress, or null. */
  activeRun: () => number | null;
}

export function createEngineHandler(env: EngineHandlerEnv): EngineHandler {
  const now = env.now ?? (() => performance.now());
  const defer = env.defer ?? ((fn: () => void) => void setTimeout(fn, 0));
  const post: EngineHandlerEnv['post'] = (message) => env.post(message);
  const runs = createMonteCarloRuns({ post, now, defer, shardWorkers: env.shardWorkers });
  const solves = createSolveRequests({ post, now, defer, loadPortfolioSolver: env.loadPortfolioSolver });

  function evaluate(id: number, doc: Record<string, unknown>): void {
    post(evaluationResponse(id, doc, now));
  }

  function sensitivity({ id, scenario, raw, swings, report }: Extract<EngineRequest, { type: 'sensitivity' }>): void {
    const started = now();
    try {
      const stated = raw === undefined ? undefined : statedIn(raw);
      const rows = report ? reportSensitivity(scenario, raw) : sensitivityTornado(scenario, { ...swings, stated });
      post({ type: 'sensitivity', id, rows, ms: now() - started });
    } catch (error) {
      post({ type: 'error', id, message: errorMessage(error) });
    }
  }

  function handle(request: EngineRequest): void {
    switch (request.type) {
      case 'evaluate':
        evaluate(request.id, request.doc);
        return;
      case 'mc-start':
        runs.start(request);
        return;
      case 'mc-cancel':
        runs.cancel(request.id);
        return;
      case 'impacts':
        solves.impacts(request);
        return;
      case 'sensitivity':
        sensitivity(request);
        return;
      case 'portfolio':
        solves.portfolio(request);
        return;
      case 'fleet-plan':
        solves.fleetPlan(request);
        return;
      default:
        // A message this build does not know (e.g. from a newer client): say so instead of hanging.
        reportUnknown(post, request);
    }
  }

  return { handle, activeRun: runs.activeRun };
}

function reportUnknown(post: EngineHandlerEnv['post'], request: unknown): void {
  const r: object = typeof request === 'object' && request !== null ? request : {};
  const id = 'id' in r && typeof r.id === 'number' ? r.id : -1;
  const type = 'type' in r ? String(r.type) : 'none';
  post({ type: 'error', id, message: `unknown engine request type: ${type}` });
}
