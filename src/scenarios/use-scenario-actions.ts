// The scenario list's storage actions: `useAttempt` runs one and shows its failure (a full disk with
// its own message), never dropping it; `useRowActions` gives each row rename, tags, duplicate, export
// and delete with an undo toast.

import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../models/error-message';
import type { Platform } from '../platform/types';
import { exportScenarioFile } from '../storage/import-export';
import { isQuotaError } from '../storage/quota';
import { deleteScenario, duplicateScenario, restoreScenario, updateScenarioMeta } from '../storage/scenarios-repo';
import type { ScenarioSummary } from '../storage/types';
import type { ScenarioRowActions } from './scenario-row';
import type { ToastProps } from './undo-toast';

export type Attempt = (action: () => Promise<void>) => Promise<void>;
export type ToastState = Omit<ToastProps, 'onClose'> & { id: number };
export type ShowToast = (next: Omit<ToastState, 'id'>) => void;

/** Runs a storage action; its failure is the page's error line until the next action. */
export function useAttempt(): { attempt: Attempt; error: string | null } {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const attempt = useCallback(
    async (action: () => Promise<void>) => {
      setError(null);
      try {
        await action();
      } catch (e) {
        setError(isQuotaError(e) ? t('scenarios.quotaFull') : t('scenarios.failed', { message: errorMessage(e) }));
      }
    },
    [t],
  );
  return { attempt, error };
}

/** One toast at a time; each new one replaces (and restarts) the last. */
export function useToast(): { toast: ToastState | null; showToast: ShowToast; closeToast: () => void } {
  const [toast, setToast] = useState<ToastState | null>(null);
  const showToast = useCallback((next: Omit<ToastState, 'id'>) => setToast((prev) => ({ ...next, id: (prev?.id ?? 0) + 1 })), []);
  const closeToast = useCallback(() => setToast(null), []);
  return { toast, showToast, closeToast };
}

export function useRowActions(onOpen: (id: string) => void, platform: Platform, attempt: Attempt, showToast: ShowToast): ScenarioRowActions {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      onOpen,
      onRename: (id, name) => void attempt(async () => void (await updateScenarioMeta(id, { name }))),
      onSetTags: (id, next) => void attempt(async () => void (await updateScenarioMeta(id, { tags: next }))),
      onDuplicate: (s) => void attempt(async () => void (await duplicateScenario(s.id, t('scenarios.copyName', { name: s.name })))),
      onExport: (s) =>
        void attempt(async () => {
          const file = await exportScenarioFile(s.id);
          await platform.saveScenarioFile(file.suggestedName, file.content);
        }),
      onDelete: (s: ScenarioSummary) =>
        void attempt(async () => {
          const deleted = await deleteScenario(s.id);
          if (!deleted) return;
          const name = deleted.scenario.name;
          showToast({
            text: t('scenarios.deleted', { name }),
            action: {
              label: t('scenarios.undo'),
              run: () =>
                void attempt(async () => {
                  await restoreScenario(deleted);
                  showToast({ text: t('scenarios.restored', { name }), timeoutMs: 4000 });
                }),
            },
          });
        }),
    }),
    [attempt, onOpen, platform, showToast, t],
  );
}
