import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { db } from '../../src/storage/db';
import { DB_NAME, DB_VERSION, SCHEMA_V1 } from '../../src/storage/schema';
import { getScenario, listScenarioSummaries, listVersions, saveVersion, updateScenarioDoc } from '../../src/storage/scenarios-repo';
import { minimalDoc, withFullDisk, withoutFullDisk, workedExample } from './helpers';

// Records as version 1 stored them: the document inline in the scenario row.
function v1Scenarios() {
  return Array.from({ length: 40 }, (_, i) => ({
    id: `s-${String(i).padStart(2, '0')}`,
    name: i % 3 === 0 ? `Ämter ${i}` : `SCENARIO ${i}`,
    tags: i % 2 === 0 ? ['even', `t${i % 5}`] : [],
    notes: i === 7 ? 'seven' : '',
    createdAt: 1_700_000_000_000 + i,
    updatedAt: 1_700_000_100_000 + i,
    doc: i === 0 ? workedExample() : { ...minimalDoc(i % 3 === 0 ? `Ämter ${i}` : `SCENARIO ${i}`), extra: { i } },
  }));
}

describe('schema upgrade 1 → 2', () => {
  it('keeps every record of every table and fills the new fields', async () => {
    db.close();
    await Dexie.delete(DB_NAME);
    const old = new Dexie(DB_NAME);
    old.version(1).stores(SCHEMA_V1);
    const scenarios = v1Scenarios();
    const versions = [
      { scenarioId: 's-00', name: 'named', kind: 'named', createdAt: 5, doc: workedExample() },
      { scenarioId: 's-00', name: 'auto', kind: 'auto', createdAt: 6, doc: minimalDoc('older') },
      { scenarioId: 's-03', name: 'auto', kind: 'auto', createdAt: 7, doc: minimalDoc('x') },
    ];
    const quotes = [{ id: 'q1', provider: 'Provider A', createdAt: 1, updatedAt: 2, quote: { provider: 'Provider A', pricePerGPUHour: 2.05 } }];
    const overrides = [{ id: 'gpu:H100-SXM', updatedAt: 3, data: { nodeKW: 10.5 } }];
    const settings = [
      { key: 'language', value: 'zh-CN' },
      { key: 'recent', value: ['s-00', 's-03'] },
    ];
    await old.table('scenarios').bulkAdd(scenarios);
    await old.table('versions').bulkAdd(versions);
    await old.table('quotes').bulkAdd(quotes);
    await old.table('catalogueOverrides').bulkAdd(overrides);
    await old.table('settings').bulkAdd(settings);
    old.close();

    await db.open();
    expect(db.verno).toBe(DB_VERSION);

    // Every scenario comes back whole through the repository, document included.
    for (const s of scenarios) expect(await getScenario(s.id)).toEqual(s);
    // Raw rows: no document left inline, nameLower filled.
    const rows = await db.scenarios.toArray();
    expect(rows).toHaveLength(scenarios.length);
    for (const row of rows) {
      expect('doc' in row).toBe(false);
      expect(row.nameLower).toBe(row.name.toLowerCase());
    }
    expect(await db.scenarioDocs.count()).toBe(scenarios.length);
    expect((await db.versions.toArray()).map(({ id: _id, ...v }) => v)).toEqual(versions);
    expect(await db.quotes.toArray()).toEqual(quotes);
    expect(await db.catalogueOverrides.toArray()).toEqual(overrides);
    expect(await db.settings.toArray()).toEqual(settings);

    // The new indexes work on upgraded data.
    const byName = await listScenarioSummaries({ sort: 'name' });
    expect(byName[0].name).toBe('SCENARIO 1');
    expect(byName.at(-1)?.name.startsWith('Ämter')).toBe(true);
    expect(await db.scenarios.where('tags').equals('even').count()).toBe(20);
    expect((await listVersions('s-00')).map((v) => v.name)).toEqual(['auto', 'named']);
    await saveVersion('s-00', 'after upgrade', 'auto');
    expect((await listVersions('s-00'))[0].name).toBe('after upgrade');
    const saved = await updateScenarioDoc('s-05', minimalDoc('renamed'), scenarios[5].updatedAt);
    expect(saved.ok).toBe(true);
    expect((await db.scenarios.get('s-05'))?.nameLower).toBe('renamed');
  });

  it('leaves the version-1 database exactly as it was when the upgrade fails half-way (disk full), and upgrades it on the next open', async () => {
    db.close();
    await Dexie.delete(DB_NAME);
    const old = new Dexie(DB_NAME);
    old.version(1).stores(SCHEMA_V1);
    const scenarios = v1Scenarios();
    await old.table('scenarios').bulkAdd(scenarios);
    await old.table('settings').bulkAdd([{ key: 'language', value: 'en' }]);
    old.close();

    // The upgrade copies documents into scenarioDocs first: that write fails.
    await withFullDisk(['scenarioDocs']).catch(() => undefined);
    expect(db.isOpen()).toBe(false);
    await expect(db.open()).rejects.toThrow(/quota/i);
    db.close();
    db.unuse({ stack: 'dbcore', name: 'full-disk' });

    const reread = new Dexie(DB_NAME);
    await reread.open(); // whatever version is on disk, without declaring one
    expect(reread.verno).toBe(1);
    expect(await reread.table('scenarios').toArray()).toEqual(scenarios);
    expect(await reread.table('settings').toArray()).toEqual([{ key: 'language', value: 'en' }]);
    reread.close();

    await withoutFullDisk();
    expect(db.verno).toBe(DB_VERSION);
    for (const s of scenarios) expect(await getScenario(s.id)).toEqual(s);
  });
});
