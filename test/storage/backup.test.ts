import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKUP_VERSION, backupText, checkBackupText, MAX_LISTED_ISSUES, readBackupData, restoreBackup, type BackupData } from '../../src/storage/backup';
import { db } from '../../src/storage/db';
import { backupFileName } from '../../src/storage/file-names';
import { saveLibraryQuote, setCatalogueOverride } from '../../src/storage/library-repo';
import { StorageQuotaError } from '../../src/storage/quota';
import { DB_VERSION } from '../../src/storage/schema';
import { createScenario, saveVersion, setSetting, updateScenarioDoc } from '../../src/storage/scenarios-repo';
import { dumpAll, freshDb, minimalDoc, withFullDisk, withoutFullDisk, workedExample } from './helpers';

beforeEach(freshDb);
afterEach(withoutFullDisk);

const META = { appVersion: '9.9.9', createdAt: new Date('2026-12-02T10:00:00Z') };

/** A database with something in every table, a draft with an invalid PUE included. */
async function fill(): Promise<void> {
  const a = await createScenario(workedExample(), { tags: ['colo', 'h100'] });
  const b = await createScenario(minimalDoc('Draft'), { notes: 'half done' });
  const draft = { ...b.doc, site: { ...(b.doc.site as object), pue: 0.8 }, extra: { kept: [1, 2] } };
  const saved = await updateScenarioDoc(b.id, draft, b.updatedAt);
  expect(saved.ok).toBe(true);
  await saveVersion(a.id, 'Before the loan', 'named');
  await saveVersion(a.id, 'auto', 'auto');
  await saveVersion(b.id, 'auto', 'auto');
  await saveLibraryQuote({ provider: 'Provider A', pricePerGPUHour: 2.05 });
  await setCatalogueOverride('gpu:H100-SXM', { nodeKW: { value: 10.5, source: 'site survey', asOf: '2026-11-01' } });
  await setSetting('language', 'zh-CN');
  await setSetting('recent', [a.id, b.id]);
}

async function fileOf(data: BackupData): Promise<string> {
  return backupText(data, META);
}

async function issuesOf(text: string) {
  const check = await checkBackupText(text);
  if (check.ok) throw new Error('expected the backup to be refused');
  return check.issues;
}

describe('backup and restore', () => {
  it('round-trips every record of every table exactly', async () => {
    await fill();
    const original = await dumpAll();
    const text = await fileOf(await readBackupData());

    // Another state replaces it: different scenarios, no versions, another setting.
    await freshDb();
    await createScenario(minimalDoc('Replaced soon'));
    await setSetting('language', 'en');
    const replaced = await dumpAll();

    const check = await checkBackupText(text);
    if (!check.ok) throw new Error(JSON.stringify(check.issues));
    expect(check.info).toEqual({
      version: BACKUP_VERSION,
      schemaVersion: DB_VERSION,
      appVersion: '9.9.9',
      createdAt: '2026-12-02T10:00:00.000Z',
      counts: { scenarios: 2, versions: 3, quotes: 1, catalogueOverrides: 1, settings: 2 },
    });
    const result = await restoreBackup(check.data);
    expect(result.counts.scenarios).toBe(2);
    expect(await dumpAll()).toEqual(original);

    // What was replaced comes back with the returned `previous` (the app's undo).
    await restoreBackup(result.previous);
    expect(await dumpAll()).toEqual(replaced);
  });

  it('writes a readable header and a checksum over the data', async () => {
    await fill();
    const text = await fileOf(await readBackupData());
    const head = text.split('\n').slice(0, 4).join('\n');
    expect(head).toContain('"format": "gpuplan/backup"');
    const parsed = JSON.parse(text) as { checksum: string; data: BackupData };
    expect(parsed.checksum).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(parsed.data.scenarios.map((s) => s.name)).toEqual(['512× H100 in a 100 MW campus', 'Draft']);
    // The draft's invalid value and unknown field are kept as the user left them.
    expect(parsed.data.scenarios[1].doc).toMatchObject({ site: { pue: 0.8 }, extra: { kept: [1, 2] }, notes: 'half done' });
  });

  it('restores an empty backup to an empty database, and accepts a byte-order mark', async () => {
    const empty = await fileOf(await readBackupData());
    await fill();
    const check = await checkBackupText(`\ufeff${empty}`);
    if (!check.ok) throw new Error(JSON.stringify(check.issues));
    await restoreBackup(check.data);
    const after = await dumpAll();
    for (const rows of Object.values(after)) expect(rows).toEqual([]);
  });

  it('refuses a backup from a newer app, naming the version and what to do', async () => {
    const text = await fileOf(await readBackupData());
    const newer = JSON.parse(text);
    newer.version = BACKUP_VERSION + 1;
    const [v] = await issuesOf(JSON.stringify(newer));
    expect(v.path).toBe('version');
    expect(v.message.en).toMatch(/newer GPU Plan .*update the app/);
    expect(v.message['zh-CN']).toMatch(/^备份版本：.*更新/);

    const newerDb = JSON.parse(text);
    newerDb.schemaVersion = DB_VERSION + 1;
    expect((await issuesOf(JSON.stringify(newerDb)))[0]).toMatchObject({ path: 'schemaVersion' });
    for (const bad of [0, '1', 1.5, null]) {
      const file = JSON.parse(text);
      file.version = bad;
      expect((await issuesOf(JSON.stringify(file)))[0].message.en).toMatch(/^Backup version: must be a whole number/);
    }
  });

  it('names wrong files, cut-short files and scenario files', async () => {
    const text = await fileOf(await readBackupData());
    expect((await issuesOf(text.slice(0, Math.floor(text.length / 2))))[0].message.en).toMatch(/not valid JSON.*cut short/);
    expect((await issuesOf(''))[0].message.en).toMatch(/not valid JSON/);
    expect((await issuesOf('[1,2]'))[0].message.en).toMatch(/one JSON object/);
    expect((await issuesOf(JSON.stringify(workedExample())))[0].message.en).toMatch(/scenario file, not a backup.*Scenarios page/);
    expect((await issuesOf(JSON.stringify({ format: 'something/else' })))[0].message.en).toBe('File format: must be "gpuplan/backup" (got "something/else")');
  });

  it('detects a changed or damaged file through the checksum and the counts', async () => {
    await fill();
    const text = await fileOf(await readBackupData());
    const edited = text.replace('"pricePerGPUHour":2.05', '"pricePerGPUHour":0.05');
    expect(edited).not.toBe(text);
    const issues = await issuesOf(edited);
    expect(issues.map((i) => i.path)).toEqual(['checksum']);
    expect(issues[0].message.en).toMatch(/changed or damaged/);

    const file = JSON.parse(text);
    file.counts.versions = 4;
    const counted = await issuesOf(JSON.stringify(file));
    expect(counted.map((i) => i.path)).toEqual(['counts.versions']);
    expect(counted[0].message.en).toBe('Count of Versions: says 4 but the file holds 3: the file is incomplete or was edited');
  });

  it('lists every bad record with its path, and restores nothing', async () => {
    await fill();
    const data = await readBackupData();
    const bad = structuredClone(data) as unknown as { scenarios: Record<string, unknown>[]; versions: Record<string, unknown>[]; settings: Record<string, unknown>[]; quotes: Record<string, unknown>[] };
    bad.scenarios[1].updatedAt = 'soon';
    bad.scenarios[1].tags = 'a,b';
    bad.scenarios.push({ ...bad.scenarios[0] }); // the same id twice
    bad.versions[0].scenarioId = 'nobody';
    bad.versions[1].kind = 'weekly';
    bad.settings[0] = { key: 'language' };
    bad.quotes[0].quote = 'Provider A';
    // A prototype key deep in a document (JSON.parse makes it an own property, as a file would).
    const text = (await fileOf(bad as unknown as BackupData)).replace('"horizonMonths":', '"__proto__":{"polluted":true},"horizonMonths":');
    const withProto = JSON.parse(text);
    const issues = await issuesOf(await fileOf(withProto.data));
    const paths = issues.map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'data.scenarios[1].tags',
        'data.scenarios[1].updatedAt',
        'data.scenarios[2].id',
        'data.versions[1].kind',
        'data.quotes[0].quote',
        'data.settings[0].value',
      ]),
    );
    expect(paths.some((p) => /^data\.scenarios\[\d\]\.doc\.__proto__$/.test(p))).toBe(true);
    // Each by the part of the file in words, never its dotted path (issue 33); the path stays on the issue.
    expect(issues.find((i) => i.path === 'data.scenarios[1].updatedAt')?.message.en).toBe('Scenarios, record 2 · Last changed: must be a time (milliseconds since 1970, not negative) (got "soon")');
    expect(issues.find((i) => i.path === 'data.versions[1].kind')?.message['zh-CN']).toBe('版本第 2 条 · 类型：必须是 "named" 或 "auto"（实际为 "weekly"）');
    for (const i of issues) expect(`${i.message.en} ${i.message['zh-CN']}`).not.toMatch(/data\.\w+\[/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    // With the record problems mended, the dangling version is still named.
    const dangling = structuredClone(data);
    dangling.versions[0].scenarioId = 'nobody';
    expect((await issuesOf(await fileOf(dangling))).map((i) => i.path)).toEqual(['data.versions[0].scenarioId']);
  });

  it(`lists at most ${MAX_LISTED_ISSUES} problems and counts the rest`, async () => {
    const data = await readBackupData();
    const junk = { ...data, settings: Array.from({ length: 120 }, () => ({ key: '' })) } as unknown as BackupData;
    const issues = await issuesOf(await fileOf(junk));
    expect(issues).toHaveLength(MAX_LISTED_ISSUES + 1);
    expect(issues.at(-1)?.message.en).toBe('… and 190 more problems');
  });

  it('drops fields records do not have and tidies tags', async () => {
    const data = await readBackupData();
    const file = JSON.parse(await fileOf(data));
    file.data.scenarios = [{ id: 'x', name: 'X', tags: ['a', ' a ', 'B'], notes: '', createdAt: 1, updatedAt: 2, doc: minimalDoc('X'), rogue: 1 }];
    file.counts.scenarios = 1;
    const check = await checkBackupText(await fileOf(file.data));
    if (!check.ok) throw new Error(JSON.stringify(check.issues));
    await restoreBackup(check.data);
    const [row] = await db.scenarios.toArray();
    expect(row).toEqual({ id: 'x', name: 'X', nameLower: 'x', tags: ['a', 'B'], notes: '', createdAt: 1, updatedAt: 2 });
  });

  it('rolls everything back when the disk fills up halfway through a restore', async () => {
    await fill();
    const text = await fileOf(await readBackupData());
    await freshDb();
    await createScenario(workedExample(), { tags: ['mine'] });
    await saveVersion((await db.scenarios.toArray())[0].id, 'keep me', 'named');
    await setSetting('language', 'en');
    const before = await dumpAll();
    const check = await checkBackupText(text);
    if (!check.ok) throw new Error('expected a valid backup');
    // Scenarios are cleared and written before versions fail: all of it must roll back.
    await withFullDisk(['versions']);
    await expect(restoreBackup(check.data)).rejects.toBeInstanceOf(StorageQuotaError);
    expect(await dumpAll()).toEqual(before);
  });

  it('suggests a file name with the local date and time', () => {
    expect(backupFileName(new Date(2026, 11, 2, 9, 5))).toBe('gpuplan-backup-2026-12-02-0905.json');
  });
});
