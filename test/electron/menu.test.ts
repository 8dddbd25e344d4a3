import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import type { MenuCommand } from '../../electron/ipc';
import { buildMenuTemplate, type MenuDeps } from '../../electron/menu';

function deps(overrides: Partial<MenuDeps> = {}) {
  const sent: MenuCommand[] = [];
  const base: MenuDeps = {
    platform: 'linux',
    isDev: false,
    appName: 'GPU Plan',
    sendCommand: (command) => {
      sent.push(command);
      return true;
    },
    nativeEdit: vi.fn(),
    showAbout: vi.fn(),
    ...overrides,
  };
  return { deps: base, sent };
}

function submenu(template: MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions[] {
  const menu = template.find((item) => item.label === label || item.role === label);
  if (!menu || !Array.isArray(menu.submenu)) throw new Error(`no ${label} menu`);
  return menu.submenu;
}

function item(items: MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions {
  const found = items.find((i) => i.label === label);
  if (!found) throw new Error(`no ${label} item`);
  return found;
}

function click(entry: MenuItemConstructorOptions): void {
  if (!entry.click) throw new Error(`${entry.label} has no click`);
  entry.click({} as never, undefined, {} as never);
}

describe('buildMenuTemplate', () => {
  it('has File, Edit, View and Help on Linux/Windows', () => {
    const template = buildMenuTemplate(deps().deps);
    expect(template.map((m) => m.label ?? m.role)).toEqual(['File', 'Edit', 'View', 'help']);
  });

  it.each([
    ['File', 'New', 'CmdOrCtrl+N', 'new'],
    ['File', 'Open/Import…', 'CmdOrCtrl+O', 'open'],
    ['File', 'Save Version', 'CmdOrCtrl+S', 'save-version'],
    ['File', 'Export PDF…', 'CmdOrCtrl+P', 'export-pdf'],
    ['Edit', 'Undo', 'CmdOrCtrl+Z', 'undo'],
    ['Edit', 'Redo', 'CmdOrCtrl+Shift+Z', 'redo'],
    ['Edit', 'Find', 'CmdOrCtrl+F', 'find'],
  ] as const)('%s > %s has %s and sends "%s"', (menu, label, accelerator, command) => {
    const { deps: d, sent } = deps();
    const entry = item(submenu(buildMenuTemplate(d), menu), label);
    expect(entry.accelerator).toBe(accelerator);
    expect(entry.role).toBeUndefined();
    click(entry);
    expect(sent).toEqual([command]);
  });

  it('falls back to native undo/redo when no app window takes the command', () => {
    const nativeEdit = vi.fn();
    const { deps: d } = deps({ sendCommand: () => false, nativeEdit });
    const edit = submenu(buildMenuTemplate(d), 'Edit');
    click(item(edit, 'Undo'));
    click(item(edit, 'Redo'));
    expect(nativeEdit.mock.calls).toEqual([['undo'], ['redo']]);
  });

  it('uses roles for clipboard, zoom and fullscreen, and ends File with Quit', () => {
    const template = buildMenuTemplate(deps().deps);
    expect(submenu(template, 'Edit').map((i) => i.role).filter(Boolean)).toEqual(['cut', 'copy', 'paste', 'selectAll']);
    expect(submenu(template, 'View').map((i) => i.role).filter(Boolean)).toEqual([
      'resetZoom',
      'zoomIn',
      'zoomOut',
      'togglefullscreen',
    ]);
    expect(submenu(template, 'File').at(-1)).toMatchObject({ role: 'quit', accelerator: 'CmdOrCtrl+Q' });
  });

  it('shows dev tools only in development', () => {
    const roles = (isDev: boolean) => submenu(buildMenuTemplate(deps({ isDev }).deps), 'View').map((i) => i.role);
    expect(roles(false)).not.toContain('toggleDevTools');
    expect(roles(false)).not.toContain('reload');
    expect(roles(true)).toContain('toggleDevTools');
  });

  it('opens About from Help', () => {
    const showAbout = vi.fn();
    click(item(submenu(buildMenuTemplate(deps({ showAbout }).deps), 'help'), 'About GPU Plan'));
    expect(showAbout).toHaveBeenCalledTimes(1);
  });

  it('follows macOS conventions: app menu first with Quit, Window menu', () => {
    const template = buildMenuTemplate(deps({ platform: 'darwin' }).deps);
    expect(template.map((m) => m.label ?? m.role)).toEqual(['GPU Plan', 'File', 'Edit', 'View', 'windowMenu', 'help']);
    expect(submenu(template, 'GPU Plan').map((i) => i.role)).toContain('quit');
    expect(submenu(template, 'File').map((i) => i.role)).not.toContain('quit');
  });
});
