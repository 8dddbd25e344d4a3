// What a figure says, in real Chromium at 1440×900 in English and Chinese (issues 33 and 34): the
// "H100 vs B200 investment" template sets no covenant, so its coverage-by-year bars are neutral, no
// legend calls them met or breached, and the headline's "Minimum DSCR" has no verdict colour; with a
// 1.25× covenant each bar gets its verdict. Screenshots of the headline, the chart and the report's
// first page go to test-results/ for a look.
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appSession, nav, openApp, SHOTS } from './open-app';

const app = appSession();

const TEXT = {
  en: { locale: 'en-US', scenarios: /^Scenarios/, newScenario: /^New scenario/, covenant: 'Covenant DSCR', met: 'Meets the covenant', minimum: 'Minimum DSCR', noVerdict: 'no covenant set, so no verdict' },
  'zh-CN': { locale: 'zh-CN', scenarios: /^方案/, newScenario: /^新建方案/, covenant: '契约偿债覆盖率', met: '达标', minimum: '最低偿债覆盖率', noVerdict: '未设契约下限，不作判断' },
} as const;

async function type(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.scrollIntoViewIfNeeded();
  await input.fill(value);
  await input.press('Tab');
}

describe('a DSCR without and with a covenant', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    it(`neutral bars without a covenant, a verdict per bar with one (${lang})`, async () => {
      const t = TEXT[lang];
      const { context, page, problems } = await openApp(app.browser, app.baseURL, t.locale);
      try {
        await nav(page, t.scenarios).click();
        await page.getByRole('button', { name: t.newScenario }).first().click();
        await page.locator('[data-template="h100-vs-b200"]').click();
        const chart = page.locator('[data-testid="dscr-period-chart"]');
        await chart.waitFor({ timeout: 20_000 });
        const card = page.locator('.headline [data-figure="minPeriodDSCR"]');
        expect(await card.locator('dt').textContent()).toBe(t.minimum);
        expect(await card.getAttribute('data-tone')).toBe('none');
        expect(await card.locator('.headline__detail').textContent()).toContain(t.noVerdict);
        const verdicts = await chart.locator('rect[data-period]').evaluateAll((rs) => rs.map((r) => r.getAttribute('data-verdict')));
        expect(verdicts.length).toBeGreaterThan(0);
        expect(new Set(verdicts)).toEqual(new Set(['none']));
        expect(await chart.locator('.chart-legend, [class*="legend"]').first().textContent()).not.toContain(t.met);
        await page.screenshot({ path: resolve(SHOTS, `figures-headline-${lang}.png`) });
        await chart.scrollIntoViewIfNeeded();
        await page.screenshot({ path: resolve(SHOTS, `figures-dscr-no-covenant-${lang}.png`) });

        await type(page, t.covenant, '1.25');
        await expect.poll(() => chart.locator('rect[data-verdict="none"]').count(), { timeout: 20_000 }).toBe(0);
        await expect.poll(() => card.getAttribute('data-tone'), { timeout: 20_000 }).not.toBe('none');
        await chart.scrollIntoViewIfNeeded();
        await page.screenshot({ path: resolve(SHOTS, `figures-dscr-covenant-${lang}.png`) });

        // The report's first page: the same figures, drawn from the same list.
        const headlineTone = await card.getAttribute('data-tone');
        await page.evaluate(() => {
          window.print = () => undefined;
          (document.activeElement as HTMLElement | null)?.blur();
        });
        await page.keyboard.press('Control+P');
        await page.locator('.report-answer').waitFor({ timeout: 30_000 });
        await page.locator('.report-answer').evaluate((el) => el.scrollIntoView({ block: 'start' }));
        expect(await page.locator('.report-answer [data-figure="minPeriodDSCR"] dt').textContent()).toBe(t.minimum);
        expect(await page.locator('.report-answer [data-figure="minPeriodDSCR"]').getAttribute('data-tone')).toBe(headlineTone);
        await page.screenshot({ path: resolve(SHOTS, `figures-report-answer-${lang}.png`) });
        expect(problems.messages).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
