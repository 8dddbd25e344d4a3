// The app's Undo/Redo command (Electron menu, Ctrl+Z / Ctrl+Shift+Z): the text field's own undo
// while one has focus, the scenario history otherwise.

import type { EditorStore } from './editor-store';
import { shouldUseNativeUndo } from './native-undo';

export type UndoCommand = 'undo' | 'redo';

interface DocumentLike {
  activeElement: Element | null;
  execCommand?: (command: string) => boolean;
}

/** Runs the command; returns which history it went to. */
export function runUndoCommand(command: UndoCommand, store: EditorStore, doc: DocumentLike = document): 'native' | 'history' {
  if (shouldUseNativeUndo(doc.activeElement)) {
    // Electron's menu sends the command instead of the keystroke, so the field's undo is run here.
    doc.execCommand?.(command);
    return 'native';
  }
  if (command === 'undo') store.getState().undo();
  else store.getState().redo();
  return 'history';
}
