// Routing: the page the shell store says is shown, in the main area. The editor, results and
// compare pages carry the engine, mathjs and d3: loaded when first opened, so the first paint does
// not wait for them. The workspace and its report are one element: it stays mounted, with its
// engine's results, when the report is shown.
import { lazy, Suspense, useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutPanel } from '../components/about-panel';
import type { Language } from '../i18n/languages';
import type { Platform } from '../platform/types';
import { ScenarioListPage, type ScenarioListHandle } from '../scenarios/scenario-list-page';
import { getScenario, listScenarioSummaries } from '../storage/scenarios-repo';
import type { ScenarioSummary } from '../storage/types';
import { useEditorStore } from '../store';
import { OverviewPage } from './overview-page';
import type { ScenarioActions } from './scenario-actions';
import { useShell, useShellStore, type Page } from './shell-store';

const WorkspacePage = lazy(() => import('../workspace/workspace-page').then((m) => ({ default: m.WorkspacePage })));
const ComparePage = lazy(() => import('../compare').then((m) => ({ default: m.ComparePage })));
const CataloguePage = lazy(() => import('../catalogue/catalogue-page').then((m) => ({ default: m.CataloguePage })));
const SettingsPage = lazy(() => import('../settings/settings-page').then((m) => ({ default: m.SettingsPage })));
const ReportView = lazy(() => import('../report/report-view').then((m) => ({ default: m.ReportView })));

const loadRecord = (id: string) => getScenario(id);

export interface ShellPagesProps {
  platform: Platform;
  lang: Language;
  list: RefObject<ScenarioListHandle | null>;
  actions: ScenarioActions;
  /** The "Open…" command (the start page's button runs it as the menu does). */
  onOpenFile: () => void;
  /** Before a restore replaces the database (pending edits are stored, so undo brings them back). */
  flushEdits: () => Promise<void>;
  /** After a restore: the editor closes, as its scenario may no longer exist or be another version. */
  closeEditor: () => void;
}

/** The sidebar item a page belongs to. */
export function sidebarView(page: Page) {
  return page === 'report' ? 'workspace' : page === 'compare-report' ? 'compare' : page;
}

export function ShellPages({ platform, lang, list, actions, onOpenFile, flushEdits, closeEditor }: ShellPagesProps) {
  const { t } = useTranslation();
  const shell = useShellStore();
  const page = useShell((s) => s.page);
  const creating = useShell((s) => s.creating);
  const printPending = useShell((s) => s.printPending);
  const comparison = useShell((s) => s.comparison);
  const compareSelection = useShell((s) => s.compareSelection);
  const openId = useEditorStore((s) => s.scenarioId);
  const summaries = useSummaries(page);
  const { navigate, takePrint } = shell.getState();
  const open = (id: string) => void actions.openScenario(id);

  return (
    <>
      {page === 'overview' && (
        <OverviewPage onOpen={open} onCreate={(template) => void actions.createAndOpen(template)} onOpenFile={onOpenFile} onAllScenarios={() => navigate('scenarios')} busy={creating}>
          <AboutPanel />
        </OverviewPage>
      )}
      {page === 'scenarios' && <ScenarioListPage ref={list} platform={platform} onOpen={open} />}
      <Suspense fallback={<p className="muted">{t('workspace.loading')}</p>}>
        {(page === 'workspace' || page === 'report') && (
          <WorkspacePage
            lang={lang}
            onBack={() => navigate('scenarios')}
            onReport={() => navigate('report')}
            report={page === 'report' ? { onBack: () => navigate('workspace'), printPending, takePrint } : null}
          />
        )}
        {page === 'compare-report' && (
          <ReportView lang={lang} onBack={() => navigate('compare')} printPending={printPending} takePrint={takePrint} compared={comparison?.items ?? null} impacts={comparison?.impacts} />
        )}
        {page === 'compare' && (
          <ComparePage
            summaries={summaries}
            loadRecord={loadRecord}
            lang={lang}
            initialSelection={compareSelection ?? (openId ? [openId] : [])}
            onSelectionChange={shell.getState().setCompareSelection}
            onReport={(items, impacts) => {
              shell.getState().showComparison(items, impacts);
              navigate('compare-report');
            }}
          />
        )}
        {page === 'settings' && <SettingsPage platform={platform} lang={lang} beforeReplace={flushEdits} afterReplace={closeEditor} />}
        {page === 'catalogue' && <CataloguePage platform={platform} lang={lang} />}
      </Suspense>
    </>
  );
}

/** The compare page needs the summaries (not the documents) of every stored scenario. */
function useSummaries(page: Page): ScenarioSummary[] {
  const [summaries, setSummaries] = useState<ScenarioSummary[]>([]);
  useEffect(() => {
    if (page !== 'compare') return;
    let live = true;
    void listScenarioSummaries().then((s) => live && setSummaries(s));
    return () => {
      live = false;
    };
  }, [page]);
  return summaries;
}
