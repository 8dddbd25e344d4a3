// What an import did: how many scenarios came in, and each rejected file with every reason
// (in the UI language, each naming its field by its label, its path as a hint: issue-words.ts).

import { useTranslation } from 'react-i18next';
import type { RejectedFile } from '../../electron/ipc';
import type { ScenarioIssue } from '../../models/scenario';
import type { Language } from '../i18n/languages';
import { readFailureText } from '../components/refused-file';
import { issueLine } from '../editor/issue-words';

export interface RejectedImport {
  name: string;
  /** Validation problems (the file was read but is not a valid scenario or bundle). */
  issues?: ScenarioIssue[];
  /** The host could not read the file at all. */
  reason?: RejectedFile['reason'];
}

export interface ImportOutcome {
  importedCount: number;
  /** Stored scenarios replaced by a file's (the user chose "Replace"). */
  replacedCount?: number;
  rejected: RejectedImport[];
}

interface ImportReportProps {
  outcome: ImportOutcome;
  language: Language;
  onDismiss: () => void;
}

export function ImportReport({ outcome, language, onDismiss }: ImportReportProps) {
  const { t } = useTranslation();
  // `count` picks the plural form, `n` is the number as written in the UI language.
  const count = (n: number) => ({ count: n, n: new Intl.NumberFormat(language).format(n) });
  const reasonText = (reason: RejectedFile['reason']) => readFailureText(t, reason);
  return (
    <section className="import-report" aria-label={t('scenarios.importTitle')}>
      <div className="import-report__header">
        <p role="status">
          {outcome.importedCount > 0 ? t('scenarios.importedCount', count(outcome.importedCount)) : outcome.replacedCount ? '' : t('scenarios.importNothing')}
          {outcome.replacedCount ? `${outcome.importedCount > 0 ? ' ' : ''}${t('scenarios.replacedCount', count(outcome.replacedCount))}` : null}
        </p>
        <button type="button" className="button" onClick={onDismiss}>
          {t('scenarios.dismiss')}
        </button>
      </div>
      {outcome.rejected.length > 0 && (
        <div role="alert">
          <p>{t('scenarios.rejectedCount', count(outcome.rejected.length))}</p>
          <ul className="import-report__files">
            {outcome.rejected.map((file, i) => (
              <li key={`${i}:${file.name}`}>
                <p className="import-report__file">
                  {file.issues ? t('scenarios.rejectedFile', { file: file.name, ...count(file.issues.length) }) : t('scenarios.unreadFile', { file: file.name, reason: reasonText(file.reason ?? 'unreadable') })}
                </p>
                {file.issues && (
                  <ul className="import-report__issues">
                    {file.issues.map((issue, j) => (
                      <li key={j} data-path={issue.path}>
                        {issueLine(issue, language)}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
