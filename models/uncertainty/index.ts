// Uncertainty: seeded Monte Carlo and tornado over the investment's IRR and NPV (docs/model.md › Uncertainty).
export { createMonteCarlo, createShardRunner, runMonteCarlo, runShard, DEFAULT_TRIALS, DEFAULT_BINS, BLOCK_TRIALS } from './monte-carlo';
export type { MonteCarloRunner, ShardJob, TrialShard } from './monte-carlo';
export { runMonteCarloAsync, DEFAULT_CHUNK_SIZE } from './async';
export type { AsyncMonteCarloOptions } from './async';
export { createPrng, splitmix32, hash32 } from './prng';
export type { Prng } from './prng';
export { sample, lowHigh, triangularInverse } from './distributions';
export { fieldRange } from './field-range';
export type { FieldRange } from './field-range';
export { parsePath, getAt, getNumberAt, setNumberAt, formatPath } from './paths';
export type { PathSegment } from './paths';
export { percentileSorted, summarize, histogram } from './stats';
export type {
  HistogramBin,
  InputDrawSummary,
  MetricSummary,
  MonteCarloOptions,
  MonteCarloProgress,
  Percentiles,
  SkippedInput,
  TornadoEntry,
  UncertaintyResult,
} from './types';
export { samplesCsv } from './samples-csv';
export { runMonteCarloPooled, poolSize, shardRanges, guidedRanges, poolRanges, MIN_SHARD_TRIALS } from './pool';
export type { PooledMonteCarloOptions, ShardWorker } from './pool';
export { sensitivityTornado, sensitivityPaths, statedIn, swingEnds, isMonthField, DEFAULT_SWING, DEFAULT_MONTHS_SWING } from './sensitivity';
export type { SensitivityOptions } from './sensitivity';
