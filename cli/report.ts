// `gpuplan report FILE -o OUT.pdf|OUT.html`: renders the app's report page (dist/report.html,
// the same React charts as the workspace) in Chromium through playwright-core, then prints it to
// PDF or saves the rendered DOM as one self-contained HTML file (inline CSS and SVG, no scripts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Lang, PageSize } from './args';

import { CHROMIUM_ARGS, describeBrowser, resolveBrowser } from './browser';

/** Page margins: the footer with page numbers sits in the bottom one. */
const MARGIN = { top: '15mm', right: '15mm', bottom: '18mm', left: '15mm' };

export interface ReportJob {
  /** One scenario file's text, or 2–4 for a comparison report. */
  texts: string[];
  name: string;
  output: string;
  lang: Lang;
  pageSize: PageSize;
  author?: string;
  /** Say on stderr which browser printed the report. */
  verbose?: boolean;
}

export interface ReportIo {
  stderr: (s: string) => void;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** The repository root: the nearest folder above this module (or its bundle) with src/report.html. */
export function findRoot(start = path.dirname(fileURLToPath(import.meta.url))): string | null {
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

/** Writes the report; returns the exit status (0, 2 when Chromium or the app build is missing). */
export async function writeReport(job: ReportJob, io: ReportIo): Promise<number> {
  const chrome = await resolveBrowser();
  if (!chrome.ok) {
    io.stderr(`${chrome.message[job.lang]}\n`);
    return 2;
  }
  if (job.verbose) io.stderr(`gpuplan report: ${describeBrowser(chrome)}\n`);
  const root = findRoot();
  if (!root) {
    io.stderr('gpuplan report: cannot find the app sources (src/report.html)\n');
    return 1;
  }
  const dist = path.join(root, 'dist');
  if (!existsSync(path.join(dist, 'report.html'))) {
    io.stderr('gpuplan report: building the app once (vite build)…\n');
    const built = spawnSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0 || !existsSync(path.join(dist, 'report.html'))) {
      io.stderr('gpuplan report: vite build failed\n');
      return 1;
    }
  }
  let chromium: typeof import('playwright-core').chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    io.stderr('gpuplan report needs the playwright-core package: run `npm install playwright-core`\n');
    return 2;
  }
  const server = await serve(dist);
  const browser = await chromium.launch({
    executablePath: chrome.executablePath,
    env: chrome.env ? { ...process.env, ...chrome.env } : undefined,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const context = await browser.newContext({ colorScheme: 'light', locale: job.lang, viewport: { width: 800, height: 1100 } });
    const page = await context.newPage();
    const payload = { text: job.texts[0], texts: job.texts.length > 1 ? job.texts : undefined, lang: job.lang, author: job.author ?? safeUserName(), date: new Date().toISOString() };
    await page.addInitScript((p) => {
      (window as unknown as { __GPUPLAN_REPORT__: unknown }).__GPUPLAN_REPORT__ = p;
    }, payload);
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/report.html`);
    await page.waitForFunction(() => document.documentElement.dataset.reportReady !== undefined, undefined, { timeout: 30_000 });
    const state = await page.evaluate(() => document.documentElement.dataset.reportReady);
    if (state !== '1') {
      io.stderr(`gpuplan report: the report page failed: ${await page.evaluate(() => document.body.innerText)}\n`);
      return 2;
    }
    if (/\.pdf$/i.test(job.output)) {
      await page.addStyleTag({ content: footerCss(job.name) });
      await page.pdf({
        path: job.output,
        format: job.pageSize,
        printBackground: true,
        preferCSSPageSize: true,
        margin: MARGIN,
      });
    } else {
      await writeFile(job.output, await page.evaluate(selfContainedHtml), 'utf8');
    }
    return 0;
  } finally {
    await browser.close();
    server.close();
  }
}

function safeUserName(): string | undefined {
  try {
    return userInfo().username || undefined;
  } catch {
    return undefined;
  }
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
