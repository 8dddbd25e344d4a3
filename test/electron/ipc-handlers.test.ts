import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { promises as fsp } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { IPC } from '../../electron/ipc';
import { createIpcHandlers, type IpcHandlerDeps, type InvokeEvent, type PdfOptions } from '../../electron/ipc-handlers';

const dir = mkdtempSync(path.join(tmpdir(), 'gpuplan-ipc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PDF_BYTES = new TextEncoder().encode('%PDF-1.7 fake');

function trustedEvent(printToPDF = vi.fn(async (_options: PdfOptions) => PDF_BYTES)): InvokeEvent {
  return { senderFrame: { url: 'app://gpuplan/index.html', parent: null }, sender: { printToPDF } };
}

function setup(overrides: Partial<IpcHandlerDeps> = {}) {
  const deps: IpcHandlerDeps = {
    allowedOrigins: () => ['app://gpuplan'],
    appInfo: () => ({ version: '0.1.0', platform: 'linux', electron: '45.5.0' }),
    defaultDirectory: () => dir,
    showOpenDialog: vi.fn(async () => ({ canceled: true, filePaths: [] })),
    showSaveDialog: vi.fn(async () => ({ canceled: true })),
    fs: fsp,
    showItemInFolder: vi.fn(),
    openExternal: vi.fn(async () => undefined),
    ...overrides,
  };
  return { deps, handlers: createIpcHandlers(deps) };
}

describe('sender validation on every channel', () => {
  it.each(Object.values(IPC))('%s refuses a subframe and a foreign origin', async (channel) => {
    const { handlers, deps } = setup();
    const top = { url: 'app://gpuplan/index.html', parent: null };
    const subframe: InvokeEvent = { ...trustedEvent(), senderFrame: { url: 'app://gpuplan/x.html', parent: top } };
    const foreign: InvokeEvent = { ...trustedEvent(), senderFrame: { url: 'https://evil.example/', parent: null } };
    const gone: InvokeEvent = { ...trustedEvent(), senderFrame: null };
    for (const event of [subframe, foreign, gone]) {
      await expect(handlers[channel](event, undefined)).rejects.toThrow(/untrusted sender/);
    }
    expect(deps.showOpenDialog).not.toHaveBeenCalled();
    expect(deps.showSaveDialog).not.toHaveBeenCalled();
    expect(deps.openExternal).not.toHaveBeenCalled();
  });
});

describe('app info', () => {
  it('returns version and platform, refusing a payload', async () => {
    const { handlers } = setup();
    expect(await handlers[IPC.appInfo](trustedEvent())).toEqual({ version: '0.1.0', platform: 'linux', electron: '45.5.0' });
    await expect(handlers[IPC.appInfo](trustedEvent(), { x: 1 })).rejects.toThrow(/Invalid payload/);
  });
});

describe('open scenario files', () => {
  it('reads every picked file and reports the ones it refused', async () => {
    const a = path.join(dir, 'a.gpuplan.json');
    const b = path.join(dir, 'b.gpuplan.json');
    const big = path.join(dir, 'big.gpuplan.json');
    const folder = path.join(dir, 'folder.gpuplan.json');
    writeFileSync(a, '{"name":"A"}');
    writeFileSync(b, '{"name":"B · 算力"}');
    writeFileSync(big, Buffer.alloc(20 * 1024 * 1024 + 1, 32));
    mkdirSync(folder);
    const showOpenDialog = vi.fn(async () => ({ canceled: false, filePaths: [a, b, big, folder, path.join(dir, 'gone.json')] }));
    const { handlers } = setup({ showOpenDialog });
    expect(await handlers[IPC.openScenarioFiles](trustedEvent())).toEqual({
      canceled: false,
      files: [
        { name: 'a.gpuplan.json', content: '{"name":"A"}' },
        { name: 'b.gpuplan.json', content: '{"name":"B · 算力"}' },
      ],
      rejected: [
        { name: 'big.gpuplan.json', reason: 'too-large' },
        { name: 'folder.gpuplan.json', reason: 'not-a-file' },
        { name: 'gone.json', reason: 'unreadable' },
      ],
    });
    expect(showOpenDialog).toHaveBeenCalledWith({ filters: [{ name: 'GPU Plan scenario', extensions: ['gpuplan.json', 'json'] }], multiple: true });
  });

  it('reports a cancelled dialog', async () => {
    const { handlers } = setup();
    expect(await handlers[IPC.openScenarioFiles](trustedEvent())).toEqual({ canceled: true, files: [] });
  });
});

describe('save scenario file', () => {
  it('suggests <name>.gpuplan.json in the default folder and writes the content', async () => {
    const target = path.join(dir, 'saved.gpuplan.json');
    const showSaveDialog = vi.fn(async (_options: { defaultPath: string }) => ({ canceled: false, filePath: target }));
    const { handlers } = setup({ showSaveDialog });
    const result = await handlers[IPC.saveScenarioFile](trustedEvent(), { suggestedName: 'H100 512', content: '{"v":1}' });
    expect(result).toEqual({ canceled: false, filePath: target });
    expect(showSaveDialog.mock.calls[0][0]).toMatchObject({ defaultPath: path.join(dir, 'H100 512.gpuplan.json') });
    expect(readFileSync(target, 'utf8')).toBe('{"v":1}');
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('writes nothing when cancelled or when the payload is bad', async () => {
    const showSaveDialog = vi.fn(async () => ({ canceled: true }));
    const { handlers } = setup({ showSaveDialog });
    expect(await handlers[IPC.saveScenarioFile](trustedEvent(), { suggestedName: 'x', content: '{}' })).toEqual({ canceled: true });
    await expect(handlers[IPC.saveScenarioFile](trustedEvent(), { suggestedName: '../x', content: '{}' })).rejects.toThrow(
      /Invalid payload/,
    );
    expect(showSaveDialog).toHaveBeenCalledTimes(1);
  });
});

describe('backup files', () => {
  it('opens one file, above the scenario size limit but within the backup limit', async () => {
    const backup = path.join(dir, 'gpuplan-backup.json');
    const second = path.join(dir, 'second.json');
    const content = `{"format":"gpuplan/backup","pad":"${'x'.repeat(21 * 1024 * 1024)}"}`;
    writeFileSync(backup, content);
    writeFileSync(second, '{}');
    const showOpenDialog = vi.fn(async () => ({ canceled: false, filePaths: [backup, second] }));
    const { handlers } = setup({ showOpenDialog });
    const result = (await handlers[IPC.openJsonFile](trustedEvent())) as { files: { name: string; content: string }[] };
    expect(result.files.map((f) => f.name)).toEqual(['gpuplan-backup.json']);
    expect(result.files[0].content.length).toBe(content.length);
    expect(showOpenDialog).toHaveBeenCalledWith({ filters: [{ name: 'JSON', extensions: ['json'] }], multiple: false });
    await expect(handlers[IPC.openJsonFile](trustedEvent(), '/etc/passwd')).rejects.toThrow(/Invalid payload/);
  });

  it('saves a backup as <name>.json atomically, refusing a path as the name', async () => {
    const target = path.join(dir, 'gpuplan-backup-2026-12-02-0905.json');
    const showSaveDialog = vi.fn(async (_options: { defaultPath: string }) => ({ canceled: false, filePath: target }));
    const { handlers } = setup({ showSaveDialog });
    const content = `{"data":"${'y'.repeat(21 * 1024 * 1024)}"}`;
    expect(await handlers[IPC.saveJsonFile](trustedEvent(), { suggestedName: 'gpuplan-backup-2026-12-02-0905.json', content })).toEqual({
      canceled: false,
      filePath: target,
    });
    expect(showSaveDialog.mock.calls[0][0]).toMatchObject({ defaultPath: target });
    expect(readFileSync(target, 'utf8')).toBe(content);
    await expect(handlers[IPC.saveJsonFile](trustedEvent(), { suggestedName: '/tmp/x.json', content: '{}' })).rejects.toThrow(/Invalid payload/);
    expect(showSaveDialog).toHaveBeenCalledTimes(1);
  });
});

describe('save workbook', () => {
  it('writes the .xlsx bytes to the chosen <name>.xlsx, refusing text and paths', async () => {
    const target = path.join(dir, 'plan.xlsx');
    const showSaveDialog = vi.fn(async (_options: { defaultPath: string; filters: unknown }) => ({ canceled: false, filePath: target }));
    const { handlers } = setup({ showSaveDialog });
    const bytes = new Uint8Array([80, 75, 3, 4, 0, 255]);
    expect(await handlers[IPC.saveWorkbookFile](trustedEvent(), { suggestedName: 'plan', content: bytes })).toEqual({ canceled: false, filePath: target });
    expect(showSaveDialog.mock.calls[0][0]).toMatchObject({ defaultPath: target, filters: [{ name: 'Excel workbook', extensions: ['xlsx'] }] });
    expect([...readFileSync(target)]).toEqual([...bytes]);
    await expect(handlers[IPC.saveWorkbookFile](trustedEvent(), { suggestedName: 'plan', content: 'PK' })).rejects.toThrow(/Invalid payload/);
    await expect(handlers[IPC.saveWorkbookFile](trustedEvent(), { suggestedName: '/tmp/plan', content: bytes })).rejects.toThrow(/Invalid payload/);
    expect(showSaveDialog).toHaveBeenCalledTimes(1);
  });
});

describe('export PDF', () => {
  it('prints the sender with the requested page size into the chosen file and can reveal it', async () => {
    const target = path.join(dir, 'report.pdf');
    const showSaveDialog = vi.fn(async (_options: { defaultPath: string }) => ({ canceled: false, filePath: target }));
    const { handlers, deps } = setup({ showSaveDialog });
    const printToPDF = vi.fn(async (_options: PdfOptions) => PDF_BYTES);
    const result = await handlers[IPC.exportPdf](trustedEvent(printToPDF), { suggestedName: 'report', pageSize: 'Letter', reveal: true });
    expect(result).toEqual({ canceled: false, filePath: target });
    expect(printToPDF).toHaveBeenCalledWith({ pageSize: 'Letter', printBackground: true, preferCSSPageSize: true });
    expect(showSaveDialog.mock.calls[0][0]).toMatchObject({ defaultPath: path.join(dir, 'report.pdf') });
    expect(readFileSync(target, 'utf8')).toBe('%PDF-1.7 fake');
    expect(deps.showItemInFolder).toHaveBeenCalledWith(target);
  });

  it('does not print when the dialog is cancelled', async () => {
    const printToPDF = vi.fn(async (_options: PdfOptions) => PDF_BYTES);
    const { handlers } = setup();
    expect(await handlers[IPC.exportPdf](trustedEvent(printToPDF), { suggestedName: 'r', pageSize: 'A4' })).toEqual({ canceled: true });
    expect(printToPDF).not.toHaveBeenCalled();
  });
});

describe('reveal file', () => {
  it('reveals only files this session wrote', async () => {
    const target = path.join(dir, 'revealed.gpuplan.json');
    const { handlers, deps } = setup({ showSaveDialog: vi.fn(async () => ({ canceled: false, filePath: target })) });
    expect(await handlers[IPC.revealFile](trustedEvent(), target)).toBe(false);
    await handlers[IPC.saveScenarioFile](trustedEvent(), { suggestedName: 'revealed', content: '{}' });
    expect(await handlers[IPC.revealFile](trustedEvent(), target)).toBe(true);
    expect(await handlers[IPC.revealFile](trustedEvent(), '/etc/passwd')).toBe(false);
    expect(deps.showItemInFolder).toHaveBeenCalledTimes(1);
  });
});

describe('open external', () => {
  it('opens http(s) links only', async () => {
    const { handlers, deps } = setup();
    expect(await handlers[IPC.openExternal](trustedEvent(), 'https://example.com/a')).toBe(true);
    expect(await handlers[IPC.openExternal](trustedEvent(), 'file:///etc/passwd')).toBe(false);
    expect(await handlers[IPC.openExternal](trustedEvent(), 'ms-settings:')).toBe(false);
    await expect(handlers[IPC.openExternal](trustedEvent(), 42)).rejects.toThrow(/Invalid payload/);
    expect(deps.openExternal).toHaveBeenCalledTimes(1);
    expect(deps.openExternal).toHaveBeenCalledWith('https://example.com/a');
  });
});
