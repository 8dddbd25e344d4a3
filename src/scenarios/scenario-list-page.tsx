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
import { type Ref, useCallback, useDeferredValue, useEffect, useId, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../i18n/languages';
import type { Platform } from '../platform/types';
import { exportAllScenarios, exportScenarioFile, importScenarioFiles, type DuplicateChoice } from '../storage/import-export';
import { DuplicateImportDialog } from './duplicate-import-dialog';
import { isQuotaError } from '../storage/quota';
import {
  createScenario,
  deleteScenario,
  duplicateScenario,
  listScenarioSummaries,
  restoreScenario,
  updateScenarioMeta,
} from '../storage/scenarios-repo';
import type { ScenarioSort, ScenarioSummary } from '../storage/types';
import { allTags, filterSummaries, sortSummaries } from './filter-sort';
import { ImportReport, type ImportOutcome } from './import-report';
import { ScenarioRow, type ScenarioRowActions } from './scenario-row';
import { StorageFooter } from './storage-footer';
import { withDefaultDisplay } from '../settings/default-display';
import { blankScenario } from './blank';
import { instantiateTemplate, type ScenarioTemplate } from './templates';
import { TemplatePicker } from './template-picker';
import { Toast, type ToastProps } from './undo-toast';
import { VirtualList } from './virtual-list';
import './scenarios.css';
import { errorMessage } from '../../models/error-message';

export const ROW_HEIGHT = 64;

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

type ToastState = Omit<ToastProps, 'onClose'> & { id: number };

const SORTS: readonly ScenarioSort[] = ['updated', 'name', 'created'];

export function ScenarioListPage({ onOpen, platform, searchFocusToken = 0, ref }: ScenarioListPageProps) {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const [sort, setSort] = useState<ScenarioSort>('updated');
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [importOutcome, setImportOutcome] = useState<ImportOutcome | null>(null);
  // The duplicates question of an import under way, answered through `resolve`.
  const [duplicates, setDuplicates] = useState<{ names: string[]; resolve: (choice: DuplicateChoice) => void } | null>(null);
  const [toast, setToast] = useState<ToastState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const newButtonRef = useRef<HTMLButtonElement>(null);
  const tagListId = useId();

  // One live query; sorting and search happen in memory (5,000 summaries: a few ms).
  const summaries = useLiveQuery(() => listScenarioSummaries(), [], null);

  const collator = useMemo(() => new Intl.Collator(language, { numeric: true, sensitivity: 'base' }), [language]);
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }), [language]);
  const formatDate = useCallback((ms: number) => dateFormat.format(ms), [dateFormat]);
  const numberFormat = useMemo(() => new Intl.NumberFormat(language), [language]);
  const sorted = useMemo(() => (summaries ? sortSummaries(summaries, sort, collator) : []), [summaries, sort, collator]);
  const shown = useMemo(() => filterSummaries(sorted, deferredQuery), [sorted, deferredQuery]);
  const tags = useMemo(() => allTags(sorted, collator), [sorted, collator]);

  const showToast = useCallback((next: Omit<ToastState, 'id'>) => setToast((prev) => ({ ...next, id: (prev?.id ?? 0) + 1 })), []);
  const closeToast = useCallback(() => setToast(null), []);

  // Runs a storage action; failures are shown (a full disk with its own message), never dropped.
  const attempt = useCallback(
    async (action: () => Promise<void>) => {
      setError(null);
      try {
        await action();
      } catch (e) {
        setError(isQuotaError(e) ? t('scenarios.quotaFull') : t('scenarios.failed', { message: errorMessage(e) }));
      }
    },
    [t],
  );

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

  const importFiles = useCallback(
    () =>
      attempt(async () => {
        const picked = await platform.openScenarioFiles();
        if (picked.canceled) return;
        setBusy(true);
        try {
          const result = await importScenarioFiles(picked.files, {
            // Same names as stored scenarios: the user says whether to replace them or keep both.
            onDuplicates: (names) => new Promise<DuplicateChoice>((resolve) => setDuplicates({ names, resolve })),
            replacedVersionName: t('scenarios.beforeImport'),
          });
          if (result.canceled) return;
          setImportOutcome({
            importedCount: result.imported.length,
            replacedCount: result.replaced.length,
            rejected: [...(picked.rejected ?? []).map((r) => ({ name: r.name, reason: r.reason })), ...result.rejected],
          });
        } finally {
          setBusy(false);
        }
      }),
    [attempt, platform, t],
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

  useImperativeHandle(ref, () => ({ focusSearch, openTemplates: () => setPickerOpen(true), importFiles, exportAll }), [
    focusSearch,
    importFiles,
    exportAll,
  ]);

  const actions: ScenarioRowActions = useMemo(
    () => ({
      onOpen,
      onRename: (id, name) => void attempt(async () => void (await updateScenarioMeta(id, { name }))),
      onSetTags: (id, next) => void attempt(async () => void (await updateScenarioMeta(id, { tags: next }))),
      onDuplicate: (s) => void attempt(async () => void (await duplicateScenario(s.id, t('scenarios.copyName', { name: s.name })))),
      onExport: (s) =>
        void attempt(async () => {
          const file = await exportScenarioFile(s.id);
          await platform.saveScenarioFile(file.suggestedName, file.content);
        }),
      onDelete: (s: ScenarioSummary) =>
        void attempt(async () => {
          const deleted = await deleteScenario(s.id);
          if (!deleted) return;
          const name = deleted.scenario.name;
          showToast({
            text: t('scenarios.deleted', { name }),
            action: {
              label: t('scenarios.undo'),
              run: () =>
                void attempt(async () => {
                  await restoreScenario(deleted);
                  showToast({ text: t('scenarios.restored', { name }), timeoutMs: 4000 });
                }),
            },
          });
        }),
    }),
    [attempt, onOpen, platform, showToast, t],
  );

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
      {duplicates && (
        <DuplicateImportDialog
          names={duplicates.names}
          onChoose={(choice) => {
            setDuplicates(null);
            duplicates.resolve(choice);
          }}
        />
      )}
      {importOutcome && <ImportReport outcome={importOutcome} language={language} onDismiss={() => setImportOutcome(null)} />}

      <div className="scenario-toolbar">
        <label className="scenario-toolbar__search">
          <span className="scenarios-visually-hidden">{t('scenarios.searchLabel')}</span>
          <input
            ref={searchRef}
            type="search"
            value={query}
            placeholder={t('scenarios.searchPlaceholder')}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && query !== '') {
                e.preventDefault();
                setQuery('');
              }
            }}
          />
        </label>
        <label className="scenario-toolbar__sort">
          <span>{t('scenarios.sortLabel')}</span>
          <select value={sort} onChange={(e) => setSort(SORTS.find((s) => s === e.target.value) ?? 'updated')}>
            <option value="updated">{t('scenarios.sortUpdated')}</option>
            <option value="name">{t('scenarios.sortName')}</option>
            <option value="created">{t('scenarios.sortCreated')}</option>
          </select>
        </label>
        <span className="muted scenario-toolbar__count" role="status" data-testid="scenario-count">
          {summaries ? t('scenarios.shownCount', { shown: numberFormat.format(shown.length), total: numberFormat.format(total) }) : ''}
        </span>
      </div>

      {summaries === null ? (
        <p className="muted" role="status">
          {t('scenarios.loading')}
        </p>
      ) : total === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{t('scenarios.emptyTitle')}</p>
          <p className="empty-state__body">{t('scenarios.emptyBody')}</p>
        </div>
      ) : shown.length === 0 ? (
        <p className="muted">{t('scenarios.noMatches', { query: deferredQuery.trim() })}</p>
      ) : (
        <VirtualList
          className="scenario-list"
          ariaLabel={t('scenarios.listLabel')}
          count={shown.length}
          rowHeight={ROW_HEIGHT}
          rowKey={(i) => shown[i].id}
          renderRow={(i) => <ScenarioRow summary={shown[i]} formatDate={formatDate} tagListId={tagListId} {...actions} />}
        />
      )}
      <datalist id={tagListId}>
        {tags.map((tag) => (
          <option key={tag} value={tag} />
        ))}
      </datalist>

      <StorageFooter revision={total} />

      {pickerOpen && <TemplatePicker language={language} busy={busy} onPick={(tpl) => void createFrom(tpl)} onBlank={() => void createFrom(null)} onClose={closePicker} />}
      {toast && <Toast key={toast.id} text={toast.text} action={toast.action} timeoutMs={toast.timeoutMs} onClose={closeToast} />}
    </div>
  );
}
