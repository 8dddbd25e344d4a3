// Issue 16 in real Chromium: the compare page as a decision aid (two templates, a differing input's
// values inside the viewport, the selection kept back from the report), in en and zh-CN.
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { loadScenario } from '../../models/scenario';
import { TEMPLATES, instantiateTemplate } from '../../src/scenarios/templates';
import { readPdf } from './pdf';
import { appSession, nav, openApp, SHOTS, VIEWPORT } from './open-app';

const app = appSession();

async function createFromTemplate(page: Page, id: string, newScenario: RegExp): Promise<void> {
  await nav(page, /^(Scenarios|方案)/).click();
  await page.getByRole('button', { name: newScenario }).first().click();
  await page.locator(`[data-template="${id}"]`).click();
  // The first headline figure: a template without a site (three-quotes) has no GPU count.
  await page.locator('[data-figure] .headline__value').first().waitFor();
}

/** The box of an element lies inside the window (all of it). */
async function inViewport(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el) => {
    el.scrollIntoView({ block: 'center' });
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.left >= 0 && r.right <= window.innerWidth && r.top >= 0 && r.bottom <= window.innerHeight;
  });
}

describe('compare as a decision aid', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    it(`compares two templates with labelled inputs whose values stay in view (${lang})`, async () => {
      const zh = lang === 'zh-CN';
      const { context, page, problems } = await openApp(app.browser, app.baseURL, zh ? 'zh-CN' : 'en-US');
      try {
        const newScenario = zh ? /^新建方案/ : /^New scenario/;
        await createFromTemplate(page, 'h100-vs-b200', newScenario);
        await createFromTemplate(page, 'three-quotes', newScenario);
        await nav(page, zh ? /^对比/ : /^Compare/).click();
        const boxes = page.locator('.compare-picker input[type="checkbox"]');
        await boxes.first().waitFor();
        const ticked = await page.locator('.compare-picker input[type="checkbox"]:checked').count();
        for (let i = 0; ticked + i < 2; i++) {
          await page.locator('.compare-picker input[type="checkbox"]:not(:checked)').first().check();
        }
        const diff = page.getByTestId('compare-differences');
        await diff.waitFor({ timeout: 15000 });
        const body = (await diff.textContent()) ?? '';
        // Labels, never raw paths.
        expect(body).not.toContain('market.generations[0]');
        expect(body).not.toContain('quotes[1].');
        // The notes differ and are long: both values' cells stay inside the window.
        const notes = 'tr[data-path="notes"]';
        await page.locator(notes).scrollIntoViewIfNeeded();
        expect(await inViewport(page, `${notes} td:nth-of-type(1)`)).toBe(true);
        expect(await inViewport(page, `${notes} td:nth-of-type(2)`)).toBe(true);
        // A numeric input that differs: its label and both values visible together.
        const decline = 'tr[data-path="market.generations[0].annualDecline"]';
        // The market section is long and moves nothing here: it starts closed.
        await page.locator('[data-section="market"] summary').click();
        await page.locator(decline).scrollIntoViewIfNeeded();
        expect(await page.locator(`${decline} th`).textContent()).toContain(zh ? '年降价幅度' : 'Annual price decline');
        // (The open scenario, three quotes, is ticked first: its column comes first.)
        expect(await page.locator(`${decline} td`).allTextContents()).toEqual([zh ? '未设置' : 'not set', '20 %']);
        expect(await inViewport(page, `${decline} td:nth-of-type(1)`)).toBe(true);
        expect(await inViewport(page, `${decline} td:nth-of-type(2)`)).toBe(true);
        await page.getByTestId('compare-key-results').scrollIntoViewIfNeeded();
        await page.screenshot({ path: resolve(SHOTS, `i16-compare-${lang}.png`) });
        await page.locator('[data-section="market"]').scrollIntoViewIfNeeded();
        await page.screenshot({ path: resolve(SHOTS, `i16-compare-diff-${lang}.png`) });

        // To the comparison report and back: the two scenarios are still ticked.
        const before = await page.locator('.compare-picker input[type="checkbox"]:checked').count();
        expect(before).toBe(2);
        await page.getByRole('button', { name: zh ? '报告 / PDF' : 'Report / PDF' }).click();
        await page.locator('.report').waitFor();
        await page.locator('.report-view__bar button').first().click();
        await diff.waitFor({ timeout: 15000 });
        expect(await page.locator('.compare-picker input[type="checkbox"]:checked').count()).toBe(2);
        expect(problems.messages).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('first run', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    it(`starts from the start page, the editor reopens the last scenario after a reload, the headline stays in view (${lang})`, async () => {
      const zh = lang === 'zh-CN';
      const { context, page, problems } = await openApp(app.browser, app.baseURL, zh ? 'zh-CN' : 'en-US');
      try {
        const body = (await page.locator('main').textContent()) ?? '';
        expect(body).not.toMatch(/Status of this build|当前版本状态/);
        expect(body).toContain(zh ? '100 MW → 7,364–8,837 台节点 = 58,912–70,696 张 GPU' : '100 MW → 7,364–8,837 nodes = 58,912–70,696 GPUs');
        await page.screenshot({ path: resolve(SHOTS, `i16-start-${lang}.png`) });

        // New from a template straight from the start page.
        await page.locator('main [data-template="h100-vs-b200"]').click();
        const irr = page.locator('[data-figure="irr"] .headline__value');
        await irr.waitFor();
        const irrText = await irr.textContent();
        await expect.poll(() => page.locator('.ed-toolbar').textContent(), { timeout: 5000 }).toMatch(/Saved|已保存/);

        // After a reload the editor reopens it (today: "No scenario is open").
        await page.reload();
        await page.getByTestId('recent-scenarios').waitFor();
        await nav(page, zh ? /^编辑/ : /^Editor/).click();
        await irr.waitFor({ timeout: 10000 });
        expect(await irr.textContent()).toBe(irrText);
        expect(await page.getByRole('textbox', { name: zh ? /^方案名称/ : /^Scenario name/ }).inputValue()).toBe(zh ? 'H100 与 B200 投资对比' : 'H100 vs B200 investment');

        // Scrolled down to the cash flow chart, IRR and NPV are still on screen.
        await page.locator('[data-section="investment"]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await page.waitForTimeout(200);
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
        await page.screenshot({ path: resolve(SHOTS, `i16-editor-scrolled-${lang}.png`) });
        for (const figure of ['irr', 'npv']) {
          const box = await page.locator(`[data-figure="${figure}"]`).boundingBox();
          expect(box && box.y >= 0 && box.y + box.height <= VIEWPORT.height, `${figure} at ${JSON.stringify(box)}`).toBe(true);
        }
        // … in one compact line: the stuck headline covers a strip, not ~40 % of the screen (issue 29).
        const sticky = page.locator('.ws__results .results__figures');
        await expect.poll(() => sticky.getAttribute('data-compact')).toBe('true');
        const strip = await sticky.boundingBox();
        expect(strip!.height, `stuck headline ${JSON.stringify(strip)}`).toBeLessThanOrEqual(64);

        // "Swing per input" opened: its table (labels, swing boxes, low, high, IRR range) fits the
        // results column, in either language, instead of running past the window's edge.
        const swing = page.locator('.sensitivity__details summary');
        await swing.click();
        const swingTable = page.locator('.sensitivity__scroll');
        await swingTable.locator('tbody tr').first().waitFor();
        await swingTable.evaluate((el) => el.scrollIntoView({ block: 'start' }));
        const fit = await swingTable.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, right: el.getBoundingClientRect().right }));
        expect(fit.scroll, `swing table ${JSON.stringify(fit)}`).toBeLessThanOrEqual(fit.client + 1);
        expect(fit.right).toBeLessThanOrEqual(VIEWPORT.width);
        await page.screenshot({ path: resolve(SHOTS, `i16-swing-table-${lang}.png`) });
        await swing.click();

        // Keyboard: ? lists the shortcuts; Alt+4 opens Compare, Alt+1 the start page.
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await page.keyboard.press('?');
        const help = page.getByTestId('shortcuts-help');
        await help.waitFor();
        expect(await help.textContent()).toContain('Alt+4');
        await page.screenshot({ path: resolve(SHOTS, `i16-shortcuts-${lang}.png`) });
        await page.keyboard.press('Escape');
        await help.waitFor({ state: 'detached' });
        await page.keyboard.press('Alt+4');
        await page.locator('.compare-picker').waitFor();
        await page.keyboard.press('Alt+1');
        await page.getByTestId('recent-scenarios').waitFor();
        expect(await page.getByTestId('recent-scenarios').textContent()).toContain(zh ? 'H100 与 B200 投资对比' : 'H100 vs B200 investment');
        expect(problems.messages).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

/** The template's NPV × rate, written as the issue asks (an independent evaluation of the template). */
function templateInvestment(lang: 'en' | 'zh-CN') {
  const r = loadScenario(instantiateTemplate(TEMPLATES.find((t) => t.id === 'h100-vs-b200')!, lang));
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return evaluateScenario(r.scenario, { skipUncertainty: true }).investment!;
}

function npvIn(lang: 'en' | 'zh-CN', rate: number): string {
  return yuanText(lang, templateInvestment(lang).npv * rate);
}

/** An amount in yuan as the app writes it: 万/亿 in zh-CN, CN¥ with cents below 1,000 in en. */
function yuanText(lang: 'en' | 'zh-CN', yuan: number): string {
  if (lang === 'en' && Math.abs(yuan) < 1000) return yuan.toLocaleString('en', { style: 'currency', currency: 'CNY', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (lang === 'zh-CN' && Math.abs(yuan) < 1e4) {
    const digits = Math.abs(yuan) >= 1000 ? 0 : 2;
    return yuan.toLocaleString('zh-CN', { style: 'currency', currency: 'CNY', minimumFractionDigits: digits, maximumFractionDigits: digits });
  }
  if (lang === 'zh-CN') {
    // 亿 (10^8) from a hundred million on, 万 (10^4) below.
    const [div, unit] = Math.abs(yuan) >= 1e8 ? [1e8, '亿'] : [1e4, '万'];
    const scaled = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2, useGrouping: false }).format(Math.abs(yuan) / div);
    return `${yuan < 0 ? '-' : ''}¥${scaled}${unit}`;
  }
  return yuan.toLocaleString('en', { style: 'currency', currency: 'CNY', minimumFractionDigits: 0, maximumFractionDigits: 0 });
}

describe('money in the user’s currency', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    it(`shows the NPV in CNY at a typed-in rate in the app and the PDF (${lang})`, async () => {
      const zh = lang === 'zh-CN';
      const { context, page, problems } = await openApp(app.browser, app.baseURL, zh ? 'zh-CN' : 'en-US');
      try {
        await page.locator('main [data-template="h100-vs-b200"]').click();
        await page.locator('[data-figure="npv"] .headline__value').waitFor();
        const display = page.locator('[data-group="display"] input');
        await display.nth(0).fill('CNY');
        await display.nth(1).fill('7.2');
        await display.nth(2).fill('2026-06-30');
        const expected = npvIn(lang, 7.2);
        const converted = page.locator('[data-figure="npv"] .headline__display');
        await expect.poll(() => converted.textContent(), { timeout: 10000 }).toBe(`≈ ${expected}`);
        expect(await page.locator('[data-figure="displayRate"]').textContent()).toContain('2026-06-30');
        await converted.scrollIntoViewIfNeeded();
        await page.screenshot({ path: resolve(SHOTS, `i16-display-${lang}.png`) });

        // A fact table: the capex also in yuan.
        const inv = templateInvestment(lang);
        const facts = page.locator('[data-section="investment"] dl.results-facts dd');
        await expect.poll(() => facts.first().textContent(), { timeout: 10000 }).toContain(`≈ ${yuanText(lang, inv.capex * 7.2)}`);
        // A chart's tooltip: the month under the pointer, its cash flow also in yuan.
        const chart = page.locator('[data-testid="cash-flow-chart"]');
        await chart.scrollIntoViewIfNeeded();
        // The tooltip's text is read the moment it appears (a MutationObserver in the page): after the
        // merge of the deferred results sections it can vanish again within 100 ms in headless
        // Chromium (known, see the closing note of 2026-12-03), which a later read would miss.
        const seen = page.evaluate(
          () =>
            new Promise<string>((done) => {
              const figure = document.querySelector('[data-testid="cash-flow-chart"]')!;
              const read = () => {
                const el = figure.querySelector('[role="tooltip"]');
                if (el?.textContent) {
                  observer.disconnect();
                  done(el.textContent);
                }
              };
              const observer = new MutationObserver(read);
              observer.observe(figure, { childList: true, subtree: true, characterData: true });
              read();
            }),
        );
        let step = 0;
        let seenText: string | null = null;
        void seen.then((t) => (seenText = t));
        await expect
          .poll(async () => {
            // Measured on each try: sections above the chart may still change height as their
            // deferred updates land (later on a loaded machine), moving the chart.
            await chart.scrollIntoViewIfNeeded();
            const box = (await chart.locator('rect.chart-overlay').boundingBox())!;
            await page.mouse.move(box.x + box.width * (0.5 + 0.01 * (step++ % 5)), box.y + box.height * 0.5);
            return seenText;
          }, { timeout: 10000 })
          .not.toBeNull();
        const tipText = seenText as unknown as string;
        const month = Number(/(\d+)/.exec(tipText)?.[1]);
        expect(month).toBeGreaterThan(0);
        expect(tipText).toContain(`≈ ${yuanText(lang, inv.cashflows[month] * 7.2)}`);
        await page.screenshot({ path: resolve(SHOTS, `i16-display-tooltip-${lang}.png`) });
        await page.mouse.move(0, 0);

        // The report states the rate and its date and carries the converted NPV.
        await page.evaluate(() => {
          (document.activeElement as HTMLElement | null)?.blur();
          window.print = () => undefined;
        });
        await page.keyboard.press('Control+P');
        await page.locator('.report-cover').waitFor();
        const pdf = resolve(SHOTS, `i16-display-${lang}.pdf`);
        await page.emulateMedia({ media: 'print' });
        await page.pdf({ path: pdf, format: 'A4', printBackground: true, preferCSSPageSize: true });
        const { text } = await readPdf(pdf);
        expect(text).toContain(expected);
        expect(text).toContain('2026-06-30');
        expect(text).toMatch(/1 USD = 7\.2 CNY/);
        expect(problems.messages).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
