// The scenario list's body: loading, the empty state, "no matches" for a search, else the virtual
// list of rows (with the tag suggestions every row's tag field offers).

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioSummary } from '../storage/types';
import { ScenarioRow, type ScenarioRowActions } from './scenario-row';
import { VirtualList } from './virtual-list';

export const ROW_HEIGHT = 64;

interface ScenarioListBodyProps {
  /** Null while loading. */
  summaries: readonly ScenarioSummary[] | null;
  shown: readonly ScenarioSummary[];
  query: string;
  tags: readonly string[];
  formatDate: (ms: number) => string;
  actions: ScenarioRowActions;
}

export function ScenarioListBody({ summaries, shown, query, tags, formatDate, actions }: ScenarioListBodyProps) {
  const { t } = useTranslation();
  const tagListId = useId();
  return (
    <>
      {summaries === null ? (
        <p className="muted" role="status">
          {t('scenarios.loading')}
        </p>
      ) : summaries.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{t('scenarios.emptyTitle')}</p>
          <p className="empty-state__body">{t('scenarios.emptyBody')}</p>
        </div>
      ) : shown.length === 0 ? (
        <p className="muted">{t('scenarios.noMatches', { query: query.trim() })}</p>
      ) : (
        <VirtualList
          className="scenario-list"
          ariaLabel={t('scenarios.listLabel')}
          count={shown.length}
          rowHeight={ROW_HEIGHT}
          rowKey={(i) => shown[i].id}
          renderRow={(i) => <ScenarioRow summary={shown[i]} formatDate={formatDate} tagListId={tagListId} {...actions} />}
        />
      )}
      <datalist id={tagListId}>
        {tags.map((tag) => (
          <option key={tag} value={tag} />
        ))}
      </datalist>
    </>
  );
}
