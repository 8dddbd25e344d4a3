// The fleet plan in the workspace (when to buy and when to refresh): the answer in one sentence,
// its figures and its purchases and sales, all from src/present/fleet-plan.ts. The plan is solved
// in an engine worker of its own (useFleetPlan): the section says when one is being solved and
// when the plan shown is for earlier inputs; a solve that found none says why in the warnings.
import type { FleetPlanResult } from '../../models/fleet-plan/types';
import { fleetPlanTranches, type FleetTranche } from '../../models/fleet-plan/tranches';
import type { Scenario } from '../../models/scenario';
import type { Language } from '../i18n/languages';
import { formatInteger, formatPower } from '../format/format';
import { fleetPlanMessages } from '../i18n/areas/fleet-plan';
import { fleetPlanKeyFigures, fleetPlanRows, fleetPlanSentence } from '../present/fleet-plan';
import { FleetPlanCharts } from './fleet-plan-charts';
import { FleetPlanProgress, FleetPlanSolveNote } from './fleet-plan-progress';

/** Where the fleet plan's solve stands (the workspace's useFleetPlan). */
export interface FleetPlanStatus {
  /** A plan for newer inputs than the shown one (or than none) is being solved. */
  solving: boolean;
  /** The plan shown was solved for earlier inputs. */
  stale: boolean;
  /** The solver's worker failed. */
  error: string | null;
}

export interface FleetPlanViewProps {
  /** The plan shown; absent while none is solved (or when the solve found none). */
  fleetPlan: FleetPlanResult | undefined;
  scenario: Scenario;
  currency: string;
  lang: Language;
  /** A plan for newer inputs is being solved; `stale`: the one shown is for earlier inputs. */
  solving?: boolean;
  stale?: boolean;
  /** "Use this plan": writes the purchases as investment.tranches (the workspace's one-step edit). */
  onUsePlan?: (tranches: FleetTranche[]) => void;
}

export function FleetPlanView({ fleetPlan, scenario, currency, lang, solving = false, stale = false, onUsePlan }: FleetPlanViewProps) {
  const m = fleetPlanMessages(lang);
  if (!fleetPlan) return solving ? <FleetPlanProgress solving lang={lang} /> : <p className="results-notice">{m.notSolved}</p>;
  const action = { buy: m.buy, sell: m.sell, hold: m.hold };
  return (
    <div className="fleet-plan" data-testid="fleet-plan">
      {stale ? <p className="results-notice" role="status">{m.staleNote}</p> : null}
      <FleetPlanProgress solving={solving} lang={lang} />
      <p className="fleet-plan__answer" data-testid="fleet-plan-answer">{fleetPlanSentence(scenario, fleetPlan, currency, lang)}</p>
      <dl className="results-facts" aria-label={m.factsLabel}>
        {fleetPlanKeyFigures(scenario, fleetPlan, currency, lang, scenario.display).map((f) => (
          <div key={f.key} data-figure={f.key}>
            <dt>{f.label}</dt>
            <dd>{f.value}{f.display ? ` ${f.display}` : ''}{f.note ? <small> {f.note}</small> : null}</dd>
          </div>
        ))}
      </dl>
      <table className="results-table" aria-label={m.tableLabel}>
        <thead>
          <tr>
            <th>{m.action}</th>
            <th>{m.name}</th>
            <th>{m.delivery}</th>
            <th>{m.exit}</th>
            <th>{m.gpus}</th>
            <th>{m.kw}</th>
          </tr>
        </thead>
        <tbody>
          {fleetPlanRows(scenario, fleetPlan).map((r, i) => (
            <tr key={i}>
              <td>{action[r.action]}</td>
              <td>{r.name}</td>
              <td>{r.deliveryMonth === null ? '—' : formatInteger(r.deliveryMonth, lang)}</td>
              <td>{formatInteger(r.exitMonth, lang)}</td>
              <td>{formatInteger(r.gpus, lang)}</td>
              <td>{formatPower(r.kw, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <FleetPlanSolveNote plan={fleetPlan} lang={lang} />
      {scenario.fleetPlan ? <FleetPlanCharts plan={fleetPlan} scenario={scenario} currency={currency} lang={lang} /> : null}
      {onUsePlan && scenario.fleetPlan && !stale ? (
        <button type="button" className="button" title={m.usePlanHint} onClick={() => onUsePlan(fleetPlanTranches(scenario.fleetPlan!, fleetPlan))}>
          {m.usePlan}
        </button>
      ) : null}
    </div>
  );
}
