#!/usr/bin/env node
// `npm run dev`: the Vite dev server on 127.0.0.1, and Electron pointed at it (VITE_DEV_SERVER_URL)
// when the binary is installed; otherwise just the dev server, with the same one-line note.
// The main process is bundled once at start: restart `npm run dev` after editing electron/.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseLaunchMode, devServerArgs, fallbackMessage, findElectronBinary, findFreePort, waitForHttp } from './launch.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const viteBin = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');

function fail(message) {
  console.error(message);
  process.exit(1);
}

const port = await findFreePort(Number(process.env.PORT) || 5173);
const url = `http://127.0.0.1:${port}/`;
const server = spawn(process.execPath, [viteBin, ...devServerArgs(port)], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
let electron = null;
let stopping = false;

function stopAll() {
  stopping = true;
  electron?.kill('SIGTERM');
  server.kill('SIGTERM');
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopAll);
server.on('exit', (code, signal) => {
  electron?.kill('SIGTERM');
  process.exit(stopping || signal || code === 0 ? 0 : (code ?? 1));
});

try {
  await waitForHttp(url);
} catch (error) {
  stopAll();
  fail(`The dev server did not start: ${error instanceof Error ? error.message : error}`);
}

const launch = chooseLaunchMode(findElectronBinary(path.join(root, 'node_modules', 'electron')));
if (launch.mode === 'electron') {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-electron.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    stopAll();
    fail('Electron build failed (see the output above).');
  }
  const env = { ...process.env, VITE_DEV_SERVER_URL: url };
  delete env.ELECTRON_RUN_AS_NODE;
  electron = spawn(launch.binary, [root], { cwd: root, stdio: 'inherit', env });
  electron.on('exit', () => server.kill('SIGTERM'));
  console.log(`Dev server at ${url}; Electron is loading it.`);
} else {
  console.log(fallbackMessage(url));
}
