// Issue 28 in real Chromium, in English and Chinese: "Export → Excel workbook" in the workspace
// downloads an .xlsx (the app.browser build's save), which opens in exceljs with the Summary, Inputs,
// Monthly sheets in the app's language and the engine's IRR cached beside its formula.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { watchProblems } from './page-problems';
import { appSession, nav, SHOTS } from './open-app';

const app = appSession();

const TEXT = {
  en: { locale: 'en-US', scenarios: /^Scenarios/, newScenario: /^New scenario/, export: 'Export → Excel workbook', saved: 'Workbook saved.', sheets: ['Summary', 'Inputs', 'Prices', 'Monthly'], irr: 'Equity IRR (monthly)' },
  'zh-CN': { locale: 'zh-CN', scenarios: /^方案/, newScenario: /^新建方案/, export: '导出 → Excel 工作簿', saved: '工作簿已保存。', sheets: ['汇总', '输入', '价格', '月度'], irr: '股权 IRR（月）' },
} as const;

describe('Export → Excel workbook', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    it(`downloads the audit workbook of the open scenario (${lang})`, async () => {
      const t = TEXT[lang];
      const context = await app.browser.newContext({ locale: t.locale, viewport: { width: 1440, height: 900 }, acceptDownloads: true });
      const problems = await watchProblems(context);
      const page = await context.newPage();
      try {
        await page.goto(app.baseURL);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await nav(page, t.scenarios).click();
        await page.getByRole('button', { name: t.newScenario }).first().click();
        await page.locator('[data-template="h100-vs-b200"]').click();
        await page.locator('[data-figure="gpus"] .headline__value').waitFor();
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.export }).click()]);
        expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
        await expect.poll(() => page.getByRole('status').filter({ hasText: t.saved }).count()).toBe(1);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: resolve(SHOTS, `export-workbook-${lang}.png`) });
        const file = resolve(SHOTS, `export-workbook-${lang}.xlsx`);
        await download.saveAs(file);
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.load((await readFile(file)).buffer as ArrayBuffer);
        expect(wb.worksheets.map((w) => w.name).slice(0, 4)).toEqual(t.sheets);
        const summary = wb.worksheets[0];
        let irr: ExcelJS.Row | undefined;
        summary.eachRow((row) => {
          if (row.getCell(1).value === t.irr) irr = row;
        });
        expect((irr!.getCell(2).value as { formula: string }).formula).toMatch(/^IRR\(/);
        expect(typeof irr!.getCell(3).value).toBe('number');
        expect(problems.messages).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
