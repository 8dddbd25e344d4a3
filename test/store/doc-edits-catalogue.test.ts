// Pure edits take the catalogue as an argument (the built-in one by default); the editor store
// hands them the active catalogue, so a user override is what a new quote or section is filled with.
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE, type Catalogue } from '../../models/catalogue';
import { useActiveCatalogue } from '../../src/store/active-catalogue';
import { addQuote, addSection, catalogueGpu } from '../../src/store/doc-edits';
import { createEditorStore } from '../../src/store/editor-store';
import { sampleRecord } from './fixtures';
import { memoryStorage } from './memory-storage';

/** The built-in catalogue with H100 on-demand at `price` and electricity at `kwh`. */
function overridden(price: number, kwh: number): Catalogue {
  const h100 = CATALOGUE.gpus['H100-SXM'];
  return {
    ...CATALOGUE,
    gpus: { ...CATALOGUE.gpus, 'H100-SXM': { ...h100, prices: { ...h100.prices, onDemand: { ...h100.prices.onDemand, value: price } } } },
    site: { ...CATALOGUE.site, powerPricePerKWh: { ...CATALOGUE.site.powerPricePerKWh, value: kwh } },
  };
}

afterEach(() => useActiveCatalogue.setState({ catalogue: CATALOGUE, overrideCount: 0 }));

describe('doc edits and the catalogue', () => {
  const doc = { node: { gpuModel: 'H100-SXM' } };

  it('fill from the catalogue given, else the built-in one', () => {
    const custom = overridden(9.25, 0.333);
    expect(catalogueGpu(doc, custom)?.prices.onDemand.value).toBe(9.25);
    expect((addQuote(doc, 'P', custom).quotes as { pricePerGPUHour: number }[])[0].pricePerGPUHour).toBe(9.25);
    expect((addSection(doc, 'investment', 'x', custom).investment as { powerPricePerKWh: number }).powerPricePerKWh).toBe(0.333);
    const builtIn = CATALOGUE.gpus['H100-SXM'].prices.onDemand.value;
    expect(builtIn).not.toBe(9.25);
    expect((addQuote(doc, 'P').quotes as { pricePerGPUHour: number }[])[0].pricePerGPUHour).toBe(builtIn);
  });

  it('the editor store passes the active catalogue (with the user overrides)', () => {
    useActiveCatalogue.setState({ catalogue: overridden(7.5, 0.2), overrideCount: 1 });
    const store = createEditorStore({ journal: memoryStorage(), now: () => 1, tabId: 't' });
    const record = sampleRecord();
    record.doc = { ...(record.doc as Record<string, unknown>), currency: 'USD' }; // the catalogue's currency (issue 33)
    const { quotes: _q, workload: _w, ...rest } = record.doc as Record<string, unknown>;
    store.getState().open({ ...record, doc: { ...rest, node: { ...(rest.node as object), gpuModel: 'H100-SXM' } } });
    store.getState().addSection('quotes', 'Provider 1');
    const quotes = store.getState().doc?.quotes as { pricePerGPUHour: number }[];
    expect(quotes[0].pricePerGPUHour).toBe(7.5);
  });
});
