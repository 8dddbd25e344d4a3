// Import of scenario files and bundles, export of one scenario or all of them.
// Import is all-or-nothing per file: every file is checked first, an invalid one is listed with its
// reasons and never reaches the database; the valid ones are then written in one transaction, each
// as a new scenario. A scenario whose name is already in the list is a duplicate (the same file
// imported twice): the caller is asked (`onDuplicates`) whether to replace the stored one, keep
// both, or cancel the import. A replaced document is kept as a version of its scenario first.

import { bundleText, scenarioText, withTags, type ImportEntry } from './bundle';
import { checkScenarioFile } from './file-check';
import { db } from './db';
import { bundleFileName, scenarioFileName } from './file-names';
import { withQuotaCheck } from './quota';
import { docName, docNotes, newRecord, nextTimestamp, normalizeTags, toDocRow, toRecord, toRow } from './records';
import type { ScenarioRecord, VersionRecord } from './types';
import { nameKey } from './upgrades';
import type { ScenarioIssue } from '../../models/scenario';

export interface ImportResult {
  /** New scenarios. */
  imported: ScenarioRecord[];
  /** Stored scenarios whose document was replaced by the file's (same id). */
  replaced: ScenarioRecord[];
  rejected: { name: string; issues: ScenarioIssue[] }[];
  /** The user cancelled at the duplicates question: nothing was written. */
  canceled?: boolean;
}

export type DuplicateChoice = 'replace' | 'keep-both' | 'cancel';

export interface ImportOptions {
  /** Asked when valid files hold scenarios named like stored ones (their names, once each). */
  onDuplicates?: (names: string[]) => Promise<DuplicateChoice>;
  /** The name of the version that keeps a replaced document. */
  replacedVersionName?: string;
}

export async function importScenarioFiles(files: readonly { name: string; content: string }[], options: ImportOptions = {}): Promise<ImportResult> {
  const rejected: ImportResult['rejected'] = [];
  const entries: ImportEntry[] = [];
  // Checked in a worker (file-check.ts): a 10 MB or hostile file never freezes the window.
  const checks = await Promise.all(files.map((file) => checkScenarioFile(file.content)));
  checks.forEach((check, i) => {
    if (check.ok) entries.push(...check.entries);
    else rejected.push({ name: files[i].name, issues: check.issues });
  });
  const existing = await storedByName(entries);
  let choice: DuplicateChoice = 'keep-both';
  if (existing.size > 0 && options.onDuplicates) {
    choice = await options.onDuplicates([...new Set(entries.map((e) => docName(e.doc)).filter((n) => existing.has(nameKey(n))))]);
    if (choice === 'cancel') return { imported: [], replaced: [], rejected, canceled: true };
  }
  const toReplace = new Map<string, ImportEntry>();
  const fresh: ImportEntry[] = [];
  for (const entry of entries) {
    const id = choice === 'replace' ? existing.get(nameKey(docName(entry.doc))) : undefined;
    // Two files of one import with the same name: the first replaces, the next is kept beside it.
    if (id && !toReplace.has(id)) toReplace.set(id, entry);
    else fresh.push(entry);
  }
  const imported = fresh.map((entry) => newRecord(entry.doc, { tags: entry.tags }));
  let replaced: ScenarioRecord[] = [];
  if (imported.length > 0 || toReplace.size > 0) {
    replaced = await withQuotaCheck(() =>
      db.transaction('rw', db.scenarios, db.scenarioDocs, db.versions, async () => {
        await db.scenarios.bulkAdd(imported.map(toRow));
        await db.scenarioDocs.bulkAdd(imported.map(toDocRow));
        const out: ScenarioRecord[] = [];
        for (const [id, entry] of toReplace) out.push(await replaceStored(id, entry, options.replacedVersionName ?? 'Before import'));
        return out;
      }),
    );
  }
  return { imported, replaced, rejected };
}

/** Stored scenarios named like an entry: lower-cased name → id (the oldest of a name). */
async function storedByName(entries: readonly ImportEntry[]): Promise<Map<string, string>> {
  const keys = [...new Set(entries.map((e) => nameKey(docName(e.doc))))];
  const found = new Map<string, string>();
  if (keys.length === 0) return found;
  const rows = await db.scenarios.where('nameLower').anyOf(keys).sortBy('createdAt');
  for (const row of rows) if (!found.has(row.nameLower)) found.set(row.nameLower, row.id);
  return found;
}

/** The file's document replaces a stored scenario's (its previous document kept as a version). */
async function replaceStored(id: string, entry: ImportEntry, versionName: string): Promise<ScenarioRecord> {
  const row = await db.scenarios.get(id);
  const previous = await db.scenarioDocs.get(id);
  if (!row) throw new Error(`No scenario with id ${id}`);
  const updatedAt = nextTimestamp();
  const version: VersionRecord = { scenarioId: id, name: versionName, kind: 'auto', createdAt: updatedAt, doc: previous?.doc ?? {} };
  await db.versions.add(version);
  const name = docName(entry.doc);
  const next = { ...row, name, nameLower: nameKey(name), notes: docNotes(entry.doc), tags: normalizeTags(entry.tags.length > 0 ? entry.tags : row.tags), updatedAt };
  await db.scenarios.put(next);
  await db.scenarioDocs.put({ id, doc: entry.doc });
  return toRecord(next, { id, doc: entry.doc });
}

export interface ExportedFile {
  suggestedName: string;
  content: string;
}

/** One scenario as a `*.gpuplan.json` file: its document, pretty-printed, with its tags. */
export async function exportScenarioFile(id: string): Promise<ExportedFile> {
  const [row, docRow] = await db.transaction('r', db.scenarios, db.scenarioDocs, () =>
    Promise.all([db.scenarios.get(id), db.scenarioDocs.get(id)]),
  );
  if (!row) throw new Error(`No scenario with id ${id}`);
  return { suggestedName: scenarioFileName(row.name), content: scenarioText(withTags(docRow?.doc ?? {}, row.tags)) };
}

/** Every scenario in one bundle file, oldest first. */
export async function exportAllScenarios(date: Date = new Date()): Promise<ExportedFile & { count: number }> {
  const [rows, docRows] = await db.transaction('r', db.scenarios, db.scenarioDocs, () =>
    Promise.all([db.scenarios.orderBy('createdAt').toArray(), db.scenarioDocs.toArray()]),
  );
  const docs = new Map(docRows.map((d) => [d.id, d.doc]));
  const list = rows.map((row) => withTags(docs.get(row.id) ?? {}, row.tags));
  return { suggestedName: bundleFileName(date), content: bundleText(list), count: list.length };
}
