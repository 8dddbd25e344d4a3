// Settings: backup of everything stored to one file, and restore from such a file. A restore is
// checked completely (src/storage/backup.ts) and shown for confirmation before anything changes;
// a refused file lists every problem with its path and leaves the data as it was. After a restore,
// "Undo restore" puts back what was there (kept in memory while the page is open).

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DefaultDisplayForm } from './default-display-form';
import { pickOneJsonFile, RefusedFile, type RefusedFileInfo } from '../components/refused-file';
import type { Language } from '../i18n/languages';
import { APP_VERSION } from '../platform/app-version';
import type { Platform } from '../platform/types';
import { checkBackupFile } from '../storage/file-check';
import { backupText, readBackupData, restoreBackup, storedCounts, type BackupCounts, type BackupData, type BackupInfo } from '../storage/backup';
import { backupFileName } from '../storage/file-names';
import { isQuotaError } from '../storage/quota';
import './settings.css';
import { errorMessage } from '../../models/error-message';

export interface SettingsPageProps {
  platform: Platform;
  lang: Language;
  /** Stores pending edits before the database is replaced (they are then part of what undo brings back). */
  beforeReplace: () => Promise<void>;
  /** The database was replaced: close what shows the old data. */
  afterReplace: () => void;
}

type Busy = null | 'backup' | 'check' | 'restore';
interface Notice {
  kind: 'info' | 'error';
  text: string;
}
type Refused = RefusedFileInfo;
interface Pending {
  file: string;
  info: BackupInfo;
  data: BackupData;
}

/** A User Timing entry (read by `npm run bench`; visible in the browser's performance panel). */
function measure(name: string, start: number): void {
  try {
    performance.measure(name, { start, end: performance.now() });
  } catch {
    // Timing is an aid, never a reason to fail.
  }
}

export function SettingsPage({ platform, lang, beforeReplace, afterReplace }: SettingsPageProps) {
  const { t } = useTranslation();
  const [counts, setCounts] = useState<BackupCounts | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [busyFile, setBusyFile] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [refused, setRefused] = useState<Refused | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [previous, setPrevious] = useState<BackupData | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const live = useRef(true);

  const n = useCallback((value: number) => new Intl.NumberFormat(lang).format(value), [lang]);
  const failText = useCallback(
    (error: unknown) => (isQuotaError(error) ? t('scenarios.quotaFull') : t('settings.failed', { message: errorMessage(error) })),
    [t],
  );

  const refreshCounts = useCallback(() => {
    storedCounts().then(
      (c) => live.current && setCounts(c),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    live.current = true;
    refreshCounts();
    return () => {
      live.current = false;
    };
  }, [refreshCounts]);

  useEffect(() => {
    if (pending) confirmRef.current?.focus();
  }, [pending]);

  const backUp = useCallback(async () => {
    setBusy('backup');
    setNotice(null);
    try {
      const started = performance.now();
      const data = await readBackupData();
      const now = new Date();
      const text = await backupText(data, { appVersion: APP_VERSION, createdAt: now });
      measure('gpuplan:backup-write', started);
      const name = backupFileName(now);
      const result = await platform.saveJsonFile(name, text);
      setNotice(
        result.canceled
          ? { kind: 'info', text: t('settings.backupCanceled') }
          : { kind: 'info', text: t('settings.backedUp', { scenarios: n(data.scenarios.length), versions: n(data.versions.length), file: result.filePath ?? name }) },
      );
    } catch (error) {
      setNotice({ kind: 'error', text: failText(error) });
    } finally {
      setBusy(null);
    }
  }, [failText, n, platform, t]);

  const chooseBackup = useCallback(async () => {
    setNotice(null);
    setRefused(null);
    setPending(null);
    try {
      const file = await pickOneJsonFile(platform);
      if (file.kind === 'canceled') {
        setNotice({ kind: 'info', text: t('settings.restoreCanceled') });
        return;
      }
      if (file.kind === 'unread') {
        setRefused(file.refused);
        return;
      }
      setBusy('check');
      setBusyFile(file.name);
      const started = performance.now();
      const check = await checkBackupFile(file.content); // in a worker: the window stays responsive
      measure('gpuplan:backup-check', started);
      if (!check.ok) setRefused({ file: file.name, issues: check.issues });
      else setPending({ file: file.name, info: check.info, data: check.data });
    } catch (error) {
      setNotice({ kind: 'error', text: failText(error) });
    } finally {
      setBusy(null);
    }
  }, [failText, platform, t]);

  const replaceWith = useCallback(
    async (data: BackupData, done: (replaced: BackupData) => void) => {
      setBusy('restore');
      setNotice(null);
      try {
        await beforeReplace();
        const started = performance.now();
        const result = await restoreBackup(data);
        measure('gpuplan:backup-restore', started);
        afterReplace();
        done(result.previous);
      } catch (error) {
        setNotice({ kind: 'error', text: failText(error) });
      } finally {
        setBusy(null);
        refreshCounts();
      }
    },
    [afterReplace, beforeReplace, failText, refreshCounts],
  );

  const confirmRestore = useCallback(() => {
    if (!pending) return;
    const { data, file, info } = pending;
    setPending(null);
    void replaceWith(data, (replaced) => {
      setPrevious(replaced);
      setNotice({ kind: 'info', text: t('settings.restored', { scenarios: n(info.counts.scenarios), versions: n(info.counts.versions), file }) });
    });
  }, [n, pending, replaceWith, t]);

  const undoRestore = useCallback(() => {
    if (!previous) return;
    void replaceWith(previous, () => {
      setPrevious(null);
      setNotice({ kind: 'info', text: t('settings.undone') });
    });
  }, [previous, replaceWith, t]);

  return (
    <div className="page settings-page">
      <header className="page__header">
        <h1 className="page__title">{t('settings.title')}</h1>
        <p className="muted">{t('settings.intro')}</p>
      </header>

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
          <button type="button" className="button button--primary" onClick={() => void backUp()} disabled={busy !== null}>
            {t('settings.backup')}
          </button>
          <button type="button" className="button" onClick={() => void chooseBackup()} disabled={busy !== null}>
            {t('settings.restore')}
          </button>
          {previous && (
            <button type="button" className="button" onClick={undoRestore} disabled={busy !== null}>
              {t('settings.undoRestore')}
            </button>
          )}
        </div>

        {busy && (
          <p role="status" aria-live="polite" className="settings-busy">
            {busy === 'backup' ? t('settings.backingUp') : busy === 'check' ? t('settings.checking', { file: busyFile }) : t('settings.restoring')}
          </p>
        )}
        {notice && (
          <p role={notice.kind === 'error' ? 'alert' : 'status'} className={notice.kind === 'error' ? 'settings-notice settings-notice--error' : 'settings-notice'}>
            {notice.text}
          </p>
        )}

        {refused && <RefusedFile refused={refused} lang={lang} title={t('settings.refusedTitle', { file: refused.file })} className="settings-refused" />}

        {pending && (
          <section
            className="settings-confirm"
            aria-labelledby="settings-confirm-title"
            onKeyDown={(e) => {
              if (e.key === 'Escape') setPending(null);
            }}
          >
            <h3 id="settings-confirm-title">{t('settings.confirmTitle', { file: pending.file })}</h3>
            <p>{t('settings.confirmFrom', { date: new Date(pending.info.createdAt).toLocaleString(lang), app: pending.info.appVersion })}</p>
            <p>
              {t('settings.confirmHolds', {
                scenarios: n(pending.info.counts.scenarios),
                versions: n(pending.info.counts.versions),
                quotes: n(pending.info.counts.quotes),
                overrides: n(pending.info.counts.catalogueOverrides),
                settings: n(pending.info.counts.settings),
              })}
            </p>
            <p className="settings-confirm__warn">
              {t('settings.confirmReplaces', { scenarios: n(counts?.scenarios ?? 0), versions: n(counts?.versions ?? 0) })}
            </p>
            <div className="settings-actions">
              <button ref={confirmRef} type="button" className="button button--danger" onClick={confirmRestore} disabled={busy !== null}>
                {t('settings.confirm')}
              </button>
              <button type="button" className="button" onClick={() => void backUp()} disabled={busy !== null}>
                {t('settings.backupFirst')}
              </button>
              <button type="button" className="button" onClick={() => setPending(null)} disabled={busy !== null}>
                {t('settings.cancel')}
              </button>
            </div>
          </section>
        )}
      </section>

      <DefaultDisplayForm lang={lang} />
    </div>
  );
}
