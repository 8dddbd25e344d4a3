// Stored catalogue override records ("gpus:<id>", "providers:<id>", "site") ↔ the overrides object
// models/catalogue merges. Pure (no database), so the editor's catalogue can use it without Dexie.

import type { CatalogueOverrides } from '../../models/catalogue';
import type { CatalogueOverrideRecord } from './types';

type Section = 'gpus' | 'providers';

function defineOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Stored records → the overrides object the catalogue merge takes. Unknown record ids are skipped. */
export function overridesFromRecords(records: readonly CatalogueOverrideRecord[]): CatalogueOverrides {
  const out: { gpus?: Record<string, unknown>; providers?: Record<string, unknown>; site?: unknown } = {};
  for (const record of records) {
    if (record.id === 'site') {
      out.site = record.data;
      continue;
    }
    const colon = record.id.indexOf(':');
    const section = record.id.slice(0, colon);
    if (colon < 1 || (section !== 'gpus' && section !== 'providers')) continue;
    const table = (out[section as Section] ??= {});
    defineOwn(table, record.id.slice(colon + 1), record.data);
  }
  return out as CatalogueOverrides;
}

/** The overrides object → one record per entry (same ids as overridesFromRecords reads). */
export function recordsFromOverrides(overrides: CatalogueOverrides, updatedAt: number): CatalogueOverrideRecord[] {
  const records: CatalogueOverrideRecord[] = [];
  for (const section of ['gpus', 'providers'] as const) {
    const table = overrides[section] as Record<string, unknown> | undefined;
    if (!table) continue;
    for (const id of Object.keys(table)) records.push({ id: `${section}:${id}`, updatedAt, data: table[id] as Record<string, unknown> });
  }
  if (overrides.site !== undefined) records.push({ id: 'site', updatedAt, data: overrides.site as Record<string, unknown> });
  return records;
}
