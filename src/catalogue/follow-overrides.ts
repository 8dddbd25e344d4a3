// Keeps the editor's catalogue (active-catalogue.ts) in step with the overrides stored in IndexedDB.

import { liveQuery } from 'dexie';
import { readOverrides } from '../storage/catalogue-overrides';
import type { CatalogueOverrideRecord } from '../storage/types';
import { applyOverrideRecords } from '../store/active-catalogue';

/**
 * Keeps the active catalogue in step with the stored overrides (imported on the Catalogue page,
 * restored from a backup, changed in another tab). Returns the unsubscribe.
 */
export function followStoredOverrides(read: () => Promise<CatalogueOverrideRecord[]> = () => readOverrides()): () => void {
  const subscription = liveQuery(read).subscribe({ next: applyOverrideRecords, error: () => undefined });
  return () => subscription.unsubscribe();
}
