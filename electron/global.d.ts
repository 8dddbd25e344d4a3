import type { GpuplanApi } from './preload';

// The bridge exists only inside Electron; in a plain browser `window.gpuplan` is undefined.
declare global {
  interface Window {
    gpuplan?: GpuplanApi;
  }
}

export {};
