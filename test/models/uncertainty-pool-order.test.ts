// The pool's coordinator (issue 14, speed): shards accepted in any order and size, their sorted
// IRRs/NPVs (and project IRRs) merged as they arrive, give exactly the one-thread result; the default shards start
// every worker on a small piece and cover the run; the per-kind fill loops draw what sample() draws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../models/scenario';
import type { Scenario } from '../../models/scenario/types';
import { createMonteCarlo, createShardRunner, guidedRanges, MIN_SHARD_TRIALS, poolRanges, runMonteCarlo, runMonteCarloPooled, runShard } from '../../models/uncertainty';
import type { ShardJob } from '../../models/uncertainty';
import type { Distribution } from '../../models/scenario/types';
import { createDrawer, createFiller } from '../../models/uncertainty/distributions';
import { createPrng } from '../../models/uncertainty/prng';
import example from '../fixtures/h100-512-colo.gpuplan.json';

function scenario(trials: number): Scenario {
  const raw = structuredClone(example) as Record<string, any>;
  raw.uncertainty = {
    trials,
    seed: 21,
    inputs: {
      'investment.utilization': { dist: 'triangular', min: 0.3, mode: 0.85, max: 0.95 },
      'investment.contractPrice': { dist: 'uniform', min: 0.5, max: 2.3 },
      'market.generations[0].annualDecline': { dist: 'triangular', min: 0.1, mode: 0.2, max: 0.35 },
      // Opex above any month's revenue: trials without an IRR.
      'investment.opexPerGPUMonth': { dist: 'discrete', values: [45, 5000], weights: [9, 1] },
    },
  };
  const r = loadScenario(raw);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.scenario;
}

describe('Monte Carlo pool coordinator', () => {
  it('gives the one-thread result whatever the shards’ sizes and arrival order', () => {
    const s = scenario(1500);
    const single = runMonteCarlo(s);
    expect(single.irrAnnual.nullCount).toBeGreaterThan(0); // trials without an IRR are merged too
    expect(single.projectIrrPercentiles!.nullCount).toBeGreaterThan(0); // and without a project IRR
    const outputs = runShard(s, {}, 0, 1500);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1499 }), { maxLength: 12 }), fc.array(fc.nat(), { maxLength: 13 }), (cuts, order) => {
        const bounds = [...new Set([0, ...cuts, 1500])].sort((a, b) => a - b);
        const shards = bounds.slice(1).map((end, i) => [bounds[i], end] as const);
        // A permutation of the shards from `order`.
        const left = shards.slice();
        const arrival = shards.map((_, i) => left.splice((order[i] ?? 0) % left.length, 1)[0]);
        const runner = createMonteCarlo(s);
        for (const [a, b] of arrival) {
          runner.accept(a, { irr: outputs.irr.slice(a, b), npv: outputs.npv.slice(a, b), below: outputs.below.slice(a, b), breach: outputs.breach.slice(a, b), projectIrr: outputs.projectIrr.slice(a, b) });
        }
        expect(runner.result()).toEqual(single);
      }),
      { numRuns: 60, seed: 3 },
    );
  });

  it('starts each worker on one small shard in a large run, then cuts the rest as guidedRanges does', () => {
    for (const [total, workers] of [
      [100_000, 2],
      [100_000, 8],
      [4 * 2 * MIN_SHARD_TRIALS, 2],
      [4 * 2 * MIN_SHARD_TRIALS - 1, 2],
      [10_000, 2],
    ]) {
      const ranges = poolRanges(total, workers);
      let next = 0;
      for (const [start, end] of ranges) {
        expect(start).toBe(next);
        expect(end).toBeGreaterThan(start);
        next = end;
      }
      expect(next).toBe(total);
      if (total >= 4 * workers * MIN_SHARD_TRIALS) {
        expect(ranges.slice(0, workers).every(([a, b]) => b - a === MIN_SHARD_TRIALS)).toBe(true);
        const head = workers * MIN_SHARD_TRIALS;
        expect(ranges.slice(workers)).toEqual(guidedRanges(total - head, workers).map(([a, b]) => [a + head, b + head]));
      } else expect(ranges).toEqual(guidedRanges(total, workers));
    }
  });

  it('hands those shards out and gives the one-thread result (2 workers, 20,000 trials)', async () => {
    const s = scenario(20_000);
    const seen: number[] = [];
    const worker = async (job: ShardJob) => {
      seen.push(job.start);
      await new Promise((r) => setTimeout(r, 1));
      return runShard(job.scenario, job.opts, job.start, job.end, job.draws);
    };
    expect(await runMonteCarloPooled(s, [worker, worker])).toEqual(runMonteCarlo(s));
    expect(seen.slice(0, 2)).toEqual([0, MIN_SHARD_TRIALS]);
    expect(seen.sort((a, b) => a - b)).toEqual(poolRanges(20_000, 2).map(([a]) => a));
  });

  it('fills each kind of input with exactly the draws its drawer gives, truncated and degenerate ones too', () => {
    const num = fc.double({ min: -5, max: 5, noNaN: true });
    const dist: fc.Arbitrary<Distribution> = fc.oneof(
      fc.tuple(num, num).map(([a, b]) => ({ dist: 'uniform', min: Math.min(a, b), max: Math.max(a, b) }) as Distribution),
      fc.tuple(num, num, num).map(([a, b, c]) => {
        const [min, mode, max] = [a, b, c].sort((x, y) => x - y);
        return { dist: 'triangular', min, mode, max } as Distribution;
      }),
      fc.constant({ dist: 'triangular', min: 2, mode: 2, max: 2 } as Distribution),
      fc.tuple(num, fc.double({ min: 0, max: 3, noNaN: true })).map(([mean, sd]) => ({ dist: 'normal', mean, sd }) as Distribution),
    );
    const range = fc.tuple(num, num, fc.boolean()).map(([a, b, integer]) => ({ min: Math.min(a, b), max: Math.max(a, b), integer }));
    fc.assert(
      fc.property(dist, range, fc.integer(), (d, r, seed) => {
        const draw = createDrawer(d, r);
        const one = createPrng(seed, 5);
        const want = Float64Array.from({ length: 200 }, () => draw(one));
        const many = createPrng(seed, 5);
        const got = new Float64Array(200);
        const fill = createFiller(d, r);
        fill(many, got, 0, 70);
        fill(many, got, 70, 200);
        want.forEach((w, i) => expect(Object.is(got[i], w), `draw ${i}`).toBe(true));
        expect(many.nextUint32()).toBe(one.nextUint32());
      }),
      { numRuns: 300, seed: 8 },
    );
  });

  it('a worker that keeps a run’s preparation (createShardRunner) gives the one-thread results, run after run', async () => {
    // Two "threads", each with its own runner, as the pool's workers have; runs alternate between
    // two scenarios and options, so a kept preparation used for the wrong run would show.
    const threads = [createShardRunner(), createShardRunner()];
    const keys = new Set<string>();
    const workers = threads.map((run) => async (job: ShardJob) => {
      keys.add(job.runKey!);
      await new Promise((r) => setTimeout(r, 0));
      return run(structuredClone(job)); // as a worker receives it: a copy
    });
    const a = scenario(17_000);
    const b = scenario(17_000);
    b.investment!.capexPerGPU *= 1.5;
    for (const [s, opts] of [
      [a, {}],
      [b, {}],
      [a, { seed: 5, projectIrr: true }],
      [a, {}],
    ] as const) {
      expect(await runMonteCarloPooled(s, workers, opts)).toEqual(runMonteCarlo(s, opts));
    }
    expect(keys.size).toBe(4);
    // Without a key every job is prepared afresh: the same outputs as runShard.
    const job = { scenario: b, opts: {}, start: 300, end: 900 };
    expect(threads[0](job)).toEqual(runShard(b, {}, 300, 900));
  });
});
