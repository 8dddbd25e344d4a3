// Settings' data section: what is stored, back up / restore / undo restore, the step under way, what
// the last step did, a refused file with every problem, and the restore confirmation.

import { useTranslation } from 'react-i18next';
import { RefusedFile } from '../components/refused-file';
import type { Language } from '../i18n/languages';
import { RestoreConfirm } from './restore-confirm';
import type { BackupRestore } from './use-backup-restore';

interface DataSectionProps {
  data: BackupRestore;
  lang: Language;
  n: (value: number) => string;
}

export function DataSection({ data, lang, n }: DataSectionProps) {
  const { t } = useTranslation();
  const { counts, busy, notice, refused, pending } = data;
  return (
    <section className="settings-section" aria-labelledby="settings-data-title">
      <h2 id="settings-data-title">{t('settings.dataTitle')}</h2>
      <p>{t('settings.dataIntro')}</p>
      <p data-testid="stored-counts">
        {counts
          ? t('settings.stored', {
              scenarios: n(counts.scenarios),
              versions: n(counts.versions),
              quotes: n(counts.quotes),
              overrides: n(counts.catalogueOverrides),
              settings: n(counts.settings),
            })
          : t('settings.counting')}
      </p>
      <div className="settings-actions">
        <button type="button" className="button button--primary" onClick={() => void data.backUp()} disabled={busy !== null}>
          {t('settings.backup')}
        </button>
        <button type="button" className="button" onClick={() => void data.chooseBackup()} disabled={busy !== null}>
          {t('settings.restore')}
        </button>
        {data.canUndo && (
          <button type="button" className="button" onClick={data.undoRestore} disabled={busy !== null}>
            {t('settings.undoRestore')}
          </button>
        )}
      </div>

      {busy && (
        <p role="status" aria-live="polite" className="settings-busy">
          {busy === 'backup' ? t('settings.backingUp') : busy === 'check' ? t('settings.checking', { file: data.busyFile }) : t('settings.restoring')}
        </p>
      )}
      {notice && (
        <p role={notice.kind === 'error' ? 'alert' : 'status'} className={notice.kind === 'error' ? 'settings-notice settings-notice--error' : 'settings-notice'}>
          {notice.text}
        </p>
      )}

      {refused && <RefusedFile refused={refused} lang={lang} title={t('settings.refusedTitle', { file: refused.file })} className="settings-refused" />}

      {pending && (
        <RestoreConfirm
          pending={pending}
          counts={counts}
          busy={busy !== null}
          lang={lang}
          n={n}
          onConfirm={data.confirmRestore}
          onBackUp={() => void data.backUp()}
          onCancel={data.cancelRestore}
        />
      )}
    </section>
  );
}
