// Public types of the uncertainty module (docs/model.md › Uncertainty). Plain data: JSON- and
// structured-clone-safe, so a Web Worker can post them as they are.

import type { CorrelationInput, Distribution } from '../scenario/types';
import type { HistogramBin, MetricSummary } from './stats';

export type { HistogramBin, MetricSummary, Percentiles } from './stats';

export interface MonteCarloOptions {
  /** Overrides uncertainty.trials (default 10,000). */
  trials?: number;
  /** Overrides uncertainty.seed (default 0). */
  seed?: number;
  /** Annual IRR hurdle; overrides uncertainty.hurdleRate (default: investment.discountRate). */
  hurdleRate?: number;
  /** Overrides uncertainty.inputs. */
  inputs?: Record<string, Distribution>;
  /** Overrides uncertainty.correlations. */
  correlations?: CorrelationInput[];
  /** Histogram bins (default 30). */
  bins?: number;
  /**
   * Each trial's project (unlevered) IRR (runner.outputs().projectIrrAnnual, the `projectIrrAnnual`
   * column of gpuplan --samples, and projectIrrPercentiles). On unless false: it costs a second
   * cash-flow run and IRR per trial that has debt (without debt it is the equity IRR).
   */
  projectIrr?: boolean;
}

export interface MonteCarloProgress {
  done: number;
  total: number;
}

export interface TornadoEntry {
  path: string;
  dist: Distribution['dist'];
  /** The scenario's own value (null when the optional field is absent). */
  base: number | null;
  low: number;
  high: number;
  irrLow: number | null;
  irrHigh: number | null;
  npvLow: number;
  npvHigh: number;
  /** |irrHigh - irrLow|, null when either IRR is null. */
  irrSwing: number | null;
  npvSwing: number;
  /** False for fields the investment does not depend on (rent-vs-buy, workload, quotes): zero swing. */
  affectsInvestment: boolean;
}

export interface SkippedInput {
  path: string;
  reason: 'invalid-path' | 'missing-field' | 'invalid-distribution' | 'invalid-correlation';
}

/** docs/model.md › Uncertainty: what was drawn for one input (over the trials run). */
export interface InputDrawSummary {
  path: string;
  dist: Distribution['dist'];
  /** False for inputs the investment does not depend on (drawn, but no trial uses them). */
  affectsInvestment: boolean;
  p5: number | null;
  p50: number | null;
  p95: number | null;
}

export interface UncertaintyResult {
  /** Trials summarized (less than requestedTrials when a run was stopped early). */
  trials: number;
  requestedTrials: number;
  complete: boolean;
  seed: number;
  /** Annual rate used for probIrrBelowHurdle. */
  hurdleRate: number;
  /** The scenario's deterministic values (no sampling). */
  base: { irrAnnual: number | null; npv: number };
  /** Annual IRR; trials without an IRR are counted in nullCount and left out of the statistics. */
  irrAnnual: MetricSummary;
  npv: MetricSummary;
  /** The project (unlevered) IRR's percentiles, annual, as irrAnnual's (absent when a run was asked to skip the project view). */
  projectIrrPercentiles?: MetricSummary;
  /** Share of trials below the hurdle (null IRR: see monte-carlo.ts); null when no trial ran. */
  probIrrBelowHurdle: number | null;
  /**
   * docs/model.md › Investment › Covenant and DSCR: share of trials with at least one period DSCR below investment.covenantDSCR; null without
   * a covenant or when no trial ran.
   */
  probCovenantBreach: number | null;
  histogram: { irrAnnual: HistogramBin[]; npv: HistogramBin[] };
  /** One entry per usable input, largest swing first (see tornado.ts). */
  tornado: TornadoEntry[];
  skipped: SkippedInput[];
  /** docs/model.md › Uncertainty: per usable input, in the scenario's order, the P5/P50/P95 of the values drawn. */
  inputs: InputDrawSummary[];
}
