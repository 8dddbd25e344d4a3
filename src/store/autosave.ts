// Autosave of the editor store: every document change is written synchronously to the crash
// journal, and the document is stored (updateScenarioDoc) `delayMs` after the last edit — or at
// the latest `maxWaitMs` into a long burst of typing. The storage function is a parameter so the
// policy is tested with fakes; the app passes updateScenarioDoc from src/storage/scenarios-repo.ts.
//
// Outcomes: ok → 'saved' (journal cleared); conflict (someone else stored the scenario since it
// was opened) → 'conflict' with the stored record in `conflict`, the user's doc kept, nothing
// overwritten until resolveConflict('mine'); quota, missing record or a thrown error → 'error'
// with `saveError`, the doc and journal kept, retried on the next edit. Leaving a scenario
// (open another, close) with unsaved edits stores them at once.

import type { UpdateResult } from '../storage/types';
import type { Doc } from './doc-edits';
import type { EditorState, EditorStore } from './editor-store';
import { browserJournalStorage, clearJournal, writeJournal } from './journal';
import type { JournalStorage } from './journal';
import { thisTabId } from './tab-presence';

export type UpdateScenarioDoc = (id: string, doc: Record<string, unknown>, expectedUpdatedAt: number) => Promise<UpdateResult>;

export interface AutosaveOptions {
  updateScenarioDoc: UpdateScenarioDoc;
  journal?: JournalStorage | null;
  /** Quiet time after the last edit before saving (contract: ≤ 500 ms). */
  delayMs?: number;
  /** While edits keep coming, a save still happens this long after the first unsaved one. */
  maxWaitMs?: number;
  now?: () => number;
  /** This tab's id, the writer of its journals (default: tab-presence's thisTabId()). */
  tabId?: string;
}

export interface Autosave {
  /** Saves now if there are unsaved edits; resolves when stored (or failed). Call before leaving the page. */
  flush: () => Promise<void>;
  /** Stops listening (pending edits stay in the journal; call flush() first to store them). */
  stop: () => void;
}

export const AUTOSAVE_DELAY_MS = 400;
export const AUTOSAVE_MAX_WAIT_MS = 2000;

function errorText(error: unknown): string {
  if (error instanceof Error) return error.name && error.name !== 'Error' ? `${error.name}: ${error.message}` : error.message;
  return String(error);
}

function needsSave(s: EditorState): boolean {
  return s.scenarioId !== null && s.doc !== null && s.doc !== s.savedDoc && s.saveState !== 'conflict';
}

/**
 * The editor's save state after a write of `doc` for scenario `id` (untouched when the editor left
 * it meanwhile: saveLeftBehind stores later edits); edits made during the write are re-journaled.
 */
function applySaveResult(store: EditorStore, id: string, doc: Doc, result: UpdateResult, rejournal: (id: string, doc: Doc, base: number) => void): void {
  const current = store.getState();
  if (current.scenarioId !== id) return;
  if (result.ok) {
    const clean = current.doc === doc;
    store.setState({ savedDoc: doc, baseUpdatedAt: result.updatedAt, saveState: clean ? 'saved' : 'dirty', saveError: undefined });
    // Edits made during the write: re-journal them on the new base (a crash must not read them as a conflict).
    if (!clean && current.doc) rejournal(id, current.doc, result.updatedAt);
  } else if (result.reason === 'conflict') {
    store.setState({ saveState: 'conflict', conflict: result.current, saveError: undefined });
  } else if (result.reason === 'missing') {
    store.setState({ saveState: 'error', saveError: 'missing: the scenario is no longer stored' });
  } else {
    store.setState({ saveState: 'error', saveError: result.message });
  }
}

export function startAutosave(store: EditorStore, options: AutosaveOptions): Autosave {
  const journal = options.journal === undefined ? browserJournalStorage() : options.journal;
  const delayMs = options.delayMs ?? AUTOSAVE_DELAY_MS;
  const maxWaitMs = options.maxWaitMs ?? AUTOSAVE_MAX_WAIT_MS;
  const now = options.now ?? Date.now;
  const update = options.updateScenarioDoc;
  const tabId = options.tabId ?? thisTabId();

  let timer: ReturnType<typeof setTimeout> | null = null;
  let burstStartedAt: number | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  /** The last document journaled per scenario: a save of exactly it may clear the journal. */
  const journaled = new Map<string, Doc>();
  /** The last successful write per scenario (its token), for saves made after leaving it. */
  const lastSaved = new Map<string, { doc: Doc; updatedAt: number }>();

  const cancelTimer = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const schedule = (): void => {
    const t = now();
    burstStartedAt ??= t;
    const wait = Math.max(0, Math.min(delayMs, burstStartedAt + maxWaitMs - t));
    cancelTimer();
    timer = setTimeout(() => {
      timer = null;
      void save();
    }, wait);
  };

  const stored = (id: string, doc: Doc, updatedAt: number): void => {
    lastSaved.set(id, { doc, updatedAt });
    if (journaled.get(id) === doc) {
      journaled.delete(id);
      clearJournal(journal, id, tabId);
    }
  };

  const saveOnce = async (): Promise<void> => {
    const s = store.getState();
    if (!needsSave(s)) return;
    burstStartedAt = null;
    const id = s.scenarioId as string;
    const doc = s.doc as Doc;
    store.setState({ saveState: 'saving', saveError: undefined });
    let result: UpdateResult;
    try {
      result = await update(id, doc, s.baseUpdatedAt);
    } catch (error) {
      if (store.getState().scenarioId === id) store.setState({ saveState: 'error', saveError: errorText(error) });
      return;
    }
    if (result.ok) stored(id, doc, result.updatedAt);
    applySaveResult(store, id, doc, result, journal$);
  };

  /** One write at a time: a save requested meanwhile runs after it, with the updatedAt it returned. */
  const save = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await saveOnce();
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const journal$ = (id: string, doc: Doc, base: number): void => {
    journaled.set(id, doc);
    writeJournal(journal, id, { doc, at: now(), base }, tabId);
  };

  /** Edits left behind when another scenario is opened or the editor closes: stored at once. */
  const saveLeftBehind = (prev: EditorState): void => {
    if (!needsSave(prev)) return;
    const id = prev.scenarioId as string;
    const doc = prev.doc as Doc;
    void (running ?? Promise.resolve()).then(async () => {
      const last = lastSaved.get(id);
      if (last?.doc === doc) return; // the write in flight was this very document
      const base = last ? Math.max(last.updatedAt, prev.baseUpdatedAt) : prev.baseUpdatedAt;
      try {
        const result = await update(id, doc, base);
        if (result.ok) stored(id, doc, result.updatedAt);
      } catch {
        // The journal still holds the edits; open() restores them.
      }
    });
  };

  const unsubscribe = store.subscribe((state, prev) => {
    if (prev.scenarioId !== null && prev.scenarioId !== state.scenarioId) {
      cancelTimer();
      burstStartedAt = null;
      saveLeftBehind(prev);
    }
    if (state.scenarioId === null || state.doc === null) return;
    const opened = prev.scenarioId !== state.scenarioId;
    if (state.doc !== prev.doc || opened) {
      if (state.doc === state.savedDoc) {
        // Back to what is stored (undo, or just opened): nothing to write.
        cancelTimer();
        burstStartedAt = null;
        journaled.delete(state.scenarioId);
        clearJournal(journal, state.scenarioId, tabId);
        if (state.saveState === 'dirty' || state.saveState === 'error') store.setState({ saveState: 'saved', saveError: undefined });
        return;
      }
      journal$(state.scenarioId, state.doc, state.baseUpdatedAt);
      if (state.saveState === 'saved') store.setState({ saveState: 'dirty' });
      if (state.saveState !== 'conflict') schedule();
    } else if (prev.saveState === 'conflict' && state.saveState === 'dirty') {
      schedule(); // resolveConflict('mine')
    }
  });

  // A scenario opened before autosave started (or restored from the journal) may already be dirty.
  const initial = store.getState();
  if (needsSave(initial)) {
    journal$(initial.scenarioId as string, initial.doc as Doc, initial.baseUpdatedAt);
    schedule();
  }

  return {
    flush: async () => {
      cancelTimer();
      await save();
    },
    stop: () => {
      cancelTimer();
      unsubscribe();
    },
  };
}
