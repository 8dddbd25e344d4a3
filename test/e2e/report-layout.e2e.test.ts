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
import { reportMarkup } from '../../src/report/static-markup';
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

/** Issue 26: the investment template over 20 years (21 year columns in its yearly table). */
function twentyYears(lang: Lang): ReportPayload {
  const doc = instantiateTemplate(TEMPLATES.find((x) => x.id === 'h100-vs-b200')!, lang) as Record<string, unknown>;
  doc.horizonMonths = 240;
  delete doc.uncertainty;
  const run = runScenario(doc);
  if (!run.ok) throw new Error(run.issues.map((i) => i.message.en).join('; '));
  return { items: [{ scenario: run.scenario, raw: run.raw, result: run.result, sensitivity: reportSensitivity(run.scenario, run.raw) }], lang, date: '2026-12-03' };
}

/** The report page with `id` drawn, as printed (A4 is 794 px wide at 96 px per inch). */
async function reportPage(id: string, lang: Lang, data: ReportPayload = payload(id, lang)): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 794, height: 1123 }, locale: lang, colorScheme: 'light' });
  await page.addInitScript(([key, payload]) => ((window as unknown as Record<string, unknown>)[key] = payload), [REPORT_PAYLOAD_GLOBAL, data] as const);
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

  for (const lang of LANGS) {
    it(`a 20-year horizon (${lang}): the yearly table pages as tables of seven years, none wider than the page, every year in the PDF`, async () => {
      const data = twentyYears(lang);
      expect(data.items[0].result.investment!.years).toHaveLength(21);
      const page = await reportPage('h100-vs-b200', lang, data);
      try {
        const { over } = await overflowingTables(page);
        expect(over).toEqual([]);
        const parts = await page.$$eval('[data-testid="yearly-table"] table', (tables) => tables.map((t) => [...t.querySelectorAll('thead th[data-year]')].map((th) => Number(th.getAttribute('data-year')))));
        expect(parts).toEqual([
          [0, 1, 2, 3, 4, 5, 6],
          [7, 8, 9, 10, 11, 12, 13],
          [14, 15, 16, 17, 18, 19, 20],
        ]);
        const pdf = join(dir, `twenty-years-${lang}.pdf`);
        await page.pdf({ path: pdf, format: 'A4', printBackground: true, preferCSSPageSize: true });
        const printed = await readPdf(pdf);
        // Each part's header row is printed: "Year 0 … 6", "Year 7 … 13", "Year 14 … 20" (en), "年份 …" (zh-CN).
        const year = lang === 'en' ? 'Year' : '年份';
        const headers = printed.text.split('\n').filter((l) => new RegExp(`^\\s*${year}\\s+\\d`).test(l));
        expect(headers.map((l) => l.trim().split(/\s+/).slice(-1)[0])).toEqual(['6', '13', '20']);
        // The last year's equity flow is on paper (it was cut off at the page edge before).
        const y20 = data.items[0].result.investment!.years[20];
        expect(y20.equityFlow).not.toBe(0);
        const label = lang === 'en' ? 'Equity flow' : '股权现金流';
        const equityRows = printed.text.split('\n').filter((l) => l.trim().startsWith(label));
        expect(equityRows).toHaveLength(3);
        await savePages(pdf, join(SHOTS, `report-20-years-${lang}`), 1, printed.pages.length);
      } finally {
        await page.close();
      }
    });
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

/**
 * Runs in the page: every element under `root` in document order as "tag|attributes|style|own
 * text" — the style through the CSSOM (React writes it one way on the server, the browser serializes
 * it another) and React's generated ids (useId: _R_…_ on the server, _r_…_ in the browser) as _ID_.
 */
function elementsIn(root: Element): string[] {
  const id = (s: string) => s.replace(/_[Rr]_[0-9A-Za-z]+_/g, '_ID_');
  const out: string[] = [];
  const walk = (el: Element) => {
    const attrs = Array.from(el.attributes)
      .filter((a) => a.name !== 'style')
      .map((a) => `${a.name}=${id(a.value)}`)
      .sort();
    const style = el.getAttribute('style') === null ? '' : (el as HTMLElement).style.cssText;
    const text = Array.from(el.childNodes)
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent)
      .join('');
    out.push(`${el.tagName}|${attrs.join(' ')}|${style}|${text}`);
    for (const child of Array.from(el.children)) walk(child);
  };
  for (const child of Array.from(root.children)) walk(child);
  return out;
}

// `gpuplan report` prints the report drawn to HTML in Node (src/report/static-markup.tsx), not the
// one report.html draws in the browser (what the tests above lay out): both come from one element
// (src/report/report-document.tsx), and here they are compared element by element.
describe('the report drawn in Node is the report the page draws', () => {
  // Every template in English (a chart that measured its container would differ here), a scenario
  // and the comparison in Chinese.
  const cases = [...TEMPLATES.map((t) => [t.id, 'en'] as const), ['h100-vs-b200', 'zh-CN'] as const, ['100mw-campus+h100-vs-b200', 'en'] as const, ['three-quotes+negotiating-1024', 'zh-CN'] as const];
  for (const [id, lang] of cases) {
    it(`${id} (${lang})`, async () => {
      const data = payload(id, lang);
      const server = reportMarkup(data);
      expect(server.lang).toBe(lang);
      // A chart that measures its container (Responsive) cannot in Node: it would be drawn at the
      // fallback width, 640, instead of the report's own (680, or 334 side by side).
      expect(server.html).not.toMatch(/<svg[^>]*\bwidth="640"/);
      const page = await reportPage(id, lang, data);
      try {
        // The Node-drawn report parsed by the same page, beside the one it drew.
        await page.evaluate((html) => {
          const holder = document.createElement('div');
          holder.id = 'drawn-in-node';
          holder.hidden = true;
          holder.innerHTML = html;
          document.body.append(holder);
        }, server.html);
        const client = await page.$eval('#root', elementsIn);
        const drawn = await page.$eval('#drawn-in-node', elementsIn);
        const title = await page.title();
        expect(client.length).toBeGreaterThan(150);
        expect(drawn).toEqual(client);
        expect(server.title).toBe(title);
      } finally {
        await page.close();
      }
    });
  }
});
