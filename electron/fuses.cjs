// electron-builder afterPack hook: flips Electron fuses in the packed binary (before signing).
// Fuses are baked into the executable, so they hold even if the app's JS is tampered with:
// no ELECTRON_RUN_AS_NODE, no NODE_OPTIONS, no --inspect, app code only from the (integrity-
// checked) app.asar, cookies encrypted at rest, no extra file:// privileges.
// Skips with a log line when the binary carries no fuse wire, i.e. the stand-in electronDist
// used by scripts/pack-check.mjs on machines without the Electron download.
'use strict';

const path = require('node:path');

/**
 * The fuse settings, keyed by the enums of @electron/fuses (passed in by the caller). The version
 * in package.json is the one electron-builder flips them with (app-builder-lib's
 * packager.addElectronFuses, @electron/fuses ^1.8), so both read the same enums.
 */
function buildFuseConfig(FuseVersion, FuseV1Options, target) {
  return {
    version: FuseVersion.V1,
    // Apple silicon refuses to run an ad-hoc signed binary whose bytes changed.
    resetAdHocDarwinSignature: target.platform === 'darwin' && target.arch === 'arm64',
    [FuseV1Options.RunAsNode]: false,
    [FuseV1Options.EnableCookieEncryption]: true,
    [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
    [FuseV1Options.EnableNodeCliInspectArguments]: false,
    // electron-builder embeds the app.asar header hash (macOS Info.plist, Windows resource);
    // Electron ignores this fuse on Linux.
    [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
    [FuseV1Options.OnlyLoadAppFromAsar]: true,
    [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
  };
}

/** Path of the packed Electron executable, as electron-builder names it per platform. */
function packedBinaryPath(context) {
  const { appOutDir, electronPlatformName, packager } = context;
  if (electronPlatformName === 'darwin' || electronPlatformName === 'mas') {
    return path.join(appOutDir, `${packager.appInfo.productFilename}.app`);
  }
  if (electronPlatformName === 'win32') return path.join(appOutDir, `${packager.appInfo.productFilename}.exe`);
  return path.join(appOutDir, packager.executableName);
}

function archName(arch) {
  if (typeof arch === 'string') return arch;
  // builder-util's Arch enum: ia32, x64, armv7l, arm64, universal.
  return ['ia32', 'x64', 'armv7l', 'arm64', 'universal'][arch] ?? String(arch);
}

async function afterPack(context, log = console.log) {
  const fuses = await import('@electron/fuses');
  const binary = packedBinaryPath(context);
  try {
    await fuses.getCurrentFuseWire(binary);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!/sentinel/i.test(message)) throw error;
    log(`  • fuses skipped: ${path.basename(binary)} has no fuse wire (stand-in Electron binary, not a real build)`);
    return false;
  }
  const config = buildFuseConfig(fuses.FuseVersion, fuses.FuseV1Options, {
    platform: context.electronPlatformName,
    arch: archName(context.arch),
  });
  await context.packager.addElectronFuses(context, config);
  log(`  • fuses flipped in ${path.basename(binary)}`);
  return true;
}

module.exports = { afterPack, buildFuseConfig, packedBinaryPath, default: afterPack };
