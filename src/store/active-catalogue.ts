// The catalogue the app offers as defaults: the built-in one (models/catalogue) with the user's
// stored overrides merged over it. The editor's pick lists, fills and source captions read it, so an
// override (Catalogue page) is what a new node or price fill uses, marked source "user".

import { create } from 'zustand';
import { CATALOGUE, mergeCatalogue, type Catalogue } from '../../models/catalogue';
import type { CatalogueOverrideRecord } from '../storage/types';
import { overridesFromRecords } from '../storage/override-records';

export interface ActiveCatalogue {
  catalogue: Catalogue;
  /** Stored override records merged in (0: the built-in catalogue as shipped). */
  overrideCount: number;
}

export const useActiveCatalogue = create<ActiveCatalogue>(() => ({ catalogue: CATALOGUE, overrideCount: 0 }));

/** The catalogue now (for code outside React; components use useActiveCatalogue). */
export function activeCatalogue(): Catalogue {
  return useActiveCatalogue.getState().catalogue;
}

/**
 * Merges stored override records over the built-in catalogue. Values an override gives without a
 * date are dated the day it was stored (the newest record's day), not today.
 */
export function catalogueWithOverrides(records: readonly CatalogueOverrideRecord[]): Catalogue {
  if (records.length === 0) return CATALOGUE;
  const newest = records.reduce((t, r) => Math.max(t, Number.isFinite(r.updatedAt) ? r.updatedAt : 0), 0);
  const asOf = new Date(newest).toISOString().slice(0, 10);
  return mergeCatalogue(CATALOGUE, overridesFromRecords(records), asOf);
}

export function applyOverrideRecords(records: readonly CatalogueOverrideRecord[]): void {
  useActiveCatalogue.setState({ catalogue: catalogueWithOverrides(records), overrideCount: records.length });
}
