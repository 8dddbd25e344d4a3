// Issue 26 in real Chromium at 1440×900, in English and Chinese: the "H100 vs B200 investment"
// template's capacity waterfall says how much contracted power the 512 GPUs leave unused; picking
// B200 under Hardware and "Switch the plan to B200" sets capex, contract price, generation and
// cooling from the catalogue in one step; the catalogue page lists each model's all-in capex.
// Screenshots go to test-results/ for a look.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSession, nav, openApp, SHOTS } from './open-app';

const app = appSession();

const TEXT = {
  en: {
    locale: 'en-US',
    scenarios: /^Scenarios/,
    newScenario: /^New scenario/,
    catalogue: /^Catalogue/,
    pick: 'GPU model from the catalogue',
    // 512 H100 draw 512 × 10.2 × 1.1 / 8 = 718.08 kW of the 1,111.11 kW of IT power 1.5 MW gives at PUE
    // 1.35: 1 − 0.6463 = 35.4 % unused, 1,500 × 0.3537 = 530.59 kW of the contract.
    unused: '35 % of the contracted power sits unused (530.59 kW of 1.5 MW): the investment buys 512 GPUs, the site can power 752 GPUs.',
    switchPlan: /^Switch the plan to B200/,
    switched: 'The plan now uses the catalogue’s B200 figures',
    capex: 'Investment › Capex per GPU: 50,000 USD/GPU → 66,667 USD/GPU',
    capexColumn: 'All-in capex (USD per GPU)',
  },
  'zh-CN': {
    locale: 'zh-CN',
    scenarios: /^方案/,
    newScenario: /^新建方案/,
    catalogue: /^目录/,
    pick: '从目录选择 GPU 型号',
    unused: '签约功率中有 35% 闲置（1.5 MW 中的 530.59 kW）：投资购买 512 张 GPU，而站点可支撑 752 张 GPU。',
    switchPlan: /^将方案整体切换为 B200/,
    switched: '方案现已使用目录中 B200 的数值',
    capex: '50,000 USD/张 GPU → 66,667 USD/张 GPU',
    capexColumn: '全包资本支出（美元/每 GPU）',
  },
} as const;

describe('issue 26: unused power, switching the plan to B200, capex in the catalogue', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    it(`H100 vs B200 template (${lang})`, async () => {
      const t = TEXT[lang];
      const { context, page, problems } = await openApp(app.browser, app.baseURL, t.locale);
      try {
        await nav(page, t.scenarios).click();
        await page.getByRole('button', { name: t.newScenario }).first().click();
        await page.locator('[data-template="h100-vs-b200"]').click();

        // The waterfall's note: the 512 H100 leave 35 % of the 1.5 MW unused.
        const waterfall = page.locator('[data-testid="capacity-waterfall"]');
        await waterfall.waitFor({ timeout: 20_000 });
        await expect.poll(() => waterfall.locator('.chart__note').textContent(), { timeout: 20_000 }).toBe(t.unused);
        await waterfall.scrollIntoViewIfNeeded();
        await page.screenshot({ path: resolve(SHOTS, `issue26-waterfall-${lang}.png`) });

        // Pick B200, then switch the plan: one step, listed.
        const pick = page.getByLabel(t.pick, { exact: true });
        await pick.scrollIntoViewIfNeeded();
        await pick.selectOption('B200');
        await page.getByTestId('model-change-warning').waitFor();
        await page.getByRole('button', { name: t.switchPlan }).click();
        const done = page.getByTestId('model-switched');
        await done.waitFor();
        expect(await done.textContent()).toContain(t.switched);
        expect(await done.locator('[data-path="investment.capexPerGPU"]').textContent()).toContain(t.capex);
        await done.scrollIntoViewIfNeeded();
        await page.screenshot({ path: resolve(SHOTS, `issue26-switched-${lang}.png`) });

        // The catalogue page: the all-in capex column, B200's figure with its source number.
        await nav(page, t.catalogue).click();
        await page.getByRole('columnheader', { name: t.capexColumn }).waitFor();
        const b200 = page.locator('[data-gpu="B200"] [data-field="capexPerGPU"] .cat-value');
        expect(await b200.textContent()).toBe('66,667');
        await page.locator('[data-gpu="B200"]').scrollIntoViewIfNeeded();
        await page.screenshot({ path: resolve(SHOTS, `issue26-catalogue-${lang}.png`) });
        // The GPU table fits the page at 1440 px: no sideways scrolling needed to see the capex column.
        const overflow = await page.locator('.cat-scroll').first().evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(overflow).toBeLessThanOrEqual(1);
        // Nothing in the GPU table is cut: every cell's text fits its cell.
        const cut = await page.locator('.cat-table').first().evaluate((table) => [...table.querySelectorAll('th, td')].filter((c) => (c as HTMLElement).scrollWidth > (c as HTMLElement).clientWidth + 1).map((c) => c.textContent));
        expect(cut).toEqual([]);
        expect(problems.messages).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
