// docs/model.md › Rent vs buy › Without a site and per token in real Chromium, in English and Chinese: an ML platform lead with no data centre
// starts from the "Serve a 70B model" template, gives the throughput and a token API's price, removes
// "Site and power" (nothing asks for MW; the results stay), reads where each billing mode wins and the
// break-even utilization against the API, and prints the report: no capacity page (read back with
// pdfjs-dist: ./pdf.ts). Screenshots of the renter's results at 1440×900 go to test-results/.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPdf } from './pdf';
import { appSession, nav, openApp, SHOTS } from './open-app';

const app = appSession();

const TEXT = {
  en: {
    locale: 'en-US',
    scenarios: /^Scenarios/,
    newScenario: /^New scenario/,
    remove: 'Remove site and power',
    tokens: /^Tokens per second per GPU/,
    api: /^API price per million tokens/,
    noProblems: 'No problems',
    bands: 'Where each mode wins',
    // 24/7 serving (8,760 h): spot at 0.6 × 1.1 × 1.50 + 0.4 × 2.99 = 2.186/h meets the 3-year
    // reservation's 8,760 × 1.50 at 8,760 × 1.5 / 2.186 = 6,011 h.
    band: 'Spot: 0–6,011 h',
    // 1.50 × 1e6 / (1,200 × 3,600 × 0.60) = 57.9 %; the 1-year 2.09 → 80.6 %.
    breakEven: 'Against the API at $0.60 per million tokens, a 1-year reservation pays off above 81% token utilization; a 3-year reservation pays off above 58% token utilization.',
    gpusDeliverable: 'GPUs deliverable',
    waterfall: 'Capacity waterfall',
    whereEach: 'Where each mode wins',
  },
  'zh-CN': {
    locale: 'zh-CN',
    scenarios: /^方案/,
    newScenario: /^新建方案/,
    remove: '移除场地与电力',
    tokens: /^每 GPU 每秒 token 数/,
    api: /^每百万 token 的 API 价格/,
    noProblems: '没有问题',
    bands: '各方式最便宜的区间',
    band: '竞价（Spot）：0–6,011 小时',
    breakEven: '与每百万 token US$0.60 的 API 相比，1 年预留在 token 利用率高于 81% 时更划算；3 年预留在 token 利用率高于 58% 时更划算。',
    gpusDeliverable: '可交付 GPU 数',
    waterfall: '容量瀑布图',
    whereEach: '各方式最便宜的区间',
  },
} as const;

describe('a renter without a site, end to end (docs/model.md › Rent vs buy › Without a site and per token)', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    it(`removes the site, reads the bands and the break-even utilization, prints no capacity (${lang})`, async () => {
      const t = TEXT[lang];
      const { context, page, problems } = await openApp(app.browser, app.baseURL, t.locale);
      try {
        await nav(page, t.scenarios).click();
        await page.getByRole('button', { name: t.newScenario }).first().click();
        await page.locator('[data-template="serve-70b"]').click();
        await page.locator('[data-figure="gpus"] .headline__value').waitFor();

        // Self-hosting against a token API: the throughput and the API's price.
        const rvb = page.locator('#ed-section-rentVsBuy');
        await rvb.getByRole('textbox', { name: t.tokens }).fill('1200');
        await rvb.getByRole('textbox', { name: t.api }).fill('0.6');
        await rvb.getByRole('textbox', { name: t.api }).press('Tab');

        // No site: capacity goes, the rent-vs-buy results stay, and nothing asks for MW.
        await page.getByRole('button', { name: t.remove }).click();
        await expect.poll(() => page.locator('[data-figure="gpus"]').count(), { timeout: 15000 }).toBe(0);
        await expect.poll(() => page.locator('.ed-problems').textContent()).toBe(t.noProblems);
        // No figure in MW anywhere in the results (the editor's help still explains kW and MW units);
        // sections below the fold take the new result in idle time, so this is waited for.
        await expect.poll(() => page.locator('.ws__results').getByText(/\bMW\b/).allTextContents()).toEqual([]);
        const bands = page.getByTestId('mode-bands');
        await bands.waitFor();
        expect(await bands.textContent()).toContain(t.band);
        await expect.poll(() => page.getByTestId('break-even-utilization').textContent()).toBe(t.breakEven);

        await bands.evaluate((el) => el.closest('section')!.scrollIntoView({ block: 'start' }));
        await page.screenshot({ path: resolve(SHOTS, `renter-rent-vs-buy-${lang}.png`) });
        await page.getByTestId('per-token').evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await page.screenshot({ path: resolve(SHOTS, `renter-per-token-${lang}.png`) });
        // The per-token table fits its column at 1440 px: nothing is cut off.
        const fits = await page.getByTestId('per-token').evaluate((el) => {
          const table = el.querySelector('table')!;
          return table.scrollWidth <= el.clientWidth + 1 && table.getBoundingClientRect().right <= document.documentElement.clientWidth;
        });
        expect(fits).toBe(true);

        // The report: shown (Ctrl+P) and printed to PDF, read back with pdfjs-dist.
        await page.evaluate(() => {
          window.print = () => undefined;
          (document.activeElement as HTMLElement | null)?.blur();
        });
        await page.keyboard.press('Control+P');
        await page.locator('.report-cover').waitFor();
        expect(await page.locator('.report section[data-section="capacity"]').count()).toBe(0);
        await page.locator('.report section[data-section="rentVsBuy"] [data-testid="mode-bands"]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await page.screenshot({ path: resolve(SHOTS, `renter-report-${lang}.png`) });
        const pdf = resolve(SHOTS, `renter-report-${lang}.pdf`);
        await page.emulateMedia({ media: 'print' });
        await page.pdf({ path: pdf, format: 'A4', printBackground: true, preferCSSPageSize: true });
        await page.emulateMedia({ media: 'screen' });
        const { text } = await readPdf(pdf);
        const flat = text.replace(/\s+/g, ' ');
        expect(flat).toContain(t.whereEach);
        expect(flat).not.toContain(t.gpusDeliverable);
        expect(flat).not.toContain(t.waterfall);
        // No figure in MW (the scenario's notes may still say what the template sizes).
        expect(flat).not.toMatch(/\d\s*MW\b/);
        expect(problems.messages).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('the 512-GPU rental template: a renter comparing buying without a site; switching to H200 names what stayed H100', async () => {
    for (const lang of ['en', 'zh-CN'] as const) {
      const t = TEXT[lang];
      const { context, page, problems } = await openApp(app.browser, app.baseURL, t.locale);
      try {
        await nav(page, t.scenarios).click();
        await page.getByRole('button', { name: t.newScenario }).first().click();
        await page.locator('[data-template="512-gpu-rental"]').click();
        const bands = page.getByTestId('mode-bands');
        await bands.waitFor();
        expect(await page.locator('[data-figure="gpus"]').count()).toBe(0);
        expect(await page.getByTestId('no-buy-note').count()).toBe(0);
        await bands.evaluate((el) => el.closest('section')!.scrollIntoView({ block: 'start' }));
        await page.screenshot({ path: resolve(SHOTS, `renter-512-rental-${lang}.png`) });
        await page.getByRole('combobox', { name: lang === 'en' ? 'GPU model from the catalogue' : '从目录选择 GPU 型号' }).selectOption('H200-SXM');
        const warning = page.getByTestId('model-change-warning');
        await warning.waitFor();
        expect(await warning.textContent()).toContain('H100-SXM');
        await warning.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await page.screenshot({ path: resolve(SHOTS, `renter-model-change-${lang}.png`) });
        expect(problems.messages).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
