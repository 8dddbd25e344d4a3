// The workspace: the open scenario's editor on the left, its live results on the right.
// The engine runs in a Web Worker (useEvaluation); Monte Carlo runs on demand in its own worker.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ScenarioEditor } from '../editor';
import { useEvaluation, useMonteCarlo } from '../engine';
import type { Language } from '../i18n/languages';
import { ResultsIssues, ResultsPanel } from '../results';
import { useEditorStore } from '../store';
import { sizingTargetEntries } from '../store/doc-edits';
import { VersionsPanel } from './versions-panel';
import './workspace.css';

export interface WorkspacePageProps {
  lang: Language;
  onBack: () => void;
  /** Shows the printable report of the open scenario. */
  onReport: () => void;
  /** Bumped by the app after a version was saved, so the versions list refreshes. */
  versionsToken: number;
}

export function WorkspacePage({ lang, onBack, onReport, versionsToken }: WorkspacePageProps) {
  const { t } = useTranslation();
  const doc = useEditorStore((s) => s.doc);
  const scenarioId = useEditorStore((s) => s.scenarioId);
  const evaluation = useEvaluation(doc);
  const monteCarlo = useMonteCarlo(doc);

  // Figures for the e2e tests and the bench: the time of the shown result.
  useEffect(() => {
    if (evaluation.result) document.documentElement.dataset.evaluatedAt = String(performance.now());
  }, [evaluation.result]);

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
          <VersionsPanel scenarioId={scenarioId} lang={lang} refreshToken={versionsToken} />
        </div>
        <ScenarioEditor issues={evaluation.issues} lang={lang} />
      </div>
      <div className="ws__results" aria-live="polite" aria-busy={evaluation.pending}>
        <ResultsIssues issues={evaluation.issues} lang={lang} />
        {evaluation.result && evaluation.scenario ? (
          <ResultsPanel
            result={evaluation.result}
            scenario={evaluation.scenario}
            lang={lang}
            monteCarlo={monteCarlo}
            pending={evaluation.pending}
            ms={evaluation.ms}
            error={evaluation.error}
            migratedFrom={typeof doc.version === 'number' && doc.version < 2 ? doc.version : null}
            onUseSizing={(gpus) => useEditorStore.getState().setFields(sizingTargetEntries(useEditorStore.getState().doc, gpus))}
          />
        ) : null}
        {!evaluation.result && !evaluation.issues ? <p className="ws__loading">{t('workspace.computing')}</p> : null}
      </div>
    </div>
  );
}
