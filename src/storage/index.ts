// The storage API in one import. How to use it:
//   import { db, createScenario, updateScenarioDoc, listScenarioSummaries } from '../storage';
// `db` is the Dexie instance (database "gpuplan"); read live data with dexie-react-hooks'
// useLiveQuery(() => listScenarioSummaries({ sort }), [sort], null) (null = still loading).
// Writes that run out of disk space throw StorageQuotaError (updateScenarioDoc instead returns
// { ok: false, reason: 'quota' }); nothing is swallowed.

export { db, createGpuplanDb } from './db';
export type { GpuplanDb } from './db';
export * from './scenarios-repo';
export { saveLibraryQuote, listLibraryQuotes, deleteLibraryQuote, listCatalogueOverrides, setCatalogueOverride, removeCatalogueOverride } from './library-repo';
export { checkImportFile, bundleText, BUNDLE_FORMAT, BUNDLE_VERSION } from './bundle';
export type { ImportResult, ExportedFile } from './import-export';
export { scenarioFileName, bundleFileName } from './file-names';
export type * from './types';
