// The editor store: the open scenario's document, with undo/redo (zundo `temporal`, tracking `doc`
// only) and the save state the autosave maintains (autosave.ts).
//
// Undo grouping: edits of the same field within `coalesceMs` (default 1 s) of each other form one
// undo step, so typing "120" into a field is undone in one Ctrl+Z, not three. Any other edit,
// an undo or a redo starts a new step. Multi-field edits (catalogue fill, list add/remove) are one
// step each.

import { create } from 'zustand';
import { temporal } from 'zundo';
import type { Language } from '../../models/language';
import { activeCatalogue } from './active-catalogue';
import type { ScenarioRecord } from '../storage/types';
import * as edits from './doc-edits';
import type { Doc, OptionalSection } from './doc-edits';
import { browserJournalStorage, clearJournal, findJournals, writeJournal } from './journal';
import type { JournalStorage } from './journal';
import { setIn } from './path';
import { thisTabId } from './tab-presence';

export type SaveState = 'saved' | 'saving' | 'dirty' | 'conflict' | 'error';

export interface EditorData {
  scenarioId: string | null;
  /** The document being edited (raw scenario JSON, unknown fields kept); immutable, replaced on edit. */
  doc: Doc | null;
  /** The document as last stored (what `baseUpdatedAt` refers to); `doc !== savedDoc` means unsaved edits. */
  savedDoc: Doc | null;
  /** `updatedAt` of the stored version the edits are based on (optimistic-concurrency token). */
  baseUpdatedAt: number;
  saveState: SaveState;
  saveError?: string;
  /** On 'conflict': the record someone else stored (the user's `doc` is kept). */
  conflict?: ScenarioRecord;
  /** Set when open() restored unsaved edits from the crash journal: the journal's time. */
  restoredFromJournalAt: number | null;
  /**
   * Fields whose typed text was refused (path → the field's label): the document, and so the
   * results, still hold the value before that text. Not part of the document or of undo.
   */
  rejectedInputs: Readonly<Record<string, string>>;
}

export interface EditorActions {
  /**
   * Shows a stored scenario, restoring a newer crash journal; clears undo history. `liveTabs`
   * (tab-presence.ts) lets it take over journals of tabs that are gone; without it only this
   * tab's own journal is considered.
   */
  open: (record: ScenarioRecord, liveTabs?: ReadonlySet<string> | null) => void;
  close: () => void;
  /** One field by path ("site.contractedMW", "quotes[1].pricePerGPUHour"); undefined removes it. */
  setField: (path: string, value: unknown) => void;
  /** Marks a field's typed text as refused (`label`) or no longer refused (null). */
  setRejectedInput: (path: string, label: string | null) => void;
  /** Several fields as one undo step. */
  setFields: (entries: readonly (readonly [string, unknown])[]) => void;
  /** Any pure document edit as one undo step. */
  applyEdit: (edit: (doc: Doc) => Doc) => void;
  addQuote: (provider: string) => void;
  removeQuote: (index: number) => void;
  duplicateQuote: (index: number) => void;
  addGeneration: () => void;
  removeGeneration: (index: number) => void;
  renameGeneration: (index: number, id: string) => void;
  addParityRule: () => void;
  removeParityRule: (index: number) => void;
  /** `provider`: a new quote's name; `lang`: the language of the names a new section writes (the demand plan's offers). */
  addSection: (section: OptionalSection, provider: string, lang?: Language) => void;
  removeSection: (section: OptionalSection) => void;
  undo: () => void;
  redo: () => void;
  /** After a conflict: 'mine' overwrites the stored record on the next save, 'theirs' loads it. */
  resolveConflict: (choice: 'mine' | 'theirs') => void;
}

export type EditorState = EditorData & EditorActions;
export type TrackedState = Pick<EditorData, 'doc'>;

export interface EditorStoreOptions {
  journal?: JournalStorage | null;
  /** This tab's id, the writer of its journals (default: tab-presence's thisTabId()). */
  tabId?: string;
  now?: () => number;
  coalesceMs?: number;
  /** Undo steps kept. */
  limit?: number;
}

export const UNDO_LIMIT = 200;
export const COALESCE_MS = 1000;

const CLOSED: EditorData = {
  scenarioId: null,
  doc: null,
  savedDoc: null,
  baseUpdatedAt: 0,
  saveState: 'saved',
  saveError: undefined,
  conflict: undefined,
  restoredFromJournalAt: null,
  rejectedInputs: {},
};

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whose journals open() may restore. */
export interface JournalSources {
  /** This tab: its own journal is always considered. */
  tabId: string;
  /**
   * The tabs alive now: journals of other tabs not among them were left behind (crash, kill,
   * closed tab) and are taken over. null: liveness unknown, every journal counts. undefined: not
   * checked, only this tab's own journal counts (another open tab's edits are never taken).
   */
  liveTabs?: ReadonlySet<string> | null;
}

/**
 * What open() shows for a stored record, given the newest usable crash journal: the journal's
 * document when it holds edits made on top of this very version ('dirty': autosave stores it), or
 * on top of a version that has been overwritten since ('conflict': the user picks, nothing is lost
 * or overwritten). A journal equal to the record is stale and removed; without `base`, a journal
 * is restored only when it is newer than the record. A restored journal of a gone tab becomes
 * this tab's (rewritten under its key), so it is restored once, here.
 */
export function restoreFromJournal(
  journal: JournalStorage | null,
  record: ScenarioRecord,
  sources: JournalSources,
): Pick<EditorData, 'doc' | 'baseUpdatedAt' | 'saveState' | 'conflict' | 'restoredFromJournalAt'> {
  const { tabId, liveTabs } = sources;
  const usable = findJournals(journal, record.id).filter(
    (j) => j.writer === tabId || (liveTabs !== undefined && (liveTabs === null || j.writer === null || !liveTabs.has(j.writer))),
  );
  const stored = { doc: record.doc, baseUpdatedAt: record.updatedAt, saveState: 'saved' as const, conflict: undefined, restoredFromJournalAt: null };
  const found = usable[0];
  if (!found) return stored;
  const { entry, writer } = found;
  const adopt = (): void => {
    if (writer === tabId) return;
    writeJournal(journal, record.id, entry, tabId);
    clearJournal(journal, record.id, writer ?? undefined);
  };
  if (!sameJson(entry.doc, record.doc)) {
    if (entry.base === record.updatedAt || (entry.base === undefined && entry.at > record.updatedAt)) {
      adopt();
      return { ...stored, doc: entry.doc, saveState: 'dirty', restoredFromJournalAt: entry.at };
    }
    if (entry.base !== undefined) {
      adopt();
      // baseUpdatedAt stays the journal's: the edits were made on that version, not on this one.
      return { doc: entry.doc, baseUpdatedAt: entry.base, saveState: 'conflict', conflict: record, restoredFromJournalAt: entry.at };
    }
  }
  clearJournal(journal, record.id, writer ?? undefined);
  return stored;
}

export function createEditorStore(options: EditorStoreOptions = {}) {
  const journal = options.journal === undefined ? browserJournalStorage() : options.journal;
  const now = options.now ?? Date.now;
  const tabId = options.tabId ?? thisTabId();
  const coalesceMs = options.coalesceMs ?? COALESCE_MS;
  // The field edited last and when: consecutive edits of it within coalesceMs share an undo step.
  let lastEdit: { path: string; at: number } | null = null;

  const store = create<EditorState>()(
    temporal(
      (set, get) => {
        /** Replaces the doc as one undo step (or merged into the previous one when `coalesceKey` repeats). */
        const commit = (next: Doc, coalesceKey: string | null): void => {
          const { doc, saveState } = get();
          if (doc === null || next === doc) return;
          const t = now();
          const history = store.temporal.getState();
          const merge =
            coalesceKey !== null && lastEdit?.path === coalesceKey && t - lastEdit.at < coalesceMs && history.pastStates.length > 0;
          lastEdit = coalesceKey === null ? null : { path: coalesceKey, at: t };
          const patch: Partial<EditorData> = { doc: next, saveState: saveState === 'conflict' ? 'conflict' : 'dirty' };
          if (merge) {
            history.pause();
            set(patch);
            history.resume();
          } else {
            set(patch);
          }
        };
        const edit = (fn: (doc: Doc) => Doc): void => {
          const doc = get().doc;
          if (doc) commit(fn(doc), null);
        };
        return {
          ...CLOSED,
          open: (record, liveTabs) => {
            const restored = restoreFromJournal(journal, record, { tabId, liveTabs });
            lastEdit = null;
            store.temporal.getState().pause();
            set({ ...CLOSED, scenarioId: record.id, savedDoc: record.doc, ...restored });
            store.temporal.getState().resume();
            store.temporal.getState().clear();
          },
          close: () => {
            lastEdit = null;
            store.temporal.getState().pause();
            set({ ...CLOSED });
            store.temporal.getState().resume();
            store.temporal.getState().clear();
          },
          setField: (path, value) => {
            const doc = get().doc;
            if (doc) commit(setIn(doc, path, value), path);
          },
          setRejectedInput: (path, label) => {
            const current = get().rejectedInputs;
            if (label === null ? !(path in current) : current[path] === label) return;
            const next = { ...current };
            if (label === null) delete next[path];
            else next[path] = label;
            set({ rejectedInputs: next });
          },
          setFields: (entries) => edit((doc) => entries.reduce<Doc>((d, [path, value]) => setIn(d, path, value), doc)),
          applyEdit: (fn) => edit(fn),
          addQuote: (provider) => edit((d) => edits.addQuote(d, provider, activeCatalogue())),
          removeQuote: (index) => edit((d) => edits.removeQuote(d, index)),
          duplicateQuote: (index) => edit((d) => edits.duplicateQuote(d, index)),
          addGeneration: () => edit((d) => edits.addGeneration(d, activeCatalogue())),
          removeGeneration: (index) => edit((d) => edits.removeGeneration(d, index)),
          renameGeneration: (index, id) => {
            const doc = get().doc;
            if (doc) commit(edits.renameGeneration(doc, index, id), `market.generations[${index}].id`);
          },
          addParityRule: () => edit(edits.addParityRule),
          removeParityRule: (index) => edit((d) => edits.removeParityRule(d, index)),
          addSection: (section, provider, lang) => edit((d) => edits.addSection(d, section, provider, activeCatalogue(), lang)),
          removeSection: (section) => edit((d) => edits.removeSection(d, section)),
          undo: () => {
            lastEdit = null;
            store.temporal.getState().undo();
          },
          redo: () => {
            lastEdit = null;
            store.temporal.getState().redo();
          },
          resolveConflict: (choice) => {
            const { conflict, saveState, scenarioId } = get();
            if (saveState !== 'conflict' || !conflict || conflict.id !== scenarioId) return;
            if (choice === 'theirs') {
              clearJournal(journal, conflict.id, tabId);
              get().open(conflict);
              return;
            }
            // Keep mine: rebase on the stored version so the next save overwrites it (autosave picks it up).
            set({ baseUpdatedAt: conflict.updatedAt, savedDoc: conflict.doc, conflict: undefined, saveState: 'dirty', saveError: undefined });
          },
        };
      },
      {
        partialize: (state): TrackedState => ({ doc: state.doc }),
        // Only document changes are undo steps (save-state updates are not).
        equality: (past, current) => past.doc === current.doc,
        limit: options.limit ?? UNDO_LIMIT,
      },
    ),
  );
  // Listeners of the document alone, called from the store's first listener (subscribed here,
  // before the autosave's and the components'): whoever hands each edit to the engine worker
  // gets it before the journal is written and the form's selectors run.
  const docListeners = new Set<(doc: Doc | null) => void>();
  store.subscribe((state, previous) => {
    if (state.doc !== previous.doc) for (const listener of [...docListeners]) listener(state.doc);
  });
  /** Tells `listener` of each new document before the store's other listeners run; returns the unsubscribe. */
  const onDoc = (listener: (doc: Doc | null) => void): (() => void) => {
    docListeners.add(listener);
    return () => void docListeners.delete(listener);
  };
  return Object.assign(store, { onDoc });
}

export type EditorStore = ReturnType<typeof createEditorStore>;

/** The app's editor store (crash journal in window.localStorage when available). */
export const useEditorStore: EditorStore = createEditorStore();

/** Undo the last edit of the app's editor (for the app's command handler: Ctrl+Z). */
export function undo(store: EditorStore = useEditorStore): void {
  store.getState().undo();
}

/** Redo (Ctrl+Shift+Z / Ctrl+Y). */
export function redo(store: EditorStore = useEditorStore): void {
  store.getState().redo();
}
