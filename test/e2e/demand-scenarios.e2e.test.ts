// Issue 37 end to end in real Chromium, in English and Chinese: the worked example (256 GPUs growing
// 3 % a month, low/base/high, 64 GPUs already signed) opened in the app; its growth, scenarios, risk
// slider and signed contract in the editor; what to sign now, the fan and the regret table in the
// results; "keep this commitment" as one edit; and report page 1 stating the commitment and the
// worst regret. Screenshots at 1440×900 in test-results/.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSession, lookShot, nav, openApp, importFile, SHOTS } from './open-app';

const ROOT = resolve(import.meta.dirname, '../..');
const app = appSession();

const TEXT = {
  en: { locale: 'en-US', scenarios: /^Scenarios/, signNow: /^Sign now: \d+ GPUs on 3-year, 64 GPUs already fixed\. Expected cost \$[\d,]+ in present value; wrong either way, it costs at most \$[\d,]+ more/, kept: 'Kept', page1: 'Sign now: ', fanMonth: 'Month 25', fanGpus: /Demand, high \(25 %\)1,261\.9 GPUs/ },
  'zh-CN': { locale: 'zh-CN', scenarios: /^方案/, signNow: /^现在签约：3-year \d+ 张 GPU，已固定 64 张 GPU。期望成本现值 US\$[\d,]+/, kept: '已保留', page1: '现在签约：3-year ', fanMonth: '第 25 个月', fanGpus: /需求：high（25%）1,261\.9 张 GPU/ },
} as const;

describe('demand that grows and is uncertain, in the app', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    it(`edits, solves and reports the worked example (${lang})`, async () => {
      const t = TEXT[lang];
      const { context, page, problems } = await openApp(app.browser, app.baseURL, t.locale);
      try {
        await nav(page, t.scenarios).click();
        const file = await readFile(resolve(ROOT, 'test/fixtures/v4-demand-scenarios.json'));
        await importFile(page, { name: 'v4-demand-scenarios.gpuplan.json', mimeType: 'application/json', buffer: file });
        await page.getByRole('button', { name: /Renter: 256 H100/ }).first().click();

        // Results: what to sign now, with money, once the plan arrives from its worker.
        const answer = page.locator('[data-testid="scenario-sign-now"]');
        await expect.poll(() => answer.textContent(), { timeout: 60_000 }).toMatch(t.signNow);
        expect(await page.locator('[data-testid="regret-table"] tbody tr').count()).toBe(5);
        await page.locator('[data-testid="scenario-results"]').scrollIntoViewIfNeeded();
        await lookShot(page, resolve(SHOTS, `demand-scenarios-results-${lang}.png`));
        // The fan's tooltip at month 25: each scenario's demand and the commitments, in GPUs (issue 37).
        const fan = page.locator('[data-testid="demand-fan"]');
        await fan.scrollIntoViewIfNeeded();
        const overlay = fan.locator('rect.chart-overlay');
        const box = (await overlay.boundingBox())!;
        await page.mouse.move(box.x + box.width * (24.5 / 36), box.y + box.height / 2);
        const tip = fan.getByRole('tooltip');
        await expect.poll(() => tip.textContent()).toContain(t.fanMonth);
        expect(await tip.textContent()).toMatch(t.fanGpus);
        await lookShot(page, resolve(SHOTS, `demand-scenarios-fan-tooltip-${lang}.png`));
        await page.mouse.move(0, 0);
        await page.locator('[data-testid="regret-table"]').scrollIntoViewIfNeeded();
        await lookShot(page, resolve(SHOTS, `demand-scenarios-regret-${lang}.png`));

        // Editor: growth with its peaks, the scenarios adding up to 100 %, the risk in words.
        const growth = page.locator('[data-testid="growth-preview"]');
        await growth.scrollIntoViewIfNeeded();
        expect(await growth.textContent()).toContain(lang === 'en' ? 'month 24: 505 GPUs' : '第 24 个月 505 张 GPU');
        await lookShot(page, resolve(SHOTS, `demand-scenarios-editor-growth-${lang}.png`));
        await page.locator('[data-testid="scenario-sum"]').scrollIntoViewIfNeeded();
        expect(await page.locator('[data-testid="scenario-sum"]').getAttribute('data-ok')).toBe('true');
        expect(await page.locator('[data-testid="risk-words"]').textContent()).toContain('30');
        await lookShot(page, resolve(SHOTS, `demand-scenarios-editor-${lang}.png`));

        // Keep the first commitment: it becomes the signed contract (one edit, undone after). Once
        // (in English): each solve of the plan takes seconds on a busy machine.
        if (lang === 'en') {
          await page.locator('[data-testid="keep-commitment"]').first().click();
          await expect.poll(() => page.locator('[data-testid="kept"]').first().textContent(), { timeout: 60_000 }).toBe(t.kept);
          await page.locator('[data-testid="portfolio-fixed"]').scrollIntoViewIfNeeded();
          await lookShot(page, resolve(SHOTS, `demand-scenarios-kept-${lang}.png`));
          await page.keyboard.press('Control+Z');
        }

        // Report page 1 (en-US opens it on Letter paper, zh-CN on A4).
        await page.evaluate(() => {
          window.print = () => undefined;
          (document.activeElement as HTMLElement | null)?.blur();
        });
        await page.keyboard.press('Control+P');
        await page.locator('.report-cover').waitFor({ timeout: 60_000 });
        await expect.poll(() => page.locator('.report').textContent(), { timeout: 60_000 }).toContain(t.page1);
        await lookShot(page, resolve(SHOTS, `demand-scenarios-report-${lang}.png`));
        expect(problems.messages).toEqual([]);
      } finally {
        await context.close();
      }
    }, 180_000);
  }
});
