import type { GpuplanApi } from './gpuplan-api';
import type { Platform } from './types';

// Electron: every call goes through the preload bridge to the main process.
export function createElectronPlatform(api: GpuplanApi): Platform {
  return {
    kind: 'electron',
    getAppInfo: () => api.getAppInfo(),
    openScenarioFiles: () => api.openScenarioFiles(),
    saveScenarioFile: (name, content) => api.saveScenarioFile({ suggestedName: name, content }),
    openJsonFile: () => api.openJsonFile(),
    saveJsonFile: (name, content) => api.saveJsonFile({ suggestedName: name, content }),
    saveWorkbookFile: (name, content) => api.saveWorkbookFile({ suggestedName: name, content }),
    exportPdf: (request) => api.exportPdf(request),
    openLink: (url) => api.openLink(url),
    onMenuCommand: (callback) => api.onMenuCommand(callback),
  };
}
