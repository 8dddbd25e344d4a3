// The quotes library (provider quotes kept for reuse across scenarios) and the user's catalogue
// overrides (edited catalogue entries, merged over the built-in catalogue by models/catalogue).

import { db } from './db';
import { withQuotaCheck } from './quota';
import { nextTimestamp } from './records';
import type { CatalogueOverrideRecord, QuoteLibraryRecord } from './types';

export async function saveLibraryQuote(quote: Record<string, unknown>, id?: string): Promise<QuoteLibraryRecord> {
  const now = nextTimestamp();
  const existing = id === undefined ? undefined : await db.quotes.get(id);
  const record: QuoteLibraryRecord = {
    id: existing?.id ?? id ?? crypto.randomUUID(),
    provider: typeof quote.provider === 'string' ? quote.provider : '',
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
    quote,
  };
  await withQuotaCheck(() => db.quotes.put(record));
  return record;
}

/** The library, sorted by provider. */
export async function listLibraryQuotes(): Promise<QuoteLibraryRecord[]> {
  return db.quotes.orderBy('provider').toArray();
}

export async function deleteLibraryQuote(id: string): Promise<void> {
  await db.quotes.delete(id);
}

export async function listCatalogueOverrides(): Promise<CatalogueOverrideRecord[]> {
  return db.catalogueOverrides.toArray();
}

export async function setCatalogueOverride(id: string, data: Record<string, unknown>): Promise<void> {
  await withQuotaCheck(() => db.catalogueOverrides.put({ id, data, updatedAt: nextTimestamp() }));
}

export async function removeCatalogueOverride(id: string): Promise<void> {
  await db.catalogueOverrides.delete(id);
}
