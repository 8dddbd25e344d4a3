// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isEditableTarget, listenForShortcuts, shortcutToMenuCommand } from '../../src/platform/web-shortcuts';
import type { MenuCommand } from '../../src/platform/types';

const base = { ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
const ctrl = (key: string, extra: Partial<typeof base> = {}) => ({ ...base, ctrlKey: true, key, ...extra });

describe('shortcutToMenuCommand', () => {
  it('maps Ctrl+N, O, S, P, F, Z and Shift+Z to the Electron menu commands', () => {
    const table: [string, boolean, MenuCommand][] = [
      ['n', false, 'new'],
      ['o', false, 'open'],
      ['s', false, 'save-version'],
      ['p', false, 'export-pdf'],
      ['f', false, 'find'],
      ['z', false, 'undo'],
      ['Z', true, 'redo'],
    ];
    for (const [key, shiftKey, command] of table) {
      expect(shortcutToMenuCommand(ctrl(key, { shiftKey }), false), key).toBe(command);
    }
  });

  it('accepts Cmd as well as Ctrl, and either letter case', () => {
    expect(shortcutToMenuCommand({ ...base, metaKey: true, key: 'o' }, false)).toBe('open');
    expect(shortcutToMenuCommand(ctrl('O'), false)).toBe('open');
    expect(shortcutToMenuCommand({ ...base, metaKey: true, shiftKey: true, key: 'z' }, false)).toBe('redo');
  });

  it('ignores keys without the modifier, with Alt, other letters and Shift on non-Z keys', () => {
    expect(shortcutToMenuCommand({ ...base, key: 'o' }, false)).toBeNull();
    expect(shortcutToMenuCommand({ ...base, shiftKey: true, key: 'Z' }, false)).toBeNull();
    expect(shortcutToMenuCommand(ctrl('o', { altKey: true }), false)).toBeNull();
    expect(shortcutToMenuCommand(ctrl('a'), false)).toBeNull();
    expect(shortcutToMenuCommand(ctrl('N', { shiftKey: true }), false)).toBeNull();
    expect(shortcutToMenuCommand(ctrl('P', { shiftKey: true }), false)).toBeNull();
  });

  it('leaves undo and redo to a focused text field, but not the other commands', () => {
    expect(shortcutToMenuCommand(ctrl('z'), true)).toBeNull();
    expect(shortcutToMenuCommand(ctrl('Z', { shiftKey: true }), true)).toBeNull();
    expect(shortcutToMenuCommand(ctrl('s'), true)).toBe('save-version');
  });
});

describe('isEditableTarget', () => {
  it('treats text inputs, textareas and contenteditable as editable', () => {
    const text = document.createElement('input');
    const number = document.createElement('input');
    number.type = 'number';
    const area = document.createElement('textarea');
    expect(isEditableTarget(text)).toBe(true);
    expect(isEditableTarget(number)).toBe(true);
    expect(isEditableTarget(area)).toBe(true);
  });

  it('does not treat buttons, checkboxes, the window or null as editable', () => {
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    expect(isEditableTarget(checkbox)).toBe(false);
    expect(isEditableTarget(document.createElement('button'))).toBe(false);
    expect(isEditableTarget(window)).toBe(false);
    expect(isEditableTarget(null)).toBe(false);
  });
});

describe('listenForShortcuts', () => {
  it('reports commands, prevents the browser default, and stops after unsubscribe', () => {
    const seen: MenuCommand[] = [];
    const stop = listenForShortcuts(window, (command) => seen.push(command));
    const save = new KeyboardEvent('keydown', { key: 's', ctrlKey: true, cancelable: true });
    window.dispatchEvent(save);
    const plain = new KeyboardEvent('keydown', { key: 's', cancelable: true });
    window.dispatchEvent(plain);
    expect(seen).toEqual(['save-version']);
    expect(save.defaultPrevented).toBe(true);
    expect(plain.defaultPrevented).toBe(false);

    stop();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'o', ctrlKey: true, cancelable: true }));
    expect(seen).toEqual(['save-version']);
  });

  it('ignores auto-repeat and IME composition', () => {
    const seen: MenuCommand[] = [];
    const stop = listenForShortcuts(window, (command) => seen.push(command));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'o', ctrlKey: true, repeat: true }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'o', ctrlKey: true, isComposing: true }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'o', ctrlKey: true }));
    stop();
    expect(seen).toEqual(['open']);
  });

  it('lets Ctrl+Z reach a focused input, but still reports Ctrl+S from it', () => {
    const seen: MenuCommand[] = [];
    const input = document.createElement('input');
    document.body.append(input);
    const stop = listenForShortcuts(window, (command) => seen.push(command));
    const undo = new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, cancelable: true });
    input.dispatchEvent(undo);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 's', ctrlKey: true, bubbles: true, cancelable: true }));
    stop();
    input.remove();
    expect(undo.defaultPrevented).toBe(false);
    expect(seen).toEqual(['save-version']);
  });
});
