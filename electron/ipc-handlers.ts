import path from 'node:path';
import {
  IPC,
  type AppInfo,
  type ExportPdfResult,
  type IpcChannel,
  type OpenFilesResult,
  type SaveFileResult,
} from './ipc';
import {
  MAX_BACKUP_BYTES,
  MAX_SCENARIO_BYTES,
  isTrustedSender,
  parsePayload,
  payloadSchemas,
  type SenderFrame,
} from './ipc-validation';
import { readPickedFiles, withSuffix, writeFileAtomic, type FileSystem } from './file-io';
import { openExternalIfAllowed } from './link-policy';

// Every renderer -> main handler, built over injected Electron pieces so tests drive them with
// fakes. Each handler first checks the sender, then parses the payload, then acts.

export const SCENARIO_SUFFIX = '.gpuplan.json';

export interface PdfOptions {
  pageSize: 'A4' | 'Letter';
  printBackground: boolean;
  preferCSSPageSize: boolean;
}

export interface InvokeEvent {
  senderFrame: SenderFrame | null;
  sender: { printToPDF(options: PdfOptions): Promise<Uint8Array> };
}

export interface FileFilter {
  name: string;
  extensions: string[];
}

export interface IpcHandlerDeps {
  allowedOrigins: () => readonly string[];
  appInfo(): AppInfo;
  defaultDirectory(): string;
  /** `multiple`: several files may be picked (scenario import); a backup is one file. */
  showOpenDialog(options: { filters: FileFilter[]; multiple: boolean }): Promise<{ canceled: boolean; filePaths: string[] }>;
  showSaveDialog(options: { defaultPath: string; filters: FileFilter[] }): Promise<{ canceled: boolean; filePath?: string }>;
  fs: FileSystem;
  showItemInFolder(filePath: string): void;
  openExternal(url: string): Promise<void>;
}

export type IpcHandler = (event: InvokeEvent, payload?: unknown) => Promise<unknown>;

const SCENARIO_FILTERS: FileFilter[] = [
  // macOS matches only the last extension, hence 'json' next to the compound one.
  { name: 'GPU Plan scenario', extensions: ['gpuplan.json', 'json'] },
];
const BACKUP_FILTERS: FileFilter[] = [{ name: 'JSON', extensions: ['json'] }];
const PDF_FILTERS: FileFilter[] = [{ name: 'PDF', extensions: ['pdf'] }];
const WORKBOOK_FILTERS: FileFilter[] = [{ name: 'Excel workbook', extensions: ['xlsx'] }];

export function createIpcHandlers(deps: IpcHandlerDeps): Record<IpcChannel, IpcHandler> {
  // Paths the user chose in our save dialogs this session: the only ones reveal-file will show.
  const writtenPaths = new Set<string>();

  function guard<C extends IpcChannel>(channel: C, run: (event: InvokeEvent, payload: unknown) => Promise<unknown>): IpcHandler {
    return async (event, payload) => {
      if (!isTrustedSender(event.senderFrame, deps.allowedOrigins())) {
        throw new Error(`Refused ${channel}: untrusted sender`);
      }
      return run(event, payload);
    };
  }

  async function chooseSavePath(suggestedName: string, suffix: string, filters: FileFilter[]): Promise<string | null> {
    const defaultPath = path.join(deps.defaultDirectory(), withSuffix(suggestedName, suffix));
    const choice = await deps.showSaveDialog({ defaultPath, filters });
    if (choice.canceled || !choice.filePath) return null;
    return choice.filePath;
  }

  return {
    [IPC.appInfo]: guard(IPC.appInfo, async (_event, payload): Promise<AppInfo> => {
      parsePayload(payloadSchemas[IPC.appInfo], payload, IPC.appInfo);
      return deps.appInfo();
    }),

    [IPC.openScenarioFiles]: guard(IPC.openScenarioFiles, async (_event, payload): Promise<OpenFilesResult> => {
      parsePayload(payloadSchemas[IPC.openScenarioFiles], payload, IPC.openScenarioFiles);
      const choice = await deps.showOpenDialog({ filters: SCENARIO_FILTERS, multiple: true });
      if (choice.canceled || choice.filePaths.length === 0) return { canceled: true, files: [] };
      const { files, rejected } = await readPickedFiles(choice.filePaths, deps.fs, MAX_SCENARIO_BYTES);
      return { canceled: false, files, rejected };
    }),

    [IPC.saveScenarioFile]: guard(IPC.saveScenarioFile, async (_event, payload): Promise<SaveFileResult> => {
      const request = parsePayload(payloadSchemas[IPC.saveScenarioFile], payload, IPC.saveScenarioFile);
      const filePath = await chooseSavePath(request.suggestedName, SCENARIO_SUFFIX, SCENARIO_FILTERS);
      if (filePath === null) return { canceled: true };
      await writeFileAtomic(filePath, request.content, deps.fs);
      writtenPaths.add(filePath);
      return { canceled: false, filePath };
    }),

    [IPC.openJsonFile]: guard(IPC.openJsonFile, async (_event, payload): Promise<OpenFilesResult> => {
      parsePayload(payloadSchemas[IPC.openJsonFile], payload, IPC.openJsonFile);
      const choice = await deps.showOpenDialog({ filters: BACKUP_FILTERS, multiple: false });
      if (choice.canceled || choice.filePaths.length === 0) return { canceled: true, files: [] };
      const { files, rejected } = await readPickedFiles(choice.filePaths.slice(0, 1), deps.fs, MAX_BACKUP_BYTES);
      return { canceled: false, files, rejected };
    }),

    [IPC.saveJsonFile]: guard(IPC.saveJsonFile, async (_event, payload): Promise<SaveFileResult> => {
      const request = parsePayload(payloadSchemas[IPC.saveJsonFile], payload, IPC.saveJsonFile);
      const filePath = await chooseSavePath(request.suggestedName, '.json', BACKUP_FILTERS);
      if (filePath === null) return { canceled: true };
      await writeFileAtomic(filePath, request.content, deps.fs);
      writtenPaths.add(filePath);
      return { canceled: false, filePath };
    }),

    [IPC.saveWorkbookFile]: guard(IPC.saveWorkbookFile, async (_event, payload): Promise<SaveFileResult> => {
      const request = parsePayload(payloadSchemas[IPC.saveWorkbookFile], payload, IPC.saveWorkbookFile);
      const filePath = await chooseSavePath(request.suggestedName, '.xlsx', WORKBOOK_FILTERS);
      if (filePath === null) return { canceled: true };
      await writeFileAtomic(filePath, request.content, deps.fs);
      writtenPaths.add(filePath);
      return { canceled: false, filePath };
    }),

    [IPC.exportPdf]: guard(IPC.exportPdf, async (event, payload): Promise<ExportPdfResult> => {
      const request = parsePayload(payloadSchemas[IPC.exportPdf], payload, IPC.exportPdf);
      const filePath = await chooseSavePath(request.suggestedName, '.pdf', PDF_FILTERS);
      if (filePath === null) return { canceled: true };
      const pdf = await event.sender.printToPDF({
        pageSize: request.pageSize,
        printBackground: true,
        preferCSSPageSize: true,
      });
      await writeFileAtomic(filePath, pdf, deps.fs);
      writtenPaths.add(filePath);
      if (request.reveal) deps.showItemInFolder(filePath);
      return { canceled: false, filePath };
    }),

    [IPC.revealFile]: guard(IPC.revealFile, async (_event, payload): Promise<boolean> => {
      const filePath = parsePayload(payloadSchemas[IPC.revealFile], payload, IPC.revealFile);
      if (!writtenPaths.has(filePath)) return false;
      deps.showItemInFolder(filePath);
      return true;
    }),

    [IPC.openExternal]: guard(IPC.openExternal, async (_event, payload): Promise<boolean> => {
      const url = parsePayload(payloadSchemas[IPC.openExternal], payload, IPC.openExternal);
      return openExternalIfAllowed(url, deps.openExternal);
    }),
  };
}
