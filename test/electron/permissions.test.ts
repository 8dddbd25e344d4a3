import { describe, expect, it } from 'vitest';
import { installPermissionHandlers, isPermissionAllowed, type PermissionSession } from '../../electron/permissions';

const ORIGINS = ['app://gpuplan'];

type RequestHandler = Parameters<PermissionSession['setPermissionRequestHandler']>[0];
type CheckHandler = Parameters<PermissionSession['setPermissionCheckHandler']>[0];

function install() {
  const installed: { request?: RequestHandler; check?: CheckHandler } = {};
  installPermissionHandlers(
    {
      setPermissionRequestHandler: (handler) => {
        installed.request = handler;
      },
      setPermissionCheckHandler: (handler) => {
        installed.check = handler;
      },
    },
    ORIGINS,
  );
  const { request: requestHandler, check: checkHandler } = installed;
  if (!requestHandler || !checkHandler) throw new Error('handlers not installed');
  return {
    ask(permission: string, requestingUrl?: string): boolean {
      const answers: boolean[] = [];
      requestHandler({}, permission, (granted) => answers.push(granted), { requestingUrl });
      if (answers.length !== 1) throw new Error('callback must be called exactly once');
      return answers[0];
    },
    check: (permission: string, origin: string) => checkHandler({}, permission, origin),
  };
}

describe('permission handlers', () => {
  it.each(['media', 'geolocation', 'notifications', 'midiSysex', 'openExternal', 'hid', 'serial', 'fullscreen', 'clipboard-read'])(
    'deny %s even for the app origin',
    (permission) => {
      const handlers = install();
      expect(handlers.ask(permission, 'app://gpuplan/index.html')).toBe(false);
      expect(handlers.check(permission, 'app://gpuplan')).toBe(false);
    },
  );

  it('allows clipboard writes only from the app origin', () => {
    const handlers = install();
    expect(handlers.ask('clipboard-sanitized-write', 'app://gpuplan/index.html')).toBe(true);
    expect(handlers.check('clipboard-sanitized-write', 'app://gpuplan')).toBe(true);
    expect(handlers.ask('clipboard-sanitized-write', 'https://evil.example/')).toBe(false);
    expect(handlers.ask('clipboard-sanitized-write', undefined)).toBe(false);
    expect(isPermissionAllowed('clipboard-sanitized-write', 'file:///x.html', ORIGINS)).toBe(false);
  });
});
