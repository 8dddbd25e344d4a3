// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OpenFilesResult } from '../../electron/ipc';
import { CATALOGUE } from '../../models/catalogue';
import { applyOverrideRecords } from '../../src/store/active-catalogue';
import { followStoredOverrides } from '../../src/catalogue/follow-overrides';
import { CataloguePage } from '../../src/catalogue/catalogue-page';
import { catalogueSourceFor, gpuEntries, nodeFill } from '../../src/editor/catalogue-fill';
import { checkOverridesText, readOverrides, replaceOverrides } from '../../src/storage/catalogue-overrides';
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

const FILE = JSON.stringify({
  format: 'gpuplan/catalogue-overrides',
  version: 1,
  overrides: {
    gpus: { 'H100-SXM': { nodeKW: { value: 10.5, asOf: '2026-11-01' } } },
    site: { pue: { value: 1.25, asOf: '2026-10-01' } },
  },
});

function page(openResults: OpenFilesResult[] = [], language: 'en' | 'zh-CN' = 'en') {
  const { platform, saved } = recordingPlatform(openResults);
  renderWithI18n(<CataloguePage platform={platform} lang={language} />, language);
  return { saved };
}

const h100NodeKW = () => within(document.querySelector('[data-gpu="H100-SXM"] [data-field="nodeKW"]') as HTMLElement);

describe('CataloguePage', () => {
  it('shows every GPU model with its values and numbered sources', () => {
    page();
    const rows = document.querySelectorAll('tr[data-gpu]');
    expect(rows.length).toBe(Object.keys(CATALOGUE.gpus).length);
    expect(h100NodeKW().getByText('10.2')).toBeTruthy();
    const footnote = h100NodeKW().getByRole('link');
    const source = document.getElementById(footnote.getAttribute('href')!.slice(1));
    expect(source?.textContent).toBe(`${CATALOGUE.gpus['H100-SXM'].nodeKW.source} · ${CATALOGUE.gpus['H100-SXM'].nodeKW.asOf}`);
    expect(screen.getByTestId('override-count').textContent).toBe('No overrides: the catalogue as shipped.');
    // Issue 26: each model's all-in capex per GPU, with its source (unknown where none is sourced).
    expect(screen.getByRole('columnheader', { name: 'All-in capex (USD per GPU)' })).toBeTruthy();
    const capex = (id: string) => document.querySelector(`[data-gpu="${id}"] [data-field="capexPerGPU"]`) as HTMLElement;
    expect(capex('H100-SXM').querySelector('.cat-value')?.textContent).toBe('50,000');
    expect(capex('B200').querySelector('.cat-value')?.textContent).toBe('66,667');
    expect(capex('B200').querySelector('.cat-value')?.getAttribute('title')).toMatch(/^derived: street price \$40,000/);
    expect(capex('GB200-NVL72').querySelector('.cat-value')?.textContent).toBe('43,056');
    expect(capex('MI300X').querySelector('.cat-value')?.textContent).toBe('not stated');
    const b200Source = document.getElementById(within(capex('B200')).getByRole('link').getAttribute('href')!.slice(1));
    expect(b200Source?.textContent).toBe(`${CATALOGUE.gpus.B200.capexPerGPU.source} · 2026-06-01`);
  });

  it('imports overrides: the page and the editor fills show them as yours; undo puts the catalogue back', async () => {
    page([{ canceled: false, files: [{ name: 'ours.json', content: FILE }] }]);
    fireEvent.click(screen.getByRole('button', { name: 'Import overrides…' }));
    await screen.findByText('Imported overrides for 2 entries from ours.json.', undefined, { timeout: 5000 });
    await waitFor(() => expect(h100NodeKW().queryByText('10.5')).toBeTruthy());
    expect(h100NodeKW().getByText('yours')).toBeTruthy();
    expect(screen.getByTestId('override-count').textContent).toBe('Your overrides: 2 entries.');
    expect(screen.getByText('yours · 2026-11-01')).toBeTruthy();

    // The editor's pick list fills the override, and the caption names it as the user's.
    const h100 = gpuEntries().find((g) => g.id === 'H100-SXM')!;
    expect(nodeFill(h100)).toContainEqual(['node.nodeKW', 10.5]);
    const doc = { node: { gpuModel: 'H100-SXM', nodeKW: 10.5 }, site: { pue: 1.25 } };
    expect(catalogueSourceFor(doc, 'node.nodeKW')).toEqual({ value: 10.5, source: 'user', asOf: '2026-11-01' });
    expect(catalogueSourceFor(doc, 'site.pue')?.source).toBe('user');

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByText('Your previous overrides are back.');
    await waitFor(() => expect(h100NodeKW().queryByText('10.2')).toBeTruthy());
    expect(await readOverrides()).toEqual([]);
    expect(gpuEntries().find((g) => g.id === 'H100-SXM')!.nodeKW.value).toBe(10.2);
  });

  it('refuses a file that would not apply, naming each field in the UI language, and changes nothing', async () => {
    await replaceOverrides({ site: { pue: 1.3 } });
    const before = await readOverrides();
    const bad = JSON.stringify({ format: 'gpuplan/catalogue-overrides', version: 1, overrides: { gpus: { 'H100-SXM': { nodeKW: -4 } } } });
    page([{ canceled: false, files: [{ name: 'bad.json', content: bad }] }], 'zh-CN');
    fireEvent.click(screen.getByRole('button', { name: '导入覆盖项…' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('bad.json 未导入；没有任何更改');
    // The entry and field by their labels, the bound and value in kW (issue 33), never the file's path.
    expect(alert.querySelector('[data-path="overrides.gpus.H100-SXM.nodeKW"]')?.textContent).toBe('NVIDIA H100 SXM (80 GB) · 节点功率（kW）：必须介于 0.001 与 10000 之间（实际为 -4）');
    expect(alert.textContent).not.toContain('overrides.');
    expect(await readOverrides()).toEqual(before);
  });

  it('exports the overrides to a file that imports again, and removes all of them with undo', async () => {
    await replaceOverrides({ gpus: { 'H100-SXM': { nodeKW: 10.5 } } });
    const { saved } = page();
    await waitFor(() => expect(screen.getByTestId('override-count').textContent).toBe('Your overrides: one entry.'));
    fireEvent.click(screen.getByRole('button', { name: 'Export overrides' }));
    await screen.findByText(/^Exported overrides for one entry to \/tmp\/gpuplan-catalogue-overrides-\d{4}-\d\d-\d\d\.json\.$/);
    expect(checkOverridesText(saved[0].content, '2026-12-02')).toMatchObject({ ok: true, count: 1 });

    fireEvent.click(screen.getByRole('button', { name: 'Remove all overrides' }));
    await screen.findByText('Removed all overrides: the catalogue is as shipped.');
    expect(await readOverrides()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByText('Your previous overrides are back.');
    expect((await readOverrides()).map((r) => r.id)).toEqual(['gpus:H100-SXM']);
  });
});
