// How the compare tables print a value: input leaves by their kind, key results by their row.
import type { Leaf } from '../../models/flatten';
import type { Language } from '../i18n/languages';
import { FLEET_PLAN_ROW_KINDS } from './fleet-plan';
import { SCENARIO_KEY_KINDS } from './scenario-compare-rows';
import { PLAN_TOKEN_ROW_KINDS } from './plan-tokens';
import { EMPTY, formatInteger, formatMoney, formatNumber, formatPercent, formatPrice, formatRate } from '../format/format';

/** An input value as written in the scenario (fractions stay fractions: the file's own numbers). */
export function formatLeaf(value: Leaf | undefined, lang: Language, labels: { absent: string; yes: string; no: string }): string {
  if (value === undefined) return labels.absent;
  if (value === null) return EMPTY;
  if (typeof value === 'boolean') return value ? labels.yes : labels.no;
  if (typeof value === 'number') return formatNumber(value, lang, 6);
  return value;
}

export type KeyResultKind = 'integer' | 'kw' | 'mw' | 'percent' | 'money' | 'months' | 'ratio' | 'mode' | 'text' | 'price' | 'hours';

export const KEY_RESULT_KIND: Record<string, KeyResultKind> = {
  'capacity.gpus': 'integer',
  'capacity.nodes': 'integer',
  'capacity.racks': 'integer',
  'capacity.strandedKW': 'kw',
  'capacity.requiredMW': 'mw',
  'investment.irrAnnual': 'percent',
  'investment.npv': 'money',
  'investment.paybackMonth': 'months',
  'investment.moic': 'ratio',
  'investment.projectIrrAnnual': 'percent',
  'investment.projectNpv': 'money',
  'investment.minPeriodDSCR': 'ratio',
  'investment.minDSCR': 'ratio',
  'investment.tax': 'money',
  'rentVsBuy.cheapest': 'mode',
  'rentVsBuy.annualCost.buy': 'money',
  'rentVsBuy.breakEvenHours.onDemand': 'hours',
  'quotes.best': 'text',
  'quotes.bestEffectivePerUsedGPUHour': 'price',
  'quotes.bestEffectivePerEffectiveGPUHour': 'price',
  'quotes.bestBridgeCost': 'money',
  'quotes.windowMonths': 'integer',
  'quotes.bestWindowCost': 'money',
  'quotes.bestMonthlyCost': 'money',
  'quotes.notQuoted': 'text',
  'uncertainty.irrAnnual.p50': 'percent',
  'portfolio.presentCost': 'money',
  'portfolio.savings': 'money',
  'portfolio.savingsShare': 'percent',
  ...FLEET_PLAN_ROW_KINDS,
  ...SCENARIO_KEY_KINDS,
  ...PLAN_TOKEN_ROW_KINDS,
};

export function formatKeyResult(
  key: string,
  value: number | string | null,
  lang: Language,
  currency: string,
  modeName: (mode: string) => string,
  monthLabel: (month: number) => string,
): string {
  if (value === null) return EMPTY;
  if (typeof value === 'string') return KEY_RESULT_KIND[key] === 'mode' ? modeName(value) : value;
  switch (KEY_RESULT_KIND[key]) {
    case 'integer':
      return formatInteger(value, lang);
    case 'kw':
      return `${formatNumber(value, lang, 2)} kW`;
    case 'mw':
      return `${formatNumber(value, lang, 3)} MW`;
    case 'percent':
      return formatPercent(value, lang, 1);
    case 'money':
      return formatMoney(value, lang, currency, { digits: 0 });
    case 'months':
      return monthLabel(value);
    case 'ratio':
      return `${formatNumber(value, lang, 2, 2)}×`;
    case 'price':
      return formatRate(value, lang, currency);
    case 'hours':
      return `${formatInteger(value, lang)} h`;
    default:
      return formatNumber(value, lang, 4);
  }
}
