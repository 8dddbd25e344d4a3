import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { flipFuses, FuseV1Options, FuseVersion, type FuseConfig } from '@electron/fuses';
import { afterAll, describe, expect, it } from 'vitest';
import { afterPack, buildFuseConfig, type AfterPackContext } from '../../electron/fuses.cjs';

const dir = mkdtempSync(path.join(tmpdir(), 'gpuplan-fuses-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const WIRE_LENGTH = 9;

/** A file laid out like an Electron binary's fuse wire: sentinel, version 1, length, all fuses at Electron's defaults. */
function fakeElectronBinary(file: string): void {
  // Electron's defaults: RunAsNode, CookieEncryption(off), NodeOptions, Inspect on; the rest off except WasmTrapHandlers.
  const defaults = '101100001';
  writeFileSync(file, Buffer.concat([Buffer.from('ELF-ish prefix '), Buffer.from(SENTINEL), Buffer.from([1, WIRE_LENGTH]), Buffer.from(defaults), Buffer.from(' tail')]));
}

function wireOf(file: string): string {
  const bytes = readFileSync(file);
  const at = bytes.indexOf(SENTINEL) + SENTINEL.length + 2;
  return bytes.subarray(at, at + WIRE_LENGTH).toString('latin1');
}

function context(executableName: string, platform = 'linux', arch: number | string = 1) {
  const calls: FuseConfig[] = [];
  const ctx: AfterPackContext = {
    appOutDir: dir,
    electronPlatformName: platform,
    arch,
    packager: {
      executableName,
      appInfo: { productFilename: 'GPU Plan' },
      addElectronFuses: async (_context, config) => {
        calls.push(config);
        return flipFuses(path.join(dir, executableName), config);
      },
    },
  };
  return { ctx, calls };
}

describe('buildFuseConfig', () => {
  it('turns off node escape hatches and locks the app to its asar', () => {
    const config = buildFuseConfig(FuseVersion, FuseV1Options, { platform: 'linux', arch: 'x64' });
    expect(config).toEqual({
      version: FuseVersion.V1,
      resetAdHocDarwinSignature: false,
      [FuseV1Options.RunAsNode]: false,
      [FuseV1Options.EnableCookieEncryption]: true,
      [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
      [FuseV1Options.EnableNodeCliInspectArguments]: false,
      [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
      [FuseV1Options.OnlyLoadAppFromAsar]: true,
      [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
    });
  });

  it('resets the ad-hoc signature only for Apple silicon builds', () => {
    expect(buildFuseConfig(FuseVersion, FuseV1Options, { platform: 'darwin', arch: 'arm64' }).resetAdHocDarwinSignature).toBe(true);
    expect(buildFuseConfig(FuseVersion, FuseV1Options, { platform: 'darwin', arch: 'x64' }).resetAdHocDarwinSignature).toBe(false);
  });
});

describe('afterPack', () => {
  it('skips a stand-in binary with one log line and touches nothing', async () => {
    writeFileSync(path.join(dir, 'standin'), 'not electron');
    const { ctx, calls } = context('standin');
    const lines: string[] = [];
    expect(await afterPack(ctx, (line) => lines.push(line))).toBe(false);
    expect(calls).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/fuses skipped: standin has no fuse wire/);
    expect(readFileSync(path.join(dir, 'standin'), 'utf8')).toBe('not electron');
  });

  it('flips the fuses in a binary that has a fuse wire', async () => {
    fakeElectronBinary(path.join(dir, 'gpuplan'));
    expect(wireOf(path.join(dir, 'gpuplan'))).toBe('101100001');
    const { ctx, calls } = context('gpuplan');
    expect(await afterPack(ctx, () => undefined)).toBe(true);
    expect(calls).toHaveLength(1);
    // RunAsNode off, cookies encrypted, NODE_OPTIONS off, --inspect off, asar integrity on,
    // asar only on, V8 snapshot untouched, file:// privileges off, Wasm trap handlers untouched.
    expect(wireOf(path.join(dir, 'gpuplan'))).toBe('010011001');
  });

  it('propagates errors that are not about a missing fuse wire', async () => {
    const { ctx } = context('does-not-exist');
    await expect(afterPack(ctx, () => undefined)).rejects.toThrow(/ENOENT/);
  });
});
