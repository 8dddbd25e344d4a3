// The one list of IPC channel names and payload shapes shared by main, preload and renderer.
// Renderer -> main calls go through ipcRenderer.invoke only; main -> renderer menu commands
// arrive on MENU_COMMAND_CHANNEL.

export const IPC = {
  appInfo: 'app:info',
  openScenarioFiles: 'scenario:open-files',
  saveScenarioFile: 'scenario:save-file',
  openJsonFile: 'file:open-json',
  saveJsonFile: 'file:save-json',
  saveWorkbookFile: 'file:save-xlsx',
  exportPdf: 'report:export-pdf',
  revealFile: 'shell:reveal-file',
  openExternal: 'shell:open-external',
} as const;

export type IpcChannel = (typeof IPC)[keyof typeof IPC];

export const MENU_COMMAND_CHANNEL = 'menu:command';

export const MENU_COMMANDS = [
  'new',
  'open',
  'save-version',
  'export-pdf',
  'undo',
  'redo',
  'find',
] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];

export interface AppInfo {
  version: string;
  platform: string;
  electron: string;
}

export interface OpenedFile {
  name: string;
  content: string;
}

export interface OpenFilesResult {
  canceled: boolean;
  files: OpenedFile[];
  /** Picked files that were not read (over the size limit, folders, unreadable). */
  rejected?: RejectedFile[];
}

export interface SaveFileRequest {
  suggestedName: string;
  content: string;
}

export interface SaveFileResult {
  canceled: boolean;
  filePath?: string;
}

/** An Excel workbook (issue 28): the .xlsx bytes the renderer wrote with exceljs. */
export interface SaveWorkbookRequest {
  suggestedName: string;
  content: Uint8Array;
}

export interface ExportPdfRequest {
  suggestedName: string;
  pageSize: 'A4' | 'Letter';
  reveal?: boolean;
}

export interface ExportPdfResult {
  canceled: boolean;
  filePath?: string;
  /** In a browser: downloaded (made by the local server) or left to the print dialog. */
  via?: 'download' | 'print-dialog';
}

export interface RejectedFile {
  name: string;
  reason: 'too-large' | 'not-a-file' | 'unreadable';
}

// shell:reveal-file takes the path string returned by a save/export result and resolves to
// whether it was shown (only files this session saved or exported are revealed).
// shell:open-external takes a URL string and resolves to whether it was opened (http/https only).
