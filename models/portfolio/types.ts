// docs/model.md › Demand plan: the demand plan (`portfolio`) and the cheapest mix of contracts that serves it.
// Input types are the normalized section (defaults applied by the loader); result types are the
// `portfolio` output of `gpuplan evaluate --json`, named as in docs/model.md.

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
  /** Demand that grows month on month (growth.ts); absent = the steps as given. */
  growth?: GrowthInput;
  /** Commitments already signed or pinned: part of every plan (scenarios.ts). */
  fixed?: FixedCommitmentInput[];
  /** 2..10 demand scenarios: one set of commitments serves them all (scenarios.ts). */
  scenarios?: DemandScenarioInput[];
  /** ω (0..1, default 0): the weight of CVaR against the expected objective. */
  riskAversion?: number;
  /** α (0 < α < 1, default 0.9): CVaR's level (the mean of the worst 1 - α of outcomes). */
  cvarLevel?: number;
}

export interface GrowthInput {
  /** g: the peak grows by this share every month (-0.5..1). */
  monthlyRate: number;
  /** f (default 2): the first month that has grown. */
  fromMonth?: number;
  /** u (default the plan's last month): the last month that grows. */
  untilMonth?: number;
}

export interface FixedCommitmentInput {
  /** The commit offer's name. */
  offer: string;
  startMonth: number;
  /** A multiple of the offer's gpuBlock. */
  gpus: number;
}

export interface DemandScenarioInput {
  name: string;
  /** π_s > 0; the scenarios' probabilities add to 1. */
  probability: number;
  /** σ_s > 0 (default 1): the scenario's peak is σ_s times the grown peak. */
  scale?: number;
  /** Default the growth's monthlyRate (0 without growth). */
  monthlyRate?: number;
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
  /** With `scenarios` only (scenarios.ts): each scenario under the chosen plan. */
  scenarios?: ScenarioOutcome[];
  /** Σ π_s Obj_s of the chosen plan (not the risk-weighted objective it minimises). */
  expectedObjective?: number;
  /** CVaR_α of the chosen plan's Obj_s (exact: the minimum over η at one of the Obj_s). */
  cvar?: number;
  /** The commitments of a plan optimal for the expected demand Σ π_s D_s. */
  evPlan?: CommitmentResult[];
  /** Σ π_s Obj_s(evPlan) - Σ π_s Obj_s(chosen). */
  vss?: number;
  /** Σ π_s Obj_s(chosen) - Σ π_s ownOptimum_s. */
  evpi?: number;
  /** The chosen plan, the EV plan and each scenario's own best plan, costed under every scenario. */
  regretTable?: RegretRow[];
  /** Beside docs/model.md's names: how the plan was found (solver, its proven gap, size, time). */
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

/** One demand scenario under the chosen plan (every figure by the dispatch rule). */
export interface ScenarioOutcome {
  name: string;
  probability: number;
  presentCost: number;
  /** presentCost plus the unserved penalty. */
  objective: number;
  unservedGPUHours: number;
  /** The lowest objective of any plan under this scenario alone. */
  ownOptimum: number;
  /** objective - ownOptimum. */
  regret: number;
}

/** A plan costed under every scenario: what a wrong guess costs. */
export interface RegretRow {
  /** "chosen", "ev" or the name of the scenario whose own best plan this is. */
  plan: string;
  commitments: CommitmentResult[];
  /** Obj_s of this plan per scenario name. */
  cost: Record<string, number>;
}
