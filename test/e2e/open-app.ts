// Opens the built app in a fresh browser context at the size the screenshots are checked at
// (1440×900), with every console error, uncaught exception and CSP violation recorded, and waits
// for the first screen's heading.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { watchProblems, type PageProblems } from './page-problems';

export const VIEWPORT = { width: 1440, height: 900 };

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
  await page.goto(baseURL);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { context, page, problems };
}
