// Every IndexedDB schema the app has shipped, oldest first. Never edit a released entry: add a new
// version (and its upgrade in upgrades.ts) instead. Index syntax is Dexie's: first key = primary key,
// "++" auto-increment, "*" multi-entry, "[a+b]" compound.

/** Version 1: the first layout. Scenario rows carry their document inline. */
export const SCHEMA_V1 = {
  scenarios: 'id, updatedAt, createdAt, *tags',
  versions: '++id, scenarioId, [scenarioId+createdAt]',
  quotes: 'id, provider, updatedAt',
  catalogueOverrides: 'id',
  settings: 'key',
} as const;

/**
 * Version 2: documents move to their own table so that listing thousands of scenarios reads only
 * small rows; `nameLower` (filled from name) gives a case-insensitive name order and prefix search;
 * versions get an index that finds one scenario's automatic versions oldest first (for pruning).
 * Tables not named here keep their version-1 definition.
 */
export const SCHEMA_V2 = {
  scenarios: 'id, updatedAt, createdAt, nameLower, *tags',
  scenarioDocs: 'id',
  versions: '++id, scenarioId, [scenarioId+createdAt], [scenarioId+kind+createdAt]',
} as const;

/**
 * Version 3: no index changes; the upgrade migrates every stored scenario document, version
 * document and library quote to scenario-file format 2 (upgrades.ts, upgradeToV3).
 */
export const SCHEMA_V3 = {} as const;

export const DB_NAME = 'gpuplan';
export const DB_VERSION = 3;
