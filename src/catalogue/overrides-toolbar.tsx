// The catalogue page's overrides toolbar: how many values the user overrides, import / export /
// remove all / undo, and what the last action did (a status, a failure, or a refused file).

import { useTranslation } from 'react-i18next';
import { RefusedFile } from '../components/refused-file';
import type { Language } from '../i18n/languages';
import type { OverridesFile } from './use-overrides-file';

interface OverridesToolbarProps {
  file: OverridesFile;
  overrideCount: number;
  numberText: (value: number) => string;
  lang: Language;
}

export function OverridesToolbar({ file, overrideCount, numberText, lang }: OverridesToolbarProps) {
  const { t } = useTranslation();
  const { busy, notice, refused } = file;
  return (
    <>
      <div className="cat-toolbar">
        <p data-testid="override-count">{overrideCount > 0 ? t(overrideCount === 1 ? 'catalogue.overrideCountOne' : 'catalogue.overrideCount', { count: numberText(overrideCount) }) : t('catalogue.noOverrides')}</p>
        <div className="cat-actions">
          <button type="button" className="button button--primary" onClick={() => void file.importFile()} disabled={busy !== null}>
            {t('catalogue.importOverrides')}
          </button>
          <button type="button" className="button" onClick={() => void file.exportFile()} disabled={busy !== null}>
            {t('catalogue.exportOverrides')}
          </button>
          {overrideCount > 0 && (
            <button type="button" className="button" onClick={() => void file.removeAll()} disabled={busy !== null}>
              {t('catalogue.resetOverrides')}
            </button>
          )}
          {file.canUndo && (
            <button type="button" className="button" onClick={() => void file.undo()}>
              {t('catalogue.undo')}
            </button>
          )}
        </div>
      </div>
      {busy && (
        <p role="status" className="cat-busy">
          {busy}
        </p>
      )}
      {notice && (
        <p role={notice.kind === 'error' ? 'alert' : 'status'} className={notice.kind === 'error' ? 'cat-notice cat-notice--error' : 'cat-notice'}>
          {notice.text}
        </p>
      )}
      {refused && <RefusedFile refused={refused} lang={lang} title={t('catalogue.refusedTitle', { file: refused.file })} />}
    </>
  );
}
