// App settings as key → value (any structured-cloneable value).

import { db } from './db';
import { withQuotaCheck } from './quota';

export async function getSetting<T>(key: string, fallback: T): Promise<T>;
export async function getSetting(key: string): Promise<unknown>;
export async function getSetting(key: string, fallback?: unknown): Promise<unknown> {
  const row = await db.settings.get(key);
  return row === undefined ? fallback : row.value;
}

export async function setSetting(key: string, value: unknown): Promise<void> {
  await withQuotaCheck(() => db.settings.put({ key, value }));
}
