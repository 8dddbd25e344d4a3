import type { MenuCommand } from '../platform/types';

const KEYS: Record<MenuCommand, string> = {
  new: 'N',
  open: 'O',
  'save-version': 'S',
  'export-pdf': 'P',
  undo: 'Z',
  redo: 'Shift+Z',
  find: 'F',
};

// How the shortcut for `command` is written on this system (⌘ on macOS, Ctrl elsewhere).
export function shortcutLabel(command: MenuCommand, isMac: boolean): string {
  const key = KEYS[command];
  return isMac ? `⌘${key.replace('Shift+', '⇧')}` : `Ctrl+${key}`;
}

export function isMacPlatform(platformName: string): boolean {
  return /^mac|darwin/i.test(platformName);
}

// The same shortcut in the aria-keyshortcuts syntax ("Control+Shift+Z", "Meta+O").
export function ariaKeyShortcut(command: MenuCommand, isMac: boolean): string {
  return `${isMac ? 'Meta' : 'Control'}+${KEYS[command]}`;
}
