// Serves the built renderer (dist/) with `vite preview` on a free 127.0.0.1 port for the e2e
// tests, and stops it afterwards. `npm test` builds first; a missing dist/ is built once here.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { describeBrowser } from '../../cli/browser';
import { testBrowser } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const ROOT = resolve(import.meta.dirname, '../..');
const VITE = resolve(ROOT, 'node_modules/.bin/vite');

let server: ChildProcess | null = null;

export async function setup(project: TestProject): Promise<void> {
  // Which browser the suite runs in (and, for the bundled one, unpacked once before the tests).
  console.log(`e2e ${describeBrowser(await testBrowser())}`);
  if (!existsSync(resolve(ROOT, 'dist/index.html'))) {
    const build = spawnSync(VITE, ['build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed; the e2e tests need dist/');
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const child = spawn(VITE, ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilServing(url, child, () => output);
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

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? done(port) : fail(new Error('no free port'))));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 150));
  }
  child.kill('SIGKILL');
  throw new Error(`vite preview did not answer at ${url} within 30 s:\n${output()}`);
}
