// Scenario storage: create, read, save (with conflict detection), rename/tag, duplicate, delete and
// restore, list. Also re-exports the version, import/export, settings and persistence functions so
// the whole storage API is reachable from this one module.
//
// A record's `name` and `notes` mirror `doc.name` and `doc.notes`: whichever side is edited, both are
// written. `updatedAt` changes on every write and is the concurrency token of updateScenarioDoc.

import { db } from './db';
import { withQuotaCheck } from './quota';
import { docName, docNotes, newRecord, nextTimestamp, normalizeTags, toDocRow, toRecord, toRow, toSummary } from './records';
import type { DeletedScenario, ScenarioRecord, ScenarioSort, ScenarioSummary, UpdateResult } from './types';
import { isQuotaError } from './quota';
import { nameKey } from './upgrades';

export { saveVersion, maybeSaveAutoVersion, listVersions, restoreVersion, deleteVersion, MAX_AUTO_VERSIONS } from './versions-repo';
export { importScenarioFiles, exportScenarioFile, exportAllScenarios } from './import-export';
export { getSetting, setSetting } from './settings-repo';
export { storageEstimate, requestPersistence } from './persistence';
export { StorageQuotaError, isQuotaError } from './quota';

export class ScenarioNotFoundError extends Error {
  override name = 'ScenarioNotFoundError';
  constructor(id: string) {
    super(`No scenario with id ${id}`);
  }
}

function withMirroredNotes(doc: Record<string, unknown>, notes: string): Record<string, unknown> {
  const next = { ...doc };
  if (notes === '') delete next.notes;
  else next.notes = notes;
  return next;
}

export async function createScenario(
  doc: Record<string, unknown>,
  meta: { tags?: readonly string[]; notes?: string } = {},
): Promise<ScenarioRecord> {
  const fullDoc = meta.notes === undefined ? doc : withMirroredNotes(doc, meta.notes);
  const record = newRecord(fullDoc, meta);
  await withQuotaCheck(() =>
    db.transaction('rw', db.scenarios, db.scenarioDocs, async () => {
      await db.scenarios.add(toRow(record));
      await db.scenarioDocs.add(toDocRow(record));
    }),
  );
  return record;
}

export async function getScenario(id: string): Promise<ScenarioRecord | undefined> {
  return db.transaction('r', db.scenarios, db.scenarioDocs, async () => {
    const row = await db.scenarios.get(id);
    if (!row) return undefined;
    return toRecord(row, await db.scenarioDocs.get(id));
  });
}

/**
 * Saves an edited document. Refused with `conflict` when the stored updatedAt is not the one the
 * editor started from (another window or tab saved in between): nothing is overwritten silently.
 */
export async function updateScenarioDoc(id: string, doc: Record<string, unknown>, expectedUpdatedAt: number): Promise<UpdateResult> {
  try {
    return await db.transaction('rw', db.scenarios, db.scenarioDocs, async (): Promise<UpdateResult> => {
      const row = await db.scenarios.get(id);
      if (!row) return { ok: false, reason: 'missing' };
      if (row.updatedAt !== expectedUpdatedAt) {
        return { ok: false, reason: 'conflict', current: toRecord(row, await db.scenarioDocs.get(id)) };
      }
      const updatedAt = nextTimestamp();
      const name = docName(doc);
      await db.scenarios.put({ ...row, name, nameLower: nameKey(name), notes: docNotes(doc), updatedAt });
      await db.scenarioDocs.put({ id, doc });
      return { ok: true, updatedAt };
    });
  } catch (error) {
    if (isQuotaError(error)) return { ok: false, reason: 'quota', message: quotaMessage() };
    throw error;
  }
}

function quotaMessage(): string {
  return 'The storage space the browser allows this app is full: the last edit was not saved.';
}

/** Renames, re-tags or re-notes a scenario (name and notes are written into the document too). */
export async function updateScenarioMeta(
  id: string,
  patch: { name?: string; tags?: readonly string[]; notes?: string },
): Promise<ScenarioRecord> {
  return withQuotaCheck(() =>
    db.transaction('rw', db.scenarios, db.scenarioDocs, async () => {
      const row = await db.scenarios.get(id);
      if (!row) throw new ScenarioNotFoundError(id);
      let doc = (await db.scenarioDocs.get(id))?.doc ?? {};
      const next = { ...row, updatedAt: nextTimestamp() };
      if (patch.name !== undefined) {
        next.name = patch.name;
        next.nameLower = nameKey(patch.name);
        doc = { ...doc, name: patch.name };
      }
      if (patch.notes !== undefined) {
        next.notes = patch.notes;
        doc = withMirroredNotes(doc, patch.notes);
      }
      if (patch.tags !== undefined) next.tags = normalizeTags(patch.tags);
      await db.scenarios.put(next);
      if (patch.name !== undefined || patch.notes !== undefined) await db.scenarioDocs.put({ id, doc });
      return toRecord(next, { id, doc });
    }),
  );
}

/** A copy with a new id (versions are not copied). `name` defaults to the original's + " (copy)". */
export async function duplicateScenario(id: string, name?: string): Promise<ScenarioRecord> {
  const original = await getScenario(id);
  if (!original) throw new ScenarioNotFoundError(id);
  const copyName = name ?? `${original.name} (copy)`;
  return createScenario({ ...original.doc, name: copyName }, { tags: original.tags, notes: original.notes });
}

/** Deletes a scenario and its versions; returns all of it for restoreScenario (undo). */
export async function deleteScenario(id: string): Promise<DeletedScenario | undefined> {
  return db.transaction('rw', db.scenarios, db.scenarioDocs, db.versions, async () => {
    const row = await db.scenarios.get(id);
    if (!row) return undefined;
    const scenario = toRecord(row, await db.scenarioDocs.get(id));
    const versions = await db.versions.where('scenarioId').equals(id).toArray();
    await db.versions.where('scenarioId').equals(id).delete();
    await db.scenarioDocs.delete(id);
    await db.scenarios.delete(id);
    return { scenario, versions };
  });
}

/** Puts a deleted scenario back exactly as it was: same id, timestamps, versions and version ids. */
export async function restoreScenario(deleted: DeletedScenario): Promise<ScenarioRecord> {
  await withQuotaCheck(() =>
    db.transaction('rw', db.scenarios, db.scenarioDocs, db.versions, async () => {
      await db.scenarios.put(toRow(deleted.scenario));
      await db.scenarioDocs.put(toDocRow(deleted.scenario));
      if (deleted.versions.length > 0) await db.versions.bulkPut(deleted.versions);
    }),
  );
  return deleted.scenario;
}

/**
 * Every scenario without its document, in the given order (indexes do the sorting): 'updated' and
 * 'created' newest first, 'name' case-insensitively A→Z by code point (the UI re-sorts names with
 * the language's collation).
 */
export async function listScenarioSummaries(options: { sort?: ScenarioSort } = {}): Promise<ScenarioSummary[]> {
  const sort = options.sort ?? 'updated';
  const rows =
    sort === 'name'
      ? await db.scenarios.orderBy('nameLower').toArray()
      : await db.scenarios.orderBy(sort === 'created' ? 'createdAt' : 'updatedAt').reverse().toArray();
  return rows.map(toSummary);
}

/** Every tag in use, sorted (for suggestions). */
export async function listTags(): Promise<string[]> {
  const keys = await db.scenarios.orderBy('tags').uniqueKeys();
  return keys.filter((k): k is string => typeof k === 'string');
}

/** Scenarios whose name starts with `prefix`, case-insensitively (uses the nameLower index). */
export async function findScenariosByNamePrefix(prefix: string, limit = 20): Promise<ScenarioSummary[]> {
  const rows = await db.scenarios.where('nameLower').startsWith(nameKey(prefix)).limit(limit).toArray();
  return rows.map(toSummary);
}
