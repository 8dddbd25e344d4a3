#!/usr/bin/env node
// `npm run test:pack`: proves the packaging config without downloading Electron. Packs
// `--linux dir` against a stand-in electronDist (an `electron` file and a `version` file), then
// reads the produced app.asar and checks it holds the built app and nothing else.
// Needs `npm run build` first.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, readSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ELECTRON_VERSION = '45.5.0';
/** Measured 0.52 MB with the first renderer (dist 0.30 MB + dist-electron 0.21 MB); 15 MB flags a runaway bundle long before users notice. */
const MAX_ASAR_BYTES = 15 * 1024 * 1024;
const REQUIRED = ['/package.json', '/dist/index.html', '/dist-electron/main.cjs', '/dist-electron/preload.cjs'];

/**
 * Reads an asar header. Layout (Chromium Pickle): [u32 4][u32 header pickle size], then the header
 * pickle [u32 payload size][u32 JSON length][JSON]; file data starts after the header pickle.
 */
export function readAsarHeader(asarPath) {
  const fd = openSync(asarPath, 'r');
  try {
    const sizeBuf = Buffer.alloc(8);
    readSync(fd, sizeBuf, 0, 8, 0);
    const headerPickleSize = sizeBuf.readUInt32LE(4);
    const headerBuf = Buffer.alloc(headerPickleSize);
    readSync(fd, headerBuf, 0, headerPickleSize, 8);
    const jsonLength = headerBuf.readUInt32LE(4);
    const header = JSON.parse(headerBuf.toString('utf8', 8, 8 + jsonLength));
    return { header, dataOffset: 8 + headerPickleSize };
  } finally {
    closeSync(fd);
  }
}

/** The bytes of one top-level file in the asar. */
function readAsarFile(asarPath, name) {
  const { header, dataOffset } = readAsarHeader(asarPath);
  const entry = header.files[name];
  const fd = openSync(asarPath, 'r');
  try {
    const out = Buffer.alloc(entry.size);
    readSync(fd, out, 0, entry.size, dataOffset + Number(entry.offset));
    return out;
  } finally {
    closeSync(fd);
  }
}

/** Every file in an asar header as '/dir/file' with its size. */
export function listAsarFiles(header, prefix = '') {
  const files = [];
  for (const [name, entry] of Object.entries(header.files ?? {})) {
    const full = `${prefix}/${name}`;
    if (entry.files) files.push(...listAsarFiles(entry, full));
    else files.push({ path: full, size: Number(entry.size ?? 0), unpacked: Boolean(entry.unpacked) });
  }
  return files;
}

function fail(message) {
  console.error(`pack-check: FAIL ${message}`);
  process.exitCode = 1;
}

/**
 * Strings only the engine or mathjs carry, one per part: mathjs' typed-function and its
 * expression parser, and the price-expression checker (models/expression.ts) that evaluating a
 * scenario compiles prices with.
 */
export const ENGINE_MARKERS = ['typed-function', 'Unexpected type of argument', 'use m for the month, pi or e'];

/**
 * The scripts a built page loads at once: its <script src> and <link rel="modulepreload">, and
 * every chunk those import statically (`from"./x.js"`, `import"./x.js"`), with their sizes. Chunks
 * imported dynamically (`import("./x.js")`) are left out: the page loads them only on demand.
 */
export function pageScripts(distDir, htmlFile) {
  const html = readFileSync(path.join(distDir, htmlFile), 'utf8');
  const queue = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\.\/([^"]+\.js)"/g)].map((m) => m[1]);
  const seen = new Map();
  while (queue.length > 0) {
    const rel = queue.shift();
    if (seen.has(rel)) continue;
    const file = path.join(distDir, rel);
    const code = readFileSync(file, 'utf8');
    seen.set(rel, { file: rel, size: statSync(file).size, code });
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([^"']+\.js)["']/g)) queue.push(path.posix.join(path.posix.dirname(rel), m[1]));
  }
  return [...seen.values()];
}

/** The report page (dist/report.html) must not load the engine: the marker found in each script that carries one. */
export function engineInReport(distDir) {
  const found = [];
  for (const s of pageScripts(distDir, 'report.html')) {
    const marker = ENGINE_MARKERS.find((m) => s.code.includes(m));
    if (marker) found.push({ file: s.file, marker });
  }
  return found;
}

function main() {
  for (const file of ['dist/index.html', 'dist/report.html', 'dist-electron/main.cjs', 'dist-electron/preload.cjs']) {
    if (!existsSync(path.join(root, file))) {
      console.error(`pack-check: ${file} is missing; run \`npm run build\` first.`);
      process.exit(1);
    }
  }
  const reportScripts = pageScripts(path.join(root, 'dist'), 'report.html');
  const reportKb = reportScripts.reduce((sum, s) => sum + s.size, 0) / 1024;
  console.log(`pack-check: report.html loads ${reportScripts.length} scripts, ${reportKb.toFixed(0)} KB`);
  for (const { file, marker } of engineInReport(path.join(root, 'dist'))) {
    fail(`report.html loads the engine: dist/${file} contains "${marker}" (the report draws computed results only; see ARCHITECTURE.md)`);
  }
  const work = mkdtempSync(path.join(tmpdir(), 'gpuplan-pack-'));
  try {
    const electronDist = path.join(work, 'electron-dist');
    const output = path.join(work, 'release');
    mkdirSync(electronDist, { recursive: true });
    writeFileSync(path.join(electronDist, 'electron'), '#!/bin/sh\necho stand-in Electron binary\n', { mode: 0o755 });
    writeFileSync(path.join(electronDist, 'version'), ELECTRON_VERSION);
    // Chromium UI locales, so the electronLanguages filter has something to filter.
    mkdirSync(path.join(electronDist, 'locales'));
    for (const locale of ['en-US', 'zh-CN', 'de', 'fr']) writeFileSync(path.join(electronDist, 'locales', `${locale}.pak`), locale);

    const t0 = Date.now();
    const builder = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules', 'electron-builder', 'cli.js'),
        '--linux',
        'dir',
        '--publish',
        'never',
        `-c.electronDist=${electronDist}`,
        `-c.electronVersion=${ELECTRON_VERSION}`,
        `-c.directories.output=${output}`,
      ],
      { cwd: root, encoding: 'utf8', env: { ...process.env, ELECTRON_BUILDER_OFFLINE: 'true' } },
    );
    const seconds = ((Date.now() - t0) / 1000).toFixed(1);
    if (builder.status !== 0) {
      console.error(builder.stdout, builder.stderr);
      fail(`electron-builder exited with ${builder.status} after ${seconds} s`);
      return;
    }
    const fuseLine = `${builder.stdout}\n${builder.stderr}`.split('\n').find((line) => line.includes('fuses'));

    const asarPath = path.join(output, 'linux-unpacked', 'resources', 'app.asar');
    if (!existsSync(asarPath)) {
      fail(`no app.asar at ${asarPath}`);
      return;
    }
    const asarBytes = statSync(asarPath).size;
    const files = listAsarFiles(readAsarHeader(asarPath).header);
    const paths = files.map((f) => f.path);

    // Cross-check the header reader against @electron/asar when electron-builder brought it along.
    try {
      const asar = createRequire(import.meta.url)('@electron/asar');
      const theirs = asar.listPackage(asarPath, { isPack: false }).map((p) => p.split(path.sep).join('/'));
      const theirFiles = theirs.filter((p) => !asar.statFile(asarPath, p.slice(1)).files);
      if (JSON.stringify([...theirFiles].sort()) !== JSON.stringify([...paths].sort())) {
        fail('our asar header reader and @electron/asar disagree on the file list');
      }
    } catch (error) {
      if (error?.code !== 'MODULE_NOT_FOUND') throw error;
    }

    for (const required of REQUIRED) if (!paths.includes(required)) fail(`app.asar lacks ${required}`);
    const modules = paths.filter((p) => p.split('/').includes('node_modules'));
    if (modules.length) fail(`app.asar contains node_modules (${modules.length} files, e.g. ${modules[0]})`);
    const sources = paths.filter((p) => /\.(ts|tsx|mts|cts)$/.test(p));
    if (sources.length) fail(`app.asar contains TypeScript sources: ${sources.slice(0, 5).join(', ')}`);
    const maps = paths.filter((p) => p.endsWith('.map'));
    if (maps.length) fail(`app.asar contains source maps: ${maps.slice(0, 5).join(', ')}`);
    const unexpected = paths.filter((p) => !(p === '/package.json' || p.startsWith('/dist/') || p.startsWith('/dist-electron/')));
    if (unexpected.length) fail(`app.asar contains files outside the allow-list: ${unexpected.slice(0, 5).join(', ')}`);
    if (files.some((f) => f.unpacked)) fail('some files were left outside app.asar (asarUnpack)');
    if (asarBytes > MAX_ASAR_BYTES) fail(`app.asar is ${(asarBytes / 1e6).toFixed(2)} MB, over ${MAX_ASAR_BYTES / 1e6} MB`);
    const pkg = JSON.parse(readAsarFile(asarPath, 'package.json').toString('utf8'));
    if (pkg.main !== 'dist-electron/main.cjs') fail(`package.json main is ${pkg.main}, not dist-electron/main.cjs`);
    if (pkg.dependencies && Object.keys(pkg.dependencies).length) fail('package.json has runtime dependencies');

    const locales = readdirSync(path.join(output, 'linux-unpacked', 'locales')).sort();
    if (locales.join() !== 'en-US.pak,zh-CN.pak') fail(`Chromium locales not trimmed to en-US, zh-CN: ${locales.join(', ')}`);

    const byTop = {};
    for (const f of files) {
      const top = f.path.split('/')[1];
      byTop[top] = (byTop[top] ?? 0) + f.size;
    }
    const parts = Object.entries(byTop)
      .map(([top, bytes]) => `${top} ${(bytes / 1024).toFixed(0)} kB`)
      .join(', ');
    console.log(
      `pack-check: electron-builder --linux dir in ${seconds} s; app.asar ${(asarBytes / 1e6).toFixed(2)} MB, ` +
        `${files.length} files (${parts}); no node_modules, no .ts, no maps.`,
    );
    if (fuseLine) console.log(`pack-check: ${fuseLine.trim().replace(/^•\s*/, '')}`);
    if (process.exitCode !== 1) console.log('pack-check: ok');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
