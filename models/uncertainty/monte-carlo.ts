// Monte Carlo over the investment's IRR and NPV (DOMAIN.md section 6), chunkable so a Web Worker
// can report progress between chunks and stop when told.
//
// - Each input draws from its own stream, createPrng(seed, hash32(path)): an input's samples
//   depend only on the seed and its path, so adding, removing or reordering other inputs does not
//   change them (common random numbers across what-if runs). Chunk sizes never change results.
// - A trial sets every sampled field at once on the scenario (each object along the paths is copied
//   once; nothing is mutated) and
//   computes capacity / prices only when a sampled field feeds them (trial.ts).
// - IRR statistics are over the trials that have an IRR; `irrAnnual.nullCount` counts the rest.
// - probIrrBelowHurdle: a trial with an IRR counts when irrAnnual < hurdle. A trial without one
//   counts when its NPV at the hurdle rate is negative: flows that never turn positive (a loss)
//   count as below, flows that are never negative or whose IRR lies above the searchable range
//   (> 100 % a month) do not. For conventional flows this is the same test as IRR < hurdle.
//   The hurdle is fixed for the run (default: the scenario's investment.discountRate).

import { annualToMonthly, npv } from '../finance';
import type { Scenario } from '../scenario/types';
import { sample } from './distributions';
import { compileInputs } from './inputs';
import type { CompiledInput } from './inputs';
import { compileWriter } from './paths';
import type { Prng } from './prng';
import { createPrng, hash32 } from './prng';
import { histogram, summarize } from './stats';
import { computeTornado, recomputeFor } from './tornado';
import { createTrialEvaluator, trialModelOf } from './trial';
import type { TrialModel } from './trial';
import type { MonteCarloOptions, MonteCarloProgress, UncertaintyResult } from './types';

export const DEFAULT_TRIALS = 10_000;
export const DEFAULT_BINS = 30;
/** Upper bound on trials (the loader's LIMITS.maxTrials). */
export const MAX_TRIALS = 1_000_000;

export interface MonteCarloRunner {
  readonly total: number;
  /** Run up to n more trials. */
  runChunk(n: number): MonteCarloProgress;
  /** Summary of the trials run so far. */
  result(): UncertaintyResult;
}

interface Sampled {
  input: CompiledInput;
  rng: Prng;
}

function wholeTrials(n: number): number {
  if (!Number.isFinite(n)) return DEFAULT_TRIALS;
  return Math.min(MAX_TRIALS, Math.max(0, Math.floor(n)));
}

/** Throws when the scenario has no investment section (nothing to simulate). */
export function createMonteCarlo(scenario: Scenario, opts: MonteCarloOptions = {}): MonteCarloRunner {
  const investment = scenario.investment;
  if (!investment) throw new Error('Monte Carlo needs an investment section');
  const unc = scenario.uncertainty;
  const total = wholeTrials(opts.trials ?? unc?.trials ?? DEFAULT_TRIALS);
  const seed = opts.seed ?? unc?.seed ?? 0;
  const hurdleRate = opts.hurdleRate ?? unc?.hurdleRate ?? investment.discountRate;
  const hurdleMonthly = annualToMonthly(hurdleRate);
  const bins = opts.bins ?? DEFAULT_BINS;
  const { inputs, skipped } = compileInputs(scenario, opts.inputs ?? unc?.inputs ?? {});

  const base: TrialModel = trialModelOf(scenario, investment);
  const evaluate = createTrialEvaluator(base);
  const gpusFromCapacity = investment.gpusDefaulted === true && !inputs.some((i) => i.path === 'investment.gpus');
  const baseMetrics = evaluate(base, { capacity: false, prices: false, gpusFromCapacity });
  const tornado = computeTornado(scenario, base, baseMetrics, inputs, evaluate, gpusFromCapacity);

  // Fields the investment does not depend on are not sampled at all.
  const sampled: Sampled[] = inputs
    .filter((input) => input.target !== 'none')
    .map((input) => ({ input, rng: createPrng(seed, hash32(input.path)) }));
  const recompute = recomputeFor(
    sampled.map((s) => s.input),
    gpusFromCapacity,
  );

  const irrs = new Float64Array(total); // NaN = no IRR
  const npvs = new Float64Array(total);
  let below = 0;
  let done = 0;

  const write = compileWriter(sampled.map((s) => s.input.segments));
  const values = new Float64Array(sampled.length);

  function runTrial(t: number): void {
    for (let k = 0; k < sampled.length; k++) {
      const s = sampled[k];
      values[k] = sample(s.input.dist, s.rng, s.input.range);
    }
    const m = sampled.length === 0 ? baseMetrics : evaluate(write(base, values), recompute);
    npvs[t] = m.npv;
    if (m.irrAnnual === null) {
      irrs[t] = NaN;
      if (npv(hurdleMonthly, m.cashflows) < 0) below++;
    } else {
      irrs[t] = m.irrAnnual;
      if (m.irrAnnual < hurdleRate) below++;
    }
  }

  function runChunk(n: number): MonteCarloProgress {
    const end = Math.min(total, done + Math.max(0, Math.floor(n)));
    for (let t = done; t < end; t++) runTrial(t);
    done = end;
    return { done, total };
  }

  function result(): UncertaintyResult {
    const irr = irrs.subarray(0, done);
    const npvValues = npvs.subarray(0, done);
    return {
      trials: done,
      requestedTrials: total,
      complete: done === total,
      seed,
      hurdleRate,
      base: { irrAnnual: baseMetrics.irrAnnual, npv: baseMetrics.npv },
      irrAnnual: summarize(irr),
      npv: summarize(npvValues),
      probIrrBelowHurdle: done === 0 ? null : below / done,
      histogram: { irrAnnual: histogram(irr, bins), npv: histogram(npvValues, bins) },
      tornado: tornado.map((e) => ({ ...e })),
      skipped: skipped.map((s) => ({ ...s })),
    };
  }

  return { total, runChunk, result };
}

/** All trials in one go (CLI, evaluateScenario). */
export function runMonteCarlo(scenario: Scenario, opts: MonteCarloOptions = {}): UncertaintyResult {
  const runner = createMonteCarlo(scenario, opts);
  runner.runChunk(runner.total);
  return runner.result();
}
