// Debian's Chromium driven by playwright-core (never `playwright install`: no browser downloads).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// A browser with throwaway contexts (each newContext() starts with empty storage).
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface PersistentBrowser {
  context: BrowserContext;
  userDataDir: string;
  close(): Promise<void>;
}

// One context on a fresh profile directory, for tests that need storage to survive a relaunch.
export async function launchPersistentBrowser(options: BrowserContextOptions = {}): Promise<PersistentBrowser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'gpuplan-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...options,
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  return {
    context,
    userDataDir,
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
