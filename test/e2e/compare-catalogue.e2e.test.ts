// Issue 33 points 14 and 15 in real Chromium at 1440×900: four scenarios compared side by side with
// every value in view (no sideways scrolling, names wrapped, no cut rows), and the catalogue's
// values as labels in zh-CN, never raw catalogue values ("hyperscaler").
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appSession, nav, openApp, SHOTS } from './open-app';

const app = appSession();

async function createFromTemplate(page: Page, id: string, zh: boolean): Promise<void> {
  await nav(page, zh ? /^方案/ : /^Scenarios/).click();
  await page.getByRole('button', { name: zh ? /^新建方案/ : /^New scenario/ }).first().click();
  await page.locator(`[data-template="${id}"]`).click();
  await page.locator('[data-figure] .headline__value').first().waitFor();
}

describe('compare at 1440×900', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    it(`shows four scenarios' values without sideways scrolling, names wrapped (${lang})`, async () => {
      const zh = lang === 'zh-CN';
      const { context, page, problems } = await openApp(app.browser, app.baseURL, zh ? 'zh-CN' : 'en-US');
      try {
        for (const id of ['100mw-campus', 'h100-vs-b200', 'negotiating-1024', '512-gpu-rental']) await createFromTemplate(page, id, zh);
        await nav(page, zh ? /^对比/ : /^Compare/).click();
        await page.locator('.compare-picker input[type="checkbox"]').first().waitFor();
        while ((await page.locator('.compare-picker input[type="checkbox"]:checked').count()) < 4) {
          await page.locator('.compare-picker input[type="checkbox"]:not(:checked)').first().check();
        }
        await page.getByTestId('compare-key-results').waitFor({ timeout: 20000 });
        await page.getByTestId('compare-differences').waitFor({ timeout: 20000 });
        // Nothing wider than the window: the page does not scroll sideways.
        const overflow = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, win: window.innerWidth }));
        expect(overflow.doc).toBeLessThanOrEqual(overflow.win);
        // Every table's cells (the fourth column's included) lie inside the window, none clipped.
        const cells = await page.locator('.compare-table').evaluateAll((tables) =>
          tables.flatMap((table) =>
            [...table.querySelectorAll('thead th, tbody td')].map((cell) => {
              const r = cell.getBoundingClientRect();
              const el = cell as HTMLElement;
              return { text: (el.textContent ?? '').slice(0, 40), right: r.right, clipped: el.scrollWidth > el.clientWidth + 1 };
            }),
          ),
        );
        expect(cells.length).toBeGreaterThan(8);
        const win = overflow.win;
        expect(cells.filter((c) => c.right > win + 0.5)).toEqual([]);
        expect(cells.filter((c) => c.clipped)).toEqual([]);
        await page.getByTestId('compare-key-results').scrollIntoViewIfNeeded();
        await page.screenshot({ path: resolve(SHOTS, `i33-compare4-${lang}.png`) });
        await page.getByTestId('compare-differences').scrollIntoViewIfNeeded();
        await page.screenshot({ path: resolve(SHOTS, `i33-compare4-diff-${lang}.png`) });

        // The comparison report: laid out for print, no value is cut (the scenarios' names in the
        // differences included, short or long), and a long section is not pushed whole to the next page.
        await page.getByRole('button', { name: zh ? '报告 / PDF' : 'Report / PDF' }).click();
        await page.locator('.report').waitFor({ timeout: 20000 });
        await page.emulateMedia({ media: 'print' });
        const cut = await page.locator('.report .compare-cell').evaluateAll((els) =>
          els.filter((el) => el.scrollWidth > el.clientWidth + 1 || getComputedStyle(el).textOverflow === 'ellipsis' && getComputedStyle(el).whiteSpace === 'nowrap').map((el) => el.textContent),
        );
        expect(cut).toEqual([]);
        const sections = await page.locator('.report .compare-section').evaluateAll((els) => els.map((el) => getComputedStyle(el).breakInside));
        expect(sections.every((b) => b !== 'avoid')).toBe(true);
        await page.emulateMedia({ media: 'screen' });
        await page.locator('.report [data-testid="compare-differences"]').scrollIntoViewIfNeeded();
        await page.screenshot({ path: resolve(SHOTS, `i33-compare4-report-${lang}.png`) });
        expect(problems.messages).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('the catalogue in zh-CN', () => {
  it('shows labels, never raw catalogue values', async () => {
    const { context, page, problems } = await openApp(app.browser, app.baseURL, 'zh-CN');
    try {
      await nav(page, /^目录/).click();
      await page.locator('table').first().waitFor();
      // The tables' cells (the sources' own words, quoted in the footnotes, stay as published).
      const text = (await page.locator('main table td').allTextContents()).join(' | ');
      for (const raw of ['hyperscaler', 'specialist-cloud', 'community-cloud', 'per-second', 'per-hour']) {
        const at = text.toLowerCase().indexOf(raw);
        expect(at, `${raw}: …${text.slice(Math.max(0, at - 80), at + 40)}…`).toBe(-1);
      }
      await page.screenshot({ path: resolve(SHOTS, 'i33-catalogue-zh-CN.png'), fullPage: false });
      expect(problems.messages).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
