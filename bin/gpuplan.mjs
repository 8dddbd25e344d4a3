#!/usr/bin/env node
// The `gpuplan` command. Node 20 cannot run TypeScript, and loading the engine's ~1,000 ES modules
// (mathjs alone is most of them) one by one through a TypeScript loader takes seconds. So the CLI
// is bundled into one file with esbuild on first use and again whenever a source file is newer
// than the bundle; no separate build step is needed after `npm ci`.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
  // The renderer modules the CLI shares with the app (src/present's figures, labels and texts,
  // src/format, src/i18n, and the report it draws in Node: src/report and the charts it uses), so all of src.
  newestSource(path.join(root, 'src')),
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
    entryPoints: { gpuplan: entry },
    outdir: path.dirname(bundle),
    write: false,
    bundle: true,
    // What a command imports on demand (the engine, the report's drawing, the table formats) goes
    // into chunks of its own: `gpuplan report`'s main thread loads only what starts the browser
    // while its engine thread loads the engine (cli/engine-thread.ts).
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    // Loaded at run time by `gpuplan report` only (a Chromium driver; not bundled).
    // highs: HiGHS's WebAssembly, read from beside its own script (cli/solver.ts).
    external: ['playwright-core', 'chromium-bidi', 'electron', 'highs'],
    // The report components import their stylesheets; the browser gets those from dist/.
    loader: { '.css': 'empty' },
    // React's production build: `gpuplan report` draws the report with react-dom/server, which in
    // its development build checks every element and property as it goes (about twice the time).
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [leanMathjs],
    // CommonJS dependencies bundled into ESM need a require().
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  // Each file is written aside and renamed, the chunks (named by their content) before the entry,
  // so a second gpuplan started meanwhile never reads half a file nor an entry without its chunks.
  const written = new Set();
  for (const file of [...result.outputFiles].sort((a, b) => Number(a.path === bundle) - Number(b.path === bundle))) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    const tmp = `${file.path}.${process.pid}.tmp`;
    writeFileSync(tmp, file.contents);
    renameSync(tmp, file.path);
    written.add(file.path);
  }
  // Chunks of earlier builds go once no command started before this one can still load them.
  const chunks = path.join(path.dirname(bundle), 'chunks');
  for (const name of readdirSync(chunks)) {
    const p = path.join(chunks, name);
    try {
      if (!written.has(p) && statSync(p).mtimeMs < Date.now() - 10 * 60_000) rmSync(p, { force: true });
    } catch {
      // Another gpuplan cleaning up at the same time removed it first.
    }
  }
}
// The checkout the command belongs to (cli/report.ts finds dist/report.html there, not beside the bundle).
globalThis.__GPUPLAN_CHECKOUT__ = root;
const { main } = await import(pathToFileURL(bundle).href);
process.exitCode = await main(process.argv.slice(2));
