// DOMAIN.md v3.1: the demand plan (`portfolio`) and the cheapest mix of contracts that serves it.
// Input types are the normalized section (defaults applied by the loader); result types are the
// `portfolio` output of `gpuplan evaluate --json`, named as in DOMAIN.md.

export type OfferKind = 'commit' | 'onDemand' | 'spot';

export interface DemandStep {
  /** From this plan month on (1..months), the peak is `gpus`. */
  fromMonth: number;
  gpus: number;
}

export interface ProfileBlock {
  /** Share of the month's hours (> 0; the shares add to 1). */
  share: number;
  /** Demand in this block as a fraction of the peak (0..1). */
  load: number;
}

export interface OfferInput {
  name: string;
  kind: OfferKind;
  pricePerGPUHour: number;
  /** Absent = unlimited. */
  maxGPUs?: number;
  /** Commit only: term in months (1..120). */
  termMonths?: number;
  /** Commit only: earliest start month (default 1). */
  startFrom?: number;
  /** Commit only: GPUs are committed in whole blocks of this many (default 8). */
  gpuBlock?: number;
  /** Spot only: share of interruptible demand spot can serve (default 1). */
  availability?: number;
  /** Spot only: re-run work, billed (default 0.1). */
  overhead?: number;
}

export interface PortfolioInput {
  months: number;
  demand: DemandStep[];
  /** Default [{ share: 1, load: 1 }]. */
  profile: ProfileBlock[];
  interruptibleShare: number;
  /** Annual; defaults to workload.discountRate, else 0 (applied in normalize.ts). */
  discountRate: number;
  /** Present when the file lists offers; else they come from rentVsBuy (offers.ts). */
  offers?: OfferInput[];
}

/** An offer with every default of its kind applied (offers.ts). */
export interface Offer {
  name: string;
  kind: OfferKind;
  price: number;
  /** Infinity when unlimited. */
  maxGPUs: number;
  term: number;
  startFrom: number;
  block: number;
  availability: number;
  overhead: number;
  /** Price per GPU-hour used for the dispatch order: spot p*(1+o), else p. */
  effectivePrice: number;
}

/** n whole blocks of offer `offer` (index into the offers) committed from `start` for its term. */
export interface Commitment {
  offer: number;
  start: number;
  blocks: number;
}

export interface CommitmentResult {
  offer: string;
  startMonth: number;
  endMonth: number;
  gpus: number;
  cost: number;
  presentCost: number;
}

export interface PortfolioMonth {
  month: number;
  peak: number;
  /** GPUs committed on each commit offer this month (every commit offer, in offer order). */
  committed: Record<string, number>;
  /** GPU-hours each offer served (every offer, in offer order; spot without its overhead). */
  usedGPUHours: Record<string, number>;
  idleCommittedGPUHours: number;
  unservedGPUHours: number;
  cost: number;
}

export interface OfferTotals {
  usedGPUHours: number;
  billedGPUHours: number;
  cost: number;
  presentCost: number;
  /** usedGPUHours / demandGPUHours; null when the plan has no demand. */
  demandShare: number | null;
}

export interface PortfolioBaseline {
  totalCost: number;
  presentCost: number;
  unservedGPUHours: number;
}

export interface PortfolioResult {
  commitments: CommitmentResult[];
  months: PortfolioMonth[];
  byOffer: Record<string, OfferTotals>;
  totalCost: number;
  presentCost: number;
  demandGPUHours: number;
  unservedGPUHours: number;
  effectivePerUsedGPUHour: number | null;
  baseline: PortfolioBaseline;
  savings: number | null;
  savingsShare: number | null;
  commitmentUtilization: number | null;
  breakEvenUtilization: Record<string, number | null>;
  /** Beside DOMAIN.md's names: how the plan was found (solver, its proven gap, size, time). */
  solve: PortfolioSolveInfo;
}

export interface PortfolioSolveInfo {
  solver: string;
  /** Integer variables (commitment start months) and all variables of the program. */
  integerVariables: number;
  variables: number;
  constraints: number;
  /** The solver's proven relative gap between the plan and the best bound (0 = proven optimal). */
  gap: number;
}
