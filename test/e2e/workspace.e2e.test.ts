// The scenario workspace in real Chromium against `vite preview`: templates, live results from the
// engine worker, autosave across a reload, import with errors, undo, compare, and zh-CN.
import { mkdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { computeCapacity } from '../../models/capacity';
import { evaluateScenario } from '../../models/evaluate';
import { loadScenario } from '../../models/scenario';
import { TEMPLATES } from '../../src/scenarios/templates';
import { launchBrowser } from './browser';
import { nav, openApp } from './open-app';
import { readPdf } from './pdf';

const ROOT = resolve(import.meta.dirname, '../..');
const SHOTS = resolve(ROOT, 'test-results');
const baseURL = inject('baseURL');
const VIEWPORT = { width: 1400, height: 900 };

let browser: Browser;

/** The engine's GPU count for the campus template at a given contracted MW, formatted as in en. */
function campusGPUs(contractedMW: number): string {
  const doc = structuredClone(TEMPLATES.find((t) => t.id === '100mw-campus')!.doc) as { site: { contractedMW: number } };
  doc.site.contractedMW = contractedMW;
  const r = loadScenario(doc);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return computeCapacity(r.scenario.site!, r.scenario.node).gpus.toLocaleString('en');
}

/** The engine's capex for the campus template at a given contracted MW, as the investment facts print it in en. */
function campusCapex(contractedMW: number): string {
  const doc = structuredClone(TEMPLATES.find((t) => t.id === '100mw-campus')!.doc) as { site: { contractedMW: number } };
  doc.site.contractedMW = contractedMW;
  const r = loadScenario(doc);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return `$${evaluateScenario(r.scenario, { skipUncertainty: true }).investment!.capex.toLocaleString('en')}`;
}

beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

async function createFromTemplate(page: Page, id: string): Promise<void> {
  await nav(page, /^Scenarios/).click();
  await page.getByRole('button', { name: 'New scenario' }).click();
  await page.locator(`[data-template="${id}"]`).click();
  // The first headline figure: a template without a site (three-quotes) has no GPU count.
  await page.locator('[data-figure] .headline__value').first().waitFor();
}

const gpuFigure = (page: Page) => page.locator('[data-figure="gpus"] .headline__value');
const mwInput = (page: Page) => page.getByRole('textbox', { name: /^Contracted power/ });

describe('scenario workspace', () => {
  it('creates from a template, recomputes on edit, autosaves across a reload, and undoes', async () => {
    const { context, page, problems } = await openApp(browser, baseURL, 'en-US', { viewport: VIEWPORT });
    try {
      await createFromTemplate(page, '100mw-campus');
      expect(await gpuFigure(page).textContent()).toBe(campusGPUs(100));
      expect(campusGPUs(100)).toBe('51,336');

      await mwInput(page).fill('50');
      await expect.poll(() => gpuFigure(page).textContent()).toBe(campusGPUs(50));
      // Unit-aware input: 60,000 kW typed into the MW field.
      await mwInput(page).fill('60000 kW');
      await expect.poll(() => gpuFigure(page).textContent()).toBe(campusGPUs(60));
      await page.screenshot({ path: resolve(SHOTS, 'workspace-en.png') });
      // Text that cannot be read: counted as a problem, the figures marked as not reflecting it.
      await mwInput(page).fill('sixty-five');
      await expect.poll(() => page.locator('.ed-toolbar').textContent()).toContain('Problems: 1');
      await expect.poll(() => page.locator('.results__stale').textContent()).toContain('“Contracted power”');
      expect(await gpuFigure(page).textContent()).toBe(campusGPUs(60));
      await page.screenshot({ path: resolve(SHOTS, 'workspace-stale-en.png') });
      await mwInput(page).fill('60');
      await expect.poll(() => page.locator('.results__stale').count()).toBe(0);
      expect(await page.locator('.ed-toolbar').textContent()).toContain('No problems');

      // Saved within a second; a reload finds it.
      await expect.poll(() => page.locator('.ed-toolbar').textContent(), { timeout: 5000 }).toContain('Saved');
      await page.reload();
      await nav(page, /^Scenarios/).click();
      await page.getByRole('button', { name: 'Open 100 MW campus' }).click();
      await expect.poll(() => gpuFigure(page).textContent()).toBe(campusGPUs(60));
      expect(await mwInput(page).inputValue()).toBe('60');

      // Undo an edit (focus outside text fields, so the scenario history steps back).
      await mwInput(page).fill('80');
      await expect.poll(() => gpuFigure(page).textContent()).toBe(campusGPUs(80));
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Control+Z');
      await expect.poll(() => mwInput(page).inputValue()).toBe('60');
      await expect.poll(() => gpuFigure(page).textContent()).toBe(campusGPUs(60));
      await page.keyboard.press('Control+Shift+Z');
      await expect.poll(() => mwInput(page).inputValue()).toBe('80');

      // An invalid value shows the engine's message by the field and keeps the last results.
      await page.getByRole('textbox', { name: /^PUE/ }).fill('0.8');
      await expect.poll(() => page.locator('.ws').textContent()).toContain('site.pue');

      // Ctrl+S saves a named version.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Control+S');
      await expect.poll(() => page.locator('.toast').textContent()).toContain('Saved “Version of');
      await expect.poll(() => page.locator('.ws-versions summary').textContent()).toMatch(/Versions \([1-9]/);
      await page.screenshot({ path: resolve(SHOTS, 'workspace-invalid-en.png') });
      expect(problems.messages).toEqual([]);
      expect(await problems.cspViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('brings a section below the fold up to date in idle time, without its being scrolled to', async () => {
    const { context, page, problems } = await openApp(browser, baseURL, 'en-US', { viewport: VIEWPORT });
    try {
      await createFromTemplate(page, '100mw-campus');
      const section = page.locator('section[data-section="investment"]');
      const offscreen = () => section.evaluate((el) => el.classList.contains('results-section--offscreen'));
      await expect.poll(offscreen).toBe(true);
      const before = await section.textContent();
      for (const mw of ['70', '72', '75']) await mwInput(page).fill(mw);
      await expect.poll(() => gpuFigure(page).textContent()).toBe(campusGPUs(75));
      // The idle pass draws each newer result in turn; the last edit's capex arrives off screen.
      expect(campusCapex(75)).not.toBe(campusCapex(72));
      await expect.poll(() => section.textContent()).toContain(`Capex${campusCapex(75)}`);
      expect(await section.textContent()).not.toBe(before);
      // Read while still off screen; scrolled to, the section draws the newest result at once:
      // the same text means the idle pass drew all of the newest result, not part of an older one.
      expect(await offscreen()).toBe(true);
      const idle = await section.textContent();
      await section.scrollIntoViewIfNeeded();
      await expect.poll(offscreen).toBe(false);
      expect(await section.textContent()).toBe(idle);
      expect(problems.messages).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('imports several files: the valid one lands, the invalid one is listed with its reasons, nothing else changes', async () => {
    const { context, page, problems } = await openApp(browser, baseURL, 'en-US', { viewport: VIEWPORT });
    try {
      await createFromTemplate(page, 'three-quotes');
      await nav(page, /^Scenarios/).click();
      const valid = await readFile(resolve(ROOT, 'test/fixtures/h100-512-colo.gpuplan.json'), 'utf8');
      const bad = JSON.parse(valid);
      bad.site.pue = 0.8;
      bad.quotes[0].termMonths = 'twelve';
      // As a user would: the list is on screen before the shortcut.
      await page.getByRole('button', { name: 'Open Three quotes' }).waitFor();
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Control+O');
      await (await chooser).setFiles([
        { name: 'colo.gpuplan.json', mimeType: 'application/json', buffer: Buffer.from(valid) },
        { name: 'broken.gpuplan.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) },
        { name: 'empty.gpuplan.json', mimeType: 'application/json', buffer: Buffer.from('') },
      ]);
      const report = page.locator('.import-report');
      await expect.poll(() => report.textContent()).toContain('broken.gpuplan.json');
      const text = (await report.textContent()) ?? '';
      expect(text).toContain('site.pue');
      expect(text).toContain('quotes[0].termMonths');
      expect(text).toContain('empty.gpuplan.json');
      await expect.poll(() => page.getByRole('button', { name: /^Open / }).count()).toBe(2);
      expect(await page.getByRole('button', { name: 'Open 512× H100 in a 100 MW campus' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Open Three quotes' }).count()).toBe(1);
      await page.screenshot({ path: resolve(SHOTS, 'scenarios-import-en.png') });

      // The scenario that was there is untouched.
      await page.getByRole('button', { name: 'Open Three quotes' }).click();
      await expect.poll(() => page.locator('[data-figure="bestQuote"] .headline__value').textContent()).toBe('Provider B');
      expect(problems.messages).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('compares two scenarios side by side', async () => {
    const { context, page, problems } = await openApp(browser, baseURL, 'en-US', { viewport: VIEWPORT });
    try {
      await createFromTemplate(page, '100mw-campus');
      await mwInput(page).fill('50');
      await page.getByRole('textbox', { name: /^Scenario name/ }).fill('50 MW campus');
      await expect.poll(() => gpuFigure(page).textContent()).toBe(campusGPUs(50));
      await createFromTemplate(page, '100mw-campus');
      await nav(page, /^Compare/).click();
      await page.getByRole('checkbox', { name: '50 MW campus' }).check();
      await page.getByRole('checkbox', { name: '100 MW campus' }).check();
      const compare = page.locator('main');
      await expect.poll(() => compare.textContent(), { timeout: 10000 }).toContain('Contracted power');
      const body = (await compare.textContent()) ?? '';
      expect(body).toContain(campusGPUs(50));
      expect(body).toContain(campusGPUs(100));
      await page.screenshot({ path: resolve(SHOTS, 'compare-en.png'), fullPage: true });

      // The comparison report from the app: shown, then printed through the platform.
      await page.evaluate(() => {
        Reflect.set(window, '__prints', 0);
        window.print = () => Reflect.set(window, '__prints', Number(Reflect.get(window, '__prints')) + 1);
      });
      await page.getByRole('button', { name: 'Report / PDF' }).click();
      await page.locator('.report').waitFor();
      // Served by the app's own server (vite preview, as `npm start`): the PDF is made there and
      // downloaded, and the print dialog stays shut.
      const download = page.waitForEvent('download', { timeout: 120_000 });
      await page.getByRole('button', { name: 'Export PDF' }).click();
      expect((await download).suggestedFilename()).toMatch(/^(50|100) MW campus vs (50|100) MW campus\.pdf$/);
      expect(await page.evaluate(() => Reflect.get(window, '__prints'))).toBe(0);
      const pdf = resolve(SHOTS, 'app-comparison-report.pdf');
      await page.emulateMedia({ media: 'print' });
      await page.pdf({ path: pdf, format: 'A4', printBackground: true, preferCSSPageSize: true });
      const { text } = await readPdf(pdf);
      expect(text.toLowerCase()).toContain('scenario comparison');
      expect(text).toContain('50 MW campus');
      expect(text).toContain('100 MW campus');
      expect(text).toContain(campusGPUs(50));
      expect(text).not.toContain('GPU clusters and their contracts');
      expect(problems.messages).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Ctrl+P shows the report and prints it; the printed page holds the report, not the app around it', async () => {
    const { context, page, problems } = await openApp(browser, baseURL, 'en-US', { viewport: VIEWPORT });
    try {
      await page.addInitScript('window.__prints = 0; window.print = () => { window.__prints += 1; };');
      await page.reload();
      await createFromTemplate(page, 'three-quotes');
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const download = page.waitForEvent('download', { timeout: 120_000 });
      await page.keyboard.press('Control+P');
      await page.locator('.report-cover').waitFor();
      // Made by the app's own server and downloaded once; the print dialog stays shut.
      expect((await download).suggestedFilename()).toBe('Three quotes.pdf');
      expect(await page.evaluate(() => Reflect.get(window, '__prints'))).toBe(0);
      const pdf = resolve(SHOTS, 'app-report.pdf');
      await page.emulateMedia({ media: 'print' });
      await page.pdf({ path: pdf, format: 'A4', printBackground: true, preferCSSPageSize: true });
      const { text } = await readPdf(pdf);
      expect(text.toLowerCase()).toContain('scenario report');
      expect(text).toContain('Three quotes');
      expect(text).toContain('Provider B');
      // Nothing of the shell: the sidebar's tagline and the report view's own buttons.
      expect(text).not.toContain('GPU clusters and their contracts');
      expect(text).not.toContain('Report / PDF');
      // Page 1 is the answer; "Summary only" prints just that page.
      expect(text.replace(/\s+/g, ' ')).toMatch(/Provider [ABC] is the cheapest quote/);
      await page.emulateMedia({ media: 'screen' });
      await page.screenshot({ path: resolve(SHOTS, 'app-report-answer-en.png') });
      await page.getByRole('checkbox', { name: 'Summary only (page 1)' }).check();
      await page.emulateMedia({ media: 'print' });
      const summary = resolve(SHOTS, 'app-report-summary.pdf');
      await page.pdf({ path: summary, format: 'A4', printBackground: true, preferCSSPageSize: true });
      const short = await readPdf(summary);
      expect(short.pages).toHaveLength(1);
      expect(short.text.replace(/\s+/g, ' ')).toMatch(/Provider [ABC] is the cheapest quote/);
      expect(problems.messages).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('speaks zh-CN in the list, the editor and the results', async () => {
    const { context, page, problems } = await openApp(browser, baseURL, 'zh-CN', { viewport: VIEWPORT });
    try {
      await nav(page, /^方案/).click();
      await page.getByRole('button', { name: '新建方案' }).click();
      await page.locator('[data-template="100mw-campus"]').click();
      await gpuFigure(page).waitFor();
      expect(await gpuFigure(page).textContent()).toBe(campusGPUs(100));
      const text = (await page.locator('.ws').textContent()) ?? '';
      expect(text).toContain('签约电力');
      expect(text).toMatch(/[\u4e00-\u9fff]{4,}/);
      await page.screenshot({ path: resolve(SHOTS, 'workspace-zh-CN.png') });
      await nav(page, /^方案/).click();
      await page.screenshot({ path: resolve(SHOTS, 'scenarios-zh-CN.png') });
      // The report opens with the answer, in Chinese.
      await page.getByRole('button', { name: /^打开 / }).first().click();
      await gpuFigure(page).waitFor();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Control+P');
      await page.locator('section[data-section="answer"]').waitFor();
      expect(await page.locator('section[data-section="answer"] .report-cover__kicker').textContent()).toBe('结论');
      await expect.poll(() => page.locator('[data-testid="answer-sentences"]').textContent()).toMatch(/自购的股权内部收益率为/);
      await page.screenshot({ path: resolve(SHOTS, 'app-report-answer-zh-CN.png') });
      expect(problems.messages).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
