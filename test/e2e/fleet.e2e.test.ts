// Issue 35's results in the built app at 1440×900, in en and zh-CN: the v4 worked example (four B200
// tranches delivered quarterly) imported and opened; GPUs in service by tranche against the site's
// usable power, the tranche table with its total, the attribution bridge and the largest loan; the
// report's page 1 naming the term that moves the equity IRR most, printed on A4 and Letter; compare
// with the fleet's rows. Screenshots in test-results/ for a look.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf, savePages } from './pdf';
import { appSession, importFile, nav, openApp, SHOTS } from './open-app';

const app = appSession();
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gpuplan-fleet-'));
  // The worked example without its fleet plan: with a plan, page 1 leads with when to refresh (the
  // fleet-plan e2e checks that); here page 1 is the fleet's own answer.
  const { fleetPlan: _plan, ...fleetOnly } = JSON.parse(await readFile(SOURCE, 'utf8')) as Record<string, unknown>;
  await writeFile(join(dir, FIXTURE_NAME), JSON.stringify(fleetOnly, null, 1));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const SOURCE = resolve(import.meta.dirname, '../fixtures/v4-fleet.json');
const FIXTURE_NAME = 'v4-fleet-without-plan.json';

const TEXT = {
  en: { locale: 'en-US', paper: 'A4', scenarios: /^Scenarios/, newScenario: /^New scenario/, open: /^Open /, report: 'Report / PDF', compare: /^Compare/, largest: 'Debt moves the equity IRR most: without it, 18.7% (−18.1 pp).' },
  'zh-CN': { locale: 'zh-CN', paper: 'Letter', scenarios: /^方案/, newScenario: /^新建方案/, open: /^打开 /, report: '报告 / PDF', compare: /^对比/, largest: '对股权 IRR 影响最大的是借贷：去掉后为 18.7%（−18.1 个百分点）。' },
} as const;

describe('a fleet delivered in tranches, in the app', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    it(`shows the fleet's chart, table, bridge, report page 1 and compare rows (${lang})`, async () => {
      const t = TEXT[lang];
      const { context, page, problems } = await openApp(app.browser, app.baseURL, t.locale);
      try {
        await nav(page, t.scenarios).click();
        await importFile(page, join(dir, FIXTURE_NAME));
        await page.locator('.import-report').waitFor({ timeout: 20_000 });
        await page.getByRole('button', { name: t.open }).first().click();

        const chart = page.getByTestId('fleet-service-chart');
        await chart.waitFor({ timeout: 30_000 });
        expect(await chart.locator('path[data-tranche]').count()).toBe(4);
        await chart.scrollIntoViewIfNeeded();
        await page.screenshot({ path: resolve(SHOTS, `fleet-chart-${lang}.png`) });
        await page.getByTestId('tranche-table').scrollIntoViewIfNeeded();
        await page.screenshot({ path: resolve(SHOTS, `fleet-table-${lang}.png`) });
        const bridge = page.getByTestId('fleet-bridge-chart');
        await bridge.scrollIntoViewIfNeeded();
        expect(await bridge.locator('[data-term]').count()).toBe(4);
        await page.screenshot({ path: resolve(SHOTS, `fleet-bridge-${lang}.png`) });

        // The report: page 1 names the largest attribution term, on A4 (en) and Letter (zh-CN).
        await page.getByRole('button', { name: t.report }).click();
        await page.locator('.report').waitFor({ timeout: 20_000 });
        await expect.poll(() => page.getByTestId('answer-sentences').textContent(), { timeout: 20_000 }).toContain(t.largest);
        for (const format of [t.paper] as const) {
          const file = join(dir, `fleet-${lang}-${format}.pdf`);
          await page.emulateMedia({ media: 'print' });
          await writeFile(file, await page.pdf({ format, printBackground: true }));
          await page.emulateMedia({ media: 'screen' });
          const pdf = await readPdf(file);
          expect(pdf.pages[0].text.replace(/\s+/g, '')).toContain(t.largest.replace(/\s+/g, ''));
          await savePages(file, resolve(SHOTS, `fleet-report-${lang}-${format}`), 1, 1);
        }
        await page.locator('.report [data-testid="report-fleet"]').scrollIntoViewIfNeeded();
        await page.screenshot({ path: resolve(SHOTS, `fleet-report-block-${lang}.png`) });
        await page.keyboard.press('Escape');

        // Compare: the fleet beside a single purchase (the H100 vs B200 template).
        await page.keyboard.press('Escape');
        await nav(page, t.scenarios).click();
        await page.getByRole('button', { name: t.newScenario }).first().click();
        await page.locator('[data-template="h100-vs-b200"]').click();
        await page.locator('[data-figure] .headline__value').first().waitFor({ timeout: 20_000 });
        await nav(page, t.compare).click();
        await page.locator('.compare-picker input[type="checkbox"]').first().waitFor();
        while ((await page.locator('.compare-picker input[type="checkbox"]:checked').count()) < 2) {
          await page.locator('.compare-picker input[type="checkbox"]:not(:checked)').first().check();
        }
        const rows = page.getByTestId('compare-fleet');
        await rows.waitFor({ timeout: 30_000 });
        expect(await rows.locator('tr[data-key]').count()).toBe(7);
        await rows.scrollIntoViewIfNeeded();
        await page.screenshot({ path: resolve(SHOTS, `fleet-compare-${lang}.png`) });
        expect(problems.messages).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});

// A fleet of many tranches in the report `gpuplan report` writes (the report's own markup and print
// CSS), as HTML laid out for print here and as its PDF: 12 tranches (test/fixtures/fleet-12-tranches.gpuplan.json) in en
// on A4 and 40 derived from it in zh-CN on Letter. Laid out for print, no tranche table is wider
// than the report's content; the PDF has every tranche and the total, and no page ends on a table's
// caption. Pages saved to test-results/ for a look.
const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const MANY = resolve(ROOT, 'test/fixtures/fleet-12-tranches.gpuplan.json');

describe('a report with many tranches', () => {
  const cases = [
    { count: 12, lang: 'en', format: 'A4', total: 'Total', tables: 2 },
    { count: 40, lang: 'zh-CN', format: 'Letter', total: '合计', tables: 6 },
  ] as const;
  for (const c of cases) {
    it(`prints ${c.count} tranches without cutting a column (${c.lang}, ${c.format})`, async () => {
      const doc = JSON.parse(await readFile(MANY, 'utf8'));
      if (c.count === 40) {
        doc.name = '40 B200 tranches, one a month';
        doc.investment.tranches = Array.from({ length: 40 }, (_, i) => ({ name: `B200 batch ${i + 1}`, gpus: 48, deliveryMonth: i }));
      }
      const file = join(dir, `fleet-${c.count}.gpuplan.json`);
      await writeFile(file, JSON.stringify(doc));
      const base = join(dir, `fleet-${c.count}-${c.lang}-${c.format}`);
      const args = ['bin/gpuplan.mjs', 'report', file, '--lang', c.lang, '--page-size', c.format];
      await Promise.all([`${base}.html`, `${base}.pdf`].map((out) => run('node', [...args, '-o', out], { cwd: ROOT, timeout: 120_000 })));

      const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto(`file://${base}.html`);
        await page.emulateMedia({ media: 'print' });
        // Every tranche table within the report's content width, none scrolling.
        const widths = await page.locator('[data-testid="report-fleet"]').evaluate((block) => {
          const right = block.getBoundingClientRect().right;
          return [...block.querySelectorAll('table.fleet-tranches')].map((t) => ({ over: t.getBoundingClientRect().right - right, scroll: t.scrollWidth - t.clientWidth }));
        });
        expect(widths.length).toBe(c.tables);
        for (const w of widths) {
          expect(w.over).toBeLessThanOrEqual(0.5);
          expect(w.scroll).toBeLessThanOrEqual(0.5);
        }
      } finally {
        await context.close();
      }

      const pdf = await readPdf(`${base}.pdf`);
      const text = pdf.pages.map((p) => p.text).join('\n');
      for (let i = 1; i <= c.count; i++) expect(text).toContain(`B200 batch ${i}`);
      expect(text).toContain(c.total);
      for (const p of pdf.pages) {
        const lines = p.text.split('\n').map((l) => l.trim()).filter((l) => l && !/\d+ \/ \d+$/.test(l));
        expect(lines.at(-1) ?? '').not.toMatch(/tranches \d+–\d+ of|第 \d+–\d+ 批/);
      }
      const first = pdf.pages.findIndex((p) => p.text.includes('B200 batch 1 '));
      const last = pdf.pages.findLastIndex((p) => p.text.includes(`B200 batch ${c.count}`));
      expect(first).toBeGreaterThanOrEqual(0);
      await savePages(`${base}.pdf`, resolve(SHOTS, `fleet-${c.count}-report-${c.lang}-${c.format}`), first + 1, last + 1);
    }, 120_000);
  }
});
