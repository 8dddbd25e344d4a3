import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { RentMode, RentVsBuyResult } from '../../models/rent-vs-buy';
import { inLanguage, type Language } from '../i18n/languages';
import type { DisplayRate } from '../format/display-money';
import { MoneyWithDisplay } from './money-with-display';
import { EMPTY, formatInteger, formatMoney } from '../format/format';

/** A break-even in hours, or in words which side is always cheaper when the lines do not cross. */
function breakEvenText(r: RentVsBuyResult, m: RentMode, lang: Language, t: TFunction): string {
  const hours = r.breakEvenHours[m] ?? null;
  if (hours !== null) return t('results.rentVsBuy.hours', { hours: formatInteger(hours, lang) });
  const note = r.breakEvenNote[m];
  return note === undefined || note === 'crosses' ? t('results.rentVsBuy.noBreakEven') : t(`results.rentVsBuy.notes.${note}`);
}

/**
 * Annual cost per GPU by mode at the user's hours and, when buying is compared, each rented mode's
 * break-even with it (docs/model.md › Rent vs buy › Without a site and per token: without a site or power figures there is no buying and no such
 * column). The cost per million tokens has a table of its own (per-token-table.tsx).
 */
export function RentVsBuyFacts({
  rentVsBuy: r,
  currency,
  lang,
  display = null,
}: {
  rentVsBuy: RentVsBuyResult;
  currency: string;
  lang: Language;
  /** Costs also in the display currency (docs/model.md › Display currency). */
  display?: DisplayRate | null;
}) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const withBuy = r.modes.includes('buy');
  return (
    <table className="results-table" aria-label={t('results.rentVsBuy.tableLabel', { hours: formatInteger(r.usageHours, lang) })}>
      <thead>
        <tr>
          <th scope="col">{t('results.rentVsBuy.mode')}</th>
          <th scope="col">{t('results.rentVsBuy.annualCost', { hours: formatInteger(r.usageHours, lang) })}</th>
          {withBuy ? <th scope="col">{t('results.rentVsBuy.breakEven')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {r.modes.map((m) => (
          <tr key={m} className={m === r.cheapest ? 'results-table__best' : undefined} data-mode={m}>
            <th scope="row">
              {t(`results.modes.${m}`)}
              {m === r.cheapest ? <span className="results-badge">{t('results.rentVsBuy.cheapest')}</span> : null}
            </th>
            <td>
              <MoneyWithDisplay own={formatMoney(r.annualCost[m] ?? null, lang, currency, { digits: 0 })} value={r.annualCost[m]} lang={lang} display={display} />
            </td>
            {withBuy ? <td data-note={m === 'buy' ? undefined : r.breakEvenNote[m]}>{m === 'buy' ? EMPTY : breakEvenText(r, m, lang, t)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
