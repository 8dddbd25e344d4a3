import path from 'node:path';
import type { CustomScheme } from 'electron';
import { APP_HOST, APP_SCHEME } from './app-origin';
import { CONTENT_SECURITY_POLICY } from './csp';

// Serves the built renderer (dist/) on app://gpuplan/. Pure apart from the injected readFile, so
// every traversal trick is unit-tested without Electron.

/**
 * Registered before 'ready'. standard: relative URLs, origin, storage (IndexedDB) work like https;
 * secure: a secure context (crypto.subtle, clipboard); supportFetchAPI: fetch()/module workers;
 * stream: large responses; codeCache: V8 caches our scripts. corsEnabled stays unset on purpose:
 * it would let other origins read app:// responses, and same-origin loads do not need it.
 */
export const APP_SCHEME_REGISTRATION = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true, codeCache: true },
} satisfies CustomScheme;

export type PathResolution =
  | { ok: true; filePath: string }
  | { ok: false; status: 400 | 403 | 404 };

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

export function mimeTypeFor(filePath: string): string {
  return MIME_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

// Encoded dots, slashes, backslashes and NUL in the raw URL: none is ever needed for our files.
const FORBIDDEN_RAW = /(\.\.|%2e|%2f|%5c|%00|\\)/i;
const URL_PATTERN = new RegExp(`^${APP_SCHEME}://([^/?#]*)(/[^?#]*)?(?:[?#].*)?$`, 'i');

/**
 * Maps `app://gpuplan/<path>` to a file under `root`. Refuses (403) anything that could climb out:
 * `..` (plain or percent-encoded), encoded slashes, backslashes, NUL, absolute or drive paths.
 * Extension-less paths fall back to index.html so a reload on a client-side route still works.
 */
export function resolveAppPath(root: string, requestUrl: string): PathResolution {
  const match = URL_PATTERN.exec(requestUrl);
  if (!match) return { ok: false, status: 400 };
  if (match[1].toLowerCase() !== APP_HOST) return { ok: false, status: 404 };
  const rawPath = match[2] ?? '/';
  if (FORBIDDEN_RAW.test(rawPath)) return { ok: false, status: 403 };

  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, status: 400 };
  }
  const relative = decoded.replace(/^\//, '');
  const segments = relative.split('/');
  if (
    relative.startsWith('/') ||
    segments.some((s) => s === '..' || s === '.' || s.includes(':') || s.includes('\\') || s.includes('\0'))
  ) {
    return { ok: false, status: 403 };
  }

  const name = relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative;
  const withFallback = path.extname(name) === '' ? 'index.html' : name;
  const resolvedRoot = path.resolve(root);
  const filePath = path.resolve(resolvedRoot, withFallback);
  if (!filePath.startsWith(resolvedRoot + path.sep)) return { ok: false, status: 403 };
  return { ok: true, filePath };
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
};

function errorResponse(status: number): Response {
  return new Response(`${status}`, {
    status,
    headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

export interface AppRequest {
  url: string;
  method: string;
}

/** The protocol.handle('app', …) callback. readFile rejects with ENOENT/EISDIR for missing files. */
export function createAppProtocolHandler(
  root: string,
  readFile: (filePath: string) => Promise<Uint8Array>,
): (request: AppRequest) => Promise<Response> {
  return async function handleAppRequest(request) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return errorResponse(405);
    const resolution = resolveAppPath(root, request.url);
    if (!resolution.ok) return errorResponse(resolution.status);
    let body: Uint8Array;
    try {
      body = await readFile(resolution.filePath);
    } catch {
      return errorResponse(404);
    }
    const headers = {
      ...SECURITY_HEADERS,
      'Content-Type': mimeTypeFor(resolution.filePath),
      'Content-Length': String(body.byteLength),
    };
    // A copy into a plain ArrayBuffer: Response wants one, and Node's Buffer may share a pooled one.
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  };
}
