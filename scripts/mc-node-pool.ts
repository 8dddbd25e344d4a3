// A pool of worker_threads running Monte Carlo shards: one worker per core, at most 8
// (models/uncertainty/pool.ts poolSize). Used by the bench; close() ends the workers.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { poolSize } from '../models/uncertainty/pool';
import type { ShardJob, ShardWorker } from '../models/uncertainty/pool';
import type { TrialShard } from '../models/uncertainty/monte-carlo';

export interface NodePool {
  workers: ShardWorker[];
  close: () => Promise<void>;
}

export function createNodePool(size = poolSize(availableParallelism())): NodePool {
  const threads = Array.from({ length: size }, () => new Worker(new URL('./mc-shard-worker.mjs', import.meta.url)));
  let nextId = 1;
  const workers = threads.map((thread): ShardWorker => {
    const pending = new Map<number, { resolve: (s: TrialShard) => void; reject: (e: Error) => void }>();
    thread.on('message', (msg: { id: number; shard?: TrialShard; error?: string }) => {
      const p = pending.get(msg.id);
      if (!p) return;
      pending.delete(msg.id);
      if (msg.shard) p.resolve(msg.shard);
      else p.reject(new Error(msg.error ?? 'shard failed'));
    });
    thread.on('error', (e) => {
      for (const p of pending.values()) p.reject(e);
      pending.clear();
    });
    return (job: ShardJob) =>
      new Promise<TrialShard>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        // The draws are fresh slices: moved, not copied.
        thread.postMessage({ id, job }, (job.draws ?? []).map((d) => d.buffer as ArrayBuffer));
      });
  });
  return { workers, close: async () => void (await Promise.all(threads.map((t) => t.terminate()))) };
}
