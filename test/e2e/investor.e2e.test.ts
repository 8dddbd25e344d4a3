// Issue 26 end to end in real Chromium, in English and Chinese: an investor opens the "H100 vs B200
// investment" template, sets a 1.25× yearly covenant with 6 grace months and a 70 % renewal, sees
// the breached years marked on the coverage-by-year chart and in the headline, runs the Monte Carlo
// and reads the probability of a covenant breach, then prints the board PDF and reads its text back
// (pdfjs-dist): the yearly table and the correlations are there.
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readPdf } from './pdf';
import { appSession, nav, openApp, SHOTS } from './open-app';

const app = appSession();

const TEXT = {
  en: {
    locale: 'en-US',
    scenarios: /^Scenarios/,
    newScenario: /^New scenario/,
    grace: 'Grace months',
    covenant: 'Covenant DSCR',
    probability: 'Renewal probability',
    price: 'Renewal price',
    length: 'Renewal length',
    run: /^Run Monte Carlo/,
    breached: /Covenant 1\.25×: breached in (Year \d+(, )?)+\./,
    lowest: 'Minimum DSCR',
    breach: /^Probability of breaching the 1\.25× covenant in some year: \d+(\.\d)?%$/,
    yearly: 'Yearly P&L and cash flows',
    correlation: 'Correlation:',
    noProblems: 'No problems',
  },
  'zh-CN': {
    locale: 'zh-CN',
    scenarios: /^方案/,
    newScenario: /^新建方案/,
    grace: '宽限期（只付息）',
    covenant: '契约偿债覆盖率',
    probability: '续约概率',
    price: '续约价格',
    length: '续约期限',
    run: /^运行蒙特卡洛模拟/,
    breached: /契约下限 1\.25×：在(第 \d+ 年(, )?)+违约。/,
    lowest: '最低偿债覆盖率',
    breach: /^某一年违反 1\.25× 契约下限的概率：\s?\d+(\.\d)?%$/,
    yearly: '年度损益与现金流',
    correlation: '相关性：',
    noProblems: '没有问题',
  },
} as const;

async function type(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.scrollIntoViewIfNeeded();
  await input.fill(value);
  await input.press('Tab');
}

describe('an investor walk: covenant, grace, renewal, breach probability, board PDF', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    it(`marks the breached years and prints the yearly table and correlations (${lang})`, async () => {
      const t = TEXT[lang];
      const { context, page, problems } = await openApp(app.browser, app.baseURL, t.locale);
      try {
        await nav(page, t.scenarios).click();
        await page.getByRole('button', { name: t.newScenario }).first().click();
        await page.locator('[data-template="h100-vs-b200"]').click();
        await type(page, t.grace, '6');
        await type(page, t.covenant, '1.25');
        await type(page, t.probability, '70');
        await type(page, t.price, '1.65');
        await type(page, t.length, '12');
        await expect.poll(() => page.locator('.ed-problems').textContent(), { timeout: 20_000 }).toBe(t.noProblems);

        // The coverage by year: bars below the covenant are marked, and the headline says so.
        const chart = page.locator('[data-testid="dscr-period-chart"]');
        await chart.waitFor({ timeout: 20_000 });
        const breached = chart.locator('rect[data-breach="true"]');
        await expect.poll(() => breached.count(), { timeout: 20_000 }).toBeGreaterThan(0);
        expect(await chart.locator('desc').textContent()).toMatch(t.breached);
        expect(await page.locator('[data-figure="minPeriodDSCR"] dt').textContent()).toBe(t.lowest);
        await chart.scrollIntoViewIfNeeded();
        await page.screenshot({ path: resolve(SHOTS, `investor-coverage-${lang}.png`) });
        await page.locator('[data-testid="yearly-table"]').scrollIntoViewIfNeeded();
        await page.screenshot({ path: resolve(SHOTS, `investor-yearly-${lang}.png`) });

        // The Monte Carlo: the breach probability beside the IRR percentiles.
        await page.getByRole('button', { name: t.run }).click();
        const breach = page.locator('[data-testid="mc-breach"]');
        await breach.waitFor({ timeout: 60_000 });
        expect((await breach.textContent())?.trim()).toMatch(t.breach);
        await breach.scrollIntoViewIfNeeded();
        await page.screenshot({ path: resolve(SHOTS, `investor-monte-carlo-${lang}.png`) });

        // The board PDF, read back as text.
        await page.evaluate(() => {
          window.print = () => undefined;
          (document.activeElement as HTMLElement | null)?.blur();
        });
        await page.keyboard.press('Control+P');
        await page.locator('.report-cover').waitFor();
        await page.locator('.report [data-testid="yearly-table"]').waitFor({ timeout: 30_000 });
        await page.locator('.report [data-testid="mc-breach"]').waitFor({ timeout: 60_000 });
        await page.locator('.report [data-testid="yearly-table"]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await page.screenshot({ path: resolve(SHOTS, `investor-report-${lang}.png`) });
        const pdf = resolve(SHOTS, `investor-report-${lang}.pdf`);
        await page.emulateMedia({ media: 'print' });
        await page.pdf({ path: pdf, format: 'A4', printBackground: true, preferCSSPageSize: true });
        await page.emulateMedia({ media: 'screen' });
        const { text } = await readPdf(pdf);
        expect(text).toContain(t.yearly);
        expect(text).toContain(t.correlation);
        expect(text).toMatch(lang === 'en' ? /Equity IRR/ : /股权内部收益率/);
        expect(problems.messages).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
