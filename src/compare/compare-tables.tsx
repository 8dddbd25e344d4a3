import { useTranslation } from 'react-i18next';
import type { DifferenceImpact } from '../../models/compare';
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario/types';
import type { Language } from '../i18n/languages';
import { fleetPlanRowLabel } from './fleet-plan-rows';
import { SCENARIO_KEY_LABELS } from '../present/scenario-compare-rows';
import { FleetCompareSection } from './fleet-rows';
import { KeyResultsSection } from './compare-key-results';
import { DifferencesSection } from './compare-differences';
import { planTokenRowLabel } from './plan-token-rows';

export const KEY_LABELS = {
  'capacity.gpus': 'capacity_gpus',
  'capacity.nodes': 'capacity_nodes',
  'capacity.racks': 'capacity_racks',
  'capacity.strandedKW': 'capacity_strandedKW',
  'capacity.requiredMW': 'capacity_requiredMW',
  'investment.irrAnnual': 'investment_irrAnnual',
  'investment.npv': 'investment_npv',
  'investment.paybackMonth': 'investment_paybackMonth',
  'investment.moic': 'investment_moic',
  'investment.projectIrrAnnual': 'investment_projectIrrAnnual',
  'investment.projectNpv': 'investment_projectNpv',
  'investment.minPeriodDSCR': 'investment_minPeriodDSCR',
  'investment.minDSCR': 'investment_minDSCR',
  'investment.tax': 'investment_tax',
  'rentVsBuy.cheapest': 'rentVsBuy_cheapest',
  'rentVsBuy.annualCost.buy': 'rentVsBuy_annualCost_buy',
  'rentVsBuy.breakEvenHours.onDemand': 'rentVsBuy_breakEvenHours_onDemand',
  'quotes.best': 'quotes_best',
  'quotes.bestEffectivePerUsedGPUHour': 'quotes_bestEffectivePerUsedGPUHour',
  'quotes.bestEffectivePerEffectiveGPUHour': 'quotes_bestEffectivePerEffectiveGPUHour',
  'quotes.bestBridgeCost': 'quotes_bestBridgeCost',
  'quotes.windowMonths': 'quotes_windowMonths',
  'quotes.bestWindowCost': 'quotes_bestWindowCost',
  'quotes.bestMonthlyCost': 'quotes_bestMonthlyCost',
  'quotes.notQuoted': 'quotes_notQuoted',
  'uncertainty.irrAnnual.p50': 'uncertainty_irrAnnual_p50',
  'portfolio.presentCost': 'portfolio_presentCost',
  'portfolio.savings': 'portfolio_savings',
  'portfolio.savingsShare': 'portfolio_savingsShare',
  ...SCENARIO_KEY_LABELS,
} as const;

export function isKnownKey(key: string): key is keyof typeof KEY_LABELS {
  return Object.hasOwn(KEY_LABELS, key);
}

export interface CompareTablesProps {
  names: readonly string[];
  scenarios: readonly Scenario[];
  results: readonly ScenarioResult[];
  lang: Language;
  /**
   * Which differing inputs move a key result (models/compare-impact.ts), computed with the results
   * (the engine worker, or Node for `gpuplan report`); null while they are being computed.
   */
  impacts: readonly DifferenceImpact[] | null;
  /** Every section open (paper: a closed section would not print). */
  expandAll?: boolean;
  /** Sections a compared plan is evaluated without (compare-left-out.tsx): their inputs are not compared. */
  leftOutSections?: readonly string[];
}

/** Key results side by side with deltas, then the inputs that differ, grouped by section. */
export function CompareTables({ names, scenarios, results, lang, impacts, expandAll = false, leftOutSections }: CompareTablesProps) {
  const { t } = useTranslation(undefined, { lng: lang });
  const keyName = (key: string) => (isKnownKey(key) ? t(`results.compare.keys.${KEY_LABELS[key]}`) : (fleetPlanRowLabel(key, lang) ?? planTokenRowLabel(key, lang) ?? key));
  return (
    <>
      <KeyResultsSection names={names} scenarios={scenarios} results={results} lang={lang} keyName={keyName} />
      <FleetCompareSection names={names} results={results} lang={lang} />
      <DifferencesSection names={names} scenarios={scenarios} currency={results[0]?.currency ?? 'USD'} lang={lang} impacts={impacts} expandAll={expandAll} leftOutSections={leftOutSections} keyName={keyName} />
    </>
  );
}
