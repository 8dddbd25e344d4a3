import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n/languages';

export interface ScenarioSummary {
  id: string;
  name: string;
  tags: string[];
  updatedAt: number;
  createdAt: number;
}

export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;
/** Matches listed at once; the search narrows the rest (5,000 scenarios stay fast). */
export const PICKER_LIMIT = 200;

export interface ScenarioPickerProps {
  summaries: readonly ScenarioSummary[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  lang: Language;
}

/** Case-insensitive match on name or tags; every word must match. */
export function matchesSearch(s: ScenarioSummary, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const hay = [s.name, ...s.tags].join(' ').toLowerCase();
  return words.every((w) => hay.includes(w));
}

/** Checkbox list with search: pick 2–4 scenarios. */
export function ScenarioPicker({ summaries, selected, onChange, lang }: ScenarioPickerProps) {
  const { t } = useTranslation(undefined, { lng: lang });
  const [query, setQuery] = useState('');
  const searchId = useId();
  const full = selected.length >= MAX_COMPARED;
  const { shown, total } = useMemo(() => {
    const chosen = summaries.filter((s) => selected.includes(s.id));
    const matches = summaries.filter((s) => !selected.includes(s.id) && matchesSearch(s, query));
    return { shown: [...chosen, ...matches.slice(0, PICKER_LIMIT)], total: matches.length };
  }, [summaries, selected, query]);

  function toggle(id: string, checked: boolean) {
    if (checked) {
      if (!selected.includes(id) && !full) onChange([...selected, id]);
    } else {
      onChange(selected.filter((x) => x !== id));
    }
  }

  return (
    <fieldset className="compare-picker">
      <legend className="compare-picker__legend">{t('results.compare.pickLegend', { min: MIN_COMPARED, max: MAX_COMPARED })}</legend>
      <label htmlFor={searchId} className="compare-picker__search-label">
        {t('results.compare.search')}
      </label>
      <input id={searchId} type="search" className="compare-picker__search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('results.compare.searchPlaceholder')} />
      <p className="muted compare-picker__count" aria-live="polite">
        {/* "0 of 3" with three scenarios stored, not "0 of 4": what can be picked here (issue 25). */}
        {t('results.compare.selectedCount', { n: selected.length, max: Math.max(selected.length, Math.min(MAX_COMPARED, summaries.length)) })}
      </p>
      {summaries.length === 0 ? <p className="muted">{t('results.compare.noScenarios')}</p> : null}
      <ul className="compare-picker__list">
        {shown.map((s) => {
          const checked = selected.includes(s.id);
          return (
            <li key={s.id}>
              <label className="compare-picker__item">
                <input type="checkbox" checked={checked} disabled={!checked && full} onChange={(e) => toggle(s.id, e.target.checked)} />
                <span className="compare-picker__name">{s.name}</span>
                {s.tags.length > 0 ? <span className="compare-picker__tags">{s.tags.join(', ')}</span> : null}
              </label>
            </li>
          );
        })}
      </ul>
      {total > PICKER_LIMIT ? <p className="muted">{t('results.compare.moreMatches', { n: total - PICKER_LIMIT })}</p> : null}
    </fieldset>
  );
}
