#!/usr/bin/env node
// `npm start`: build, then run the app in Electron; without the Electron binary (electron@45 has
// no install script: `npx install-electron` fetches it, and requiring the package would try to,
// failing offline with a stack trace), serve the same built app on 127.0.0.1 and say so in one line.
// Options: --no-build (use the existing dist/), --out-dir <dir> (serve another build; tests).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseLaunchMode, fallbackMessage, findElectronBinary, findFreePort, previewArgs, waitForHttp } from './launch.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const viteBin = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const argv = process.argv.slice(2);
const outDirIndex = argv.indexOf('--out-dir');
const outDir = outDirIndex >= 0 ? path.resolve(argv[outDirIndex + 1] ?? '') : undefined;

function fail(message) {
  console.error(message);
  process.exit(1);
}

function runStep(label, args) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) fail(`${label} failed (see the output above).`);
}

if (!argv.includes('--no-build')) {
  runStep('Renderer build (vite build)', [viteBin, 'build']);
  runStep('Electron build (scripts/build-electron.mjs)', [path.join(root, 'scripts', 'build-electron.mjs')]);
}

const launch = chooseLaunchMode(findElectronBinary(path.join(root, 'node_modules', 'electron')));

if (launch.mode === 'electron') {
  const env = { ...process.env };
  delete env.VITE_DEV_SERVER_URL; // `npm start` always runs the built app
  delete env.ELECTRON_RUN_AS_NODE;
  const child = spawn(launch.binary, [root], { cwd: root, stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => fail(`Could not start Electron: ${error.message}`));
  child.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
} else {
  const distDir = outDir ?? path.join(root, 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    fail(`No built app in ${path.relative(root, distDir) || distDir}: run \`npm run build\` first.`);
  }
  const port = await findFreePort(Number(process.env.PORT) || 4173);
  const url = `http://127.0.0.1:${port}/`;
  const server = spawn(process.execPath, [viteBin, ...previewArgs(port, outDir)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let serverErrors = '';
  server.stderr.on('data', (chunk) => {
    serverErrors += chunk;
  });
  let stopping = false;
  server.on('exit', (code, signal) => {
    if (stopping || signal || code === 0) process.exit(0);
    fail(`The preview server stopped (exit ${code}).${serverErrors ? `\n${serverErrors.trim()}` : ''}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopping = true;
      server.kill('SIGTERM');
    });
  }
  try {
    await waitForHttp(url);
  } catch (error) {
    server.kill('SIGTERM');
    fail(`The preview server did not start: ${error instanceof Error ? error.message : error}`);
  }
  console.log(fallbackMessage(url));
}
