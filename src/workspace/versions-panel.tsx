// Saved versions of the open scenario: named snapshots (Ctrl+S) and the automatic history.
// Restoring one keeps the replaced document as an automatic version first (storage does that),
// so a restore can itself be undone by restoring that version.
import { memo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n/languages';
import { getScenario } from '../storage/scenarios-repo';
import { listVersions, restoreVersion } from '../storage/versions-repo';
import { useEditorStore } from '../store';

export interface VersionsPanelProps {
  scenarioId: string;
  lang: Language;
  /** Saves pending edits before a restore replaces the document. */
  flush?: () => Promise<void>;
}

/** Memoized: the workspace re-renders on every edit, the versions list only when its props change. */
export const VersionsPanel = memo(function VersionsPanel({ scenarioId, lang, flush }: VersionsPanelProps) {
  const { t } = useTranslation();
  const versions = useLiveQuery(() => listVersions(scenarioId), [scenarioId], null);
  const time = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });

  async function restore(id: number) {
    await flush?.();
    await restoreVersion(id, t('workspace.beforeRestore'));
    const record = await getScenario(scenarioId);
    if (record) useEditorStore.getState().open(record);
  }

  return (
    <details className="ws-versions">
      <summary>
        {t('workspace.versions')} {versions ? `(${versions.length})` : ''}
      </summary>
      {versions && versions.length === 0 ? <p className="ws-versions__empty">{t('workspace.noVersions')}</p> : null}
      <ul>
        {(versions ?? []).map((v) => (
          <li key={v.id}>
            <span className={`ws-versions__kind ws-versions__kind--${v.kind}`}>{t(v.kind === 'named' ? 'workspace.named' : 'workspace.auto')}</span>
            <span className="ws-versions__name">{v.name}</span>
            <time dateTime={new Date(v.createdAt).toISOString()}>{time.format(v.createdAt)}</time>
            <button type="button" className="button button--small" onClick={() => void restore(v.id!)} aria-label={`${t('workspace.restore')} ${v.name}`}>
              {t('workspace.restore')}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
});
