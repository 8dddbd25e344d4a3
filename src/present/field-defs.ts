// Which fields each form shows, in what order, with which unit and input format. Ranges, whether a
// field is optional (has a default or may be absent) and whether it is a whole number come from
// the engine's field table (models/scenario/field-specs.ts), so the editor cannot drift from it.

import type { FieldSpec } from '../../models/scenario/fields';
import {
  DEMAND_STEP_FIELDS,
  DISPLAY_FIELDS,
  DISTRIBUTION_FIELDS,
  GENERATION_FIELDS,
  INVESTMENT_FIELDS,
  RENEWAL_FIELDS,
  EXIT_FIELDS,
  FLEET_PLAN_FIELDS,
  FLEET_CANDIDATE_FIELDS,
  FLEET_EXISTING_FIELDS,
  NODE_FIELDS,
  OFFER_FIELDS,
  OFFER_KIND_FIELDS,
  PARITY_FIELDS,
  PORTFOLIO_FIELDS,
  PORTFOLIO_RISK_FIELDS,
  GROWTH_FIELDS,
  FIXED_COMMITMENT_FIELDS,
  DEMAND_SCENARIO_FIELDS,
  PROFILE_BLOCK_FIELDS,
  QUOTE_FIELDS,
  RENT_VS_BUY_FIELDS,
  SITE_FIELDS,
  SIZING_FIELDS,
  TOP_FIELDS,
  UNCERTAINTY_FIELDS,
  WORKLOAD_FIELDS,
  TRANCHE_FIELDS,
  RESALE_POINT_FIELDS,
  DEBT_SIZING_FIELDS,
} from '../../models/scenario/field-specs';
import type { EditorMessages } from './messages';
import type { FieldFormat, PowerUnit } from './field-format';
import type { UnitId } from './units';

export type FieldGroup = keyof EditorMessages['fields'];

export type FieldDef =
  | { kind: 'number'; key: string; unit?: UnitId; percent?: boolean; power?: PowerUnit }
  | { kind: 'text'; key: string; multiline?: boolean; suggestions?: readonly string[] }
  | { kind: 'enum'; key: string; options: 'powerBasis' | 'cooling' | 'networking' | 'dist' | 'residualMode' | 'promoMode' | 'precision' | 'offerKind' | 'dscrPeriod' | 'depreciationMethod' | 'exitMode' | 'rollover' | 'rankBy' }
  | { kind: 'generation'; key: string }
  | { kind: 'boolean'; key: string };

const SPECS: Record<FieldGroup, Readonly<Record<string, FieldSpec>>> = {
  top: TOP_FIELDS,
  site: SITE_FIELDS,
  node: NODE_FIELDS,
  generation: GENERATION_FIELDS,
  parity: PARITY_FIELDS,
  investment: INVESTMENT_FIELDS,
  renewal: RENEWAL_FIELDS,
  exit: EXIT_FIELDS,
  rentVsBuy: RENT_VS_BUY_FIELDS,
  workload: WORKLOAD_FIELDS,
  sizing: SIZING_FIELDS,
  quote: QUOTE_FIELDS,
  uncertainty: UNCERTAINTY_FIELDS,
  distribution: DISTRIBUTION_FIELDS,
  display: DISPLAY_FIELDS,
  portfolio: PORTFOLIO_FIELDS,
  demandStep: DEMAND_STEP_FIELDS,
  profileBlock: PROFILE_BLOCK_FIELDS,
  offer: OFFER_FIELDS,
  fleetPlan: FLEET_PLAN_FIELDS,
  fleetCandidate: FLEET_CANDIDATE_FIELDS,
  fleetExisting: FLEET_EXISTING_FIELDS,
  growth: GROWTH_FIELDS,
  fixedCommitment: FIXED_COMMITMENT_FIELDS,
  demandScenario: DEMAND_SCENARIO_FIELDS,
  portfolioRisk: PORTFOLIO_RISK_FIELDS,
  tranche: TRANCHE_FIELDS,
  resalePoint: RESALE_POINT_FIELDS,
  debtSizing: DEBT_SIZING_FIELDS,
};

export const CURRENCIES = ['USD', 'EUR', 'CNY', 'GBP', 'JPY', 'INR', 'SGD', 'HKD', 'KRW', 'CAD', 'AUD', 'CHF'] as const;

const pct = (key: string, unit: UnitId = '%'): FieldDef => ({ kind: 'number', key, percent: true, unit });
const num = (key: string, unit?: UnitId): FieldDef => ({ kind: 'number', key, unit });

export const FIELDS = {
  top: [
    { kind: 'text', key: 'name' },
    { kind: 'text', key: 'currency', suggestions: CURRENCIES },
    num('horizonMonths', 'months'),
    { kind: 'text', key: 'notes', multiline: true },
  ],
  site: [
    { kind: 'number', key: 'contractedMW', unit: 'MW', power: 'MW' },
    { kind: 'enum', key: 'powerBasis', options: 'powerBasis' },
    num('pue'),
    pct('reserveFraction'),
    pct('overheadFraction'),
    { kind: 'number', key: 'rackKW', unit: 'kW', power: 'kW' },
    { kind: 'enum', key: 'cooling', options: 'cooling' },
    num('targetGPUs', 'gpus'),
  ],
  node: [
    { kind: 'text', key: 'gpuModel' },
    num('gpusPerNode', 'gpus'),
    { kind: 'number', key: 'nodeKW', unit: 'kW', power: 'kW' },
    { kind: 'number', key: 'gpuTDPW', unit: 'W', power: 'W' },
  ],
  generation: [
    { kind: 'text', key: 'id' },
    { kind: 'text', key: 'label' },
    num('price', 'currencyPerGPUHour'),
    pct('annualDecline', 'percentPerYear'),
    num('floor', 'currencyPerGPUHour'),
    num('availableMonth', 'monthIndex'),
    { kind: 'text', key: 'priceExpression' },
  ],
  parity: [
    { kind: 'generation', key: 'older' },
    { kind: 'generation', key: 'newer' },
    num('fromMonth', 'monthIndex'),
    pct('relativeCost'),
  ],
  investment: [
    { kind: 'generation', key: 'generation' },
    num('gpus', 'gpus'),
    num('capexPerGPU', 'currencyPerGPU'),
    pct('utilization'),
    pct('idlePowerFraction'),
    num('powerPricePerKWh', 'currencyPerKWh'),
    num('coloPerKWMonth', 'currencyPerKWMonth'),
    num('opexPerGPUMonth', 'currencyPerGPUMonth'),
    pct('discountRate', 'percentPerYear'),
    pct('projectDiscountRate', 'percentPerYear'),
    pct('contractedShare'),
    num('contractPrice', 'currencyPerGPUHour'),
    num('contractMonths', 'months'),
    { kind: 'boolean', key: 'takeOrPay' },
    pct('residualFraction'),
    { kind: 'enum', key: 'residualMode', options: 'residualMode' },
    num('rampMonths', 'months'),
    pct('powerPriceEscalation', 'percentPerYear'),
    pct('opexEscalation', 'percentPerYear'),
    pct('taxRate'),
    num('depreciationMonths', 'months'),
    { kind: 'enum', key: 'depreciationMethod', options: 'depreciationMethod' },
    pct('bonusShare'),
    pct('debtFraction'),
    pct('debtAnnualRate', 'percentPerYear'),
    num('debtTermMonths', 'months'),
    { kind: 'text', key: 'startDate' },
    // lender terms.
    num('debtGraceMonths', 'months'),
    num('covenantDSCR', 'timesDebtService'),
    { kind: 'enum', key: 'dscrPeriod', options: 'dscrPeriod' },
    // Fleet (models/README.md "Investment › fleet"): interest during construction, the loss limit.
    { kind: 'boolean', key: 'capitalizeGraceInterest' },
    pct('taxLossLimit', 'percentOfTaxableIncome'),
  ],
  /** docs/model.md › Investment › Exit and renewal: investment.renewal (expected renewal of the contract). */
  renewal: [pct('probability'), num('price', 'currencyPerGPUHour'), num('months', 'months'), pct('share')],
  /** docs/model.md › Investment › Exit and renewal: investment.exit (the mode's choice writes or removes the whole exit: basic-sections.tsx). */
  exit: [{ kind: 'enum', key: 'mode', options: 'exitMode' }, num('evEbitdaMultiple', 'timesEbitda')],
  rentVsBuy: [
    num('onDemandPrice', 'currencyPerGPUHour'),
    num('spotPrice', 'currencyPerGPUHour'),
    pct('spotOverhead'),
    pct('spotAvailability'),
    num('reservedPrice', 'currencyPerGPUHour'),
    num('reserved3yPrice', 'currencyPerGPUHour'),
    num('usageHours', 'hoursPerYear'),
    num('capexPerGPU', 'currencyPerGPU'),
    num('lifeYears', 'years'),
    pct('residualFraction'),
    pct('costOfCapital', 'percentPerYear'),
    num('powerPricePerKWh', 'currencyPerKWh'),
    num('coloPerKWMonth', 'currencyPerKWMonth'),
    num('opexPerGPUMonth', 'currencyPerGPUMonth'),
    pct('idlePowerFraction'),
    num('kwPerGPU', 'kW'),
    num('pue'),
    num('tokensPerSecondPerGPU', 'tokensPerSecond'),
    pct('tokenUtilization'),
    pct('autoscaledUtilization'),
    num('apiPricePerMillionTokens', 'currencyPerMillionTokens'),
  ],
  sizing: [
    num('tokensPerMinute', 'tokensPerMinute'),
    num('tokensPerSecondPerGPU', 'tokensPerSecond'),
    pct('targetUtilization'),
    num('modelParamsB', 'billionParams'),
    { kind: 'enum', key: 'bytesPerParam', options: 'precision' },
    num('kvCacheGB', 'GB'),
    pct('memoryOverheadFraction'),
    num('gpuMemoryGB', 'GB'),
  ],
  workload: [
    num('gpuHoursPerMonth', 'gpuHoursPerMonth'),
    num('gpus', 'gpus'),
    pct('utilization'),
    num('windowMonths', 'months'),
    num('storageTB', 'TB'),
    num('egressTBPerMonth', 'tbPerMonth'),
    pct('discountRate', 'percentPerYear'),
    pct('demandGrowthAnnual', 'percentPerYear'),
    num('bridgePrice', 'currencyPerGPUHour'),
    num('demandEndMonth', 'monthIndex'),
    { kind: 'enum', key: 'rankBy', options: 'rankBy' },
  ],
  /** Price and billing of a quote. */
  quote: [
    { kind: 'text', key: 'provider' },
    { kind: 'text', key: 'gpuModel' },
    num('gpus', 'gpus'),
    num('pricePerGPUHour', 'currencyPerGPUHour'),
    num('termMonths', 'months'),
    pct('committedShare'),
    pct('spotAvailability'),
    num('aboveCommitPrice', 'currencyPerGPUHour'),
    num('deliveryMonth', 'months'),
    num('leadTimeWeeks', 'weeks'),
    pct('annualEscalation', 'percentPerYear'),
    num('burstPrice', 'currencyPerGPUHour'),
    pct('prepayFraction'),
    pct('prepayDiscount'),
    num('storageTBIncluded', 'TB'),
    num('storagePerTBMonth', 'currencyPerTBMonth'),
    num('egressTBIncludedPerMonth', 'tbPerMonth'),
    num('egressPerGB', 'currencyPerGB'),
    pct('taxRate'),
    pct('regionPremium'),
    num('promoGPUHours', 'gpuHours'),
    num('promoPrice', 'currencyPerGPUHour'),
    { kind: 'enum', key: 'promoMode', options: 'promoMode' },
    { kind: 'enum', key: 'rollover', options: 'rollover' },
    num('performanceFactor', 'timesReference'),
    { kind: 'generation', key: 'generation' },
    pct('expectedDowntime'),
  ],
  uncertainty: [num('trials', 'trials'), num('seed'), pct('hurdleRate', 'percentPerYear')],
  distribution: [{ kind: 'enum', key: 'dist', options: 'dist' }, num('min'), num('mode'), num('max'), num('mean'), num('sd')],
  /** docs/model.md › Display currency: money also shown in another currency at a typed-in rate. */
  display: [{ kind: 'text', key: 'currency', suggestions: CURRENCIES }, num('rate'), { kind: 'text', key: 'asOf' }, { kind: 'text', key: 'source' }],
  /** demand plan: its own figures; the lists' items follow. */
  portfolio: [num('months', 'months'), pct('interruptibleShare'), pct('discountRate', 'percentPerYear')],
  demandStep: [num('fromMonth', 'monthIndex'), num('gpus', 'gpus')],
  profileBlock: [pct('share', 'percentOfHours'), pct('load', 'percentOfPeak')],
  offer: [
    { kind: 'text', key: 'name' },
    { kind: 'enum', key: 'kind', options: 'offerKind' },
    num('pricePerGPUHour', 'currencyPerGPUHour'),
    num('maxGPUs', 'gpus'),
    num('termMonths', 'months'),
    num('startFrom', 'monthIndex'),
    num('gpuBlock', 'gpus'),
    pct('availability'),
    pct('overhead'),
  ],
  // model: Fleet plan — the plan's own figures, the GPUs already owned and the candidates it may buy.
  fleetPlan: [{ kind: 'number', key: 'powerKW', unit: 'kW', power: 'kW' }, num('exitEvery', 'months')],
  fleetExisting: [
    { kind: 'text', key: 'name' },
    { kind: 'generation', key: 'generation' },
    num('gpus', 'gpus'),
    num('kwPerGPU', 'kW'),
    num('capexPerGPU', 'currencyPerGPU'),
    num('ageMonths', 'months'),
    num('block', 'gpus'),
  ],
  fleetCandidate: [
    { kind: 'text', key: 'name' },
    { kind: 'generation', key: 'generation' },
    num('capexPerGPU', 'currencyPerGPU'),
    num('kwPerGPU', 'kW'),
    num('block', 'gpus'),
    num('earliestMonth', 'monthIndex'),
    num('latestMonth', 'monthIndex'),
    num('every', 'months'),
    num('lifeMonths', 'months'),
    num('maxGPUs', 'gpus'),
    pct('contractedShare'),
    num('contractPrice', 'currencyPerGPUHour'),
    num('contractMonths', 'months'),
  ],
  /** Demand plan › growth, fixed commitments, scenarios and their risk weights (src/editor/demand-*.tsx). */
  growth: [pct('monthlyRate', 'percentPerMonth'), num('fromMonth', 'monthIndex'), num('untilMonth', 'monthIndex')],
  fixedCommitment: [{ kind: 'text', key: 'offer' }, num('startMonth', 'monthIndex'), num('gpus', 'gpus')],
  demandScenario: [{ kind: 'text', key: 'name' }, pct('probability'), num('scale', 'timesForecast'), pct('monthlyRate', 'percentPerMonth')],
  portfolioRisk: [pct('riskAversion'), pct('cvarLevel')],
  /** Fleet (model: Investment › fleet): a tranche's columns in the tranche table (src/editor/tranche-table.tsx). */
  tranche: [
    { kind: 'text', key: 'name' },
    num('gpus', 'gpus'),
    num('deliveryMonth', 'monthIndex'),
    num('exitMonth', 'monthIndex'),
    num('capexPerGPU', 'currencyPerGPU'),
    num('kwPerGPU', 'kW'),
    { kind: 'generation', key: 'generation' },
    pct('contractedShare'),
    num('contractPrice', 'currencyPerGPUHour'),
    num('contractMonths', 'months'),
    pct('debtFraction'),
  ],
  /** Fleet: a point of the resale curve (age in months → share of capex). */
  resalePoint: [num('ageMonths', 'months'), pct('fraction', 'percentOfCapex')],
  /** Fleet: debt sizing to a target DSCR. */
  debtSizing: [num('targetDSCR', 'timesDebtService'), pct('maxDebtFraction')],
} satisfies Record<FieldGroup, FieldDef[]>;

/** A candidate's fields: its purchase, then its optional contract terms (each key of FIELDS.fleetCandidate in one). */
export const FLEET_CANDIDATE_PARTS = {
  purchase: ['name', 'generation', 'capexPerGPU', 'kwPerGPU', 'block', 'earliestMonth', 'latestMonth', 'every', 'lifeMonths', 'maxGPUs'],
  contract: ['contractedShare', 'contractPrice', 'contractMonths'],
} as const;

/** The investment form's parts, in order (each key of FIELDS.investment in exactly one). */
export const INVESTMENT_PARTS = {
  operations: ['generation', 'gpus', 'capexPerGPU', 'utilization', 'idlePowerFraction', 'powerPricePerKWh', 'coloPerKWMonth', 'opexPerGPUMonth', 'discountRate', 'projectDiscountRate'],
  contracts: ['contractedShare', 'contractPrice', 'contractMonths', 'takeOrPay', 'residualFraction', 'residualMode'],
  rampEscalation: ['rampMonths', 'powerPriceEscalation', 'opexEscalation'],
  taxFinancing: ['taxRate', 'taxLossLimit', 'depreciationMonths', 'depreciationMethod', 'bonusShare', 'debtFraction', 'debtAnnualRate', 'debtTermMonths', 'startDate'],
  lender: ['debtGraceMonths', 'capitalizeGraceInterest', 'covenantDSCR', 'dscrPeriod'],
} as const;

/** An offer's fields: those of every offer, then those of its kind only (each key of FIELDS.offer in one). */
export const OFFER_PARTS = {
  common: ['name', 'kind', 'pricePerGPUHour', 'maxGPUs'],
  ...OFFER_KIND_FIELDS,
} as const;

/** Descriptive terms of a quote, shown apart from price and billing. */
export const QUOTE_TERMS: FieldDef[] = [
  pct('slaUptime'),
  { kind: 'text', key: 'failureReplacement' },
  { kind: 'enum', key: 'networking', options: 'networking' },
  { kind: 'text', key: 'billingGranularity' },
  { kind: 'text', key: 'terminationTerms', multiline: true },
  { kind: 'text', key: 'notes', multiline: true },
];

export function specOf(group: FieldGroup, key: string): FieldSpec | undefined {
  const table = SPECS[group];
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Absent is fine (a default applies, or the field is optional). */
export function isOptionalField(group: FieldGroup, key: string): boolean {
  const spec = specOf(group, key);
  return spec === undefined || spec.optional === true || spec.default !== undefined;
}

/** The parse/format rules of a numeric field. */
export function numberFormat(group: FieldGroup, def: Extract<FieldDef, { kind: 'number' }>): FieldFormat {
  if (def.power) return { kind: 'power', unit: def.power };
  const spec = specOf(group, def.key);
  const allowNegative = spec?.kind === 'number' && (spec.min ?? spec.gt ?? 0) < 0;
  if (def.percent) return { kind: 'percent', allowNegative };
  return { kind: 'number', integer: spec?.kind === 'number' && spec.integer === true, allowNegative };
}

/** The default the engine applies when the field is absent (shown as a placeholder). */
export function defaultOf(group: FieldGroup, key: string): unknown {
  return specOf(group, key)?.default;
}

/** Document path of a field: "site.pue", "quotes[2].gpus", "market.generations[0].price". */
export function fieldPath(group: Exclude<FieldGroup, 'distribution'>, key: string, index = 0): string {
  switch (group) {
    case 'top':
      return key;
    case 'generation':
      return `market.generations[${index}].${key}`;
    case 'parity':
      return `market.parity[${index}].${key}`;
    case 'quote':
      return `quotes[${index}].${key}`;
    case 'demandStep':
      return `portfolio.demand[${index}].${key}`;
    case 'profileBlock':
      return `portfolio.profile[${index}].${key}`;
    case 'offer':
      return `portfolio.offers[${index}].${key}`;
    case 'fleetCandidate':
      return `fleetPlan.candidates[${index}].${key}`;
    case 'fleetExisting':
      return `fleetPlan.existing[${index}].${key}`;
    case 'growth':
      return `portfolio.growth.${key}`;
    case 'fixedCommitment':
      return `portfolio.fixed[${index}].${key}`;
    case 'demandScenario':
      return `portfolio.scenarios[${index}].${key}`;
    case 'portfolioRisk':
      return `portfolio.${key}`;
    case 'tranche':
      return `investment.tranches[${index}].${key}`;
    case 'resalePoint':
      return `investment.resaleCurve[${index}].${key}`;
    case 'debtSizing':
      return `investment.debtSizing.${key}`;
    case 'renewal':
      return `investment.renewal.${key}`;
    case 'exit':
      return `investment.exit.${key}`;
    default:
      return `${group}.${key}`;
  }
}

/** Label and help of a field in the given strings. */
export function fieldText(m: EditorMessages, group: FieldGroup, key: string): { label: string; help: string } {
  const table = m.fields[group] as Record<string, { label: string; help: string }>;
  return Object.hasOwn(table, key) ? table[key] : { label: key, help: '' };
}
