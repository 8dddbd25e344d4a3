import type { FleetPlanInput } from '../fleet-plan/types';
import type { PortfolioInput } from '../portfolio/types';
// Normalized scenario types: what the loader returns after validation, with every default of
// docs/model.md applied. Field names and units follow docs/model.md exactly.
// Optional sections stay optional (absent section -> its results are omitted).
// Unknown fields of a file are kept by the loader (see `extra` handling in the schema module), not here.

export type PowerBasis = 'facility' | 'it';
export type Cooling = 'air' | 'liquid';
export type Networking = 'infiniband' | 'roce' | 'ethernet';

export interface SiteInput {
  contractedMW: number; // > 0
  powerBasis: PowerBasis;
  pue: number; // 1.0..3.0
  reserveFraction: number; // 0..0.9, default 0
  overheadFraction: number; // 0..2, default 0
  rackKW?: number; // optional power limit per rack (> 0 and >= nodeKW when given)
  cooling: Cooling;
  targetGPUs?: number; // optional: the inverse question (integer >= 1)
}

export interface NodeInput {
  gpuModel: string;
  gpusPerNode: number; // integer >= 1
  nodeKW: number; // > 0
  gpuTDPW?: number;
}

export interface GenerationInput {
  id: string;
  label: string;
  price: number; // per GPU-hour when the generation becomes available
  annualDecline: number; // 0..<1
  floor: number; // >= 0, default 0
  availableMonth: number; // integer >= 0, default 0
  /** Optional mathjs expression of the month `m` that replaces the decline formula (e.g. "2.1*0.8^(m/12)"). */
  priceExpression?: string;
}

export interface ParityRuleInput {
  older: string;
  newer: string;
  fromMonth: number; // default: newer's availableMonth
  /** True when the file gave no `fromMonth` (the loader used newer's availableMonth; not written back). */
  fromMonthDefaulted?: boolean;
  relativeCost: number; // (0, 1]
}

export interface MarketInput {
  generations: GenerationInput[];
  parity: ParityRuleInput[]; // default []
}

export interface InvestmentInput {
  generation?: string; // market id for merchant revenue; none -> 0
  gpus: number; // integer >= 1; default: capacity gpus
  /**
   * True when the file gave no `gpus` and the loader filled in the site's deliverable GPUs.
   * `serializeScenario` then leaves `gpus` out again, and an evaluator may recompute it after
   * site/node edits.
   */
  gpusDefaulted?: boolean;
  capexPerGPU: number;
  residualFraction: number;
  utilization: number;
  idlePowerFraction: number; // default 0.3
  contractedShare: number;
  contractPrice: number;
  contractMonths: number;
  powerPricePerKWh: number;
  coloPerKWMonth: number;
  opexPerGPUMonth: number;
  discountRate: number; // annual
  debtFraction: number;
  debtAnnualRate: number; // APR
  debtTermMonths: number;
  // Version 2 (docs/model.md › Investment › Tax, depreciation and losses). Optional in the type so v1-shaped literals still type-check; the
  // loader fills every default, and the engine reads an absent field as its default.
  taxRate?: number; // 0..0.9, default 0
  depreciationMonths?: number; // integer 0..240, default 0 = no depreciation
  rampMonths?: number; // integer 0..120, default 0
  powerPriceEscalation?: number; // annual, -0.5..1, default 0
  opexEscalation?: number; // annual, -0.5..1, default 0 (colo and opex)
  takeOrPay?: boolean; // default false
  residualMode?: ResidualMode; // default "fraction"
  startDate?: string; // ISO date "YYYY-MM-DD": dates the equity flows for xirrAnnual
  // lender terms (docs/model.md › Investment › Covenant and DSCR). Optional in the type; the loader fills the defaults.
  debtGraceMonths?: number; // integer 0..T-1, default 0: interest only in months 1..G
  covenantDSCR?: number; // > 0, optional: no covenant without it
  dscrPeriod?: DscrPeriod; // default "year"
  renewal?: RenewalInput;
  exit?: ExitInput;
  depreciationMethod?: DepreciationMethod; // default "straight"
  bonusShare?: number; // 0..1, default 0
  projectDiscountRate?: number; // annual, default discountRate
  // Fleet (models/README.md "Investment › fleet"): tranches delivered over time, the resale curve,
  // capitalised grace interest, the loss limit and debt sizing. Absent = the single purchase above.
  tranches?: TrancheInput[];
  resaleCurve?: ResalePoint[];
  capitalizeGraceInterest?: boolean; // default false
  taxLossLimit?: number; // 0..1, default 1: share of a month's taxable income carried losses may offset
  debtSizing?: DebtSizingInput;
}

/** One batch of a fleet: a purchase shifted to its delivery month; absent fields follow the investment's. */
export interface TrancheInput {
  name: string;
  gpus: number; // integer >= 1
  deliveryMonth: number; // integer 0..H-1: capex paid and loan drawn then; online from the next month
  exitMonth?: number; // integer deliveryMonth+1..H, default H: sold at the end of this month
  capexPerGPU?: number;
  kwPerGPU?: number; // default: the capacity section's
  generation?: string;
  utilization?: number;
  contractedShare?: number;
  contractPrice?: number;
  contractMonths?: number;
  debtFraction?: number;
  renewal?: RenewalInput;
}

/** A point of the resale curve: a GPU aged ageMonths is worth fraction × its capex. */
export interface ResalePoint {
  ageMonths: number;
  fraction: number; // 0..1.5
}

/** The largest loan whose every DSCR period meets targetDSCR (output investment.maxDebtFraction). */
export interface DebtSizingInput {
  targetDSCR: number; // > 0
  maxDebtFraction: number; // 0..1, default 0.9
}

export type DscrPeriod = 'year' | 'quarter' | 'month';
export type DepreciationMethod = 'straight' | 'macrs5';

/** docs/model.md › Investment › Exit and renewal: the contract renewed after contractMonths (expected value: share × probability). */
export interface RenewalInput {
  probability: number; // 0..1
  price: number; // per GPU-hour
  months: number; // integer >= 1
  share?: number; // 0..1, default contractedShare (normalize.ts fills it)
}

/** docs/model.md › Investment › Exit and renewal: the value at H as a multiple of the trailing twelve months' EBITDA. */
export interface ExitInput {
  mode: 'multiple';
  evEbitdaMultiple: number; // >= 0
}

export type ResidualMode = 'fraction' | 'market';

export interface RentVsBuyInput {
  onDemandPrice: number;
  spotPrice: number;
  spotOverhead: number; // default 0.1
  reservedPrice: number;
  /** Required when buying is costed (a site, or kwPerGPU and pue); optional for a renter (docs/model.md › Rent vs buy › Without a site and per token). */
  capexPerGPU?: number;
  lifeYears?: number;
  residualFraction: number;
  costOfCapital: number;
  powerPricePerKWh: number;
  coloPerKWMonth: number;
  opexPerGPUMonth: number;
  idlePowerFraction: number; // default 0.3
  usageHours: number; // 0..8760
  /** Per-token comparison (optional). */
  tokensPerSecondPerGPU?: number;
  tokenUtilization?: number; // default 1 when tokensPerSecondPerGPU is given
  apiPricePerMillionTokens?: number;
  /** docs/model.md › Rent vs buy: a 3-year reservation, billed for all 8,760 h a year (optional: no reserved3y mode without it). */
  reserved3yPrice?: number;
  /** docs/model.md › Rent vs buy: share of usage hours spot can serve (0..1, default 1); the rest runs on demand. */
  spotAvailability?: number;
  /** docs/model.md › Rent vs buy › Without a site and per token: share of throughput achieved by modes billed per used hour (onDemand, spot); 0 < u ≤ 1, default 0.7. */
  autoscaledUtilization?: number;
  /** docs/model.md › Rent vs buy › Without a site and per token: power per GPU (kW) and PUE for buying without (or in place of) the site's; both or neither. */
  kwPerGPU?: number;
  pue?: number;
}

/** docs/model.md › Sizing: sizing a fleet from a serving workload. */
export interface SizingInput {
  /** Peak tokens per minute the fleet must serve. */
  tokensPerMinute: number;
  /** Throughput of one GPU, tokens per second (> 0). */
  tokensPerSecondPerGPU: number;
  /** 0 < u ≤ 1, default 0.7. */
  targetUtilization: number;
  /** Model size, billions of parameters. */
  modelParamsB: number;
  /** 2 (BF16), 1 (FP8) or 0.5 (FP4); default 2. */
  bytesPerParam: number;
  /** KV cache per replica, GB (default 0). */
  kvCacheGB: number;
  /** Default 0.1. */
  memoryOverheadFraction: number;
  /** GB per GPU; defaults to the catalogue entry of node.gpuModel (required for other models). */
  gpuMemoryGB?: number;
}

export interface WorkloadInput {
  /** GPU-hours used per month; quote window: defaults to gpus × 730 × utilization when both are given. */
  gpuHoursPerMonth: number;
  /** docs/model.md › Quotes › Window: GPUs busy (with utilization, the demand when gpuHoursPerMonth is absent). */
  gpus?: number;
  /** docs/model.md › Quotes › Window: share of the GPUs' hours in use, 0..1. */
  utilization?: number;
  /** docs/model.md › Quotes › Window: the quotes' common window in months (default: the longest delivery + term). */
  windowMonths?: number;
  /** docs/model.md › Quotes › Window: gpuHoursPerMonth was derived from gpus and utilization (not written back to the file). */
  gpuHoursPerMonthDefaulted?: boolean;
  storageTB: number;
  egressTBPerMonth: number;
  discountRate: number; // annual
  /** docs/model.md › Quotes › Terms: annual demand growth, applied once a year (default 0). */
  demandGrowthAnnual: number;
  /** docs/model.md › Quotes › Terms: bridging price per GPU-hour before delivery; absent = demand before delivery is uncovered. */
  bridgePrice?: number;
  /** Quotes › demand end: demand (growth and bursts too) is 0 after this month (integer ≥ 1; absent = no end). */
  demandEndMonth?: number;
  /** Quotes › ranking: the figure the quotes are ranked by (absent = "window"). */
  rankBy?: QuoteRankBy;
}

/** Quotes › ranking: window present value per window used hour, or that plus what is still owed after the window. */
export type QuoteRankBy = 'window' | 'windowPlusOwed';
/** Quotes › rollover: after its term a quote ends ("none") or runs on month to month ("monthly"). */
export type QuoteRollover = 'none' | 'monthly';

export type PromoMode = 'once' | 'monthly';

export interface QuoteInput {
  provider: string;
  gpuModel: string;
  gpus: number;
  pricePerGPUHour: number;
  termMonths: number;
  /** 0..1: share of capacity billed whether used or not (v1's committed true = 1). */
  committedShare: number;
  prepayFraction: number;
  prepayDiscount: number;
  storageTBIncluded: number;
  /** Absent = not stated (counts as 0, reported as `unquoted` when the workload needs it). */
  storagePerTBMonth?: number;
  egressTBIncludedPerMonth: number;
  /** Absent = not stated (counts as 0, reported as `unquoted` when the workload needs it). */
  egressPerGB?: number;
  taxRate: number;
  regionPremium: number;
  promoGPUHours: number;
  promoPrice: number;
  /** docs/model.md › Quotes › Terms: integer months until the capacity is delivered (default 0; quote window: from leadTimeWeeks when absent). */
  deliveryMonth: number;
  /** docs/model.md › Quotes › Window: the file states no deliveryMonth (derived from leadTimeWeeks, else 0; not written back). */
  deliveryMonthDefaulted?: boolean;
  /** docs/model.md › Quotes › Window: price per GPU-hour of used hours above the commitment (absent = pricePerGPUHour). */
  aboveCommitPrice?: number;
  /** docs/model.md › Quotes › Terms: yearly indexation of the unit price by contract year, -0.5..1 (default 0). */
  annualEscalation: number;
  /** docs/model.md › Quotes › Terms: price per GPU-hour of demand above capacity; absent = no burst. */
  burstPrice?: number;
  /**
   * Issue 27 (models/README.md "Spot quotes"): 0..1, the share of the used hours within capacity a
   * spot/preemptible quote can serve; the rest is covered at workload.bridgePrice (else uncovered).
   * Absent = 1 (not interruptible).
   */
  spotAvailability?: number;
  /** docs/model.md › Quotes › Terms: promo hours once per term (default) or in every contract month. */
  promoMode: PromoMode;
  /** Quotes › rollover: "monthly" = window months after the term are more contract months (absent = "none"). */
  rollover?: QuoteRollover;
  /** docs/model.md › Quotes › Terms: useful work per GPU-hour relative to a reference cluster, 0 < f <= 2 (default 1). */
  performanceFactor: number;
  /** docs/model.md › Quotes › Terms: descriptive termination terms, shown side by side. */
  terminationTerms?: string;
  /** Optional: market generation id whose projected price is the floating alternative (regret). */
  generation?: string;
  /** Optional expected downtime fraction (0..1); when absent, 1 - slaUptime is used for goodput. */
  expectedDowntime?: number;
  // Descriptive terms, passed through to the output.
  leadTimeWeeks?: number;
  slaUptime?: number;
  failureReplacement?: string;
  networking?: Networking;
  billingGranularity?: string;
  notes?: string;
}

export type Distribution =
  | { dist: 'triangular'; min: number; mode: number; max: number }
  | { dist: 'uniform'; min: number; max: number }
  | { dist: 'normal'; mean: number; sd: number }
  /** docs/model.md › Uncertainty: one of `values`, with probabilities proportional to `weights` (default equal). */
  | { dist: 'discrete'; values: number[]; weights?: number[] };

/** docs/model.md › Uncertainty: the rank correlation of two uncertainty inputs (paths as in `inputs`), -1..1. */
export interface CorrelationInput {
  a: string;
  b: string;
  rho: number;
}

export interface UncertaintyInput {
  trials: number; // default 10000
  seed: number; // integer
  hurdleRate?: number; // annual IRR hurdle for P(IRR < hurdle); default: investment.discountRate
  inputs: Record<string, Distribution>;
  /** docs/model.md › Uncertainty: rank correlations between inputs (absent: independent draws). */
  correlations?: CorrelationInput[];
}

/** docs/model.md › Display currency: money also shown in another currency, at a stated rate (docs/model.md › Display currency. */
export interface DisplayInput {
  currency: string; // ISO 4217
  rate: number; // > 0: display units per one unit of the scenario's currency
  asOf?: string; // ISO date of the rate
  source?: string;
}

export interface Scenario {
  format: 'gpuplan/scenario';
  version: number;
  name: string;
  notes?: string;
  currency: string; // ISO 4217, default USD
  horizonMonths: number; // integer 1..240
  /** Optional in v2 (docs/model.md › Capacity › Plans without a site): a plan that only rents has no site and no capacity results. */
  site?: SiteInput;
  node: NodeInput;
  market?: MarketInput;
  investment?: InvestmentInput;
  rentVsBuy?: RentVsBuyInput;
  workload?: WorkloadInput;
  sizing?: SizingInput;
  quotes?: QuoteInput[];
  uncertainty?: UncertaintyInput;
  display?: DisplayInput;
  /** docs/model.md › Demand plan: demand over time and the offers to serve it (models/portfolio). */
  portfolio?: PortfolioInput;
  /** When to buy and when to refresh on the site's power (models/fleet-plan). */
  fleetPlan?: FleetPlanInput;
}

/** One validation problem: a dotted field path and the reason in both UI languages. */
export interface ScenarioIssue {
  path: string; // e.g. "site.pue" or "quotes[2].termMonths"
  message: { en: string; 'zh-CN': string };
  /** The rule alone, without the path (a front end names the field by its label). */
  rule?: { en: string; 'zh-CN': string };
  /** A number out of its field's range: the bounds and the value in the file's units (a front end
   *  restates them in the field's unit, e.g. a fraction as a percentage). */
  range?: IssueRange;
  /** The field is required and missing. */
  missing?: true;
}

export interface IssueRange {
  min?: number;
  max?: number;
  gt?: number;
  lt?: number;
  integer?: boolean;
  value: number;
}

export interface Warning {
  code: string;
  path?: string;
  message: { en: string; 'zh-CN': string };
}
