// Backup and restore of everything stored: back up to one file; choose a file (checked completely in
// a worker, then held for confirmation); restore it; undo the restore (the replaced data is kept in
// memory while the page is open). Every step reports what it did or why it failed.

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../models/error-message';
import { pickOneJsonFile, type RefusedFileInfo } from '../components/refused-file';
import { APP_VERSION } from '../platform/app-version';
import type { Platform } from '../platform/types';
import { backupText, readBackupData, restoreBackup, storedCounts, type BackupCounts, type BackupData, type BackupInfo } from '../storage/backup';
import { checkBackupFile } from '../storage/file-check';
import { backupFileName } from '../storage/file-names';
import { isQuotaError } from '../storage/quota';

export type Busy = null | 'backup' | 'check' | 'restore';
export interface Notice {
  kind: 'info' | 'error';
  text: string;
}
/** A checked backup file waiting for the user's confirmation. */
export interface Pending {
  file: string;
  info: BackupInfo;
  data: BackupData;
}

export interface ReplaceHooks {
  /** Stores pending edits before the database is replaced (they are then part of what undo brings back). */
  beforeReplace: () => Promise<void>;
  /** The database was replaced: close what shows the old data. */
  afterReplace: () => void;
}

/** A User Timing entry (read by `npm run bench`; visible in the browser's performance panel). */
function measure(name: string, start: number): void {
  try {
    performance.measure(name, { start, end: performance.now() });
  } catch {
    // Timing is an aid, never a reason to fail.
  }
}

/** What is stored now, read at mount and after every restore (null until read). */
function useStoredCounts(): { counts: BackupCounts | null; refreshCounts: () => void } {
  const [counts, setCounts] = useState<BackupCounts | null>(null);
  const live = useRef(true);
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
  return { counts, refreshCounts };
}

export function useBackupRestore(platform: Platform, n: (value: number) => string, { beforeReplace, afterReplace }: ReplaceHooks) {
  const { t } = useTranslation();
  const { counts, refreshCounts } = useStoredCounts();
  const [busy, setBusy] = useState<Busy>(null);
  const [busyFile, setBusyFile] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [refused, setRefused] = useState<RefusedFileInfo | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [previous, setPrevious] = useState<BackupData | null>(null);

  const failText = useCallback(
    (error: unknown) => (isQuotaError(error) ? t('scenarios.quotaFull') : t('settings.failed', { message: errorMessage(error) })),
    [t],
  );

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

  const cancelRestore = useCallback(() => setPending(null), []);

  return { counts, busy, busyFile, notice, refused, pending, canUndo: previous !== null, backUp, chooseBackup, confirmRestore, cancelRestore, undoRestore };
}

export type BackupRestore = ReturnType<typeof useBackupRestore>;
