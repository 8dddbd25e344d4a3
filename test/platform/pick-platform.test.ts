import { describe, expect, it } from 'vitest';
import type { MenuCommand, SaveFileRequest } from '../../electron/ipc';
import type { GpuplanApi } from '../../src/platform/gpuplan-api';
import { pickPlatform } from '../../src/platform/pick-platform';
import type { Platform } from '../../src/platform/types';

// A stand-in for the preload bridge (the Electron binary cannot run here) that records calls.
function fakeBridge() {
  const saved: SaveFileRequest[] = [];
  const listeners = new Set<(command: MenuCommand) => void>();
  const api: GpuplanApi = {
    getAppInfo: async () => ({ version: '9.8.7', platform: 'darwin', electron: '45.5.0' }),
    openScenarioFiles: async () => ({ canceled: false, files: [{ name: 'a.gpuplan.json', content: '{}' }] }),
    saveScenarioFile: async (request) => {
      saved.push(request);
      return { canceled: false, filePath: `/tmp/${request.suggestedName}` };
    },
    openJsonFile: async () => ({ canceled: false, files: [{ name: 'backup.json', content: '{"format":"gpuplan/backup"}' }] }),
    saveJsonFile: async (request) => {
      saved.push(request);
      return { canceled: false, filePath: `/tmp/${request.suggestedName}` };
    },
    saveWorkbookFile: async (request) => ({ canceled: false, filePath: `/tmp/${request.suggestedName}.xlsx` }),
    exportPdf: async (request) => ({ canceled: false, filePath: `/tmp/${request.suggestedName}.pdf` }),
    revealFile: async () => false,
    openLink: async (url) => url.startsWith('https:'),
    onMenuCommand: (callback) => {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
  };
  return { api, saved, listeners };
}

const webMarker: Platform = {
  kind: 'web',
  getAppInfo: async () => ({ version: 'web', platform: 'web', electron: '' }),
  openScenarioFiles: async () => ({ canceled: true, files: [] }),
  saveScenarioFile: async () => ({ canceled: false }),
  openJsonFile: async () => ({ canceled: true, files: [] }),
  saveJsonFile: async () => ({ canceled: false }),
  saveWorkbookFile: async () => ({ canceled: false }),
  exportPdf: async () => ({ canceled: false }),
  openLink: async () => false,
  onMenuCommand: () => () => {},
};

describe('pickPlatform', () => {
  it('uses the web implementation when there is no bridge', () => {
    expect(pickPlatform(undefined, () => webMarker)).toBe(webMarker);
    expect(pickPlatform(null, () => webMarker)).toBe(webMarker);
  });

  it('does not trust an object that lacks any bridge method', () => {
    const { api } = fakeBridge();
    const partial = { ...api, onMenuCommand: undefined };
    expect(pickPlatform(partial, () => webMarker)).toBe(webMarker);
    expect(pickPlatform({ getAppInfo: 'nope' }, () => webMarker)).toBe(webMarker);
  });

  it('uses the Electron implementation over a full bridge and forwards every call', async () => {
    const { api, saved, listeners } = fakeBridge();
    let webCreated = false;
    const platform = pickPlatform(api, () => {
      webCreated = true;
      return webMarker;
    });
    expect(webCreated).toBe(false);
    expect(platform.kind).toBe('electron');
    expect(await platform.getAppInfo()).toEqual({ version: '9.8.7', platform: 'darwin', electron: '45.5.0' });
    expect(await platform.openScenarioFiles()).toEqual({
      canceled: false,
      files: [{ name: 'a.gpuplan.json', content: '{}' }],
    });
    expect(await platform.saveScenarioFile('plan.gpuplan.json', '{"v":1}')).toEqual({
      canceled: false,
      filePath: '/tmp/plan.gpuplan.json',
    });
    expect(await platform.openJsonFile()).toEqual({ canceled: false, files: [{ name: 'backup.json', content: '{"format":"gpuplan/backup"}' }] });
    expect(await platform.saveJsonFile('gpuplan-backup.json', '{}')).toEqual({ canceled: false, filePath: '/tmp/gpuplan-backup.json' });
    expect(saved).toEqual([
      { suggestedName: 'plan.gpuplan.json', content: '{"v":1}' },
      { suggestedName: 'gpuplan-backup.json', content: '{}' },
    ]);
    expect(await platform.exportPdf({ suggestedName: 'report', pageSize: 'A4' })).toEqual({
      canceled: false,
      filePath: '/tmp/report.pdf',
    });
    expect(await platform.openLink('https://example.com')).toBe(true);
    expect(await platform.openLink('file:///etc/passwd')).toBe(false);

    const seen: MenuCommand[] = [];
    const stop = platform.onMenuCommand((command) => seen.push(command));
    expect(listeners.size).toBe(1);
    listeners.forEach((listener) => listener('undo'));
    stop();
    expect(listeners.size).toBe(0);
    expect(seen).toEqual(['undo']);
  });
});
