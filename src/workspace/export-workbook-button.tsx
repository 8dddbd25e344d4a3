// "Export → Excel workbook" (issue 28): the shown result as an .xlsx whose figures are formulas
// beside the engine's values. The workbook code and exceljs load on the first click (a chunk of
// their own); the platform saves the bytes (Electron: a save dialog; browser: a download).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioResult } from '../../models/evaluate';
import type { Language } from '../../models/language';
import type { Scenario } from '../../models/scenario/types';
import { errorMessage } from '../../models/error-message';
import { usePlatform } from '../platform/platform-context';

export function workbookFileName(name: string): string {
  const safe = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').trim() || 'scenario';
  return `${safe}.xlsx`;
}

export interface ExportWorkbookButtonProps {
  scenario: Scenario | null;
  result: ScenarioResult | null;
  lang: Language;
}

export function ExportWorkbookButton({ scenario, result, lang }: ExportWorkbookButtonProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);

  async function exportWorkbook(): Promise<void> {
    if (!scenario || !result) return;
    setBusy(true);
    setStatus(t('workspace.exportingWorkbook'));
    try {
      const [{ buildWorkbook }, { writeXlsx }] = await Promise.all([import('../export/workbook'), import('../export/xlsx')]);
      const bytes = await writeXlsx(buildWorkbook(scenario, result, lang));
      const saved = await platform.saveWorkbookFile(workbookFileName(scenario.name), bytes);
      setStatus(saved.canceled ? null : saved.filePath ? t('workspace.workbookSavedTo', { path: saved.filePath }) : t('workspace.workbookSaved'));
    } catch (e) {
      setStatus(t('workspace.workbookFailed', { message: errorMessage(e) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="ws__back" onClick={() => void exportWorkbook()} disabled={busy || !scenario || !result} title={t('workspace.exportWorkbookTitle')}>
        {t('workspace.exportWorkbook')}
      </button>
      {status ? (
        <span className="ws__status" role="status">
          {status}
        </span>
      ) : null}
    </>
  );
}
