import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutPanel } from '../components/about-panel';
import { CommandHint } from '../components/command-hint';
import { OverviewPage } from '../components/overview-page';
import { PlaceholderPage } from '../components/placeholder-page';
import { ScenarioFilesPanel } from '../components/scenario-files-panel';
import { Sidebar } from '../components/sidebar';
import { rememberLanguage } from '../i18n/create-i18n';
import type { Language } from '../i18n/languages';
import type { MenuCommand, Platform } from '../platform/types';
import { PlatformProvider } from './platform-context';
import { ariaKeyShortcut, shortcutLabel } from './shortcut-label';
import { useScenarioFiles } from './use-scenario-files';
import type { ViewId } from './views';

interface AppProps {
  platform: Platform;
  storage: Pick<Storage, 'setItem'> | null;
  isMac: boolean;
}

export function App({ platform, storage, isMac }: AppProps) {
  const { i18n } = useTranslation();
  const [view, setView] = useState<ViewId>('overview');
  const [files, openFiles] = useScenarioFiles(platform);
  const [hint, setHint] = useState<{ command: MenuCommand; shortcut: string; id: number } | null>(null);

  const onMenuCommand = useCallback(
    (command: MenuCommand) => {
      if (command === 'open') {
        setView('overview');
        openFiles();
        return;
      }
      // Everything else needs scenarios, which arrive with the workspace: say so, do nothing.
      setHint((previous) => ({ command, shortcut: shortcutLabel(command, isMac), id: (previous?.id ?? 0) + 1 }));
    },
    [openFiles, isMac],
  );
  useEffect(() => platform.onMenuCommand(onMenuCommand), [platform, onMenuCommand]);

  const chooseLanguage = useCallback(
    (language: Language) => {
      rememberLanguage(storage, language);
      void i18n.changeLanguage(language);
    },
    [i18n, storage],
  );
  const dismissHint = useCallback(() => setHint(null), []);
  const openShortcut = useMemo(
    () => ({ label: shortcutLabel('open', isMac), aria: ariaKeyShortcut('open', isMac) }),
    [isMac],
  );

  return (
    <PlatformProvider value={platform}>
      <div className="shell">
        <Sidebar view={view} onNavigate={setView} onChooseLanguage={chooseLanguage} />
        <main className="main" id="main">
          {view === 'overview' ? (
            <OverviewPage>
              <ScenarioFilesPanel state={files} onOpen={openFiles} openShortcut={openShortcut} />
              <AboutPanel />
            </OverviewPage>
          ) : (
            <PlaceholderPage view={view} onBack={() => setView('overview')} />
          )}
        </main>
        <CommandHint hint={hint} onDismiss={dismissHint} />
      </div>
    </PlatformProvider>
  );
}
