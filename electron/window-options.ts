import type { BrowserWindowConstructorOptions, Rectangle } from 'electron';

export const DARK_BACKGROUND = '#14161a';
export const LIGHT_BACKGROUND = '#ffffff';
export const MIN_WIDTH = 960;
export const MIN_HEIGHT = 640;

export interface WindowOptionsInput {
  preloadPath: string;
  darkMode: boolean;
  bounds: Partial<Rectangle> & { width: number; height: number };
  title?: string;
}

export type WindowConstructor<W> = new (options: BrowserWindowConstructorOptions) => W;

/**
 * Creates the one app window with every renderer hardening flag spelled out, none inherited.
 * The constructor is a parameter (Electron's BrowserWindow in main, a recorder in tests), and the
 * options stay an inline literal so the security scanner (electronegativity) can read them.
 */
export function createSecureWindow<W>(BrowserWindow: WindowConstructor<W>, input: WindowOptionsInput): W {
  return new BrowserWindow({
    ...input.bounds,
    minWidth: MIN_WIDTH,
    minHeight: MIN_HEIGHT,
    title: input.title ?? 'GPU Plan',
    show: false, // shown on ready-to-show, so the user never sees an empty frame
    backgroundColor: input.darkMode ? DARK_BACKGROUND : LIGHT_BACKGROUND,
    webPreferences: {
      preload: input.preloadPath,
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
      // Middle-click would otherwise try to open links in new windows (denied anyway).
      disableBlinkFeatures: 'Auxclick',
      spellcheck: false,
      safeDialogs: true,
    },
  });
}
