// Bad database backups for the restore check (src/storage/backup.ts: checkBackupText), built from a
// real backup of a filled database: broken and cut-short text, every header key with wrong values,
// newer versions, every record field with wrong values (checksum recomputed so the field checks are
// reached), prototype keys, duplicates, dangling versions, wrong counts, edited data, huge files.
import { backupText, type BackupData } from '../../src/storage/backup';
import { DB_VERSION } from '../../src/storage/schema';
import type { Expectation } from './check';
import type { Doc } from './support';
import { colo, copy, uncertain } from './support';

export interface BackupCase {
  id: string;
  text: string;
  expect: Expectation;
  maxMs?: number;
}

const META = { appVersion: '0.1.0', createdAt: new Date('2026-12-01T12:00:00Z') };

/** What a user's database holds: scenarios (one a draft with an invalid value), versions, a quote, an override, settings. */
export function sampleBackupData(): BackupData {
  const draft = { ...colo(), name: 'Draft', site: { ...(colo().site as Doc), pue: 0.8 } };
  return {
    scenarios: [
      { id: 's-1', name: '512× H100 in a 100 MW campus', tags: ['colo'], notes: '', createdAt: 1_764_000_000_000, updatedAt: 1_764_000_100_000, doc: colo() },
      { id: 's-2', name: 'Draft', tags: [], notes: 'half done', createdAt: 1_764_000_000_001, updatedAt: 1_764_000_100_001, doc: draft },
      { id: 's-3', name: 'With uncertainty', tags: ['mc'], notes: '', createdAt: 1_764_000_000_002, updatedAt: 1_764_000_100_002, doc: uncertain() },
    ],
    versions: [
      { id: 1, scenarioId: 's-1', name: 'Before the loan', kind: 'named', createdAt: 1_764_000_050_000, doc: colo() },
      { id: 2, scenarioId: 's-2', name: 'auto', kind: 'auto', createdAt: 1_764_000_060_000, doc: draft },
    ],
    quotes: [{ id: 'q-1', provider: 'Provider A', createdAt: 1, updatedAt: 2, quote: { provider: 'Provider A', pricePerGPUHour: 2.05 } }],
    catalogueOverrides: [{ id: 'gpu:H100-SXM', updatedAt: 3, data: { nodeKW: { value: 10.5, source: 'site survey', asOf: '2026-11-01' } } }],
    settings: [
      { key: 'language', value: 'zh-CN' },
      { key: 'recent', value: ['s-1', 's-2'] },
    ],
  };
}

const issues = (path?: string): Expectation => (path === undefined ? { expect: 'issues' } : { expect: 'issues', path });

/** Wrong values for each header key (`undefined`: the key is removed). */
const HEADER_BAD: Record<string, unknown[]> = {
  format: [undefined, null, '', 'gpuplan/scenario', 'gpuplan/bundle', 'GPUPLAN/BACKUP', 1, [], {}],
  version: [undefined, null, 0, -1, 1.5, '1', [], {}, true, 1e308, DB_VERSION + 10, Number.MAX_SAFE_INTEGER + 2],
  schemaVersion: [undefined, null, 0, -1, 2.5, '2', [], DB_VERSION + 1, 1e308],
  appVersion: [undefined, null, 1, [], {}],
  createdAt: [undefined, null, 1_764_000_000_000, 'yesterday', '', [], {}],
  counts: [undefined, null, 3, [], 'all'],
  checksum: [undefined, null, '', 'sha256:', 'md5:abc', `sha256:${'0'.repeat(64)}`, `sha256:${'G'.repeat(64)}`, 42],
  data: [undefined, null, [], 'all of it', 0],
};

/** Wrong values for each record field, by table (the path the issue must name). */
const FIELD_BAD: Record<keyof BackupData, Record<string, unknown[]>> = {
  scenarios: {
    id: [undefined, null, '', 42, [], {}],
    name: [undefined, null, 42, {}],
    tags: [undefined, null, 'a,b', [1, 2], [null], {}],
    notes: [undefined, 1, []],
    createdAt: [undefined, null, -1, '2026-12-01', [], 1e999],
    updatedAt: [undefined, 'soon', -5, {}],
    doc: [undefined, null, 'doc', 42, [], [1, 2]],
  },
  versions: {
    id: [0, -1, 1.5, '1', null],
    scenarioId: [undefined, null, '', 7],
    name: [undefined, 5],
    kind: [undefined, 'weekly', '', 1],
    createdAt: [undefined, 'now', -1],
    doc: [undefined, null, 'x', []],
  },
  quotes: {
    id: [undefined, '', 3],
    provider: [undefined, 2],
    createdAt: ['x', -1],
    updatedAt: [null],
    quote: [undefined, null, 'Provider A', []],
  },
  catalogueOverrides: {
    id: [undefined, ''],
    updatedAt: [undefined, 'x'],
    data: [undefined, null, [], 'x'],
  },
  settings: {
    key: [undefined, null, '', 5],
    value: [undefined],
  },
};

function set(record: Record<string, unknown>, key: string, value: unknown): void {
  if (value === undefined) delete record[key];
  else Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

/** JSON with number literals JSON.stringify cannot write (1e999 → Infinity when parsed back). */
function withRawNumbers(text: string): string {
  return text.replace(/"@@raw:([^"]+)@@"/g, '$1');
}

function rawNumber(value: unknown): unknown {
  return typeof value === 'number' && !Number.isFinite(value) ? `@@raw:${value > 0 ? '1e999' : '-1e999'}@@` : value;
}

export async function backupCases(options: { huge?: boolean } = {}): Promise<BackupCase[]> {
  const data = sampleBackupData();
  const good = await backupText(data, META);
  const cases: BackupCase[] = [{ id: 'backup/valid', text: good, expect: { expect: 'ok' } }];
  const add = (id: string, text: string, expect: Expectation, maxMs?: number) => cases.push({ id: `backup/${id}`, text, expect, maxMs });

  // Text that is not a backup at all.
  const notJson = ['', ' ', '\ufeff', '{', '}', 'null', 'true', '1', '"backup"', '[]', '[{}]', '{"format":"gpuplan/backup"', 'NaN', '\u0000', '{"a":1}{"b":2}'];
  notJson.forEach((t, i) => add(`not-a-backup/${i}`, t, issues()));
  for (let i = 1; i <= 24; i++) add(`cut-short/${i}`, good.slice(0, Math.floor((good.length * i) / 25)), issues(''));
  add('scenario-file', JSON.stringify(colo()), issues('format'));
  add('bundle-file', JSON.stringify({ format: 'gpuplan/bundle', version: 1, scenarios: [colo()] }), issues('format'));
  add('deep-brackets', '['.repeat(200_000), issues(''));

  // Header keys.
  const header = JSON.parse(good) as Record<string, unknown>;
  for (const [key, values] of Object.entries(HEADER_BAD)) {
    values.forEach((value, i) => {
      const file = copy(header);
      set(file, key, value);
      add(`header/${key}/${i}`, JSON.stringify(file), issues(key === 'data' ? 'data' : key));
    });
  }

  // Record fields, with a checksum that matches the edited data.
  for (const [table, fields] of Object.entries(FIELD_BAD) as [keyof BackupData, Record<string, unknown[]>][]) {
    for (const [field, values] of Object.entries(fields)) {
      for (const [i, value] of values.entries()) {
        const edited = copy(data);
        set((edited[table] as unknown as Record<string, unknown>[])[0], field, rawNumber(value));
        const text = withRawNumbers(await backupText(edited, META));
        add(`field/${table}/${field}/${i}`, text, issues(`data.${table}[0].${field}`));
      }
    }
  }
  // A record that is not an object, in each table.
  for (const table of Object.keys(FIELD_BAD) as (keyof BackupData)[]) {
    for (const [i, value] of [null, 'x', 1, []].entries()) {
      const edited = copy(data);
      (edited[table] as unknown[])[0] = value;
      add(`record/${table}/${i}`, await backupText(edited, META), issues(`data.${table}[0]`));
    }
  }

  // Prototype keys anywhere in the stored documents.
  const proto = async (id: string, edit: (d: BackupData) => void, path: string) => {
    const edited = copy(data);
    edit(edited);
    add(`prototype/${id}`, await backupText(edited, META), issues(path));
  };
  const polluter = () => JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') as Doc;
  /** Own-property copy: Object.assign would set the prototype through "__proto__" instead. */
  const graft = (target: Doc, source: Doc) => {
    for (const key of Object.keys(source)) set(target, key, source[key]);
  };
  await proto('doc-top', (d) => graft(d.scenarios[0].doc, polluter()), 'data.scenarios[0].doc');
  await proto('doc-deep', (d) => graft(d.scenarios[0].doc.site as Doc, polluter()), 'data.scenarios[0].doc.site');
  await proto('doc-quote', (d) => graft((d.scenarios[0].doc.quotes as Doc[])[1], polluter()), 'data.scenarios[0].doc.quotes[1]');
  await proto('version-doc', (d) => graft(d.versions[0].doc, polluter()), 'data.versions[0].doc');
  await proto('library-quote', (d) => graft(d.quotes[0].quote, polluter()), 'data.quotes[0].quote');
  await proto('override', (d) => graft(d.catalogueOverrides[0].data, polluter()), 'data.catalogueOverrides[0].data');
  await proto('setting', (d) => (d.settings[1].value = polluter()), 'data.settings[1].value');
  await proto('prototype-key', (d) => (d.scenarios[0].doc = JSON.parse('{"prototype":{"x":1}}') as Doc), 'data.scenarios[0].doc.prototype');
  const deep: Doc = {};
  let node = deep;
  for (let i = 0; i < 100; i++) node = (node.next = {}) as Doc;
  await proto('deep-nesting', (d) => (d.scenarios[0].doc.extra = deep), 'data.scenarios[0].doc.extra');
  // At the top level of the file (never merged anywhere): either answer, but no pollution.
  cases.push({ id: 'backup/prototype/header', text: good.replace('{', '{"__proto__":{"polluted":true},'), expect: { expect: 'either' } });

  // Relations between records.
  const rel = async (id: string, edit: (d: BackupData) => void, path: string) => {
    const edited = copy(data);
    edit(edited);
    add(`relation/${id}`, await backupText(edited, META), issues(path));
  };
  await rel('duplicate-scenario', (d) => d.scenarios.push(copy(d.scenarios[0])), 'data.scenarios[3].id');
  await rel('duplicate-version', (d) => d.versions.push(copy(d.versions[0])), 'data.versions[2].id');
  await rel('duplicate-quote', (d) => d.quotes.push(copy(d.quotes[0])), 'data.quotes[1].id');
  await rel('duplicate-setting', (d) => d.settings.push({ key: 'language', value: 'en' }), 'data.settings[2].key');
  await rel('dangling-version', (d) => (d.versions[1].scenarioId = 's-404'), 'data.versions[1].scenarioId');
  await rel('version-of-removed-scenario', (d) => d.scenarios.splice(0, 1), 'data.versions[0].scenarioId');

  // Counts and checksum against the data.
  for (const table of Object.keys(FIELD_BAD)) {
    const file = copy(header) as { counts: Record<string, number> };
    file.counts[table] += 1;
    add(`counts/${table}`, JSON.stringify(file), issues(`counts.${table}`));
  }
  add('edited-number', good.replace('"pricePerGPUHour":2.05', '"pricePerGPUHour":0.05'), issues('checksum'));
  add('edited-name', good.replace('"name":"Draft"', '"name":"Draft 2"'), issues('checksum'));
  add('reordered-data', (() => {
    const file = copy(header) as { data: BackupData };
    file.data.scenarios.reverse();
    return JSON.stringify(file);
  })(), issues('checksum'));

  // An empty database's backup and one with unknown extra fields on records: both fine.
  add('empty', await backupText({ scenarios: [], versions: [], quotes: [], catalogueOverrides: [], settings: [] }, META), { expect: 'ok' });
  const extra = copy(data) as unknown as { scenarios: Record<string, unknown>[] };
  extra.scenarios[0].rogue = { nested: true };
  add('extra-fields', await backupText(extra as unknown as BackupData, META), { expect: 'ok' });

  // Many problems: listed up to a cap, quickly.
  const junk = copy(data);
  junk.settings = Array.from({ length: 100_000 }, () => ({ key: '', value: 1 }));
  add('100k-bad-settings', await backupText(junk, META), issues('data.settings[0].key'), 5_000);

  if (options.huge) {
    // 5,000 scenarios with 20,000 versions: accepted and restored (restore time counted).
    const big = copy(data);
    big.scenarios = Array.from({ length: 5_000 }, (_, i) => ({ ...copy(data.scenarios[i % 3]), id: `big-${i}`, name: `Scenario ${i}` }));
    big.versions = Array.from({ length: 20_000 }, (_, i) => ({ ...copy(data.versions[i % 2]), id: i + 1, scenarioId: `big-${i % 5_000}` }));
    add('5k-scenarios-20k-versions', await backupText(big, META), { expect: 'ok' }, 60_000);
    add('10MB-of-spaces', `${' '.repeat(10 * 1024 * 1024)}{`, issues(''), 5_000);
    add('10MB-string-field', await backupText({ ...copy(data), settings: [{ key: 'pad', value: 'x'.repeat(10 * 1024 * 1024) }] }, META), { expect: 'ok' }, 10_000);
  }
  return cases;
}
