// A worker_threads worker that runs Monte Carlo shards (models/uncertainty/pool.ts) for Node:
// the bench, and any Node tool that wants the pool. Started through mc-shard-worker.mjs.
import { parentPort } from 'node:worker_threads';
import { createShardRunner } from '../models/uncertainty/monte-carlo';
import type { ShardJob } from '../models/uncertainty/pool';

// Shards of one run reuse its preparation (same runKey).
const runShard = createShardRunner();

parentPort?.on('message', (msg: { id: number; job: ShardJob }) => {
  try {
    const shard = runShard(msg.job);
    const buffers = [shard.irr.buffer, shard.npv.buffer, shard.below.buffer, shard.projectIrr.buffer] as ArrayBuffer[];
    parentPort?.postMessage({ id: msg.id, shard }, buffers);
  } catch (error) {
    parentPort?.postMessage({ id: msg.id, error: error instanceof Error ? error.message : String(error) });
  }
});
