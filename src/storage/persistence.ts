// Persistent storage and the space used. Without persistence the browser may evict the database
// under disk pressure; Electron grants it. The navigator is a parameter so tests pass their own.

import type { StorageEstimate } from './types';

type StorageApi = Pick<StorageManager, 'estimate' | 'persist' | 'persisted'>;

function storageApi(nav: { storage?: Partial<StorageApi> } | undefined): Partial<StorageApi> | undefined {
  return nav?.storage;
}

function defaultNavigator(): { storage?: Partial<StorageApi> } | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator;
}

export async function storageEstimate(nav = defaultNavigator()): Promise<StorageEstimate> {
  const api = storageApi(nav);
  const [estimate, persisted] = await Promise.all([
    api?.estimate ? api.estimate.call(api).catch(() => null) : Promise.resolve(null),
    api?.persisted ? api.persisted.call(api).catch(() => null) : Promise.resolve(null),
  ]);
  return {
    usage: typeof estimate?.usage === 'number' ? estimate.usage : null,
    quota: typeof estimate?.quota === 'number' ? estimate.quota : null,
    persisted,
  };
}

/** Asks once for persistent storage (no-op when already granted). Resolves to the outcome, null if unsupported. */
export async function requestPersistence(nav = defaultNavigator()): Promise<boolean | null> {
  const api = storageApi(nav);
  if (!api?.persist) return null;
  try {
    if (api.persisted && (await api.persisted.call(api))) return true;
    return await api.persist.call(api);
  } catch {
    return null;
  }
}
