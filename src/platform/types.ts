import type {
  AppInfo,
  ExportPdfRequest,
  ExportPdfResult,
  MenuCommand,
  OpenFilesResult,
  SaveFileResult,
} from '../../electron/ipc';

export type { AppInfo, ExportPdfRequest, ExportPdfResult, MenuCommand, OpenFilesResult, SaveFileResult };

// What the renderer may ask of its host. Electron and a plain browser each implement it, so
// the rest of src/ never checks which one it runs in.
export interface Platform {
  kind: 'electron' | 'web';
  getAppInfo(): Promise<AppInfo>;
  openScenarioFiles(): Promise<OpenFilesResult>;
  saveScenarioFile(name: string, content: string): Promise<SaveFileResult>;
  /** One JSON file: a database backup or catalogue overrides (read whole; up to 256 MB in Electron). */
  openJsonFile(): Promise<OpenFilesResult>;
  saveJsonFile(name: string, content: string): Promise<SaveFileResult>;
  /** An Excel workbook (.xlsx bytes): a save dialog in Electron, a download in a browser. */
  saveWorkbookFile(name: string, content: Uint8Array): Promise<SaveFileResult>;
  /**
   * The shown report as a PDF. Electron prints the window; a browser sends `content` (the report's
   * scenario files) to the local server's PDF maker and downloads the file, or, with no server,
   * opens the print dialog (`via: 'print-dialog'`).
   */
  exportPdf(request: ExportPdfRequest, content?: PdfContent): Promise<ExportPdfResult>;
  openLink(url: string): Promise<boolean>;
  /** Menu commands (Electron menu, or the same shortcuts in a browser). Returns an unsubscribe. */
  onMenuCommand(callback: (command: MenuCommand) => void): () => void;
}

/** What a browser needs to print the shown report without the window: its scenario files. */
export interface PdfContent {
  /** Each scenario's file text (1 for a scenario's report, 2–4 for a comparison). */
  documents: string[];
  lang: 'en' | 'zh-CN';
  summary: boolean;
  /** The negotiation brief alone (`gpuplan report --brief`), one page per provider. */
  brief?: boolean;
}
