// The one place that decides which Chromium prints reports and runs the e2e tests and the bench.
// Order: $GPUPLAN_CHROMIUM, then an installed Chromium / Chrome / Edge, then (Linux x64 only) the
// Chromium that ships inside the @sparticuz/chromium npm package, so that `npm install` alone
// gives a working browser. That package holds a brotli-compressed binary and, in al2023.tar.br,
// the NSS/NSPR/expat libraries it links against (missing on a bare Debian without the chromium
// package); both are unpacked once into a versioned cache folder and the libraries are put on
// LD_LIBRARY_PATH of the spawned browser only. It also needs at least one font that fontconfig
// can see, or it draws no text at all, not even in web fonts (seen on a machine without
// /usr/share/fonts): its fonts.tar.br (Open Sans) is unpacked beside it and named, after the
// machine's own fonts if any, in a fonts.conf passed as FONTCONFIG_FILE. The app's text itself
// uses the bundled Noto web fonts; the e2e tests check that no other font lands in a PDF.
import { createReadStream, createWriteStream, existsSync, readFileSync, statSync } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { brotliDecompressSync, createBrotliDecompress } from 'node:zlib';
import type { Language } from '../models/language';
import { cliEn, cliMessages, cliZhCN, fillCli, type CliMessages } from '../src/i18n/areas/cli';

export type BrowserSource = 'GPUPLAN_CHROMIUM' | 'system' | 'bundled';

export interface ResolvedBrowser {
  ok: true;
  source: BrowserSource;
  executablePath: string;
  /** Environment for the browser process (the bundled one needs its libraries on LD_LIBRARY_PATH). */
  env?: Record<string, string>;
}

export interface BrowserProblem {
  ok: false;
  message: { en: string; 'zh-CN': string };
}

/** Switches that suit every browser we launch (no sandbox as root in CI, nothing phoning home). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The value of GPUPLAN_CHROMIUM that skips the installed browsers and uses the bundled one. */
export const BUNDLED = 'bundled';

/** Where an installed Chromium, Chrome or Edge usually lives, in the order they are tried. */
export function systemCandidates(platform: NodeJS.Platform, env: NodeJS.ProcessEnv = process.env, home = homedir()): string[] {
  if (platform === 'darwin') {
    const apps = [
      'Google Chrome.app/Contents/MacOS/Google Chrome',
      'Chromium.app/Contents/MacOS/Chromium',
      'Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
    ];
    return [...apps.map((a) => `/Applications/${a}`), ...apps.map((a) => path.posix.join(home, 'Applications', a))];
  }
  if (platform === 'win32') {
    const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter((r): r is string => !!r);
    const exes = ['Google\\Chrome\\Application\\chrome.exe', 'Microsoft\\Edge\\Application\\msedge.exe', 'Chromium\\Application\\chrome.exe'];
    return exes.flatMap((exe) => roots.map((root) => path.win32.join(root, exe)));
  }
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/opt/google/chrome/chrome',
    '/usr/bin/microsoft-edge',
    '/snap/bin/chromium',
  ];
}

export interface ResolveOptions {
  env?: NodeJS.ProcessEnv;
  platform?: NodeJS.Platform;
  arch?: string;
  exists?: (file: string) => boolean;
  /** Unpacks the bundled Chromium; null when it is not installed. */
  bundled?: () => Promise<ResolvedBrowser | null>;
}

/** A message in both languages, from src/i18n/areas/cli.ts. */
function both(key: keyof CliMessages, values: Record<string, string> = {}): { en: string; 'zh-CN': string } {
  return { en: fillCli(cliEn[key], values), 'zh-CN': fillCli(cliZhCN[key], values) };
}

export function browserMissing(platform: NodeJS.Platform): BrowserProblem {
  const where: keyof CliMessages = platform === 'darwin' || platform === 'win32' ? 'browserWhereDesktop' : 'browserWhereLinux';
  return {
    ok: false,
    message: { en: fillCli(cliEn.browserMissing, { where: cliEn[where] }), 'zh-CN': fillCli(cliZhCN.browserMissing, { where: cliZhCN[where] }) },
  };
}

/** A regular file, and on Linux and macOS one with an execute bit (a hidden or broken install is skipped). */
export function isExecutable(file: string, platform: NodeJS.Platform = process.platform): boolean {
  try {
    const st = statSync(file);
    return st.isFile() && (platform === 'win32' || (st.mode & 0o111) !== 0);
  } catch {
    return false;
  }
}

/** Picks the browser: GPUPLAN_CHROMIUM, an installed one, then the bundled one. */
export async function resolveBrowser(options: ResolveOptions = {}): Promise<ResolvedBrowser | BrowserProblem> {
  const env = options.env ?? process.env;
  const platform = options.platform ?? process.platform;
  const arch = options.arch ?? process.arch;
  const exists = options.exists ?? ((file: string) => isExecutable(file, platform));
  const bundled = options.bundled ?? unpackBundledChromium;
  const chosen = env.GPUPLAN_CHROMIUM?.trim();
  if (chosen && chosen !== BUNDLED) {
    if (exists(chosen)) return { ok: true, source: 'GPUPLAN_CHROMIUM', executablePath: chosen };
    return { ok: false, message: both('browserEnvMissing', { path: chosen }) };
  }
  if (chosen !== BUNDLED) {
    const installed = systemCandidates(platform, env).find((file) => exists(file));
    if (installed) return { ok: true, source: 'system', executablePath: installed };
  }
  if (platform === 'linux' && arch === 'x64') {
    const found = await bundled();
    if (found) return found;
  }
  return browserMissing(platform);
}

/** One line for --verbose: which browser and why. */
export function describeBrowser(b: ResolvedBrowser, lang: Language = 'en'): string {
  const said = cliMessages(lang);
  const why = { GPUPLAN_CHROMIUM: said.browserFromEnv, system: said.browserSystem, bundled: said.browserBundled };
  return fillCli(said.browserUsed, { path: b.executablePath, why: why[b.source] });
}

// ---------------------------------------------------------------------------------------------
// The bundled Chromium.

/** The folder with chromium.br and al2023.tar.br, and the package version; null when absent. */
export function bundledPackage(from: string = import.meta.url): { bin: string; version: string } | null {
  try {
    const entry = createRequire(from).resolve('@sparticuz/chromium'); // …/build/cjs/index.cjs
    const root = path.resolve(path.dirname(entry), '..', '..');
    const bin = path.join(root, 'bin');
    if (!existsSync(path.join(bin, 'chromium.br'))) return null;
    return { bin, version: (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version };
  } catch {
    return null;
  }
}

/** The cache folder for one version: node_modules/.cache when writable, else the temp folder. */
function cacheDirs(version: string, bin: string): string[] {
  const nodeModules = path.resolve(bin, '..', '..', '..');
  const name = `gpuplan-chromium-${version}`;
  return [path.join(nodeModules, '.cache', name), path.join(tmpdir(), name)];
}

/** Unpacks (once per version) and returns the bundled Chromium, or null when the package is absent. */
export async function unpackBundledChromium(): Promise<ResolvedBrowser | null> {
  const pkg = bundledPackage();
  if (!pkg) return null;
  let lastError: unknown = null;
  for (const dir of cacheDirs(pkg.version, pkg.bin)) {
    try {
      await unpackInto(pkg.bin, dir);
      const lib = path.join(dir, 'lib');
      const ld = [lib, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':');
      return {
        ok: true,
        source: 'bundled',
        executablePath: path.join(dir, 'chromium'),
        env: { LD_LIBRARY_PATH: ld, FONTCONFIG_FILE: path.join(dir, 'fonts.conf') },
      };
    } catch (e) {
      lastError = e;
    }
  }
  throw new Error(`could not unpack the bundled Chromium: ${lastError instanceof Error ? lastError.message : String(lastError)}`);
}

/** Unpacks into a private folder, then renames it into place, so parallel callers never see half a binary. */
export async function unpackInto(bin: string, dir: string): Promise<void> {
  const complete = () => existsSync(path.join(dir, 'chromium')) && existsSync(path.join(dir, 'fonts.conf'));
  if (complete()) return;
  const work = `${dir}.tmp-${process.pid}-${Date.now()}`;
  await mkdir(work, { recursive: true });
  try {
    await pipeline(createReadStream(path.join(bin, 'chromium.br')), createBrotliDecompress({ chunkSize: 1 << 21 }), createWriteStream(path.join(work, 'chromium')));
    await chmod(path.join(work, 'chromium'), 0o755);
    await untar(brotliDecompressSync(await readFile(path.join(bin, 'al2023.tar.br'))), work);
    await untar(brotliDecompressSync(await readFile(path.join(bin, 'fonts.tar.br'))), work);
    await writeFile(path.join(work, 'fonts.conf'), fontconfig(dir));
    try {
      await rename(work, dir);
    } catch {
      // Another process finished first (use its copy), or an incomplete folder is in the way.
      if (!complete()) {
        await rm(dir, { recursive: true, force: true });
        await rename(work, dir);
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** fontconfig setup for the bundled Chromium: the machine's fonts when it has any, then Open Sans. */
export function fontconfig(dir: string): string {
  const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
    `  <dir>${xml(path.join(dir, 'fonts'))}</dir>`,
    `  <cachedir>${xml(path.join(dir, 'fontconfig-cache'))}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n');
}

/** Extracts the regular files and folders of a ustar archive (all that al2023.tar holds). */
export async function untar(tar: Buffer, into: string): Promise<string[]> {
  const written: string[] = [];
  for (let at = 0; at + 512 <= tar.length; ) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const field = (from: number, len: number) => header.subarray(from, from + len).toString('utf8').replace(/\0.*$/s, '');
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] || 48);
    const mode = parseInt(field(100, 8).trim() || '644', 8) & 0o777;
    const target = path.resolve(into, name);
    if (!target.startsWith(path.resolve(into) + path.sep)) throw new Error(`unsafe path in archive: ${name}`);
    if (type === '5') await mkdir(target, { recursive: true });
    else if (type === '0') {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, tar.subarray(at + 512, at + 512 + size), { mode });
      written.push(name);
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return written;
}
