// The engine worker's Monte Carlo runs (handler.ts): one run at a time, in chunks on this thread
// (each chunk scheduled with `defer`, so a "cancel" message is handled between chunks) or on the
// shard-worker pool when one is given.
import { loadScenario } from '../../models/scenario';
import { createMonteCarlo, runMonteCarloPooled, type MonteCarloRunner, type ShardWorker } from '../../models/uncertainty';
import { errorMessage, type EngineRequest, type EngineResponse } from './protocol';

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

export interface MonteCarloEnv {
  post: (message: EngineResponse) => void;
  now: () => number;
  defer: (fn: () => void) => void;
  shardWorkers?: () => ShardWorker[] | null;
}

export interface MonteCarloRuns {
  /** `mc-start`: cancels the run in progress, then starts this one. */
  start: (request: Extract<EngineRequest, { type: 'mc-start' }>) => void;
  /** `mc-cancel`: stops the run in progress when it is the one named. */
  cancel: (id: number) => void;
  /** Id of the run in progress, or null. */
  activeRun: () => number | null;
}

type McScenario = Parameters<typeof createMonteCarlo>[0];
type McStart = Extract<EngineRequest, { type: 'mc-start' }>;

export function createMonteCarloRuns(env: MonteCarloEnv): MonteCarloRuns {
  const { post, now, defer } = env;
  let active: Run | null = null;

  function step(run: Run): void {
    if (active !== run || !run.runner) return; // cancelled or replaced meanwhile
    try {
      const progress = run.runner.runChunk(run.chunkSize);
      post({ type: 'mc-progress', id: run.id, done: progress.done, total: progress.total });
      if (progress.done < progress.total) {
        defer(() => step(run));
        return;
      }
      active = null;
      post({ type: 'mc-done', id: run.id, result: run.runner.result(), ms: now() - run.started });
    } catch (error) {
      active = null;
      post({ type: 'mc-error', id: run.id, message: errorMessage(error) });
    }
  }

  function startPooled(id: number, scenario: McScenario, request: McStart, workers: ShardWorker[], started: number): void {
    const abort = new AbortController();
    const run: Run = { id, runner: null, chunkSize: 0, started, abort };
    active = run;
    const total = Math.max(0, Math.floor(request.options?.trials ?? scenario.uncertainty?.trials ?? 10_000));
    post({ type: 'mc-progress', id, done: 0, total });
    runMonteCarloPooled(scenario, workers, {
      ...request.options,
      signal: abort.signal,
      onProgress: (p) => {
        if (active === run) post({ type: 'mc-progress', id, done: p.done, total: p.total });
      },
    }).then(
      (result) => {
        if (active !== run) return;
        active = null;
        post({ type: 'mc-done', id, result, ms: now() - started });
      },
      (error: unknown) => {
        if (active !== run) return; // cancelled: already answered
        active = null;
        post({ type: 'mc-error', id, message: errorMessage(error) });
      },
    );
  }

  function stop(): void {
    if (!active) return;
    active.abort?.abort();
    post({ type: 'mc-cancelled', id: active.id });
    active = null;
  }

  function start(request: McStart): void {
    stop();
    const { id } = request;
    const started = now();
    try {
      const loaded = loadScenario(request.doc);
      if (!loaded.ok) {
        post({ type: 'mc-invalid', id, issues: loaded.issues });
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
      post({ type: 'mc-progress', id, done: 0, total: runner.total });
      defer(() => step(run));
    } catch (error) {
      post({ type: 'mc-error', id, message: errorMessage(error) });
    }
  }

  return {
    start,
    cancel: (id) => {
      if (active && active.id === id) stop();
    },
    activeRun: () => active?.id ?? null,
  };
}
