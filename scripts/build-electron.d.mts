// Types for scripts/build-electron.mjs.
export function buildElectron(outdir?: string): Promise<void>;
