import { browserDownloadDeps, downloadFile, downloadTextFile, type DownloadDeps } from './web-download';
import { JSON_FILE_ACCEPT, openFilesWithChooser } from './web-open-files';
import { listenForShortcuts } from './web-shortcuts';
import type { Platform } from './types';
import { APP_VERSION } from './app-version';

export interface WebPlatformDeps {
  window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'print' | 'open'>;
  document: Document;
  download: DownloadDeps;
  version: string;
  platformName: string;
  /** Resolves when web fonts are ready, so a printed page never shows fallback glyphs. */
  fontsReady: () => Promise<unknown>;
}

export function browserWebPlatformDeps(): WebPlatformDeps {
  return {
    window,
    document,
    download: browserDownloadDeps(),
    version: APP_VERSION,
    platformName: navigator.platform || 'web',
    fontsReady: () => document.fonts?.ready ?? Promise.resolve(),
  };
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
    exportPdf: async () => {
      await deps.fontsReady();
      deps.window.print();
      return { canceled: false };
    },
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
