// Settings: backup of everything stored to one file, and restore from such a file. A restore is
// checked completely (src/storage/backup.ts) and shown for confirmation before anything changes;
// a refused file lists every problem with its path and leaves the data as it was. After a restore,
// "Undo restore" puts back what was there (kept in memory while the page is open).

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DefaultDisplayForm } from './default-display-form';
import type { Language } from '../i18n/languages';
import type { Platform } from '../platform/types';
import { DataSection } from './data-section';
import { useBackupRestore, type ReplaceHooks } from './use-backup-restore';
import './settings.css';

export interface SettingsPageProps extends ReplaceHooks {
  platform: Platform;
  lang: Language;
}

export function SettingsPage({ platform, lang, beforeReplace, afterReplace }: SettingsPageProps) {
  const { t } = useTranslation();
  const n = useCallback((value: number) => new Intl.NumberFormat(lang).format(value), [lang]);
  const data = useBackupRestore(platform, n, { beforeReplace, afterReplace });
  return (
    <div className="page settings-page">
      <header className="page__header">
        <h1 className="page__title">{t('settings.title')}</h1>
        <p className="muted">{t('settings.intro')}</p>
      </header>
      <DataSection data={data} lang={lang} n={n} />
      <DefaultDisplayForm lang={lang} />
    </div>
  );
}
