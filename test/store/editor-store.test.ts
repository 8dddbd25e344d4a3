import { describe, expect, it } from 'vitest';
import { createEditorStore, UNDO_LIMIT } from '../../src/store/editor-store';
import { journalKey, writeJournal } from '../../src/store/journal';
import { sampleRecord } from './fixtures';
import { memoryStorage } from './memory-storage';

const TAB = 'tab-1';

function setup(start = 100_000) {
  let t = start;
  const journal = memoryStorage();
  const store = createEditorStore({ journal, now: () => t, tabId: TAB });
  return { store, journal, advance: (ms: number) => (t += ms), history: () => store.temporal.getState() };
}

describe('editor store: open, edit, close', () => {
  it('opens a record with a clean state and no history', () => {
    const { store, history } = setup();
    const record = sampleRecord();
    store.getState().open(record);
    const s = store.getState();
    expect(s.scenarioId).toBe('scn-1');
    expect(s.doc).toBe(record.doc);
    expect(s.savedDoc).toBe(record.doc);
    expect(s.baseUpdatedAt).toBe(5_000);
    expect(s.saveState).toBe('saved');
    expect(history().pastStates).toHaveLength(0);
  });

  it('setField updates the doc immutably and marks it dirty', () => {
    const { store } = setup();
    const record = sampleRecord();
    store.getState().open(record);
    store.getState().setField('site.contractedMW', 120);
    const s = store.getState();
    expect((s.doc as { site: { contractedMW: number } }).site.contractedMW).toBe(120);
    expect((record.doc as { site: { contractedMW: number } }).site.contractedMW).toBe(100);
    expect(s.saveState).toBe('dirty');
    expect((s.doc as Record<string, unknown>).extraUnknownField).toEqual({ kept: true });
  });

  it('close() empties the editor and its history', () => {
    const { store, history } = setup();
    store.getState().open(sampleRecord());
    store.getState().setField('name', 'x');
    store.getState().close();
    expect(store.getState().doc).toBeNull();
    expect(store.getState().scenarioId).toBeNull();
    expect(history().pastStates).toHaveLength(0);
    store.getState().setField('name', 'y'); // no doc: ignored
    expect(store.getState().doc).toBeNull();
  });
});

describe('editor store: undo and redo (zundo over doc only)', () => {
  it('undoes and redoes separate edits step by step', () => {
    const { store, advance } = setup();
    store.getState().open(sampleRecord());
    const mw = () => (store.getState().doc as { site: { contractedMW: number } }).site.contractedMW;
    const pue = () => (store.getState().doc as { site: { pue: number } }).site.pue;
    store.getState().setField('site.contractedMW', 120);
    advance(5_000);
    store.getState().setField('site.pue', 1.5);
    store.getState().undo();
    expect(pue()).toBe(1.35);
    expect(mw()).toBe(120);
    store.getState().undo();
    expect(mw()).toBe(100);
    store.getState().undo(); // nothing left: stays
    expect(mw()).toBe(100);
    store.getState().redo();
    expect(mw()).toBe(120);
    store.getState().redo();
    expect(pue()).toBe(1.5);
  });

  it('groups rapid edits of the same field into one step', () => {
    const { store, advance, history } = setup();
    store.getState().open(sampleRecord());
    for (const v of [1, 12, 120]) {
      store.getState().setField('site.contractedMW', v);
      advance(200);
    }
    expect(history().pastStates).toHaveLength(1);
    store.getState().undo();
    expect((store.getState().doc as { site: { contractedMW: number } }).site.contractedMW).toBe(100);
  });

  it('starts a new step after a pause, for another field, and after an undo', () => {
    const { store, advance, history } = setup();
    store.getState().open(sampleRecord());
    store.getState().setField('site.contractedMW', 1);
    advance(1_500); // longer than the grouping window
    store.getState().setField('site.contractedMW', 2);
    expect(history().pastStates).toHaveLength(2);
    advance(10);
    store.getState().setField('site.pue', 1.4);
    expect(history().pastStates).toHaveLength(3);
    store.getState().undo();
    advance(10);
    store.getState().setField('site.pue', 1.45);
    expect(history().pastStates).toHaveLength(3);
    expect(history().futureStates).toHaveLength(0);
  });

  it('does not record save-state changes or no-op edits as steps', () => {
    const { store, history } = setup();
    store.getState().open(sampleRecord());
    store.setState({ saveState: 'saving' });
    store.setState({ saveState: 'saved' });
    store.getState().setField('site.pue', 1.35); // same value
    expect(history().pastStates).toHaveLength(0);
  });

  it('makes multi-field edits one step (catalogue fill, list edits)', () => {
    const { store } = setup();
    store.getState().open(sampleRecord());
    store.getState().setFields([
      ['node.gpuModel', 'B200'],
      ['node.nodeKW', 14.3],
      ['node.gpuTDPW', 1000],
    ]);
    store.getState().removeGeneration(0);
    store.getState().undo();
    const doc = store.getState().doc as { node: Record<string, unknown>; market: { generations: unknown[] } };
    expect(doc.market.generations).toHaveLength(2);
    expect(doc.node.nodeKW).toBe(14.3);
    store.getState().undo();
    expect((store.getState().doc as { node: Record<string, unknown> }).node).toEqual({
      gpuModel: 'H100-SXM',
      gpusPerNode: 8,
      nodeKW: 10.2,
      gpuTDPW: 700,
    });
  });

  it(`keeps at most ${UNDO_LIMIT} steps`, () => {
    const { store, advance, history } = setup();
    store.getState().open(sampleRecord());
    for (let i = 0; i < UNDO_LIMIT + 25; i += 1) {
      store.getState().setField(i % 2 ? 'site.pue' : 'site.contractedMW', 50 + i);
      advance(1);
    }
    expect(history().pastStates).toHaveLength(UNDO_LIMIT);
  });
});

describe('editor store: crash journal on open', () => {
  it('restores a journal based on the stored version and marks it dirty', () => {
    const { store, journal } = setup();
    const record = sampleRecord();
    const edited = { ...record.doc, name: 'typed before the crash' };
    writeJournal(journal, record.id, { doc: edited, at: 9_000, base: record.updatedAt }, TAB);
    store.getState().open(record);
    const s = store.getState();
    expect(s.doc).toEqual(edited);
    expect(s.savedDoc).toBe(record.doc);
    expect(s.saveState).toBe('dirty');
    expect(s.restoredFromJournalAt).toBe(9_000);
  });

  it('restores a journal without base only when newer than the record', () => {
    const { store, journal } = setup();
    const record = sampleRecord();
    // A journal of unknown writer (an older build's key): considered once liveness is checked.
    journal.setItem(journalKey(record.id), JSON.stringify({ doc: { ...record.doc, name: 'old' }, at: 4_000 }));
    store.getState().open(record, new Set([TAB]));
    expect(store.getState().doc).toBe(record.doc);
    expect(journal.data.has(journalKey(record.id))).toBe(false); // stale: removed
    journal.setItem(journalKey(record.id), JSON.stringify({ doc: { ...record.doc, name: 'new' }, at: 6_000 }));
    store.getState().open(record);
    expect(store.getState().doc).toBe(record.doc); // liveness not checked: only this tab's own journal
    store.getState().open(record, new Set([TAB]));
    expect(store.getState().doc).toMatchObject({ name: 'new' });
  });

  it('opens as a conflict when the record changed since the journal was based on it', () => {
    const { store, journal } = setup();
    const record = sampleRecord({ updatedAt: 8_000 });
    writeJournal(journal, record.id, { doc: { ...record.doc, name: 'mine' }, at: 7_000, base: 5_000 }, TAB);
    store.getState().open(record);
    const s = store.getState();
    expect(s.saveState).toBe('conflict');
    expect(s.doc).toMatchObject({ name: 'mine' });
    expect(s.conflict).toBe(record);
    expect(s.baseUpdatedAt).toBe(5_000);
    s.resolveConflict('theirs');
    expect(store.getState().doc).toBe(record.doc);
    expect(store.getState().saveState).toBe('saved');
    expect(journal.data.size).toBe(0);
  });

  it('ignores unreadable journals and journals equal to the record', () => {
    const { store, journal } = setup();
    const record = sampleRecord();
    journal.setItem(journalKey(record.id, TAB), '{not json');
    store.getState().open(record);
    expect(store.getState().doc).toBe(record.doc);
    writeJournal(journal, record.id, { doc: structuredClone(record.doc), at: 99_000, base: record.updatedAt }, TAB);
    store.getState().open(record);
    expect(store.getState().saveState).toBe('saved');
    expect(journal.data.has(journalKey(record.id, TAB))).toBe(false);
  });
});

describe('editor store: journals of other tabs', () => {
  const edited = (name: string) => ({ ...sampleRecord().doc, name });

  it('never restores or removes the journal of another tab that is still open', () => {
    const { store, journal } = setup();
    const record = sampleRecord();
    writeJournal(journal, record.id, { doc: edited('typed in tab 2'), at: 9_000, base: record.updatedAt }, 'tab-2');
    store.getState().open(record, new Set([TAB, 'tab-2']));
    expect(store.getState().doc).toBe(record.doc);
    expect(store.getState().saveState).toBe('saved');
    store.getState().open(record); // liveness unchecked: the same
    expect(store.getState().doc).toBe(record.doc);
    expect(journal.data.has(journalKey(record.id, 'tab-2'))).toBe(true);
  });

  it('takes over the journal of a tab that is gone (crashed, killed, closed): restored once, here', () => {
    const { store, journal } = setup();
    const record = sampleRecord();
    writeJournal(journal, record.id, { doc: edited('typed before the crash'), at: 9_000, base: record.updatedAt }, 'tab-gone');
    store.getState().open(record, new Set([TAB]));
    expect(store.getState().doc).toMatchObject({ name: 'typed before the crash' });
    expect(store.getState().saveState).toBe('dirty');
    expect(journal.data.has(journalKey(record.id, 'tab-gone'))).toBe(false);
    expect(JSON.parse(journal.data.get(journalKey(record.id, TAB)) ?? 'null')).toMatchObject({ doc: { name: 'typed before the crash' }, at: 9_000 });
  });

  it('restores the newest usable journal, and any journal when liveness cannot be known', () => {
    const { store, journal } = setup();
    const record = sampleRecord();
    writeJournal(journal, record.id, { doc: edited('older, mine'), at: 8_000, base: record.updatedAt }, TAB);
    writeJournal(journal, record.id, { doc: edited('newer, gone'), at: 9_000, base: record.updatedAt }, 'tab-gone');
    writeJournal(journal, record.id, { doc: edited('newest, alive'), at: 9_500, base: record.updatedAt }, 'tab-alive');
    store.getState().open(record, new Set([TAB, 'tab-alive']));
    expect(store.getState().doc).toMatchObject({ name: 'newer, gone' });
    store.getState().open(record, null);
    expect(store.getState().doc).toMatchObject({ name: 'newest, alive' });
  });

  it('does not read the journal of a scenario whose id merely starts with this one', () => {
    const { store, journal } = setup();
    const record = sampleRecord();
    writeJournal(journal, `${record.id}x`, { doc: edited('other scenario'), at: 9_000, base: record.updatedAt }, 'tab-gone');
    store.getState().open(record, new Set([TAB]));
    expect(store.getState().doc).toBe(record.doc);
  });
});

describe('editor store: conflict resolution', () => {
  it("'mine' rebases on the stored record and leaves the user's doc", () => {
    const { store } = setup();
    store.getState().open(sampleRecord());
    store.getState().setField('name', 'mine');
    const theirs = sampleRecord({ updatedAt: 7_000, doc: { ...sampleRecord().doc, name: 'theirs' } });
    store.setState({ saveState: 'conflict', conflict: theirs });
    store.getState().resolveConflict('mine');
    const s = store.getState();
    expect(s.doc).toMatchObject({ name: 'mine' });
    expect(s.baseUpdatedAt).toBe(7_000);
    expect(s.saveState).toBe('dirty');
    expect(s.conflict).toBeUndefined();
  });
});

describe('editor store: onDoc (the engine worker is told first)', () => {
  it('tells each new document before listeners subscribed earlier, and only when the document changes', () => {
    const { store } = setup();
    store.getState().open(sampleRecord());
    const order: string[] = [];
    // Subscribed first, like the autosave (its journal write) at start-up.
    store.subscribe((state, previous) => {
      if (state.doc !== previous.doc) order.push('store');
    });
    const seen: unknown[] = [];
    const stop = store.onDoc((doc) => {
      seen.push(doc);
      order.push('onDoc');
    });
    store.getState().setField('name', 'Renamed');
    expect(order).toEqual(['onDoc', 'store']);
    expect(seen).toEqual([store.getState().doc]);
    expect((seen[0] as { name: string }).name).toBe('Renamed');
    store.getState().setRejectedInput('site.pue', 'PUE'); // not a document change
    expect(seen).toHaveLength(1);
    store.getState().undo();
    expect(seen).toHaveLength(2);
    expect((seen[1] as { name: string }).name).not.toBe('Renamed');
    stop();
    store.getState().setField('name', 'Again');
    expect(seen).toHaveLength(2);
  });
});
