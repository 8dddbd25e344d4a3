#!/usr/bin/env node
// The `gpuplan` command. Node 20 cannot run TypeScript, and loading the engine's ~1,000 ES modules
// (mathjs alone is most of them) one by one through a TypeScript loader takes seconds. So the CLI
// is bundled into one file with esbuild on first use and again whenever a source file is newer
// than the bundle; no separate build step is needed after `npm ci`.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'cli', 'main.ts');
// One bundle per checkout: git worktrees that share node_modules (a symlink) must not run each other's engine.
const checkout = createHash('sha1').update(root).digest('hex').slice(0, 12);
const bundle = path.join(root, 'node_modules', '.cache', 'gpuplan-cli', checkout, 'gpuplan.mjs');

function newestSource(dir, depth = 0) {
  let newest = 0;
  if (depth > 8 || !existsSync(dir)) return newest;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) newest = Math.max(newest, newestSource(p, depth + 1));
    else if (/\.(ts|tsx|json|mjs)$/.test(e.name)) newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

const sources = Math.max(
  newestSource(path.join(root, 'cli')),
  newestSource(path.join(root, 'models')),
  // The pure renderer modules the CLI shares with the app (display money, input labels, texts).
  ...['src/results', 'src/compare', 'src/editor', 'src/i18n', 'src/format', 'src/store'].map((d) => newestSource(path.join(root, d))),
  statSync(path.join(root, 'package.json')).mtimeMs,
  statSync(fileURLToPath(import.meta.url)).mtimeMs,
);
/** 'mathjs' without its eagerly built default instance (cli/mathjs-lean.mjs). */
const leanMathjs = {
  name: 'lean-mathjs',
  setup(b) {
    b.onResolve({ filter: /^mathjs$/ }, () => ({ path: path.join(root, 'cli', 'mathjs-lean.mjs') }));
  },
};
if (!existsSync(bundle) || statSync(bundle).mtimeMs < sources) {
  // Loaded only to rebuild: importing esbuild costs every command tens of milliseconds.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [entry],
    outfile: bundle,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    // Loaded at run time by `gpuplan report` only (a Chromium driver; not bundled).
    external: ['playwright-core', 'chromium-bidi', 'electron'],
    plugins: [leanMathjs],
    // CommonJS dependencies bundled into ESM need a require().
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  // Written aside and renamed, so a second gpuplan started meanwhile never reads half a file.
  mkdirSync(path.dirname(bundle), { recursive: true });
  const tmp = `${bundle}.${process.pid}.tmp`;
  writeFileSync(tmp, result.outputFiles[0].contents);
  renameSync(tmp, bundle);
}
// The checkout the command belongs to (cli/report.ts finds dist/report.html there, not beside the bundle).
globalThis.__GPUPLAN_CHECKOUT__ = root;
const { main } = await import(pathToFileURL(bundle).href);
process.exitCode = await main(process.argv.slice(2));
