import type { GpuplanApi } from '../../electron/preload';

// The shape of window.gpuplan, as electron/preload.ts exposes it (type only: nothing of the
// preload or of `electron` reaches the renderer bundle).
export type { GpuplanApi };

const METHODS = [
  'getAppInfo',
  'openScenarioFiles',
  'saveScenarioFile',
  'openJsonFile',
  'saveJsonFile',
  'saveWorkbookFile',
  'exportPdf',
  'revealFile',
  'openLink',
  'onMenuCommand',
] as const satisfies readonly (keyof GpuplanApi)[];

// True when `value` looks like the preload bridge (an object with every method).
export function isGpuplanApi(value: unknown): value is GpuplanApi {
  if (typeof value !== 'object' || value === null) return false;
  return METHODS.every((name) => typeof Reflect.get(value, name) === 'function');
}
