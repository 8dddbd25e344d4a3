// The rows of a printed cover's facts (the appendix cover and the comparison's): one term and its
// value, and the words of a display rate, written once for both covers.
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { DisplayRate } from '../format/display-money';
import { formatNumber } from '../format/format';
import type { Language } from '../i18n/languages';

export function CoverMetaRow({ term, meta, children }: { term: string; meta?: string; children: ReactNode }) {
  return (
    <div data-meta={meta}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** "1 USD = 7.1 CNY, as of … (source)": the rate money is also shown at (docs/model.md › Display currency). */
export function displayRateText(t: TFunction, lang: Language, from: string, display: DisplayRate): string {
  return t('report.cover.displayRateValue', {
    from,
    rate: formatNumber(display.rate, lang, 6),
    to: display.currency,
    date: display.asOf ?? t('report.cover.displayRateUndated'),
    source: display.source ? ` (${display.source})` : '',
  });
}
