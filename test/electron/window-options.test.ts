import type { BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { createSecureWindow, DARK_BACKGROUND, LIGHT_BACKGROUND, type WindowOptionsInput } from '../../electron/window-options';

/** Records the options the window was constructed with, as Electron's BrowserWindow would receive them. */
class RecordingWindow {
  constructor(readonly options: BrowserWindowConstructorOptions) {}
}

function buildWindowOptions(input: WindowOptionsInput): BrowserWindowConstructorOptions {
  return createSecureWindow(RecordingWindow, input).options;
}

const base = { preloadPath: '/app/dist-electron/preload.cjs', bounds: { width: 1200, height: 800, x: 10, y: 20 } };

describe('buildWindowOptions', () => {
  it('sets every renderer hardening flag explicitly', () => {
    const prefs = buildWindowOptions({ ...base, darkMode: false }).webPreferences;
    expect(prefs).toMatchObject({
      preload: '/app/dist-electron/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      disableBlinkFeatures: 'Auxclick',
    });
    expect(prefs).not.toHaveProperty('enableBlinkFeatures');
    expect(prefs).not.toHaveProperty('additionalArguments');
  });

  it('follows the system theme for the background and stays hidden until ready', () => {
    expect(buildWindowOptions({ ...base, darkMode: true }).backgroundColor).toBe(DARK_BACKGROUND);
    expect(buildWindowOptions({ ...base, darkMode: false }).backgroundColor).toBe(LIGHT_BACKGROUND);
    expect(DARK_BACKGROUND).not.toBe(LIGHT_BACKGROUND);
    expect(buildWindowOptions({ ...base, darkMode: false }).show).toBe(false);
  });

  it('passes the restored bounds through', () => {
    const options = buildWindowOptions({ ...base, darkMode: false });
    expect([options.x, options.y, options.width, options.height]).toEqual([10, 20, 1200, 800]);
    expect(options.title).toBe('GPU Plan');
  });
});
