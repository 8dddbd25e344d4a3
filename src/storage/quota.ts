// Running out of storage space must reach the user, never vanish: quota failures are recognised
// however Dexie wraps them (its own QuotaExceededError, an AbortError whose inner error is one, a
// BulkError listing them) and rethrown as one typed error.

const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

export class StorageQuotaError extends Error {
  override name = 'StorageQuotaError';
  constructor(cause: unknown) {
    super('The disk space the browser allows this app is full: the change was not saved. Free some space (delete old scenarios or versions) and try again.', { cause });
  }
}

export function isQuotaError(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const e = error as { name?: unknown; inner?: unknown; failures?: unknown; cause?: unknown };
  if (typeof e.name === 'string' && (QUOTA_NAMES.has(e.name) || e.name === 'StorageQuotaError')) return true;
  if (isQuotaError(e.inner, depth + 1) || isQuotaError(e.cause, depth + 1)) return true;
  return Array.isArray(e.failures) && e.failures.some((f) => isQuotaError(f, depth + 1));
}

/** Runs a write; a quota failure becomes a StorageQuotaError, anything else passes unchanged. */
export async function withQuotaCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof StorageQuotaError) throw error;
    if (isQuotaError(error)) throw new StorageQuotaError(error);
    throw error;
  }
}
