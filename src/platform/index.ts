import { pickPlatform } from './pick-platform';
import { createWebPlatform } from './web-platform';
import type { Platform } from './types';

export type { Platform } from './types';

// Chosen once at startup: window.gpuplan exists only under Electron's preload.
export const platform: Platform = pickPlatform(window.gpuplan, () => createWebPlatform());
