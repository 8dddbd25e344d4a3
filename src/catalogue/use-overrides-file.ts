// The catalogue overrides file: import (checked in full, refused with every problem, else replacing
// the stored overrides), export, remove all, and undo of the last change while the page is open.

import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../models/error-message';
import { pickOneJsonFile, type RefusedFileInfo } from '../components/refused-file';
import type { Platform } from '../platform/types';
import { checkOverridesText, entryCount, overridesFileText, overridesFromRecords, readOverrides, replaceOverrides, restoreOverrideRecords } from '../storage/catalogue-overrides';
import { isQuotaError } from '../storage/quota';
import type { CatalogueOverrideRecord } from '../storage/types';

export interface Notice {
  kind: 'info' | 'error';
  text: string;
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export interface OverridesFile {
  /** What is under way (a status line), else null. */
  busy: string | null;
  notice: Notice | null;
  refused: RefusedFileInfo | null;
  /** The overrides before the last change, while it can be undone. */
  canUndo: boolean;
  importFile(): Promise<void>;
  exportFile(): Promise<void>;
  removeAll(): Promise<void>;
  undo(): Promise<void>;
}

export function useOverridesFile(platform: Platform, numberText: (value: number) => string): OverridesFile {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [refused, setRefused] = useState<RefusedFileInfo | null>(null);
  const [previous, setPrevious] = useState<CatalogueOverrideRecord[] | null>(null);

  const failText = useCallback(
    (error: unknown) => (isQuotaError(error) ? t('scenarios.quotaFull') : t('catalogue.failed', { message: errorMessage(error) })),
    [t],
  );

  const importFile = useCallback(async () => {
    setNotice(null);
    setRefused(null);
    try {
      const file = await pickOneJsonFile(platform);
      if (file.kind === 'canceled') {
        setNotice({ kind: 'info', text: t('catalogue.canceled') });
        return;
      }
      if (file.kind === 'unread') {
        setRefused(file.refused);
        return;
      }
      setBusy(t('catalogue.importing', { file: file.name }));
      const check = checkOverridesText(file.content, todayIso());
      if (!check.ok) {
        setRefused({ file: file.name, issues: check.issues });
        return;
      }
      setPrevious(await replaceOverrides(check.overrides));
      setNotice({ kind: 'info', text: t(check.count === 1 ? 'catalogue.importedOne' : 'catalogue.imported', { count: numberText(check.count), file: file.name }) });
    } catch (error) {
      setNotice({ kind: 'error', text: failText(error) });
    } finally {
      setBusy(null);
    }
  }, [failText, numberText, platform, t]);

  const exportFile = useCallback(async () => {
    setNotice(null);
    try {
      const overrides = overridesFromRecords(await readOverrides());
      const now = new Date();
      const name = `gpuplan-catalogue-overrides-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
      const result = await platform.saveJsonFile(name, overridesFileText(overrides, now));
      if (!result.canceled) setNotice({ kind: 'info', text: t(entryCount(overrides) === 1 ? 'catalogue.exportedOne' : 'catalogue.exported', { count: numberText(entryCount(overrides)), file: result.filePath ?? name }) });
    } catch (error) {
      setNotice({ kind: 'error', text: failText(error) });
    }
  }, [failText, numberText, platform, t]);

  const removeAll = useCallback(async () => {
    setNotice(null);
    setRefused(null);
    try {
      setPrevious(await replaceOverrides({}));
      setNotice({ kind: 'info', text: t('catalogue.removed') });
    } catch (error) {
      setNotice({ kind: 'error', text: failText(error) });
    }
  }, [failText, t]);

  const undo = useCallback(async () => {
    if (!previous) return;
    try {
      await restoreOverrideRecords(previous);
      setPrevious(null);
      setNotice({ kind: 'info', text: t('catalogue.undone') });
    } catch (error) {
      setNotice({ kind: 'error', text: failText(error) });
    }
  }, [failText, previous, t]);

  return { busy, notice, refused, canUndo: previous !== null, importFile, exportFile, removeAll, undo };
}
