import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  APP_SCHEME_REGISTRATION,
  createAppProtocolHandler,
  mimeTypeFor,
  resolveAppPath,
} from '../../electron/app-protocol';
import { CONTENT_SECURITY_POLICY } from '../../electron/csp';

const root = path.resolve('/opt/gpuplan/dist');

describe('resolveAppPath', () => {
  it.each([
    ['app://gpuplan/index.html', 'index.html'],
    ['app://gpuplan/', 'index.html'],
    ['app://gpuplan', 'index.html'],
    ['app://GPUPLAN/index.html', 'index.html'],
    ['app://gpuplan/assets/index-Bx1z.js?v=3#x', 'assets/index-Bx1z.js'],
    ['app://gpuplan/assets/noto%20sans.woff2', 'assets/noto sans.woff2'],
    ['app://gpuplan/scenarios/42', 'index.html'], // client-side route reload
  ])('maps %s to %s', (url, relative) => {
    expect(resolveAppPath(root, url)).toEqual({ ok: true, filePath: path.join(root, relative) });
  });

  it.each([
    'app://gpuplan/../etc/passwd',
    'app://gpuplan/assets/../../etc/passwd',
    'app://gpuplan/%2e%2e/etc/passwd',
    'app://gpuplan/%2E%2E/%2E%2E/etc/passwd',
    'app://gpuplan/.%2e/secret',
    'app://gpuplan/assets%2f..%2f..%2fsecret.js',
    'app://gpuplan/..%5c..%5csecret.js',
    'app://gpuplan/assets\\..\\secret.js',
    'app://gpuplan/%5cserver%5cshare.js',
    'app://gpuplan//etc/passwd',
    'app://gpuplan/C:/Windows/win.ini',
    'app://gpuplan/index.html%00.png',
    'app://gpuplan/./index.html',
  ])('refuses %s with 403', (url) => {
    expect(resolveAppPath(root, url)).toEqual({ ok: false, status: 403 });
  });

  it('answers 404 for other hosts and 400 for malformed URLs', () => {
    expect(resolveAppPath(root, 'app://other/index.html')).toEqual({ ok: false, status: 404 });
    expect(resolveAppPath(root, 'https://gpuplan/index.html')).toEqual({ ok: false, status: 400 });
    expect(resolveAppPath(root, 'app://gpuplan/bad%E0%A4%A.js')).toEqual({ ok: false, status: 400 });
  });
});

describe('mimeTypeFor', () => {
  it('gives browsers the types module scripts, styles, fonts and wasm need', () => {
    expect(mimeTypeFor('a/index.html')).toBe('text/html; charset=utf-8');
    expect(mimeTypeFor('a/x.JS')).toBe('text/javascript; charset=utf-8');
    expect(mimeTypeFor('a/x.css')).toBe('text/css; charset=utf-8');
    expect(mimeTypeFor('a/x.woff2')).toBe('font/woff2');
    expect(mimeTypeFor('a/x.svg')).toBe('image/svg+xml');
    expect(mimeTypeFor('a/x.wasm')).toBe('application/wasm');
    expect(mimeTypeFor('a/x.unknown')).toBe('application/octet-stream');
  });
});

describe('APP_SCHEME_REGISTRATION', () => {
  it('is a standard secure scheme that other origins cannot read', () => {
    expect(APP_SCHEME_REGISTRATION.scheme).toBe('app');
    expect(APP_SCHEME_REGISTRATION.privileges).toMatchObject({ standard: true, secure: true, supportFetchAPI: true, stream: true });
    expect(APP_SCHEME_REGISTRATION.privileges).not.toHaveProperty('corsEnabled');
    expect(APP_SCHEME_REGISTRATION.privileges).not.toHaveProperty('bypassCSP');
  });
});

describe('createAppProtocolHandler', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gpuplan-proto-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>GPU Plan</title>');
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'secret.txt'), 'outside the root');
  const handle = createAppProtocolHandler(dist, (filePath) => readFile(filePath));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves files with their MIME type and the CSP header', async () => {
    const response = await handle({ url: 'app://gpuplan/assets/app.js', method: 'GET' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('serves index.html for the root', async () => {
    const response = await handle({ url: 'app://gpuplan/', method: 'GET' });
    expect(await response.text()).toContain('<title>GPU Plan</title>');
  });

  it('refuses to leave the root and sets the CSP on errors too', async () => {
    const response = await handle({ url: 'app://gpuplan/%2e%2e/secret.txt', method: 'GET' });
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('outside the root');
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('answers 404 for missing files and folders, 405 for writes', async () => {
    expect((await handle({ url: 'app://gpuplan/missing.js', method: 'GET' })).status).toBe(404);
    expect((await handle({ url: 'app://gpuplan/assets/', method: 'GET' })).status).toBe(404);
    expect((await handle({ url: 'app://gpuplan/index.html', method: 'POST' })).status).toBe(405);
  });
});
