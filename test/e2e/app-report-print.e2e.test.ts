// Issue 33 points 11 and 12 in the built app (a plain browser, no Electron): the report's "Summary
// only (page 1)" prints on one page on A4 and on US Letter, in en and zh-CN, and no heading is left
// alone at a page's foot.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf, savePages } from './pdf';
import { appSession, importFile, nav, openApp, SHOTS } from './open-app';

const app = appSession();
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gpuplan-app-print-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const FIXTURES = resolve(import.meta.dirname, '../fixtures');

async function openReport(page: Page, template: string, zh: boolean): Promise<void> {
  await nav(page, zh ? /^方案/ : /^Scenarios/).click();
  if (template.endsWith('.json')) {
    // A scenario file (the lender's: the longest page 1), imported and opened from the list.
    await importFile(page, resolve(FIXTURES, template));
    await page.locator('.import-report').waitFor({ timeout: 20000 });
    await page.getByRole('button', { name: zh ? /^打开 / : /^Open / }).first().click();
  } else {
    await page.getByRole('button', { name: zh ? /^新建方案/ : /^New scenario/ }).first().click();
    await page.locator(`[data-template="${template}"]`).click();
  }
  await page.locator('[data-figure] .headline__value').first().waitFor();
  await page.getByRole('button', { name: zh ? '报告 / PDF' : 'Report / PDF' }).click();
  await page.locator('.report').waitFor({ timeout: 20000 });
}

/** The page as the browser's print prints it, on the given paper. */
async function printed(page: Page, name: string, format: 'A4' | 'Letter') {
  const file = join(dir, `${name}.pdf`);
  await page.emulateMedia({ media: 'print' });
  await writeFile(file, await page.pdf({ format, printBackground: true }));
  await page.emulateMedia({ media: 'screen' });
  return { file, pdf: await readPdf(file) };
}

describe('the app\'s "Summary only (page 1)"', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    it(`prints one page on A4 and on Letter for every template type (${lang})`, async () => {
      const zh = lang === 'zh-CN';
      const { context, page, problems } = await openApp(app.browser, app.baseURL, zh ? 'zh-CN' : 'en-US');
      try {
        for (const template of ['v3-lender.gpuplan.json', '100mw-campus', '512-gpu-rental', 'h100-vs-b200', 'three-quotes', 'negotiating-1024', 'serve-70b', 'serving-mix']) {
          await openReport(page, template, zh);
          await page.getByLabel(zh ? '仅摘要（第 1 页）' : 'Summary only (page 1)').check();
          await page.locator('.report--summary').waitFor();
          // Its height as laid out for print, against Letter's printable height (279.4 mm less the
          // report's 15 mm and 18 mm margins, less 8 mm for rounding and a print dialog's header; 1 mm
          // of measuring tolerance).
          await page.emulateMedia({ media: 'print' });
          const mm = await page.locator('.report--summary').evaluate((el) => el.getBoundingClientRect().height / (96 / 25.4));
          await page.emulateMedia({ media: 'screen' });
          console.log(`summary ${template} ${lang}: ${mm.toFixed(1)} mm`);
          expect(mm, template).toBeLessThanOrEqual(279.4 - 33 - 7);
          for (const format of ['A4', 'Letter'] as const) {
            const { file, pdf } = await printed(page, `${template}-${lang}-${format}`, format);
            expect(pdf.pages.length, `${template} ${format}`).toBe(1);
            if (template === 'v3-lender.gpuplan.json') await savePages(file, resolve(SHOTS, `i33-app-summary-${lang}-${format}`), 1, 1);
          }
          await page.getByLabel(zh ? '仅摘要（第 1 页）' : 'Summary only (page 1)').uncheck();
        }
        expect(problems.messages).toEqual([]);
      } finally {
        await context.close();
      }
    }, 240_000);
  }
});

describe('"Export PDF" in a plain browser', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    it(`downloads a PDF made by the local server, in the chosen paper size (${lang})`, async () => {
      const zh = lang === 'zh-CN';
      const { context, page, problems } = await openApp(app.browser, app.baseURL, zh ? 'zh-CN' : 'en-US', { acceptDownloads: true });
      try {
        await openReport(page, 'three-quotes', zh);
        await page.getByLabel(zh ? '纸张' : 'Paper').selectOption('Letter');
        await page.getByLabel(zh ? '仅摘要（第 1 页）' : 'Summary only (page 1)').check();
        const download = page.waitForEvent('download', { timeout: 120_000 });
        await page.locator('.report-view__bar').getByRole('button', { name: zh ? '导出 PDF' : 'Export PDF' }).click();
        const file = join(dir, `web-export-${lang}.pdf`);
        await (await download).saveAs(file);
        const pdf = await readPdf(file);
        expect(pdf.pages).toHaveLength(1);
        // Letter: 612 × 792 pt.
        expect(pdf.pages[0].width).toBeCloseTo(612, -0.5);
        expect(pdf.text).toContain(zh ? '结论' : 'THE ANSWER');
        await expect.poll(() => page.getByRole('status').first().textContent(), { timeout: 10_000 }).toContain('Letter');
        await page.screenshot({ path: resolve(SHOTS, `i33-web-export-${lang}.png`) });
        expect(problems.messages).toEqual([]);
      } finally {
        await context.close();
      }
    }, 180_000);
  }
});

describe('importing the same file twice', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    it(`asks whether to replace or keep both, and says "1 scenario" (${lang})`, async () => {
      const zh = lang === 'zh-CN';
      const { context, page, problems } = await openApp(app.browser, app.baseURL, zh ? 'zh-CN' : 'en-US');
      try {
        await nav(page, zh ? /^方案/ : /^Scenarios/).click();
        const importLender = () => importFile(page, resolve(FIXTURES, 'v3-lender.gpuplan.json'));
        await importLender();
        await expect.poll(() => page.locator('.import-report [role="status"]').textContent(), { timeout: 20000 }).toBe(zh ? '已导入 1 个方案。' : 'Imported 1 scenario.');
        await importLender();
        const dialog = page.getByRole('alertdialog');
        await dialog.waitFor({ timeout: 20000 });
        await page.screenshot({ path: resolve(SHOTS, `i33-import-duplicate-${lang}.png`) });
        await dialog.getByRole('button', { name: zh ? '替换' : 'Replace' }).click();
        await expect.poll(() => page.locator('.import-report [role="status"]').textContent(), { timeout: 20000 }).toContain(zh ? '已替换 1 个方案' : 'Replaced 1 scenario');
        expect(await page.getByRole('button', { name: zh ? /^打开 / : /^Open / }).count()).toBe(1);
        expect(problems.messages).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});
