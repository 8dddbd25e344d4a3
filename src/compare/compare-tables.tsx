import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { diffInputs, impactsByPath, keyResults, type DifferenceImpact, type KeyResultRow } from '../../models/compare';
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario/types';
import { editorMessages } from '../present/messages';
import type { Language } from '../i18n/languages';
import { activeDisplay, approxDisplay } from '../format/display-money';
import { formatNumber, formatPercent } from '../format/format';
import { fleetPlanKeyRows, fleetPlanRowLabel } from './fleet-plan-rows';
import { bestIndexes, deltaFrom, groupDifferences, presentSections, type DiffRow } from './compare-view';
import { formatKeyResult, formatLeaf, KEY_RESULT_KIND } from '../present/format-compare';
import { SCENARIO_KEY_LABELS } from '../present/scenario-compare-rows';
import { labelContext, type ItemTexts } from '../present/input-labels';
import { FleetCompareSection } from './fleet-rows';
import { withoutLeftOutSections } from './left-out-rows';
import { planTokenKeyRows, planTokenRowLabel } from './plan-token-rows';

export const KEY_LABELS = {
  'capacity.gpus': 'capacity_gpus',
  'capacity.nodes': 'capacity_nodes',
  'capacity.racks': 'capacity_racks',
  'capacity.strandedKW': 'capacity_strandedKW',
  'capacity.requiredMW': 'capacity_requiredMW',
  'investment.irrAnnual': 'investment_irrAnnual',
  'investment.npv': 'investment_npv',
  'investment.paybackMonth': 'investment_paybackMonth',
  'investment.moic': 'investment_moic',
  'investment.projectIrrAnnual': 'investment_projectIrrAnnual',
  'investment.projectNpv': 'investment_projectNpv',
  'investment.minPeriodDSCR': 'investment_minPeriodDSCR',
  'investment.minDSCR': 'investment_minDSCR',
  'investment.tax': 'investment_tax',
  'rentVsBuy.cheapest': 'rentVsBuy_cheapest',
  'rentVsBuy.annualCost.buy': 'rentVsBuy_annualCost_buy',
  'rentVsBuy.breakEvenHours.onDemand': 'rentVsBuy_breakEvenHours_onDemand',
  'quotes.best': 'quotes_best',
  'quotes.bestEffectivePerUsedGPUHour': 'quotes_bestEffectivePerUsedGPUHour',
  'quotes.bestEffectivePerEffectiveGPUHour': 'quotes_bestEffectivePerEffectiveGPUHour',
  'quotes.bestBridgeCost': 'quotes_bestBridgeCost',
  'quotes.windowMonths': 'quotes_windowMonths',
  'quotes.bestWindowCost': 'quotes_bestWindowCost',
  'quotes.bestMonthlyCost': 'quotes_bestMonthlyCost',
  'quotes.notQuoted': 'quotes_notQuoted',
  'uncertainty.irrAnnual.p50': 'uncertainty_irrAnnual_p50',
  'portfolio.presentCost': 'portfolio_presentCost',
  'portfolio.savings': 'portfolio_savings',
  'portfolio.savingsShare': 'portfolio_savingsShare',
  ...SCENARIO_KEY_LABELS,
} as const;

const MODES = ['onDemand', 'spot', 'reserved', 'reserved3y', 'buy'] as const;
function isMode(mode: string): mode is (typeof MODES)[number] {
  return (MODES as readonly string[]).includes(mode);
}

export function isKnownKey(key: string): key is keyof typeof KEY_LABELS {
  return Object.hasOwn(KEY_LABELS, key);
}

/** Text longer than this is clipped to one line in a cell (full text on hover and focus). */
const LONG_TEXT = 32;

export interface CompareTablesProps {
  names: readonly string[];
  scenarios: readonly Scenario[];
  results: readonly ScenarioResult[];
  lang: Language;
  /**
   * Which differing inputs move a key result (models/compare-impact.ts), computed with the results
   * (the engine worker, or Node for `gpuplan report`); null while they are being computed.
   */
  impacts: readonly DifferenceImpact[] | null;
  /** Every section open (paper: a closed section would not print). */
  expandAll?: boolean;
  /** Sections a compared plan is evaluated without (compare-left-out.tsx): their inputs are not compared. */
  leftOutSections?: readonly string[];
}

/** A section stays open when something in it moves a key result or it is short; the rest start closed. */
const OPEN_UP_TO = 6;

/** Key results side by side with deltas, then the inputs that differ, grouped by section. */
/** How compared list items are named ("Quote 2", "Generation H100") in the page's language. */
function useItemTexts(lang: Language): ItemTexts {
  const { t } = useTranslation(undefined, { lng: lang });
  return {
    quoteItem: t('results.compare.items.quoteItem'),
    quoteNumber: t('results.compare.items.quoteNumber'),
    generationItem: t('results.compare.items.generationItem'),
    generationNumber: t('results.compare.items.generationNumber'),
    parityItem: t('results.compare.items.parityItem'),
    parityNumber: t('results.compare.items.parityNumber'),
  };
}

export function CompareTables({ names, scenarios, results, lang, impacts, expandAll = false, leftOutSections }: CompareTablesProps) {
  const { t } = useTranslation(undefined, { lng: lang });
  const currencies = results.map((r) => r.currency);
  // Each scenario's own display rate (docs/model.md › Display currency): its money results also in that currency.
  const displays = scenarios.map((s, i) => activeDisplay(s.display, currencies[i] ?? 'USD'));
  const rows = useMemo(() => [...keyResults(results, scenarios), ...planTokenKeyRows(results, scenarios), ...fleetPlanKeyRows(results, lang)], [results, scenarios, lang]);
  const differences = useMemo(() => withoutLeftOutSections(diffInputs(scenarios), leftOutSections), [scenarios, leftOutSections]);
  const moves = useMemo(() => impactsByPath(impacts ?? []), [impacts]);
  const m = editorMessages(lang);
  const items = useItemTexts(lang);
  const { sections, identical } = groupDifferences(differences, moves, m, labelContext(scenarios, currencies[0] ?? 'USD', items), presentSections(scenarios));
  const moving = sections.reduce((s, x) => s + x.moving, 0);
  const keyName = (key: string) => (isKnownKey(key) ? t(`results.compare.keys.${KEY_LABELS[key]}`) : (fleetPlanRowLabel(key, lang) ?? planTokenRowLabel(key, lang) ?? key));
  const sectionName = (id: string) => t(`results.compare.sections.${id as 'site'}`);
  const modeName = (mode: string) => (isMode(mode) ? t(`results.modes.${mode}`) : mode === 'api' ? t('renter.perToken.api') : mode);
  const monthLabel = (month: number) => t('results.headline.paybackValue', { month });
  const labels = { absent: t('results.compare.absent'), yes: t('results.quotes.yes'), no: t('results.quotes.no') };

  const colgroup = (
    <colgroup>
      <col className="compare-table__label-col" />
      {names.map((n, i) => (
        <col key={`${n}-${i}`} />
      ))}
    </colgroup>
  );
  const head = (first: string) => (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {names.map((n, i) => (
          <th key={`${n}-${i}`} scope="col">
            <span className="compare-cell compare-cell--name">
              {n}
            </span>
          </th>
        ))}
      </tr>
    </thead>
  );

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

  function leafText(row: DiffRow, v: DiffRow['values'][number]): string {
    if (row.percent && typeof v === 'number') return `${formatNumber(v * 100, lang, 4)} %`;
    return row.valueText?.(v) ?? formatLeaf(v, lang, labels);
  }

  return (
    <>
      <section className="compare-section" aria-labelledby="compare-results-title">
        <h3 id="compare-results-title" className="compare-section__title">
          {t('results.compare.keyResults')}
        </h3>
        <p className="muted compare-section__note">{t('results.compare.deltaNote', { name: names[0] })}</p>
        <table className={`results-table compare-table${names.length > 2 ? ' compare-table--many' : ''}`} data-testid="compare-key-results">
          {colgroup}
          {head(t('results.compare.result'))}
          <tbody>
            {rows.map((row) => {
              const best = bestIndexes(row, currencies);
              return (
                <tr key={row.key} data-key={row.key}>
                  <th scope="row">{keyName(row.key)}</th>
                  {row.values.map((v, i) => {
                    const delta = deltaText(row, i);
                    const isBest = best.includes(i);
                    return (
                      <td key={i} className={isBest ? 'compare-table__best' : undefined} data-best={isBest ? 'true' : undefined}>
                        <span className="compare-table__value">{valueText(row.key, v, i)}</span>
                        {displayText(row.key, v, i) ? <span className="compare-table__display">{displayText(row.key, v, i)}</span> : null}
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
      <FleetCompareSection names={names} results={results} lang={lang} />
      <section className="compare-section" aria-labelledby="compare-diff-title" data-testid="compare-differences">
        <h3 id="compare-diff-title" className="compare-section__title">
          {t('results.compare.differences', { n: differences.length })}
        </h3>
        {differences.length === 0 ? (
          <p className="muted">{t('results.compare.noDifferences')}</p>
        ) : impacts === null ? (
          <p className="muted compare-section__note" data-testid="compare-impacts-pending">
            {t('results.compare.movingPending', { total: differences.length, name: names[0] })}
          </p>
        ) : (
          <p className="muted compare-section__note">{t('results.compare.movingNote', { n: moving, total: differences.length, name: names[0] })}</p>
        )}
        {sections.map((section) => (
          <details key={section.id} className="compare-group" data-section={section.id} open={expandAll || section.moving > 0 || section.rows.length <= OPEN_UP_TO}>
            <summary className="compare-group__summary">
              <span className="compare-group__title">{sectionName(section.id)}</span>{' '}
              <span className="muted">{t('results.compare.groupCount', { n: section.rows.length, moving: section.moving })}</span>
            </summary>
            <table className={`results-table compare-table compare-table--diff${names.length > 2 ? ' compare-table--many' : ''}`}>
              {colgroup}
              {head(t('results.compare.field'))}
              <tbody>
                {section.rows.map((row) => (
                  <tr key={row.path} data-path={row.path} className={row.moves.length > 0 ? 'compare-table__moves' : undefined}>
                    <th scope="row">
                      {row.item ? <span className="compare-table__item">{row.item}</span> : null}
                      <span className="compare-table__label">{row.label}</span>
                      {row.unit && !(row.percent && row.unit === '%') ? <span className="compare-table__unit"> ({row.unit})</span> : null}
                      {row.moves.length > 0 ? (
                        <span className="compare-table__moved">{t('results.compare.moves', { list: row.moves.map(keyName).join(', ') })}</span>
                      ) : null}
                    </th>
                    {row.values.map((v, i) => {
                      const text = leafText(row, v);
                      const long = text.length > LONG_TEXT;
                      return (
                        <td key={i} className={v === undefined ? 'compare-table__absent' : undefined}>
                          <span className={long ? 'compare-cell compare-cell--clip' : 'compare-cell'} title={long ? text : undefined} tabIndex={long ? 0 : undefined}>
                            {text}
                          </span>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        ))}
        {identical.length > 0 ? (
          <p className="muted compare-identical" data-testid="compare-identical">
            {t('results.compare.identical', { list: identical.map(sectionName).join(', ') })}
          </p>
        ) : null}
      </section>
    </>
  );
}
