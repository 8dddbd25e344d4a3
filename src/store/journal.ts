// Crash journal: the latest edited document of a scenario, written synchronously to localStorage on
// every edit and removed once that document is safely in IndexedDB. On open (editor-store.ts) a
// journal is restored, so a reload or crash between an edit and its autosave loses nothing:
// silently when it was based on the stored version, as a conflict when someone stored another
// version since, and ignored when it is older than the stored record.
//
// localStorage is shared by every tab of the app, so each tab writes its own key
// (`gpuplan.journal.<scenario>@<tab>`): two tabs editing one scenario never overwrite or clear each
// other's journal, and a tab adopts another tab's journal only once that tab is gone
// (tab-presence.ts). A key without `@<tab>` is a journal of unknown writer (older builds).

import { isPlainObject } from './path';

export type JournalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key'> & { readonly length: number };

export interface JournalEntry {
  doc: Record<string, unknown>;
  /** ms since epoch of the edit. */
  at: number;
  /** The record's updatedAt the edits were based on (absent in a journal written without it). */
  base?: number;
}

export const JOURNAL_PREFIX = 'gpuplan.journal.';

/** The key of `writer`'s journal of a scenario; without a writer, the key of unknown writer. */
export function journalKey(scenarioId: string, writer?: string): string {
  return writer === undefined ? `${JOURNAL_PREFIX}${scenarioId}` : `${JOURNAL_PREFIX}${scenarioId}@${writer}`;
}

/** false when the write failed (storage full or disabled): the autosave is then the only copy. */
export function writeJournal(storage: JournalStorage | null, scenarioId: string, entry: JournalEntry, writer?: string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(journalKey(scenarioId, writer), JSON.stringify(entry));
    return true;
  } catch {
    return false;
  }
}

/** One writer's journal of a scenario, or null when there is none or it is unreadable. */
export function readJournal(storage: JournalStorage | null, scenarioId: string, writer?: string): JournalEntry | null {
  if (!storage) return null;
  let text: string | null;
  try {
    text = storage.getItem(journalKey(scenarioId, writer));
  } catch {
    return null;
  }
  return parseEntry(text);
}

export interface FoundJournal {
  writer: string | null;
  entry: JournalEntry;
}

/** Every readable journal of a scenario, whoever wrote it, newest edit first. */
export function findJournals(storage: JournalStorage | null, scenarioId: string): FoundJournal[] {
  if (!storage) return [];
  const legacy = journalKey(scenarioId);
  const found: FoundJournal[] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key === null || !key.startsWith(legacy)) continue;
      let writer: string | null;
      if (key === legacy) writer = null;
      else if (key.charAt(legacy.length) === '@') writer = key.slice(legacy.length + 1);
      else continue; // another scenario whose id starts with this one
      const entry = parseEntry(storage.getItem(key));
      if (entry) found.push({ writer, entry });
    }
  } catch {
    return found;
  }
  return found.sort((a, b) => b.entry.at - a.entry.at);
}

function parseEntry(text: string | null): JournalEntry | null {
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

export function clearJournal(storage: JournalStorage | null, scenarioId: string, writer?: string): void {
  try {
    storage?.removeItem(journalKey(scenarioId, writer));
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
