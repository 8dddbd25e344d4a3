// Compare's fleet and fleet-plan rows as data, React-free so that the app's Compare
// (src/compare/fleet-rows.tsx, src/compare/fleet-plan-rows.ts) and `gpuplan compare --table`
// (cli/format-compare-fleet.ts) print the same rows under the same labels.
//
// Fleet rows (model: Investment › fleet): for scenarios whose investment has tranches, the number
// of tranches, GPUs delivered, peak IT power, capitalised interest, equity and project IRR and the
// largest loan meeting the target DSCR; the figures are fleetSummaryFigures'.
//
// Fleet-plan rows (model: Fleet plan): each scenario's plan NPV, its gain over keeping the owned
// fleet, its refresh months and the GPUs it buys and sells. No row is ranked: each gain is against
// the scenario's own baseline and the plans may hold different power budgets.
import type { KeyResultRow } from '../../models/compare';
import type { ScenarioResult } from '../../models/evaluate';
import { fleetStrings } from '../i18n/areas/fleet';
import { fleetPlanMessages } from '../i18n/areas/fleet-plan';
import type { Language } from '../i18n/languages';
import { FLEET_SUMMARY_KEYS, fleetSummaryFigures } from './fleet';
import { FLEET_PLAN_ROW_KINDS, formatRefreshMonths } from './fleet-plan';
import { EMPTY } from '../format/format';

export interface FleetCompareRow {
  key: string;
  label: string;
  /** One cell per scenario, "—" for a scenario without a fleet. */
  values: string[];
}

/** The rows, or [] when no scenario has tranches. */
export function fleetCompareRows(results: readonly ScenarioResult[], lang: Language): FleetCompareRow[] {
  const s = fleetStrings(lang).compare;
  const per = results.map((r) => (r.investment ? fleetSummaryFigures(r.investment, lang, r.currency) : []));
  if (per.every((f) => f.length === 0)) return [];
  return FLEET_SUMMARY_KEYS.map((k) => ({
    key: `fleet.${k}`,
    label: s[k],
    values: per.map((figures) => figures.find((f) => f.key === `fleet.${k}`)?.value ?? EMPTY),
  }));
}

type PlanRowKey = keyof typeof FLEET_PLAN_ROW_KINDS;

/** The fleet-plan rows, one value per result (null without a solved plan); none when no result has a plan. */
export function fleetPlanKeyRows(results: readonly ScenarioResult[], lang: Language): KeyResultRow[] {
  if (!results.some((r) => r.fleetPlan)) return [];
  const row = (key: PlanRowKey, pick: (p: NonNullable<ScenarioResult['fleetPlan']>) => number | string): KeyResultRow => ({
    key,
    values: results.map((r) => (r.fleetPlan ? pick(r.fleetPlan) : null)),
  });
  return [
    row('fleetPlan.npv', (p) => p.npv),
    row('fleetPlan.gain', (p) => p.gain),
    row('fleetPlan.refreshMonths', (p) => formatRefreshMonths(p.refreshMonths, lang)),
    row('fleetPlan.gpusBought', (p) => p.purchases.reduce((s, b) => s + b.gpus, 0)),
    // Owned GPUs sold before the horizon (the refresh months are exactly those sales' months).
    row('fleetPlan.gpusSold', (p) => p.sales.filter((s) => p.refreshMonths.includes(s.exitMonth)).reduce((sum, s) => sum + s.gpus, 0)),
  ];
}

/** A fleet-plan row's label; null for any other key. */
export function fleetPlanRowLabel(key: string, lang: Language): string | null {
  if (!Object.hasOwn(FLEET_PLAN_ROW_KINDS, key)) return null;
  return fleetPlanMessages(lang).compareRows[key.slice('fleetPlan.'.length) as keyof ReturnType<typeof fleetPlanMessages>['compareRows']];
}
