// The renderer's only door to the main process: one namespaced object, invoke calls only.
// Sandboxed preload: bundled to CommonJS by scripts/build-electron.mjs, imports nothing but electron.
import { contextBridge, ipcRenderer } from 'electron';
import {
  IPC,
  MENU_COMMAND_CHANNEL,
  MENU_COMMANDS,
  type AppInfo,
  type ExportPdfRequest,
  type ExportPdfResult,
  type MenuCommand,
  type OpenFilesResult,
  type SaveFileRequest,
  type SaveFileResult,
  type SaveWorkbookRequest,
} from './ipc';

function isMenuCommand(value: unknown): value is MenuCommand {
  return typeof value === 'string' && (MENU_COMMANDS as readonly string[]).includes(value);
}

const api = {
  getAppInfo: (): Promise<AppInfo> => ipcRenderer.invoke(IPC.appInfo),
  openScenarioFiles: (): Promise<OpenFilesResult> => ipcRenderer.invoke(IPC.openScenarioFiles),
  saveScenarioFile: (request: SaveFileRequest): Promise<SaveFileResult> =>
    ipcRenderer.invoke(IPC.saveScenarioFile, request),
  /** One JSON file (a database backup, catalogue overrides), up to 256 MB; saved as <name>.json. */
  openJsonFile: (): Promise<OpenFilesResult> => ipcRenderer.invoke(IPC.openJsonFile),
  saveJsonFile: (request: SaveFileRequest): Promise<SaveFileResult> => ipcRenderer.invoke(IPC.saveJsonFile, request),
  /** An Excel workbook's bytes, saved as <name>.xlsx through the save dialog. */
  saveWorkbookFile: (request: SaveWorkbookRequest): Promise<SaveFileResult> => ipcRenderer.invoke(IPC.saveWorkbookFile, request),
  exportPdf: (request: ExportPdfRequest): Promise<ExportPdfResult> => ipcRenderer.invoke(IPC.exportPdf, request),
  /** Shows a file this session saved or exported in the system file manager; false otherwise. */
  revealFile: (filePath: string): Promise<boolean> => ipcRenderer.invoke(IPC.revealFile, filePath),
  /** Opens an http(s) URL in the system browser; false when refused. */
  openLink: (url: string): Promise<boolean> => ipcRenderer.invoke(IPC.openExternal, url),
  /** Calls `callback` with each menu command; returns the unsubscribe. The IPC event never leaks. */
  onMenuCommand: (callback: (command: MenuCommand) => void): (() => void) => {
    const listener = (_event: unknown, command: unknown): void => {
      if (isMenuCommand(command)) callback(command);
    };
    ipcRenderer.on(MENU_COMMAND_CHANNEL, listener);
    return () => {
      ipcRenderer.removeListener(MENU_COMMAND_CHANNEL, listener);
    };
  },
};

export type GpuplanApi = typeof api;

contextBridge.exposeInMainWorld('gpuplan', api);
