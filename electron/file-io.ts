import path from 'node:path';
import type { OpenedFile, RejectedFile } from './ipc';

// Reading picked scenario files and writing saved ones, over injected fs functions.

export interface FileSystem {
  stat(filePath: string): Promise<{ size: number; isFile(): boolean }>;
  readFile(filePath: string, encoding: 'utf8'): Promise<string>;
  writeFile(filePath: string, data: string | Uint8Array): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  rm(filePath: string, options: { force: boolean }): Promise<void>;
}

export async function readPickedFiles(
  filePaths: readonly string[],
  fs: FileSystem,
  maxBytes: number,
): Promise<{ files: OpenedFile[]; rejected: RejectedFile[] }> {
  const files: OpenedFile[] = [];
  const rejected: RejectedFile[] = [];
  for (const filePath of filePaths) {
    const name = path.basename(filePath);
    try {
      const info = await fs.stat(filePath);
      if (!info.isFile()) rejected.push({ name, reason: 'not-a-file' });
      else if (info.size > maxBytes) rejected.push({ name, reason: 'too-large' });
      else files.push({ name, content: await fs.readFile(filePath, 'utf8') });
    } catch {
      rejected.push({ name, reason: 'unreadable' });
    }
  }
  return { files, rejected };
}

/** Writes via a temp file and a rename, so a crash mid-write never leaves half a scenario. */
export async function writeFileAtomic(filePath: string, data: string | Uint8Array, fs: FileSystem): Promise<void> {
  const tempPath = `${filePath}.${process.pid}.${Date.now()}.tmp`;
  try {
    await fs.writeFile(tempPath, data);
    await fs.rename(tempPath, filePath);
  } catch (error) {
    await fs.rm(tempPath, { force: true }).catch(() => undefined);
    throw error;
  }
}

/** `name` with `suffix` appended unless it already ends with it (case-insensitive). */
export function withSuffix(name: string, suffix: string): string {
  return name.toLowerCase().endsWith(suffix.toLowerCase()) ? name : `${name}${suffix}`;
}
