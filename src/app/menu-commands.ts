// The menu's commands (Electron's menu, or the browser's shortcuts through the web platform),
// carried out as shell store actions: a command that needs a page shows it and leaves the command
// pending there (the list's templates, import or search; the report's PDF), which the page takes
// once it is on screen.
import { useEffect, type RefObject } from 'react';
import type { TFunction } from 'i18next';
import type { MenuCommand, Platform } from '../platform/types';
import type { ScenarioListHandle } from '../scenarios/scenario-list-page';
import { runUndoCommand, useEditorStore } from '../store';
import type { ScenarioActions } from './scenario-actions';
import type { ShellStore } from './shell-store';

export interface MenuCommandDeps {
  shell: ShellStore;
  list: RefObject<ScenarioListHandle | null>;
  actions: Pick<ScenarioActions, 'saveNamedVersion'>;
  t: TFunction;
}

export function runMenuCommand(command: MenuCommand, { shell, list, actions, t }: MenuCommandDeps): void {
  const s = shell.getState();
  switch (command) {
    case 'new':
      s.navigate('scenarios');
      s.requestListCommand('templates');
      return;
    case 'open':
      // The browser's file chooser needs the key press's user activation: open it now when the
      // list is on screen, not after the next render (a busy page can outlast it).
      if (s.page === 'scenarios' && list.current) {
        void list.current.importFiles();
        return;
      }
      s.navigate('scenarios');
      s.requestListCommand('import');
      return;
    case 'find':
      s.navigate('scenarios');
      s.requestListCommand('search');
      return;
    case 'save-version':
      void actions.saveNamedVersion();
      return;
    case 'undo':
    case 'redo':
      runUndoCommand(command, useEditorStore);
      return;
    case 'export-pdf':
      if (s.page === 'compare-report') {
        s.requestPrint();
        return;
      }
      if (!useEditorStore.getState().doc) {
        s.say(t('workspace.noScenarioFor', { command: t('commands.export-pdf') }));
        return;
      }
      s.navigate('report');
      s.requestPrint();
      return;
  }
}

/** Listens to the platform's menu commands while mounted; `deps` is read when a command comes. */
export function useMenuCommands(platform: Platform, deps: RefObject<MenuCommandDeps>): void {
  useEffect(() => platform.onMenuCommand((command) => runMenuCommand(command, deps.current)), [platform, deps]);
}

/** The scenario list carries out a pending list command once it is mounted. */
export function useListCommand(shell: ShellStore, list: RefObject<ScenarioListHandle | null>, page: string, pending: unknown): void {
  useEffect(() => {
    if (page !== 'scenarios' || !list.current || !pending) return;
    const command = shell.getState().takeListCommand();
    if (command === 'templates') list.current.openTemplates();
    else if (command === 'import') void list.current.importFiles();
    else if (command === 'search') list.current.focusSearch();
  }, [shell, list, page, pending]);
}
