// Chromium driven by playwright-core (never `playwright install`: no browser downloads). Which
// one: cli/browser.ts decides, as for `gpuplan report` ($GPUPLAN_CHROMIUM, an installed
// Chromium/Chrome, else the one bundled with `npm install`).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type LaunchOptions } from 'playwright-core';
import { CHROMIUM_ARGS, resolveBrowser, type ResolvedBrowser } from '../../cli/browser';

let resolved: Promise<ResolvedBrowser> | null = null;

/** The browser the tests use (resolved once per process). */
export function testBrowser(): Promise<ResolvedBrowser> {
  resolved ??= resolveBrowser().then((b) => {
    if (!b.ok) throw new Error(b.message.en);
    return b;
  });
  return resolved;
}

async function launchOptions(): Promise<LaunchOptions> {
  const b = await testBrowser();
  return { executablePath: b.executablePath, env: b.env ? { ...process.env, ...b.env } : undefined, args: CHROMIUM_ARGS, headless: true };
}

// A browser with throwaway contexts (each newContext() starts with empty storage).
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(await launchOptions());
}

export interface PersistentBrowser {
  context: BrowserContext;
  userDataDir: string;
  close(): Promise<void>;
}

// One context on a fresh profile directory, for tests that need storage to survive a relaunch.
export async function launchPersistentBrowser(options: BrowserContextOptions = {}): Promise<PersistentBrowser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'gpuplan-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, { ...options, ...(await launchOptions()) });
  return {
    context,
    userDataDir,
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
