// The shell's commands are store actions: a pending PDF or list command is carried out once,
// however often the page that takes it renders, and navigating saves pending edits first.
import { describe, expect, it } from 'vitest';
import { runMenuCommand } from '../../src/app/menu-commands';
import { createShellStore } from '../../src/app/shell-store';
import type { ScenarioListHandle } from '../../src/scenarios/scenario-list-page';
import { useEditorStore } from '../../src/store';

const t = ((key: string, options?: Record<string, string>) => (options?.command ? `${key}(${options.command})` : key)) as never;

function deps() {
  const calls: string[] = [];
  const shell = createShellStore({ beforeNavigate: () => calls.push('flush') });
  const list = { current: null as ScenarioListHandle | null };
  const actions = { saveNamedVersion: async () => void calls.push('save-version') };
  return { calls, shell, list, actions, t };
}

describe('the shell store', () => {
  it('hands a pending PDF to the report once', () => {
    const shell = createShellStore();
    expect(shell.getState().takePrint()).toBe(false);
    shell.getState().requestPrint();
    expect(shell.getState().printPending).toBe(true);
    expect(shell.getState().takePrint()).toBe(true);
    expect(shell.getState().takePrint()).toBe(false);
  });

  it('saves pending edits before another page is shown', () => {
    const d = deps();
    d.shell.getState().navigate('catalogue');
    expect(d.calls).toEqual(['flush']);
    expect(d.shell.getState().page).toBe('catalogue');
  });

  it('counts hints so the same text shows again', () => {
    const shell = createShellStore();
    shell.getState().say('a');
    shell.getState().say('a');
    expect(shell.getState().hint).toEqual({ text: 'a', id: 2 });
    shell.getState().dismissHint();
    expect(shell.getState().hint).toBeNull();
  });
});

describe('menu commands', () => {
  it('"new" shows the list with the templates pending, taken once', () => {
    const d = deps();
    runMenuCommand('new', d);
    expect(d.shell.getState().page).toBe('scenarios');
    expect(d.shell.getState().takeListCommand()).toBe('templates');
    expect(d.shell.getState().takeListCommand()).toBeNull();
  });

  it('"open" on the list opens the file chooser at once, with nothing left pending', () => {
    const d = deps();
    d.shell.getState().navigate('scenarios');
    const opened: string[] = [];
    d.list.current = { importFiles: async () => void opened.push('import'), openTemplates: () => {}, focusSearch: () => {} } as ScenarioListHandle;
    runMenuCommand('open', d);
    expect(opened).toEqual(['import']);
    expect(d.shell.getState().listCommand).toBeNull();
  });

  it('"export-pdf" without an open scenario says so and leaves nothing pending; with one it shows the report and asks for the PDF', () => {
    const d = deps();
    useEditorStore.getState().close();
    runMenuCommand('export-pdf', d);
    expect(d.shell.getState().hint?.text).toBe('workspace.noScenarioFor(commands.export-pdf)');
    expect(d.shell.getState().printPending).toBe(false);
    useEditorStore.setState({ doc: { name: 'x' }, scenarioId: 's1' });
    runMenuCommand('export-pdf', d);
    expect(d.shell.getState().page).toBe('report');
    expect(d.shell.getState().printPending).toBe(true);
    useEditorStore.getState().close();
  });

  it('"export-pdf" on the comparison report prints it where it is', () => {
    const d = deps();
    d.shell.getState().navigate('compare-report');
    runMenuCommand('export-pdf', d);
    expect(d.shell.getState().page).toBe('compare-report');
    expect(d.shell.getState().printPending).toBe(true);
  });
});
