// The app's shell: the sidebar, the shown page and the command hint. What it does is in modules of
// its own: the shell store (page, hint, pending commands: `shell-store.ts`), routing
// (`shell-pages.tsx`), menu commands (`menu-commands.ts`), the session's autosave
// (`session-autosave.ts`), the last session restored (`session-restore.ts`) and its keys
// (`shell-keys.ts`).
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommandHint } from '../components/command-hint';
import { rememberLanguage } from '../i18n/create-i18n';
import { isLanguage, type Language } from '../i18n/languages';
import { PlatformProvider } from '../platform/platform-context';
import type { Platform } from '../platform/types';
import type { ScenarioListHandle } from '../scenarios/scenario-list-page';
import { useEditorStore } from '../store';
import { rememberScenario, type SessionStorage } from './last-session';
import { runMenuCommand, useListCommand, useMenuCommands, type MenuCommandDeps } from './menu-commands';
import { scenarioActions } from './scenario-actions';
import { useSessionAutosave } from './session-autosave';
import { useSessionRestore } from './session-restore';
import { ShellPages, sidebarView } from './shell-pages';
import { useShellKeys } from './shell-keys';
import { createShellStore, ShellProvider, type ShellStore } from './shell-store';
import { ShortcutsHelp } from './shortcuts-help';
import { Sidebar } from './sidebar';
import { useStore } from 'zustand';

interface AppProps {
  platform: Platform;
  /** Where the language (and the last scenario and page, when it can read) are remembered. */
  storage: (Pick<Storage, 'setItem'> & Partial<Pick<Storage, 'getItem' | 'removeItem'>>) | null;
  isMac: boolean;
}

export function App({ platform, storage, isMac }: AppProps) {
  const { t, i18n } = useTranslation();
  const lang: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const session = storage as SessionStorage | null;
  const flush = useSessionAutosave();
  const [shell] = useState<ShellStore>(() => createShellStore({ beforeNavigate: () => void flush() }));
  const page = useStore(shell, (s) => s.page);
  const hint = useStore(shell, (s) => s.hint);
  const helpOpen = useStore(shell, (s) => s.helpOpen);
  const listCommand = useStore(shell, (s) => s.listCommand);
  const mainRef = useRef<HTMLElement>(null);
  const listRef = useRef<ScenarioListHandle>(null);

  const actions = useMemo(() => scenarioActions({ shell, flush, t, lang }), [shell, flush, t, lang]);
  const deps = useRef<MenuCommandDeps>({ shell, list: listRef, actions, t });
  deps.current = { shell, list: listRef, actions, t };
  useMenuCommands(platform, deps);
  useListCommand(shell, listRef, page, listCommand);
  useSessionRestore(session, page);
  useShellKeys(shell, mainRef);

  const chooseLanguage = useCallback(
    (language: Language) => {
      rememberLanguage(storage, language);
      void i18n.changeLanguage(language);
    },
    [i18n, storage],
  );
  const closeEditor = useCallback(() => {
    useEditorStore.getState().close();
    rememberScenario(session, null);
    shell.setState({ comparison: null, compareSelection: null });
  }, [session, shell]);
  const s = shell.getState();

  return (
    <PlatformProvider value={platform}>
      <ShellProvider value={shell}>
        <div className="shell">
          <Sidebar view={sidebarView(page)} onNavigate={s.navigate} onChooseLanguage={chooseLanguage} onShowShortcuts={() => s.setHelpOpen(true)} />
          <main className={`main main--${page}`} id="main" ref={mainRef} tabIndex={-1}>
            <ShellPages
              platform={platform}
              lang={lang}
              list={listRef}
              actions={actions}
              onOpenFile={() => runMenuCommand('open', deps.current)}
              flushEdits={flush}
              closeEditor={closeEditor}
            />
          </main>
          <CommandHint hint={hint} onDismiss={s.dismissHint} />
          {helpOpen ? <ShortcutsHelp isMac={isMac} onClose={() => s.setHelpOpen(false)} /> : null}
        </div>
      </ShellProvider>
    </PlatformProvider>
  );
}
