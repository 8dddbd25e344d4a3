import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuotesResult, QuoteResult, UnquotedItem } from '../../models/quotes';
import type { QuoteInput } from '../../models/scenario';
import { inLanguage, type Language } from '../i18n/languages';
import { approxDisplay, type DisplayRate } from '../format/display-money';
import { countText } from '../format/count';
import { EMPTY, formatExactMoney, formatInteger, formatMoney, formatNumber, formatPercent, formatPrice, formatRate } from '../format/format';
import { QUOTE_ROWS, bestInRow, nextSort, sortQuotes, type QuoteRow, type QuoteSort } from './quotes-table-model';
import './charts.css';

export interface QuotesTableProps {
  quotes: QuotesResult;
  /** The scenario's quotes (for terms the result does not carry: committed share, prepay). */
  inputs?: readonly QuoteInput[];
  currency: string;
  lang: Language;
  /** false on paper (reports): row names are plain text and the caption does not offer sorting. */
  sortable?: boolean;
  /** Prices and amounts also in the display currency, on a second line (DOMAIN.md v2.5). */
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

  function unquotedOf(row: QuoteRow, q: QuoteResult): readonly UnquotedItem[] {
    return row.unquoted ? row.unquoted(q) : [];
  }

  function unquotedNames(q: QuoteResult): string {
    return q.unquoted.map((item) => t(`results.quotes.unquotedItems.${item}`)).join(', ');
  }

  function cell(row: QuoteRow, q: QuoteResult): string {
    if (unquotedOf(row, q).length > 0) return t('results.quotes.notQuoted', { items: unquotedNames(q) });
    const v = row.value(q, inputs[q.index]);
    if (v === null || v === undefined) return row.emptyText === 'noBurst' ? t('results.quotes.noBurst') : EMPTY;
    if (typeof v === 'boolean') return v ? t('results.quotes.yes') : t('results.quotes.no');
    if (typeof v === 'string') {
      if (row.key === 'networking') return networkingName(v);
      if (row.key === 'promoMode') return v === 'monthly' ? t('results.quotes.promoModes.monthly') : t('results.quotes.promoModes.once');
      return v;
    }
    switch (row.format) {
      case 'integer':
        return formatInteger(v, lang);
      case 'price':
        // To the cent (three significant digits below 1); the exact value is in the cell's title.
        return formatRate(v, lang, currency);
      case 'money':
        return formatMoney(v, lang, currency, { digits: 0 });
      case 'percent':
        return formatPercent(v, lang, row.key === 'slaUptime' ? 2 : 1);
      case 'weeks':
        return countText(t, 'week', v, lang, 1);
      case 'months':
        return countText(t, 'month', v, lang);
      case 'factor':
        return `${formatNumber(v, lang, 2)}×`;
      default:
        return String(v);
    }
  }

  /** " ≈ ¥17.14" under a price or amount cell, when a display rate is set. */
  function displayLine(row: QuoteRow, q: QuoteResult): string | null {
    if ((row.format !== 'price' && row.format !== 'money') || unquotedOf(row, q).length > 0) return null;
    const v = row.value(q, inputs[q.index]);
    return typeof v === 'number' ? approxDisplay(v, lang, display, row.format) : null;
  }

  function exactTitle(row: QuoteRow, q: QuoteResult): string | undefined {
    if (unquotedOf(row, q).length > 0) return t('results.quotes.notQuotedHint');
    const v = row.value(q, inputs[q.index]);
    if (typeof v !== 'number') return undefined;
    if (row.format === 'money') return formatExactMoney(v, lang, currency);
    if (row.format === 'price') return formatNumber(v, lang, 8);
    return undefined;
  }

  function networkingName(v: string): string {
    return v === 'infiniband' || v === 'roce' || v === 'ethernet' ? t(`results.quotes.networkingNames.${v}`) : v;
  }

  const hasInputs = inputs.length > 0;
  const rows = QUOTE_ROWS.filter((row) => {
    if (!hasInputs && (row.key === 'committedShare' || row.key === 'prepay')) return false;
    // Optional terms no quote states are left out rather than shown as a row of dashes.
    if (row.group === 'terms' && row.format === 'text') return quotes.quotes.some((q) => row.value(q, inputs[q.index]) !== null);
    if (row.key === 'regret') return quotes.quotes.some((q) => q.regret !== null);
    return true;
  });
  const withWarnings = quotes.quotes.some((q) => q.warnings.length > 0);

  return (
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
          {rows.map((row) => {
            const bestSet = best.get(row.key) ?? new Set<number>();
            const sortedHere = sort?.row === row.key ? sort.direction : undefined;
            return (
              <tr key={row.key} data-row={row.key} className={row.group === 'terms' && row.key === 'gpus' ? 'quotes-table__group-start' : undefined}>
                <th scope="row" aria-sort={sortable ? (sortedHere ?? 'none') : undefined}>
                  {sortable ? (
                    <button type="button" className="quotes-table__sort" onClick={() => setSort((s) => nextSort(s, row.key))} title={t('results.quotes.sortHint')}>
                      {t(`results.quotes.rows.${row.key}`)}
                      <span aria-hidden="true" className="quotes-table__sort-icon">
                        {sortedHere === 'ascending' ? '▲' : sortedHere === 'descending' ? '▼' : ''}
                      </span>
                    </button>
                  ) : (
                    t(`results.quotes.rows.${row.key}`)
                  )}
                </th>
                {ordered.map((q) => {
                  const isBest = bestSet.has(q.index);
                  const risk = unquotedOf(row, q).length > 0;
                  const className = ['quotes-table__cell', isBest ? 'quotes-table__cell--best' : '', risk ? 'quotes-table__cell--risk' : ''].filter(Boolean).join(' ');
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
              </tr>
            );
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
  );
}
