// Saved versions of a scenario: named snapshots (kept until deleted) and an automatic history
// (at most MAX_AUTO_VERSIONS per scenario; the oldest are pruned as new ones arrive).

import { Dexie } from 'dexie';
import { db } from './db';
import { withQuotaCheck } from './quota';
import { docName, docNotes, nextTimestamp, toRecord } from './records';
import type { ScenarioRecord, VersionKind, VersionRecord } from './types';
import { nameKey } from './upgrades';

export const MAX_AUTO_VERSIONS = 50;

function autoVersions(scenarioId: string) {
  return db.versions
    .where('[scenarioId+kind+createdAt]')
    .between([scenarioId, 'auto', Dexie.minKey], [scenarioId, 'auto', Dexie.maxKey]);
}

/** Deletes the oldest automatic versions beyond the limit. Call inside a rw transaction on versions. */
async function pruneAutoVersions(scenarioId: string): Promise<void> {
  const keys = await autoVersions(scenarioId).primaryKeys();
  const excess = keys.length - MAX_AUTO_VERSIONS;
  if (excess > 0) await db.versions.bulkDelete(keys.slice(0, excess));
}

/**
 * Snapshots a scenario: `doc` if given (e.g. the editor's unsaved state), else the stored document.
 * Throws when the scenario does not exist.
 */
export async function saveVersion(
  scenarioId: string,
  name: string,
  kind: VersionKind,
  doc?: Record<string, unknown>,
): Promise<VersionRecord> {
  return withQuotaCheck(() =>
    db.transaction('rw', db.scenarios, db.scenarioDocs, db.versions, async () => {
      const exists = await db.scenarios.get(scenarioId);
      if (!exists) throw new Error(`No scenario with id ${scenarioId}`);
      const snapshot = doc ?? (await db.scenarioDocs.get(scenarioId))?.doc ?? {};
      const version: VersionRecord = { scenarioId, name, kind, createdAt: nextTimestamp(), doc: snapshot };
      version.id = await db.versions.add(version);
      if (kind === 'auto') await pruneAutoVersions(scenarioId);
      return version;
    }),
  );
}

/**
 * Saves an automatic version only when the last one is at least `minIntervalMs` old and the
 * document changed since it. Returns the new version, or null when none was needed.
 */
export async function maybeSaveAutoVersion(
  scenarioId: string,
  options: { name: string; minIntervalMs: number; doc?: Record<string, unknown> },
): Promise<VersionRecord | null> {
  const last = await autoVersions(scenarioId).last();
  const current = options.doc ?? (await db.scenarioDocs.get(scenarioId))?.doc;
  if (!current) return null;
  if (last && Date.now() - last.createdAt < options.minIntervalMs) return null;
  if (last && JSON.stringify(last.doc) === JSON.stringify(current)) return null;
  return saveVersion(scenarioId, options.name, 'auto', current);
}

/** A scenario's versions, newest first. */
export async function listVersions(scenarioId: string): Promise<VersionRecord[]> {
  return db.versions
    .where('[scenarioId+createdAt]')
    .between([scenarioId, Dexie.minKey], [scenarioId, Dexie.maxKey])
    .reverse()
    .toArray();
}

export async function deleteVersion(versionId: number): Promise<void> {
  await db.versions.delete(versionId);
}

/**
 * Makes a version the scenario's current document. The document it replaces is first kept as an
 * automatic version (named `backupName`), so a restore can itself be undone.
 */
export async function restoreVersion(versionId: number, backupName = 'Before restore'): Promise<ScenarioRecord> {
  return withQuotaCheck(() =>
    db.transaction('rw', db.scenarios, db.scenarioDocs, db.versions, async () => {
      const version = await db.versions.get(versionId);
      if (!version) throw new Error(`No version with id ${versionId}`);
      const row = await db.scenarios.get(version.scenarioId);
      if (!row) throw new Error(`No scenario with id ${version.scenarioId}`);
      const currentDoc = (await db.scenarioDocs.get(row.id))?.doc ?? {};
      await db.versions.add({ scenarioId: row.id, name: backupName, kind: 'auto', createdAt: nextTimestamp(), doc: currentDoc });
      await pruneAutoVersions(row.id);
      const name = docName(version.doc);
      const next = { ...row, name, nameLower: nameKey(name), notes: docNotes(version.doc), updatedAt: nextTimestamp() };
      await db.scenarios.put(next);
      await db.scenarioDocs.put({ id: row.id, doc: version.doc });
      return toRecord(next, { id: row.id, doc: version.doc });
    }),
  );
}
