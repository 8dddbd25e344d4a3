// A Monte Carlo shard worker (models/uncertainty/pool.ts): the engine worker starts one per core,
// at most 8, and hands each a range of trials; the draws depend only on the run, never on the
// worker, so results are the same as on one thread.
import { createShardRunner, type ShardJob } from '../../models/uncertainty';

// Shards of one run reuse its preparation (same runKey).
const runShard = createShardRunner();

self.onmessage = (event: MessageEvent<{ id: number; job: ShardJob }>) => {
  const { id, job } = event.data;
  try {
    const shard = runShard(job);
    const buffers = [shard.irr.buffer, shard.npv.buffer, shard.below.buffer, shard.breach.buffer, shard.projectIrr.buffer] as ArrayBuffer[];
    self.postMessage({ id, shard }, { transfer: buffers });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
