// Monte Carlo over a pool of workers (Web Workers in the app, worker_threads in Node), with
// progress and cancel. Environment-agnostic: a worker is a function that runs one shard
// (runShard in another thread) and resolves with its outputs.
//
// The trials are cut into shards of consecutive trials, largest first and shrinking (guidedRanges),
// so a slower worker does not hold a run up; each worker holds up to two (one running, one queued)
// and is sent the next when it finishes one. The
// coordinator meanwhile prepares the run itself (draws for the per-input summary, the tornado)
// and merges each shard into place by its first trial. Every draw depends only on the run's
// seed, inputs, correlations and total trials (monte-carlo.ts), so the result is exactly that of
// runMonteCarlo, whatever the number of workers or the shard sizes.

import type { Scenario } from '../scenario/types';
import { createMonteCarlo } from './monte-carlo';
import type { ShardJob, TrialShard } from './monte-carlo';
import type { MonteCarloOptions, MonteCarloProgress, UncertaintyResult } from './types';

export type { ShardJob };

/** Runs one shard (runShard(job.scenario, job.opts, job.start, job.end, job.draws), or createShardRunner) somewhere else. */
export type ShardWorker = (job: ShardJob) => Promise<TrialShard>;

export interface PooledMonteCarloOptions extends MonteCarloOptions {
  /** Aborting stops handing out shards and rejects with the signal's reason. */
  signal?: AbortSignal;
  onProgress?: (progress: MonteCarloProgress) => void;
  /**
   * Shards per worker, all of one size. Default: shards that shrink as the run goes on
   * (poolRanges), so the workers finish together even when one is slowed down (a busy machine).
   */
  shardsPerWorker?: number;
}

/** At most 8 workers, at least 1: one per core. */
export function poolSize(cores: number | undefined): number {
  return Math.max(1, Math.min(8, Math.floor(cores ?? 1) || 1));
}

/** [start, end) of each shard: `count` nearly equal pieces of `total`. */
export function shardRanges(total: number, count: number): [number, number][] {
  const n = Math.max(1, Math.min(total, Math.floor(count)));
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const start = Math.floor((total * i) / n);
    const end = Math.floor((total * (i + 1)) / n);
    if (end > start) out.push([start, end]);
  }
  return out;
}

/** Smallest shard guidedRanges makes (one correlation block; a shard costs ~0.3 ms to prepare). */
export const MIN_SHARD_TRIALS = 2000;

/**
 * [start, end) of shards for `workers` workers, largest first: each takes 1/(2·workers) of the
 * trials still left, at least MIN_SHARD_TRIALS or a worker's share of a small run (the rest when
 * less than half that would remain). The last shards are small, so no worker is left with a long
 * one while the others are done.
 */
export function guidedRanges(total: number, workers: number): [number, number][] {
  const out: [number, number][] = [];
  const w = Math.max(1, Math.floor(workers));
  const least = Math.max(1, Math.min(MIN_SHARD_TRIALS, Math.ceil(total / w)));
  let start = 0;
  while (start < total) {
    const rest = total - start;
    let n = Math.max(least, Math.ceil(rest / (2 * w)));
    if (rest - n < least / 2) n = rest;
    out.push([start, start + n]);
    start += n;
  }
  return out;
}

/**
 * The shards a pool hands out by default: guidedRanges, except that in a large run (at least
 * 4·workers·MIN_SHARD_TRIALS trials) each worker's first shard is one MIN_SHARD_TRIALS piece and
 * guidedRanges cuts the rest. A shard cannot leave before its draws are made (the coordinator
 * continues every input's stream in trial order), so small first shards set every worker to work
 * within a fraction of a millisecond instead of after a quarter or more of the run's draws.
 */
export function poolRanges(total: number, workers: number): [number, number][] {
  const w = Math.max(1, Math.floor(workers));
  if (total < 4 * w * MIN_SHARD_TRIALS) return guidedRanges(total, w);
  const head = w * MIN_SHARD_TRIALS;
  const out = shardRanges(head, w);
  for (const [start, end] of guidedRanges(total - head, w)) out.push([head + start, head + end]);
  return out;
}

let runCount = 0;
/** A key no other run of this thread (nor, by its random part, of another) has had. */
function newRunKey(): string {
  runCount++;
  return `${runCount.toString(36)}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export async function runMonteCarloPooled(scenario: Scenario, workers: readonly ShardWorker[], opts: PooledMonteCarloOptions = {}): Promise<UncertaintyResult> {
  const { signal, onProgress, shardsPerWorker, ...mcOpts } = opts;
  signal?.throwIfAborted();
  if (workers.length === 0) throw new Error('runMonteCarloPooled needs at least one worker');
  // The coordinator draws every input once (it needs the draws for the per-input summary anyway),
  // as far as the next shard needs, and hands each shard its slice: workers only evaluate trials.
  const runner = createMonteCarlo(scenario, mcOpts);
  const total = runner.total;
  const runKey = newRunKey();
  const queue =
    shardsPerWorker === undefined
      ? poolRanges(total, workers.length)
      : shardRanges(total, workers.length * Math.max(1, Math.floor(shardsPerWorker)));
  let aborted = false;
  const onAbort = (): void => {
    aborted = true;
  };
  signal?.addEventListener('abort', onAbort);
  // Each worker has up to two shards at a time: the second waits in its queue, so the worker goes
  // on to it at once instead of idling until this thread takes the first one's results and sends
  // the next (a wait that grows with the machine's load).
  const send = (worker: ShardWorker): Promise<void> | undefined => {
    const next = aborted ? undefined : queue.shift();
    if (!next) return undefined;
    const [start, end] = next;
    const draws = runner.drawsFor(start, end); // drawn as far as this shard needs
    const done = worker({ scenario, opts: mcOpts, start, end, draws, runKey }).then((shard) => {
      if (aborted) return;
      const progress = runner.accept(start, shard); // not inside onProgress?.(…): it must run without one
      onProgress?.(progress);
    });
    // A queued shard may fail before it is awaited (or never be, after an earlier failure): observed
    // here so that is no unhandled rejection; awaiting `done` still throws.
    done.catch(() => {});
    return done;
  };
  const loop = async (worker: ShardWorker, current: Promise<void> | undefined, queued: Promise<void> | undefined): Promise<void> => {
    while (current) {
      await current;
      current = queued;
      queued = send(worker);
    }
  };
  try {
    // Every worker's first shard goes out before any second one: the first shards need the fewest draws.
    const firsts = workers.map((w) => send(w));
    const seconds = workers.map((w) => send(w));
    // While they run: the rest of the draws and their per-input summary, which result() would
    // otherwise compute after the last shard, with every worker idle.
    runner.prepareSummary();
    await Promise.all(workers.map((w, i) => loop(w, firsts[i], seconds[i])));
    signal?.throwIfAborted();
    return runner.result();
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}
