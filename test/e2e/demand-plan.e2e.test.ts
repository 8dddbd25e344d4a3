// Issue 24 end to end in real Chromium, in English and Chinese: a renter picks the "Serving +
// fine-tuning" template; the demand plan is solved in its engine worker (HiGHS WebAssembly under the
// app's CSP) and the results show what to sign, when; the same schedule comes out of `gpuplan
// evaluate --json` for the template's document; the printed report (read back with pdfjs-dist)
// carries the Demand plan page with that schedule.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from './pdf';
import { appSession, nav, openApp, SHOTS } from './open-app';
import { instantiateTemplate, TEMPLATES } from '../../src/scenarios/templates';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');

const app = appSession();

const TEXT = {
  en: { locale: 'en-US', scenarios: /^Scenarios/, newScenario: /^New scenario/, plan: 'Demand plan', schedule: 'What to sign, when', noProblems: 'No problems' },
  'zh-CN': { locale: 'zh-CN', scenarios: /^方案/, newScenario: /^新建方案/, plan: '需求计划', schedule: '何时签什么', noProblems: '没有问题' },
} as const;

interface Commitment {
  offer: string;
  startMonth: number;
  endMonth: number;
  gpus: number;
}

/** The template's plan solved by the CLI (a process, HiGHS from node_modules). */
async function cliPlan(): Promise<{ commitments: Commitment[]; presentCost: number }> {
  const template = TEMPLATES.find((t) => t.id === 'serving-mix');
  if (!template) throw new Error('no serving-mix template');
  const file = resolve(SHOTS, 'serving-mix.gpuplan.json');
  await writeFile(file, JSON.stringify(instantiateTemplate(template, 'en')));
  const { stdout } = await run('node', ['bin/gpuplan.mjs', 'evaluate', file, '--json'], { cwd: ROOT, timeout: 90_000 });
  return JSON.parse(stdout).portfolio;
}

describe('a demand plan, from the template to the schedule and the PDF page', () => {
  let expected: { commitments: Commitment[]; presentCost: number };
  beforeAll(async () => {
    expected = await cliPlan();
    // The check can fail: the template's cheapest mix does commit to something.
    expect(expected.commitments.length).toBeGreaterThan(0);
  });

  for (const lang of ['en', 'zh-CN'] as const) {
    it(`solves the template's plan in the app and prints its Demand plan page (${lang})`, async () => {
      const t = TEXT[lang];
      const { context, page, problems } = await openApp(app.browser, app.baseURL, t.locale);
      try {
        await nav(page, t.scenarios).click();
        await page.getByRole('button', { name: t.newScenario }).first().click();
        await page.locator('[data-template="serving-mix"]').click();
        // The plan arrives from its own worker: the schedule has one row per commitment of the CLI's plan.
        const rows = page.locator('[data-testid="portfolio-schedule"] tbody tr');
        await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(expected.commitments.length);
        for (const [i, c] of expected.commitments.entries()) {
          const cells = await rows.nth(i).locator('td, th').allTextContents();
          const text = cells.join(' | ');
          expect(text).toContain(String(c.gpus));
          expect(text).toMatch(new RegExp(`\\b${c.startMonth}\\b`));
          expect(text).toMatch(new RegExp(`\\b${c.endMonth}\\b`));
        }
        await expect.poll(() => page.locator('.ed-problems').textContent()).toBe(t.noProblems);
        await page.locator('[data-testid="portfolio-schedule"]').scrollIntoViewIfNeeded();
        await page.screenshot({ path: resolve(SHOTS, `demand-plan-results-${lang}.png`) });

        // The report: shown (Ctrl+P) and printed to PDF, read back with pdfjs-dist.
        await page.evaluate(() => {
          window.print = () => undefined;
          (document.activeElement as HTMLElement | null)?.blur();
        });
        await page.keyboard.press('Control+P');
        await page.locator('.report-cover').waitFor();
        const section = page.locator('.report section[data-section="portfolio"]');
        await expect.poll(() => section.count(), { timeout: 30_000 }).toBe(1);
        await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await page.screenshot({ path: resolve(SHOTS, `demand-plan-report-${lang}.png`) });
        const pdf = resolve(SHOTS, `demand-plan-report-${lang}.pdf`);
        await page.emulateMedia({ media: 'print' });
        await page.pdf({ path: pdf, format: 'A4', printBackground: true, preferCSSPageSize: true });
        await page.emulateMedia({ media: 'screen' });
        const { text } = await readPdf(pdf);
        expect(text).toContain(t.plan);
        expect(text).toContain(t.schedule);
        expect(problems.messages).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
