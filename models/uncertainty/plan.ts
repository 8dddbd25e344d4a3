// A Monte Carlo run's plan and its draws (model: Uncertainty): the trial count, seed, hurdle and
// inputs resolved once from the scenario and the options, the correlations checked, and every
// input's draws made block by block (each input from its own stream, correlated inputs reordered
// per block by Iman–Conover), so any split of the run into chunks or shards draws the same numbers.
// monte-carlo.ts runs the trials over them.

import { annualToMonthly } from '../finance';
import type { CorrelationInput, Scenario } from '../scenario/types';
import type { CorrelationPlan } from './correlation';
import { createImanConoverScratch, imanConover, nonPsdPairs, planCorrelations } from './correlation';
import { compileInputs } from './inputs';
import type { CompiledInput } from './inputs';
import { createPrng, hash32 } from './prng';
import { createTrialEvaluator, trialModelOf } from './trial';
import type { TrialMetrics, TrialModel } from './trial';
import type { MonteCarloOptions, SkippedInput } from './types';

export const DEFAULT_TRIALS = 10_000;
export const DEFAULT_BINS = 30;
/** Upper bound on trials (the loader's LIMITS.maxTrials). */
export const MAX_TRIALS = 1_000_000;
/** Trials per Iman–Conover block (fixed: never depends on chunks, shards or workers). */
export const BLOCK_TRIALS = 2000;

function wholeTrials(n: number): number {
  if (!Number.isFinite(n)) return DEFAULT_TRIALS;
  return Math.min(MAX_TRIALS, Math.max(0, Math.floor(n)));
}

export interface Plan {
  total: number;
  seed: number;
  hurdleRate: number;
  hurdleMonthly: number;
  bins: number;
  inputs: CompiledInput[];
  skipped: SkippedInput[];
  correlation: { plan: CorrelationPlan; columns: number[] } | undefined;
  base: TrialModel;
  evaluate: ReturnType<typeof createTrialEvaluator>;
  gpusFromCapacity: boolean;
  baseMetrics: TrialMetrics;
  /** opts.projectIrr: trials compute the project IRR too. */
  projectIrr: boolean;
}

function pairText(c: CorrelationInput): string {
  return `${c.a} ~ ${c.b} (rho ${c.rho})`;
}

/**
 * Correlations between usable inputs; the others are listed in `skipped` (reason
 * invalid-correlation, path "a ~ b"). Throws when the matrix is not positive semi-definite (the
 * loader refuses such files first), naming the pairs.
 */
function correlationOf(inputs: readonly CompiledInput[], correlations: readonly CorrelationInput[], skipped: SkippedInput[]): Plan['correlation'] {
  const usable = new Set(inputs.map((i) => i.path));
  const used: CorrelationInput[] = [];
  const seen = new Set<string>();
  for (const c of correlations) {
    const key = [c.a, c.b].sort().join('\u0000');
    const ok = usable.has(c.a) && usable.has(c.b) && c.a !== c.b && Number.isFinite(c.rho) && Math.abs(c.rho) <= 1 && !seen.has(key);
    if (!ok) {
      skipped.push({ path: `${c.a} ~ ${c.b}`, reason: 'invalid-correlation' });
      continue;
    }
    seen.add(key);
    used.push(c);
  }
  if (used.length === 0) return undefined;
  const bad = nonPsdPairs(used);
  if (bad.length > 0) throw new Error(`correlations are not positive semi-definite: ${bad.map(pairText).join(', ')}`);
  const plan = planCorrelations(used);
  if (!plan) return undefined;
  return { plan, columns: plan.paths.map((p) => inputs.findIndex((i) => i.path === p)) };
}

export function preparePlan(scenario: Scenario, opts: MonteCarloOptions): Plan {
  const investment = scenario.investment;
  if (!investment) throw new Error('Monte Carlo needs an investment section');
  const unc = scenario.uncertainty;
  const total = wholeTrials(opts.trials ?? unc?.trials ?? DEFAULT_TRIALS);
  const seed = opts.seed ?? unc?.seed ?? 0;
  const hurdleRate = opts.hurdleRate ?? unc?.hurdleRate ?? investment.discountRate;
  const { inputs, skipped } = compileInputs(scenario, opts.inputs ?? unc?.inputs ?? {});
  const correlation = correlationOf(inputs, opts.correlations ?? unc?.correlations ?? [], skipped);
  const base: TrialModel = trialModelOf(scenario, investment);
  const evaluate = createTrialEvaluator(base);
  const gpusFromCapacity = investment.gpusDefaulted === true && !inputs.some((i) => i.path === 'investment.gpus');
  // Project IRR in every trial (its percentiles are a result, model: Uncertainty › project IRR); opts.projectIrr false skips it.
  const projectIrr = opts.projectIrr !== false;
  // With projectIrr the base's project IRR too (a run without sampled inputs repeats the base).
  const baseMetrics = (projectIrr ? createTrialEvaluator(base, false, true) : evaluate)(base, { capacity: false, prices: false, gpusFromCapacity });
  return {
    total,
    seed,
    hurdleRate,
    hurdleMonthly: annualToMonthly(hurdleRate),
    bins: opts.bins ?? DEFAULT_BINS,
    inputs,
    skipped,
    correlation,
    base,
    evaluate,
    gpusFromCapacity,
    baseMetrics,
    projectIrr,
  };
}

/** Draws made on demand: every input's stream continued block by block (see drawSamples). */
export interface DrawState {
  /** One column per input, `length` long; trials [0, drawn) hold their final draws. */
  columns: Float64Array[];
  drawn: number;
  /** Draws trials up to `end` rounded up to whole blocks (at most the columns' length). */
  ensure(end: number): void;
}

export function createDrawState(plan: Plan, length: number): DrawState {
  const { total, inputs, correlation, seed } = plan;
  const columns = inputs.map(() => new Float64Array(length));
  const rngs = inputs.map((input) => createPrng(seed, hash32(input.path)));
  const cols = correlation ? correlation.columns.map((k) => columns[k]) : [];
  const scratch = correlation ? createImanConoverScratch(cols.length, BLOCK_TRIALS) : undefined;
  const state: DrawState = {
    columns,
    drawn: 0,
    ensure(end) {
      const to = Math.min(length, Math.ceil(end / BLOCK_TRIALS) * BLOCK_TRIALS);
      const from = state.drawn;
      if (to <= from) return;
      inputs.forEach((input, k) => input.fill(rngs[k], columns[k], from, to));
      if (correlation && scratch) {
        // Block b's reordering touches only its own trials, whose draws are all made by now.
        for (let start = from, b = from / BLOCK_TRIALS; start < to; start += BLOCK_TRIALS, b++) {
          const n = Math.min(BLOCK_TRIALS, total - start);
          imanConover(cols, start, n, correlation.plan, createPrng(seed, hash32(`#block${b}`)), scratch);
        }
      }
      state.drawn = to;
    },
  };
  return state;
}

/**
 * Every input's draws for trials [0, end) rounded up to whole blocks (at most `total`): input k's
 * stream in trial order, then each block's Iman–Conover reordering of the correlated inputs.
 * Made block by block or all at once, the draws are the same: each input's stream is continued in
 * trial order, and a block's reordering depends only on that block.
 */
export function drawSamples(plan: Plan, end: number): Float64Array[] {
  const length = Math.min(plan.total, Math.ceil(end / BLOCK_TRIALS) * BLOCK_TRIALS);
  const state = createDrawState(plan, length);
  state.ensure(length);
  return state.columns;
}
