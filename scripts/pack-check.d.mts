// Types for scripts/pack-check.mjs (its asar header reader is unit-tested).
export interface AsarEntry {
  files?: Record<string, AsarEntry>;
  size?: number;
  offset?: string;
  unpacked?: boolean;
}
export function readAsarHeader(asarPath: string): { header: AsarEntry; dataOffset: number };
export function listAsarFiles(header: AsarEntry, prefix?: string): Array<{ path: string; size: number; unpacked: boolean }>;
