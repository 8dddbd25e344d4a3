// The engine worker's logic as a plain function of its messages, so it is tested without a Worker:
// engine.worker.ts only wires it to `self`. Monte Carlo runs in chunks, each one scheduled with
// `defer` (setTimeout 0 in the worker) so that a "cancel" message is handled between chunks.
import { compareImpacts } from '../../models/compare-impact';
import { reportSensitivity } from '../../models/report-sensitivity';
import { loadScenario } from '../../models/scenario';
import { createMonteCarlo, runMonteCarloPooled, sensitivityTornado, statedIn, type MonteCarloRunner, type ShardWorker } from '../../models/uncertainty';
import { evaluateDoc } from './evaluate-doc';
import { solvePortfolio } from '../../models/evaluate';
import type { MilpSolver } from '../../models/portfolio';
import { loadAppPortfolioSolver } from './portfolio-solver';
import { solveFleetPlan } from '../../models/fleet-plan';
import { errorMessage, type EngineRequest, type EngineResponse } from './protocol';

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

/** About 40 progress steps per run, at least 50 and at most 2,500 trials per chunk. */
export function defaultChunkSize(total: number): number {
  return Math.min(2500, Math.max(50, Math.ceil(total / 40)));
}

interface Run {
  id: number;
  runner: MonteCarloRunner | null;
  chunkSize: number;
  started: number;
  /** Pooled runs: aborts the pool when the run is cancelled or replaced. */
  abort?: AbortController;
}

export function createEngineHandler(env: EngineHandlerEnv): EngineHandler {
  const now = env.now ?? (() => performance.now());
  const defer = env.defer ?? ((fn: () => void) => void setTimeout(fn, 0));
  let active: Run | null = null;

  function evaluate(id: number, doc: Record<string, unknown>): void {
    try {
      const out = evaluateDoc(doc, now);
      env.post(out.ok
        ? { type: 'evaluated', id, scenario: out.scenario, raw: out.raw, result: out.result, ms: out.ms, ...(out.issues ? { issues: out.issues } : {}) }
        : { type: 'invalid', id, issues: out.issues, ms: out.ms });
    } catch (error) {
      env.post({ type: 'error', id, message: errorMessage(error) });
    }
  }

  // docs/model.md › Demand plan: HiGHS, loaded once per worker on the first request that needs it.
  let solver: Promise<MilpSolver> | null = null;
  function loadSolver(): Promise<MilpSolver> {
    const loading = (solver ??= (env.loadPortfolioSolver ?? loadAppPortfolioSolver)());
    // A failed load is not kept: the next request tries again.
    loading.catch(() => {
      if (solver === loading) solver = null;
    });
    return loading;
  }

  function impacts({ id, scenarios, baseResult }: Extract<EngineRequest, { type: 'impacts' }>): void {
    const started = now();
    // A first scenario with a demand plan: its plan inputs are solved again (compare-impact.ts), and
    // its own plan too when the page sent its result without one (the page evaluates without a solver).
    if (scenarios?.[0]?.portfolio) {
      loadSolver().then(
        (s) => {
          try {
            const base = baseResult.portfolio ? baseResult : { ...baseResult, portfolio: solvePortfolio(scenarios[0], s).portfolio };
            env.post({ type: 'impacts', id, impacts: compareImpacts(scenarios, base, { portfolioSolver: s }), ms: now() - started });
          } catch (error) {
            env.post({ type: 'error', id, message: errorMessage(error) });
          }
        },
        (error: unknown) => env.post({ type: 'error', id, message: `the demand-plan solver could not be loaded: ${errorMessage(error)}` }),
      );
      return;
    }
    try {
      env.post({ type: 'impacts', id, impacts: compareImpacts(scenarios, baseResult), ms: now() - started });
    } catch (error) {
      env.post({ type: 'error', id, message: errorMessage(error) });
    }
  }

  function sensitivity({ id, scenario, raw, swings, report }: Extract<EngineRequest, { type: 'sensitivity' }>): void {
    const started = now();
    try {
      const stated = raw === undefined ? undefined : statedIn(raw);
      const rows = report ? reportSensitivity(scenario, raw) : sensitivityTornado(scenario, { ...swings, stated });
      env.post({ type: 'sensitivity', id, rows, ms: now() - started });
    } catch (error) {
      env.post({ type: 'error', id, message: errorMessage(error) });
    }
  }

  function step(run: Run): void {
    if (active !== run || !run.runner) return; // cancelled or replaced meanwhile
    try {
      const progress = run.runner.runChunk(run.chunkSize);
      env.post({ type: 'mc-progress', id: run.id, done: progress.done, total: progress.total });
      if (progress.done < progress.total) {
        defer(() => step(run));
        return;
      }
      active = null;
      env.post({ type: 'mc-done', id: run.id, result: run.runner.result(), ms: now() - run.started });
    } catch (error) {
      active = null;
      env.post({ type: 'mc-error', id: run.id, message: errorMessage(error) });
    }
  }

  function startPooled(id: number, scenario: Parameters<typeof createMonteCarlo>[0], request: Extract<EngineRequest, { type: 'mc-start' }>, workers: ShardWorker[], started: number): void {
    const abort = new AbortController();
    const run: Run = { id, runner: null, chunkSize: 0, started, abort };
    active = run;
    const total = Math.max(0, Math.floor(request.options?.trials ?? scenario.uncertainty?.trials ?? 10_000));
    env.post({ type: 'mc-progress', id, done: 0, total });
    runMonteCarloPooled(scenario, workers, {
      ...request.options,
      signal: abort.signal,
      onProgress: (p) => {
        if (active === run) env.post({ type: 'mc-progress', id, done: p.done, total: p.total });
      },
    }).then(
      (result) => {
        if (active !== run) return;
        active = null;
        env.post({ type: 'mc-done', id, result, ms: now() - started });
      },
      (error: unknown) => {
        if (active !== run) return; // cancelled: already answered
        active = null;
        env.post({ type: 'mc-error', id, message: errorMessage(error) });
      },
    );
  }

  function stop(): void {
    if (!active) return;
    active.abort?.abort();
    env.post({ type: 'mc-cancelled', id: active.id });
    active = null;
  }

  function start(request: Extract<EngineRequest, { type: 'mc-start' }>): void {
    stop();
    const { id } = request;
    const started = now();
    try {
      const loaded = loadScenario(request.doc);
      if (!loaded.ok) {
        env.post({ type: 'mc-invalid', id, issues: loaded.issues });
        return;
      }
      const workers = env.shardWorkers?.() ?? null;
      if (workers && workers.length > 0 && loaded.scenario.investment) {
        startPooled(id, loaded.scenario, request, workers, started);
        return;
      }
      const runner = createMonteCarlo(loaded.scenario, request.options);
      const chunkSize = Math.max(1, Math.floor(request.chunkSize ?? defaultChunkSize(runner.total)));
      const run: Run = { id, runner, chunkSize, started };
      active = run;
      env.post({ type: 'mc-progress', id, done: 0, total: runner.total });
      defer(() => step(run));
    } catch (error) {
      env.post({ type: 'mc-error', id, message: errorMessage(error) });
    }
  }

  let newestPortfolio = 0;
  function portfolio({ id, scenario }: Extract<EngineRequest, { type: 'portfolio' }>): void {
    newestPortfolio = id;
    const loading = loadSolver();
    // After the messages already queued: a newer request that waits there supersedes this one.
    defer(() => {
      loading.then(
        (s) => {
          if (id !== newestPortfolio) {
            env.post({ type: 'portfolio-superseded', id });
            return;
          }
          const started = now();
          try {
            const out = solvePortfolio(scenario, s);
            env.post({ type: 'portfolio', id, portfolio: out.portfolio ?? null, warnings: out.warnings, ms: now() - started });
          } catch (error) {
            env.post({ type: 'error', id, message: errorMessage(error) });
          }
        },
        (error: unknown) => {
          env.post({ type: 'error', id, message: `the demand-plan solver could not be loaded: ${errorMessage(error)}` });
        },
      );
    });
  }

  let newestFleetPlan = 0;
  /** The fleet plan, as the demand plan: after the queued messages, skipped when a newer one came. */
  function fleetPlan({ id, scenario }: Extract<EngineRequest, { type: 'fleet-plan' }>): void {
    newestFleetPlan = id;
    const loading = loadSolver();
    defer(() => {
      loading.then(
        (s) => {
          if (id !== newestFleetPlan) {
            env.post({ type: 'fleet-plan-superseded', id });
            return;
          }
          const started = now();
          try {
            const out = solveFleetPlan(scenario, s);
            env.post({ type: 'fleet-plan', id, fleetPlan: out.fleetPlan ?? null, warnings: out.warnings, ms: now() - started });
          } catch (error) {
            env.post({ type: 'error', id, message: errorMessage(error) });
          }
        },
        (error: unknown) => {
          env.post({ type: 'error', id, message: `the fleet-plan solver could not be loaded: ${errorMessage(error)}` });
        },
      );
    });
  }

  function handle(request: EngineRequest): void {
    switch (request.type) {
      case 'evaluate':
        evaluate(request.id, request.doc);
        return;
      case 'mc-start':
        start(request);
        return;
      case 'mc-cancel':
        if (active && active.id === request.id) stop();
        return;
      case 'impacts':
        impacts(request);
        return;
      case 'sensitivity':
        sensitivity(request);
        return;
      case 'portfolio':
        portfolio(request);
        return;
      case 'fleet-plan':
        fleetPlan(request);
        return;
      default:
        // A message this build does not know (e.g. from a newer client): say so instead of hanging.
        reportUnknown(request);
    }
  }

  function reportUnknown(request: unknown): void {
    const r: object = typeof request === 'object' && request !== null ? request : {};
    const id = 'id' in r && typeof r.id === 'number' ? r.id : -1;
    const type = 'type' in r ? String(r.type) : 'none';
    env.post({ type: 'error', id, message: `unknown engine request type: ${type}` });
  }

  return { handle, activeRun: () => active?.id ?? null };
}
