// The scenario list's import flow: pick several files, ask about names already stored (replace or
// keep both), then report what came in and every rejected file with its reasons.

import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n/languages';
import type { Platform } from '../platform/types';
import { importScenarioFiles, type DuplicateChoice } from '../storage/import-export';
import { DuplicateImportDialog } from './duplicate-import-dialog';
import { ImportReport, type ImportOutcome } from './import-report';
import type { Attempt } from './use-scenario-actions';

interface DuplicatesQuestion {
  names: string[];
  resolve: (choice: DuplicateChoice) => void;
}

export function useScenarioImport(platform: Platform, attempt: Attempt, setBusy: (busy: boolean) => void) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  // The duplicates question of an import under way, answered through `resolve`.
  const [duplicates, setDuplicates] = useState<DuplicatesQuestion | null>(null);

  const importFiles = useCallback(
    () =>
      attempt(async () => {
        const picked = await platform.openScenarioFiles();
        if (picked.canceled) return;
        setBusy(true);
        try {
          const result = await importScenarioFiles(picked.files, {
            // Same names as stored scenarios: the user says whether to replace them or keep both.
            onDuplicates: (names) => new Promise<DuplicateChoice>((resolve) => setDuplicates({ names, resolve })),
            replacedVersionName: t('scenarios.beforeImport'),
          });
          if (result.canceled) return;
          setOutcome({
            importedCount: result.imported.length,
            replacedCount: result.replaced.length,
            rejected: [...(picked.rejected ?? []).map((r) => ({ name: r.name, reason: r.reason })), ...result.rejected],
          });
        } finally {
          setBusy(false);
        }
      }),
    [attempt, platform, setBusy, t],
  );

  return { importFiles, outcome, dismissOutcome: () => setOutcome(null), duplicates, closeDuplicates: () => setDuplicates(null) };
}

interface ImportPanelsProps {
  duplicates: DuplicatesQuestion | null;
  onAnswered: () => void;
  outcome: ImportOutcome | null;
  onDismiss: () => void;
  language: Language;
}

/** The duplicates question while it is open, and the report of the last import. */
export function ImportPanels({ duplicates, onAnswered, outcome, onDismiss, language }: ImportPanelsProps) {
  return (
    <>
      {duplicates && (
        <DuplicateImportDialog
          names={duplicates.names}
          onChoose={(choice) => {
            onAnswered();
            duplicates.resolve(choice);
          }}
        />
      )}
      {outcome && <ImportReport outcome={outcome} language={language} onDismiss={onDismiss} />}
    </>
  );
}
