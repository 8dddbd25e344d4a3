// Serves the built renderer (dist/) with `vite preview` on a free 127.0.0.1 port for the e2e
// tests, and stops it afterwards. `npm test` builds first; a missing dist/ is built once here.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { describeBrowser } from '../../cli/browser';
import { testBrowser } from './browser';
import { startPreview, VITE } from './preview-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const ROOT = resolve(import.meta.dirname, '../..');

let server: ChildProcess | null = null;

export async function setup(project: TestProject): Promise<void> {
  // Which browser the suite runs in (and, for the bundled one, unpacked once before the tests).
  console.log(`e2e ${describeBrowser(await testBrowser())}`);
  if (!existsSync(resolve(ROOT, 'dist/index.html'))) {
    const build = spawnSync(VITE, ['build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed; the e2e tests need dist/');
  }
  const { url, child } = await startPreview();
  server = child;
  project.provide('baseURL', url);
}

export async function teardown(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
