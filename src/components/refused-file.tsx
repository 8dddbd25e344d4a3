// A file that was not taken (import, restore, catalogue overrides): either every problem the check
// found, each naming its field path in the UI language, or why the file could not be read at all.

import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RejectedFile } from '../../electron/ipc';
import type { ScenarioIssue } from '../../models/scenario/types';
import type { Language } from '../i18n/languages';
import type { Platform } from '../platform/types';

export interface RefusedFileInfo {
  file: string;
  /** The check's problems (the file was read but refused). */
  issues?: ScenarioIssue[];
  /** The host could not read the file. */
  reason?: RejectedFile['reason'];
}

/** Why a picked file was not read, in the UI language. */
export function readFailureText(t: TFunction, reason: RejectedFile['reason']): string {
  return reason === 'too-large' ? t('scenarios.fileTooLarge') : reason === 'not-a-file' ? t('scenarios.fileNotAFile') : t('scenarios.fileUnreadable');
}

interface RefusedFileProps {
  refused: RefusedFileInfo;
  lang: Language;
  /** The heading over the problems, e.g. "x.json cannot be restored; nothing was changed:". */
  title: string;
  className?: string;
}

export function RefusedFile({ refused, lang, title, className }: RefusedFileProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={className ? `import-report ${className}` : 'import-report'}>
      <p className="import-report__file">
        {refused.issues ? title : t('scenarios.unreadFile', { file: refused.file, reason: readFailureText(t, refused.reason ?? 'unreadable') })}
      </p>
      {refused.issues && (
        <ul className="import-report__issues">
          {refused.issues.map((issue, i) => (
            <li key={i} data-path={issue.path}>
              {issue.message[lang]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export type OneFile = { kind: 'canceled' } | { kind: 'file'; name: string; content: string } | { kind: 'unread'; refused: RefusedFileInfo };

/** One JSON file from the host's picker (a backup, catalogue overrides): chosen, cancelled or unreadable. */
export async function pickOneJsonFile(platform: Pick<Platform, 'openJsonFile'>): Promise<OneFile> {
  const opened = await platform.openJsonFile();
  if (opened.canceled) return { kind: 'canceled' };
  const file = opened.files[0];
  if (file) return { kind: 'file', name: file.name, content: file.content };
  const rejected = opened.rejected?.[0];
  return { kind: 'unread', refused: { file: rejected?.name ?? '', reason: rejected?.reason ?? 'unreadable' } };
}
