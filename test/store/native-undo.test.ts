// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { shouldUseNativeUndo } from '../../src/store/native-undo';

describe('shouldUseNativeUndo', () => {
  it('is true in text inputs and text areas, false elsewhere', () => {
    const make = (html: string) => {
      document.body.innerHTML = html;
      return document.body.firstElementChild;
    };
    expect(shouldUseNativeUndo(make('<input type="text">'))).toBe(true);
    expect(shouldUseNativeUndo(make('<input>'))).toBe(true);
    expect(shouldUseNativeUndo(make('<input type="search">'))).toBe(true);
    expect(shouldUseNativeUndo(make('<textarea></textarea>'))).toBe(true);
    expect(shouldUseNativeUndo(make('<input type="checkbox">'))).toBe(false);
    expect(shouldUseNativeUndo(make('<select><option>a</option></select>'))).toBe(false);
    expect(shouldUseNativeUndo(make('<button>x</button>'))).toBe(false);
    expect(shouldUseNativeUndo(make('<input type="text" readonly>'))).toBe(false);
    expect(shouldUseNativeUndo(document.body)).toBe(false);
    expect(shouldUseNativeUndo(null)).toBe(false);
    expect(shouldUseNativeUndo({ isContentEditable: true })).toBe(true);
  });
});

describe('runUndoCommand', () => {
  it('sends undo to the focused text field, else to the scenario history', async () => {
    const { createEditorStore } = await import('../../src/store/editor-store');
    const { runUndoCommand } = await import('../../src/store/undo-command');
    const { sampleRecord } = await import('./fixtures');
    const store = createEditorStore({ journal: null });
    store.getState().open(sampleRecord());
    store.getState().setField('name', 'edited');
    const executed: string[] = [];
    const input = document.createElement('input');
    const inField = { activeElement: input, execCommand: (c: string) => executed.push(c) > 0 };
    expect(runUndoCommand('undo', store, inField)).toBe('native');
    expect(executed).toEqual(['undo']);
    expect((store.getState().doc as { name: string }).name).toBe('edited');
    const onButton = { activeElement: document.createElement('button') };
    expect(runUndoCommand('undo', store, onButton)).toBe('history');
    expect((store.getState().doc as { name: string }).name).toBe('512× H100');
    expect(runUndoCommand('redo', store, onButton)).toBe('history');
    expect((store.getState().doc as { name: string }).name).toBe('edited');
  });
});
