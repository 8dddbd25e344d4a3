// `vite preview` of a built renderer on a free 127.0.0.1 port: the e2e tests serve dist/ with it
// (global-setup.ts), and scripts/ab-edit.ts serves two builds side by side.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
export const VITE = resolve(ROOT, 'node_modules/.bin/vite');

export interface PreviewServer {
  url: string;
  child: ChildProcess;
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

/** Serves `outDir` (default dist/) and resolves once it answers; its output is kept for the error. */
export async function startPreview(outDir?: string): Promise<PreviewServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const args = ['preview', ...(outDir ? ['--outDir', resolve(outDir)] : []), '--host', '127.0.0.1', '--port', String(port), '--strictPort'];
  const child = spawn(VITE, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilServing(url, child, () => output);
  return { url, child };
}
