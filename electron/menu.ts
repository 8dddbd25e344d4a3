import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from './ipc';

// The application menu as plain data. App commands (new, open, save version, export PDF, undo,
// redo, find) go to the renderer as MENU_COMMAND_CHANNEL messages; clipboard, zoom and window
// items use Electron roles.
//
// Undo/Redo decision: they send the app command, not role 'undo'/'redo', because the app keeps its
// own scenario history (zundo) that Chromium's edit stack knows nothing about. The renderer
// decides per keystroke: when focus is in an editable text field it runs the native text undo
// (document.execCommand('undo'/'redo')), otherwise it steps the scenario history. Only when no
// app window can receive the command (none open, or a DevTools window has focus) does the item
// fall back to the native edit command of the focused web contents, i.e. what role 'undo' does.

export interface MenuDeps {
  platform: NodeJS.Platform;
  /** Dev tools and reload appear only in development (unpackaged or dev server). */
  isDev: boolean;
  appName: string;
  /** Sends the command to the focused app window; false when there is none to send it to. */
  sendCommand(command: MenuCommand): boolean;
  /** Native undo/redo on whatever web contents has focus (the fallback described above). */
  nativeEdit(action: 'undo' | 'redo'): void;
  showAbout(): void;
}

function command(
  deps: MenuDeps,
  label: string,
  menuCommand: MenuCommand,
  accelerator: string,
): MenuItemConstructorOptions {
  return { label, accelerator, click: () => void deps.sendCommand(menuCommand) };
}

function historyItem(deps: MenuDeps, action: 'undo' | 'redo', label: string, accelerator: string): MenuItemConstructorOptions {
  return {
    label,
    accelerator,
    click: () => {
      if (!deps.sendCommand(action)) deps.nativeEdit(action);
    },
  };
}

export function buildMenuTemplate(deps: MenuDeps): MenuItemConstructorOptions[] {
  const isMac = deps.platform === 'darwin';
  const about: MenuItemConstructorOptions = { label: `About ${deps.appName}`, click: () => deps.showAbout() };

  const appMenu: MenuItemConstructorOptions[] = isMac
    ? [
        {
          label: deps.appName,
          submenu: [
            about,
            { type: 'separator' },
            { role: 'services' },
            { type: 'separator' },
            { role: 'hide' },
            { role: 'hideOthers' },
            { role: 'unhide' },
            { type: 'separator' },
            { role: 'quit' },
          ],
        },
      ]
    : [];

  const fileMenu: MenuItemConstructorOptions = {
    label: 'File',
    submenu: [
      command(deps, 'New', 'new', 'CmdOrCtrl+N'),
      command(deps, 'Open/Import…', 'open', 'CmdOrCtrl+O'),
      { type: 'separator' },
      command(deps, 'Save Version', 'save-version', 'CmdOrCtrl+S'),
      command(deps, 'Export PDF…', 'export-pdf', 'CmdOrCtrl+P'),
      { type: 'separator' },
      // macOS keeps Quit in the app menu; elsewhere it ends the File menu.
      isMac ? { role: 'close' } : { role: 'quit', label: 'Quit', accelerator: 'CmdOrCtrl+Q' },
    ],
  };

  const editMenu: MenuItemConstructorOptions = {
    label: 'Edit',
    submenu: [
      historyItem(deps, 'undo', 'Undo', 'CmdOrCtrl+Z'),
      historyItem(deps, 'redo', 'Redo', 'CmdOrCtrl+Shift+Z'),
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
      { type: 'separator' },
      command(deps, 'Find', 'find', 'CmdOrCtrl+F'),
    ],
  };

  const devItems: MenuItemConstructorOptions[] = deps.isDev
    ? [{ type: 'separator' }, { role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }]
    : [];
  const viewMenu: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
      ...devItems,
    ],
  };

  const windowMenu: MenuItemConstructorOptions[] = isMac ? [{ role: 'windowMenu' }] : [];
  const helpMenu: MenuItemConstructorOptions = { role: 'help', submenu: [about] };

  return [...appMenu, fileMenu, editMenu, viewMenu, ...windowMenu, helpMenu];
}
