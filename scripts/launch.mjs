// How `npm start` / `npm run dev` run the app: in Electron when its binary is installed,
// otherwise in the user's browser from a local server. Pure decisions plus two small helpers;
// scripts/start.mjs and scripts/dev.mjs do the spawning.
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * Path of the Electron executable, or null when it is not installed. Mirrors what
 * node_modules/electron/index.js resolves, without its side effect: requiring that module when
 * the binary is missing starts a download (and fails offline with "Electron failed to install
 * correctly").
 */
export function findElectronBinary(electronDir, env = process.env, fs = { existsSync, readFileSync }) {
  const pathFile = path.join(electronDir, 'path.txt');
  const relative = fs.existsSync(pathFile) ? String(fs.readFileSync(pathFile, 'utf8')).trim() : '';
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  const candidate = override
    ? path.join(override, relative || 'electron')
    : relative
      ? path.join(electronDir, 'dist', relative)
      : null;
  return candidate !== null && fs.existsSync(candidate) ? candidate : null;
}

/** 'electron' with the binary to spawn, or 'browser' (serve dist/ and print the URL). */
export function chooseLaunchMode(electronBinary) {
  return electronBinary ? { mode: 'electron', binary: electronBinary } : { mode: 'browser' };
}

/** The one line printed instead of a stack trace when Electron is missing. */
export function fallbackMessage(url) {
  return (
    'Electron binary not found (npm install does not fetch it: run `npx install-electron` once, with access to github.com). ' +
    `Serving the same app at ${url} — press Ctrl+C to stop.`
  );
}

/** Arguments for `vite preview` serving `outDir` on loopback only. */
export function previewArgs(port, outDir) {
  const args = ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--logLevel', 'warn'];
  return outDir ? [...args, '--outDir', outDir] : args;
}

/** Arguments for the Vite dev server on loopback only. */
export function devServerArgs(port) {
  return ['--host', '127.0.0.1', '--port', String(port), '--strictPort', '--logLevel', 'warn'];
}

/** The first port from `start` that 127.0.0.1 can listen on. */
export async function findFreePort(start, attempts = 50) {
  for (let port = start; port < start + attempts; port += 1) {
    const free = await new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${start}..${start + attempts - 1}`);
}

/** Resolves once `url` answers HTTP (any status); rejects after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 20000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}
