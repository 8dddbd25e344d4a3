// The file-check client: checks go to the worker when one can run, give the same verdicts as the
// checks themselves, and fall back to this thread when the worker fails (the answer always comes).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as loader from '../../models/scenario';
import { backupText, checkBackupText } from '../../src/storage/backup-format';
import { checkImportFile } from '../../src/storage/bundle';
import type { FileCheckRequest } from '../../src/storage/file-check';
import { minimalDoc, workedExample } from './helpers';

class FakeWorker extends EventTarget {
  static instances: FakeWorker[] = [];
  static failing = false;
  readonly posted: FileCheckRequest[] = [];
  terminated = false;
  constructor(
    readonly url: URL | string,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.instances.push(this);
  }
  postMessage(request: FileCheckRequest): void {
    this.posted.push(request);
    setTimeout(async () => {
      if (FakeWorker.failing) {
        this.dispatchEvent(new Event('error', { cancelable: true }));
        return;
      }
      const result = request.kind === 'backup' ? await checkBackupText(request.text) : checkImportFile(request.text, loader);
      this.dispatchEvent(new MessageEvent('message', { data: structuredClone({ id: request.id, ok: true, result }) }));
    }, 1);
  }
  terminate(): void {
    this.terminated = true;
  }
}

async function freshClient(withWorker: boolean) {
  vi.resetModules();
  FakeWorker.instances = [];
  if (withWorker) {
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('window', globalThis);
  }
  return import('../../src/storage/file-check');
}

const backup = () => backupText({ scenarios: [], versions: [], quotes: [], catalogueOverrides: [], settings: [{ key: 'language', value: 'en' }] }, { appVersion: 't', createdAt: new Date(0) });
const badScenario = JSON.stringify({ ...workedExample(), site: { ...(workedExample().site as object), pue: 0.8 } });

beforeEach(() => {
  FakeWorker.failing = false;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('file checks off the main thread', () => {
  it('sends scenario files and backups to one module worker and returns the same verdicts', async () => {
    const client = await freshClient(true);
    const text = await backup();
    const [good, bad, b] = await Promise.all([client.checkScenarioFile(JSON.stringify(minimalDoc('A'))), client.checkScenarioFile(badScenario), client.checkBackupFile(text)]);
    expect(FakeWorker.instances).toHaveLength(1);
    const [w] = FakeWorker.instances;
    expect(String(w.url)).toMatch(/file-check\.worker\.ts$/);
    expect(w.options).toEqual({ type: 'module' });
    expect(w.posted.map((p) => p.kind)).toEqual(['scenario', 'scenario', 'backup']);
    expect(good).toEqual(checkImportFile(JSON.stringify(minimalDoc('A')), loader));
    expect(bad.ok).toBe(false);
    expect(bad).toEqual(checkImportFile(badScenario, loader));
    expect(b).toEqual(await checkBackupText(text));
  });

  it('answers in this thread when the worker fails, and stops using it', async () => {
    const client = await freshClient(true);
    FakeWorker.failing = true;
    const verdict = await client.checkScenarioFile(badScenario);
    expect(verdict).toEqual(checkImportFile(badScenario, loader));
    expect(FakeWorker.instances[0].terminated).toBe(true);
    FakeWorker.failing = false;
    expect((await client.checkBackupFile(await backup())).ok).toBe(true);
    expect(FakeWorker.instances).toHaveLength(1);
    expect(FakeWorker.instances[0].posted).toHaveLength(1);
  });

  it('checks in this thread where there is no Worker', async () => {
    const client = await freshClient(false);
    expect(await client.checkScenarioFile('{ "format": ')).toMatchObject({ ok: false });
    expect(FakeWorker.instances).toHaveLength(0);
  });
});
