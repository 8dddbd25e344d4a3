import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { db } from '../../src/storage/db';
import { DB_NAME, DB_VERSION, SCHEMA_V1, SCHEMA_V2 } from '../../src/storage/schema';
import { backupText, checkBackupText, readBackupData, restoreBackup } from '../../src/storage/backup';
import { listLibraryQuotes } from '../../src/storage/library-repo';
import { loadScenario } from '../../models/scenario';
import { getScenario, listScenarioSummaries, listVersions, saveVersion, updateScenarioDoc } from '../../src/storage/scenarios-repo';
import { asVersion2, minimalDoc, withFullDisk, withoutFullDisk, workedExample } from './helpers';

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

    // Every scenario comes back whole through the repository, document included (the upgrade to
    // version 3 then brings the documents to scenario format 2: committed → committedShare).
    for (const s of scenarios) expect(await getScenario(s.id)).toEqual({ ...s, doc: asVersion2(s.doc) });
    // Raw rows: no document left inline, nameLower filled.
    const rows = await db.scenarios.toArray();
    expect(rows).toHaveLength(scenarios.length);
    for (const row of rows) {
      expect('doc' in row).toBe(false);
      expect(row.nameLower).toBe(row.name.toLowerCase());
    }
    expect(await db.scenarioDocs.count()).toBe(scenarios.length);
    expect((await db.versions.toArray()).map(({ id: _id, ...v }) => v)).toEqual(versions.map((v) => ({ ...v, doc: asVersion2(v.doc) })));
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
    for (const s of scenarios) expect(await getScenario(s.id)).toEqual({ ...s, doc: asVersion2(s.doc) });
  });
});

// Rows as database version 2 stored them: scenario rows without documents, documents in scenarioDocs.
function v2Rows() {
  const draft = { ...minimalDoc('Draft'), site: { contractedMW: 1, powerBasis: 'it', pue: 0.8, cooling: 'air' }, quotes: [{ provider: 'P', committed: true, gpus: 'eight' }] };
  const docs: Record<string, unknown>[] = [
    workedExample(), // format 1 with committed true/false quotes
    draft, // format 1, invalid (a draft mid-edit): migrated structurally all the same
    { ...asVersion2(workedExample()), name: 'Already v2' }, // format 2: unchanged
    { name: 'No version', quotes: [{ provider: 'P', committed: true }] }, // not readable: left as it is
    { ...minimalDoc('From the future'), version: 99, quotes: [{ provider: 'P', committed: true }] }, // newer: left as it is
    { ...minimalDoc('Odd quotes'), quotes: [7, null, { provider: 'Q', committed: false, extra: { kept: true } }] },
  ];
  const rows = docs.map((doc, i) => ({
    id: `s-${i}`,
    name: typeof doc.name === 'string' ? doc.name : '',
    nameLower: (typeof doc.name === 'string' ? doc.name : '').toLowerCase(),
    tags: [],
    notes: '',
    createdAt: 1_700_000_000_000 + i,
    updatedAt: 1_700_000_100_000 + i,
  }));
  return { docs, rows };
}

describe('schema upgrade 2 → 3 (scenario format 2)', () => {
  it('migrates every stored document, version and library quote through the file migration, dropping nothing', async () => {
    db.close();
    await Dexie.delete(DB_NAME);
    const old = new Dexie(DB_NAME);
    old.version(1).stores(SCHEMA_V1);
    old.version(2).stores(SCHEMA_V2);
    const { docs, rows } = v2Rows();
    await old.table('scenarios').bulkAdd(rows);
    await old.table('scenarioDocs').bulkAdd(docs.map((doc, i) => ({ id: `s-${i}`, doc })));
    const versions = docs.map((doc, i) => ({ scenarioId: `s-${i}`, name: 'auto', kind: 'auto', createdAt: 10 + i, doc }));
    await old.table('versions').bulkAdd(versions);
    const quotes = [
      { id: 'q1', provider: 'A', createdAt: 1, updatedAt: 2, quote: { provider: 'A', committed: true, pricePerGPUHour: 2.05, custom: 'kept' } },
      { id: 'q2', provider: 'B', createdAt: 1, updatedAt: 2, quote: { provider: 'B', committed: false } },
      { id: 'q3', provider: 'C', createdAt: 1, updatedAt: 2, quote: { provider: 'C', committedShare: 0.5 } },
      { id: 'q4', provider: 'D', createdAt: 1, updatedAt: 2, quote: { provider: 'D', committed: 'yes', committedShare: 0.25 } },
    ];
    await old.table('quotes').bulkAdd(quotes);
    await old.table('settings').bulkAdd([{ key: 'language', value: 'zh-CN' }]);
    old.close();

    await db.open();
    expect(db.verno).toBe(3);
    expect(DB_VERSION).toBe(3);

    const expectedDocs = [
      asVersion2(docs[0]),
      { ...docs[1], version: 2, quotes: [{ provider: 'P', gpus: 'eight', committedShare: 1 }] },
      docs[2],
      docs[3],
      docs[4],
      { ...docs[5], version: 2, quotes: [7, null, { provider: 'Q', extra: { kept: true }, committedShare: 0 }] },
    ];
    expect(expectedDocs[0]).not.toEqual(docs[0]); // the worked example does change (committed → committedShare)
    for (const [i, row] of rows.entries()) {
      expect(await getScenario(row.id)).toEqual({ ...row, nameLower: undefined, doc: expectedDocs[i] });
    }
    expect(await db.scenarios.toArray()).toEqual(rows);
    expect((await db.versions.toArray()).map(({ id: _id, ...v }) => v)).toEqual(versions.map((v, i) => ({ ...v, doc: expectedDocs[i] })));
    expect((await listLibraryQuotes()).map((q) => q.quote)).toEqual([
      { provider: 'A', pricePerGPUHour: 2.05, custom: 'kept', committedShare: 1 },
      { provider: 'B', committedShare: 0 },
      { provider: 'C', committedShare: 0.5 },
      { provider: 'D', committedShare: 0.25 },
    ]);
    expect(await db.settings.toArray()).toEqual([{ key: 'language', value: 'zh-CN' }]);

    // The migrated worked example loads as a format-2 file with the results of its format-1 self
    // (format 3 adds only fields whose defaults keep a format-2 file's results: it migrates as it loads).
    const fromDb = loadScenario(expectedDocs[0]);
    const fromFile = loadScenario(workedExample());
    if (!fromDb.ok || !fromFile.ok) throw new Error('expected both to load');
    expect(fromDb.migratedFrom).toBe(2);
    expect(fromDb.scenario).toEqual(fromFile.scenario);
  });

  it('restores a backup made with database version 2: its format-1 documents and quotes migrate on restore', async () => {
    db.close();
    await Dexie.delete(DB_NAME);
    await db.open();
    const { docs, rows } = v2Rows();
    const data = {
      scenarios: rows.map(({ nameLower: _n, ...row }, i) => ({ ...row, doc: docs[i] })),
      versions: [{ id: 1, scenarioId: 's-0', name: 'named', kind: 'named' as const, createdAt: 5, doc: docs[0] }],
      quotes: [{ id: 'q1', provider: 'A', createdAt: 1, updatedAt: 2, quote: { provider: 'A', committed: true } }],
      catalogueOverrides: [],
      settings: [{ key: 'language', value: 'en' }],
    };
    const file = JSON.parse(await backupText(data, { appVersion: '0.1.0', createdAt: new Date('2026-11-30T00:00:00Z') })) as Record<string, unknown>;
    // The header states the database version the backup came from (the checksum covers `data` only).
    const asOld = JSON.stringify({ ...file, schemaVersion: 2 });
    const check = await checkBackupText(asOld);
    if (!check.ok) throw new Error(JSON.stringify(check.issues));
    expect(check.info.schemaVersion).toBe(2);
    await restoreBackup(check.data);
    const after = await readBackupData();
    expect(after.scenarios[0].doc).toEqual(asVersion2(docs[0]));
    expect(after.scenarios[3].doc).toEqual(docs[3]); // unreadable: left as it is
    expect(after.scenarios[4].doc).toEqual(docs[4]);
    expect(after.versions[0].doc).toEqual(asVersion2(docs[0]));
    expect(after.quotes[0].quote).toEqual({ provider: 'A', committedShare: 1 });

    // A backup of this database version comes back exactly, format-1 documents included.
    const current = await checkBackupText(JSON.stringify(file));
    if (!current.ok) throw new Error(JSON.stringify(current.issues));
    expect(current.data.scenarios[0].doc).toEqual(docs[0]);
  });
});

describe('schema upgrade 2 → 3 when the disk fills half-way', () => {
  it('leaves the version-2 database as it was (documents already migrated are rolled back), and upgrades on the next open', async () => {
    db.close();
    await Dexie.delete(DB_NAME);
    const old = new Dexie(DB_NAME);
    old.version(1).stores(SCHEMA_V1);
    old.version(2).stores(SCHEMA_V2);
    const { docs, rows } = v2Rows();
    const docRows = docs.map((doc, i) => ({ id: `s-${i}`, doc }));
    await old.table('scenarios').bulkAdd(rows);
    await old.table('scenarioDocs').bulkAdd(docRows);
    await old.table('versions').bulkAdd([{ scenarioId: 's-0', name: 'auto', kind: 'auto', createdAt: 1, doc: docs[0] }]);
    old.close();

    // scenarioDocs are migrated first; writing the versions then fails.
    await withFullDisk(['versions']).catch(() => undefined);
    expect(db.isOpen()).toBe(false);
    db.close();
    db.unuse({ stack: 'dbcore', name: 'full-disk' });

    const reread = new Dexie(DB_NAME);
    await reread.open();
    expect(reread.verno).toBe(2);
    expect(await reread.table('scenarioDocs').toArray()).toEqual(docRows);
    reread.close();

    await withoutFullDisk();
    expect(db.verno).toBe(3);
    expect((await getScenario('s-0'))?.doc).toEqual(asVersion2(docs[0]));
    expect((await db.versions.toArray())[0].doc).toEqual(asVersion2(docs[0]));
  });
});
