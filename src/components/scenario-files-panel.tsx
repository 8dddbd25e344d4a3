import { useTranslation } from 'react-i18next';
import { formatBytes } from '../app/format-bytes';
import type { ScenarioFilesState } from '../app/use-scenario-files';

interface ScenarioFilesPanelProps {
  state: ScenarioFilesState;
  onOpen: () => void;
  openShortcut: { label: string; aria: string };
}

export function ScenarioFilesPanel({ state, onOpen, openShortcut }: ScenarioFilesPanelProps) {
  const { t, i18n } = useTranslation();
  const { files, busy, notice } = state;
  return (
    <section className="panel" aria-labelledby="files-title">
      <h2 id="files-title" className="panel__title">
        {t('files.title')}
      </h2>
      <p className="panel__text">{t('files.description')}</p>
      <div className="panel__actions">
        <button type="button" className="button button--primary" onClick={onOpen} disabled={busy} aria-keyshortcuts={openShortcut.aria}>
          {t('files.open')}
        </button>
        <span className="muted">{t('files.openHint', { shortcut: openShortcut.label })}</span>
      </div>
      {notice?.kind === 'canceled' && <p className="muted" role="status">{t('files.canceled')}</p>}
      {notice?.kind === 'failed' && (
        <p className="error" role="alert">
          {t('files.failed', { message: notice.message })}
        </p>
      )}
      {files === null ? (
        <p className="muted">{t('files.none')}</p>
      ) : (
        <>
          <p className="muted" data-testid="files-count">
            {t('files.count', { count: files.length })}
          </p>
          <table className="file-table" aria-label={t('files.listLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('files.name')}</th>
                <th scope="col" className="num">
                  {t('files.size')}
                </th>
              </tr>
            </thead>
            <tbody>
              {files.map((file, index) => (
                <tr key={`${index}:${file.name}`}>
                  <td className="file-table__name">{file.name}</td>
                  <td className="num">{formatBytes(file.bytes, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
