import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createScenario,
  deleteVersion,
  getScenario,
  listVersions,
  MAX_AUTO_VERSIONS,
  maybeSaveAutoVersion,
  restoreVersion,
  saveVersion,
  updateScenarioDoc,
} from '../../src/storage/scenarios-repo';
import { freshDb, minimalDoc } from './helpers';

beforeEach(freshDb);

describe('versions', () => {
  it('keeps named versions and at most MAX_AUTO_VERSIONS automatic ones, pruning the oldest', async () => {
    const s = await createScenario(minimalDoc('S'));
    const other = await createScenario(minimalDoc('Other'));
    await saveVersion(other.id, 'other auto', 'auto');
    await saveVersion(s.id, 'named early', 'named');
    for (let i = 0; i < MAX_AUTO_VERSIONS + 7; i++) {
      await saveVersion(s.id, `auto ${i}`, 'auto', { ...minimalDoc('S'), horizonMonths: i + 1 });
    }
    await saveVersion(s.id, 'named late', 'named');
    const versions = await listVersions(s.id);
    const autos = versions.filter((v) => v.kind === 'auto');
    expect(autos).toHaveLength(MAX_AUTO_VERSIONS);
    // Newest first; the 7 oldest automatic ones are gone.
    expect(autos[0].name).toBe(`auto ${MAX_AUTO_VERSIONS + 6}`);
    expect(autos.at(-1)?.name).toBe('auto 7');
    expect(autos.at(-1)?.doc.horizonMonths).toBe(8);
    expect(versions.filter((v) => v.kind === 'named').map((v) => v.name)).toEqual(['named late', 'named early']);
    expect(versions[0].name).toBe('named late');
    // Another scenario's history is not pruned by this one's.
    expect((await listVersions(other.id)).map((v) => v.name)).toEqual(['other auto']);
  });

  it('snapshots the stored document unless one is given', async () => {
    const s = await createScenario(minimalDoc('S'));
    const stored = await saveVersion(s.id, 'stored', 'named');
    expect(stored.doc).toEqual(s.doc);
    const given = await saveVersion(s.id, 'given', 'named', { ...s.doc, horizonMonths: 99 });
    expect(given.doc.horizonMonths).toBe(99);
    expect(typeof given.id).toBe('number');
    await expect(saveVersion('missing', 'x', 'named')).rejects.toThrow(/No scenario/);
    await deleteVersion(stored.id ?? -1);
    expect((await listVersions(s.id)).map((v) => v.name)).toEqual(['given']);
  });

  it('restores a version and keeps the replaced document as an automatic version', async () => {
    const s = await createScenario(minimalDoc('Original'));
    const v = await saveVersion(s.id, 'v1', 'named');
    const saved = await updateScenarioDoc(s.id, { ...s.doc, name: 'Edited', horizonMonths: 48 }, s.updatedAt);
    if (!saved.ok) throw new Error('save failed');
    const restored = await restoreVersion(v.id ?? -1, 'Before restore');
    expect(restored.name).toBe('Original');
    expect(restored.doc).toEqual(s.doc);
    expect(restored.updatedAt).toBeGreaterThan(saved.updatedAt);
    expect(await getScenario(s.id)).toEqual(restored);
    const [backup] = await listVersions(s.id);
    expect(backup.name).toBe('Before restore');
    expect(backup.kind).toBe('auto');
    expect(backup.doc.horizonMonths).toBe(48);
    await expect(restoreVersion(987654)).rejects.toThrow(/No version/);
  });

  it('saves an automatic version only after the interval and when the document changed', async () => {
    const s = await createScenario(minimalDoc('S'));
    const first = await maybeSaveAutoVersion(s.id, { name: 'auto', minIntervalMs: 60_000 });
    expect(first?.kind).toBe('auto');
    // Too soon.
    expect(await maybeSaveAutoVersion(s.id, { name: 'auto', minIntervalMs: 60_000, doc: { ...s.doc, horizonMonths: 2 } })).toBeNull();
    const later = Date.now() + 120_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      // Unchanged document: nothing to keep.
      expect(await maybeSaveAutoVersion(s.id, { name: 'auto', minIntervalMs: 60_000 })).toBeNull();
      const changed = await maybeSaveAutoVersion(s.id, { name: 'auto', minIntervalMs: 60_000, doc: { ...s.doc, horizonMonths: 2 } });
      expect(changed?.doc.horizonMonths).toBe(2);
    } finally {
      vi.restoreAllMocks();
    }
    expect(await listVersions(s.id)).toHaveLength(2);
  });
});
