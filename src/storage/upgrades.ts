// Upgrade bodies, one per schema version that needs data changed. Dexie runs each inside the
// version-change transaction: only Dexie calls in here, nothing else awaited.

import type { Transaction } from 'dexie';
import { MIGRATIONS, migrate, upV1ToV2 } from '../../models/scenario/migrate';
import { isPlainRecord } from '../../models/scenario/safety';

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

/** The scenario-file format version that database version 3 stores (frozen: later formats migrate on load). */
const V3_FORMAT = 2;

/**
 * A stored scenario document brought to scenario-file format 2 through the file migration
 * (models/scenario/migrate.ts: a quote's `committed` becomes `committedShare`). Whatever the
 * migration cannot read — no whole-number version, a version newer than 2 or older than any
 * migration, not an object — is returned as it is: never dropped, and the loader reports it when
 * the scenario is opened. Documents that do not validate (a scenario mid-edit) migrate all the same:
 * the step is structural.
 */
export function migrateStoredDoc(doc: unknown): unknown {
  if (!isPlainRecord(doc)) return doc;
  const version = doc.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version >= V3_FORMAT) return doc;
  const r = migrate(doc, MIGRATIONS, V3_FORMAT);
  return r.ok ? r.data : doc;
}

/** A quote of the quotes library (one element of a scenario's `quotes`) in format 2. */
export function migrateStoredQuote(quote: unknown): unknown {
  if (!isPlainRecord(quote)) return quote;
  const quotes = upV1ToV2({ quotes: [quote] }).quotes;
  return Array.isArray(quotes) ? quotes[0] : quote;
}

/**
 * 2 → 3 (scenario format 2, docs/model.md › Quotes › Terms): every stored document — scenarios' documents, every
 * version's document — and every quote of the quotes library migrate from format 1 to 2. Rows keep
 * every other field.
 */
export async function upgradeToV3(tx: Transaction): Promise<void> {
  await tx.table('scenarioDocs').toCollection().modify((row: Record<string, unknown>) => {
    row.doc = migrateStoredDoc(row.doc);
  });
  await tx.table('versions').toCollection().modify((row: Record<string, unknown>) => {
    row.doc = migrateStoredDoc(row.doc);
  });
  await tx.table('quotes').toCollection().modify((row: Record<string, unknown>) => {
    row.quote = migrateStoredQuote(row.quote);
  });
}
