import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  chooseLaunchMode,
  fallbackMessage,
  findElectronBinary,
  findFreePort,
  previewArgs,
} from '../../scripts/launch.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'gpuplan-launch-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function electronPackage(name: string, { pathTxt, binary }: { pathTxt?: string; binary?: boolean }): string {
  const pkg = path.join(dir, name, 'node_modules', 'electron');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(path.join(pkg, 'index.js'), 'throw new Error("must not be required")');
  if (pathTxt !== undefined) writeFileSync(path.join(pkg, 'path.txt'), pathTxt);
  if (binary && pathTxt) {
    mkdirSync(path.join(pkg, 'dist'), { recursive: true });
    writeFileSync(path.join(pkg, 'dist', pathTxt), '');
  }
  return pkg;
}

describe('findElectronBinary / chooseLaunchMode', () => {
  it('falls back to the browser when the package has no path.txt (binary never downloaded)', () => {
    const pkg = electronPackage('fresh', {});
    expect(findElectronBinary(pkg, {})).toBeNull();
    expect(chooseLaunchMode(findElectronBinary(pkg, {}))).toEqual({ mode: 'browser' });
  });

  it('falls back to the browser when path.txt names a binary that is missing', () => {
    const pkg = electronPackage('half', { pathTxt: 'electron' });
    expect(chooseLaunchMode(findElectronBinary(pkg, {}))).toEqual({ mode: 'browser' });
  });

  it('runs Electron when the binary exists', () => {
    const pkg = electronPackage('full', { pathTxt: 'electron', binary: true });
    const binary = path.join(pkg, 'dist', 'electron');
    expect(chooseLaunchMode(findElectronBinary(pkg, {}))).toEqual({ mode: 'electron', binary });
  });

  it('honours ELECTRON_OVERRIDE_DIST_PATH like the electron package does', () => {
    const pkg = electronPackage('override', {});
    const custom = path.join(dir, 'custom-dist');
    mkdirSync(custom, { recursive: true });
    expect(findElectronBinary(pkg, { ELECTRON_OVERRIDE_DIST_PATH: custom })).toBeNull();
    writeFileSync(path.join(custom, 'electron'), '');
    expect(findElectronBinary(pkg, { ELECTRON_OVERRIDE_DIST_PATH: custom })).toBe(path.join(custom, 'electron'));
  });

  it('says what happened in one line with the URL', () => {
    const message = fallbackMessage('http://127.0.0.1:4173/');
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toMatch(/^Electron binary not found .*http:\/\/127\.0\.0\.1:4173\/ — press Ctrl\+C to stop\.$/);
  });

  it('serves on loopback only with a fixed port', () => {
    expect(previewArgs(4180)).toEqual(['preview', '--host', '127.0.0.1', '--port', '4180', '--strictPort', '--logLevel', 'warn']);
    expect(previewArgs(4180, '/tmp/out').slice(-2)).toEqual(['--outDir', '/tmp/out']);
  });
});

describe('scripts/start.mjs without the Electron binary', () => {
  it('prints the one-line note, serves the build and stops on SIGTERM', async () => {
    const out = path.join(dir, 'dist');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'index.html'), '<!doctype html><title>start test</title>');
    const port = await findFreePort(4300);
    const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build', '--out-dir', out], {
      cwd: path.resolve(__dirname, '../..'),
      env: { ...process.env, PORT: String(port), ELECTRON_OVERRIDE_DIST_PATH: path.join(dir, 'no-electron-here') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 15000;
      while (!stdout.includes('\n') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const url = `http://127.0.0.1:${port}/`;
      expect(stdout).toBe(`${fallbackMessage(url)}\n`);
      const page = await fetch(url);
      expect(await page.text()).toContain('<title>start test</title>');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(stderr).toBe('');
  });
});
