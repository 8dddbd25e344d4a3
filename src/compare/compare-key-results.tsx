// Compare's key results: one row per result, the scenarios side by side, each value with its display
// currency, a "best" badge where a direction ranks it, and its change from the first scenario.

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { keyResults, type KeyResultRow } from '../../models/compare';
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario/types';
import { activeDisplay, approxDisplay } from '../format/display-money';
import { formatNumber, formatPercent } from '../format/format';
import type { Language } from '../i18n/languages';
import { formatKeyResult, KEY_RESULT_KIND } from '../present/format-compare';
import { CompareColgroup, CompareHead, compareTableClass } from './compare-columns';
import { bestIndexes, deltaFrom } from './compare-view';
import { fleetPlanKeyRows } from './fleet-plan-rows';
import { planTokenKeyRows } from './plan-token-rows';

const MODES = ['onDemand', 'spot', 'reserved', 'reserved3y', 'buy'] as const;
function isMode(mode: string): mode is (typeof MODES)[number] {
  return (MODES as readonly string[]).includes(mode);
}

interface KeyResultsSectionProps {
  names: readonly string[];
  scenarios: readonly Scenario[];
  results: readonly ScenarioResult[];
  lang: Language;
  keyName: (key: string) => string;
}

/** The texts of one key-result cell: value, display-currency value, change from the first scenario. */
function useCellTexts(scenarios: readonly Scenario[], results: readonly ScenarioResult[], lang: Language) {
  const { t } = useTranslation(undefined, { lng: lang });
  const currencies = results.map((r) => r.currency);
  // Each scenario's own display rate (model: Display currency): its money results also in that currency.
  const displays = scenarios.map((s, i) => activeDisplay(s.display, currencies[i] ?? 'USD'));
  const modeName = (mode: string) => (isMode(mode) ? t(`results.modes.${mode}`) : mode === 'api' ? t('renter.perToken.api') : mode);
  const monthLabel = (month: number) => t('results.headline.paybackValue', { month });

  function deltaText(row: KeyResultRow, i: number): string | null {
    const d = deltaFrom(row, i, currencies);
    if (!d || d.abs === 0) return null;
    const sign = d.abs > 0 ? '+' : '−';
    const kind = KEY_RESULT_KIND[row.key];
    const size = Math.abs(d.abs);
    const abs =
      kind === 'percent'
        ? t('results.compare.points', { value: formatNumber(size * 100, lang, 2) })
        : kind === 'months'
          ? t('results.compare.months', { n: size })
          : formatKeyResult(row.key, size, lang, currencies[i] ?? 'USD', modeName, monthLabel);
    // A percent change only of a positive amount: of a rate it is points, of a negative or zero base
    // ("−2,422 %" of a loss) it says nothing a reader can use.
    const rel = d.rel === null || kind === 'percent' ? '' : ` (${d.rel > 0 ? '+' : '−'}${formatPercent(Math.abs(d.rel), lang, 1)})`;
    return `${sign}${abs}${rel}`;
  }

  /** A result cell's text: the costs a quote leaves unpriced are named in the page's language. */
  function valueText(key: string, v: number | string | null, i: number): string {
    if (key === 'quotes.notQuoted' && v !== null) {
      const list = (results[i]?.quotes?.quotes ?? [])
        .filter((q) => q.unquoted.length > 0)
        .map((q) => `${q.provider}: ${q.unquoted.map((item) => t(`results.quotes.unquotedItems.${item}`)).join(lang === 'zh-CN' ? '、' : ', ')}`);
      return list.join(lang === 'zh-CN' ? '；' : '; ');
    }
    return formatKeyResult(key, v, lang, currencies[i] ?? 'USD', modeName, monthLabel);
  }

  /** A money or price result also in the scenario's display currency ("≈ ¥1.04亿"), else null. */
  function displayText(key: string, v: number | string | null, i: number): string | null {
    const kind = KEY_RESULT_KIND[key];
    if ((kind !== 'money' && kind !== 'price') || typeof v !== 'number') return null;
    return approxDisplay(v, lang, displays[i] ?? null, kind);
  }

  return { currencies, deltaText, valueText, displayText };
}

export function KeyResultsSection({ names, scenarios, results, lang, keyName }: KeyResultsSectionProps) {
  const { t } = useTranslation(undefined, { lng: lang });
  const rows = useMemo(() => [...keyResults(results, scenarios), ...planTokenKeyRows(results, scenarios), ...fleetPlanKeyRows(results, lang)], [results, scenarios, lang]);
  const { currencies, deltaText, valueText, displayText } = useCellTexts(scenarios, results, lang);
  return (
    <section className="compare-section" aria-labelledby="compare-results-title">
      <h3 id="compare-results-title" className="compare-section__title">
        {t('results.compare.keyResults')}
      </h3>
      <p className="muted compare-section__note">{t('results.compare.deltaNote', { name: names[0] })}</p>
      <table className={compareTableClass('results-table compare-table', names)} data-testid="compare-key-results">
        <CompareColgroup names={names} />
        <CompareHead names={names} first={t('results.compare.result')} />
        <tbody>
          {rows.map((row) => {
            const best = bestIndexes(row, currencies);
            return (
              <tr key={row.key} data-key={row.key}>
                <th scope="row">{keyName(row.key)}</th>
                {row.values.map((v, i) => {
                  const delta = deltaText(row, i);
                  const display = displayText(row.key, v, i);
                  const isBest = best.includes(i);
                  return (
                    <td key={i} className={isBest ? 'compare-table__best' : undefined} data-best={isBest ? 'true' : undefined}>
                      <span className="compare-table__value">{valueText(row.key, v, i)}</span>
                      {display ? <span className="compare-table__display">{display}</span> : null}
                      {isBest ? <span className="compare-table__badge">{t('results.compare.best')}</span> : null}
                      {delta ? <span className="compare-table__delta">{delta}</span> : null}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
