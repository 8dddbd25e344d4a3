import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuotesResult } from '../../models/quotes';
import type { QuoteInput } from '../../models/scenario';
import { inLanguage, type Language } from '../i18n/languages';
import type { DisplayRate } from '../format/display-money';
import { EMPTY } from '../format/format';
import { quotesRankedBy } from '../present/quote-providers';
import { quoteCellFormat } from './quotes-table-cells';
import { QUOTE_ROWS, nextSort, rowBlock, sortQuotes, type QuoteSort } from './quotes-table-model';
import { bestInRow } from '../present/quote-best';
import './charts.css';

export interface QuotesTableProps {
  quotes: QuotesResult;
  /** The scenario's quotes (for terms the result does not carry: committed share, prepay). */
  inputs?: readonly QuoteInput[];
  currency: string;
  lang: Language;
  /** false on paper (reports): row names are plain text and the caption does not offer sorting. */
  sortable?: boolean;
  /** Prices and amounts also in the display currency, on a second line (docs/model.md › Display currency). */
  display?: DisplayRate | null;
}

/**
 * Provider quotes side by side: one column per quote, one row per figure or term. The best value
 * of each row is highlighted; activating a row's header sorts the quotes by that row.
 */
export function QuotesTable({ quotes, inputs = [], currency, lang, sortable = true, display = null }: QuotesTableProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const [sort, setSort] = useState<QuoteSort | null>(null);
  const ordered = useMemo(() => sortQuotes(quotes.quotes, inputs, sort), [quotes, inputs, sort]);
  const best = useMemo(() => new Map(QUOTE_ROWS.map((row) => [row.key, bestInRow(row, quotes.quotes, inputs)])), [quotes, inputs]);

  const { unquotedOf, unquotedNames, cell, displayLine, exactTitle } = quoteCellFormat({ t, lang, currency, display, inputs });

  const hasInputs = inputs.length > 0;
  const rows = QUOTE_ROWS.filter((row) => {
    if (!hasInputs && (row.key === 'committedShare' || row.key === 'prepay')) return false;
    // Optional terms no quote states are left out rather than shown as a row of dashes.
    if (row.group === 'terms' && row.format === 'text') return quotes.quotes.some((q) => row.value(q, inputs[q.index]) !== null);
    if (row.key === 'regret') return quotes.quotes.some((q) => q.regret !== null);
    if (row.optional) return quotes.quotes.some((q) => row.value(q, inputs[q.index]) !== null);
    if (row.rankedByOwed) return quotes.rankBy === 'windowPlusOwed';
    if (row.spotOnly) return quotes.quotes.some((q) => q.spotAvailability < 1);
    return true;
  });
  const withWarnings = quotes.quotes.some((q) => q.warnings.length > 0);
  // "all-in*": the figures that include storage and egress are marked when a quote leaves one unpriced.
  const excluded = quotes.quotes.filter((q) => q.unquoted.length > 0);
  const months = quotes.windowMonths;
  const blockTitle = (block: ReturnType<typeof rowBlock>): string =>
    block === 'window'
      ? t('results.quotes.blocks.window', { months })
      : block === 'ownTerm'
        ? t('results.quotes.blocks.ownTerm')
        : t('results.quotes.blocks.terms');
  const columns = ordered.length + 1;

  return (
    <div className="quotes-table__wrap">
      <p className="quotes-table__window" data-window-months={months}>
        {t('results.quotes.windowNote', { months })}
      </p>
      <p className="quotes-table__ranked-by" data-testid="quotes-ranked-by" data-rank-by={quotes.rankBy}>
        {quotesRankedBy(quotes, lang)}
        {lang === 'zh-CN' ? '。' : '.'}
      </p>
      <div className="quotes-table__scroll">
        <table className="quotes-table" aria-label={t('results.quotes.tableLabel')}>
          <caption className="quotes-table__caption">
            {sortable ? `${t('results.quotes.caption')} ${t('results.quotes.sortCaption')}` : t('results.quotes.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('results.quotes.figure')}</th>
              {ordered.map((q) => (
                <th key={q.index} scope="col" className={q.index === quotes.bestIndex ? 'quotes-table__best-quote' : undefined} data-quote={q.index}>
                  <span className="quotes-table__provider">{q.provider}</span>
                  <span className="quotes-table__model">{q.gpuModel}</span>
                  {q.index === quotes.bestIndex ? <span className="quotes-table__badge">{t('results.quotes.bestQuote')}</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => {
              const bestSet = best.get(row.key) ?? new Set<number>();
              const sortedHere = sort?.row === row.key ? sort.direction : undefined;
              const block = rowBlock(row);
              const starred = row.includesOther === true && excluded.length > 0;
              const heading =
                r === 0 || rowBlock(rows[r - 1]) !== block ? (
                  <tr key={`block-${block}`} className="quotes-table__block" data-block={block}>
                    <th scope="colgroup" colSpan={columns}>
                      <span className="quotes-table__block-title">{blockTitle(block)}</span>
                    </th>
                  </tr>
                ) : null;
              return [
                heading,
                <tr key={row.key} data-row={row.key}>
                  <th scope="row" aria-sort={sortable ? (sortedHere ?? 'none') : undefined}>
                    {sortable ? (
                      <button type="button" className="quotes-table__sort" onClick={() => setSort((s) => nextSort(s, row.key))} title={t('results.quotes.sortHint')}>
                        {t(`results.quotes.rows.${row.key}`)}
                        {starred ? '*' : ''}
                        <span aria-hidden="true" className="quotes-table__sort-icon">
                          {sortedHere === 'ascending' ? '▲' : sortedHere === 'descending' ? '▼' : ''}
                        </span>
                      </button>
                    ) : (
                      `${t(`results.quotes.rows.${row.key}`)}${starred ? '*' : ''}`
                    )}
                  </th>
                  {ordered.map((q) => {
                    const isBest = bestSet.has(q.index);
                    const risk = unquotedOf(row, q).length > 0;
                    const className = ['quotes-table__cell', row.format === 'text' ? 'quotes-table__cell--text' : '', isBest ? 'quotes-table__cell--best' : '', risk ? 'quotes-table__cell--risk' : ''].filter(Boolean).join(' ');
                    return (
                      <td key={q.index} className={className} title={exactTitle(row, q)} data-quote={q.index} data-risk={risk ? 'not-quoted' : undefined}>
                        {cell(row, q)}
                        {(() => {
                          const also = displayLine(row, q);
                          return also ? <span className="quotes-table__display" data-display-currency={display?.currency}>{` ${also}`}</span> : null;
                        })()}
                        {row.includesOther && q.unquoted.length > 0 ? (
                          <span className="quotes-table__incomplete" title={t('results.quotes.incomplete', { items: unquotedNames(q) })}>
                            <span aria-hidden="true">*</span>
                            <span className="chart-sr-only"> ({t('results.quotes.incomplete', { items: unquotedNames(q) })})</span>
                          </span>
                        ) : null}
                        {isBest ? <span className="chart-sr-only"> ({t('results.quotes.best')})</span> : null}
                      </td>
                    );
                  })}
                </tr>,
              ];
            })}
            {withWarnings ? (
              <tr data-row="warnings">
                <th scope="row">{t('results.quotes.rows.warnings')}</th>
                {ordered.map((q) => (
                  <td key={q.index} className="quotes-table__warnings" data-quote={q.index}>
                    {q.warnings.length === 0 ? EMPTY : (
                      <ul>
                        {q.warnings.map((w, i) => (
                          <li key={`${w.code}-${i}`} className="error">
                            {w.message[lang]}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                ))}
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {excluded.length > 0 ? (
        <p className="quotes-table__footnote" data-testid="quotes-excluded">
          {t('results.quotes.excludedNote', {
            list: excluded.map((q) => `${q.provider}: ${unquotedNames(q)}`).join('; '),
          })}
        </p>
      ) : null}
    </div>
  );
}
