// Asked during an import when a file holds a scenario named like one already in the list (the same
// file imported twice, or a newer copy of it): replace the stored one (its document is kept as a
// version), keep both, or import nothing. Escape cancels.

import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DuplicateChoice } from '../storage/import-export';

interface DuplicateImportDialogProps {
  names: readonly string[];
  onChoose: (choice: DuplicateChoice) => void;
}

export function DuplicateImportDialog({ names, onChoose }: DuplicateImportDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names.map((n) => `“${n}”`));
  return (
    <div className="dialog-backdrop">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="dialog dialog--narrow"
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            onChoose('cancel');
          }
        }}
      >
        <h2 id={titleId} className="dialog__title">
          {t('scenarios.duplicateTitle', { count: names.length })}
        </h2>
        <p>{t('scenarios.duplicateBody', { count: names.length, names: list })}</p>
        <div className="dialog__actions">
          <button ref={first} type="button" className="button button--primary" onClick={() => onChoose('replace')}>
            {t('scenarios.duplicateReplace')}
          </button>
          <button type="button" className="button" onClick={() => onChoose('keep-both')}>
            {t('scenarios.duplicateKeepBoth')}
          </button>
          <button type="button" className="button" onClick={() => onChoose('cancel')}>
            {t('scenarios.duplicateCancel')}
          </button>
        </div>
      </div>
    </div>
  );
}
