// Issue 25 end to end in real Chromium: a procurement lead enters three quotes for 512 H100 (from
// the "Three quotes" template): the workload as GPUs busy at a utilization, Provider A committing
// 70 % at $1.85 with anything above at $2.60, Provider C delivered after 14 weeks. The app compares
// them on one window, shows the net cost of the delay and the negotiation brief; the report is
// printed in zh-CN (A4 and Letter) and its text read back with pdfjs-dist.
//
// Hand-derived figures: demand 512 × 730 × 0.8 = 299,008 GPU-hours a month. Lead times 6, 1 and
// 14 weeks deliver in months 1, 0 and 3 (floor(w × 12/52 + 0.5)); each term is 12 months, so the
// window is 3 + 12 = 15 months. C's wait, net: 3 × 299,008 × ($2.99 − $1.95 × 1.12) × 1.06 =
// $766,381. A's premium above its commitment: 12 × (299,008 − 0.7 × 373,760) × ($2.60 − $1.85) =
// 12 × 37,376 × 0.75 = $336,384.
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
    workload: 'Workload',
    hours: /^GPU-hours used per month/,
    gpus: /^GPUs busy/,
    utilization: /^Utilization of the GPUs busy/,
    price: /^Price per GPU-hour/,
    committed: /^Committed share/,
    above: /^Price above the commitment/,
    lead: /^Lead time/,
    leadNote: 'No delivery month: 14 weeks of lead time deliver in month 3.',
    window: 'the same 15 months',
    delay: 'A delivery credit of $766,381 or an earlier date',
    premium: '$336,384',
    providerA: /Provider A/,
    providerC: /Provider C/,
  },
  'zh-CN': {
    locale: 'zh-CN',
    scenarios: /^方案/,
    newScenario: /^新建方案/,
    workload: '工作负载',
    hours: /^每月使用的 GPU 小时/,
    gpus: /^在用 GPU 数/,
    utilization: /^在用 GPU 的利用率/,
    price: /^每 GPU 小时价格/,
    committed: /^承诺比例/,
    above: /^承诺量以上价格/,
    lead: /^交付周期/,
    leadNote: '未填交付月份：交付周期 14 周，即第 3 个月交付。',
    window: '同样的 15 个月',
    delay: '交付补偿 US$766,381 或提前交付',
    premium: 'US$336,384',
    // The template's providers are named in the user's language (src/scenarios/template-names.ts).
    providerA: /供应商 A/,
    providerC: /供应商 C/,
  },
} as const;

async function type(page: Page, group: RegExp | string, label: RegExp, value: string): Promise<void> {
  const box = page.getByRole('group', { name: group }).getByRole('textbox', { name: label }).first();
  await box.fill(value);
  await box.press('Tab');
}

describe('a procurement walk: three quotes on one window, the delay in money, the brief, printed', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    it(`enters the quotes and reads the brief (${lang})`, async () => {
      const t = TEXT[lang];
      const { context, page, problems } = await openApp(app.browser, app.baseURL, t.locale);
      try {
        await nav(page, t.scenarios).click();
        await page.getByRole('button', { name: t.newScenario }).first().click();
        await page.locator('[data-template="three-quotes"]').click();
        // The workload as GPUs busy at a utilization (no hours typed by hand).
        await type(page, t.workload, t.gpus, '512');
        await type(page, t.workload, t.utilization, '80');
        await type(page, t.workload, t.hours, '');
        // A: commit 70 % at $1.85, anything above at $2.60.
        await type(page, t.providerA, t.price, '1.85');
        await type(page, t.providerA, t.committed, '70');
        await type(page, t.providerA, t.above, '2.60');
        // C: delivered after 14 weeks; the editor says which month that is.
        await type(page, t.providerC, t.lead, '14');
        await expect.poll(() => page.getByRole('group', { name: t.providerC }).getByTestId('lead-time-note').textContent()).toBe(t.leadNote);

        // One window for all quotes, stated above the totals.
        const windowNote = page.locator('.quotes-table__window');
        await expect.poll(() => windowNote.textContent(), { timeout: 30_000 }).toContain(t.window);
        await expect.poll(() => windowNote.getAttribute('data-window-months')).toBe('15');
        // The net cost of C's wait, in the table and first among C's asks by money.
        await expect.poll(() => page.locator('tr[data-row="delayCost"] td[data-quote="2"]').textContent()).toContain('766,381');
        const c = page.locator('.quote-brief__provider[data-quote="2"]');
        expect(await c.locator('li[data-lever="delay"]').textContent()).toContain(t.delay);
        const a = page.locator('.quote-brief__provider[data-quote="0"]');
        expect(await a.locator('li[data-lever="aboveCommitPremium"]').textContent()).toContain(t.premium);
        // Every ask list is ordered by money, largest first.
        for (const block of await page.locator('.quote-brief__provider').all()) {
          const amounts = await block.locator('.quote-brief__asks li').evaluateAll((lis) => lis.map((li) => Number(li.getAttribute('data-amount'))));
          expect([...amounts].sort((x, y) => y - x)).toEqual(amounts);
        }

        // Screenshots at 1440×900: the table (sticky header, every column inside its scroll box) and the brief.
        await page.locator('.quotes-table__window').scrollIntoViewIfNeeded();
        await page.screenshot({ path: resolve(SHOTS, `procurement-quotes-${lang}.png`) });
        const scroll = page.locator('.quotes-table__scroll');
        // The table scrolls inside its box, never the page.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await scroll.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
        await page.locator('.quote-brief').scrollIntoViewIfNeeded();
        await page.screenshot({ path: resolve(SHOTS, `procurement-brief-${lang}.png`) });

        if (lang === 'zh-CN') {
          // The report, printed on A4 and on Letter, read back with pdfjs-dist.
          await page.evaluate(() => {
            window.print = () => undefined;
            (document.activeElement as HTMLElement | null)?.blur();
          });
          await page.keyboard.press('Control+P');
          await page.locator('.report-cover').waitFor();
          await page.locator('.report .quote-brief').waitFor();
          await page.locator('.report .quote-brief').scrollIntoViewIfNeeded();
          await page.screenshot({ path: resolve(SHOTS, `procurement-report-${lang}.png`) });
          await page.emulateMedia({ media: 'print' });
          for (const format of ['A4', 'Letter'] as const) {
            const pdf = resolve(SHOTS, `procurement-report-${lang}-${format}.pdf`);
            await page.pdf({ path: pdf, format, printBackground: true, preferCSSPageSize: format === 'A4' });
            const { text, pages } = await readPdf(pdf);
            expect(text).toContain('谈判要点');
            expect(text).toContain('US$766,381');
            expect(text).toContain('15 个月');
            // Key figures: the best names its window; a price to match is a price per GPU-hour (the
            // quoted unit), never "per used GPU-hour" (issue 25).
            expect(text).toContain('最优报价');
            expect(text).toContain('同样 15 个月内每实际使用 GPU 小时');
            const b = (await page.locator('tr[data-row="priceToMatch"] td[data-quote="1"]').first().textContent())!.trim();
            expect(text).toContain(`每 GPU 小时 ${b}`);
            expect(text).not.toContain(`每实际使用 GPU 小时 ${b}`);
            // One page per provider: three pages each start with a provider's brief ("#1 供应商 …");
            // page 1's providers table names them too, but mid-page.
            const briefPages = pages.filter((pg) => /^\s*#[123]\s*供应商 [ABC]/.test(pg.text));
            expect(briefPages, pages.map((pg, i) => `--- ${i + 1}\n${pg.text.slice(0, 300)}`).join('\n')).toHaveLength(3);
          }
          await page.emulateMedia({ media: 'screen' });
        }
        expect(problems.messages).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
