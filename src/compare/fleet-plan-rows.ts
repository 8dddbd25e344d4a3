// The fleet plan's rows in Compare (model: Fleet plan): each scenario's plan NPV, its gain over
// keeping the owned fleet, its refresh months and the GPUs it buys and sells. No row is ranked:
// each gain is against the scenario's own baseline and the plans may hold different power budgets.
// Added to the key results by compare-tables.tsx; labels from src/i18n/areas/fleet-plan.ts.
import type { KeyResultRow } from '../../models/compare';
import type { ScenarioResult } from '../../models/evaluate';
import type { Language } from '../i18n/languages';
import { fleetPlanMessages } from '../i18n/areas/fleet-plan';
import { FLEET_PLAN_ROW_KINDS, formatRefreshMonths } from '../present/fleet-plan';


type RowKey = keyof typeof FLEET_PLAN_ROW_KINDS;

/** The rows, one value per result (null without a solved plan); none when no result has a plan. */
export function fleetPlanKeyRows(results: readonly ScenarioResult[], lang: Language): KeyResultRow[] {
  if (!results.some((r) => r.fleetPlan)) return [];
  const row = (key: RowKey, pick: (p: NonNullable<ScenarioResult['fleetPlan']>) => number | string): KeyResultRow => ({
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

/** A fleet plan row's label; null for any other key. */
export function fleetPlanRowLabel(key: string, lang: Language): string | null {
  if (!Object.hasOwn(FLEET_PLAN_ROW_KINDS, key)) return null;
  return fleetPlanMessages(lang).compareRows[key.slice('fleetPlan.'.length) as keyof ReturnType<typeof fleetPlanMessages>['compareRows']];
}
