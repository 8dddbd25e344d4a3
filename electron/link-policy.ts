// Which URLs may leave the app for the system browser: plain web links only. Everything else
// (file:, javascript:, data:, app:, mailto:, custom handlers, junk) could launch local programs
// or read local files through the OS URL handlers, so it is refused.
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:']);
const MAX_URL_LENGTH = 2048;

export function isAllowedExternalUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.length === 0 || url.length > MAX_URL_LENGTH) return false;
  // Control characters and spaces are how "http://ok" strings smuggle a second argument to shells.
  if (/[\u0000-\u0020\u007f]/.test(url)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (!ALLOWED_PROTOCOLS.has(parsed.protocol)) return false;
  if (parsed.hostname === '' || parsed.username !== '' || parsed.password !== '') return false;
  return true;
}

/** Opens `url` with `open` (shell.openExternal in main) when the policy allows it; says whether it did. */
export async function openExternalIfAllowed(
  url: unknown,
  open: (url: string) => Promise<void>,
): Promise<boolean> {
  if (!isAllowedExternalUrl(url)) return false;
  await open(new URL(url).href);
  return true;
}
