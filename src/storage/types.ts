// Records kept in IndexedDB (Dexie). `doc` is always the scenario as it is written to a
// `*.gpuplan.json` file (raw JSON object, unknown fields included), never the engine's
// normalized form, so that export writes back what the user had.

export interface ScenarioRecord {
  id: string; // crypto.randomUUID()
  name: string; // mirrors doc.name
  tags: string[];
  notes: string;
  createdAt: number; // ms since epoch
  updatedAt: number; // ms since epoch; also the optimistic-concurrency token
  doc: Record<string, unknown>;
}

export type VersionKind = 'named' | 'auto';

export interface VersionRecord {
  id?: number; // auto-increment
  scenarioId: string;
  name: string;
  kind: VersionKind;
  createdAt: number;
  doc: Record<string, unknown>;
}

export interface QuoteLibraryRecord {
  id: string;
  provider: string;
  createdAt: number;
  updatedAt: number;
  quote: Record<string, unknown>; // one element of a scenario's `quotes` array
}

export interface CatalogueOverrideRecord {
  id: string; // catalogue entry id, e.g. "gpu:H100-SXM"
  updatedAt: number;
  data: Record<string, unknown>;
}

export interface SettingRecord {
  key: string;
  value: unknown;
}

/** Result of writing an edited document: a conflict when someone else saved in between. */
export type UpdateResult =
  | { ok: true; updatedAt: number }
  | { ok: false; reason: 'conflict'; current: ScenarioRecord }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'quota'; message: string };

/** A scenario without its document: what the list shows (cheap to read for thousands). */
export interface ScenarioSummary {
  id: string;
  name: string;
  tags: string[];
  createdAt: number;
  updatedAt: number;
}

export type ScenarioSort = 'updated' | 'name' | 'created';

/** What deleteScenario removed, enough for restoreScenario to put it all back (undo). */
export interface DeletedScenario {
  scenario: ScenarioRecord;
  versions: VersionRecord[];
}

export interface StorageEstimate {
  /** Bytes used by this origin; null when the browser does not say. */
  usage: number | null;
  quota: number | null;
  /** true: the browser will not evict our data under storage pressure; null: unknown. */
  persisted: boolean | null;
}
