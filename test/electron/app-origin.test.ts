import { describe, expect, it } from 'vitest';
import { APP_ENTRY_URL, originOf, resolveDevServerUrl } from '../../electron/app-origin';

describe('originOf', () => {
  it('builds origins for the custom scheme that WHATWG URL reports as "null"', () => {
    expect(new URL(APP_ENTRY_URL).origin).toBe('null');
    expect(originOf(APP_ENTRY_URL)).toBe('app://gpuplan');
    expect(originOf('http://127.0.0.1:5173/src/main.tsx')).toBe('http://127.0.0.1:5173');
  });

  it('has no origin for host-less or credentialed URLs', () => {
    expect(originOf('file:///etc/passwd')).toBeNull();
    expect(originOf('about:blank')).toBeNull();
    expect(originOf('app://a:b@gpuplan/')).toBeNull();
    expect(originOf('::')).toBeNull();
  });
});

describe('resolveDevServerUrl', () => {
  it('uses a loopback http dev server in an unpackaged app', () => {
    expect(resolveDevServerUrl({ VITE_DEV_SERVER_URL: 'http://127.0.0.1:5173' }, false)).toBe('http://127.0.0.1:5173/');
    expect(resolveDevServerUrl({ VITE_DEV_SERVER_URL: 'http://localhost:5173/' }, false)).toBe('http://localhost:5173/');
  });

  it('ignores the variable in a packaged app', () => {
    expect(resolveDevServerUrl({ VITE_DEV_SERVER_URL: 'http://127.0.0.1:5173' }, true)).toBeNull();
  });

  it('ignores remote, non-http and malformed values', () => {
    expect(resolveDevServerUrl({ VITE_DEV_SERVER_URL: 'http://evil.example:5173' }, false)).toBeNull();
    expect(resolveDevServerUrl({ VITE_DEV_SERVER_URL: 'https://127.0.0.1:5173' }, false)).toBeNull();
    expect(resolveDevServerUrl({ VITE_DEV_SERVER_URL: 'file:///tmp/index.html' }, false)).toBeNull();
    expect(resolveDevServerUrl({ VITE_DEV_SERVER_URL: 'nonsense' }, false)).toBeNull();
    expect(resolveDevServerUrl({}, false)).toBeNull();
  });
});
