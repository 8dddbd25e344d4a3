import { originOf } from './app-origin';

// Web permissions (camera, geolocation, notifications, MIDI, HID, …): denied unless listed here.
// The one exception is writing to the clipboard from our own origin ("copy table" buttons).
const ALLOWED_FOR_APP = new Set(['clipboard-sanitized-write']);

export function isPermissionAllowed(
  permission: string,
  requestingUrl: string | undefined,
  allowedOrigins: readonly string[],
): boolean {
  if (!ALLOWED_FOR_APP.has(permission) || requestingUrl === undefined) return false;
  const origin = originOf(requestingUrl);
  return origin !== null && allowedOrigins.includes(origin);
}

export interface PermissionSession {
  setPermissionRequestHandler(
    handler: (
      webContents: unknown,
      permission: string,
      callback: (granted: boolean) => void,
      details: { requestingUrl?: string },
    ) => void,
  ): void;
  setPermissionCheckHandler(
    handler: (webContents: unknown, permission: string, requestingOrigin: string) => boolean,
  ): void;
}

export function installPermissionHandlers(session: PermissionSession, allowedOrigins: readonly string[]): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(isPermissionAllowed(permission, details.requestingUrl, allowedOrigins));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionAllowed(permission, requestingOrigin, allowedOrigins),
  );
}
