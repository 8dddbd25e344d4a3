// The engine worker's pool of shard workers (shard.worker.ts): one per core as the browser reports
// it (navigator.hardwareConcurrency), at most 8, created on the first Monte Carlo run. Null where
// a worker cannot start workers of its own; Monte Carlo then runs in chunks on the engine worker.
import { poolSize, type ShardJob, type ShardWorker } from '../../models/uncertainty';
import type { TrialShard } from '../../models/uncertainty';

let pool: ShardWorker[] | null | undefined;

function startWorker(): ShardWorker {
  // This exact form lets Vite bundle the nested worker as its own module file.
  const worker = new Worker(new URL('./shard.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, { resolve: (s: TrialShard) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  worker.onmessage = (event: MessageEvent<{ id: number; shard?: TrialShard; error?: string }>) => {
    const p = pending.get(event.data.id);
    if (!p) return;
    pending.delete(event.data.id);
    if (event.data.shard) p.resolve(event.data.shard);
    else p.reject(new Error(event.data.error ?? 'a Monte Carlo shard failed'));
  };
  worker.onerror = (event) => {
    event.preventDefault();
    for (const p of pending.values()) p.reject(new Error(event.message || 'a Monte Carlo worker failed to start'));
    pending.clear();
  };
  return (job: ShardJob) =>
    new Promise<TrialShard>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      // The draws are fresh slices: moved, not copied.
      worker.postMessage({ id, job }, { transfer: (job.draws ?? []).map((d) => d.buffer as ArrayBuffer) });
    });
}

export function shardPool(): ShardWorker[] | null {
  if (pool !== undefined) return pool;
  try {
    pool = typeof Worker === 'undefined' ? null : Array.from({ length: poolSize(navigator.hardwareConcurrency) }, startWorker);
  } catch {
    pool = null;
  }
  return pool;
}
