// Reports on paper (issue 18 item 3): every table of the report fits the printed page, in English
// and Chinese, for the templates with an uncertainty section and with several quotes. The built
// report page (dist/report.html, served by vite preview) draws a payload computed here through
// models/run.ts, as `gpuplan report` does; Chromium lays it out for print at the A4 width and each
// table's scrollWidth is compared with its container's and the page's width (a wider table is
// clipped on paper: the PDF loses its right-hand columns), and each cell's with the cell's (a word
// that does not fit would be cut, "Sourc/e"). The uncertainty template is printed to PDF and its
// percentiles table checked for the Mean and Base case rows.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { compareImpacts } from '../../models/compare-impact';
import { reportSensitivity } from '../../models/report-sensitivity';
import { runScenario } from '../../models/run';
import { REPORT_PAYLOAD_GLOBAL, type ReportPayload } from '../../models/report-payload';
import { instantiateTemplate, TEMPLATES } from '../../src/scenarios/templates';
import { launchBrowser } from './browser';
import { readPdf, savePages } from './pdf';

const baseURL = inject('baseURL');
const ROOT = resolve(import.meta.dirname, '../..');
const SHOTS = resolve(ROOT, 'test-results');
const LANGS = ['en', 'zh-CN'] as const;
type Lang = (typeof LANGS)[number];
/** Templates with an uncertainty section or at least three quotes: the widest tables. */
const IDS = TEMPLATES.filter((t) => {
  const doc = t.doc as { uncertainty?: unknown; quotes?: unknown };
  return doc.uncertainty !== undefined || (Array.isArray(doc.quotes) && doc.quotes.length >= 3);
}).map((t) => t.id);

let dir: string;
let browser: Browser;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gpuplan-report-layout-'));
  await mkdir(SHOTS, { recursive: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The report of template `id`, or the comparison of several ("a+b"). */
function payload(id: string, lang: Lang): ReportPayload {
  const items = id.split('+').map((one) => {
    const t = TEMPLATES.find((x) => x.id === one)!;
    const run = runScenario(instantiateTemplate(t, lang), { trials: 500 });
    if (!run.ok) throw new Error(`${one}: ${run.issues.map((i) => i.message.en).join('; ')}`);
    // As gpuplan report hands it over: the IRR tornado with each item, the impacts with a comparison.
    return { scenario: run.scenario, raw: run.raw, result: run.result, sensitivity: reportSensitivity(run.scenario, run.raw) };
  });
  const impacts = items.length >= 2 ? compareImpacts(items.map((i) => i.scenario), items[0].result) : undefined;
  return { items, lang, date: '2026-12-03', ...(impacts ? { impacts } : {}) };
}

/** The report page with `id` drawn, as printed (A4 is 794 px wide at 96 px per inch). */
async function reportPage(id: string, lang: Lang): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 794, height: 1123 }, locale: lang, colorScheme: 'light' });
  await page.addInitScript(([key, data]) => ((window as unknown as Record<string, unknown>)[key] = data), [REPORT_PAYLOAD_GLOBAL, payload(id, lang)] as const);
  await page.emulateMedia({ media: 'print' });
  await page.goto(new URL('report.html', baseURL).href);
  await page.waitForSelector('html[data-report-ready="1"]');
  return page;
}

interface Overflow {
  table: string;
  width: number;
  container: number;
  page: number;
}

/** Tables wider than their container or the page, laid out as printed on A4. */
async function overflowingTables(page: Page): Promise<{ tables: number; over: Overflow[] }> {
  {
    return await page.evaluate(() => {
      const report = document.querySelector('.report') as HTMLElement;
      const pageWidth = report.clientWidth;
      const over: { table: string; width: number; container: number; page: number }[] = [];
      const tables = [...report.querySelectorAll('table')];
      for (const table of tables) {
        const container = table.parentElement as HTMLElement;
        const width = Math.max(table.scrollWidth, table.getBoundingClientRect().width);
        const left = table.getBoundingClientRect().left - report.getBoundingClientRect().left;
        if (width > container.clientWidth + 1 || left + width > pageWidth + 1) {
          const name = table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? table.className;
          over.push({ table: name, width: Math.round(width), container: container.clientWidth, page: pageWidth });
        }
      }
      // Cells whose text is wider than the cell (a word cut in the middle would show as "Sourc/e").
      for (const cell of report.querySelectorAll('th, td')) {
        const el = cell as HTMLElement;
        if (el.scrollWidth > el.clientWidth + 1) over.push({ table: `cell "${el.textContent}"`, width: el.scrollWidth, container: el.clientWidth, page: pageWidth });
      }
      return { tables: tables.length, over };
    });
  }
}

describe('report tables fit the page', () => {
  it('covers the templates with uncertainty and with several quotes', () => {
    expect(IDS).toEqual(expect.arrayContaining(['h100-vs-b200', 'three-quotes']));
  });

  // The comparison report too: the templates with many quotes side by side.
  for (const id of [...IDS, 'three-quotes+negotiating-1024+h100-vs-b200']) {
    for (const lang of LANGS) {
      it(`${id} (${lang}): no table is wider than its container or the page`, async () => {
        const page = await reportPage(id, lang);
        try {
          const { tables, over } = await overflowingTables(page);
          expect(tables).toBeGreaterThanOrEqual(id.includes('+') ? 2 : 5);
          expect(over).toEqual([]);
        } finally {
          await page.close();
        }
      });
    }
  }

  it('keeps the Mean and Base case of the uncertainty table in the PDF, both languages', async () => {
    for (const lang of LANGS) {
      const pdf = join(dir, `h100-vs-b200-${lang}.pdf`);
      const page = await reportPage('h100-vs-b200', lang);
      await page.pdf({ path: pdf, format: 'A4', printBackground: true, preferCSSPageSize: true });
      await page.close();
      const text = (await readPdf(pdf)).text;
      if (lang === 'en') {
        expect(text).toMatch(/\bMean\b/);
        expect(text).toMatch(/Base case/);
        expect(text).toContain('From your scenario');
        expect(text).not.toMatch(/\bdefaul\s*t\b|\bSourc\s+e\b/);
      } else {
        expect(text).toContain('平均值');
        expect(text).toContain('基准情形');
        expect(text).toContain('来自您的方案');
      }
      await savePages(pdf, join(SHOTS, `report-layout-${lang}`), 1, 12);
    }
  });
});
