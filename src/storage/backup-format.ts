// The backup file format and its check (pure: no database), so a worker can check a backup while the
// window stays responsive. backup.ts reads and writes the database; see its header for the format.

import { DB_VERSION } from './schema';
import type { CatalogueOverrideRecord, QuoteLibraryRecord, ScenarioRecord, SettingRecord, VersionRecord } from './types';
import { findUnsafeKeys } from '../../models/scenario/safety';
import type { ScenarioIssue } from '../../models/scenario/types';
import { isRecord, issue, prefixIssues, shownValue, versionIssue } from './issues';
import { labelBackupIssues } from './backup-issue-words';
import { migrateStoredDoc, migrateStoredQuote } from './upgrades';

export const BACKUP_FORMAT = 'gpuplan/backup';
export const BACKUP_VERSION = 1;
/** Problems listed before the rest are summarized in one line (a wrong file can have millions). */
export const MAX_LISTED_ISSUES = 50;

export interface BackupData {
  scenarios: ScenarioRecord[];
  versions: VersionRecord[];
  quotes: QuoteLibraryRecord[];
  catalogueOverrides: CatalogueOverrideRecord[];
  settings: SettingRecord[];
}

export type BackupTable = keyof BackupData;
export const BACKUP_TABLES: readonly BackupTable[] = ['scenarios', 'versions', 'quotes', 'catalogueOverrides', 'settings'];
export type BackupCounts = Record<BackupTable, number>;

export interface BackupInfo {
  version: number;
  schemaVersion: number;
  appVersion: string;
  createdAt: string;
  counts: BackupCounts;
}

export type BackupCheck = { ok: true; info: BackupInfo; data: BackupData } | { ok: false; issues: ScenarioIssue[] };


export function countsOf(data: BackupData): BackupCounts {
  return {
    scenarios: data.scenarios.length,
    versions: data.versions.length,
    quotes: data.quotes.length,
    catalogueOverrides: data.catalogueOverrides.length,
    settings: data.settings.length,
  };
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The backup file's text. `data` is written compactly (a backup can hold many megabytes). */
export async function backupText(data: BackupData, meta: { appVersion: string; createdAt: Date }): Promise<string> {
  const dataJson = JSON.stringify(data);
  const header = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    schemaVersion: DB_VERSION,
    appVersion: meta.appVersion,
    createdAt: meta.createdAt.toISOString(),
    counts: countsOf(data),
    checksum: `sha256:${await sha256Hex(dataJson)}`,
  };
  const head = JSON.stringify(header, null, 2);
  // The header stays readable at the top of the file; `data` follows on one line.
  return `${head.slice(0, -2)},\n  "data": ${dataJson}\n}\n`;
}

/** Collects issues up to MAX_LISTED_ISSUES and counts the rest. */
class Issues {
  readonly list: ScenarioIssue[] = [];
  more = 0;
  add(path: string, en: string, zh: string): void {
    if (this.list.length < MAX_LISTED_ISSUES) this.list.push(issue(path, en, zh));
    else this.more += 1;
  }
  addAll(found: readonly ScenarioIssue[]): void {
    for (const i of found) {
      if (this.list.length < MAX_LISTED_ISSUES) this.list.push(i);
      else this.more += 1;
    }
  }
  get empty(): boolean {
    return this.list.length === 0 && this.more === 0;
  }
  result(): ScenarioIssue[] {
    if (this.more === 0) return this.list;
    return [...this.list, issue('', `… and ${this.more} more problems`, `……另有 ${this.more} 个问题`)];
  }
}

const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isText = (v: unknown): v is string => typeof v === 'string';

/** The prototype-key and nesting guard over any value, with paths under `at`. */
function checkUnsafe(issues: Issues, at: string, value: unknown): void {
  issues.addAll(prefixIssues(findUnsafeKeys(value), at));
}

function checkDoc(issues: Issues, at: string, doc: unknown): void {
  if (isRecord(doc)) checkUnsafe(issues, at, doc);
  else issues.add(at, `must be an object (got ${describe(doc)})`, `必须是对象（实际为 ${describe(doc)}）`);
}

type FieldRule = [key: string, test: (v: unknown) => boolean, en: string, zh: string];

const TIME_RULE = (key: string): FieldRule => [key, isTime, 'must be a time (milliseconds since 1970, not negative)', '必须是时间（自 1970 年起的毫秒数，非负）'];
const TEXT_RULE = (key: string): FieldRule => [key, isText, 'must be text', '必须是文本'];
const ID_RULE: FieldRule = ['id', (v) => typeof v === 'string' && v !== '', 'must be a non-empty text id', '必须是非空的文本标识'];

const RECORD_RULES: Record<Exclude<BackupTable, 'settings'>, FieldRule[]> = {
  scenarios: [
    ID_RULE,
    TEXT_RULE('name'),
    ['tags', (v) => Array.isArray(v) && v.every(isText), 'must be a list of texts', '必须是文本列表'],
    TEXT_RULE('notes'),
    TIME_RULE('createdAt'),
    TIME_RULE('updatedAt'),
  ],
  versions: [
    ['id', (v) => v === undefined || (Number.isSafeInteger(v) && (v as number) > 0), 'must be a positive whole number', '必须是正整数'],
    ['scenarioId', (v) => typeof v === 'string' && v !== '', 'must be a non-empty text id', '必须是非空的文本标识'],
    TEXT_RULE('name'),
    ['kind', (v) => v === 'named' || v === 'auto', 'must be "named" or "auto"', '必须是 "named" 或 "auto"'],
    TIME_RULE('createdAt'),
  ],
  quotes: [ID_RULE, TEXT_RULE('provider'), TIME_RULE('createdAt'), TIME_RULE('updatedAt')],
  catalogueOverrides: [ID_RULE, TIME_RULE('updatedAt')],
};

/** Where each table keeps its document-like payload (checked with the prototype-key guard). */
const PAYLOAD_KEY: Record<Exclude<BackupTable, 'settings'>, string> = {
  scenarios: 'doc',
  versions: 'doc',
  quotes: 'quote',
  catalogueOverrides: 'data',
};

function checkTable(issues: Issues, table: BackupTable, list: unknown[]): void {
  const seen = new Set<unknown>();
  list.forEach((item, i) => {
    const at = `data.${table}[${i}]`;
    if (!isRecord(item)) {
      issues.add(at, 'must be an object', '必须是对象');
      return;
    }
    if (table === 'settings') {
      if (typeof item.key !== 'string' || item.key === '') issues.add(`${at}.key`, 'must be a non-empty text', '必须是非空文本');
      else if (seen.has(item.key)) issues.add(`${at}.key`, `"${item.key}" appears twice`, `"${item.key}" 重复出现`);
      seen.add(item.key);
      if (!('value' in item)) issues.add(`${at}.value`, 'is missing', '缺失');
      else checkUnsafe(issues, `${at}.value`, item.value);
      return;
    }
    for (const [key, test, en, zh] of RECORD_RULES[table]) {
      if (!test(item[key])) issues.add(`${at}.${key}`, `${en} (got ${describe(item[key])})`, `${zh}（实际为 ${describe(item[key])}）`);
    }
    if ('id' in item && item.id !== undefined) {
      if (seen.has(item.id)) issues.add(`${at}.id`, `${JSON.stringify(item.id)} appears twice`, `${JSON.stringify(item.id)} 重复出现`);
      seen.add(item.id);
    }
    checkDoc(issues, `${at}.${PAYLOAD_KEY[table]}`, item[PAYLOAD_KEY[table]]);
  });
}

const describe = shownValue;

function wrongFileIssue(data: Record<string, unknown>): ScenarioIssue {
  if (data.format === 'gpuplan/scenario' || data.format === 'gpuplan/bundle') {
    return issue(
      'format',
      'this is a scenario file, not a backup: import it on the Scenarios page (Ctrl+O)',
      '这是方案文件而不是备份：请在“方案”页面导入（Ctrl+O）',
    );
  }
  return issue('format', `must be "${BACKUP_FORMAT}" (got ${describe(data.format)})`, `必须是 "${BACKUP_FORMAT}"（实际为 ${describe(data.format)}）`);
}

/**
 * The data of a backup made by an older database brought to this one's: before version 3 documents
 * and library quotes were in scenario format 1; they migrate as the version-3 upgrade migrates stored
 * ones (upgrades.ts), documents it cannot read left as they are. A current backup is returned as it
 * is, so a restore brings back exactly what was backed up.
 */
export function fromSchemaVersion(data: BackupData, schemaVersion: number): BackupData {
  if (schemaVersion >= 3) return data;
  return {
    ...data,
    scenarios: data.scenarios.map((s) => ({ ...s, doc: migrateStoredDoc(s.doc) as Record<string, unknown> })),
    versions: data.versions.map((v) => ({ ...v, doc: migrateStoredDoc(v.doc) as Record<string, unknown> })),
    quotes: data.quotes.map((q) => ({ ...q, quote: migrateStoredQuote(q.quote) as Record<string, unknown> })),
  };
}

/**
 * Checks a backup file's text completely. Never throws; nothing is written. On success the data is
 * ready for restoreBackup.
 */
export async function checkBackupText(text: string): Promise<BackupCheck> {
  const check = await checkBackupParts(text);
  // Each problem names the part of the file by its labels (backup-issue-words.ts), not by path.
  return check.ok ? check : { ok: false, issues: labelBackupIssues(check.issues) };
}

async function checkBackupParts(text: string): Promise<BackupCheck> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, issues: [issue('', `the file is not valid JSON (${reason}); was it cut short?`, `文件不是有效的 JSON（${reason}）；文件是否不完整？`)] };
  }
  if (!isRecord(parsed)) return { ok: false, issues: [issue('', 'a backup file holds one JSON object', '备份文件必须是一个 JSON 对象')] };
  if (parsed.format !== BACKUP_FORMAT) return { ok: false, issues: [wrongFileIssue(parsed)] };

  // Version check first: a newer backup may be shaped in ways this app cannot judge.
  const { version, schemaVersion } = parsed;
  const versionProblem =
    versionIssue('version', version, BACKUP_VERSION, {
      en: `the backup was written by a newer GPU Plan (backup version ${String(version)}; this app reads up to ${BACKUP_VERSION}): update the app to restore it`,
      zh: `该备份由更新版本的算力规划写入（备份版本 ${String(version)}；本应用最高可读 ${BACKUP_VERSION}）：请先更新应用再恢复`,
    }) ??
    versionIssue('schemaVersion', schemaVersion, DB_VERSION, {
      en: `the backup comes from a newer database (version ${String(schemaVersion)}; this app has ${DB_VERSION}): update the app to restore it`,
      zh: `该备份来自更新的数据库（版本 ${String(schemaVersion)}；本应用为 ${DB_VERSION}）：请先更新应用再恢复`,
    });
  if (versionProblem) return { ok: false, issues: [versionProblem] };

  const issues = new Issues();
  const data = parsed.data;
  if (!isRecord(data)) return { ok: false, issues: [issue('data', 'is missing or not an object', '缺失或不是对象')] };
  if (typeof parsed.checksum !== 'string' || !/^sha256:[0-9a-f]{64}$/.test(parsed.checksum)) {
    issues.add('checksum', 'must be "sha256:" followed by 64 hex digits', '必须是 "sha256:" 加 64 位十六进制数');
  } else if (`sha256:${await sha256Hex(JSON.stringify(data))}` !== parsed.checksum) {
    issues.add(
      'checksum',
      'does not match the data: the file was changed or damaged after it was written',
      '与数据不符：文件在写入后被修改或已损坏',
    );
  }
  if (!isText(parsed.appVersion)) issues.add('appVersion', 'must be text', '必须是文本');
  if (!isText(parsed.createdAt) || Number.isNaN(Date.parse(parsed.createdAt))) issues.add('createdAt', 'must be a date and time', '必须是日期时间');
  const counts = isRecord(parsed.counts) ? parsed.counts : null;
  if (!counts) issues.add('counts', 'must be an object', '必须是对象');

  for (const table of BACKUP_TABLES) {
    const list = data[table];
    if (!Array.isArray(list)) {
      issues.add(`data.${table}`, 'must be a list', '必须是列表');
      continue;
    }
    if (counts && counts[table] !== list.length) {
      issues.add(
        `counts.${table}`,
        `says ${describe(counts[table])} but the file holds ${list.length}: the file is incomplete or was edited`,
        `记录为 ${describe(counts[table])}，但文件中有 ${list.length} 条：文件不完整或被修改`,
      );
    }
    checkTable(issues, table, list);
  }
  if (issues.empty) {
    const scenarioIds = new Set((data.scenarios as ScenarioRecord[]).map((s) => s.id));
    (data.versions as VersionRecord[]).forEach((v, i) => {
      if (!scenarioIds.has(v.scenarioId)) {
        issues.add(`data.versions[${i}].scenarioId`, `names no scenario in this backup (${describe(v.scenarioId)})`, `指向的方案不在此备份中（${describe(v.scenarioId)}）`);
      }
    });
  }
  if (!issues.empty) return { ok: false, issues: issues.result() };

  const typed = fromSchemaVersion(data as unknown as BackupData, schemaVersion as number);
  return {
    ok: true,
    info: {
      version: version as number,
      schemaVersion: schemaVersion as number,
      appVersion: parsed.appVersion as string,
      createdAt: parsed.createdAt as string,
      counts: countsOf(typed),
    },
    data: {
      scenarios: typed.scenarios,
      versions: typed.versions,
      quotes: typed.quotes,
      catalogueOverrides: typed.catalogueOverrides,
      settings: typed.settings,
    },
  };
}
