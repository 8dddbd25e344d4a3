import { describe, expect, it, vi } from 'vitest';
import { guardWebContents } from '../../electron/web-contents-guard';
import { createFakeWebContents } from './fake-web-contents';

function setup() {
  const contents = createFakeWebContents();
  const openExternal = vi.fn(async (_url: string) => undefined);
  guardWebContents(contents, openExternal);
  return { contents, openExternal };
}

describe('guardWebContents', () => {
  it('prevents every navigation, including to our own origin', () => {
    const { contents } = setup();
    for (const url of ['app://gpuplan/index.html', 'https://evil.example/', 'file:///etc/passwd', 'javascript:alert(1)']) {
      expect(contents.emit('will-navigate', url).defaultPrevented).toBe(true);
    }
  });

  it('sends http(s) navigations to the system browser and nothing else', async () => {
    const { contents, openExternal } = setup();
    contents.emit('will-navigate', 'https://www.nvidia.com/');
    contents.emit('will-navigate', 'file:///etc/passwd');
    contents.emit('will-navigate', 'app://gpuplan/other.html');
    await Promise.resolve();
    expect(openExternal.mock.calls).toEqual([['https://www.nvidia.com/']]);
  });

  it('prevents redirects and <webview> attachment', () => {
    const { contents, openExternal } = setup();
    expect(contents.emit('will-redirect', 'https://example.com/').defaultPrevented).toBe(true);
    expect(contents.emit('will-attach-webview', {}, {}).defaultPrevented).toBe(true);
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('denies every new window and opens only allowed links externally', () => {
    const { contents, openExternal } = setup();
    expect(contents.openWindow('https://example.com/docs')).toEqual({ action: 'deny' });
    expect(contents.openWindow('app://gpuplan/index.html')).toEqual({ action: 'deny' });
    expect(contents.openWindow('javascript:alert(1)')).toEqual({ action: 'deny' });
    expect(contents.openWindow('smb://host/share')).toEqual({ action: 'deny' });
    expect(openExternal.mock.calls).toEqual([['https://example.com/docs']]);
  });

  it('swallows a failing system browser instead of crashing main', async () => {
    const contents = createFakeWebContents();
    const openExternal = vi.fn(async () => {
      throw new Error('no browser');
    });
    guardWebContents(contents, openExternal);
    expect(contents.openWindow('https://example.com')).toEqual({ action: 'deny' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(openExternal).toHaveBeenCalledTimes(1);
  });
});
