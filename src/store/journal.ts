// Crash journal: the latest edited document of a scenario, written synchronously to localStorage on
// every edit and removed once that document is safely in IndexedDB. On open (editor-store.ts) a
// journal is restored, so a reload or crash between an edit and its autosave loses nothing:
// silently when it was based on the stored version, as a conflict when someone stored another
// version since, and ignored when it is older than the stored record.

import { isPlainObject } from './path';

export type JournalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface JournalEntry {
  doc: Record<string, unknown>;
  /** ms since epoch of the edit. */
  at: number;
  /** The record's updatedAt the edits were based on (absent in a journal written without it). */
  base?: number;
}

export const JOURNAL_PREFIX = 'gpuplan.journal.';

export function journalKey(scenarioId: string): string {
  return `${JOURNAL_PREFIX}${scenarioId}`;
}

/** false when the write failed (storage full or disabled): the autosave is then the only copy. */
export function writeJournal(storage: JournalStorage | null, scenarioId: string, entry: JournalEntry): boolean {
  if (!storage) return false;
  try {
    storage.setItem(journalKey(scenarioId), JSON.stringify(entry));
    return true;
  } catch {
    return false;
  }
}

/** The journal of a scenario, or null when there is none or it is unreadable. */
export function readJournal(storage: JournalStorage | null, scenarioId: string): JournalEntry | null {
  if (!storage) return null;
  let text: string | null;
  try {
    text = storage.getItem(journalKey(scenarioId));
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isPlainObject(parsed) || !isPlainObject(parsed.doc) || typeof parsed.at !== 'number' || !Number.isFinite(parsed.at)) {
      return null;
    }
    const base = typeof parsed.base === 'number' && Number.isFinite(parsed.base) ? parsed.base : undefined;
    return base === undefined ? { doc: parsed.doc, at: parsed.at } : { doc: parsed.doc, at: parsed.at, base };
  } catch {
    return null;
  }
}

export function clearJournal(storage: JournalStorage | null, scenarioId: string): void {
  try {
    storage?.removeItem(journalKey(scenarioId));
  } catch {
    // Nothing to do: a stale journal older than the record is ignored on the next open.
  }
}

/** window.localStorage when the renderer has it (it can be disabled), else null. */
export function browserJournalStorage(): JournalStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}
