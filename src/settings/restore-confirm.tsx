// The restore confirmation: where the chosen backup comes from, what it holds, what it replaces;
// confirm, back up first, or cancel (Escape). The confirm button takes the focus when it opens.

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackupCounts } from '../storage/backup';
import type { Language } from '../i18n/languages';
import type { Pending } from './use-backup-restore';

interface RestoreConfirmProps {
  pending: Pending;
  /** What is stored now (null while still counting). */
  counts: BackupCounts | null;
  busy: boolean;
  lang: Language;
  n: (value: number) => string;
  onConfirm: () => void;
  onBackUp: () => void;
  onCancel: () => void;
}

export function RestoreConfirm({ pending, counts, busy, lang, n, onConfirm, onBackUp, onCancel }: RestoreConfirmProps) {
  const { t } = useTranslation();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    confirmRef.current?.focus();
  }, [pending]);
  const holds = pending.info.counts;
  return (
    <section
      className="settings-confirm"
      aria-labelledby="settings-confirm-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <h3 id="settings-confirm-title">{t('settings.confirmTitle', { file: pending.file })}</h3>
      <p>{t('settings.confirmFrom', { date: new Date(pending.info.createdAt).toLocaleString(lang), app: pending.info.appVersion })}</p>
      <p>
        {t('settings.confirmHolds', {
          scenarios: n(holds.scenarios),
          versions: n(holds.versions),
          quotes: n(holds.quotes),
          overrides: n(holds.catalogueOverrides),
          settings: n(holds.settings),
        })}
      </p>
      <p className="settings-confirm__warn">{t('settings.confirmReplaces', { scenarios: n(counts?.scenarios ?? 0), versions: n(counts?.versions ?? 0) })}</p>
      <div className="settings-actions">
        <button ref={confirmRef} type="button" className="button button--danger" onClick={onConfirm} disabled={busy}>
          {t('settings.confirm')}
        </button>
        <button type="button" className="button" onClick={onBackUp} disabled={busy}>
          {t('settings.backupFirst')}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {t('settings.cancel')}
        </button>
      </div>
    </section>
  );
}
