// Every field of a scenario file with its type, range and default (docs/model.md; the
// bounds beyond docs/model.md's are the "Validation limits" of models/README.md).
// Required = no default and not optional. Optional numeric fields that docs/model.md lists without a
// default (fees, inclusions, tax, premiums, prepay, contract and debt terms) default to 0.

import { flag, num, oneOf, text } from './fields';
import { LIMITS as L } from './limits';

const fraction = { min: 0, max: 1 } as const;
const annualRate = { min: L.minAnnualRate, max: L.maxAnnualRate } as const;
const price = { min: 0, max: L.maxPricePerGPUHour } as const;
const months = { integer: true, min: 0, max: L.maxTermMonths } as const;
export const ISO_DATE_RULE = {
  en: 'must be a calendar date written YYYY-MM-DD, such as "2026-07-01"',
  'zh-CN': '必须是 YYYY-MM-DD 格式的有效日期，如 "2026-07-01"',
} as const;

export const TOP_FIELDS = {
  name: text({ maxLength: L.maxNameChars, nonEmpty: true }),
  notes: text({ maxLength: L.maxNotesChars, optional: true }),
  currency: text({
    maxLength: 3,
    default: 'USD',
    pattern: /^[A-Z]{3}$/,
    patternRule: { en: 'must be a 3-letter ISO 4217 code such as "USD"', 'zh-CN': '必须是 3 个大写字母的 ISO 4217 代码，如 "USD"' },
  }),
  horizonMonths: num({ integer: true, min: 1, max: L.maxHorizonMonths }),
};

export const SITE_FIELDS = {
  contractedMW: num({ gt: 0, max: L.maxContractedMW }),
  powerBasis: oneOf(['facility', 'it'], {}),
  pue: num({ min: 1, max: 3 }),
  reserveFraction: num({ min: 0, max: 0.9, default: 0 }),
  overheadFraction: num({ min: 0, max: 2, default: 0 }),
  rackKW: num({ gt: 0, max: L.maxRackKW, optional: true }),
  cooling: oneOf(['air', 'liquid'], {}),
  targetGPUs: num({ integer: true, min: 1, max: L.maxGPUs, optional: true }),
};

export const NODE_FIELDS = {
  gpuModel: text({ maxLength: L.maxIdChars * 2, nonEmpty: true }),
  gpusPerNode: num({ integer: true, min: 1, max: L.maxGpusPerNode }),
  nodeKW: num({ min: L.minNodeKW, max: L.maxNodeKW }),
  gpuTDPW: num({ gt: 0, max: L.maxGpuTDPW, optional: true }),
};

/** Generation ids become object keys (price series): the prototype keys are refused. */
const generationId = text({
  maxLength: L.maxIdChars,
  nonEmpty: true,
  pattern: /^(?!(?:__proto__|constructor|prototype)$)/,
  patternRule: {
    en: 'must not be "__proto__", "constructor" or "prototype"',
    'zh-CN': '不能为 "__proto__"、"constructor" 或 "prototype"',
  },
});

export const GENERATION_FIELDS = {
  id: generationId,
  /** Defaults to the id (applied in normalize.ts). */
  label: text({ maxLength: L.maxLabelChars, optional: true }),
  price: num(price),
  annualDecline: num({ min: 0, lt: 1 }),
  floor: num({ ...price, default: 0 }),
  availableMonth: num({ ...months, default: 0 }),
  priceExpression: text({ maxLength: L.maxExpressionChars, nonEmpty: true, optional: true }),
};

export const PARITY_FIELDS = {
  older: text({ maxLength: L.maxIdChars, nonEmpty: true }),
  newer: text({ maxLength: L.maxIdChars, nonEmpty: true }),
  /** Defaults to newer's availableMonth (applied in normalize.ts). */
  fromMonth: num({ ...months, optional: true }),
  relativeCost: num({ gt: 0, max: 1 }),
};

export const INVESTMENT_FIELDS = {
  generation: text({ maxLength: L.maxIdChars, nonEmpty: true, optional: true }),
  /** Defaults to the site's deliverable GPUs (applied in normalize.ts). */
  gpus: num({ integer: true, min: 1, max: L.maxGPUs, optional: true }),
  capexPerGPU: num({ min: 0, max: L.maxCapexPerGPU }),
  residualFraction: num({ ...fraction, default: 0 }),
  utilization: num(fraction),
  idlePowerFraction: num({ ...fraction, default: 0.3 }),
  contractedShare: num({ ...fraction, default: 0 }),
  contractPrice: num({ ...price, default: 0 }),
  contractMonths: num({ ...months, default: 0 }),
  powerPricePerKWh: num({ min: 0, max: L.maxPowerPricePerKWh, default: 0 }),
  coloPerKWMonth: num({ min: 0, max: L.maxColoPerKWMonth, default: 0 }),
  opexPerGPUMonth: num({ min: 0, max: L.maxOpexPerGPUMonth, default: 0 }),
  discountRate: num({ ...annualRate, default: 0 }),
  debtFraction: num({ ...fraction, default: 0 }),
  debtAnnualRate: num({ min: 0, max: L.maxDebtAPR, default: 0 }),
  debtTermMonths: num({ ...months, default: 0 }),
  // Version 2 (docs/model.md › Investment › Tax, depreciation and losses): tax, depreciation, ramp, escalation, take-or-pay, market residual.
  taxRate: num({ min: 0, max: 0.9, default: 0 }),
  depreciationMonths: num({ integer: true, min: 0, max: 240, default: 0 }),
  rampMonths: num({ integer: true, min: 0, max: 120, default: 0 }),
  powerPriceEscalation: num({ min: -0.5, max: 1, default: 0 }),
  opexEscalation: num({ min: -0.5, max: 1, default: 0 }),
  takeOrPay: flag({ default: false }),
  residualMode: oneOf(['fraction', 'market'], { default: 'fraction' }),
  /** A calendar date "YYYY-MM-DD" (month and day ranges here; real dates such as Feb 30 in cross-checks.ts). */
  startDate: text({
    maxLength: 10,
    optional: true,
    pattern: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
    patternRule: ISO_DATE_RULE,
  }),
  // covenant (docs/model.md › Investment › Covenant and DSCR): grace, covenant, periodic DSCR, tax depreciation, project rate.
  /** Interest-only months at the start of the loan (integer 0..T-1: cross-checks.ts). */
  debtGraceMonths: num({ ...months, default: 0 }),
  /** Lowest period DSCR the lender accepts (> 0); absent = no covenant. */
  covenantDSCR: num({ gt: 0, max: L.maxCovenantDSCR, optional: true }),
  dscrPeriod: oneOf(['year', 'quarter', 'month'], { default: 'year' }),
  depreciationMethod: oneOf(['straight', 'macrs5'], { default: 'straight' }),
  bonusShare: num({ ...fraction, default: 0 }),
  /** Discount rate of the project (unlevered) view; defaults to discountRate (normalize.ts). */
  projectDiscountRate: num({ ...annualRate, optional: true }),
  // Fleet (models/README.md "Investment › fleet"); absent = the engine's default (false, 1).
  /** Grace-month interest added to the loan instead of paid (interest during construction). */
  capitalizeGraceInterest: flag({ optional: true }),
  /** Share of a month's taxable income that losses carried forward may offset (US federal: 0.8). */
  taxLossLimit: num({ ...fraction, optional: true }),
};

/** Fleet: one tranche of `investment.tranches` (cross-checks in fleet-checks.ts); absent fields follow the investment's. */
export const TRANCHE_FIELDS = {
  name: text({ maxLength: L.maxNameChars, nonEmpty: true }),
  gpus: num({ integer: true, min: 1, max: L.maxGPUs }),
  /** Integer 0..H−1 (fleet-checks.ts). */
  deliveryMonth: num({ integer: true, min: 0, max: L.maxHorizonMonths }),
  /** Integer deliveryMonth+1..H, default H (fleet-checks.ts). */
  exitMonth: num({ integer: true, min: 1, max: L.maxHorizonMonths, optional: true }),
  capexPerGPU: num({ min: 0, max: L.maxCapexPerGPU, optional: true }),
  kwPerGPU: num({ gt: 0, max: L.maxKwPerGPU, optional: true }),
  generation: text({ maxLength: L.maxIdChars, nonEmpty: true, optional: true }),
  utilization: num({ ...fraction, optional: true }),
  contractedShare: num({ ...fraction, optional: true }),
  contractPrice: num({ ...price, optional: true }),
  contractMonths: num({ ...months, optional: true }),
  debtFraction: num({ ...fraction, optional: true }),
};

/** Fleet: one point of `investment.resaleCurve` (ages strictly increasing: fleet-checks.ts). */
export const RESALE_POINT_FIELDS = {
  ageMonths: num({ min: 0, max: L.maxTermMonths }),
  fraction: num({ min: 0, max: 1.5 }),
};

/** `investment.debtSizing`: the largest loan whose every DSCR period meets targetDSCR. */
export const DEBT_SIZING_FIELDS = {
  targetDSCR: num({ gt: 0, max: L.maxCovenantDSCR }),
  maxDebtFraction: num({ ...fraction, default: 0.9 }),
};

/** docs/model.md › Investment › Exit and renewal: `investment.renewal`, the contract renewed after contractMonths (expected value). */
export const RENEWAL_FIELDS = {
  probability: num(fraction),
  price: num(price),
  months: num({ integer: true, min: 1, max: L.maxTermMonths }),
  /** Defaults to investment.contractedShare (normalize.ts). */
  share: num({ ...fraction, optional: true }),
};

/** docs/model.md › Investment › Exit and renewal: `investment.exit`, the value at H as a multiple of the trailing twelve months' EBITDA. */
export const EXIT_FIELDS = {
  mode: oneOf(['multiple'], {}),
  evEbitdaMultiple: num({ min: 0, max: L.maxEvEbitdaMultiple }),
};

export const RENT_VS_BUY_FIELDS = {
  onDemandPrice: num(price),
  spotPrice: num(price),
  spotOverhead: num({ min: 0, max: L.maxSpotOverhead, default: 0.1 }),
  reservedPrice: num(price),
  /** Required when buying is costed (cross-checks.ts): a renter without power figures needs neither (docs/model.md › Rent vs buy › Without a site and per token). */
  capexPerGPU: num({ min: 0, max: L.maxCapexPerGPU, optional: true }),
  lifeYears: num({ min: L.minLifeYears, max: L.maxLifeYears, optional: true }),
  residualFraction: num({ ...fraction, default: 0 }),
  costOfCapital: num({ ...annualRate, default: 0 }),
  powerPricePerKWh: num({ min: 0, max: L.maxPowerPricePerKWh, default: 0 }),
  coloPerKWMonth: num({ min: 0, max: L.maxColoPerKWMonth, default: 0 }),
  opexPerGPUMonth: num({ min: 0, max: L.maxOpexPerGPUMonth, default: 0 }),
  idlePowerFraction: num({ ...fraction, default: 0.3 }),
  usageHours: num({ min: 0, max: 8760 }),
  tokensPerSecondPerGPU: num({ gt: 0, max: L.maxTokensPerSecondPerGPU, optional: true }),
  /** Defaults to 1 when tokensPerSecondPerGPU is given (applied in normalize.ts). */
  tokenUtilization: num({ gt: 0, max: 1, optional: true }),
  apiPricePerMillionTokens: num({ min: 0, max: L.maxApiPricePerMillionTokens, optional: true }),
  /** docs/model.md › Rent vs buy: 3-year reservation price; no reserved3y mode without it. */
  reserved3yPrice: num({ ...price, optional: true }),
  /** docs/model.md › Rent vs buy: share of usage hours spot can serve; the rest runs on demand. */
  spotAvailability: num({ ...fraction, default: 1 }),
  /** docs/model.md › Rent vs buy › Without a site and per token: utilization of the modes billed per used hour (a v2 file migrates with its tokenUtilization). */
  autoscaledUtilization: num({ gt: 0, max: 1, default: 0.7 }),
  /** docs/model.md › Rent vs buy › Without a site and per token: buying's power per GPU and PUE in place of the site's; both or neither (cross-checks.ts). */
  kwPerGPU: num({ gt: 0, max: L.maxKwPerGPU, optional: true }),
  pue: num({ min: 1, max: 3, optional: true }),
};

/** Bytes per parameter the sizing accepts (checked in cross-checks.ts): BF16, FP8, FP4. */
export const BYTES_PER_PARAM = [2, 1, 0.5] as const;

/** docs/model.md › Sizing: sizing from a workload. */
export const SIZING_FIELDS = {
  tokensPerMinute: num({ min: 0, max: L.maxTokensPerMinute }),
  tokensPerSecondPerGPU: num({ gt: 0, max: L.maxTokensPerSecondPerGPU }),
  targetUtilization: num({ gt: 0, max: 1, default: 0.7 }),
  modelParamsB: num({ min: 0, max: L.maxModelParamsB }),
  /** One of BYTES_PER_PARAM (cross-checks.ts). */
  bytesPerParam: num({ default: 2 }),
  kvCacheGB: num({ min: 0, max: L.maxKvCacheGB, default: 0 }),
  memoryOverheadFraction: num({ min: 0, max: L.maxMemoryOverheadFraction, default: 0.1 }),
  /** Defaults to the catalogue's memory for node.gpuModel; required for a model the catalogue lacks (cross-checks.ts). */
  gpuMemoryGB: num({ gt: 0, max: L.maxGpuMemoryGB, optional: true }),
};

export const WORKLOAD_FIELDS = {
  /** Required unless gpus and utilization are both given (docs/model.md › Quotes › Window; cross-checks.ts, normalize.ts). */
  gpuHoursPerMonth: num({ min: 0, max: L.maxGpuHoursPerMonth, optional: true }),
  /** docs/model.md › Quotes › Window: GPUs busy; with utilization, gpuHoursPerMonth = gpus × 730 × utilization. */
  gpus: num({ min: 0, max: L.maxGPUs, optional: true }),
  /** docs/model.md › Quotes › Window: share of those GPUs' hours in use. */
  utilization: num({ ...fraction, optional: true }),
  /** docs/model.md › Quotes › Window: months of the quotes' common window (default: the longest deliveryMonth + termMonths). */
  windowMonths: num({ integer: true, min: 1, max: L.maxWindowMonths, optional: true }),
  storageTB: num({ min: 0, max: L.maxStorageTB, default: 0 }),
  egressTBPerMonth: num({ min: 0, max: L.maxEgressTBPerMonth, default: 0 }),
  discountRate: num({ ...annualRate, default: 0 }),
  /** docs/model.md › Quotes › Terms: demand grows once a year by this rate (scenario month m: ×(1+g)^floor((m-1)/12)). */
  demandGrowthAnnual: num({ min: L.minAnnualRate, max: L.maxAnnualRate, default: 0 }),
  /** docs/model.md › Quotes › Terms: price per GPU-hour that bridges demand before a quote's capacity is delivered; absent = not bridged. */
  bridgePrice: num({ ...price, optional: true }),
  /** Quotes › demand end: demand is 0 after this month (absent = no end). */
  demandEndMonth: num({ integer: true, min: 1, max: L.maxWindowMonths, optional: true }),
  /** Quotes › ranking: "window" (absent) or "windowPlusOwed". */
  rankBy: oneOf(['window', 'windowPlusOwed'], { optional: true }),
};

/** display currency: money shown in a second currency at a stated rate (never fetched). */
export const DISPLAY_FIELDS = {
  currency: text({
    maxLength: 3,
    pattern: /^[A-Z]{3}$/,
    patternRule: { en: 'must be a 3-letter ISO 4217 code such as "CNY"', 'zh-CN': '必须是 3 个大写字母的 ISO 4217 代码，如 "CNY"' },
    // Required in the section: checked in cross-checks.ts, so typing any field first names the others.
    optional: true,
  }),
  /** Units of the display currency per one unit of the scenario's currency (required: cross-checks.ts). */
  rate: num({ gt: 0, max: L.maxDisplayRate, optional: true }),
  asOf: text({
    maxLength: 10,
    optional: true,
    pattern: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
    patternRule: { en: 'must be an ISO date such as "2026-06-30"', 'zh-CN': '必须是 ISO 日期，如 "2026-06-30"' },
  }),
  source: text({ maxLength: L.maxShortTextChars, optional: true }),
};

export const QUOTE_FIELDS = {
  provider: text({ maxLength: L.maxNameChars, nonEmpty: true }),
  /** Defaults to node.gpuModel (applied in normalize.ts). */
  gpuModel: text({ maxLength: L.maxIdChars * 2, nonEmpty: true, optional: true }),
  gpus: num({ integer: true, min: 1, max: L.maxGPUs }),
  pricePerGPUHour: num(price),
  termMonths: num({ integer: true, min: 1, max: L.maxTermMonths }),
  /** Share of capacity billed whether used or not (v1 `committed`: true = 1, false = 0). */
  committedShare: num({ ...fraction, default: 0 }),
  prepayFraction: num({ ...fraction, default: 0 }),
  prepayDiscount: num({ ...fraction, default: 0 }),
  storageTBIncluded: num({ min: 0, max: L.maxStorageTB, default: 0 }),
  /** docs/model.md › Quotes › Terms: absent = not stated by the provider (result `unquoted`), distinct from 0 = free. */
  storagePerTBMonth: num({ min: 0, max: L.maxStoragePerTBMonth, optional: true }),
  egressTBIncludedPerMonth: num({ min: 0, max: L.maxEgressTBPerMonth, default: 0 }),
  /** docs/model.md › Quotes › Terms: absent = not stated by the provider (result `unquoted`), distinct from 0 = free. */
  egressPerGB: num({ min: 0, max: L.maxEgressPerGB, optional: true }),
  taxRate: num({ ...fraction, default: 0 }),
  regionPremium: num({ ...fraction, default: 0 }),
  promoGPUHours: num({ min: 0, max: L.maxPromoGPUHours, default: 0 }),
  /** Required when promoGPUHours > 0 (cross-checks.ts); 0 otherwise. */
  promoPrice: num({ ...price, default: 0 }),
  // quote terms contract terms.
  /** Capacity arrives after this many months (bridged before, see workload.bridgePrice); quote window: absent = from leadTimeWeeks, else 0 (normalize.ts). */
  deliveryMonth: num({ integer: true, min: 0, max: L.maxDeliveryMonth, optional: true }),
  /** docs/model.md › Quotes › Window: price per GPU-hour of used hours above the commitment (absent = pricePerGPUHour). */
  aboveCommitPrice: num({ ...price, optional: true }),
  /** Yearly indexation of the unit price by contract year (negative = a step-down). */
  annualEscalation: num({ min: -0.5, max: 1, default: 0 }),
  /** Price per GPU-hour of demand above capacity; absent = no burst. */
  burstPrice: num({ ...price, optional: true }),
  /** Issue 27: share of the used hours a spot/preemptible quote serves (absent = 1, models/README.md "Spot quotes"). */
  spotAvailability: num({ ...fraction, optional: true }),
  promoMode: oneOf(['once', 'monthly'], { default: 'once' }),
  /** Quotes › rollover: "none" (absent) or "monthly": month to month after the term, inside the window. */
  rollover: oneOf(['none', 'monthly'], { optional: true }),
  /** Useful work per GPU-hour relative to a reference cluster (RoCE without tuning ≈ 0.8). */
  performanceFactor: num({ gt: 0, max: 2, default: 1 }),
  terminationTerms: text({ maxLength: L.maxShortTextChars, optional: true }),
  generation: text({ maxLength: L.maxIdChars, nonEmpty: true, optional: true }),
  expectedDowntime: num({ ...fraction, optional: true }),
  leadTimeWeeks: num({ min: 0, max: L.maxLeadTimeWeeks, optional: true }),
  slaUptime: num({ ...fraction, optional: true }),
  failureReplacement: text({ maxLength: L.maxShortTextChars, optional: true }),
  networking: oneOf(['infiniband', 'roce', 'ethernet'], { optional: true }),
  billingGranularity: text({ maxLength: L.maxShortTextChars, optional: true }),
  notes: text({ maxLength: L.maxNotesChars, optional: true }),
};

export const UNCERTAINTY_FIELDS = {
  trials: num({ integer: true, min: 1, max: L.maxTrials, default: 10_000 }),
  seed: num({ integer: true, min: 0, max: L.maxSeed, default: 0 }),
  hurdleRate: num({ min: -0.99, max: 100, optional: true }),
};

const param = { min: -L.maxDistributionParameter, max: L.maxDistributionParameter, optional: true } as const;

/** One uncertainty input; which parameters are required depends on `dist` (checked in schema.ts). */
export const DISTRIBUTION_FIELDS = {
  dist: oneOf(['triangular', 'uniform', 'normal', 'discrete'], {}),
  min: num(param),
  mode: num(param),
  max: num(param),
  mean: num(param),
  sd: num({ ...param, min: 0 }),
};

/** docs/model.md › Uncertainty: one entry of uncertainty.correlations (a and b are checked as input paths in cross-checks.ts). */
export const CORRELATION_FIELDS = {
  a: text({ maxLength: 200, nonEmpty: true }),
  b: text({ maxLength: 200, nonEmpty: true }),
  rho: num({ min: -1, max: 1 }),
};

/** Number tables of the sections whose fields an uncertainty path may name. */
export const SECTION_FIELDS = {
  site: SITE_FIELDS,
  node: NODE_FIELDS,
  investment: INVESTMENT_FIELDS,
  rentVsBuy: RENT_VS_BUY_FIELDS,
  workload: WORKLOAD_FIELDS,
} as const;

/** docs/model.md › Demand plan: the demand plan (`portfolio`); its lists' rules are in portfolio-checks.ts. */
export const PORTFOLIO_FIELDS = {
  months: num({ integer: true, min: 1, max: L.maxPortfolioMonths }),
  interruptibleShare: num({ ...fraction, default: 0 }),
  /** Defaults to workload.discountRate, else 0 (applied in normalize.ts). */
  discountRate: num({ ...annualRate, optional: true }),
};

export const DEMAND_STEP_FIELDS = {
  fromMonth: num({ integer: true, min: 1, max: L.maxPortfolioMonths }),
  gpus: num({ min: 0, max: L.maxGPUs }),
};

export const PROFILE_BLOCK_FIELDS = {
  share: num({ gt: 0, max: 1 }),
  load: num(fraction),
};

export const OFFER_FIELDS = {
  /** Offer names become keys of the results (committed, usedGPUHours, byOffer). */
  name: text({
    maxLength: L.maxNameChars,
    nonEmpty: true,
    pattern: /^(?!(?:__proto__|constructor|prototype)$)/,
    patternRule: generationId.patternRule,
  }),
  kind: oneOf(['commit', 'onDemand', 'spot'], {}),
  pricePerGPUHour: num(price),
  /** Absent = unlimited. */
  maxGPUs: num({ min: 0, max: L.maxGPUs, optional: true }),
  /** Commit only (required there: portfolio-checks.ts). */
  termMonths: num({ integer: true, min: 1, max: L.maxPortfolioMonths, optional: true }),
  /** Commit only; default 1. */
  startFrom: num({ integer: true, min: 1, max: L.maxPortfolioMonths, optional: true }),
  /** Commit only; default 8. */
  gpuBlock: num({ integer: true, min: 1, max: L.maxGpuBlock, optional: true }),
  /** Spot only; default 1. */
  availability: num({ ...fraction, optional: true }),
  /** Spot only; default 0.1. */
  overhead: num({ min: 0, max: L.maxSpotOverhead, optional: true }),
};

/** The offer fields of one kind only (portfolio-checks.ts refuses them on an offer of another kind). */
export const OFFER_KIND_FIELDS = {
  commit: ['termMonths', 'startFrom', 'gpuBlock'],
  spot: ['availability', 'overhead'],
  onDemand: [],
} as const satisfies Record<'commit' | 'spot' | 'onDemand', readonly (keyof typeof OFFER_FIELDS)[]>;

/** Fleet plan (`fleetPlan`): when to buy and when to refresh; list rules in fleet-plan-checks.ts. */
export const FLEET_PLAN_FIELDS = {
  exitEvery: num({ integer: true, min: 1, max: L.maxHorizonMonths, default: 3 }),
  /** IT kW the plan may draw; defaults to the capacity section's usable kW (fleet-plan-checks.ts). */
  powerKW: num({ gt: 0, max: L.maxContractedMW * 1000, optional: true }),
};

export const FLEET_CANDIDATE_FIELDS = {
  name: text({ maxLength: L.maxNameChars, nonEmpty: true }),
  generation: text({ maxLength: L.maxIdChars, nonEmpty: true }),
  capexPerGPU: num({ min: 0, max: L.maxCapexPerGPU }),
  kwPerGPU: num({ gt: 0, max: L.maxKwPerGPU }),
  block: num({ integer: true, min: 1, max: L.maxGpuBlock, default: 8 }),
  earliestMonth: num({ integer: true, min: 0, max: L.maxHorizonMonths, default: 0 }),
  latestMonth: num({ integer: true, min: 0, max: L.maxHorizonMonths, optional: true }),
  every: num({ integer: true, min: 1, max: L.maxHorizonMonths, default: 3 }),
  lifeMonths: num({ integer: true, min: 1, max: L.maxTermMonths, optional: true }),
  maxGPUs: num({ integer: true, min: 0, max: L.maxGPUs, optional: true }),
  contractedShare: num({ ...fraction, default: 0 }),
  contractPrice: num({ ...price, default: 0 }),
  contractMonths: num({ ...months, default: 0 }),
};

export const FLEET_EXISTING_FIELDS = {
  name: text({ maxLength: L.maxNameChars, nonEmpty: true }),
  generation: text({ maxLength: L.maxIdChars, nonEmpty: true }),
  gpus: num({ integer: true, min: 1, max: L.maxGPUs }),
  kwPerGPU: num({ gt: 0, max: L.maxKwPerGPU }),
  capexPerGPU: num({ min: 0, max: L.maxCapexPerGPU }),
  ageMonths: num({ ...months, default: 0 }),
  block: num({ integer: true, min: 1, max: L.maxGpuBlock, default: 8 }),
};

/** The demand plan under scenarios: its risk weights (portfolio-checks.ts has the lists' rules). */
export const PORTFOLIO_RISK_FIELDS = {
  /** ω; default 0 (applied by the engine). */
  riskAversion: num({ ...fraction, optional: true }),
  /** α; default 0.9 (applied by the engine). */
  cvarLevel: num({ gt: 0, lt: 1, optional: true }),
};

/** `portfolio.growth`: the peak grows by monthlyRate a month from fromMonth (default 2) to untilMonth (default the plan's end). */
export const GROWTH_FIELDS = {
  monthlyRate: num({ min: -0.5, max: 1 }),
  fromMonth: num({ integer: true, min: 2, max: L.maxPortfolioMonths, optional: true }),
  untilMonth: num({ integer: true, min: 2, max: L.maxPortfolioMonths, optional: true }),
};

/** `portfolio.fixed[]`: a commitment already signed or pinned. */
export const FIXED_COMMITMENT_FIELDS = {
  offer: text({ maxLength: L.maxNameChars, nonEmpty: true }),
  startMonth: num({ integer: true, min: 1, max: L.maxPortfolioMonths }),
  gpus: num({ integer: true, min: 1, max: L.maxGPUs }),
};

/** `portfolio.scenarios[]`: one demand scenario. */
export const DEMAND_SCENARIO_FIELDS = {
  /** Scenario names become keys of the regret table's costs. */
  name: text({
    maxLength: L.maxNameChars,
    nonEmpty: true,
    pattern: /^(?!(?:__proto__|constructor|prototype)$)/,
    patternRule: generationId.patternRule,
  }),
  probability: num({ gt: 0, max: 1 }),
  /** Default 1. */
  scale: num({ gt: 0, max: L.maxScenarioScale, optional: true }),
  /** Default growth's monthlyRate (0 without growth). */
  monthlyRate: num({ min: -0.5, max: 1, optional: true }),
};
