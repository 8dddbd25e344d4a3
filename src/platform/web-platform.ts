import { browserDownloadDeps, downloadFile, downloadTextFile, type DownloadDeps } from './web-download';
import { JSON_FILE_ACCEPT, openFilesWithChooser } from './web-open-files';
import { listenForShortcuts } from './web-shortcuts';
import type { PdfContent, Platform } from './types';
import type { ExportPdfRequest, ExportPdfResult } from '../../electron/ipc';
import { APP_VERSION } from './app-version';

export interface WebPlatformDeps {
  window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'print' | 'open'>;
  document: Document;
  download: DownloadDeps;
  version: string;
  platformName: string;
  /** Resolves when web fonts are ready, so a printed page never shows fallback glyphs. */
  fontsReady: () => Promise<unknown>;
  /** The local server's PDF maker (scripts/pdf-service.mjs); absent: the print dialog only. */
  fetch?: typeof fetch;
  /** Its address, relative to the page. */
  pdfServiceUrl?: string;
}

export function browserWebPlatformDeps(): WebPlatformDeps {
  return {
    window,
    document,
    download: browserDownloadDeps(),
    version: APP_VERSION,
    platformName: navigator.platform || 'web',
    fontsReady: () => document.fonts?.ready ?? Promise.resolve(),
    fetch: typeof fetch === 'function' ? fetch.bind(globalThis) : undefined,
    pdfServiceUrl: './__gpuplan/pdf',
  };
}

/**
 * A PDF in a browser: made by the local server that serves the app (`npm start`) with the CLI's
 * printer, in the asked paper size, and downloaded; where no server makes PDFs (a static host, a
 * file:// page), the print dialog opens instead and the result says so.
 */
async function exportPdfInBrowser(deps: WebPlatformDeps, request: ExportPdfRequest, content?: PdfContent): Promise<ExportPdfResult> {
  if (content && deps.fetch && deps.pdfServiceUrl) {
    let response: Response | null = null;
    try {
      response = await deps.fetch(deps.pdfServiceUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...content, pageSize: request.pageSize }),
      });
    } catch {
      response = null; // no server: the print dialog below
    }
    if (response && response.ok && (response.headers.get('Content-Type') ?? '').startsWith('application/pdf')) {
      downloadFile(request.suggestedName, new Uint8Array(await response.arrayBuffer()), 'application/pdf', deps.download);
      return { canceled: false, filePath: request.suggestedName, via: 'download' };
    }
    if (response && response.status !== 404 && response.status !== 405 && !response.ok) {
      throw new Error((await response.text()) || `HTTP ${response.status}`);
    }
  }
  await deps.fontsReady();
  deps.window.print();
  return { canceled: false, via: 'print-dialog' };
}

// A plain browser: downloads for saving, the file chooser for opening, the print dialog for
// PDF, a new tab for links, and keyboard shortcuts in place of the application menu.
export function createWebPlatform(deps: WebPlatformDeps = browserWebPlatformDeps()): Platform {
  return {
    kind: 'web',
    getAppInfo: async () => ({ version: deps.version, platform: deps.platformName, electron: '' }),
    openScenarioFiles: () => openFilesWithChooser(deps.document),
    saveScenarioFile: async (name, content) => {
      downloadTextFile(name, content, 'application/json;charset=utf-8', deps.download);
      return { canceled: false };
    },
    openJsonFile: () => openFilesWithChooser(deps.document, { accept: JSON_FILE_ACCEPT, multiple: false }),
    saveJsonFile: async (name, content) => {
      downloadTextFile(name, content, 'application/json;charset=utf-8', deps.download);
      return { canceled: false };
    },
    saveWorkbookFile: async (name, content) => {
      downloadFile(name, content, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', deps.download);
      return { canceled: false };
    },
    exportPdf: (request, content) => exportPdfInBrowser(deps, request, content),
    openLink: async (url) => {
      if (!isWebUrl(url)) return false;
      deps.window.open(url, '_blank', 'noopener');
      return true;
    },
    onMenuCommand: (callback) => listenForShortcuts(deps.window, callback),
  };
}

// Only http(s) links leave the app.
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
