// Types for electron/fuses.cjs (plain CommonJS: electron-builder loads it as a hook).
import type { FuseConfig, FuseV1Options as FuseV1OptionsEnum, FuseVersion as FuseVersionEnum } from '@electron/fuses';

export interface FuseTarget {
  platform: string;
  arch: string;
}

export interface AfterPackContext {
  appOutDir: string;
  electronPlatformName: string;
  arch: number | string;
  packager: {
    executableName: string;
    appInfo: { productFilename: string };
    addElectronFuses(context: AfterPackContext, config: FuseConfig): Promise<number>;
  };
}

export function buildFuseConfig(
  FuseVersion: typeof FuseVersionEnum,
  FuseV1Options: typeof FuseV1OptionsEnum,
  target: FuseTarget,
): FuseConfig;
export function packedBinaryPath(context: AfterPackContext): string;
export function afterPack(context: AfterPackContext, log?: (line: string) => void): Promise<boolean>;
declare const defaultHook: typeof afterPack;
export default defaultHook;
