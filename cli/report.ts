// `gpuplan report FILE -o OUT.pdf|OUT.html`: renders the app's report page (dist/report.html,
// the same React charts as the workspace) in Chromium through playwright-core, then prints it to
// PDF or saves the rendered DOM as one self-contained HTML file (inline CSS and SVG, no scripts).
// The scenarios arrive here already evaluated (cli/main.ts, models/run.ts); the page is handed
// them as a typed ReportPayload (models/report-payload.ts) and never loads the engine.
// Several jobs (`--each`) share one server and one browser.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeReportPayload, REPORT_RENDER_FUNCTION, type ReportPayload } from '../models/report-payload';
import type { Lang, PageSize } from './args';
import { cliMessages, fillCli } from '../src/i18n/areas/cli';
import { CHROMIUM_ARGS, describeBrowser, resolveBrowser } from './browser';

/** Page margins: the footer with page numbers sits in the bottom one. */
export const MARGIN = { top: '15mm', right: '15mm', bottom: '18mm', left: '15mm' };

export interface ReportJob {
  /** What the page draws: one evaluated scenario, or 2–4 for a comparison report. */
  payload: ReportPayload;
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

/**
 * Footer of every PDF page, scenario name and "page / pages", as CSS page-margin boxes: drawn with
 * the page's own (bundled) fonts, which Chromium's separate headerTemplate/footerTemplate cannot use.
 */
export function footerCss(name: string): string {
  const box = "font-family: 'Noto Sans', 'Noto Sans SC', sans-serif; font-size: 8px; color: #5b6675; vertical-align: middle;";
  return `@page { @bottom-left { content: ${cssString(name)}; ${box} } @bottom-right { content: counter(page) " / " counter(pages); ${box} } }`;
}

function serve(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const rel = path.normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '');
      const file = path.join(dir, rel || 'index.html');
      if (!file.startsWith(dir + path.sep)) {
        res.writeHead(403).end();
        return;
      }
      try {
        const body = await readFile(file);
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

/** report.html open in its own browser context, waiting for what to draw. */
export interface ReportPage {
  /** Draws and prints one job, then closes; returns 0, or 2 when the page failed (reason on stderr). */
  print: (job: ReportJob, io: ReportIo) => Promise<number>;
}

/** A started browser and server for report pages. */
export interface Printer {
  /** Opens report.html; it loads while the caller still evaluates the scenarios. */
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
  if (verbose) io.stderr(`gpuplan report: ${describeBrowser(chrome)}\n`);
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
  try {
    server = await serve(dist);
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
  const url = `http://127.0.0.1:${port}/report.html`;
  return {
    ok: true,
    printer: {
      async page(lang) {
        const context = await browser.newContext(contextOptions(lang));
        const page = await context.newPage();
        // `lang`: the page starts loading that language's fonts while it waits for its payload.
        await page.goto(`${url}?lang=${encodeURIComponent(lang)}`, { waitUntil: 'domcontentloaded' });
        return {
          async print(job, jobIo) {
            try {
              // One round trip: wait for the page's render function, hand it the payload as one JSON
              // string (Playwright's own serialization of the object, value by value, took longer),
              // wait until it is drawn with its fonts, and add the footer for a PDF.
              const drawn = await page.evaluate(drawInPage, { fn: REPORT_RENDER_FUNCTION, text: encodeReportPayload(job.payload), footer: /\.pdf$/i.test(job.output) ? footerCss(job.name) : null });
              if (drawn.state !== '1') {
                jobIo.stderr(`${fillCli(cliMessages(job.payload.lang).reportPageFailed, { text: drawn.text })}\n`);
                return 2;
              }
              if (/\.pdf$/i.test(job.output)) {
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
      const page = (i === 0 ? await first : null) ?? (await opened.printer.page(job.payload.lang));
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

/** The report's author when none is given: the login name, if the system has one. */
export function safeUserName(): string | undefined {
  try {
    return userInfo().username || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs in the page: waits (at most 30 s) for report.html's render function, calls it with the
 * payload's text, waits for <html data-report-ready> ("1" once drawn with its fonts, "error"), then
 * adds `footer` as a stylesheet. Returns that state and, unless drawn, the page's text (the reason).
 */
async function drawInPage({ fn, text, footer }: { fn: string; text: string; footer: string | null }): Promise<{ state: string; text: string }> {
  const scope = window as unknown as Record<string, unknown>;
  const until = async (ok: () => boolean, what: string) => {
    const deadline = performance.now() + 30_000;
    while (!ok()) {
      if (performance.now() > deadline) throw new Error(`the report page did not ${what} within 30 s`);
      await new Promise((next) => requestAnimationFrame(next));
    }
  };
  await until(() => typeof scope[fn] === 'function', 'load');
  (scope[fn] as (payload: string) => void)(text);
  await until(() => document.documentElement.dataset.reportReady !== undefined, 'draw the report');
  const state = document.documentElement.dataset.reportReady ?? '';
  if (state !== '1') return { state, text: document.body.innerText };
  if (footer !== null) {
    const style = document.createElement('style');
    style.textContent = footer;
    document.head.append(style);
  }
  return { state, text: '' };
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
