import { createElectronPlatform } from './electron-platform';
import { isGpuplanApi } from './gpuplan-api';
import type { Platform } from './types';

// Electron when the preload bridge is present, otherwise the plain-browser implementation.
export function pickPlatform(bridge: unknown, createWeb: () => Platform): Platform {
  return isGpuplanApi(bridge) ? createElectronPlatform(bridge) : createWeb();
}
