// Issue 33 in real Chromium, in English and Chinese: a blank plan switched to CNY (stating no USD
// rate) gets an investment section whose capex the catalogue cannot fill. The results no longer
// blank: the capacity still shows, beside a list that names the section left out and what the
// empty capex needs (the catalogue's USD figure, a USD → CNY rate); the toolbar names the fields.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSession, openApp, SHOTS } from './open-app';

const app = appSession();

const TEXT = {
  en: { locale: 'en-US', currency: 'Currency', add: 'Add investment section', title: 'Shown without Investment until these are fixed:', gap: /Capex per GPU: .+ — Left empty: the catalogue’s [\d,]+ USD\/GPU needs a USD → CNY rate/ },
  'zh-CN': { locale: 'zh-CN', currency: '币种', add: '添加投资部分', title: '在修正以下问题之前，结果不含投资：', gap: /每张 GPU 资本支出：.+ — 留空：目录中的 [\d,]+ USD\/张 GPU 需要 USD → CNY 汇率/ },
} as const;

describe('results of a plan with a section to finish', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    it(`shows the rest and names what is missing (${lang})`, async () => {
      const t = TEXT[lang];
      const { context, page, problems } = await openApp(app.browser, app.baseURL, t.locale);
      try {
        await page.locator('main [data-template="blank"]').click();
        const gpus = page.locator('[data-figure="gpus"] .headline__value');
        await gpus.waitFor();
        const shown = await gpus.textContent();
        await page.getByLabel(t.currency, { exact: true }).fill('CNY');
        await page.getByLabel(t.currency, { exact: true }).blur();
        await page.getByRole('button', { name: t.add }).click();
        const list = page.locator('.results-issues[data-partial="true"]');
        await list.waitFor({ timeout: 15000 });
        expect(await list.locator('.results-issues__title').textContent()).toBe(t.title);
        expect(await list.locator('li[data-path="investment.capexPerGPU"]').textContent()).toMatch(t.gap);
        // Capacity still shows, unchanged.
        expect(await gpus.textContent()).toBe(shown);
        expect(await page.getByTestId('catalogue-gap-note').count()).toBe(1);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: resolve(SHOTS, `partial-results-${lang}.png`) });
        expect(problems.messages).toEqual([]);
      } finally {
        await context.close();
      }
    }, 60_000);
  }
});
