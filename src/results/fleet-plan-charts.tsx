// The fleet plan's two charts in the results: the timeline of IT power under the site's budget
// (with the baseline beside it) and each option's value per kW (why the plan swaps). `width` fixes
// their size (the printed report); without it they follow their container.
import { useMemo } from 'react';
import type { FleetPlanResult } from '../../models/fleet-plan/types';
import type { Scenario } from '../../models/scenario';
import type { Language } from '../i18n/languages';
import { FleetPlanTimeline } from '../charts/fleet-plan-timeline';
import { FleetPlanValueChart } from '../charts/fleet-plan-value-chart';
import { Sized } from '../charts/responsive';
import { fleetValuePerKW } from '../present/fleet-plan-value';

export interface FleetPlanChartsProps {
  plan: FleetPlanResult;
  scenario: Scenario;
  currency: string;
  lang: Language;
  width?: number;
}

export function FleetPlanCharts({ plan, scenario, currency, lang, width }: FleetPlanChartsProps) {
  const series = useMemo(() => fleetValuePerKW(scenario), [scenario]);
  const input = scenario.fleetPlan;
  if (!input) return null;
  const H = scenario.horizonMonths;
  return (
    <div className="fleet-plan__charts">
      <Sized width={width}>{(w) => <FleetPlanTimeline input={input} plan={plan} horizonMonths={H} lang={lang} width={w} />}</Sized>
      {series ? <Sized width={width}>{(w) => <FleetPlanValueChart input={input} series={series} horizonMonths={H} currency={currency} lang={lang} width={w} />}</Sized> : null}
    </div>
  );
}
