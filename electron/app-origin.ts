// Where the renderer lives. The origin is fixed from the first release on: IndexedDB data is per
// origin, so moving it later would strand users' saved scenarios.
export const APP_SCHEME = 'app';
export const APP_HOST = 'gpuplan';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/** `scheme://host[:port]` of a URL, or null when it has no host (file:, data:, about:, junk). */
export function originOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  // WHATWG URL reports origin "null" for non-special schemes such as app:, so build it by hand.
  if (parsed.host === '' || parsed.username !== '' || parsed.password !== '') return null;
  return `${parsed.protocol}//${parsed.host}`.toLowerCase();
}

/**
 * The Vite dev server URL, honoured only in an unpackaged build and only on loopback: a packaged
 * app must never load remote content just because an environment variable says so.
 */
export function resolveDevServerUrl(
  env: Record<string, string | undefined>,
  isPackaged: boolean,
): string | null {
  const raw = env.VITE_DEV_SERVER_URL;
  if (isPackaged || raw === undefined || raw === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return null;
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
  if (parsed.protocol !== 'http:' || !loopback) return null;
  return parsed.href;
}
