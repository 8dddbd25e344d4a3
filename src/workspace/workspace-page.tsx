// The workspace: the open scenario's editor on the left, its live results on the right.
// The engine runs in a Web Worker (useEvaluation); Monte Carlo runs on demand in its own worker.
// The open scenario's report is drawn here too (`report`), from the same workers' results: the
// app keeps this page mounted between the workspace and its report, so nothing is computed twice
// and nothing is computed on the window's thread (the report's IRR tornado: useSensitivity).
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { ReportItem } from '../../models/report-payload';
import { useTranslation } from 'react-i18next';
import { ScenarioEditor } from '../editor';
import { useEvaluation, useFleetPlan, useMonteCarlo, usePortfolio, useSensitivity } from '../engine';
import type { Doc } from '../engine/protocol';
import { QUICK_EVALUATION_MS } from '../engine/quick-gate';
import type { Language } from '../i18n/languages';
import { ResultsIssues, ResultsPanel } from '../results';
import { useEditorStore } from '../store';
import { sizingTargetEntries } from '../store/doc-edits';
import { ExportWorkbookButton as ExportWorkbookButtonView } from './export-workbook-button';
import { VersionsPanel } from './versions-panel';
import { withPlan } from './with-plan';
import { withFleetPlan } from './with-fleet-plan';
import { withFleetTranches } from '../store/fleet-plan-edits';
import { keepCommitment } from '../store/demand-scenario-edits';
import type { FleetTranche } from '../../models/fleet-plan/tranches';
import type { FixedCommitmentInput } from '../../models/portfolio/types';
import './workspace.css';

/**
 * Each new document the moment the editor store holds it, before the store's other listeners (the
 * worker starts before the journal, the form's selectors and the edit's render).
 */
const subscribeDoc = (onDoc: (doc: Doc | null) => void): (() => void) => useEditorStore.onDoc(onDoc);

// Re-rendered for a new result, not for each keystroke (the page re-renders for every new document).
const ExportWorkbookButton = memo(ExportWorkbookButtonView);

const ReportView = lazy(() => import('../report/report-view').then((m) => ({ default: m.ReportView })));

export interface WorkspacePageProps {
  lang: Language;
  onBack: () => void;
  /** Shows the printable report of the open scenario. */
  onReport: () => void;
  /** Shows the open scenario's printable report instead of the editor (a PDF pending: see ReportView). */
  report?: { onBack: () => void; printPending?: boolean; takePrint?: () => boolean } | null;
}

export function WorkspacePage({ lang, onBack, onReport, report = null }: WorkspacePageProps) {
  const { t } = useTranslation();
  const doc = useEditorStore((s) => s.doc);
  const scenarioId = useEditorStore((s) => s.scenarioId);
  const rejectedInputs = useEditorStore((s) => s.rejectedInputs);
  // A quick scenario's edits are evaluated in the edit's own task (quick-gate.ts): one render, one frame.
  const evaluation = useEvaluation(doc, { subscribe: subscribeDoc, quickMs: QUICK_EVALUATION_MS });
  const monteCarlo = useMonteCarlo(doc);
  // The demand plan (docs/model.md › Demand plan) is solved in an engine worker of its own: the other figures
  // never wait for it, and the panel shows it (or the previous one, marked stale) once it is there.
  const portfolio = usePortfolio(evaluation.scenario);
  // The fleet plan (when to buy and when to refresh) likewise, in a worker of its own.
  const fleetPlan = useFleetPlan(evaluation.scenario);
  const shown = useMemo(
    () => withFleetPlan(withPlan(evaluation.result, evaluation.scenario, portfolio), evaluation.scenario, fleetPlan),
    [evaluation.result, evaluation.scenario, portfolio, fleetPlan],
  );

  // The report shows the Monte Carlo section when the scenario has one: it runs in its worker
  // when the report opens without a result for the current document (once per document: a run
  // that fails or is cancelled leaves the section out rather than retrying).
  const { scenario, raw, pending } = evaluation;
  // The report draws the plan of the shown scenario, so it waits for it (shown.report null meanwhile).
  const result = shown.report;
  const wantsMonteCarlo = Boolean(scenario?.uncertainty && scenario.investment);
  const monteCarloCurrent = monteCarlo.result !== null && !monteCarlo.stale;
  const [askedFor, setAskedFor] = useState<Doc | null>(null);
  const reportOpen = report !== null;
  const { run: runMonteCarlo, running: monteCarloRunning } = monteCarlo;
  useEffect(() => {
    if (!reportOpen || !wantsMonteCarlo || monteCarloCurrent || monteCarloRunning || askedFor === doc) return;
    setAskedFor(doc);
    runMonteCarlo();
  }, [reportOpen, wantsMonteCarlo, monteCarloCurrent, monteCarloRunning, askedFor, doc, runMonteCarlo]);
  const monteCarloGaveUp = askedFor === doc && !monteCarloRunning && !monteCarloCurrent;
  // The report's IRR tornado: computed in an engine worker, once per shown result, while the
  // report is open; the report waits for the one of the shown scenario.
  const sensitivityQuery = useMemo(() => (reportOpen && scenario ? { scenario, raw, report: true } : null), [reportOpen, scenario, raw]);
  const { answer: sensitivityAnswer } = useSensitivity(sensitivityQuery);
  const sensitivity = sensitivityAnswer && sensitivityAnswer.query === sensitivityQuery ? sensitivityAnswer.rows : undefined;
  const reportItem = useMemo<ReportItem | null>(() => {
    if (!reportOpen || !scenario || !result || pending || sensitivity === undefined) return null;
    if (!wantsMonteCarlo || monteCarloGaveUp) return { scenario, raw, result, sensitivity };
    return monteCarloCurrent && monteCarlo.result ? { scenario, raw, result: { ...result, uncertainty: monteCarlo.result }, sensitivity } : null;
  }, [reportOpen, scenario, raw, result, sensitivity, pending, wantsMonteCarlo, monteCarloGaveUp, monteCarloCurrent, monteCarlo.result]);

  // Stable props, so the results panel (memoized) re-renders for a new result, not for each keystroke.
  const staleFields = useMemo(() => Object.values(rejectedInputs), [rejectedInputs]);
  const onUseFleetPlan = useCallback((tranches: FleetTranche[]) => useEditorStore.getState().applyEdit((d) => withFleetTranches(d, tranches)), []);
  // "Keep this commitment" on the plan's schedule (model: Demand plan › fixed commitments): one undo step.
  const plan = useMemo(() => (shown.plan ? { ...shown.plan, onKeep: (c: FixedCommitmentInput) => useEditorStore.getState().applyEdit((d) => keepCommitment(d, c)) } : undefined), [shown.plan]);
  const onUseSizing = useCallback((gpus: number) => useEditorStore.getState().setFields(sizingTargetEntries(useEditorStore.getState().doc, gpus)), []);
  const docVersion = doc?.version;
  const migratedFrom = typeof docVersion === 'number' && docVersion < 2 ? docVersion : null;

  // Figures for the e2e tests and the bench: the time of the shown result.
  useEffect(() => {
    if (evaluation.result) document.documentElement.dataset.evaluatedAt = String(performance.now());
  }, [evaluation.result]);

  if (report) {
    if (!doc) return <p className="muted">{t('workspace.nothingOpen')}</p>;
    return (
      <Suspense fallback={<p className="muted">{t('workspace.loading')}</p>}>
        <ReportView lang={lang} onBack={report.onBack} printPending={report.printPending} takePrint={report.takePrint} item={reportItem} issues={evaluation.issues} />
      </Suspense>
    );
  }
  if (!doc || !scenarioId) {
    return (
      <section className="ws-empty">
        <p>{t('workspace.nothingOpen')}</p>
        <button type="button" className="button" onClick={onBack}>
          {t('workspace.toList')}
        </button>
      </section>
    );
  }
  return (
    <div className="ws">
      <div className="ws__editor">
        <div className="ws__bar">
          <button type="button" className="ws__back" onClick={onBack}>
            ← {t('workspace.toList')}
          </button>
          <button type="button" className="ws__back" onClick={onReport}>
            {t('workspace.report')}
          </button>
          <ExportWorkbookButton scenario={evaluation.scenario ?? null} result={shown.result ?? null} lang={lang} />
          <VersionsPanel scenarioId={scenarioId} lang={lang} />
        </div>
        <ScenarioEditor issues={evaluation.issues} lang={lang} />
      </div>
      <div className="ws__results" aria-live="polite" aria-busy={evaluation.pending}>
        <ResultsIssues issues={evaluation.issues} lang={lang} doc={doc} partial={evaluation.result !== null} />
        {shown.result && evaluation.scenario ? (
          <ResultsPanel
            result={shown.result}
            scenario={evaluation.scenario}
            raw={evaluation.raw ?? doc}
            lang={lang}
            monteCarlo={monteCarlo}
            pending={evaluation.pending}
            ms={evaluation.ms}
            error={evaluation.error}
            staleFields={staleFields}
            migratedFrom={migratedFrom}
            onUseSizing={onUseSizing}
            plan={plan}
            fleet={shown.fleet}
            onUseFleetPlan={onUseFleetPlan}
          />
        ) : null}
        {!evaluation.result && !evaluation.issues ? <p className="ws__loading">{t('workspace.computing')}</p> : null}
      </div>
    </div>
  );
}
