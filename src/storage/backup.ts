// Backup and restore of the whole database (scenarios with their documents, versions, the quotes
// library, catalogue overrides, settings) as one JSON file:
//
//   { "format": "gpuplan/backup", "version": 1, "schemaVersion": 2, "appVersion": "0.1.0",
//     "createdAt": "2026-12-02T13:00:00.000Z",
//     "counts": { "scenarios": 12, "versions": 40, "quotes": 3, "catalogueOverrides": 1, "settings": 2 },
//     "checksum": "sha256:<hex of JSON.stringify(data)>",
//     "data": { "scenarios": [ScenarioRecord…], "versions": [...], "quotes": [...], ... } }
//
// Records are written in the shape callers see (a scenario with its document inline), not in the
// table layout of one schema version, so a backup outlives schema upgrades. A restore is checked in
// full before anything is touched: format, a version this app reads (newer backups are refused:
// update the app), the checksum (a truncated or edited file), counts, every record's fields, unique
// ids, versions pointing at scenarios in the file, and the prototype-key guard on every document.
// It then replaces the database in ONE transaction: any failure (disk full included) rolls back and
// leaves what was there. The replaced data is returned so the caller can offer to undo.
//
// Scenario documents are not run through the scenario schema: the app stores a document while the
// user is still editing it (an invalid PUE included), and a backup must bring back exactly that.

import { db, type GpuplanDb } from './db';
import { withQuotaCheck } from './quota';
import { normalizeTags, toDocRow, toRecord, toRow } from './records';
import { countsOf, type BackupCounts, type BackupData } from './backup-format';
import type { VersionRecord } from './types';

export * from './backup-format';

export interface RestoreResult {
  /** What the database held before: restoreBackup(previous) puts it back. */
  previous: BackupData;
  counts: BackupCounts;
}

/** How many records each table holds (cheap: counts only). */
export async function storedCounts(database: GpuplanDb = db): Promise<BackupCounts> {
  const [scenarios, versions, quotes, catalogueOverrides, settings] = await Promise.all([
    database.scenarios.count(),
    database.versions.count(),
    database.quotes.count(),
    database.catalogueOverrides.count(),
    database.settings.count(),
  ]);
  return { scenarios, versions, quotes, catalogueOverrides, settings };
}

/** Everything in the database, read in one transaction (a consistent snapshot). */
export async function readBackupData(database: GpuplanDb = db): Promise<BackupData> {
  return database.transaction(
    'r',
    [database.scenarios, database.scenarioDocs, database.versions, database.quotes, database.catalogueOverrides, database.settings],
    async () => {
      const [rows, docRows, versions, quotes, catalogueOverrides, settings] = await Promise.all([
        database.scenarios.orderBy('createdAt').toArray(),
        database.scenarioDocs.toArray(),
        database.versions.toArray(),
        database.quotes.toArray(),
        database.catalogueOverrides.toArray(),
        database.settings.toArray(),
      ]);
      const docs = new Map(docRows.map((d) => [d.id, d]));
      const scenarios = rows.map((row) => toRecord(row, docs.get(row.id)));
      return { scenarios, versions, quotes, catalogueOverrides, settings };
    },
  );
}

/** Only the fields each record type has (a hand-made file may carry others), tags tidied. */
function cleanData(data: BackupData): BackupData {
  return {
    scenarios: data.scenarios.map((s) => ({
      id: s.id,
      name: s.name,
      tags: normalizeTags(s.tags),
      notes: s.notes,
      createdAt: s.createdAt,
      updatedAt: s.updatedAt,
      doc: s.doc,
    })),
    versions: data.versions.map((v) => {
      const out: VersionRecord = { scenarioId: v.scenarioId, name: v.name, kind: v.kind, createdAt: v.createdAt, doc: v.doc };
      if (v.id !== undefined) out.id = v.id;
      return out;
    }),
    quotes: data.quotes.map((q) => ({ id: q.id, provider: q.provider, createdAt: q.createdAt, updatedAt: q.updatedAt, quote: q.quote })),
    catalogueOverrides: data.catalogueOverrides.map((c) => ({ id: c.id, updatedAt: c.updatedAt, data: c.data })),
    settings: data.settings.map((x) => ({ key: x.key, value: x.value })),
  };
}

/**
 * Replaces everything in the database with `data` (checked by checkBackupText, or an earlier
 * `previous`), in one transaction. On any failure nothing has changed; a full disk throws
 * StorageQuotaError. Returns what was replaced.
 */
export async function restoreBackup(data: BackupData, database: GpuplanDb = db): Promise<RestoreResult> {
  const tables = [database.scenarios, database.scenarioDocs, database.versions, database.quotes, database.catalogueOverrides, database.settings];
  return withQuotaCheck(() =>
    database.transaction('rw', tables, async () => {
      const previous = await readBackupData(database);
      await Promise.all(tables.map((t) => t.clear()));
      const clean = cleanData(data);
      await database.scenarios.bulkAdd(clean.scenarios.map(toRow));
      await database.scenarioDocs.bulkAdd(clean.scenarios.map(toDocRow));
      await database.versions.bulkAdd(clean.versions);
      await database.quotes.bulkAdd(clean.quotes);
      await database.catalogueOverrides.bulkAdd(clean.catalogueOverrides);
      await database.settings.bulkAdd(clean.settings);
      return { previous, counts: countsOf(data) };
    }),
  );
}
