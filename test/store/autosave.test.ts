import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAutosave } from '../../src/store/autosave';
import type { UpdateScenarioDoc } from '../../src/store/autosave';
import { createEditorStore } from '../../src/store/editor-store';
import { journalKey, readJournal } from '../../src/store/journal';
import type { ScenarioRecord, UpdateResult } from '../../src/storage/types';
import { sampleRecord } from './fixtures';
import { memoryStorage } from './memory-storage';

/** A repository holding one record with the real optimistic-concurrency rule. */
function fakeRepo(initial: ScenarioRecord) {
  let record = initial;
  let clock = initial.updatedAt;
  const calls: { id: string; doc: Record<string, unknown>; expected: number; at: number }[] = [];
  let failWith: UpdateResult | Error | null = null;
  const update: UpdateScenarioDoc = async (id, doc, expected) => {
    calls.push({ id, doc, expected, at: Date.now() });
    if (failWith instanceof Error) throw failWith;
    if (failWith) return failWith;
    if (id !== record.id) return { ok: false, reason: 'missing' };
    if (record.updatedAt !== expected) return { ok: false, reason: 'conflict', current: record };
    clock += 10;
    record = { ...record, doc, updatedAt: clock, name: String(doc.name) };
    return { ok: true, updatedAt: clock };
  };
  return {
    update,
    calls,
    get record() {
      return record;
    },
    /** Someone else stores a version (another window). */
    writeElsewhere(doc: Record<string, unknown>) {
      clock += 10;
      record = { ...record, doc, updatedAt: clock };
    },
    fail(result: UpdateResult | Error | null) {
      failWith = result;
    },
  };
}

const TAB = 'tab-1';

function setup() {
  const journal = memoryStorage();
  const store = createEditorStore({ journal, tabId: TAB });
  const record = sampleRecord();
  const repo = fakeRepo(record);
  store.getState().open(record);
  const autosave = startAutosave(store, { updateScenarioDoc: repo.update, journal, tabId: TAB });
  return { store, repo, journal, autosave, record };
}

describe('autosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it('saves once, within a second of the last of several quick edits', async () => {
    const { store, repo } = setup();
    const editedAt: number[] = [];
    for (const mw of [1, 12, 120]) {
      store.getState().setField('site.contractedMW', mw);
      editedAt.push(Date.now());
      await vi.advanceTimersByTimeAsync(150);
    }
    expect(repo.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(repo.calls).toHaveLength(1);
    expect(repo.calls[0].at - editedAt[2]).toBeLessThanOrEqual(500);
    expect(repo.calls[0].expected).toBe(5_000);
    expect(repo.record.doc).toMatchObject({ site: { contractedMW: 120 } });
    const s = store.getState();
    expect(s.saveState).toBe('saved');
    expect(s.baseUpdatedAt).toBe(repo.record.updatedAt);
    expect(s.savedDoc).toBe(s.doc);
  });

  it('still saves during a long burst of typing (max wait)', async () => {
    const { store, repo } = setup();
    for (let i = 0; i < 30; i += 1) {
      store.getState().setField('name', `n${i}`);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(repo.calls.length).toBeGreaterThanOrEqual(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(repo.record.doc.name).toBe('n29');
  });

  it('writes the crash journal synchronously on every edit and clears it after the save', async () => {
    const { store, journal, record } = setup();
    store.getState().setField('name', 'typed');
    const entry = readJournal(journal, record.id, TAB);
    expect(entry?.doc).toMatchObject({ name: 'typed' });
    expect(entry?.base).toBe(5_000);
    expect(entry?.at).toBe(1_000_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(journal.data.has(journalKey(record.id, TAB))).toBe(false);
  });

  it('a reload before the save restores the typed doc from the journal and saves it', async () => {
    const first = setup();
    first.store.getState().setField('name', 'typed before the crash');
    first.autosave.stop(); // the page dies: no save happened
    expect(first.repo.calls).toHaveLength(0);

    // The reloaded page is another tab; the one that wrote the journal is gone.
    const store = createEditorStore({ journal: first.journal, tabId: 'tab-2' });
    store.getState().open(first.repo.record, new Set(['tab-2']));
    expect(store.getState().doc).toMatchObject({ name: 'typed before the crash' });
    expect(store.getState().saveState).toBe('dirty');
    startAutosave(store, { updateScenarioDoc: first.repo.update, journal: first.journal, tabId: 'tab-2' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(first.repo.record.doc.name).toBe('typed before the crash');
    expect(store.getState().saveState).toBe('saved');
    expect(first.journal.data.size).toBe(0);
  });

  it('on conflict keeps the user doc, sets conflict and never overwrites silently', async () => {
    const { store, repo } = setup();
    repo.writeElsewhere({ ...repo.record.doc, name: 'from another window' });
    store.getState().setField('name', 'mine');
    await vi.advanceTimersByTimeAsync(1_000);
    const s = store.getState();
    expect(s.saveState).toBe('conflict');
    expect(s.doc).toMatchObject({ name: 'mine' });
    expect(s.conflict?.doc).toMatchObject({ name: 'from another window' });
    expect(repo.record.doc.name).toBe('from another window');
    // Further edits do not retry over the other version.
    store.getState().setField('name', 'mine 2');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(repo.calls).toHaveLength(1);
    expect(repo.record.doc.name).toBe('from another window');
    // Until the user keeps theirs explicitly.
    store.getState().resolveConflict('mine');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(repo.record.doc.name).toBe('mine 2');
    expect(store.getState().saveState).toBe('saved');
  });

  it('a quota error sets error with its message and keeps doc and journal; the next edit retries', async () => {
    const { store, repo, journal, record } = setup();
    repo.fail({ ok: false, reason: 'quota', message: 'Storage is full (QuotaExceededError)' });
    store.getState().setField('name', 'big');
    await vi.advanceTimersByTimeAsync(1_000);
    let s = store.getState();
    expect(s.saveState).toBe('error');
    expect(s.saveError).toBe('Storage is full (QuotaExceededError)');
    expect(s.doc).toMatchObject({ name: 'big' });
    expect(readJournal(journal, record.id, TAB)?.doc).toMatchObject({ name: 'big' });
    repo.fail(null);
    store.getState().setField('name', 'big 2');
    await vi.advanceTimersByTimeAsync(1_000);
    s = store.getState();
    expect(s.saveState).toBe('saved');
    expect(s.saveError).toBeUndefined();
    expect(repo.record.doc.name).toBe('big 2');
  });

  it('a thrown error is reported too', async () => {
    const { store, repo } = setup();
    const error = new Error('disk on fire');
    error.name = 'QuotaExceededError';
    repo.fail(error);
    store.getState().setField('name', 'x');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.getState().saveState).toBe('error');
    expect(store.getState().saveError).toBe('QuotaExceededError: disk on fire');
  });

  it('undo back to the stored doc cancels the pending save', async () => {
    const { store, repo, journal } = setup();
    store.getState().setField('name', 'oops');
    store.getState().undo();
    expect(store.getState().saveState).toBe('saved');
    expect(journal.data.size).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(repo.calls).toHaveLength(0);
  });

  it('undo after a save is saved like any edit', async () => {
    const { store, repo } = setup();
    store.getState().setField('site.contractedMW', 150);
    await vi.advanceTimersByTimeAsync(1_000);
    store.getState().undo();
    expect(store.getState().saveState).toBe('dirty');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(repo.record.doc).toMatchObject({ site: { contractedMW: 100 } });
    expect(repo.calls).toHaveLength(2);
  });

  it('edits made while a save is in flight are saved next, on the new token', async () => {
    const { store, repo } = setup();
    store.getState().close();
    const gates: (() => void)[] = [];
    const slow: UpdateScenarioDoc = (id, doc, expected) =>
      new Promise((resolve) => gates.push(() => void repo.update(id, doc, expected).then(resolve)));
    const store2 = createEditorStore({ journal: null });
    store2.getState().open(repo.record);
    startAutosave(store2, { updateScenarioDoc: slow, journal: null });
    store2.getState().setField('name', 'one');
    await vi.advanceTimersByTimeAsync(500);
    expect(store2.getState().saveState).toBe('saving');
    store2.getState().setField('name', 'two');
    await vi.advanceTimersByTimeAsync(500); // the second save waits for the first
    expect(gates).toHaveLength(1);
    gates[0]();
    await vi.advanceTimersByTimeAsync(10);
    expect(repo.record.doc.name).toBe('one');
    expect(gates).toHaveLength(2);
    gates[1]();
    await vi.advanceTimersByTimeAsync(10);
    expect(repo.calls.map((c) => c.expected)).toEqual([5_000, 5_010]); // second write on the token of the first
    expect(repo.record.doc.name).toBe('two');
    expect(store2.getState().saveState).toBe('saved');
  });

  it('two tabs editing one scenario keep separate journals; opening it elsewhere clears none of them', async () => {
    const a = setup();
    a.repo.fail({ ok: false, reason: 'quota', message: 'full' }); // A's edits stay unsaved
    a.store.getState().setField('name', 'typed in A');
    await vi.advanceTimersByTimeAsync(1_000);
    const b = createEditorStore({ journal: a.journal, tabId: 'tab-b' });
    startAutosave(b, { updateScenarioDoc: a.repo.update, journal: a.journal, tabId: 'tab-b' });
    b.getState().open(a.repo.record, new Set([TAB, 'tab-b']));
    expect(b.getState().doc).toBe(a.repo.record.doc); // A is alive: its edits stay A's
    expect(readJournal(a.journal, a.record.id, TAB)?.doc).toMatchObject({ name: 'typed in A' });
    b.getState().setField('notes', 'typed in B');
    expect(readJournal(a.journal, a.record.id, 'tab-b')?.doc).toMatchObject({ notes: 'typed in B' });
    expect(readJournal(a.journal, a.record.id, TAB)?.doc).toMatchObject({ name: 'typed in A' });
  });

  it('closing with unsaved edits stores them at once', async () => {
    const { store, repo, journal } = setup();
    store.getState().setField('name', 'left behind');
    store.getState().close();
    await vi.advanceTimersByTimeAsync(0);
    expect(repo.record.doc.name).toBe('left behind');
    expect(journal.data.size).toBe(0);
  });

  it('flush() saves immediately', async () => {
    const { store, repo, autosave } = setup();
    store.getState().setField('name', 'now');
    await autosave.flush();
    expect(repo.record.doc.name).toBe('now');
    expect(store.getState().saveState).toBe('saved');
  });
});

// The storage module's real function fits the autosave's parameter (checked by tsc; nothing runs).
type RealUpdate = typeof import('../../src/storage/scenarios-repo').updateScenarioDoc;
const fitsRealRepo: RealUpdate extends UpdateScenarioDoc ? true : never = true;
void fitsRealRepo;
