// Checks of imported files (scenario files and bundles, database backups) in a Web Worker, so a
// large or hostile file never freezes the window: parsing, the checksum and every field check run off
// the main thread, which only receives the verdict. Where no worker can run (tests, a worker that
// fails to start or crashes), the same check runs here instead: the answer is always given.

import type { BackupCheck } from './backup-format';
import type { FileCheck } from './bundle';

export type FileCheckKind = 'scenario' | 'backup';

export interface FileCheckRequest {
  id: number;
  kind: FileCheckKind;
  text: string;
}

export type FileCheckResponse = { id: number; ok: true; result: FileCheck | BackupCheck } | { id: number; ok: false; error: string };

interface Pending {
  kind: FileCheckKind;
  text: string;
  resolve: (result: FileCheck | BackupCheck) => void;
  reject: (error: Error) => void;
}

/** undefined: not started yet; null: no worker here (checks run in this thread). */
let worker: Worker | null | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

async function inThread(kind: FileCheckKind, text: string): Promise<FileCheck | BackupCheck> {
  if (kind === 'backup') return (await import('./backup-format')).checkBackupText(text);
  const [{ checkImportFile }, loader] = await Promise.all([import('./bundle'), import('../../models/scenario')]);
  return checkImportFile(text, loader);
}

/** The worker failed: answer everything it still owed in this thread, and stop using it. */
function abandonWorker(failed: Worker): void {
  if (worker === failed) worker = null;
  failed.terminate();
  const owed = [...pending.values()];
  pending.clear();
  for (const p of owed) inThread(p.kind, p.text).then(p.resolve, p.reject);
}

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined' || typeof window === 'undefined') return (worker = null);
  try {
    // This exact form lets Vite bundle the worker as its own module file (CSP worker-src 'self').
    const w = new Worker(new URL('./file-check.worker.ts', import.meta.url), { type: 'module' });
    w.addEventListener('message', (event: MessageEvent<FileCheckResponse>) => {
      const p = pending.get(event.data.id);
      if (!p) return;
      pending.delete(event.data.id);
      if (event.data.ok) p.resolve(event.data.result);
      else p.reject(new Error(event.data.error));
    });
    w.addEventListener('error', (event) => {
      event.preventDefault();
      abandonWorker(w);
    });
    w.addEventListener('messageerror', () => abandonWorker(w));
    worker = w;
  } catch {
    worker = null;
  }
  return worker;
}

function check(kind: FileCheckKind, text: string): Promise<FileCheck | BackupCheck> {
  const w = startWorker();
  if (!w) return inThread(kind, text);
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { kind, text, resolve, reject });
    w.postMessage({ id, kind, text } satisfies FileCheckRequest);
  });
}

/** A scenario file or bundle (bundle.ts: checkImportFile). */
export function checkScenarioFile(text: string): Promise<FileCheck> {
  return check('scenario', text) as Promise<FileCheck>;
}

/** A database backup (backup-format.ts: checkBackupText). */
export function checkBackupFile(text: string): Promise<BackupCheck> {
  return check('backup', text) as Promise<BackupCheck>;
}
