// Import of scenario files and bundles, export of one scenario or all of them.
// Import is all-or-nothing per file: every file is checked first, an invalid one is listed with its
// reasons and never reaches the database; the valid ones are then written in one transaction, each
// as a new scenario (nothing existing is changed).

import { bundleText, scenarioText, withTags, type ImportEntry } from './bundle';
import { checkScenarioFile } from './file-check';
import { db } from './db';
import { bundleFileName, scenarioFileName } from './file-names';
import { withQuotaCheck } from './quota';
import { newRecord, toDocRow, toRow } from './records';
import type { ScenarioRecord } from './types';
import type { ScenarioIssue } from '../../models/scenario';

export interface ImportResult {
  imported: ScenarioRecord[];
  rejected: { name: string; issues: ScenarioIssue[] }[];
}

export async function importScenarioFiles(files: readonly { name: string; content: string }[]): Promise<ImportResult> {
  const rejected: ImportResult['rejected'] = [];
  const entries: ImportEntry[] = [];
  // Checked in a worker (file-check.ts): a 10 MB or hostile file never freezes the window.
  const checks = await Promise.all(files.map((file) => checkScenarioFile(file.content)));
  checks.forEach((check, i) => {
    if (check.ok) entries.push(...check.entries);
    else rejected.push({ name: files[i].name, issues: check.issues });
  });
  const imported = entries.map((entry) => newRecord(entry.doc, { tags: entry.tags }));
  if (imported.length > 0) {
    await withQuotaCheck(() =>
      db.transaction('rw', db.scenarios, db.scenarioDocs, async () => {
        await db.scenarios.bulkAdd(imported.map(toRow));
        await db.scenarioDocs.bulkAdd(imported.map(toDocRow));
      }),
    );
  }
  return { imported, rejected };
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
