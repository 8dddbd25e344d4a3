// `gpuplan report FILE -o OUT.pdf|OUT.html`: prints the report the engine thread drew to HTML
// (src/report/static-markup.tsx: the app's report components, the same charts as the workspace,
// rendered in Node) inside the built report page's shell (dist/report.html: its stylesheets and
// fonts, its scripts left out) in Chromium through playwright-core, to PDF, or saves the laid-out
// DOM as one self-contained HTML file (inline CSS and SVG, no scripts). The browser runs no page
// script: it loads the styles and the fonts the text needs (preloaded), lays out and prints.
// Several jobs (`--each`) share one server and one browser.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReportMarkup } from '../src/report/static-markup';
import { PX_PER_MM, summaryFit } from '../src/report/summary-size';
import type { Lang, PageSize } from './args';
import { cliMessages, fillCli } from '../src/i18n/areas/cli';
import { CHROMIUM_ARGS, describeBrowser, resolveBrowser } from './browser';
import { filesFor, fontFiles, HOLD_ID, inlineStylesheets, rangesKey, staticReportPage, stylesheetsOf, textOf, type FontFile } from './static-page';

/** Page margins: the footer with page numbers sits in the bottom one. */
export const MARGIN = { top: '15mm', right: '15mm', bottom: '18mm', left: '15mm' };

export interface ReportJob {
  /** The report drawn to HTML: one scenario, or 2–4 for a comparison report. */
  markup: ReportMarkup;
  /** The footer's name. */
  name: string;
  output: string;
  pageSize: PageSize;
}

export interface ReportIo {
  stderr: (s: string) => void;
}

/** Called after each job's file is written, with the milliseconds that job took in the browser. */
export type OnWritten = (job: ReportJob, ms: number) => void;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * The checkout bin/gpuplan.mjs ran from (it sets this before loading the bundle). The bundle lives in
 * node_modules, which a git worktree may share with another checkout through a symlink; Node
 * resolves the symlink, so the bundle's own path would lead to the other checkout's dist/.
 */
const CHECKOUT_ROOT = (globalThis as { __GPUPLAN_CHECKOUT__?: unknown }).__GPUPLAN_CHECKOUT__;

/** The repository root: the nearest folder above this module (or its bundle) with src/report.html. */
export function findRoot(
  start = typeof CHECKOUT_ROOT === 'string' ? CHECKOUT_ROOT : path.dirname(fileURLToPath(import.meta.url)),
): string | null {
  let dir = start;
  for (;;) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'src', 'report.html'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

/** A CSS string literal: quotes, backslashes and line breaks escaped. */
function cssString(s: string): string {
  return `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/[\r\n]+/g, ' ')}"`;
}

/** Every character footerCss draws: the name, and the digits and slash of "page / pages". */
function footerText(name: string): string {
  return `${name} 0123456789 /`;
}

/**
 * Footer of every PDF page, scenario name and "page / pages", as CSS page-margin boxes: drawn with
 * the page's own (bundled) fonts, which Chromium's separate headerTemplate/footerTemplate cannot use.
 */
export function footerCss(name: string): string {
  const box = "font-family: 'Noto Sans', 'Noto Sans SC', sans-serif; font-size: 8px; color: #5b6675; vertical-align: middle;";
  return `@page { @bottom-left { content: ${cssString(name)}; ${box} } @bottom-right { content: counter(page) " / " counter(pages); ${box} } }`;
}

/**
 * The static server for dist/: files are read once and kept (a report asks for each at most once
 * per job, but --each prints many), and the pages `pages` holds are served from memory.
 */
function serve(dir: string, pages: Map<string, string>, files: Map<string, Promise<Buffer>>): Promise<Server> {
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const rel = path.normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '');
      const page = pages.get(rel);
      if (page !== undefined) {
        res.writeHead(200, { 'content-type': TYPES['.html'] }).end(page);
        return;
      }
      const file = path.join(dir, rel || 'index.html');
      if (!file.startsWith(dir + path.sep)) {
        res.writeHead(403).end();
        return;
      }
      try {
        const body = await readCached(files, file);
        res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
      } catch {
        res.writeHead(404).end();
      }
    })();
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done(server));
  });
}

function readCached(files: Map<string, Promise<Buffer>>, file: string): Promise<Buffer> {
  let body = files.get(file);
  if (!body) {
    body = readFile(file);
    body.catch(() => files.delete(file));
    files.set(file, body);
  }
  return body;
}

/** The browser context a report page opens in. */
export function contextOptions(lang: string) {
  return { colorScheme: 'light' as const, locale: lang, viewport: { width: 800, height: 1100 } };
}

/** page.pdf's options for a report: paper, background, margins (the footer is CSS: footerCss). */
export function pdfOptions(output: string, pageSize: PageSize) {
  return {
    path: output,
    format: pageSize,
    printBackground: true,
    preferCSSPageSize: true,
    margin: MARGIN,
  };
}

/** Printable width of each paper (the report's 15 mm side margins), for laying out page 1 as printed. */
const PRINTABLE_WIDTH_MM: Record<PageSize, number> = { A4: 210 - 30, Letter: 215.9 - 30 };

type FitPage = {
  setViewportSize: (size: { width: number; height: number }) => Promise<void>;
  evaluate: <R, A>(fn: (arg: A) => R | Promise<R>, arg: A) => Promise<R>;
};

/**
 * `--summary`: page 1 alone is one page on A4 and Letter, as the app's "Summary only" (summary-size.ts):
 * laid out at the paper's printable width, measured, and scaled down (CSS zoom) when too tall.
 * Nothing happens to a report without `.report--summary` or one that fits. Returns the zoom.
 */
export async function fitSummary(page: FitPage, pageSize: PageSize): Promise<number> {
  await page.setViewportSize({ width: Math.round(PRINTABLE_WIDTH_MM[pageSize] * PX_PER_MM), height: 1100 });
  const heightPx = await page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('.report--summary');
    if (!el) return 0;
    const style = getComputedStyle(el);
    return el.scrollHeight - parseFloat(style.paddingTop || '0') - parseFloat(style.paddingBottom || '0');
  }, undefined);
  const fit = summaryFit(heightPx / PX_PER_MM);
  if (fit < 1) {
    await page.evaluate((zoom: number) => {
      document.querySelector<HTMLElement>('.report--summary')?.style.setProperty('zoom', String(zoom));
    }, fit);
  }
  return fit;
}

/** A page in its own browser context, waiting for a report to print. */
export interface ReportPage {
  /** Loads and prints one job, then closes; returns 0, or 2 when the page failed (reason on stderr). */
  print: (job: ReportJob, io: ReportIo) => Promise<number>;
}

/** A started browser and server for report pages. */
export interface Printer {
  /** Opens a page (its own browser context) while the caller still evaluates and draws the reports. */
  page: (lang: string) => Promise<ReportPage>;
  close: () => Promise<void>;
}

export type PrinterStart = { ok: true; printer: Printer } | { ok: false; status: number; message: string };

/**
 * Starts Chromium and the static server for dist/ (building it once when missing). Never throws
 * and prints nothing: the caller reports `message` — `gpuplan report` starts the printer while it
 * loads and evaluates the scenarios, and says why it could not print only if they were valid.
 */
export async function openPrinter(io: ReportIo, lang: Lang = 'en', verbose = false): Promise<PrinterStart> {
  const chrome = await resolveBrowser();
  if (!chrome.ok) return { ok: false, status: 2, message: chrome.message[lang] };
  if (verbose) io.stderr(`gpuplan report: ${describeBrowser(chrome, lang)}\n`);
  const root = findRoot();
  const said = cliMessages(lang);
  if (!root) return { ok: false, status: 1, message: said.reportNoSources };
  const dist = path.join(root, 'dist');
  if (!existsSync(path.join(dist, 'report.html'))) {
    io.stderr(`${said.reportBuilding}\n`);
    const built = spawnSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0 || !existsSync(path.join(dist, 'report.html'))) return { ok: false, status: 1, message: said.reportBuildFailed };
  }
  let chromium: typeof import('playwright-core').chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    return { ok: false, status: 2, message: said.reportNeedsPlaywright };
  }
  let server: Server;
  let browser: import('playwright-core').Browser;
  const pages = new Map<string, string>();
  const files = new Map<string, Promise<Buffer>>();
  try {
    server = await serve(dist, pages, files);
  } catch (e) {
    return { ok: false, status: 1, message: fillCli(said.reportCannotServe, { reason: e instanceof Error ? e.message : String(e) }) };
  }
  try {
    browser = await chromium.launch({
      executablePath: chrome.executablePath,
      env: chrome.env ? { ...process.env, ...chrome.env } : undefined,
      args: CHROMIUM_ARGS,
      headless: true,
    });
  } catch (e) {
    server.close();
    return { ok: false, status: 2, message: fillCli(said.reportNoChromium, { reason: e instanceof Error ? e.message : String(e) }) };
  }
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  let shell: Promise<Shell> | null = null;
  let printed = 0;
  return {
    ok: true,
    printer: {
      async page(lang) {
        const context = await browser.newContext(contextOptions(lang));
        const page = await context.newPage();
        return {
          async print(job, jobIo) {
            try {
              shell ??= readShell(dist, files);
              const { html, fonts } = await shell;
              const pdf = /\.pdf$/i.test(job.output);
              // The footer's text is drawn in the page's fonts too.
              const preload = filesFor(fonts, `${textOf(job.markup.html)} ${footerText(job.name)}`);
              for (const f of preload) void readCached(files, path.join(dist, f.url)).catch(() => undefined);
              const name = `report-${++printed}.html`;
              pages.set(name, staticReportPage(html, job.markup, preload.map((f) => `./${f.url}`)));
              try {
                // Its stylesheets are in the page; its fonts it asks for in `settle`.
                await page.goto(`${origin}/${name}`, { waitUntil: 'domcontentloaded' });
              } finally {
                pages.delete(name);
              }
              const faces = preload.map((f) => `${f.family}|${f.weight}|${rangesKey(f.ranges)}`);
              const problems = await page.evaluate(settle, { footer: pdf ? footerCss(job.name) : null, faces, hold: pdf ? null : HOLD_ID });
              if (problems.length > 0) {
                jobIo.stderr(`${fillCli(cliMessages(job.markup.lang).reportPageFailed, { text: problems.join('; ') })}\n`);
                return 2;
              }
              if (pdf) {
                // Laid out for print here, before page.pdf: a face the text needs that `preload`
                // did not foresee (characters only the stylesheet writes, say) starts loading now,
                // and is waited for. page.pdf itself does not wait for one in every Chromium (the
                // Chromium bundled by npm install prints at once, and text whose font is still
                // loading — any text in that font stack, Latin too — is left out of the PDF).
                await page.emulateMedia({ media: 'print' });
                const late = await page.evaluate(loadPrintFaces);
                if (late.length > 0) {
                  jobIo.stderr(`${fillCli(cliMessages(job.markup.lang).reportPageFailed, { text: late.join('; ') })}\n`);
                  return 2;
                }
                await fitSummary(page, job.pageSize);
                await page.pdf(pdfOptions(job.output, job.pageSize));
              } else await writeFile(job.output, await page.evaluate(selfContainedHtml), 'utf8');
              return 0;
            } finally {
              await context.close();
            }
          },
        };
      },
      async close() {
        await browser.close();
        server.close();
      },
    },
  };
}

/** dist/report.html's text with its stylesheets written in, and their font files (URLs relative to dist/). */
interface Shell {
  html: string;
  fonts: (FontFile & { url: string })[];
}

async function readShell(dist: string, files: Map<string, Promise<Buffer>>): Promise<Shell> {
  const shell = (await readCached(files, path.join(dist, 'report.html'))).toString('utf8');
  const sheets = new Map<string, string>();
  for (const href of stylesheetsOf(shell)) sheets.set(href, (await readCached(files, path.join(dist, href))).toString('utf8'));
  // A font's URL is relative to its stylesheet; the page wants it relative to dist/.
  const fonts = [...sheets].flatMap(([href, css]) => fontFiles(css).map((f) => ({ ...f, url: path.posix.join(path.posix.dirname(href), f.url) })));
  return { html: inlineStylesheets(shell, sheets), fonts };
}

/** Writes every job's report with one server and one browser; stops at the first failure. */
export async function writeReports(
  jobs: readonly ReportJob[],
  io: ReportIo,
  onWritten?: OnWritten,
  started?: Promise<PrinterStart>,
  /** The first job's page, opened ahead (in the first job's language). */
  first?: Promise<ReportPage | null>,
): Promise<number> {
  const opened = await (started ?? openPrinter(io));
  if (!opened.ok) {
    io.stderr(`${opened.message}\n`);
    return opened.status;
  }
  try {
    for (const [i, job] of jobs.entries()) {
      const t0 = Date.now();
      const page = (i === 0 ? await first : null) ?? (await opened.printer.page(job.markup.lang));
      const status = await page.print(job, io);
      if (status !== 0) return status;
      onWritten?.(job, Date.now() - t0);
    }
    return 0;
  } finally {
    await opened.printer.close();
  }
}

/** Writes the report; returns the exit status (0, 2 when Chromium or the app build is missing). */
export function writeReport(job: ReportJob, io: ReportIo): Promise<number> {
  return writeReports([job], io);
}

/**
 * Runs in the page (it has no script of its own, and the report is shown in print only: #`hold`):
 * loads the font faces the report's text may need (`faces`: "family|weight|ranges", ranges as
 * static-page.ts `rangesKey` writes them; preloaded by the page) before anything lays it out, so
 * that it is laid out once, for print, in its own fonts. For a PDF it adds `footer`; for the HTML
 * file it shows the report on screen. Returns what failed to load, empty when the page is ready.
 */
async function settle({ footer, faces, hold }: { footer: string | null; faces: string[]; hold: string | null }): Promise<string[]> {
  // FontFace.unicodeRange ("U+0-FF, U+131, U+4??") as rangesKey writes it.
  const rangesKey = (text: string) =>
    text
      .split(',')
      .map((part) => {
        const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
        const low = parseInt(from.replace(/\?/g, '0'), 16);
        const high = parseInt(from.includes('?') ? from.replace(/\?/g, 'f') : to, 16);
        return `${low.toString(16)}-${high.toString(16)}`;
      })
      .join(',');
  const wanted = new Set(faces);
  const loads: Promise<unknown>[] = [];
  document.fonts.forEach((face) => {
    if (wanted.has(`${face.family.replace(/^["']|["']$/g, '')}|${face.weight}|${rangesKey(face.unicodeRange)}`)) loads.push(face.load().catch(() => null));
  });
  await Promise.all(loads);
  const problems: string[] = [];
  for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))) if (!link.sheet) problems.push(`stylesheet ${link.getAttribute('href') ?? ''} did not load`);
  document.fonts.forEach((face) => {
    if (face.status === 'error') problems.push(`font ${face.family} ${face.weight} did not load`);
  });
  if (problems.length > 0) return problems;
  if (hold !== null) document.getElementById(hold)?.remove();
  if (footer !== null) {
    const style = document.createElement('style');
    style.textContent = footer;
    document.head.append(style);
  }
  return problems;
}

/**
 * Runs in the page, in print media, after `settle`: lays the report out, which starts loading any
 * face its text needs that is not loaded yet, and waits for them. Returns the faces that failed.
 */
async function loadPrintFaces(): Promise<string[]> {
  void document.body.getBoundingClientRect().height;
  await document.fonts.ready;
  const problems: string[] = [];
  document.fonts.forEach((face) => {
    if (face.status === 'error') problems.push(`font ${face.family} ${face.weight} did not load`);
  });
  return problems;
}

/** Runs in the page: the rendered DOM with every stylesheet inlined (light theme only) and no scripts. */
function selfContainedHtml(): string {
  const css: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule instanceof CSSMediaRule && rule.conditionText.includes('prefers-color-scheme: dark')) continue;
      css.push(rule.cssText);
    }
  }
  const doc = document.documentElement.cloneNode(true) as HTMLElement;
  doc.querySelectorAll('script, link, style').forEach((el) => el.remove());
  const style = document.createElement('style');
  style.textContent = css.join('\n');
  doc.querySelector('head')?.append(style);
  return `<!doctype html>\n${doc.outerHTML}\n`;
}
