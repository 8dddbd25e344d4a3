// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DBCore, Middleware } from 'dexie';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OpenFilesResult } from '../../electron/ipc';
import { ScenarioListPage, type ScenarioListHandle } from '../../src/scenarios/scenario-list-page';
import { db } from '../../src/storage/db';
import { createScenario, getScenario, listScenarioSummaries } from '../../src/storage/scenarios-repo';
import { computeCapacity } from '../../models/capacity';
import { loadScenario } from '../../models/scenario';
import { dumpAll, freshDb, minimalDoc, workedExample } from '../storage/helpers';
import { recordingPlatform, renderWithI18n } from './helpers';

beforeEach(freshDb);
afterEach(cleanup);

function renderPage(openResults: OpenFilesResult[] = [], language: 'en' | 'zh-CN' = 'en', token = 0) {
  const { platform, saved } = recordingPlatform(openResults);
  const opened: string[] = [];
  const ref = createRef<ScenarioListHandle>();
  const view = renderWithI18n(
    <ScenarioListPage ref={ref} platform={platform} onOpen={(id) => opened.push(id)} searchFocusToken={token} />,
    language,
  );
  return { ...view, opened, saved, ref, platform };
}

describe('creating from a template', () => {
  it('creates the scenario in the UI language and opens it', async () => {
    const { opened } = renderPage([], 'zh-CN');
    expect(await screen.findByText('还没有方案')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新建方案' }));
    const dialog = screen.getByRole('dialog', { name: '新建方案：空白或从模板' });
    // A blank scenario first, beside the four templates, issue 11's negotiation, issue 13's serving
    // fleet, issue 24's demand plan and issue 35's two fleets delivered in batches.
    expect(within(dialog).getAllByRole('button').filter((b) => b.dataset.template)).toHaveLength(10);
    expect(document.activeElement?.getAttribute('data-template')).toBe('blank');
    fireEvent.click(within(dialog).getByRole('button', { name: /租用 512 张 GPU/ }));
    await waitFor(() => expect(opened).toHaveLength(1));
    const record = await getScenario(opened[0]);
    expect(record?.name).toBe('租用 512 张 GPU');
    // A renter's plan: no site (docs/model.md › Rent vs buy › Without a site and per token), buying compared from the section's own power figures.
    expect(record?.doc.site).toBeUndefined();
    expect((record?.doc.rentVsBuy as { kwPerGPU: number }).kwPerGPU).toBeCloseTo((10.2 * 1.075) / 8, 12);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: '打开 租用 512 张 GPU' })).toBeTruthy();
  });

  it('creates a blank scenario (site and node only) that loads without issues', async () => {
    const { opened } = renderPage();
    await screen.findByText('No scenarios yet');
    fireEvent.click(screen.getByRole('button', { name: 'New scenario' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^Blank scenario/ }));
    await waitFor(() => expect(opened).toHaveLength(1));
    const record = await getScenario(opened[0]);
    expect(record?.name).toBe('Untitled scenario');
    expect(Object.keys(record!.doc).sort()).toEqual(['currency', 'format', 'horizonMonths', 'name', 'node', 'site', 'version']);
    const loaded = loadScenario(record!.doc);
    expect(loaded.ok).toBe(true);
    // 1 MW facility at PUE 1.3 → 769.2 kW IT → 75 nodes of 10.2 kW → 600 GPUs.
    if (loaded.ok) expect(computeCapacity(loaded.scenario.site!, loaded.scenario.node).gpus).toBe(Math.floor(1000 / 1.3 / 10.2) * 8);
  });

  it('closes the dialog on Escape without creating anything', async () => {
    const { ref } = renderPage();
    await screen.findByText('No scenarios yet');
    ref.current?.openTemplates();
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await db.scenarios.count()).toBe(0);
  });
});

describe('import through the page', () => {
  it('imports the valid files and lists the invalid ones with their field paths, in the UI language', async () => {
    await createScenario(minimalDoc('Existing'));
    const before = await dumpAll();
    const bad = { ...workedExample(), site: { ...(workedExample().site as object), pue: 0.8 } };
    renderPage(
      [
        {
          canceled: false,
          files: [
            { name: 'good.gpuplan.json', content: JSON.stringify(workedExample()) },
            { name: 'bad.gpuplan.json', content: JSON.stringify(bad) },
          ],
          rejected: [{ name: 'huge.gpuplan.json', reason: 'too-large' }],
        },
      ],
      'zh-CN',
    );
    await screen.findByText('共 1 个方案，显示 1 个');
    fireEvent.click(screen.getByRole('button', { name: '导入…' }));
    // The engine's loader is imported on the first import (a dynamic import): allow for it.
    expect(await screen.findByText('已导入 1 个方案。', {}, { timeout: 15000 })).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('2 个文件未导入；其他内容均未改动：')).toBeTruthy();
    expect(within(alert).getByText('huge.gpuplan.json：文件过大')).toBeTruthy();
    expect(within(alert).getByText('bad.gpuplan.json：1 个问题')).toBeTruthy();
    const issue = alert.querySelector('[data-path="site.pue"]');
    // Named by its label in the UI language, the value in the field's unit; the path follows as a hint.
    expect(issue?.textContent).toMatch(/^场地与电力 › PUE（电能使用效率）：.*0\.8/);
    await screen.findByText('共 2 个方案，显示 2 个');
    // The existing rows are untouched; one scenario was added.
    const after = await dumpAll();
    for (const row of before.scenarios) expect(after.scenarios).toContainEqual(row);
    expect((await listScenarioSummaries()).map((s) => s.name).sort()).toEqual(['512× H100 in a 100 MW campus', 'Existing']);
  });

  it('says "1 scenario" in the singular, and asks before importing the same file twice: replace or keep both', async () => {
    const file = { name: 'campus.gpuplan.json', content: JSON.stringify(workedExample()) };
    const { ref } = renderPage([
      { canceled: false, files: [file] },
      { canceled: false, files: [file] },
      { canceled: false, files: [file] },
      { canceled: false, files: [file] },
    ]);
    await screen.findByText('No scenarios yet');
    await ref.current?.importFiles();
    expect(await screen.findByText('Imported 1 scenario.', {}, { timeout: 15000 })).toBeTruthy();
    const names = async () => (await listScenarioSummaries()).map((s) => s.name);
    expect(await names()).toEqual(['512× H100 in a 100 MW campus']);

    // The second time the user is asked; Cancel imports nothing.
    void ref.current?.importFiles();
    let dialog = await screen.findByRole('alertdialog', { name: 'This scenario is already in the list' }, { timeout: 15000 });
    expect(dialog.textContent).toContain('“512× H100 in a 100 MW campus”');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel import' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await names()).toHaveLength(1);

    // Replace: still one scenario, same id, the previous document kept as a version.
    const [before] = await listScenarioSummaries();
    void ref.current?.importFiles();
    dialog = await screen.findByRole('alertdialog', {}, { timeout: 15000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText(/Replaced 1 scenario \(its previous document is in its versions\)\./, {}, { timeout: 15000 })).toBeTruthy();
    expect((await listScenarioSummaries()).map((s) => s.id)).toEqual([before.id]);
    expect((await db.versions.where('scenarioId').equals(before.id).toArray()).map((v) => v.name)).toEqual(['Before import']);

    // Keep both: a second scenario of that name.
    void ref.current?.importFiles();
    dialog = await screen.findByRole('alertdialog', {}, { timeout: 15000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep both' }));
    await waitFor(async () => expect(await names()).toHaveLength(2), { timeout: 15000 });
  });

  it('does nothing when the chooser is cancelled', async () => {
    const { ref } = renderPage([{ canceled: true, files: [] }]);
    await screen.findByText('No scenarios yet');
    await ref.current?.importFiles();
    expect(screen.queryByRole('region', { name: 'Import' })).toBeNull();
    expect(await db.scenarios.count()).toBe(0);
  });
});

describe('export all', () => {
  it('saves one dated bundle with every scenario', async () => {
    await createScenario(minimalDoc('One'));
    await createScenario(minimalDoc('Two'), { tags: ['t'] });
    const { saved } = renderPage();
    await screen.findByText('2 of 2 scenarios');
    fireEvent.click(screen.getByRole('button', { name: 'Export all' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toMatch(/^gpuplan-scenarios-\d{4}-\d{2}-\d{2}\.json$/);
    const bundle = JSON.parse(saved[0].content) as { format: string; scenarios: { name: string; tags?: string[] }[] };
    expect(bundle.format).toBe('gpuplan/bundle');
    expect(bundle.scenarios.map((s) => [s.name, s.tags])).toEqual([
      ['One', undefined],
      ['Two', ['t']],
    ]);
    expect(await screen.findByText(`Exported 2 scenarios to /tmp/${saved[0].name}.`)).toBeTruthy();
  });
});

describe('a full disk', () => {
  const fullDisk: Middleware<DBCore> = {
    stack: 'dbcore',
    name: 'full-disk',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        return { ...table, mutate: (req) => (req.type === 'add' ? Promise.reject(new DOMException('full', 'QuotaExceededError')) : table.mutate(req)) };
      },
    }),
  };

  afterEach(async () => {
    db.close();
    db.unuse({ stack: 'dbcore', name: 'full-disk' });
    await db.open();
  });

  it('is reported in an alert when creating a scenario, and nothing is opened', async () => {
    db.close();
    db.use(fullDisk);
    await db.open();
    const { opened } = renderPage();
    await screen.findByText('No scenarios yet');
    fireEvent.click(screen.getByRole('button', { name: 'New scenario' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Three quotes/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/storage space for this app is full/);
    expect(opened).toEqual([]);
    expect(await db.scenarios.count()).toBe(0);
  });
});

describe('search focus and footer', () => {
  it('focuses the search box for a non-zero token and on every change', async () => {
    const { rerender, i18n, platform } = renderPage([], 'en', 1);
    const search = await screen.findByRole('searchbox', { name: 'Search scenarios' });
    expect(document.activeElement).toBe(search);
    search.blur();
    expect(document.activeElement).not.toBe(search);
    const { I18nextProvider } = await import('react-i18next');
    rerender(
      <I18nextProvider i18n={i18n}>
        <ScenarioListPage platform={platform} onOpen={() => {}} searchFocusToken={2} />
      </I18nextProvider>,
    );
    await waitFor(() => expect(document.activeElement).toBe(search));
  });

  it('shows the space used and offers to keep the data when storage is not persistent', async () => {
    let persisted = false;
    const storage = {
      estimate: async () => ({ usage: 1_536_000, quota: 2_000_000_000 }),
      persisted: async () => persisted,
      persist: async () => {
        persisted = true;
        return true;
      },
    };
    Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
    try {
      persisted = false;
      // Should the page ask on mount (once per session), the browser refuses.
      storage.persist = async () => false;
      renderPage();
      expect(await screen.findByText('Space used: 1.5 MB of 2 GB')).toBeTruthy();
      expect(await screen.findByText('The browser may clear this data when the disk is nearly full')).toBeTruthy();
      storage.persist = async () => {
        persisted = true;
        return true;
      };
      fireEvent.click(screen.getByRole('button', { name: 'Keep my data' }));
      expect(await screen.findByText('Kept on this computer (persistent storage)')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Keep my data' })).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'storage');
    }
  });
});
