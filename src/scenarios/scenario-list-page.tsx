// The scenario list: create from a template, open, rename, duplicate, tag, search, sort, delete with
// undo, import several files at once, export one or all; the space used in the footer.
//
// Mounting it (the lead's App):
//   const listRef = useRef<ScenarioListHandle>(null);
//   <ScenarioListPage ref={listRef} platform={platform} onOpen={(id) => openInEditor(id)} searchFocusToken={n} />
// - onOpen(id) is also called right after a scenario is created from a template.
// - Ctrl+F: bump `searchFocusToken` (a change focuses the search box; a non-zero value at mount
//   focuses it too, so switching to this view and searching can be one state update), or call
//   listRef.current.focusSearch(). Ctrl+N: listRef.current.openTemplates(). Ctrl+O:
//   listRef.current.importFiles().
// - Needs an I18nextProvider above it; reads scenarios live from IndexedDB (src/storage).

import { useLiveQuery } from 'dexie-react-hooks';
import { type Ref, useCallback, useDeferredValue, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../i18n/languages';
import type { Platform } from '../platform/types';
import { exportAllScenarios } from '../storage/import-export';
import { createScenario, listScenarioSummaries } from '../storage/scenarios-repo';
import type { ScenarioSort } from '../storage/types';
import { allTags, filterSummaries, sortSummaries } from './filter-sort';
import { ScenarioListBody } from './scenario-list-body';
import { ScenarioToolbar } from './scenario-toolbar';
import { StorageFooter } from './storage-footer';
import { withDefaultDisplay } from '../settings/default-display';
import { blankScenario } from './blank';
import { instantiateTemplate, type ScenarioTemplate } from './templates';
import { TemplatePicker } from './template-picker';
import { Toast } from './undo-toast';
import { useAttempt, useRowActions, useToast } from './use-scenario-actions';
import { ImportPanels, useScenarioImport } from './use-scenario-import';
import './scenarios.css';

export { ROW_HEIGHT } from './scenario-list-body';

export interface ScenarioListHandle {
  focusSearch(): void;
  openTemplates(): void;
  importFiles(): Promise<void>;
  exportAll(): Promise<void>;
}

export interface ScenarioListPageProps {
  onOpen: (id: string) => void;
  platform: Platform;
  /** Each change (and a non-zero value at mount) focuses the search box. */
  searchFocusToken?: number;
  ref?: Ref<ScenarioListHandle>;
}

/** Sorted, searched summaries and the tags in use; one live query, the rest in memory (5,000 summaries: a few ms). */
function useScenarioSummaries(language: Language, sort: ScenarioSort, query: string) {
  const summaries = useLiveQuery(() => listScenarioSummaries(), [], null);
  const collator = useMemo(() => new Intl.Collator(language, { numeric: true, sensitivity: 'base' }), [language]);
  const sorted = useMemo(() => (summaries ? sortSummaries(summaries, sort, collator) : []), [summaries, sort, collator]);
  const shown = useMemo(() => filterSummaries(sorted, query), [sorted, query]);
  const tags = useMemo(() => allTags(sorted, collator), [sorted, collator]);
  return { summaries, shown, tags };
}

export function ScenarioListPage({ onOpen, platform, searchFocusToken = 0, ref }: ScenarioListPageProps) {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const [sort, setSort] = useState<ScenarioSort>('updated');
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { attempt, error } = useAttempt();
  const { toast, showToast, closeToast } = useToast();
  const importFlow = useScenarioImport(platform, attempt, setBusy);
  const searchRef = useRef<HTMLInputElement>(null);
  const newButtonRef = useRef<HTMLButtonElement>(null);

  const { summaries, shown, tags } = useScenarioSummaries(language, sort, deferredQuery);
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }), [language]);
  const formatDate = useCallback((ms: number) => dateFormat.format(ms), [dateFormat]);
  const numberFormat = useMemo(() => new Intl.NumberFormat(language), [language]);

  const focusSearch = useCallback(() => {
    searchRef.current?.focus();
    searchRef.current?.select();
  }, []);

  useEffect(() => {
    if (searchFocusToken !== 0) focusSearch();
  }, [searchFocusToken, focusSearch]);

  const closePicker = useCallback(() => {
    setPickerOpen(false);
    newButtonRef.current?.focus();
  }, []);

  const createFrom = useCallback(
    (template: ScenarioTemplate | null) =>
      attempt(async () => {
        setBusy(true);
        try {
          const doc = withDefaultDisplay(template ? instantiateTemplate(template, language) : blankScenario(t('scenarios.untitled')));
          const record = await createScenario(doc);
          setPickerOpen(false);
          onOpen(record.id);
        } finally {
          setBusy(false);
        }
      }),
    [attempt, language, onOpen, t],
  );

  const exportAll = useCallback(
    () =>
      attempt(async () => {
        const bundle = await exportAllScenarios();
        const saved = await platform.saveScenarioFile(bundle.suggestedName, bundle.content);
        if (!saved.canceled) showToast({ text: t('scenarios.exportAllDone', { count: numberFormat.format(bundle.count), file: saved.filePath ?? bundle.suggestedName }) });
      }),
    [attempt, platform, showToast, t, numberFormat],
  );

  const { importFiles } = importFlow;
  useImperativeHandle(ref, () => ({ focusSearch, openTemplates: () => setPickerOpen(true), importFiles, exportAll }), [
    focusSearch,
    importFiles,
    exportAll,
  ]);

  const actions = useRowActions(onOpen, platform, attempt, showToast);

  const total = summaries?.length ?? 0;
  return (
    <div className="page scenario-page">
      <header className="page__header">
        <div className="scenario-page__titlebar">
          <h1 className="page__title">{t('scenarios.title')}</h1>
          <div className="scenario-page__actions">
            <button ref={newButtonRef} type="button" className="button button--primary" onClick={() => setPickerOpen(true)}>
              {t('scenarios.newScenario')}
            </button>
            <button type="button" className="button" onClick={() => void importFiles()} disabled={busy}>
              {t('scenarios.importFiles')}
            </button>
            <button type="button" className="button" onClick={() => void exportAll()} disabled={total === 0}>
              {t('scenarios.exportAll')}
            </button>
          </div>
        </div>
        <p className="page__lead">{t('scenarios.intro')}</p>
      </header>

      {error && (
        <p className="error scenario-page__error" role="alert">
          {error}
        </p>
      )}
      <ImportPanels
        duplicates={importFlow.duplicates}
        onAnswered={importFlow.closeDuplicates}
        outcome={importFlow.outcome}
        onDismiss={importFlow.dismissOutcome}
        language={language}
      />

      <ScenarioToolbar
        searchRef={searchRef}
        query={query}
        onQuery={setQuery}
        sort={sort}
        onSort={setSort}
        counts={summaries ? { shown: numberFormat.format(shown.length), total: numberFormat.format(total) } : null}
      />
      <ScenarioListBody summaries={summaries} shown={shown} query={deferredQuery} tags={tags} formatDate={formatDate} actions={actions} />

      <StorageFooter revision={total} />

      {pickerOpen && <TemplatePicker language={language} busy={busy} onPick={(tpl) => void createFrom(tpl)} onBlank={() => void createFrom(null)} onClose={closePicker} />}
      {toast && <Toast key={toast.id} text={toast.text} action={toast.action} timeoutMs={toast.timeoutMs} onClose={closeToast} />}
    </div>
  );
}
