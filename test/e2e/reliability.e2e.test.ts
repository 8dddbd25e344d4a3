// Reliability in real Chromium against `vite preview`: backup and restore of the whole database
// through the Settings page (download, file chooser, refused files, undo); a renderer crash or a
// closed page mid-edit and during the save, then reopening; two tabs editing one scenario.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { watchProblems, type PageProblems } from './page-problems';
import { nav } from './open-app';

const baseURL = inject('baseURL');
const VIEWPORT = { width: 1400, height: 900 };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(baseURL);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

async function openContext(): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ locale: 'en-US', viewport: VIEWPORT });
  const problems = await watchProblems(context);
  return { context, page: await newPage(context), problems };
}

const mwInput = (page: Page) => page.getByRole('textbox', { name: /^Contracted power/ });
const saveState = (page: Page) => page.locator('.ed-save__state');

async function createFromTemplate(page: Page, id: string): Promise<void> {
  await nav(page, /^Scenarios/).click();
  await page.getByRole('button', { name: 'New scenario' }).click();
  await page.locator(`[data-template="${id}"]`).click();
  // The first headline figure: a template without a site (three-quotes) has no GPU count.
  await page.locator('[data-figure] .headline__value').first().waitFor();
}

async function openByName(page: Page, name: string): Promise<void> {
  await nav(page, /^Scenarios/).click();
  await page.getByRole('button', { name: `Open ${name}` }).click();
  await mwInput(page).waitFor();
}

async function listedNames(page: Page): Promise<string[]> {
  await nav(page, /^Scenarios/).click();
  await page.getByText(/of \d+ scenarios/).waitFor();
  const names = await page.locator('.virtual-list__row').evaluateAll((rows) =>
    rows.map((row) => row.querySelector('button')?.textContent ?? ''),
  );
  return names.sort();
}

/** Kills the renderer the way a crash does: no pagehide, no unload, no flush. */
async function crash(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const crashed = page.waitForEvent('crash');
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;
  await page.close().catch(() => undefined);
}

describe('backup and restore in the browser', () => {
  it('backs up to a download, refuses an edited file, restores the backup, and undoes the restore', async () => {
    const { context, page, problems } = await openContext();
    try {
      await createFromTemplate(page, '100mw-campus');
      await createFromTemplate(page, 'three-quotes');
      const original = await listedNames(page);
      expect(original).toHaveLength(2);

      await nav(page, /^Settings/).click();
      await expect.poll(() => page.getByTestId('stored-counts').textContent()).toMatch(/^Stored now: 2 scenarios/);
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Back up everything…' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^gpuplan-backup-\d{4}-\d\d-\d\d-\d{4}\.json$/);
      const backup = await readFile((await download.path())!, 'utf8');
      expect(JSON.parse(backup)).toMatchObject({ format: 'gpuplan/backup', version: 1, counts: { scenarios: 2 } });

      // Afterwards the user deletes one scenario and makes another.
      await nav(page, /^Scenarios/).click();
      await page.getByRole('button', { name: 'Delete 100 MW campus' }).click();
      await createFromTemplate(page, '512-gpu-rental');
      const changed = await listedNames(page);
      expect(changed).not.toEqual(original);

      // An edited backup is refused with the reason, and nothing changes.
      await nav(page, /^Settings/).click();
      const edited = backup.replace('"contractedMW":100', '"contractedMW":10');
      expect(edited).not.toBe(backup);
      let chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Restore from a backup…' }).click();
      await (await chooser).setFiles({ name: 'edited.json', mimeType: 'application/json', buffer: Buffer.from(edited) });
      await expect.poll(() => page.getByRole('alert').textContent()).toContain('Checksum: does not match the data: the file was changed or damaged after it was written');
      // Checked off the main thread, in the file-check worker.
      expect(page.workers().some((w) => /file-check\.worker/.test(w.url()))).toBe(true);
      expect(await listedNames(page)).toEqual(changed);

      // The real backup: confirm, and the list is what it was at backup time.
      await nav(page, /^Settings/).click();
      chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Restore from a backup…' }).click();
      await (await chooser).setFiles({ name: 'gpuplan-backup.json', mimeType: 'application/json', buffer: Buffer.from(backup) });
      await page.getByRole('heading', { name: 'Restore gpuplan-backup.json?' }).waitFor();
      await page.getByRole('button', { name: 'Replace everything with this backup' }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: /^Restored/ }).textContent()).toBe(
        'Restored 2 scenarios and 0 versions from gpuplan-backup.json.',
      );
      await page.screenshot({ path: 'test-results/settings-restored-en.png' });
      await page.getByRole('button', { name: 'Undo restore' }).waitFor();
      // Undo brings back what the restore replaced (the list page is one click away; undo stays on Settings).
      await page.getByRole('button', { name: 'Undo restore' }).click();
      await page.getByText('The restore was undone').waitFor();
      expect(await listedNames(page)).toEqual(changed);

      // And the restore again, then across a reload.
      await nav(page, /^Settings/).click();
      chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Restore from a backup…' }).click();
      await (await chooser).setFiles({ name: 'gpuplan-backup.json', mimeType: 'application/json', buffer: Buffer.from(backup) });
      await page.getByRole('button', { name: 'Replace everything with this backup' }).click();
      await page.getByText(/^Restored 2 scenarios/).waitFor();
      await page.reload();
      expect(await listedNames(page)).toEqual(original);
      expect(problems.messages).toEqual([]);
      expect(await problems.cspViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('catalogue overrides in the browser', () => {
  it('refuses a bad overrides file naming the field, imports a good one, and the editor fills from it', async () => {
    const { context, page, problems } = await openContext();
    try {
      await nav(page, /^Catalogue/).click();
      const h100NodeKW = page.locator('[data-gpu="H100-SXM"] [data-field="nodeKW"] .cat-value');
      await expect.poll(() => h100NodeKW.textContent()).toBe('10.2');
      const file = (overrides: unknown) => Buffer.from(JSON.stringify({ format: 'gpuplan/catalogue-overrides', version: 1, overrides }));

      let chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Import overrides…' }).click();
      await (await chooser).setFiles({ name: 'bad.json', mimeType: 'application/json', buffer: file({ gpus: { 'H100-SXM': { nodeKW: 'ten' } } }) });
      await expect.poll(() => page.getByRole('alert').textContent()).toContain('NVIDIA H100 SXM (80 GB) · Node power (kW): must be between 0.001 and 10000 (got "ten")');
      // The field by its label, never the file's dotted path (issue 33).
      expect(await page.getByRole('alert').textContent()).not.toContain('overrides.gpus');
      await page.screenshot({ path: 'test-results/catalogue-refused-en.png' });
      expect(await h100NodeKW.textContent()).toBe('10.2');

      chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Import overrides…' }).click();
      await (await chooser).setFiles({ name: 'site-survey.json', mimeType: 'application/json', buffer: file({ gpus: { 'H100-SXM': { nodeKW: { value: 10.5, asOf: '2026-11-01' } } } }) });
      await expect.poll(() => h100NodeKW.textContent()).toBe('10.5');
      await page.screenshot({ path: 'test-results/catalogue-en.png', fullPage: true });

      // The editor's catalogue pick fills the overridden node power, captioned as the user's.
      await createFromTemplate(page, '512-gpu-rental');
      const pick = page.getByRole('combobox', { name: 'GPU model from the catalogue' });
      await pick.selectOption('H200-SXM');
      await pick.selectOption('H100-SXM');
      await expect.poll(() => page.getByRole('textbox', { name: /^Node power/ }).inputValue()).toBe('10.5');
      expect(problems.messages).toEqual([]);
      expect(await problems.cspViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('crash safety', () => {
  it('shows the last edit after the renderer crashes mid-edit or during the save, and after the page is closed mid-edit', async () => {
    const { context, page } = await openContext();
    try {
      await createFromTemplate(page, '100mw-campus');
      await expect.poll(() => saveState(page).textContent()).toBe('Saved');
      await page.close();

      // Crash 0 ms after the edit (only the journal has it), while the autosave is due or in
      // flight (≈400 ms), and after it (stored): reopening always shows the edit.
      const delays = [0, 150, 380, 420, 460, 600, 1000];
      let p = await newPage(context);
      await openByName(p, '100 MW campus');
      for (const [i, delay] of delays.entries()) {
        const value = String(41 + i);
        await mwInput(p).fill(value);
        await p.waitForTimeout(delay);
        await crash(context, p);

        p = await newPage(context);
        await openByName(p, '100 MW campus');
        expect(await mwInput(p).inputValue(), `crash ${delay} ms after typing ${value}`).toBe(value);
        // Before the autosave was due, only the journal had the edit: the editor says it restored it.
        if (delay < 300) await p.getByText(/^Unsaved changes from .* were restored\.$/).waitFor();
        // Whatever came from the journal is stored again; nothing is left unsaved or in conflict.
        await expect.poll(() => saveState(p).textContent(), { timeout: 5000 }).toBe('Saved');
      }

      // Closing the tab right after typing (no time for the autosave timer).
      await mwInput(p).fill('77');
      await p.close();
      const reopened = await newPage(context);
      await openByName(reopened, '100 MW campus');
      expect(await mwInput(reopened).inputValue()).toBe('77');
      await expect.poll(() => saveState(reopened).textContent(), { timeout: 5000 }).toBe('Saved');
    } finally {
      await context.close();
    }
  });
});
describe('two tabs on one scenario', () => {
  it('never overwrites silently: the later save is stopped and the user chooses', async () => {
    const { context, page: a, problems } = await openContext();
    try {
      await createFromTemplate(a, '100mw-campus');
      const b = await newPage(context);
      await openByName(b, '100 MW campus');

      await mwInput(a).fill('55');
      await expect.poll(() => saveState(a).textContent()).toBe('Saved');
      // Tab B still started from the old version: its save must not overwrite A's.
      await mwInput(b).fill('66');
      await expect.poll(() => saveState(b).textContent(), { timeout: 5000 }).toBe('Changed elsewhere');
      await b.getByText('Your version is kept here and nothing was overwritten').waitFor();
      const c = await newPage(context);
      await openByName(c, '100 MW campus');
      expect(await mwInput(c).inputValue()).toBe('55');
      await c.close();

      // B keeps its version: stored now; A's next edit is then the one stopped.
      await b.getByRole('button', { name: 'Keep my version' }).click();
      await expect.poll(() => saveState(b).textContent(), { timeout: 5000 }).toBe('Saved');
      await mwInput(a).fill('57');
      await expect.poll(() => saveState(a).textContent(), { timeout: 5000 }).toBe('Changed elsewhere');
      // A loads the other version instead: it shows B's value and stores nothing of its own.
      await a.getByRole('button', { name: 'Load the other version' }).click();
      await expect.poll(() => mwInput(a).inputValue()).toBe('66');
      await expect.poll(() => saveState(a).textContent()).toBe('Saved');

      const d = await newPage(context);
      await openByName(d, '100 MW campus');
      expect(await mwInput(d).inputValue()).toBe('66');
      expect(problems.messages).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('catalogue and settings in zh-CN', () => {
  it('shows the catalogue tables with their footnotes and the settings sections in Chinese', async () => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const problems = await watchProblems(context);
    try {
      const page = await newPage(context);
      await nav(page, /^目录/).click();
      await page.getByRole('heading', { name: 'GPU 型号' }).waitFor();
      await page.getByRole('heading', { name: '服务商' }).waitFor();
      // Every value's footnote points at a listed source.
      const links = await page.locator('.cat-table sup a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links.length).toBeGreaterThan(0);
      for (const href of new Set(links)) expect(await page.locator(href ?? '#none').count()).toBe(1);
      await page.screenshot({ path: 'test-results/catalogue-zh-CN.png', fullPage: true });
      await nav(page, /^设置/).click();
      await page.getByRole('heading', { name: '您的数据' }).waitFor();
      await expect.poll(() => page.getByTestId('stored-counts').textContent()).toMatch(/\d/);
      await page.screenshot({ path: 'test-results/settings-zh-CN.png' });
      expect(problems.messages).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
