// The app's IndexedDB database ("gpuplan"), opened through Dexie. Every schema version is declared
// (schema.ts), with its upgrade (upgrades.ts), so any older database a user has opens and upgrades.

import { Dexie, type EntityTable } from 'dexie';
import type { CatalogueOverrideRecord, QuoteLibraryRecord, SettingRecord, VersionRecord } from './types';
import { DB_NAME, SCHEMA_V1, SCHEMA_V2, SCHEMA_V3 } from './schema';
import { upgradeToV2, upgradeToV3 } from './upgrades';

/** A scenario row as stored (version 2): the record without its document, plus the name key. */
export interface ScenarioRow {
  id: string;
  name: string;
  nameLower: string;
  tags: string[];
  notes: string;
  createdAt: number;
  updatedAt: number;
}

export interface ScenarioDocRow {
  id: string;
  doc: Record<string, unknown>;
}

export type GpuplanDb = Dexie & {
  scenarios: EntityTable<ScenarioRow, 'id'>;
  scenarioDocs: EntityTable<ScenarioDocRow, 'id'>;
  versions: EntityTable<VersionRecord, 'id'>;
  quotes: EntityTable<QuoteLibraryRecord, 'id'>;
  catalogueOverrides: EntityTable<CatalogueOverrideRecord, 'id'>;
  settings: EntityTable<SettingRecord, 'key'>;
};

/** A database with the app's schema; tests may pass another name. */
export function createGpuplanDb(name: string = DB_NAME): GpuplanDb {
  const database = new Dexie(name) as GpuplanDb;
  database.version(1).stores(SCHEMA_V1);
  database.version(2).stores(SCHEMA_V2).upgrade(upgradeToV2);
  database.version(3).stores(SCHEMA_V3).upgrade(upgradeToV3);
  return database;
}

export const db: GpuplanDb = createGpuplanDb();
