// The renderer shell in real Chromium, served by `vite preview` from the built dist/.
import { mkdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import type { PageProblems } from './page-problems';
import { openApp } from './open-app';

const ROOT = resolve(import.meta.dirname, '../..');
const SHOTS = resolve(ROOT, 'test-results');
const baseURL = inject('baseURL');
const VIEWPORT = { width: 1280, height: 860 };

let browser: Browser;
let packageVersion: string;

beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(SHOTS, { recursive: true });
  const pkg: unknown = JSON.parse(await readFile(resolve(ROOT, 'package.json'), 'utf8'));
  packageVersion = String(Reflect.get(Object(pkg), 'version'));
});

afterAll(async () => {
  await browser?.close();
});

async function expectClean(page: Page, problems: PageProblems): Promise<void> {
  expect(problems.messages).toEqual([]);
  expect(await problems.cspViolations(page)).toEqual([]);
}

describe('app shell', () => {
  it('starts in English for an en-US browser, switches to Chinese and remembers it', async () => {
    const { context, page, problems } = await openApp(browser, baseURL, 'en-US', { viewport: VIEWPORT });
    try {
      expect(await page.evaluate(() => navigator.languages)).toEqual(['en-US']);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await page.title()).toBe('GPU Plan');
      await expect.poll(() => page.locator('.sidebar__name').textContent()).toBe('GPU Plan');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Plan GPU clusters and the contracts that pay for them',
      );
      expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
      await expect.poll(() => page.getByTestId('app-version').textContent()).toBe(packageVersion);
      expect(await page.getByText('Web browser').isVisible()).toBe(true);
      await page.screenshot({ path: resolve(SHOTS, 'shell-en.png'), fullPage: true });

      await page.getByLabel('Language').selectOption('zh-CN');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh-CN');
      expect(await page.locator('.sidebar__name').textContent()).toBe('算力规划');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('规划 GPU 集群，以及为其付费的合同');
      expect(await page.title()).toBe('算力规划');

      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
      expect(await page.locator('.sidebar__name').textContent()).toBe('算力规划');
      expect(await page.getByLabel('语言').inputValue()).toBe('zh-CN');
      expect(await page.evaluate(() => localStorage.getItem('gpuplan.language'))).toBe('zh-CN');
      await expect.poll(() => page.getByText('网页浏览器').isVisible()).toBe(true);
      await page.screenshot({ path: resolve(SHOTS, 'shell-zh-CN.png'), fullPage: true });

      await page.getByLabel('语言').selectOption('en');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
      await expectClean(page, problems);
    } finally {
      await context.close();
    }
  });

  it('starts in Chinese for a zh-CN browser without a remembered choice', async () => {
    const { context, page, problems } = await openApp(browser, baseURL, 'zh-CN', { viewport: VIEWPORT });
    try {
      expect(await page.evaluate(() => localStorage.getItem('gpuplan.language'))).toBeNull();
      expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
      expect(await page.locator('.sidebar__name').textContent()).toBe('算力规划');
      expect(await page.getByRole('button', { name: '打开方案文件…' }).isVisible()).toBe(true);
      await expectClean(page, problems);
    } finally {
      await context.close();
    }
  });

  it('answers shortcuts honestly: Ctrl+S without an open scenario and Ctrl+P say what they need (dark theme)', async () => {
    const { context, page, problems } = await openApp(browser, baseURL, 'en-US', { viewport: VIEWPORT, colorScheme: 'dark' });
    try {
      let downloads = 0;
      page.on('download', () => downloads++);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe('rgb(18, 22, 28)');
      await page.keyboard.press('Control+S');
      await expect.poll(() => page.locator('.toast').textContent()).toContain('“Save version” needs an open scenario');
      await page.keyboard.press('Control+P');
      await expect.poll(() => page.locator('.toast').textContent()).toContain('“Export PDF” needs an open scenario');
      await page.screenshot({ path: resolve(SHOTS, 'shell-dark-hint.png'), fullPage: true });
      await page.getByRole('button', { name: 'Dismiss' }).click();
      expect(await page.locator('.toast').count()).toBe(0);
      expect(downloads).toBe(0);
      await expectClean(page, problems);
    } finally {
      await context.close();
    }
  });

  it('reaches every area from the sidebar, the catalogue and settings pages included, in both languages', async () => {
    const { context, page, problems } = await openApp(browser, baseURL, 'en-US', { viewport: VIEWPORT });
    try {
      await page.getByRole('button', { name: /^Catalogue/ }).click();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Catalogue');
      expect(await page.getByRole('button', { name: /^Catalogue/ }).getAttribute('aria-current')).toBe('page');
      await page.getByRole('heading', { name: 'GPU models' }).waitFor();
      await page.getByRole('button', { name: /^Settings/ }).click();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Settings');
      await page.getByRole('button', { name: 'Back up everything…' }).waitFor();
      await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
      await page.getByRole('heading', { name: '设置', level: 1 }).waitFor();
      await page.getByRole('button', { name: /^目录/ }).click();
      await page.getByRole('heading', { name: 'GPU 型号' }).waitFor();
      await page.getByRole('button', { name: /^概览/ }).click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectClean(page, problems);
    } finally {
      await context.close();
    }
  });

  it('enforces the CSP from the meta tag: an injected inline script is refused and reported', async () => {
    const { context, page, problems } = await openApp(browser, baseURL, 'en-US', { viewport: VIEWPORT });
    try {
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__inlineRan = true';
        document.head.append(script);
        return Reflect.get(window, '__inlineRan') === true;
      });
      expect(ran).toBe(false);
      await expect.poll(() => problems.cspViolations(page)).toEqual(['script-src-elem blocked inline']);
      expect(problems.messages.some((m) => /Content Security Policy/.test(m))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
