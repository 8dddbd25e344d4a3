import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  deleteLibraryQuote,
  listCatalogueOverrides,
  listLibraryQuotes,
  removeCatalogueOverride,
  saveLibraryQuote,
  setCatalogueOverride,
} from '../../src/storage/library-repo';
import { freshDb } from './helpers';

beforeEach(freshDb);

describe('quotes library', () => {
  it('keeps quotes by provider, updates in place and deletes', async () => {
    const b = await saveLibraryQuote({ provider: 'Provider B', pricePerGPUHour: 2.49 });
    const a = await saveLibraryQuote({ provider: 'Provider A', pricePerGPUHour: 2.05 });
    expect((await listLibraryQuotes()).map((q) => q.provider)).toEqual(['Provider A', 'Provider B']);
    const updated = await saveLibraryQuote({ provider: 'Provider B', pricePerGPUHour: 2.29 }, b.id);
    expect(updated.id).toBe(b.id);
    expect(updated.createdAt).toBe(b.createdAt);
    expect(updated.updatedAt).toBeGreaterThan(b.updatedAt);
    expect((await listLibraryQuotes()).find((q) => q.id === b.id)?.quote.pricePerGPUHour).toBe(2.29);
    await deleteLibraryQuote(a.id);
    expect((await listLibraryQuotes()).map((q) => q.id)).toEqual([b.id]);
  });
});

describe('catalogue overrides', () => {
  it('stores one override per catalogue entry and removes it', async () => {
    await setCatalogueOverride('gpu:H100-SXM', { nodeKW: 10.5 });
    await setCatalogueOverride('gpu:H100-SXM', { nodeKW: 10.8 });
    await setCatalogueOverride('site:pue', { value: 1.3 });
    const all = await listCatalogueOverrides();
    expect(all.map((o) => [o.id, o.data])).toEqual([
      ['gpu:H100-SXM', { nodeKW: 10.8 }],
      ['site:pue', { value: 1.3 }],
    ]);
    await removeCatalogueOverride('site:pue');
    expect((await listCatalogueOverrides()).map((o) => o.id)).toEqual(['gpu:H100-SXM']);
  });
});
