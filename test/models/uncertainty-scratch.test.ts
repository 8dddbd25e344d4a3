// The Monte Carlo trial loop reuses its scratch (one copy of the model written in place, one metrics
// object, Float64Array flows and price series). These tests hold its per-trial outputs against
// computations that allocate afresh for every trial: the full evaluateScenario of the scenario with
// the trial's draws set (bit for bit where the trial path uses the same arithmetic), and the
// copying writer + fresh evaluator the loop used before (bit for bit everywhere).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeInvestment, createInvestmentMetricsScratch, investmentMetrics, investmentMetricsInto } from '../../models/investment';
import { evaluateScenario } from '../../models/evaluate';
import { loadScenario } from '../../models/scenario';
import type { Distribution, Scenario } from '../../models/scenario/types';
import { createMonteCarlo, guidedRanges, MIN_SHARD_TRIALS, parsePath, runMonteCarlo, runMonteCarloPooled, runShard, setNumberAt } from '../../models/uncertainty';
import type { ShardJob } from '../../models/uncertainty';
import { compileInPlaceWriter, compileWriter } from '../../models/uncertainty/paths';
import { createDrawer, createFiller } from '../../models/uncertainty/distributions';
import { createPrng } from '../../models/uncertainty/prng';
import { mergeSorted, percentileSorted, percentilesUnsorted, sortedPresent } from '../../models/uncertainty/stats';
import { createTrialEvaluator, trialModelOf } from '../../models/uncertainty/trial';
import example from '../fixtures/h100-512-colo.gpuplan.json';

function load(inputs: Record<string, Distribution>, seed: number, trials: number, patch: (raw: Record<string, any>) => void = () => {}): Scenario {
  const raw = structuredClone(example) as Record<string, any>;
  raw.uncertainty = { trials, seed, inputs };
  patch(raw);
  const r = loadScenario(raw);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.scenario;
}

/** Trial t's draws, by input path. */
function drawsOf(runner: ReturnType<typeof createMonteCarlo>, t: number): [string, number][] {
  return runner.samples().map((s) => [s.path, s.values[t]]);
}

const SEEDS = [1, 42, 20261203];

describe('Monte Carlo trial scratch', () => {
  it('gives, bit for bit, what evaluateScenario gives for each trial (investment, site and node inputs; GPUs from capacity)', () => {
    const inputs: Record<string, Distribution> = {
      'investment.utilization': { dist: 'triangular', min: 0.6, mode: 0.85, max: 0.95 },
      'investment.contractPrice': { dist: 'uniform', min: 1.7, max: 2.3 },
      'investment.capexPerGPU': { dist: 'normal', mean: 34000, sd: 3000 },
      'site.pue': { dist: 'uniform', min: 1.2, max: 1.5 },
      'node.nodeKW': { dist: 'discrete', values: [9.5, 10.2, 11], weights: [1, 2, 1] },
      'investment.contractMonths': { dist: 'uniform', min: 6, max: 48 },
    };
    for (const seed of SEEDS) {
      // Without investment.gpus the investment buys what the site powers: a sampled PUE or node
      // power changes the GPUs (the evaluator's copy of the investment with the capacity's GPUs).
      const scenario = load(inputs, seed, 150, (raw) => delete raw.investment.gpus);
      const runner = createMonteCarlo(scenario);
      runner.runChunk(runner.total);
      const out = runner.outputs();
      let gpusSeen = new Set<number>();
      for (let t = 0; t < runner.total; t++) {
        let s = scenario;
        for (const [path, value] of drawsOf(runner, t)) s = setNumberAt(s, parsePath(path)!, value);
        const inv = evaluateScenario(s, { skipUncertainty: true }).investment!;
        gpusSeen.add(inv.gpus);
        expect(Object.is(out.irrAnnual[t], inv.irrAnnual ?? NaN), `seed ${seed} trial ${t} IRR`).toBe(true);
        expect(Object.is(out.npv[t], inv.npv), `seed ${seed} trial ${t} NPV`).toBe(true);
      }
      // The draws did move the GPUs (else the capacity path would not be tested).
      expect(gpusSeen.size).toBeGreaterThan(1);
      gpusSeen = new Set();
    }
  });

  it('gives, bit for bit, what the copying writer and a fresh evaluator give (market, loan and tax inputs)', () => {
    const inputs: Record<string, Distribution> = {
      'investment.utilization': { dist: 'triangular', min: 0.6, mode: 0.85, max: 0.95 },
      'market.generations[0].annualDecline': { dist: 'triangular', min: 0.1, mode: 0.2, max: 0.35 },
      'market.generations[0].floor': { dist: 'uniform', min: 0.2, max: 0.9 },
      'investment.debtTermMonths': { dist: 'discrete', values: [24, 60, 84] },
      'investment.debtFraction': { dist: 'uniform', min: 0, max: 0.7 },
      'investment.taxRate': { dist: 'uniform', min: 0, max: 0.3 },
    };
    for (const seed of SEEDS) {
      const scenario = load(inputs, seed, 300);
      const runner = createMonteCarlo(scenario);
      runner.runChunk(runner.total);
      const out = runner.outputs();
      const base = trialModelOf(scenario, scenario.investment!);
      const fresh = createTrialEvaluator(base);
      const paths = runner.samples().map((s) => parsePath(s.path)!);
      const write = compileWriter(paths);
      const recompute = { capacity: false, prices: true, gpusFromCapacity: false };
      const values = new Float64Array(paths.length);
      for (let t = 0; t < runner.total; t++) {
        drawsOf(runner, t).forEach(([, v], k) => (values[k] = v));
        const model = write(base, values);
        const m = fresh(model, recompute);
        expect(Object.is(out.irrAnnual[t], m.irrAnnual ?? NaN), `seed ${seed} trial ${t} IRR`).toBe(true);
        expect(Object.is(out.npv[t], m.npv), `seed ${seed} trial ${t} NPV`).toBe(true);
      }
    }
  });

  it('investmentMetricsInto equals investmentMetrics and computeInvestment, and reuses its buffers', () => {
    const scenario = load({}, 1, 1);
    const inv = scenario.investment!;
    const ctx = { kwPerGPU: 1.3, pue: 1.35, horizonMonths: 60, price: (m: number) => (m >= 3 ? 2.4 * Math.pow(0.98, m) : null) };
    const scratch = createInvestmentMetricsScratch();
    for (const horizonMonths of [60, 24, 60]) {
      const c = { ...ctx, horizonMonths };
      const lean = investmentMetrics(inv, c);
      const full = computeInvestment(inv, c);
      const into = investmentMetricsInto(inv, c, scratch);
      expect(Array.from(into.cashflows)).toEqual(full.cashflows);
      expect(lean.cashflows).toEqual(full.cashflows);
      expect(into.irrAnnual).toBe(full.irrAnnual);
      expect(into.npv).toBe(full.npv);
      expect(into.cashflows).toHaveLength(horizonMonths + 1);
    }
    // One buffer per horizon length: the second 60-month call wrote into the first one's buffer.
    expect(scratch.buffers.size).toBe(2);
  });

  it('the in-place writer writes into one copy, never into the root', () => {
    const root = { a: { x: 1, y: 2 }, b: [{ z: 3 }, { z: 4 }], c: { keep: true } };
    const paths = [parsePath('a.x')!, parsePath('b[1].z')!];
    const write = compileInPlaceWriter(root, paths);
    const first = write([10, 40]);
    expect(first).toEqual({ a: { x: 10, y: 2 }, b: [{ z: 3 }, { z: 40 }], c: { keep: true } });
    const second = write([11, 41]);
    expect(second).toBe(first);
    expect(second.a.x).toBe(11);
    expect(second.b[1].z).toBe(41);
    expect(second.c).toBe(root.c);
    expect(second.b[0]).toBe(root.b[0]);
    expect(root).toEqual({ a: { x: 1, y: 2 }, b: [{ z: 3 }, { z: 4 }], c: { keep: true } });
  });

  it('percentiles by selection equal those of the sorted values, bit for bit', () => {
    const qs = [0.05, 0.1, 0.5, 0.9, 0.95, 0, 1];
    const value = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: -3, max: 3 }), fc.constantFrom(0, -0, NaN, 1.5));
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 300 }), (xs) => {
        const values = Float64Array.from(xs);
        const before = Float64Array.from(values);
        const sorted = Float64Array.from(values).sort();
        const got = percentilesUnsorted(values, qs);
        qs.forEach((q, i) => expect(Object.is(got[i], percentileSorted(sorted, q)), `q ${q}`).toBe(true));
        expect(values).toEqual(before);
      }),
      { numRuns: 500, seed: 14 },
    );
    // Many trials, few distinct values (a discrete input), and a long run of distinct ones.
    for (const n of [10_000, 20_001]) {
      const draws = Float64Array.from({ length: n }, (_, i) => (n === 10_000 ? [3, 1, 2][i % 3] : Math.sin(i) * 1000));
      const sorted = Float64Array.from(draws).sort();
      expect(percentilesUnsorted(draws, qs)).toEqual(qs.map((q) => percentileSorted(sorted, q)));
    }
  });

  it('merging sorted shards gives the array sorting them all gives (-0 before 0), so the same summaries', () => {
    const value = fc.oneof(fc.double({ noDefaultInfinity: true }), fc.integer({ min: -2, max: 2 }), fc.constantFrom(0, -0, NaN));
    fc.assert(
      fc.property(fc.array(fc.array(value, { maxLength: 40 }), { maxLength: 9 }), (parts) => {
        const shards = parts.map((p) => Float64Array.from(p));
        const all = Float64Array.from(parts.flat());
        const merged = mergeSorted(shards.map(sortedPresent));
        const want = sortedPresent(all);
        expect(merged).toHaveLength(want.length);
        want.forEach((w, i) => expect(Object.is(merged[i], w), `index ${i}`).toBe(true));
      }),
      { numRuns: 300, seed: 15 },
    );
  });

  it('summarizes shards that do not yet cover the first trials as before (no merge)', () => {
    const inputs: Record<string, Distribution> = { 'investment.utilization': { dist: 'uniform', min: 0.5, max: 0.95 } };
    const scenario = load(inputs, 3, 1000);
    const runner = createMonteCarlo(scenario);
    // Trials 500..999 first: the summary covers trials [0, 500), of which none has run (zeros).
    runner.accept(500, runShard(scenario, {}, 500, 1000));
    const partial = runner.result();
    expect(partial.trials).toBe(500);
    expect(partial.npv.percentiles.p50).toBe(0);
    runner.accept(0, runShard(scenario, {}, 0, 500));
    const whole = createMonteCarlo(scenario);
    whole.runChunk(1000);
    expect(runner.result()).toEqual(whole.result());
  });

  it('the pool keeps one shard queued per worker, and a failing shard fails the run (queued ones too, never unhandled)', async () => {
    const inputs: Record<string, Distribution> = { 'investment.utilization': { dist: 'uniform', min: 0.5, max: 0.95 } };
    const scenario = load(inputs, 5, 2400);
    let outstanding = 0;
    let most = 0;
    const worker = async (job: ShardJob) => {
      outstanding++;
      most = Math.max(most, outstanding);
      await new Promise((r) => setTimeout(r, 2));
      outstanding--;
      return runShard(job.scenario, job.opts, job.start, job.end, job.draws);
    };
    expect(await runMonteCarloPooled(scenario, [worker], { shardsPerWorker: 4 })).toEqual(runMonteCarlo(scenario));
    expect(most).toBe(2);
    const failing = async (job: ShardJob) => {
      await new Promise((r) => setTimeout(r, job.start === 0 ? 5 : 1)); // the queued shard fails first
      throw new Error(`shard ${job.start} failed`);
    };
    await expect(runMonteCarloPooled(scenario, [failing], { shardsPerWorker: 4 })).rejects.toThrow('shard 0 failed');
    await new Promise((r) => setTimeout(r, 20)); // an unobserved rejection of shard 600 would surface here
  });

  it('an input fills its column with exactly the draws its drawer gives one by one', () => {
    const cases: [Distribution, { min: number; max: number; integer: boolean }][] = [
      [{ dist: 'triangular', min: 0.6, mode: 0.85, max: 0.95 }, { min: 0, max: 1, integer: false }],
      [{ dist: 'uniform', min: 1.7, max: 2.3 }, { min: 0, max: 1e6, integer: false }],
      // Truncated: most draws fall outside [0, 1] and are drawn again.
      [{ dist: 'normal', mean: 1.2, sd: 0.5 }, { min: 0, max: 1, integer: false }],
      [{ dist: 'normal', mean: 12, sd: 6 }, { min: 0, max: 24, integer: true }],
      [{ dist: 'discrete', values: [6, 12, 18], weights: [0.5, 0.3, 0.2] }, { min: 0, max: 120, integer: true }],
    ];
    for (const [d, range] of cases) {
      const draw = createDrawer(d, range);
      const fill = createFiller(d, range);
      const one = createPrng(9, 77);
      const want = Float64Array.from({ length: 3000 }, () => draw(one));
      const many = createPrng(9, 77);
      const got = new Float64Array(3000);
      fill(many, got, 0, 1000);
      fill(many, got, 1000, 3000);
      expect(got).toEqual(want);
      expect(many.nextUint32()).toBe(one.nextUint32()); // the streams are at the same place after
    }
  });

  it('draws made shard by shard (drawsFor) are those made at once, correlated blocks included', () => {
    const inputs: Record<string, Distribution> = {
      'investment.utilization': { dist: 'triangular', min: 0.6, mode: 0.85, max: 0.95 },
      'investment.powerPricePerKWh': { dist: 'uniform', min: 0.05, max: 0.12 },
      'market.generations[0].annualDecline': { dist: 'normal', mean: 0.2, sd: 0.05 },
    };
    const scenario = load(inputs, 11, 5100, (raw) => {
      raw.uncertainty.correlations = [{ a: 'investment.utilization', b: 'investment.powerPricePerKWh', rho: -0.6 }];
    });
    const atOnce = createMonteCarlo(scenario).samples();
    const pieces = createMonteCarlo(scenario);
    const first = pieces.drawsFor(0, 700);
    const middle = pieces.drawsFor(700, 4100);
    atOnce.forEach((column, k) => {
      expect(first[k]).toEqual(column.values.slice(0, 700));
      expect(middle[k]).toEqual(column.values.slice(700, 4100));
    });
    expect(pieces.samples()).toEqual(atOnce);
  });

  it('guided shards cover the run in order, shrinking to the minimum size, and give the single-thread result', async () => {
    for (const [total, workers] of [
      [100_000, 2],
      [10_000, 2],
      [1_000_000, 8],
      [2500, 8],
      [1200, 2],
      [1, 1],
      [MIN_SHARD_TRIALS * 3, 1],
    ]) {
      const ranges = guidedRanges(total, workers);
      let next = 0;
      ranges.forEach(([start, end], i) => {
        expect(start).toBe(next);
        expect(end).toBeGreaterThan(start);
        const least = Math.min(MIN_SHARD_TRIALS, Math.ceil(total / workers));
        if (i > 0) expect(end - start).toBeLessThanOrEqual(ranges[i - 1][1] - ranges[i - 1][0] + least / 2);
        if (i < ranges.length - 1) expect(end - start).toBeGreaterThanOrEqual(least);
        next = end;
      });
      expect(next).toBe(total);
      // A small run still goes to every worker.
      if (total <= workers * MIN_SHARD_TRIALS) expect(ranges.length).toBeGreaterThanOrEqual(Math.min(total, workers));
      // The first shard is about a 1/(2·workers) share, the last ones small.
      if (total >= 4 * workers * MIN_SHARD_TRIALS) {
        expect(ranges[0][1]).toBe(Math.ceil(total / (2 * workers)));
        expect(ranges.at(-1)![1] - ranges.at(-1)![0]).toBeLessThan(2 * MIN_SHARD_TRIALS);
      }
    }
    const scenario = load({ 'investment.utilization': { dist: 'uniform', min: 0.5, max: 0.95 } }, 8, 10_000);
    const sizes: number[] = [];
    const worker = async (job: ShardJob) => {
      sizes.push(job.end - job.start);
      await new Promise((r) => setTimeout(r, sizes.length % 3));
      return runShard(job.scenario, job.opts, job.start, job.end, job.draws);
    };
    expect(await runMonteCarloPooled(scenario, [worker, worker])).toEqual(runMonteCarlo(scenario));
    expect(sizes.length).toBeGreaterThan(2);
  });
});
