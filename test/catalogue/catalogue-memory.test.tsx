// @vitest-environment happy-dom
// GPU memory in the catalogue (for docs/model.md › Sizing sizing): shown dated and sourced, and editable by
// an override, which the editor then offers to write into the scenario's sizing.gpuMemoryGB.
import 'fake-indexeddb/auto';
import { cleanup, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../models/catalogue';
import { activeCatalogue, applyOverrideRecords } from '../../src/store/active-catalogue';
import { followStoredOverrides } from '../../src/catalogue/follow-overrides';
import { CataloguePage } from '../../src/catalogue/catalogue-page';
import { catalogueSourceFor } from '../../src/editor/catalogue-fill';
import { addSection, overriddenMemoryGB } from '../../src/store/doc-edits';
import { replaceOverrides } from '../../src/storage/catalogue-overrides';
import { recordingPlatform, renderWithI18n } from '../scenarios/helpers';
import { freshDb } from '../storage/helpers';

let stop: () => void = () => {};
beforeEach(async () => {
  await freshDb();
  applyOverrideRecords([]);
  stop = followStoredOverrides();
});
afterEach(() => {
  stop();
  cleanup();
});

const memoryCell = (id: string) => within(document.querySelector(`[data-gpu="${id}"] [data-field="memoryGB"]`) as HTMLElement);

describe('catalogue GPU memory', () => {
  it('shows each GPU’s memory with its numbered source', () => {
    renderWithI18n(<CataloguePage platform={recordingPlatform([]).platform} lang="en" />, 'en');
    for (const [id, gb] of [['H100-SXM', '80'], ['H200-SXM', '141'], ['B200', '180'], ['GB200-NVL72', '186'], ['MI300X', '192']]) {
      expect(memoryCell(id).getByText(gb)).toBeTruthy();
    }
    const link = memoryCell('H100-SXM').getByRole('link');
    const source = document.getElementById(link.getAttribute('href')!.slice(1));
    expect(source?.textContent).toBe(`${CATALOGUE.gpus['H100-SXM'].memoryGB.source} · ${CATALOGUE.gpus['H100-SXM'].memoryGB.asOf}`);
  });

  it('an override of memoryGB is shown as yours and reaches a new sizing section', async () => {
    await replaceOverrides({ gpus: { 'H100-SXM': { memoryGB: { value: 94, asOf: '2026-11-01' } } } });
    renderWithI18n(<CataloguePage platform={recordingPlatform([]).platform} lang="en" />, 'en');
    await waitFor(() => expect(memoryCell('H100-SXM').queryByText('94')).toBeTruthy());
    expect(memoryCell('H100-SXM').getByText('yours')).toBeTruthy();
    const doc = { node: { gpuModel: 'H100-SXM' } };
    // Pure edits take the catalogue as an argument (the editor store passes the active one).
    expect(overriddenMemoryGB(doc)).toBeUndefined();
    expect(overriddenMemoryGB(doc, activeCatalogue())).toBe(94);
    const withSizing = addSection(doc, 'sizing', 'x', activeCatalogue());
    expect(withSizing.sizing).toMatchObject({ gpuMemoryGB: 94 });
    expect(catalogueSourceFor(withSizing, 'sizing.gpuMemoryGB')).toEqual({ value: 94, source: 'user', asOf: '2026-11-01' });
    // Without an override nothing is written: the engine's built-in default applies.
    expect((addSection({ node: { gpuModel: 'B200' } }, 'sizing', 'x', activeCatalogue()).sizing as Record<string, unknown>).gpuMemoryGB).toBeUndefined();
  });
});
