#!/usr/bin/env node
// Bundles the Electron main process and preload into dist-electron/*.cjs (zod and our modules
// inlined, `electron` left to the runtime), so the packaged app needs no node_modules at all.
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node22', // Electron 45 ships Node 22
  external: ['electron'],
  sourcemap: false,
  minify: false, // readable stack traces in user bug reports matter more than a few kB
  legalComments: 'none',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
};

/** Builds main.cjs and preload.cjs into `outdir` (emptied first). */
export async function buildElectron(outdir = path.join(root, 'dist-electron')) {
  await rm(outdir, { recursive: true, force: true });
  await Promise.all([
    build({ ...common, entryPoints: [path.join(root, 'electron/main.ts')], outfile: path.join(outdir, 'main.cjs') }),
    // Sandboxed preloads may only require('electron'): everything else must be bundled in.
    build({ ...common, entryPoints: [path.join(root, 'electron/preload.ts')], outfile: path.join(outdir, 'preload.cjs') }),
  ]);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const t0 = Date.now();
  await buildElectron();
  console.log(`build-electron: dist-electron/main.cjs, dist-electron/preload.cjs (${Date.now() - t0} ms)`);
}
