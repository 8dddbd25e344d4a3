// Upper bounds that keep every result finite and every loop short. Listed in models/README.md
// ("Validation limits"); change both together.

import { HOURS_PER_MONTH } from '../units';

export const LIMITS = {
  maxHorizonMonths: 240,
  /** Contract, debt and quote terms, availability and parity months. */
  maxTermMonths: 1200,
  maxContractedMW: 100_000,
  /** 1 W: smaller nodes would make the GPU count overflow. */
  minNodeKW: 0.001,
  maxNodeKW: 10_000,
  /** rentVsBuy.kwPerGPU (docs/model.md › Rent vs buy › Without a site and per token): a one-GPU node at the largest nodeKW. */
  maxKwPerGPU: 10_000,
  maxRackKW: 10_000,
  maxGpuTDPW: 10_000,
  maxGpusPerNode: 1024,
  maxGPUs: 10_000_000,
  /** Prices per GPU-hour (and the promo price). */
  maxPricePerGPUHour: 1e6,
  maxCapexPerGPU: 1e8,
  maxPowerPricePerKWh: 100,
  maxColoPerKWMonth: 1e5,
  maxOpexPerGPUMonth: 1e7,
  /** Annual rates (discount, cost of capital): -50 % .. +500 %. */
  minAnnualRate: -0.5,
  maxAnnualRate: 5,
  maxDebtAPR: 5,
  /** docs/model.md › Investment › Covenant and DSCR: a covenant DSCR above 100× is no covenant a lender writes. */
  maxCovenantDSCR: 100,
  /** docs/model.md › Investment › Exit and renewal: an exit multiple above 1,000× trailing EBITDA is no valuation. */
  maxEvEbitdaMultiple: 1000,
  /** Shorter lives would make the annual capital charge overflow. */
  minLifeYears: 0.1,
  maxLifeYears: 50,
  maxSpotOverhead: 10,
  maxGpuHoursPerMonth: 10_000_000 * HOURS_PER_MONTH,
  maxStorageTB: 1e9,
  maxEgressTBPerMonth: 1e9,
  maxStoragePerTBMonth: 1e6,
  maxEgressPerGB: 1e4,
  maxPromoGPUHours: 1e12,
  maxLeadTimeWeeks: 520,
  /** A quote's deliveryMonth (docs/model.md › Quotes › Terms: 0..120). */
  maxDeliveryMonth: 120,
  /** docs/model.md › Quotes › Window: workload.windowMonths, integer 1..(deliveryMonth + termMonths at their limits). */
  maxWindowMonths: 1320,
  maxTokensPerSecondPerGPU: 1e7,
  maxApiPricePerMillionTokens: 1e6,
  /** Sizing (docs/model.md › Sizing): peak tokens per minute, model size in billions of parameters, GB per GPU and per replica. */
  maxTokensPerMinute: 1e15,
  maxModelParamsB: 1e6,
  maxGpuMemoryGB: 1e5,
  maxKvCacheGB: 1e9,
  maxMemoryOverheadFraction: 10,
  maxQuotes: 10_000,
  /**
   * Sum of the quotes' termMonths: the quote results hold one schedule row per quote-month, so this
   * keeps them (and the CLI's JSON, ≈ 0.5 kB per row) to tens of MB.
   */
  maxQuoteMonths: 120_000,
  maxGenerations: 100,
  maxParityRules: 100,
  maxUncertaintyInputs: 100,
  /** docs/model.md › Uncertainty: values of one discrete distribution; entries of uncertainty.correlations. */
  maxDiscreteValues: 1000,
  maxCorrelations: 500,
  maxTrials: 1_000_000,
  maxSeed: 4_294_967_295,
  /** |parameter| of an uncertainty distribution. */
  maxDistributionParameter: 1e12,
  maxNameChars: 200,
  maxIdChars: 64,
  maxLabelChars: 200,
  maxShortTextChars: 500,
  /** display.rate: units of the display currency per scenario unit (1e6 covers any pair in use). */
  maxDisplayRate: 1e6,
  maxNotesChars: 100_000,
  maxExpressionChars: 500,
  /**
   * Parts (numbers, names, operators, calls) of all price expressions of a scenario together: each
   * is evaluated at up to 1,201 months, at ~0.1 µs per part, so loading stays well under a second.
   */
  maxExpressionParts: 1000,
  /** demand plan: plan months, load blocks, offers, demand steps (one per month at most). */
  maxPortfolioMonths: 120,
  maxProfileBlocks: 24,
  maxOffers: 20,
  /** GPUs in one committed block (a GB200 NVL72 rack is 72). */
  maxGpuBlock: 100_000,
  /** Fleet plan: candidates (1..6), existing fleets (0..6). */
  maxFleetCandidates: 6,
  maxFleetExisting: 6,
  /** Fleet: tranches of an investment (model: 1..40) and points of its resale curve. */
  maxTranches: 40,
  maxResalePoints: 100,
  /** Nesting depth of the JSON document (unknown fields included). */
  maxDepth: 64,
  /** Demand scenarios of a plan (2..10) and the fixed commitments it may pin; a scenario's scale. */
  maxScenarios: 10,
  maxFixedCommitments: 1000,
  maxScenarioScale: 1000,
} as const;
