// Monte Carlo over the investment's IRR and NPV (docs/model.md › Uncertainty), chunkable so a Web Worker
// can report progress between chunks and stop when told.
//
// - Each input draws from its own stream, createPrng(seed, hash32(path)): an input's samples
//   depend only on the seed and its path, so adding, removing or reordering other inputs does not
//   change them (common random numbers across what-if runs). Chunk sizes never change results.
// - Correlated inputs (docs/model.md › Uncertainty) are reordered by Iman–Conover (correlation.ts) within fixed blocks of
//   BLOCK_TRIALS trials; block b's shuffles come from createPrng(seed, hash32('#block' + b)). The
//   draws themselves are the same as without correlations; only their pairing across inputs changes.
// - Every draw is a function of (seed, inputs, correlations, total trials) alone: a run split into
//   shards (a worker pool: runShard / createMonteCarlo().accept) gives exactly the results of one
//   run, whatever the number of workers or the shard sizes.
// - A trial sets every sampled field at once on the scenario (each object along the paths is copied
//   once; nothing is mutated) and
//   computes capacity / prices only when a sampled field feeds them (trial.ts).
// - IRR statistics are over the trials that have an IRR; `irrAnnual.nullCount` counts the rest.
// - probIrrBelowHurdle: a trial with an IRR counts when irrAnnual < hurdle. A trial without one
//   counts when its NPV at the hurdle rate is negative: flows that never turn positive (a loss)
//   count as below, flows that are never negative or whose IRR lies above the searchable range
//   (> 100 % a month) do not. For conventional flows this is the same test as IRR < hurdle.
//   The hurdle is fixed for the run (default: the scenario's investment.discountRate).

import { npv } from '../finance';
import type { Scenario } from '../scenario/types';
import { compileInPlaceWriter } from './paths';
import type { PathSegment } from './paths';
import { BLOCK_TRIALS, createDrawState, drawSamples, preparePlan } from './plan';
import type { Plan } from './plan';
import { histogram, mergeSorted, percentilesUnsorted, sortPresentInPlace, summarize, summarizeSorted } from './stats';
import { computeTornado, recomputeFor } from './tornado';
import { createTrialEvaluator } from './trial';
import type { InputDrawSummary, MonteCarloOptions, MonteCarloProgress, TornadoEntry, UncertaintyResult } from './types';

/** The run's sizes (defined with the plan, plan.ts). */
export { BLOCK_TRIALS, DEFAULT_BINS, DEFAULT_TRIALS, MAX_TRIALS } from './plan';

export interface MonteCarloRunner {
  readonly total: number;
  /** Run up to n more trials. */
  runChunk(n: number): MonteCarloProgress;
  /**
   * Take the outputs of trials [start, start + shard length) computed elsewhere (runShard). The
   * runner owns the shard's arrays afterwards: it sorts its IRRs and NPVs in place.
   */
  accept(start: number, shard: TrialShard): MonteCarloProgress;
  /** Summary of the trials run so far. */
  result(): UncertaintyResult;
  /** Every usable input's draws for all `total` trials (trial t at index t), in the scenario's order. */
  samples(): { path: string; values: Float64Array }[];
  /**
   * Copies of every usable input's draws for trials [start, end) (a shard's job), drawing only as
   * far as needed: a pool can send its first shards before the later trials are drawn.
   */
  drawsFor(start: number, end: number): Float64Array[];
  /**
   * Draws every trial's inputs and summarizes the draws (result().inputs) now, so result() has
   * less to do: a pool calls it while its workers run, which takes that work off the serial end
   * of the run. The same figures as result() computes otherwise.
   */
  prepareSummary(): void;
  /** Trial t's IRR (annual; NaN when none) and NPV, for trials already run; project IRR (NaN when none) with opts.projectIrr. */
  outputs(): { irrAnnual: Float64Array; npv: Float64Array; projectIrrAnnual?: Float64Array; covenantBreach: Uint8Array };
}

/** The outputs of a run of consecutive trials: IRR (NaN when none), NPV, below-hurdle flag. */
export interface TrialShard {
  irr: Float64Array;
  npv: Float64Array;
  below: Uint8Array;
  /** docs/model.md › Investment › Covenant and DSCR: 1 when some period's DSCR is below the covenant (all 0 without a covenant). */
  breach: Uint8Array;
  /** Project IRR (annual; NaN when none) with opts.projectIrr (docs/model.md › Investment › Tax, depreciation and losses); empty without it. */
  projectIrr: Float64Array;
}

/**
 * Evaluates trials [start, end) with the draws in `columns` (trial t at index t - columnsStart),
 * writing into `out` at offset `t - outStart`. One runner serves every piece of a run.
 */
type TrialRunner = (columns: readonly Float64Array[], columnsStart: number, start: number, end: number, out: TrialShard, outStart: number) => void;

function createTrialRunner(plan: Plan): TrialRunner {
  const { inputs, base, baseMetrics, hurdleRate, hurdleMonthly, projectIrr } = plan;
  // Fields the investment does not depend on are drawn but never written.
  const used = inputs.map((input, k) => ({ input, k })).filter((u) => u.input.target !== 'none');
  const paths: PathSegment[][] = [];
  const source: number[] = [];
  for (const u of used) {
    paths.push(u.input.segments);
    source.push(u.k);
  }
  for (const u of used) {
    for (const f of u.input.followers) {
      paths.push(f);
      source.push(u.k);
    }
  }
  const recompute = recomputeFor(
    used.map((u) => u.input),
    plan.gpusFromCapacity,
  );
  // The trial loop allocates nothing: the draws go into one copy of the model made here (only the
  // objects along the sampled paths are copies), and the metrics into one reused scratch.
  const write = compileInPlaceWriter(base, paths);
  const evaluate = createTrialEvaluator(base, true, projectIrr);
  const values = new Float64Array(paths.length);
  return (columns, columnsStart, start, end, out, outStart) => {
    const cols = source.map((k) => columns[k]);
    for (let t = start; t < end; t++) {
      for (let j = 0; j < cols.length; j++) values[j] = cols[j][t - columnsStart];
      const m = cols.length === 0 ? baseMetrics : evaluate(write(values), recompute);
      const o = t - outStart;
      out.npv[o] = m.npv;
      out.breach[o] = m.covenantBreached ? 1 : 0;
      if (projectIrr) {
        const p = m.projectIrrAnnual;
        out.projectIrr[o] = p === null || p === undefined ? NaN : p;
      }
      if (m.irrAnnual === null) {
        out.irr[o] = NaN;
        out.below[o] = npv(hurdleMonthly, m.cashflows) < 0 ? 1 : 0;
      } else {
        out.irr[o] = m.irrAnnual;
        out.below[o] = m.irrAnnual < hurdleRate ? 1 : 0;
      }
    }
  };
}

/** Outputs for n trials; the project IRRs only with `project` (else an empty array: nothing to allocate or send). */
function emptyShard(n: number, project: boolean): TrialShard {
  return { irr: new Float64Array(n), npv: new Float64Array(n), below: new Uint8Array(n), breach: new Uint8Array(n), projectIrr: new Float64Array(project ? n : 0) };
}

/**
 * Trials [start, end) of the run `createMonteCarlo(scenario, opts)` would make (a worker's share):
 * exactly the same numbers, wherever and in whatever pieces they are computed. `draws` (optional):
 * every usable input's draws for these trials, in the scenario's order, as the coordinator's
 * runner.samples() has them; without them the shard draws the inputs itself from trial 0.
 */
export function runShard(scenario: Scenario, opts: MonteCarloOptions, start: number, end: number, draws?: readonly Float64Array[]): TrialShard {
  const plan = preparePlan(scenario, opts);
  return shardOf(plan, createTrialRunner(plan), start, end, draws);
}

function shardOf(plan: Plan, run: TrialRunner, start: number, end: number, draws?: readonly Float64Array[]): TrialShard {
  const from = Math.max(0, Math.min(plan.total, Math.floor(start)));
  const to = Math.max(from, Math.min(plan.total, Math.floor(end)));
  const out = emptyShard(to - from, plan.projectIrr);
  const given = draws !== undefined && draws.length === plan.inputs.length && draws.every((d) => d.length === to - from);
  if (given) run(draws, from, from, to, out, from);
  else run(drawSamples(plan, to), 0, from, to, out, from);
  return out;
}

/** One worker's share of a run, as the pool sends it (pool.ts) and createShardRunner takes it. */
export interface ShardJob {
  scenario: Scenario;
  opts: MonteCarloOptions;
  start: number;
  end: number;
  /** The inputs' draws for trials [start, end) (the coordinator's drawsFor), so the worker draws nothing. */
  draws?: Float64Array[];
  /**
   * The run this shard belongs to: every job with the same key has the same scenario and options
   * (the pool gives each run a new key), so a worker prepares the run once.
   */
  runKey?: string;
}

/**
 * runShard for a worker thread: the same outputs, with the last run's preparation (loading the
 * inputs, the base evaluation, the trial model's copy and scratch: ~0.2 ms) kept for the next
 * shard of that run (same `runKey`). Jobs without a key are prepared each time.
 */
export function createShardRunner(): (job: ShardJob) => TrialShard {
  let last: { key: string; plan: Plan; run: TrialRunner } | undefined;
  return (job) => {
    if (job.runKey === undefined) return runShard(job.scenario, job.opts, job.start, job.end, job.draws);
    if (last?.key !== job.runKey) {
      const plan = preparePlan(job.scenario, job.opts);
      last = { key: job.runKey, plan, run: createTrialRunner(plan) };
    }
    return shardOf(last.plan, last.run, job.start, job.end, job.draws);
  };
}

function percentilesOf(values: Float64Array, scratch: Float64Array): { p5: number | null; p50: number | null; p95: number | null } {
  if (values.length === 0) return { p5: null, p50: null, p95: null };
  // Selected, not sorted: the same order statistics (stats.ts), a fraction of the time.
  const [p5, p50, p95] = percentilesUnsorted(values, [0.05, 0.5, 0.95], scratch);
  return { p5, p50, p95 };
}

/** A shard's (or several merged shards') present IRRs, NPVs and project IRRs, each sorted (the project IRRs empty without opts.projectIrr). */
interface SortedRun {
  irr: Float64Array;
  npv: Float64Array;
  project: Float64Array;
  n: number;
}

/** A shard's first n outputs sorted in place (the shard's arrays are the runner's once accepted: no copies). */
function sortedRunOf(shard: TrialShard, n: number, project: boolean): SortedRun {
  const irr = sortPresentInPlace(shard.irr.subarray(0, n));
  const npv = sortPresentInPlace(shard.npv.subarray(0, n));
  return { irr, npv, project: sortPresentInPlace(shard.projectIrr.subarray(0, project ? n : 0)), n };
}

/** Sorted runs merged into one: the arrays sorting their concatenations gives. */
function mergedRun(runs: readonly SortedRun[]): SortedRun {
  const n = runs.reduce((sum, r) => sum + r.n, 0);
  return { irr: mergeSorted(runs.map((r) => r.irr)), npv: mergeSorted(runs.map((r) => r.npv)), project: mergeSorted(runs.map((r) => r.project)), n };
}

/** Throws when the scenario has no investment section (nothing to simulate). */
export function createMonteCarlo(scenario: Scenario, opts: MonteCarloOptions = {}): MonteCarloRunner {
  const plan = preparePlan(scenario, opts);
  const { total, inputs, skipped, base, baseMetrics, evaluate, gpusFromCapacity } = plan;
  // The tornado and this thread's trial runner are made when first needed: a pool's coordinator
  // sends its first shards without waiting for them (the tornado is made while the workers run,
  // prepareSummary) and never runs a trial itself.
  let tornado: TornadoEntry[] | undefined;
  const tornadoOf = (): TornadoEntry[] => (tornado ??= computeTornado(scenario, base, baseMetrics, inputs, evaluate, gpusFromCapacity));
  // Drawn as trials need them (a pool sends its first shards before the rest is drawn).
  const draws = createDrawState(plan, total);
  const columns = draws.columns;
  let runTrials: TrialRunner | undefined;
  const out = emptyShard(total, plan.projectIrr);
  let done = 0;
  // Each accepted shard's IRRs, NPVs and project IRRs sorted on arrival (while other shards still run), so the
  // summary merges them instead of sorting every trial at the end: the same sorted arrays. The
  // sorted runs are merged as they arrive too, whenever the newest is at least half as long as the
  // one before it (as a merge sort's runs), so little is left to merge after the last shard.
  // Merging sorted runs in any order gives the one sorted array (runs hold no NaN; -0 sorts
  // before 0 as in Float64Array sort).
  let chunked = false;
  const spans: { start: number; n: number }[] = [];
  const sortedRuns: SortedRun[] = [];

  function runChunk(n: number): MonteCarloProgress {
    const end = Math.min(total, done + Math.max(0, Math.floor(n)));
    draws.ensure(end);
    runTrials ??= createTrialRunner(plan);
    runTrials(columns, 0, done, end, out, 0);
    if (end > done) chunked = true;
    done = end;
    return { done, total };
  }

  function accept(start: number, shard: TrialShard): MonteCarloProgress {
    const n = Math.min(shard.irr.length, total - start);
    out.irr.set(shard.irr.subarray(0, n), start);
    out.npv.set(shard.npv.subarray(0, n), start);
    out.below.set(shard.below.subarray(0, n), start);
    out.breach.set(shard.breach.subarray(0, n), start);
    if (out.projectIrr.length > 0) out.projectIrr.set(shard.projectIrr.subarray(0, n), start);
    done = Math.min(total, done + n);
    if (n > 0) {
      spans.push({ start, n });
      sortedRuns.push(sortedRunOf(shard, n, out.projectIrr.length > 0));
      for (let k = sortedRuns.length; k >= 2 && 2 * sortedRuns[k - 1].n >= sortedRuns[k - 2].n; k--) mergeLastRuns(2);
    }
    return { done, total };
  }

  /** The last `count` sorted runs replaced by their merge. */
  function mergeLastRuns(count: number): void {
    sortedRuns.push(mergedRun(sortedRuns.splice(sortedRuns.length - count, count)));
  }

  /** Every accepted shard's sorted IRRs and NPVs, when the accepted shards are exactly trials [0, done); else undefined. */
  function coveringSorted(): SortedRun | undefined {
    if (chunked || spans.length === 0) return undefined;
    const ordered = spans.slice().sort((a, b) => a.start - b.start);
    let next = 0;
    for (const r of ordered) {
      if (r.start !== next) return undefined;
      next += r.n;
    }
    if (next !== done) return undefined;
    // The newest (shortest) runs first: each merge moves fewer values than one of them all at once.
    while (sortedRuns.length > 1) mergeLastRuns(2);
    return sortedRuns[0];
  }

  /** The drawn inputs' P5/P50/P95 over trials [0, n). */
  function drawSummary(n: number): InputDrawSummary[] {
    const scratch = new Float64Array(n); // one selection buffer for every input
    return inputs.map((input, k) => ({
      path: input.path,
      dist: input.dist.dist,
      affectsInvestment: input.target !== 'none',
      ...percentilesOf(columns[k].subarray(0, n), scratch),
    }));
  }
  // prepareSummary's drawSummary(total): the draws of a complete run never change.
  let fullDrawSummary: InputDrawSummary[] | undefined;

  function result(): UncertaintyResult {
    draws.ensure(total); // shards from elsewhere (accept) may not have needed this runner's draws
    const sorted = coveringSorted();
    const irr = out.irr.subarray(0, done);
    const npvValues = out.npv.subarray(0, done);
    let below = 0;
    let breaches = 0;
    for (let t = 0; t < done; t++) {
      below += out.below[t];
      breaches += out.breach[t];
    }
    const drawn = done === total && fullDrawSummary ? fullDrawSummary.map((d) => ({ ...d })) : drawSummary(done);
    return {
      trials: done,
      requestedTrials: total,
      complete: done === total,
      seed: plan.seed,
      hurdleRate: plan.hurdleRate,
      base: { irrAnnual: baseMetrics.irrAnnual, npv: baseMetrics.npv },
      irrAnnual: sorted ? summarizeSorted(sorted.irr, done) : summarize(irr),
      npv: sorted ? summarizeSorted(sorted.npv, done) : summarize(npvValues),
      ...(plan.projectIrr ? { projectIrrPercentiles: sorted ? summarizeSorted(sorted.project, done) : summarize(out.projectIrr.subarray(0, done)) } : {}),
      probIrrBelowHurdle: done === 0 ? null : below / done,
      probCovenantBreach: done === 0 || scenario.investment?.covenantDSCR === undefined ? null : breaches / done,
      // The same bins from the sorted values when there are (the order of the values does not
      // change a bin's count; sorted, the pass over them runs faster).
      histogram: { irrAnnual: histogram(sorted ? sorted.irr : irr, plan.bins), npv: histogram(sorted ? sorted.npv : npvValues, plan.bins) },
      tornado: tornadoOf().map((e) => ({ ...e })),
      skipped: skipped.map((s) => ({ ...s })),
      inputs: drawn,
    };
  }

  return {
    total,
    runChunk,
    accept,
    result,
    samples: () => {
      draws.ensure(total);
      return inputs.map((input, k) => ({ path: input.path, values: columns[k] }));
    },
    drawsFor: (start, end) => {
      draws.ensure(end);
      return columns.map((c) => c.slice(start, end));
    },
    prepareSummary: () => {
      draws.ensure(total);
      fullDrawSummary ??= drawSummary(total);
      tornadoOf();
    },
    outputs: () => ({
      irrAnnual: out.irr.subarray(0, done),
      npv: out.npv.subarray(0, done),
      covenantBreach: out.breach.subarray(0, done),
      ...(plan.projectIrr ? { projectIrrAnnual: out.projectIrr.subarray(0, done) } : {}),
    }),
  };
}

/** All trials in one go (CLI, evaluateScenario). */
export function runMonteCarlo(scenario: Scenario, opts: MonteCarloOptions = {}): UncertaintyResult {
  const runner = createMonteCarlo(scenario, opts);
  runner.runChunk(runner.total);
  return runner.result();
}
