import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createScenario,
  deleteScenario,
  duplicateScenario,
  findScenariosByNamePrefix,
  getScenario,
  getSetting,
  listScenarioSummaries,
  listTags,
  listVersions,
  restoreScenario,
  saveVersion,
  setSetting,
  updateScenarioDoc,
  updateScenarioMeta,
} from '../../src/storage/scenarios-repo';
import { dumpAll, freshDb, minimalDoc, workedExample } from './helpers';

beforeEach(freshDb);

describe('scenario CRUD', () => {
  it('creates a record whose name and notes come from the document and reads it back', async () => {
    const doc = { ...workedExample(), notes: 'first draft' };
    const created = await createScenario(doc, { tags: [' colo ', 'H100', 'colo'] });
    expect(created.name).toBe('512× H100 in a 100 MW campus');
    expect(created.notes).toBe('first draft');
    expect(created.tags).toEqual(['colo', 'H100']);
    expect(created.createdAt).toBe(created.updatedAt);
    const read = await getScenario(created.id);
    expect(read).toEqual(created);
    expect(read?.doc).toEqual(doc);
    expect(await getScenario('nope')).toBeUndefined();
  });

  it('saves a document when the token matches, mirrors its name, and moves updatedAt forward', async () => {
    const created = await createScenario(minimalDoc('A'));
    const edited = { ...created.doc, name: 'A renamed', horizonMonths: 24 };
    const result = await updateScenarioDoc(created.id, edited, created.updatedAt);
    if (!result.ok) throw new Error(`expected ok, got ${result.reason}`);
    expect(result.updatedAt).toBeGreaterThan(created.updatedAt);
    const read = await getScenario(created.id);
    expect(read?.name).toBe('A renamed');
    expect(read?.doc.horizonMonths).toBe(24);
    expect(read?.updatedAt).toBe(result.updatedAt);
    expect((await findScenariosByNamePrefix('a REN')).map((s) => s.id)).toEqual([created.id]);
  });

  it('refuses a save from a stale token with the current record, leaving the stored one unchanged', async () => {
    const created = await createScenario(minimalDoc('Shared'));
    const first = await updateScenarioDoc(created.id, { ...created.doc, horizonMonths: 36 }, created.updatedAt);
    expect(first.ok).toBe(true);
    // A second window still holds the original token.
    const second = await updateScenarioDoc(created.id, { ...created.doc, horizonMonths: 6 }, created.updatedAt);
    expect(second.ok).toBe(false);
    if (second.ok || second.reason !== 'conflict') throw new Error('expected a conflict');
    expect(second.current.doc.horizonMonths).toBe(36);
    expect((await getScenario(created.id))?.doc.horizonMonths).toBe(36);
    expect(await updateScenarioDoc('missing-id', minimalDoc(), 1)).toEqual({ ok: false, reason: 'missing' });
  });

  it('renames, re-notes and re-tags, writing name and notes into the document too', async () => {
    const created = await createScenario({ ...minimalDoc('Old'), notes: 'x' });
    const updated = await updateScenarioMeta(created.id, { name: 'New', notes: '', tags: ['b', 'a', 'B'] });
    expect(updated.name).toBe('New');
    expect(updated.doc.name).toBe('New');
    expect('notes' in updated.doc).toBe(false);
    expect(updated.tags).toEqual(['b', 'a']);
    expect(updated.updatedAt).toBeGreaterThan(created.updatedAt);
    expect(await getScenario(created.id)).toEqual(updated);
    await expect(updateScenarioMeta('missing-id', { name: 'x' })).rejects.toThrow(/No scenario/);
  });

  it('duplicates under a new id and name, without the versions', async () => {
    const created = await createScenario(workedExample(), { tags: ['t'] });
    await saveVersion(created.id, 'v1', 'named');
    const copy = await duplicateScenario(created.id, 'Copy of it');
    expect(copy.id).not.toBe(created.id);
    expect(copy.name).toBe('Copy of it');
    expect(copy.doc).toEqual({ ...created.doc, name: 'Copy of it' });
    expect(copy.tags).toEqual(['t']);
    expect(await listVersions(copy.id)).toEqual([]);
    expect((await duplicateScenario(created.id)).name).toBe('512× H100 in a 100 MW campus (copy)');
  });

  it('lists summaries without documents, sorted by updated, name or created', async () => {
    const b = await createScenario(minimalDoc('beta'), { tags: ['x'] });
    const a = await createScenario(minimalDoc('Alpha'));
    const c = await createScenario(minimalDoc('charlie'), { tags: ['y', 'x'] });
    await updateScenarioMeta(b.id, { tags: ['x', 'z'] }); // b becomes the most recently updated
    const byUpdated = await listScenarioSummaries();
    expect(byUpdated.map((s) => s.name)).toEqual(['beta', 'charlie', 'Alpha']);
    expect(Object.keys(byUpdated[0]).sort()).toEqual(['createdAt', 'id', 'name', 'tags', 'updatedAt']);
    expect((await listScenarioSummaries({ sort: 'name' })).map((s) => s.id)).toEqual([a.id, b.id, c.id]);
    expect((await listScenarioSummaries({ sort: 'created' })).map((s) => s.id)).toEqual([c.id, a.id, b.id]);
    expect(await listTags()).toEqual(['x', 'y', 'z']);
  });
});

describe('delete and restore', () => {
  it('deletes a scenario with its versions and restores all of it, ids included', async () => {
    const keep = await createScenario(minimalDoc('keep'));
    const gone = await createScenario(workedExample(), { tags: ['a'] });
    await saveVersion(gone.id, 'named one', 'named');
    await saveVersion(gone.id, 'auto one', 'auto');
    await saveVersion(keep.id, 'other', 'named');
    const before = await dumpAll();

    const deleted = await deleteScenario(gone.id);
    expect(deleted?.scenario).toEqual(gone);
    expect(deleted?.versions.map((v) => v.name).sort()).toEqual(['auto one', 'named one']);
    expect(await getScenario(gone.id)).toBeUndefined();
    expect(await listVersions(gone.id)).toEqual([]);
    expect((await listVersions(keep.id)).map((v) => v.name)).toEqual(['other']);

    if (!deleted) throw new Error('expected a deleted record');
    await restoreScenario(deleted);
    expect(await dumpAll()).toEqual(before);
    expect(await deleteScenario('missing-id')).toBeUndefined();
  });
});

describe('settings', () => {
  it('stores any value and falls back when absent', async () => {
    expect(await getSetting('theme', 'system')).toBe('system');
    await setSetting('theme', 'dark');
    await setSetting('recent', { ids: ['a', 'b'] });
    expect(await getSetting('theme', 'system')).toBe('dark');
    expect(await getSetting('recent')).toEqual({ ids: ['a', 'b'] });
  });
});
