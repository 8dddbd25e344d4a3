// Which browser prints reports and runs the e2e tests: GPUPLAN_CHROMIUM, then an installed one,
// then (Linux x64) the Chromium bundled with npm install; and the small tar reader that unpacks
// the bundled Chromium's libraries.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserMissing, bundledPackage, describeBrowser, fontconfig, isExecutable, resolveBrowser, systemCandidates, unpackInto, untar, type ResolvedBrowser } from '../../cli/browser';

const BUNDLED: ResolvedBrowser = { ok: true, source: 'bundled', executablePath: '/cache/chromium', env: { LD_LIBRARY_PATH: '/cache/lib' } };

function options(env: NodeJS.ProcessEnv, present: string[], platform: NodeJS.Platform = 'linux', arch = 'x64') {
  let unpacked = 0;
  return {
    env,
    platform,
    arch,
    exists: (f: string) => present.includes(f),
    bundled: async () => {
      unpacked++;
      return BUNDLED;
    },
    unpacked: () => unpacked,
  };
}

describe('resolveBrowser', () => {
  it('takes GPUPLAN_CHROMIUM first, even when a system Chromium exists', async () => {
    const o = options({ GPUPLAN_CHROMIUM: '/opt/my/chrome' }, ['/opt/my/chrome', '/usr/bin/chromium']);
    expect(await resolveBrowser(o)).toEqual({ ok: true, source: 'GPUPLAN_CHROMIUM', executablePath: '/opt/my/chrome' });
    expect(o.unpacked()).toBe(0);
  });

  it('refuses a GPUPLAN_CHROMIUM that does not exist, naming it, in both languages', async () => {
    const r = await resolveBrowser(options({ GPUPLAN_CHROMIUM: '/nope/chrome' }, ['/usr/bin/chromium']));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message.en).toContain('GPUPLAN_CHROMIUM names /nope/chrome');
    expect(r.message['zh-CN']).toContain('GPUPLAN_CHROMIUM 指向的 /nope/chrome 不存在');
  });

  it('then an installed Chromium or Chrome, in order, without unpacking the bundled one', async () => {
    const o = options({}, ['/usr/bin/google-chrome', '/snap/bin/chromium']);
    expect(await resolveBrowser(o)).toEqual({ ok: true, source: 'system', executablePath: '/usr/bin/google-chrome' });
    expect(o.unpacked()).toBe(0);
    expect(await resolveBrowser(options({}, ['/usr/bin/chromium', '/usr/bin/google-chrome']))).toMatchObject({ executablePath: '/usr/bin/chromium' });
  });

  it('then the bundled Chromium on Linux x64, or when GPUPLAN_CHROMIUM=bundled', async () => {
    const bare = options({}, []);
    expect(await resolveBrowser(bare)).toBe(BUNDLED);
    expect(bare.unpacked()).toBe(1);
    expect(await resolveBrowser(options({ GPUPLAN_CHROMIUM: 'bundled' }, ['/usr/bin/chromium']))).toBe(BUNDLED);
  });

  it('has no bundled Chromium elsewhere: macOS and Windows need Chrome or Edge, and the error says so', async () => {
    const mac = await resolveBrowser(options({}, [], 'darwin', 'arm64'));
    expect(mac).toEqual(browserMissing('darwin'));
    expect(browserMissing('darwin').message.en).toMatch(/install Google Chrome or Microsoft Edge, or set GPUPLAN_CHROMIUM=/);
    expect(browserMissing('win32').message['zh-CN']).toMatch(/Microsoft Edge.*GPUPLAN_CHROMIUM/);
    expect(await resolveBrowser(options({}, [], 'linux', 'arm64'))).toEqual(browserMissing('linux'));
    const edge = 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe';
    const win = options({ PROGRAMFILES: 'C:\\Program Files', 'PROGRAMFILES(X86)': 'C:\\Program Files (x86)' }, [edge], 'win32');
    expect(await resolveBrowser(win)).toEqual({ ok: true, source: 'system', executablePath: edge });
  });

  it('knows where Chrome and Edge live on macOS and Windows', () => {
    expect(systemCandidates('darwin', {}, '/Users/ana')).toEqual(
      expect.arrayContaining(['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome', '/Users/ana/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge']),
    );
    expect(systemCandidates('win32', { LOCALAPPDATA: 'C:\\Users\\ana\\AppData\\Local' })).toEqual([
      'C:\\Users\\ana\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe',
      'C:\\Users\\ana\\AppData\\Local\\Microsoft\\Edge\\Application\\msedge.exe',
      'C:\\Users\\ana\\AppData\\Local\\Chromium\\Application\\chrome.exe',
    ]);
  });

  it('describes its choice for --verbose', () => {
    expect(describeBrowser(BUNDLED)).toBe('browser: /cache/chromium (bundled with npm install (@sparticuz/chromium))');
    expect(describeBrowser({ ok: true, source: 'system', executablePath: '/usr/bin/chromium' })).toBe('browser: /usr/bin/chromium (installed on this machine)');
    // --lang zh-CN: the line is Chinese too (src/i18n/areas/cli.ts).
    expect(describeBrowser({ ok: true, source: 'GPUPLAN_CHROMIUM', executablePath: '/opt/c' }, 'zh-CN')).toBe('浏览器：/opt/c（来自 GPUPLAN_CHROMIUM）');
  });
});

describe('isExecutable', () => {
  it('takes a regular file with an execute bit, not a folder, a plain file or a missing path', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gpuplan-exe-'));
    try {
      const exe = path.join(dir, 'chrome');
      const plain = path.join(dir, 'notes.txt');
      writeFileSync(exe, '#!/bin/sh\n');
      chmodSync(exe, 0o755);
      writeFileSync(plain, 'x');
      chmodSync(plain, 0o644);
      expect(isExecutable(exe, 'linux')).toBe(true);
      expect(isExecutable(plain, 'linux')).toBe(false);
      expect(isExecutable(plain, 'win32')).toBe(true);
      expect(isExecutable(dir, 'linux')).toBe(false);
      expect(isExecutable(path.join(dir, 'missing'), 'linux')).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the bundled Chromium package', () => {
  it('is installed by npm with its libraries and fallback fonts', () => {
    const pkg = bundledPackage();
    expect(pkg).not.toBeNull();
    expect(existsSync(path.join(pkg!.bin, 'al2023.tar.br'))).toBe(true);
    expect(existsSync(path.join(pkg!.bin, 'fonts.tar.br'))).toBe(true);
    expect(pkg!.version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('fontconfig', () => {
  it("names the machine's fonts first, then the unpacked fonts folder, with the path escaped", () => {
    const conf = fontconfig('/cache/a&b');
    expect(conf).toContain('<include ignore_missing="yes">/etc/fonts/fonts.conf</include>');
    expect(conf.indexOf('<include')).toBeLessThan(conf.indexOf('<dir>'));
    expect(conf).toContain('<dir>/cache/a&amp;b/fonts</dir>');
    expect(conf).toContain('<cachedir>/cache/a&amp;b/fontconfig-cache</cachedir>');
  });
});

/** One ustar header + data, as tar(1) writes it. */
function entry(name: string, body: string, type = '0', mode = 0o755): Buffer {
  const h = Buffer.alloc(512);
  h.write(name, 0, 'utf8');
  h.write(mode.toString(8).padStart(7, '0'), 100);
  h.write(Buffer.byteLength(body).toString(8).padStart(11, '0'), 124);
  h.write(type, 156);
  h.write('ustar', 257);
  const data = Buffer.alloc(Math.ceil(Buffer.byteLength(body) / 512) * 512);
  data.write(body);
  return Buffer.concat([h, data]);
}

describe('untar', () => {
  it('writes folders and files with their modes, across 512-byte blocks', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gpuplan-untar-'));
    try {
      const big = 'x'.repeat(700);
      const tar = Buffer.concat([entry('lib/', '', '5'), entry('lib/libnss3.so', big), entry('lib/a.chk', 'chk', '0', 0o644), Buffer.alloc(1024)]);
      expect(await untar(tar, dir)).toEqual(['lib/libnss3.so', 'lib/a.chk']);
      expect(readFileSync(path.join(dir, 'lib/libnss3.so'), 'utf8')).toBe(big);
      expect(readFileSync(path.join(dir, 'lib/a.chk'), 'utf8')).toBe('chk');
      expect(statSync(path.join(dir, 'lib/libnss3.so')).mode & 0o777).toBe(0o755);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a path that climbs out of the target folder', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gpuplan-untar-'));
    try {
      await expect(untar(Buffer.concat([entry('../evil', 'x'), Buffer.alloc(1024)]), dir)).rejects.toThrow('unsafe path in archive: ../evil');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('unpackInto', () => {
  it('unpacks the binary, its libraries and fonts, and a fonts.conf, and replaces an incomplete copy', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'gpuplan-unpack-'));
    try {
      const bin = path.join(root, 'bin');
      mkdirSync(bin);
      writeFileSync(path.join(bin, 'chromium.br'), brotliCompressSync(Buffer.from('#!/bin/sh\necho chromium\n')));
      writeFileSync(path.join(bin, 'al2023.tar.br'), brotliCompressSync(Buffer.concat([entry('lib/libnss3.so', 'elf'), Buffer.alloc(1024)])));
      writeFileSync(path.join(bin, 'fonts.tar.br'), brotliCompressSync(Buffer.concat([entry('fonts/Open_Sans/OpenSans-Regular.ttf', 'ttf', '0', 0o644), Buffer.alloc(1024)])));
      const dir = path.join(root, 'cache', 'gpuplan-chromium-1.0.0');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'chromium'), 'half'); // an earlier, interrupted or older unpack
      await unpackInto(bin, dir);
      expect(readFileSync(path.join(dir, 'chromium'), 'utf8')).toBe('#!/bin/sh\necho chromium\n');
      expect(isExecutable(path.join(dir, 'chromium'), 'linux')).toBe(true);
      expect(readFileSync(path.join(dir, 'lib/libnss3.so'), 'utf8')).toBe('elf');
      expect(readFileSync(path.join(dir, 'fonts/Open_Sans/OpenSans-Regular.ttf'), 'utf8')).toBe('ttf');
      expect(readFileSync(path.join(dir, 'fonts.conf'), 'utf8')).toBe(fontconfig(dir));
      // No work folders left behind; a complete copy is kept as it is.
      expect(readdirSync(path.join(root, 'cache'))).toEqual(['gpuplan-chromium-1.0.0']);
      writeFileSync(path.join(dir, 'marker'), 'kept');
      await unpackInto(bin, dir);
      expect(readFileSync(path.join(dir, 'marker'), 'utf8')).toBe('kept');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
