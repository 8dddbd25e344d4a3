// Issue 36 in real Chromium, in English and Chinese: the worked example's fleet plan is opened from
// its file; the editor shows the owned fleet and the candidates; the plan is solved in its worker
// and the results show the answer, the timeline under the power budget and the value per kW; page 1
// of the report answers when to refresh, printed on A4 and Letter. Screenshots at 1440×900 in
// test-results/ for a look.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPdf } from './pdf';
import { appSession, lookShot, nav, openApp, importFile, SHOTS } from './open-app';

const ROOT = resolve(import.meta.dirname, '../..');
const app = appSession();

const TEXT = {
  en: { locale: 'en-US', scenarios: /^Scenarios/, owned: 'Fleet you already own', refresh: 'When to refresh: Sell the 1,024 H100 (2024) now', drivers: 'What drives it', budget: 'Power budget', now: 'now (month 0)' },
  'zh-CN': { locale: 'zh-CN', scenarios: /^方案/, owned: '已拥有的机群', refresh: '何时更新：现在卖出全部 1,024 张 H100 (2024)', drivers: '决定结论的假设', budget: '功率预算', now: '现在（第 0 个月）' },
} as const;

describe('a fleet plan from its file to page 1', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    it(`edits, solves, charts and reports the fleet plan (${lang})`, async () => {
      const t = TEXT[lang];
      const { context, page, problems } = await openApp(app.browser, app.baseURL, t.locale);
      try {
        await nav(page, t.scenarios).click();
        const file = await readFile(resolve(ROOT, 'test/fixtures/v4-fleet.json'));
        await importFile(page, { name: 'v4-fleet.gpuplan.json', mimeType: 'application/json', buffer: file });
        await page.getByRole('button', { name: /20 MW site/ }).first().click();

        // The editor's section.
        const section = page.locator('#ed-section-fleetPlan');
        await section.waitFor({ timeout: 20_000 });
        await section.scrollIntoViewIfNeeded();
        expect(await section.textContent()).toContain(t.owned);
        await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await lookShot(page, resolve(SHOTS, `fleet-plan-editor-${lang}.png`));

        // The results: the plan arrives from its worker, with both charts.
        const answer = page.locator('[data-testid="fleet-plan-answer"]');
        await answer.waitFor({ timeout: 30_000 });
        const timeline = page.locator('[data-testid="fleet-plan-timeline"]');
        await timeline.scrollIntoViewIfNeeded();
        expect(await timeline.locator('[data-fleet]').count()).toBe(2);
        expect(await page.locator('[data-testid="fleet-plan-value"] [data-series]').count()).toBe(3);
        await answer.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await lookShot(page, resolve(SHOTS, `fleet-plan-results-${lang}.png`));
        await timeline.evaluate((el) => el.scrollIntoView({ block: 'start' }));
        // The plan fills the site: the budget line is painted over the stack and labelled above it, on screen.
        const label = timeline.locator('.fleet-plan__budget-label');
        expect(await label.textContent()).toContain(t.budget);
        const [lineBox, labelBox] = await Promise.all([timeline.locator('.fleet-plan__budget').boundingBox(), label.boundingBox()]);
        expect(labelBox!.y + labelBox!.height).toBeLessThanOrEqual(lineBox!.y + lineBox!.height / 2 + 1);
        expect(labelBox!.y + labelBox!.height).toBeLessThanOrEqual(900);
        // What is painted on the line, across the stack, is the line itself (the mouse overlay aside).
        const onTop = await timeline.evaluate((el, box) => {
          const overlay = el.querySelector<SVGRectElement>('.chart-overlay')!;
          overlay.style.pointerEvents = 'none';
          const y = box.y + box.height / 2;
          const hits = [0.25, 0.5, 0.75].map((f) => document.elementFromPoint(box.x + f * box.width, y)?.getAttribute('class') ?? '');
          overlay.style.pointerEvents = '';
          return hits;
        }, lineBox!);
        for (const hit of onTop) expect(hit).toContain('fleet-plan__budget');
        await lookShot(page, resolve(SHOTS, `fleet-plan-charts-${lang}.png`));

        // Report page 1.
        await page.evaluate(() => {
          window.print = () => undefined;
          (document.activeElement as HTMLElement | null)?.blur();
        });
        await page.keyboard.press('Control+P');
        await page.locator('.report-cover').waitFor();
        await expect.poll(() => page.locator('.report').textContent(), { timeout: 30_000 }).toContain(t.refresh);
        // Page 1's refresh months read "now (month 0)", not a bare 0.
        expect(await page.locator('.report').textContent()).toContain(t.now);
        await lookShot(page, resolve(SHOTS, `fleet-plan-report-${lang}.png`));
        for (const format of ['A4', 'Letter'] as const) {
          const pdf = resolve(SHOTS, `fleet-plan-report-${lang}-${format}.pdf`);
          await page.emulateMedia({ media: 'print' });
          await page.pdf({ path: pdf, format, printBackground: true, preferCSSPageSize: format === 'A4' });
          await page.emulateMedia({ media: 'screen' });
          // Page 1 answers when to refresh and keeps to one page (its drivers still on it).
          const { pages } = await readPdf(pdf);
          expect(pages[0].text.replace(/\s+/g, ' ')).toContain(lang === 'en' ? 'When to refresh' : '何时更新');
          expect(pages[0].text).toContain(t.drivers);
        }
        expect(problems.messages).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
