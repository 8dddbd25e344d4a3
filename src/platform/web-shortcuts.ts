import type { MenuCommand } from './types';

export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

// The browser stand-in for the Electron menu's accelerators: Ctrl (or Cmd) + N, O, S, P, F, Z,
// and Shift+Z for redo. Undo/redo are left to the text field itself while one is focused.
export function shortcutToMenuCommand(event: ShortcutKey, inEditableField: boolean): MenuCommand | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') {
    if (inEditableField) return null;
    return event.shiftKey ? 'redo' : 'undo';
  }
  if (event.shiftKey) return null;
  switch (key) {
    case 'n':
      return 'new';
    case 'o':
      return 'open';
    case 's':
      return 'save-version';
    case 'p':
      return 'export-pdf';
    case 'f':
      return 'find';
    default:
      return null;
  }
}

export function isEditableTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName.toUpperCase();
  if (tag === 'TEXTAREA') return true;
  if (tag !== 'INPUT') return false;
  const type = (target.getAttribute('type') ?? 'text').toLowerCase();
  return !['button', 'checkbox', 'color', 'file', 'radio', 'range', 'reset', 'submit', 'image'].includes(type);
}

// Listens for the shortcuts on `target` (the window) and reports each as a menu command.
export function listenForShortcuts(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  callback: (command: MenuCommand) => void,
): () => void {
  const onKeyDown = (event: Event) => {
    if (!(event instanceof KeyboardEvent) || event.repeat || event.isComposing) return;
    const command = shortcutToMenuCommand(event, isEditableTarget(event.target));
    if (!command) return;
    event.preventDefault();
    callback(command);
  };
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}
