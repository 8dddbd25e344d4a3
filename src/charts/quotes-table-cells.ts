// The quotes table's cell texts: a figure in its format, "not quoted" for what a quote leaves
// unpriced, the display-currency line and the exact value for the title. Split from the table
// (quotes-table.tsx) so each stays small.
import type { TFunction } from 'i18next';
import type { QuoteResult, UnquotedItem } from '../../models/quotes';
import type { QuoteInput } from '../../models/scenario';
import type { Language } from '../i18n/languages';
import { approxDisplay, type DisplayRate } from '../format/display-money';
import { countText } from '../format/count';
import { EMPTY, formatExactMoney, formatInteger, formatMoney, formatNumber, formatPercent, formatRate } from '../format/format';
import type { QuoteRow } from './quotes-table-model';

export interface CellFormatOptions {
  t: TFunction;
  lang: Language;
  currency: string;
  display: DisplayRate | null;
  inputs: readonly QuoteInput[];
}

export function quoteCellFormat({ t, lang, currency, display, inputs }: CellFormatOptions) {
  function unquotedOf(row: QuoteRow, q: QuoteResult): readonly UnquotedItem[] {
    return row.unquoted ? row.unquoted(q) : [];
  }

  function unquotedNames(q: QuoteResult): string {
    return q.unquoted.map((item) => t(`results.quotes.unquotedItems.${item}`)).join(', ');
  }

  function cell(row: QuoteRow, q: QuoteResult): string {
    const v = row.value(q, inputs[q.index]);
    if (unquotedOf(row, q).length > 0) {
      // The costs the quote does price stay shown beside the ones it leaves out (issue 38).
      return typeof v === 'number' && v > 0
        ? t('results.quotes.knownAndNotQuoted', { amount: formatMoney(v, lang, currency, { digits: 0 }), items: unquotedNames(q) })
        : t('results.quotes.notQuoted', { items: unquotedNames(q) });
    }
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

  return { unquotedOf, unquotedNames, cell, displayLine, exactTitle };
}
