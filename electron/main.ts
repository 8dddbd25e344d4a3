// Electron main process: wiring only. Every decision lives in a small module that takes its
// dependencies as parameters and is unit-tested without the Electron binary.
import { promises as fsp, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  nativeTheme,
  protocol,
  screen,
  session,
  shell,
  webContents,
  type OpenDialogOptions,
} from 'electron';
import { APP_ENTRY_URL, APP_ORIGIN, APP_SCHEME, originOf, resolveDevServerUrl } from './app-origin';
import { APP_SCHEME_REGISTRATION, createAppProtocolHandler } from './app-protocol';
import { MENU_COMMAND_CHANNEL, type MenuCommand } from './ipc';
import { createIpcHandlers } from './ipc-handlers';
import { buildMenuTemplate } from './menu';
import { openExternalIfAllowed } from './link-policy';
import { installPermissionHandlers } from './permissions';
import { guardWebContents } from './web-contents-guard';
import { createSecureWindow, DARK_BACKGROUND, LIGHT_BACKGROUND } from './window-options';
import { createWindowStateStore } from './window-state';

const APP_ID = 'com.gpuplan.app';
const PRODUCT_NAME = 'GPU Plan';

// Must happen before 'ready'.
protocol.registerSchemesAsPrivileged([APP_SCHEME_REGISTRATION]);
app.enableSandbox();

const devServerUrl = resolveDevServerUrl(process.env, app.isPackaged);
const isDev = !app.isPackaged;
const devOrigin = devServerUrl === null ? null : originOf(devServerUrl);
const allowedOrigins: readonly string[] = devOrigin === null ? [APP_ORIGIN] : [APP_ORIGIN, devOrigin];
const distRoot = path.join(__dirname, '..', 'dist');
const preloadPath = path.join(__dirname, 'preload.cjs');

let mainWindow: BrowserWindow | null = null;

/** The app's only shell.openExternal call, behind the link policy (http and https only). */
async function openInSystemBrowser(url: string): Promise<void> {
  await openExternalIfAllowed(url, (allowedUrl) => shell.openExternal(allowedUrl));
}

function backgroundColor(): string {
  return nativeTheme.shouldUseDarkColors ? DARK_BACKGROUND : LIGHT_BACKGROUND;
}

function focusMainWindow(): void {
  if (!mainWindow || mainWindow.isDestroyed()) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}

function sendMenuCommand(command: MenuCommand): boolean {
  const win = mainWindow;
  if (!win || win.isDestroyed()) return false;
  const focused = webContents.getFocusedWebContents();
  if (focused && focused !== win.webContents) return false; // e.g. detached DevTools
  win.webContents.send(MENU_COMMAND_CHANNEL, command);
  return true;
}

async function createMainWindow(): Promise<void> {
  const stateStore = createWindowStateStore(path.join(app.getPath('userData'), 'window-state.json'), {
    readFile: fsp.readFile,
    // Synchronous on purpose: the save runs on 'close', and the process may exit right after.
    writeFile: async (filePath, data, encoding) => writeFileSync(filePath, data, encoding),
  });
  const state = await stateStore.load(screen.getAllDisplays().map((display) => display.workArea));
  const win = createSecureWindow(BrowserWindow, {
    preloadPath,
    darkMode: nativeTheme.shouldUseDarkColors,
    bounds: { width: state.width, height: state.height, x: state.x, y: state.y },
    title: PRODUCT_NAME,
  });
  mainWindow = win;
  if (state.isMaximized) win.maximize();
  win.once('ready-to-show', () => win.show());
  win.on('close', () => {
    const bounds = win.getNormalBounds();
    void stateStore.save({ ...bounds, isMaximized: win.isMaximized() });
  });
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });
  await win.loadURL(devServerUrl ?? APP_ENTRY_URL);
}

function installIpc(): void {
  const handlers = createIpcHandlers({
    allowedOrigins: () => allowedOrigins,
    appInfo: () => ({ version: app.getVersion(), platform: process.platform, electron: process.versions.electron ?? '' }),
    defaultDirectory: () => app.getPath('documents'),
    showOpenDialog: ({ filters, multiple }) => {
      const options: OpenDialogOptions = { properties: multiple ? ['openFile', 'multiSelections'] : ['openFile'], filters };
      return mainWindow ? dialog.showOpenDialog(mainWindow, options) : dialog.showOpenDialog(options);
    },
    showSaveDialog: (options) =>
      mainWindow ? dialog.showSaveDialog(mainWindow, options) : dialog.showSaveDialog(options),
    fs: fsp,
    showItemInFolder: (filePath) => shell.showItemInFolder(filePath),
    openExternal: openInSystemBrowser,
  });
  for (const [channel, handler] of Object.entries(handlers)) {
    ipcMain.handle(channel, handler);
  }
}

function installMenu(): void {
  const template = buildMenuTemplate({
    platform: process.platform,
    isDev,
    appName: PRODUCT_NAME,
    sendCommand: sendMenuCommand,
    nativeEdit: (action) => {
      const focused = webContents.getFocusedWebContents();
      if (action === 'undo') focused?.undo();
      else focused?.redo();
    },
    showAbout: () => app.showAboutPanel(),
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

async function onReady(): Promise<void> {
  protocol.handle(APP_SCHEME, createAppProtocolHandler(distRoot, (filePath) => fsp.readFile(filePath)));
  installPermissionHandlers(session.defaultSession, allowedOrigins);
  installIpc();
  installMenu();
  app.setAboutPanelOptions({ applicationName: PRODUCT_NAME, applicationVersion: app.getVersion() });
  nativeTheme.on('updated', () => mainWindow?.setBackgroundColor(backgroundColor()));
  await createMainWindow();
}

function start(): void {
  if (process.platform === 'win32') app.setAppUserModelId(APP_ID);
  app.on('second-instance', focusMainWindow);
  // Covers the main window and anything else Chromium creates (DevTools, popups that never open).
  app.on('web-contents-created', (_event, contents) => {
    guardWebContents(contents, openInSystemBrowser);
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (app.isReady() && BrowserWindow.getAllWindows().length === 0) {
      void createMainWindow();
    }
  });
  app.whenReady().then(onReady).catch((error: unknown) => {
    console.error('GPU Plan failed to start:', error);
    app.quit();
  });
}

if (app.requestSingleInstanceLock()) start();
else app.quit();
