// What every end-to-end file does first: one browser for the file (launched before its tests,
// closed after), the built app opened in a fresh context at the size the screenshots are checked
// at (1440×900) with every console error, uncaught exception and CSP violation recorded, and the
// main navigation's buttons.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, FileChooser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';
import { watchProblems, type PageProblems } from './page-problems';

export const VIEWPORT = { width: 1440, height: 900 };

/** Where the screenshots go, for a look (test-results/ at the project root). */
export const SHOTS = resolve(import.meta.dirname, '../../test-results');

export interface AppSession {
  /** The file's browser (inside a test or hook: it is launched in the file's beforeAll). */
  readonly browser: Browser;
  /** The built app served by the global setup (vite preview). */
  readonly baseURL: string;
}

/** Registers the calling file's beforeAll/afterAll: launch the browser (and make SHOTS), close it. */
export function appSession(): AppSession {
  let browser: Browser | null = null;
  beforeAll(async () => {
    browser = await launchBrowser();
    await mkdir(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  const baseURL = inject('baseURL');
  return {
    get browser(): Browser {
      if (!browser) throw new Error('the browser is launched in beforeAll: use it inside a test or hook');
      return browser;
    },
    baseURL,
  };
}

export interface OpenApp {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
}

export async function openApp(
  browser: Browser,
  baseURL: string,
  locale = 'en-US',
  options: BrowserContextOptions = {},
): Promise<OpenApp> {
  const context = await browser.newContext({ locale, viewport: VIEWPORT, ...options });
  const problems = await watchProblems(context);
  const page = await context.newPage();
  // File choosers are intercepted from the page's start. Playwright turns interception on when the
  // first 'filechooser' listener is added, without waiting for the browser to confirm it: a listener
  // added just before a key press (Ctrl+O) can lose that race on a busy machine, and the chooser then
  // opens unintercepted and the test never sees it (CI failed twice so).
  page.on('filechooser', () => undefined);
  await page.goto(baseURL);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { context, page, problems };
}

/** A button of the main navigation (sidebar), in either language. */
export function nav(page: Page, name: RegExp): Locator {
  return page.getByRole('navigation', { name: /Main navigation|主导航/ }).getByRole('button', { name });
}

/**
 * Imports scenario files from the list's Import… button (the shortcut, Ctrl+O, has its own test in
 * workspace.e2e). A click, not a key press: Playwright waits for the button to take it, and the
 * chooser opens in the click's own task. (The page intercepts choosers from its start: see openApp.)
 */
export async function importFile(page: Page, files: Parameters<FileChooser['setFiles']>[0]): Promise<void> {
  const button = page.getByRole('button', { name: /^(Import…|导入…)$/ });
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(files);
}

/**
 * A screenshot for a look (test-results/), not an assertion: the steps after it check the page. On
 * a busy machine Playwright's wait for a frame and the fonts can outlast its 30 s default (CI stopped
 * once at the fleet plan editor's screenshot; the error itself was cut from its log): it gets 45 s,
 * and if even that runs out the test goes on and says so on stderr instead of failing.
 */
export async function lookShot(page: Page, path: string): Promise<void> {
  try {
    await page.screenshot({ path, timeout: 45_000 });
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error;
    console.warn(`screenshot ${path} not taken: ${error.message.split('\n')[0]}`);
  }
}
