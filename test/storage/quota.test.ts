import 'fake-indexeddb/auto';
import type { DBCore, Middleware } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/storage/db';
import { isQuotaError, StorageQuotaError } from '../../src/storage/quota';
import {
  createScenario,
  getScenario,
  importScenarioFiles,
  saveVersion,
  setSetting,
  updateScenarioDoc,
  updateScenarioMeta,
} from '../../src/storage/scenarios-repo';
import { dumpAll, freshDb, minimalDoc } from './helpers';

// A middleware that makes puts and adds on the chosen tables fail the way a full disk does.
function fullDisk(tables: string[]): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'full-disk',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        return {
          ...table,
          mutate: (req) =>
            tables.includes(name) && (req.type === 'put' || req.type === 'add')
              ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
              : table.mutate(req),
        };
      },
    }),
  };
}

async function withFullDisk(tables: string[]): Promise<void> {
  db.close();
  db.use(fullDisk(tables));
  await db.open();
}

beforeEach(freshDb);
afterEach(async () => {
  db.close();
  db.unuse({ stack: 'dbcore', name: 'full-disk' });
  await db.open();
});

describe('quota errors', () => {
  it('are reported by updateScenarioDoc as { ok: false, reason: "quota" } and nothing changes', async () => {
    const s = await createScenario(minimalDoc('S'));
    await withFullDisk(['scenarioDocs']);
    const before = await dumpAll();
    const result = await updateScenarioDoc(s.id, { ...s.doc, horizonMonths: 60 }, s.updatedAt);
    expect(result.ok).toBe(false);
    if (result.ok || result.reason !== 'quota') throw new Error('expected a quota result');
    expect(result.message).toMatch(/full/);
    // The scenario row was written first in the same transaction: it must have rolled back too.
    expect(await dumpAll()).toEqual(before);
    expect((await getScenario(s.id))?.updatedAt).toBe(s.updatedAt);
  });

  it('are thrown as StorageQuotaError by the other writes', async () => {
    const s = await createScenario(minimalDoc('S'));
    await withFullDisk(['scenarios', 'scenarioDocs', 'versions', 'settings']);
    await expect(createScenario(minimalDoc('T'))).rejects.toBeInstanceOf(StorageQuotaError);
    await expect(updateScenarioMeta(s.id, { name: 'U' })).rejects.toBeInstanceOf(StorageQuotaError);
    await expect(saveVersion(s.id, 'v', 'named')).rejects.toBeInstanceOf(StorageQuotaError);
    await expect(setSetting('k', 1)).rejects.toBeInstanceOf(StorageQuotaError);
    await expect(importScenarioFiles([{ name: 'a.json', content: JSON.stringify(minimalDoc('I')) }])).rejects.toThrow(/full/);
    expect((await getScenario(s.id))?.name).toBe('S');
    expect(await db.scenarios.count()).toBe(1);
  });

  it('are recognised however Dexie wraps them, and only them', () => {
    const inner = new DOMException('x', 'QuotaExceededError');
    expect(isQuotaError(inner)).toBe(true);
    expect(isQuotaError({ name: 'AbortError', inner })).toBe(true);
    expect(isQuotaError({ name: 'BulkError', failures: [new Error('other'), inner] })).toBe(true);
    expect(isQuotaError(new DOMException('x', 'ConstraintError'))).toBe(false);
    expect(isQuotaError({ name: 'AbortError', inner: null })).toBe(false);
    expect(isQuotaError('QuotaExceededError')).toBe(false);
  });
});
