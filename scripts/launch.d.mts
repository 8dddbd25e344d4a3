// Types for scripts/launch.mjs (plain ESM so `npm start` needs no TypeScript loader).
export interface LaunchFs {
  existsSync(filePath: string): boolean;
  readFileSync(filePath: string, encoding: 'utf8'): string | Buffer;
}
export type LaunchMode = { mode: 'electron'; binary: string } | { mode: 'browser' };
export function findElectronBinary(
  electronDir: string,
  env?: Record<string, string | undefined>,
  fs?: LaunchFs,
): string | null;
export function chooseLaunchMode(electronBinary: string | null): LaunchMode;
export function fallbackMessage(url: string): string;
export function previewArgs(port: number, outDir?: string): string[];
export function devServerArgs(port: number): string[];
export function findFreePort(start: number, attempts?: number): Promise<number>;
export function waitForHttp(url: string, timeoutMs?: number): Promise<void>;
