// Issue 35 in real Chromium, in English and Chinese: the "B200 quarterly build" template's
// investment editor — the tranche table (four batches, a date under each delivery month once a start
// date is set), a batch added in one click, and the resale curve from the catalogue. Screenshots at
// 1440×900 into test-results/ for a look.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSession, nav, openApp, SHOTS } from './open-app';

const app = appSession();

const TEXT = {
  en: { locale: 'en-US', scenarios: /^Scenarios/, newScenario: /^New scenario/, start: 'Start date (month 0)', addBatch: 'Add batch', gpus5: 'GPUs — Batch 5', date: '2027-04-01', noProblems: 'No problems' },
  'zh-CN': { locale: 'zh-CN', scenarios: /^方案/, newScenario: /^新建方案/, start: '起始日期（第 0 月）', addBatch: '添加批次', gpus5: 'GPU 数 — 批次 5', date: '2027-04-01', noProblems: '没有问题' },
} as const;

describe('the fleet editor: tranche table and resale curve', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    it(`shows the batches with their dates, adds one, and the catalogue's resale curve (${lang})`, async () => {
      const t = TEXT[lang];
      const { context, page, problems } = await openApp(app.browser, app.baseURL, t.locale);
      try {
        await nav(page, t.scenarios).click();
        await page.getByRole('button', { name: t.newScenario }).first().click();
        await page.locator('[data-template="b200-quarterly"]').click();
        const table = page.getByTestId('tranche-editor');
        await table.waitFor({ timeout: 20_000 });
        expect(await table.locator('tbody tr').count()).toBe(4);
        const start = page.getByLabel(t.start, { exact: true });
        await start.fill('2026-07-01');
        await start.press('Tab');
        await expect.poll(() => table.getByText(t.date).count()).toBe(1);
        await table.scrollIntoViewIfNeeded();
        await page.screenshot({ path: resolve(SHOTS, `fleet-editor-tranches-${lang}.png`) });
        // The columns past the editor's width: scrolled sideways, the batch names stay in view.
        await table.locator('.ed-table-scroll').evaluate((el) => (el.scrollLeft = Math.round(el.scrollWidth * 0.45)));
        await page.screenshot({ path: resolve(SHOTS, `fleet-editor-tranches-right-${lang}.png`) });
        await page.getByRole('button', { name: t.addBatch }).click();
        await expect.poll(() => table.locator('tbody tr').count()).toBe(5);
        expect(await page.getByRole('textbox', { name: t.gpus5 }).inputValue()).toBe('512');
        await expect.poll(() => page.locator('.ed-problems').textContent(), { timeout: 20_000 }).toBe(t.noProblems);
        const curve = page.getByTestId('resale-curve-editor');
        await curve.scrollIntoViewIfNeeded();
        expect(await curve.locator('tbody tr').count()).toBe(6);
        await page.screenshot({ path: resolve(SHOTS, `fleet-editor-resale-${lang}.png`) });
        expect(problems.messages).toEqual([]);
      } finally {
        await context.close();
      }
    }, 60_000);
  }
});
