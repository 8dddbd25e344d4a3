// The scenario list's toolbar: the search box (Escape clears it), the sort choice and the count of
// scenarios shown out of all stored.

import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioSort } from '../storage/types';

const SORTS: readonly ScenarioSort[] = ['updated', 'name', 'created'];

interface ScenarioToolbarProps {
  searchRef: Ref<HTMLInputElement>;
  query: string;
  onQuery: (query: string) => void;
  sort: ScenarioSort;
  onSort: (sort: ScenarioSort) => void;
  /** Null while the list is loading (the count is then empty). */
  counts: { shown: string; total: string } | null;
}

export function ScenarioToolbar({ searchRef, query, onQuery, sort, onSort, counts }: ScenarioToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="scenario-toolbar">
      <label className="scenario-toolbar__search">
        <span className="scenarios-visually-hidden">{t('scenarios.searchLabel')}</span>
        <input
          ref={searchRef}
          type="search"
          value={query}
          placeholder={t('scenarios.searchPlaceholder')}
          onChange={(e) => onQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && query !== '') {
              e.preventDefault();
              onQuery('');
            }
          }}
        />
      </label>
      <label className="scenario-toolbar__sort">
        <span>{t('scenarios.sortLabel')}</span>
        <select value={sort} onChange={(e) => onSort(SORTS.find((s) => s === e.target.value) ?? 'updated')}>
          <option value="updated">{t('scenarios.sortUpdated')}</option>
          <option value="name">{t('scenarios.sortName')}</option>
          <option value="created">{t('scenarios.sortCreated')}</option>
        </select>
      </label>
      <span className="muted scenario-toolbar__count" role="status" data-testid="scenario-count">
        {counts ? t('scenarios.shownCount', counts) : ''}
      </span>
    </div>
  );
}
