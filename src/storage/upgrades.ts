// Upgrade bodies, one per schema version that needs data changed. Dexie runs each inside the
// version-change transaction: only Dexie calls in here, nothing else awaited.

import type { Transaction } from 'dexie';

/** Lower-cased name for the `nameLower` index (plain toLowerCase: the same on every machine). */
export function nameKey(name: string): string {
  return name.toLowerCase();
}

/**
 * 1 → 2: move each scenario's `doc` into `scenarioDocs` (same id) and fill `nameLower`.
 * Rows keep every other field as they were.
 */
export async function upgradeToV2(tx: Transaction): Promise<void> {
  const scenarios = tx.table('scenarios');
  const docs = tx.table('scenarioDocs');
  const rows: Record<string, unknown>[] = await scenarios.toArray();
  const moved = rows.map((row) => ({ id: row.id, doc: row.doc ?? {} }));
  await docs.bulkPut(moved);
  await scenarios.toCollection().modify((row: Record<string, unknown>) => {
    delete row.doc;
    row.nameLower = nameKey(typeof row.name === 'string' ? row.name : '');
  });
}
