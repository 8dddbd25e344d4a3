// <ComparePage summaries loadRecord lang />: pick 2–4 scenarios, see the inputs that differ, the key
// results side by side and the price and cumulative cash flow lines overlaid.
//
// Mount (the lead's Compare view):
//   <ComparePage summaries={await listScenarioSummaries()} loadRecord={getScenario} lang={lang} />
// `loadRecord` must be stable (a module function or useCallback): it is an effect dependency.
// Scenarios are evaluated synchronously with models/ (Monte Carlo skipped): a few ms each. Their
// demand plans (docs/model.md › Demand plan, a mixed-integer solve each) and which differences move a key result (tens of
// evaluations) are asked of engine workers.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DifferenceImpact } from '../../models/compare';
import type { Scenario } from '../../models/scenario/types';
import type { ScenarioResult } from '../../models/evaluate';
import { useDifferenceImpacts } from '../engine/use-difference-impacts';
import { useComparedFleetPlans, useComparedPortfolios, withSolvedFleetPlan } from '../engine/use-compared-portfolios';
import type { TransportFactory } from '../engine/transport';
import type { Language } from '../i18n/languages';
import type { ScenarioRecord } from '../storage/types';
import { CompareOverlays, type OverlayScenario } from './compare-overlays';
import { CompareTables } from './compare-tables';
import { withSolvedPlan } from '../../models/evaluate';
import { distinctNames, type ComparedScenario } from './evaluate-record';
import { MIN_COMPARED, ScenarioPicker, type ScenarioSummary } from './scenario-picker';
import { useComparedScenarios } from './use-compared-scenarios';
import { issueLine } from '../editor/issue-words';
import { CompareLeftOut } from './compare-left-out';
import type { LeftOut } from '../../models/run';
import '../results/results.css';
import './compare.css';

export interface ComparePageProps {
  summaries: readonly ScenarioSummary[];
  loadRecord: (id: string) => Promise<ScenarioRecord | undefined>;
  lang: Language;
  /** Ids ticked when the page opens (e.g. the scenario being edited). */
  initialSelection?: readonly string[];
  /** Told every change of the selection (so the page can reopen with it, e.g. back from the report). */
  onSelectionChange?: (ids: string[]) => void;
  /** Shows the printable comparison report of the scenarios compared (2–4, valid ones) and which differences move a key result. */
  onReport?: (items: { scenario: Scenario; result: ScenarioResult; leftOut?: LeftOut }[], impacts: DifferenceImpact[]) => void;
  /** The engine workers for the demand plans and "which differences move a key result" (default: module Web Workers). */
  engineTransport?: TransportFactory;
}

type Ok = Extract<ComparedScenario, { status: 'ok' }>;

export function ComparePage({ summaries, loadRecord, lang, initialSelection = [], onSelectionChange, onReport, engineTransport }: ComparePageProps) {
  const { t } = useTranslation(undefined, { lng: lang });
  const [selected, setSelectedState] = useState<string[]>(() => initialSelection.slice(0, 4));
  const setSelected = (ids: string[]) => {
    setSelectedState(ids);
    onSelectionChange?.(ids);
  };
  const compared = useComparedScenarios(selected, loadRecord);
  const ok = compared.filter((c): c is Ok => c.status === 'ok');
  const problems = compared.filter((c) => c.status !== 'ok' && c.status !== 'loading');
  const loading = compared.some((c) => c.status === 'loading');
  // Memoized on the evaluated entries (stable while the selection stays): the tables evaluate each
  // differing input alone once per set of scenarios.
  // (A stored scenario is read once while selected, so its id stands for its entry.)
  const okKey = ok.map((c) => c.id).join('\u0000');
  const selectedKey = selected.join('\u0000');
  const view = useMemo(() => (ok.length < MIN_COMPARED ? null : buildView(ok, selected)), [okKey, selectedKey]);
  // The worker solves the first scenario's demand plan itself, so the impacts need not wait for the plans.
  const { impacts, error: impactsError } = useDifferenceImpacts(view?.scenarios ?? null, view?.results ?? null, { transport: engineTransport });
  const { plans, solving: plansSolving, error: plansError } = useComparedPortfolios(view?.scenarios ?? null, { transport: engineTransport });
  const fleetPlans = useComparedFleetPlans(view?.scenarios ?? null, { transport: engineTransport });
  const solving = plansSolving || fleetPlans.solving;
  // The results with their demand plans and fleet plans once each set is solved (each scenario's own results before).
  const results = useMemo(
    () => (view?.results ?? []).map((r, i) => withSolvedFleetPlan(plans ? withSolvedPlan(r, plans[i]) : r, fleetPlans.plans?.[i])),
    [view, plans, fleetPlans.plans],
  );
  // The report waits for the impacts and the plans (or prints without them when the engine failed).
  const reportImpacts = solving ? null : (impacts ?? (impactsError !== null ? [] : null));

  return (
    <div className="compare">
      <ScenarioPicker summaries={summaries} selected={selected} onChange={setSelected} lang={lang} />
      <div className="compare__body" aria-busy={loading}>
        {selected.length < MIN_COMPARED ? <p className="muted compare__hint">{t('results.compare.pickHint')}</p> : null}
        {loading ? <p className="muted">{t('results.compare.loading')}</p> : null}
        {problems.map((p) => (
          <div key={p.id} className="results-issues" role="alert" data-scenario={p.id}>
            {p.status === 'missing' ? (
              <p className="results-issues__title">{t('results.compare.missing')}</p>
            ) : p.status === 'error' ? (
              <p className="results-issues__title">{t('results.compare.failed', { name: p.name, message: p.message })}</p>
            ) : p.status === 'invalid' ? (
              <>
                <p className="results-issues__title">{t('results.compare.invalid', { name: p.name, n: p.issues.length })}</p>
                <ul>
                  {p.issues.map((issue, i) => (
                    <li key={`${issue.path}-${i}`}>{issueLine(issue, lang)}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ))}
        {ok.map((c) => (c.leftOut ? <CompareLeftOut key={`left-out-${c.id}`} id={c.id} name={c.name} leftOut={c.leftOut} lang={lang} /> : null))}
        {selected.length >= MIN_COMPARED && !loading && ok.length < MIN_COMPARED ? <p className="muted">{t('results.compare.tooFewValid')}</p> : null}
        {view ? (
          <>
            {onReport ? (
              <button
                type="button"
                className="button"
                disabled={reportImpacts === null}
                onClick={() => reportImpacts && onReport(ok.map((c, i) => ({ scenario: c.scenario, result: results[i] ?? c.result, ...(c.leftOut ? { leftOut: c.leftOut } : {}) })), reportImpacts)}
              >
                {t('workspace.report')}
              </button>
            ) : null}
            {impactsError !== null ? (
              <p className="results-issues" role="alert">
                {t('results.compare.impactsFailed', { message: impactsError })}
              </p>
            ) : null}
            {solving ? (
              <p className="muted" data-testid="compare-plans-solving">
                {plansSolving ? t('results.compare.plansSolving') : null}
                {plansSolving && fleetPlans.solving ? ' ' : null}
                {fleetPlans.solving ? t('results.compare.fleetPlansSolving') : null}
              </p>
            ) : null}
            {plansError !== null ? (
              <p className="results-issues" role="alert">
                {t('results.compare.plansFailed', { message: plansError })}
              </p>
            ) : null}
            {fleetPlans.error !== null ? (
              <p className="results-issues" role="alert">
                {t('results.compare.fleetPlansFailed', { message: fleetPlans.error })}
              </p>
            ) : null}
            <CompareTables names={view.names} scenarios={view.scenarios} results={results} lang={lang} impacts={impacts} leftOutSections={view.leftOutSections} />
            <CompareOverlays items={view.items} lang={lang} />
          </>
        ) : null}
      </div>
    </div>
  );
}

function buildView(ok: readonly Ok[], selected: readonly string[]) {
  const names = distinctNames(ok.map((c) => c.name));
  const items: OverlayScenario[] = ok.map((c, i) => ({ name: names[i], scenario: c.scenario, result: c.result, index: selected.indexOf(c.id) }));
  return {
    names,
    items,
    scenarios: ok.map((c) => c.scenario),
    results: ok.map((c) => c.result),
    leftOutSections: ok.flatMap((c) => c.leftOut?.sections ?? []),
  };
}
