// Issue 27 in real Chromium, in English and Chinese: a buyer marks Provider B of the "Three quotes"
// template as spot capacity available 60 % of the hours, reads the field's help (what it means and
// where the figure comes from), then the quotes table's spot rows and the brief's line on the hours
// falling back to the bridging price. Screenshots at 1440×900 go to test-results/ (spot-*.png).
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appSession, nav, openApp, SHOTS } from './open-app';

const app = appSession();

const TEXT = {
  en: { locale: 'en-US', scenarios: /^Scenarios/, newScenario: /^New scenario/, field: /^Spot availability/, help: 'Help: Spot availability', helpText: 'Spot Instance Advisor', row: 'Spot availability', brief: 'Spot capacity: it serves 60% of the used hours within capacity', providerB: /Provider B/ },
  'zh-CN': { locale: 'zh-CN', scenarios: /^方案/, newScenario: /^新建方案/, field: /^竞价可用率/, help: '帮助：竞价可用率', helpText: 'Spot Instance Advisor', row: '竞价可用率', brief: '竞价容量：只能提供容量内使用小时的 60%', providerB: /供应商 B/ },
} as const;

/** True when nothing inside `selector` is cut off horizontally. */
async function fits(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().right <= document.documentElement.clientWidth + 1);
}

describe('a spot quote, end to end (issue 27)', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    it(`marks a quote as spot and reads what it leaves to the bridging price (${lang})`, async () => {
      const t = TEXT[lang];
      const { context, page, problems } = await openApp(app.browser, app.baseURL, t.locale);
      try {
        await nav(page, t.scenarios).click();
        await page.getByRole('button', { name: t.newScenario }).first().click();
        await page.locator('[data-template="three-quotes"]').click();
        const group = page.getByRole('group', { name: t.providerB });
        const box = group.getByRole('textbox', { name: t.field }).first();
        await box.fill('60');
        await box.press('Tab');
        await group.getByRole('button', { name: t.help }).click();
        await box.scrollIntoViewIfNeeded();
        await box.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await page.screenshot({ path: resolve(SHOTS, `spot-editor-${lang}.png`) });
        expect(await group.textContent()).toContain(t.helpText);

        const row = page.locator('tr[data-row="spotAvailability"]');
        await row.waitFor();
        expect(await row.locator('th').textContent()).toContain(t.row);
        expect(await row.locator('td[data-quote="1"]').textContent()).toMatch(/^60\.0\s?%/);
        await page.locator('tr[data-row="spotFallbackCost"]').evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await page.screenshot({ path: resolve(SHOTS, `spot-quotes-table-${lang}.png`) });
        expect(await fits(page, '.quotes-table__wrap')).toBe(true);

        const spot = page.locator('.quote-brief__provider[data-quote="1"] .quote-brief__spot');
        await spot.waitFor();
        expect(await spot.textContent()).toContain(t.brief);
        await spot.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await page.screenshot({ path: resolve(SHOTS, `spot-brief-${lang}.png`) });
        expect(await fits(page, '.quote-brief__spot')).toBe(true);
        expect(problems.messages).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
