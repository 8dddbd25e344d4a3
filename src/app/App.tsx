import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutPanel } from '../components/about-panel';
import { CommandHint, type Hint } from '../components/command-hint';
import { OverviewPage } from './overview-page';
import { ShortcutsHelp } from './shortcuts-help';
import { Sidebar } from './sidebar';
import { rememberLanguage } from '../i18n/create-i18n';
import { isLanguage, type Language } from '../i18n/languages';
import type { MenuCommand, Platform } from '../platform/types';
import { ScenarioListPage, type ScenarioListHandle } from '../scenarios/scenario-list-page';
import { createScenario, getScenario, listScenarioSummaries } from '../storage/scenarios-repo';
import { blankScenario } from '../scenarios/blank';
import { withDefaultDisplay } from '../settings/default-display';
import { instantiateTemplate, type ScenarioTemplate } from '../scenarios/templates';
import { isEditableTarget } from '../platform/web-shortcuts';
import { readLastSession, rememberScenario, type SessionStorage } from './last-session';
import { saveVersion } from '../storage/versions-repo';
import type { ScenarioSummary } from '../storage/types';
import type { ComparedScenario } from '../report/comparison-report';
import type { DifferenceImpact } from '../../models/compare';
import { runUndoCommand, startAutosave, useEditorStore, type Autosave } from '../store';
import { updateScenarioDoc } from '../storage/scenarios-repo';
import { announceTab, liveTabIds } from '../store/tab-presence';
import { followStoredOverrides } from '../catalogue/follow-overrides';
import { PlatformProvider } from '../platform/platform-context';
import { VIEWS, type ViewId } from './views';
import { errorMessage } from '../../models/error-message';

// The editor, results and compare pages carry the engine, mathjs and d3: loaded when first
// opened, so the first paint does not wait for them.
const WorkspacePage = lazy(() => import('../workspace/workspace-page').then((m) => ({ default: m.WorkspacePage })));
const ComparePage = lazy(() => import('../compare').then((m) => ({ default: m.ComparePage })));
const CataloguePage = lazy(() => import('../catalogue/catalogue-page').then((m) => ({ default: m.CataloguePage })));
const SettingsPage = lazy(() => import('../settings/settings-page').then((m) => ({ default: m.SettingsPage })));
const ReportView = lazy(() => import('../report/report-view').then((m) => ({ default: m.ReportView })));

interface AppProps {
  platform: Platform;
  /** Where the language (and the last scenario and page, when it can read) are remembered. */
  storage: (Pick<Storage, 'setItem'> & Partial<Pick<Storage, 'getItem' | 'removeItem'>>) | null;
  isMac: boolean;
}

type ListCommand = 'templates' | 'import' | 'search';
/** The app's pages: the sidebar's views and the printable report of the open scenario. */
type Page = ViewId | 'report' | 'compare-report';

export function App({ platform, storage, isMac }: AppProps) {
  const { t, i18n } = useTranslation();
  const lang: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const [view, setView] = useState<Page>('overview');
  const [printToken, setPrintToken] = useState(0);
  const [compared, setCompared] = useState<ComparedScenario[] | null>(null);
  const [comparedImpacts, setComparedImpacts] = useState<DifferenceImpact[]>([]);
  // The compare page's ticks, kept while the app runs (back from the comparison report they stay).
  const [compareSelection, setCompareSelection] = useState<string[] | null>(null);
  const [hint, setHint] = useState<Hint | null>(null);
  const [listCommand, setListCommand] = useState<{ command: ListCommand; id: number } | null>(null);
  const [versionsToken, setVersionsToken] = useState(0);
  const [summaries, setSummaries] = useState<ScenarioSummary[]>([]);
  const [helpOpen, setHelpOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const session = storage as SessionStorage | null;
  const mainRef = useRef<HTMLElement>(null);
  const listRef = useRef<ScenarioListHandle>(null);
  const autosave = useRef<Autosave | null>(null);

  // The page a menu command finds (commands are handled in a callback that outlives renders).
  const viewRef = useRef<Page>(view);
  viewRef.current = view;

  const say = useCallback((text: string) => setHint((previous) => ({ text, id: (previous?.id ?? 0) + 1 })), []);

  // Autosave for the whole session; edits still pending are written when the page is hidden.
  useEffect(() => {
    // This tab's presence lock: while it is held, no other tab takes over this tab's crash journal.
    announceTab();
    const a = startAutosave(useEditorStore, { updateScenarioDoc });
    autosave.current = a;
    const onHide = () => void a.flush();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
      a.stop();
      autosave.current = null;
    };
  }, []);

  // The editor's catalogue follows the stored overrides (imported on the Catalogue page, restored
  // from a backup, or changed in another tab).
  useEffect(() => followStoredOverrides(), []);

  const navigate = useCallback(
    (next: Page) => {
      void autosave.current?.flush();
      setView((current) => {
        // A new page starts at its top (the document scrolls, not the page).
        if (current !== next && typeof window.scrollTo === 'function') window.scrollTo(0, 0);
        return next;
      });
    },
    [],
  );

  // The compare page needs the summaries (not the documents) of every stored scenario.
  useEffect(() => {
    if (view !== 'compare') return;
    let live = true;
    void listScenarioSummaries().then((s) => live && setSummaries(s));
    return () => {
      live = false;
    };
  }, [view]);

  const openScenario = useCallback(
    async (id: string) => {
      await autosave.current?.flush();
      const [record, liveTabs] = await Promise.all([getScenario(id), liveTabIds()]);
      if (!record) {
        say(t('workspace.missing'));
        return;
      }
      // Unsaved edits of a tab that crashed or was closed are restored here; an open tab's are not.
      useEditorStore.getState().open(record, liveTabs);
      navigate('workspace');
    },
    [navigate, say, t],
  );

  const createAndOpen = useCallback(
    async (template: ScenarioTemplate | null) => {
      setCreating(true);
      try {
        const doc = withDefaultDisplay(template ? instantiateTemplate(template, lang) : blankScenario(t('scenarios.untitled')));
        const record = await createScenario(doc);
        await openScenario(record.id);
      } catch (e) {
        say(t('scenarios.failed', { message: e instanceof Error ? e.message : String(e) }));
      } finally {
        setCreating(false);
      }
    },
    [lang, openScenario, say, t],
  );

  const saveNamedVersion = useCallback(async () => {
    const { scenarioId, doc } = useEditorStore.getState();
    if (!scenarioId || !doc) {
      say(t('workspace.noScenarioFor', { command: t('commands.save-version') }));
      return;
    }
    const name = t('workspace.versionName', { date: new Date().toLocaleString(lang) });
    try {
      await saveVersion(scenarioId, name, 'named', doc);
      setVersionsToken((n) => n + 1);
      say(t('workspace.versionSaved', { name }));
    } catch (e) {
      say(t('workspace.versionFailed', { message: errorMessage(e) }));
    }
  }, [lang, say, t]);

  const onMenuCommand = useCallback(
    (command: MenuCommand) => {
      switch (command) {
        case 'new':
          navigate('scenarios');
          setListCommand((p) => ({ command: 'templates', id: (p?.id ?? 0) + 1 }));
          return;
        case 'open':
          // The browser's file chooser needs the key press's user activation: open it now when the
          // list is on screen, not in an effect after the next render (a busy page can outlast it).
          if (viewRef.current === 'scenarios' && listRef.current) {
            void listRef.current.importFiles();
            return;
          }
          navigate('scenarios');
          setListCommand((p) => ({ command: 'import', id: (p?.id ?? 0) + 1 }));
          return;
        case 'find':
          navigate('scenarios');
          setListCommand((p) => ({ command: 'search', id: (p?.id ?? 0) + 1 }));
          return;
        case 'save-version':
          void saveNamedVersion();
          return;
        case 'undo':
        case 'redo':
          runUndoCommand(command, useEditorStore);
          return;
        case 'export-pdf':
          if (viewRef.current === 'compare-report') {
            setPrintToken((n) => n + 1);
            return;
          }
          if (!useEditorStore.getState().doc) {
            say(t('workspace.noScenarioFor', { command: t('commands.export-pdf') }));
            return;
          }
          navigate('report');
          setPrintToken((n) => n + 1);
          return;
      }
    },
    [navigate, saveNamedVersion, say, t],
  );
  useEffect(() => platform.onMenuCommand(onMenuCommand), [platform, onMenuCommand]);

  // A list command waits until the list is mounted (it may have just been navigated to).
  useEffect(() => {
    if (!listCommand || view !== 'scenarios' || !listRef.current) return;
    const list = listRef.current;
    if (listCommand.command === 'templates') list.openTemplates();
    else if (listCommand.command === 'import') void list.importFiles();
    else list.focusSearch();
    setListCommand(null);
  }, [listCommand, view]);

  const chooseLanguage = useCallback(
    (language: Language) => {
      rememberLanguage(storage, language);
      void i18n.changeLanguage(language);
    },
    [i18n, storage],
  );
  // Before a restore replaces the database: pending edits are stored (so undo brings them back);
  // afterwards the editor closes, as its scenario may no longer exist or be another version.
  const flushEdits = useCallback(async () => {
    await autosave.current?.flush();
  }, []);
  const closeEditor = useCallback(() => {
    useEditorStore.getState().close();
    rememberScenario(session, null);
    setCompared(null);
    setCompareSelection(null);
    setVersionsToken((n) => n + 1);
  }, [session]);
  const dismissHint = useCallback(() => setHint(null), []);
  const loadRecord = useCallback((id: string) => getScenario(id), []);
  const openId = useEditorStore((s) => s.scenarioId);
  const restored = useRef(false);
  useEffect(() => {
    // The first render has nothing open yet: only a scenario opened since then is remembered.
    if (!restored.current) {
      restored.current = true;
      if (!openId) return;
    }
    rememberScenario(session, openId);
  }, [openId, session]);

  // After a reload (or at the next start) the editor reopens the last scenario when it is shown with
  // nothing open, the way the list opens it (crash journal included); only then, so a new tab never
  // takes up a scenario on its own.
  const reopening = useRef(false);
  useEffect(() => {
    if (view !== 'workspace' || openId || reopening.current) return;
    const { scenarioId } = readLastSession(session);
    if (!scenarioId) return;
    reopening.current = true;
    void Promise.all([getScenario(scenarioId), liveTabIds()])
      .then(([record, liveTabs]) => {
        if (!record) rememberScenario(session, null);
        else if (!useEditorStore.getState().doc) useEditorStore.getState().open(record, liveTabs);
      })
      .catch(() => undefined)
      .finally(() => {
        reopening.current = false;
      });
  }, [view, openId, session]);

  // `?` shows the keyboard help; Alt+1 … Alt+6 open the sidebar's pages (focus moves to the page).
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      if (e.key === '?' && !e.ctrlKey && !e.metaKey && !e.altKey && !isEditableTarget(e.target)) {
        e.preventDefault();
        setHelpOpen((open) => !open);
        return;
      }
      const digit = /^Digit([1-9])$/.exec(e.code);
      if (digit && e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey) {
        const next = VIEWS[Number(digit[1]) - 1];
        if (!next) return;
        e.preventDefault();
        setHelpOpen(false);
        navigate(next);
        requestAnimationFrame(() => mainRef.current?.focus());
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate]);

  return (
    <PlatformProvider value={platform}>
      <div className="shell">
        <Sidebar
          view={view === 'report' ? 'workspace' : view === 'compare-report' ? 'compare' : view}
          onNavigate={navigate}
          onChooseLanguage={chooseLanguage}
          onShowShortcuts={() => setHelpOpen(true)}
        />
        <main className={`main main--${view}`} id="main" ref={mainRef} tabIndex={-1}>
          {view === 'overview' && (
            <OverviewPage
              onOpen={(id) => void openScenario(id)}
              onCreate={(template) => void createAndOpen(template)}
              onOpenFile={() => onMenuCommand('open')}
              onAllScenarios={() => navigate('scenarios')}
              busy={creating}
            >
              <AboutPanel />
            </OverviewPage>
          )}
          {view === 'scenarios' && <ScenarioListPage ref={listRef} platform={platform} onOpen={(id) => void openScenario(id)} />}
          <Suspense fallback={<p className="muted">{t('workspace.loading')}</p>}>
            {/* One element for the workspace and its report: it stays mounted, with its engine's results. */}
            {(view === 'workspace' || view === 'report') && (
              <WorkspacePage
                lang={lang}
                onBack={() => navigate('scenarios')}
                onReport={() => navigate('report')}
                versionsToken={versionsToken}
                report={view === 'report' ? { onBack: () => navigate('workspace'), printToken } : null}
              />
            )}
            {view === 'compare-report' && <ReportView lang={lang} onBack={() => navigate('compare')} printToken={printToken} compared={compared} impacts={comparedImpacts} />}
            {view === 'compare' && (
              <ComparePage
                summaries={summaries}
                loadRecord={loadRecord}
                lang={lang}
                initialSelection={compareSelection ?? (openId ? [openId] : [])}
                onSelectionChange={setCompareSelection}
                onReport={(items, impacts) => {
                  setCompared(items);
                  setComparedImpacts(impacts);
                  navigate('compare-report');
                }}
              />
            )}
            {view === 'settings' && <SettingsPage platform={platform} lang={lang} beforeReplace={flushEdits} afterReplace={closeEditor} />}
            {view === 'catalogue' && <CataloguePage platform={platform} lang={lang} />}
          </Suspense>
        </main>
        <CommandHint hint={hint} onDismiss={dismissHint} />
        {helpOpen ? <ShortcutsHelp isMac={isMac} onClose={() => setHelpOpen(false)} /> : null}
      </div>
    </PlatformProvider>
  );
}
