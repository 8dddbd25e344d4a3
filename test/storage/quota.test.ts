import 'fake-indexeddb/auto';
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
import { dumpAll, freshDb, minimalDoc, withFullDisk, withoutFullDisk } from './helpers';

beforeEach(freshDb);
afterEach(withoutFullDisk);

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
