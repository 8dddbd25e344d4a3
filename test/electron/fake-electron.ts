import { EventEmitter } from 'node:events';
import type { BrowserWindowConstructorOptions, MenuItemConstructorOptions } from 'electron';

// A small stand-in for the `electron` module (the binary is not installed here). It records what
// main and preload do with it; tests install it with vi.doMock('electron', () => fake).

type Listener = (...args: never[]) => unknown;

export interface FakeElectronOptions {
  isPackaged?: boolean;
  gotLock?: boolean;
  userData: string;
}

export function createFakeElectron(options: FakeElectronOptions) {
  const log: string[] = [];
  const appEvents = new EventEmitter();
  let markReady: () => void = () => undefined;
  const readyPromise = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  let ready = false;

  const app = {
    isPackaged: options.isPackaged ?? false,
    enableSandbox: () => log.push('app.enableSandbox'),
    requestSingleInstanceLock: () => options.gotLock ?? true,
    quit: () => log.push('app.quit'),
    on(event: string, listener: Listener) {
      appEvents.on(event, listener as (...args: unknown[]) => void);
      return app;
    },
    whenReady: () => readyPromise,
    isReady: () => ready,
    getVersion: () => '0.1.0',
    getPath: (name: string) => (name === 'userData' ? options.userData : `/home/user/${name}`),
    setAppUserModelId: (id: string) => log.push(`app.setAppUserModelId ${id}`),
    showAboutPanel: () => log.push('app.showAboutPanel'),
    setAboutPanelOptions: () => log.push('app.setAboutPanelOptions'),
  };

  const focusedWebContents: { current: unknown } = { current: null };
  const windows: FakeBrowserWindow[] = [];

  class FakeBrowserWindow {
    readonly options: BrowserWindowConstructorOptions;
    readonly events = new EventEmitter();
    readonly sent: Array<[string, unknown]> = [];
    readonly webContents = {
      send: (channel: string, payload: unknown) => this.sent.push([channel, payload]),
      undo: () => log.push('webContents.undo'),
      redo: () => log.push('webContents.redo'),
    };
    loadedUrl: string | null = null;
    focused = 0;
    backgroundColor: string | undefined;
    destroyed = false;

    constructor(windowOptions: BrowserWindowConstructorOptions) {
      this.options = windowOptions;
      this.backgroundColor = windowOptions.backgroundColor;
      windows.push(this);
    }
    static getAllWindows = () => windows.filter((w) => !w.destroyed);
    static getFocusedWindow = () => windows[0] ?? null;
    on(event: string, listener: Listener) {
      this.events.on(event, listener as (...args: unknown[]) => void);
      return this;
    }
    once(event: string, listener: Listener) {
      this.events.once(event, listener as (...args: unknown[]) => void);
      return this;
    }
    async loadURL(url: string) {
      this.loadedUrl = url;
    }
    maximize() {
      log.push('win.maximize');
    }
    isMaximized = () => false;
    isMinimized = () => false;
    isDestroyed = () => this.destroyed;
    restore() {}
    show() {}
    focus() {
      this.focused += 1;
    }
    getNormalBounds = () => ({ x: 1, y: 2, width: 1000, height: 700 });
    setBackgroundColor(color: string) {
      this.backgroundColor = color;
    }
  }

  const handled = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
  const protocolHandlers = new Map<string, (request: { url: string; method: string }) => Promise<Response>>();
  const registeredSchemes: unknown[] = [];
  const permission: { request?: Listener; check?: Listener } = {};
  const menus: MenuItemConstructorOptions[][] = [];
  const exposed = new Map<string, unknown>();
  const rendererEvents = new EventEmitter();
  const invoked: Array<[string, unknown[]]> = [];

  const electron = {
    app,
    BrowserWindow: FakeBrowserWindow,
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => {
        log.push(`protocol.registerSchemesAsPrivileged ready=${ready}`);
        registeredSchemes.push(...schemes);
      },
      handle: (scheme: string, handler: (request: { url: string; method: string }) => Promise<Response>) => {
        protocolHandlers.set(scheme, handler);
      },
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (handler: Listener) => {
          permission.request = handler;
        },
        setPermissionCheckHandler: (handler: Listener) => {
          permission.check = handler;
        },
      },
    },
    ipcMain: {
      handle: (channel: string, handler: (event: unknown, ...args: unknown[]) => unknown) => {
        handled.set(channel, handler);
      },
    },
    Menu: {
      buildFromTemplate: (template: MenuItemConstructorOptions[]) => template,
      setApplicationMenu: (menu: MenuItemConstructorOptions[]) => menus.push(menu),
    },
    nativeTheme: Object.assign(new EventEmitter(), { shouldUseDarkColors: true }),
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1050 } }] },
    shell: {
      openExternal: async (url: string) => {
        log.push(`shell.openExternal ${url}`);
      },
      showItemInFolder: (filePath: string) => log.push(`shell.showItemInFolder ${filePath}`),
    },
    dialog: {
      showOpenDialog: async () => ({ canceled: true, filePaths: [] }),
      showSaveDialog: async () => ({ canceled: true }),
    },
    webContents: { getFocusedWebContents: () => focusedWebContents.current },
    contextBridge: {
      exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api),
    },
    ipcRenderer: {
      invoke: async (channel: string, ...args: unknown[]) => {
        invoked.push([channel, args]);
        return { channel };
      },
      on: (channel: string, listener: Listener) => rendererEvents.on(channel, listener as (...args: unknown[]) => void),
      removeListener: (channel: string, listener: Listener) =>
        rendererEvents.removeListener(channel, listener as (...args: unknown[]) => void),
    },
  };

  return {
    electron,
    log,
    windows,
    handled,
    protocolHandlers,
    registeredSchemes,
    permission,
    menus,
    exposed,
    rendererEvents,
    invoked,
    focusedWebContents,
    emitApp: (event: string, ...args: unknown[]) => appEvents.emit(event, ...args),
    listenerCount: (event: string) => appEvents.listenerCount(event),
    ready() {
      ready = true;
      markReady();
    },
  };
}

export type FakeElectron = ReturnType<typeof createFakeElectron>;
