import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { APP_SCHEME_REGISTRATION } from '../../electron/app-protocol';
import { IPC, MENU_COMMAND_CHANNEL } from '../../electron/ipc';
import { createFakeElectron, type FakeElectronOptions } from './fake-electron';
import { createFakeWebContents } from './fake-web-contents';

// Loads electron/main.ts against the fake `electron` module and checks the wiring.

const userData = mkdtempSync(path.join(tmpdir(), 'gpuplan-main-'));
afterAll(() => rmSync(userData, { recursive: true, force: true }));
afterEach(() => {
  vi.doUnmock('electron');
  vi.unstubAllEnvs();
});

async function startMain(options: Partial<FakeElectronOptions> = {}, { ready = true } = {}) {
  const fake = createFakeElectron({ userData, ...options });
  vi.resetModules();
  vi.doMock('electron', () => fake.electron);
  await import('../../electron/main');
  if (ready) {
    fake.ready();
    await vi.waitFor(() => expect(fake.windows[0]?.loadedUrl).toBeTruthy());
  }
  return fake;
}

const trusted = { senderFrame: { url: 'app://gpuplan/index.html', parent: null }, sender: {} };

describe('electron/main', () => {
  it('registers the privileged app:// scheme and enables the sandbox before ready', async () => {
    const fake = await startMain({}, { ready: false });
    expect(fake.registeredSchemes).toEqual([APP_SCHEME_REGISTRATION]);
    expect(fake.log).toContain('protocol.registerSchemesAsPrivileged ready=false');
    expect(fake.log).toContain('app.enableSandbox');
    expect(fake.windows).toHaveLength(0);
  });

  it('quits when another instance holds the lock, and focuses the window on a second launch', async () => {
    const second = await startMain({ gotLock: false }, { ready: false });
    expect(second.log).toContain('app.quit');
    expect(second.listenerCount('web-contents-created')).toBe(0);

    const first = await startMain();
    first.emitApp('second-instance');
    expect(first.windows[0].focused).toBe(1);
  });

  it('opens one hardened window on app://gpuplan/index.html', async () => {
    const fake = await startMain();
    expect(fake.windows).toHaveLength(1);
    const win = fake.windows[0];
    expect(win.loadedUrl).toBe('app://gpuplan/index.html');
    expect(win.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true });
    expect(path.basename(win.options.webPreferences?.preload ?? '')).toBe('preload.cjs');
    expect(win.backgroundColor).toBe('#14161a'); // fake nativeTheme is dark
  });

  it('saves the window bounds to userData when the window closes', async () => {
    const fake = await startMain();
    fake.windows[0].events.emit('close');
    const saved = JSON.parse(readFileSync(path.join(userData, 'window-state.json'), 'utf8'));
    expect(saved).toEqual({ x: 1, y: 2, width: 1000, height: 700, isMaximized: false });
  });

  it('serves app:// through the traversal-checked handler', async () => {
    const fake = await startMain();
    const handler = fake.protocolHandlers.get('app');
    if (!handler) throw new Error('app:// not handled');
    const response = await handler({ url: 'app://gpuplan/%2e%2e/package.json', method: 'GET' });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('guards every web contents created and denies permissions', async () => {
    const fake = await startMain();
    const contents = createFakeWebContents();
    fake.emitApp('web-contents-created', {}, contents);
    expect(contents.emit('will-navigate', 'https://evil.example/').defaultPrevented).toBe(true);
    expect(contents.openWindow('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(contents.openWindow('https://example.com/spec')).toEqual({ action: 'deny' });
    // The blocked https navigation and the denied https window both go to the system browser; file: never does.
    await vi.waitFor(() =>
      expect(fake.log.filter((l) => l.startsWith('shell.openExternal'))).toEqual([
        'shell.openExternal https://evil.example/',
        'shell.openExternal https://example.com/spec',
      ]),
    );
    const answers: boolean[] = [];
    const request = fake.permission.request as unknown as (...args: unknown[]) => void;
    request({}, 'media', (granted: boolean) => answers.push(granted), { requestingUrl: 'app://gpuplan/index.html' });
    expect(answers).toEqual([false]);
  });

  it('registers a validated handler for every IPC channel', async () => {
    const fake = await startMain();
    expect([...fake.handled.keys()].sort()).toEqual(Object.values(IPC).sort());
    const appInfo = fake.handled.get(IPC.appInfo);
    expect(await appInfo?.(trusted)).toMatchObject({ version: '0.1.0', platform: process.platform });
    const foreign = { ...trusted, senderFrame: { url: 'http://127.0.0.1:5173/', parent: null } };
    await expect(Promise.resolve(appInfo?.(foreign))).rejects.toThrow(/untrusted/);
  });

  it('sends menu commands to the window', async () => {
    const fake = await startMain();
    const template = fake.menus[0];
    const file = template.find((m) => m.label === 'File');
    const items = Array.isArray(file?.submenu) ? (file.submenu as MenuItemConstructorOptions[]) : [];
    items.find((i) => i.label === 'Export PDF…')?.click?.({} as never, undefined, {} as never);
    expect(fake.windows[0].sent).toEqual([[MENU_COMMAND_CHANNEL, 'export-pdf']]);
  });

  it('loads the dev server and trusts its origin only when unpackaged', async () => {
    vi.stubEnv('VITE_DEV_SERVER_URL', 'http://127.0.0.1:5173');
    const dev = await startMain({ isPackaged: false });
    expect(dev.windows[0].loadedUrl).toBe('http://127.0.0.1:5173/');
    const devSender = { ...trusted, senderFrame: { url: 'http://127.0.0.1:5173/', parent: null } };
    expect(await dev.handled.get(IPC.appInfo)?.(devSender)).toMatchObject({ version: '0.1.0' });

    const packaged = await startMain({ isPackaged: true });
    expect(packaged.windows[0].loadedUrl).toBe('app://gpuplan/index.html');
    await expect(Promise.resolve(packaged.handled.get(IPC.appInfo)?.(devSender))).rejects.toThrow(/untrusted/);
    const view = packaged.menus[0].find((m) => m.label === 'View');
    const roles = Array.isArray(view?.submenu) ? view.submenu.map((i: MenuItemConstructorOptions) => i.role) : [];
    expect(roles).not.toContain('toggleDevTools');
  });
});
