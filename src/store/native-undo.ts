// Ctrl+Z inside a text field should undo the typing (the browser's own text undo), not the last
// document edit. The app's command handler asks this before calling the store's undo()/redo().

const TEXT_INPUT_TYPES = new Set(['', 'text', 'search', 'url', 'tel', 'email', 'password', 'number']);

interface ElementLike {
  tagName?: string;
  type?: string;
  readOnly?: boolean;
  disabled?: boolean;
  isContentEditable?: boolean;
}

export function shouldUseNativeUndo(activeElement: Element | ElementLike | null | undefined): boolean {
  if (!activeElement) return false;
  const el = activeElement as ElementLike;
  if (el.isContentEditable === true) return true;
  const tag = (el.tagName ?? '').toUpperCase();
  if (tag === 'TEXTAREA') return !el.readOnly && !el.disabled;
  if (tag === 'INPUT') return TEXT_INPUT_TYPES.has((el.type ?? '').toLowerCase()) && !el.readOnly && !el.disabled;
  return false;
}
