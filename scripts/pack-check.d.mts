// Types for scripts/pack-check.mjs (its asar header reader is unit-tested).
export interface AsarEntry {
  files?: Record<string, AsarEntry>;
  size?: number;
  offset?: string;
  unpacked?: boolean;
}
export function readAsarHeader(asarPath: string): { header: AsarEntry; dataOffset: number };
export function listAsarFiles(header: AsarEntry, prefix?: string): Array<{ path: string; size: number; unpacked: boolean }>;
export const ENGINE_MARKERS: string[];
export function pageScripts(distDir: string, htmlFile: string): Array<{ file: string; size: number; code: string }>;
export function engineInReport(distDir: string): Array<{ file: string; marker: string }>;
