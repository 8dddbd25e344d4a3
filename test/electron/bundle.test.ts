import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildElectron } from '../../scripts/build-electron.mjs';
import { IPC } from '../../electron/ipc';

// Builds main.cjs/preload.cjs exactly as `npm run build` does and runs them in plain Node with
// `electron` resolved to a recording stand-in: proves the bundles load as CommonJS on their own.

const outdir = mkdtempSync(path.join(tmpdir(), 'gpuplan-bundle-'));
const fakeElectron = path.resolve(__dirname, 'fixtures/fake-electron.cjs');
beforeAll(() => buildElectron(outdir), 20000);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

function runWithFakeElectron(entry: string): Record<string, unknown> {
  const script = `
    const Module = require('node:module');
    const resolve = Module._resolveFilename;
    Module._resolveFilename = function (request, ...rest) {
      return request === 'electron' ? ${JSON.stringify(fakeElectron)} : resolve.call(this, request, ...rest);
    };
    const fake = require('electron');
    require(${JSON.stringify(entry)});
    setTimeout(() => process.stdout.write(JSON.stringify(fake.__record)), 200);
  `;
  const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 15000 });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as Record<string, unknown>;
}

function requires(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]).sort();
}

describe('dist-electron bundles', () => {
  it('preload requires nothing but electron (sandboxed preloads cannot)', () => {
    expect([...new Set(requires(path.join(outdir, 'preload.cjs')))]).toEqual(['electron']);
  });

  it('main requires only electron and Node built-ins (zod is bundled in)', () => {
    const external = [...new Set(requires(path.join(outdir, 'main.cjs')))];
    expect(external.filter((r) => r !== 'electron' && !r.startsWith('node:'))).toEqual([]);
    expect(external).toContain('electron');
  });

  it('main.cjs starts: scheme registered, handlers installed, window on app://', () => {
    const record = runWithFakeElectron(path.join(outdir, 'main.cjs'));
    expect(record).toMatchObject({
      schemes: ['app'],
      protocols: ['app'],
      permissions: 2,
      menu: 1,
      quit: false,
      windows: [{ url: 'app://gpuplan/index.html', sandbox: true, preload: path.join(outdir, 'preload.cjs') }],
    });
    expect((record.handled as string[]).sort()).toEqual(Object.values(IPC).sort());
  });

  it('preload.cjs exposes the gpuplan bridge', () => {
    const record = runWithFakeElectron(path.join(outdir, 'preload.cjs'));
    expect(record.exposed).toEqual({
      key: 'gpuplan',
      methods: ['exportPdf', 'getAppInfo', 'onMenuCommand', 'openJsonFile', 'openLink', 'openScenarioFiles', 'revealFile', 'saveJsonFile', 'saveScenarioFile', 'saveWorkbookFile'],
    });
  });
});
