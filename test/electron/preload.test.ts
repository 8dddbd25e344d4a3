import { afterEach, describe, expect, it, vi } from 'vitest';
import { IPC, MENU_COMMAND_CHANNEL, type MenuCommand } from '../../electron/ipc';
import type { GpuplanApi } from '../../electron/preload';
import { createFakeElectron } from './fake-electron';

afterEach(() => {
  vi.doUnmock('electron');
});

async function loadPreload() {
  const fake = createFakeElectron({ userData: '/nonexistent' });
  vi.resetModules();
  vi.doMock('electron', () => fake.electron);
  await import('../../electron/preload');
  const api = fake.exposed.get('gpuplan') as GpuplanApi | undefined;
  if (!api) throw new Error('gpuplan not exposed');
  return { fake, api };
}

describe('preload bridge', () => {
  it('exposes exactly one namespaced object with invoke-only calls', async () => {
    const { fake, api } = await loadPreload();
    expect([...fake.exposed.keys()]).toEqual(['gpuplan']);
    expect(Object.keys(api).sort()).toEqual(
      ['exportPdf', 'getAppInfo', 'onMenuCommand', 'openJsonFile', 'openLink', 'openScenarioFiles', 'revealFile', 'saveJsonFile', 'saveScenarioFile', 'saveWorkbookFile'].sort(),
    );
    await api.getAppInfo();
    await api.openScenarioFiles();
    await api.saveScenarioFile({ suggestedName: 'a', content: '{}' });
    await api.openJsonFile();
    await api.saveJsonFile({ suggestedName: 'b', content: '{}' });
    await api.saveWorkbookFile({ suggestedName: 'w', content: new Uint8Array([80, 75]) });
    await api.exportPdf({ suggestedName: 'r', pageSize: 'A4' });
    await api.revealFile('/tmp/r.pdf');
    await api.openLink('https://example.com');
    expect(fake.invoked).toEqual([
      [IPC.appInfo, []],
      [IPC.openScenarioFiles, []],
      [IPC.saveScenarioFile, [{ suggestedName: 'a', content: '{}' }]],
      [IPC.openJsonFile, []],
      [IPC.saveJsonFile, [{ suggestedName: 'b', content: '{}' }]],
      [IPC.saveWorkbookFile, [{ suggestedName: 'w', content: new Uint8Array([80, 75]) }]],
      [IPC.exportPdf, [{ suggestedName: 'r', pageSize: 'A4' }]],
      [IPC.revealFile, ['/tmp/r.pdf']],
      [IPC.openExternal, ['https://example.com']],
    ]);
  });

  it('passes only known menu commands, never the IPC event, and unsubscribes', async () => {
    const { fake, api } = await loadPreload();
    const received: unknown[][] = [];
    const unsubscribe = api.onMenuCommand((...args: MenuCommand[]) => received.push(args));
    fake.rendererEvents.emit(MENU_COMMAND_CHANNEL, { sender: 'ipc event' }, 'undo');
    fake.rendererEvents.emit(MENU_COMMAND_CHANNEL, { sender: 'ipc event' }, 'format-disk');
    fake.rendererEvents.emit(MENU_COMMAND_CHANNEL, { sender: 'ipc event' }, { command: 'new' });
    expect(received).toEqual([['undo']]);
    unsubscribe();
    expect(fake.rendererEvents.listenerCount(MENU_COMMAND_CHANNEL)).toBe(0);
    fake.rendererEvents.emit(MENU_COMMAND_CHANNEL, {}, 'redo');
    expect(received).toEqual([['undo']]);
  });
});
