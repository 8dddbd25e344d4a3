import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { RentMode, RentVsBuyResult } from '../../models/rent-vs-buy';
import { inLanguage, type Language } from '../i18n/languages';
import type { DisplayRate } from '../format/display-money';
import { MoneyWithDisplay } from './money-with-display';
import { EMPTY, formatInteger, formatMoney, formatPrice } from '../format/format';
import { cheapestAt } from '../charts/rent-vs-buy-geometry';

/** Usage levels of the seed's rule of thumb: a few hundred hours, 1–2k, and 24/7. */
export const RULE_OF_THUMB_HOURS = { low: 300, mid: 1500, high: 8760 } as const;

/** The cheapest mode at the rule of thumb's usage levels, as it falls out of these inputs (not hard-coded). */
export function RuleOfThumb({ rentVsBuy: r, lang }: { rentVsBuy: RentVsBuyResult; lang: Language }) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const at = (hours: number) => t(`results.modes.${cheapestAt(r.lines, hours)}`);
  return (
    <p className="results-note" data-testid="rule-of-thumb">
      {t('results.rentVsBuy.ruleOfThumb', { low: at(RULE_OF_THUMB_HOURS.low), mid: at(RULE_OF_THUMB_HOURS.mid), high: at(RULE_OF_THUMB_HOURS.high) })}
    </p>
  );
}

/** A break-even in hours, or in words which side is always cheaper when the lines do not cross. */
function breakEvenText(r: RentVsBuyResult, m: RentMode, lang: Language, t: TFunction): string {
  const hours = r.breakEvenHours[m] ?? null;
  if (hours !== null) return t('results.rentVsBuy.hours', { hours: formatInteger(hours, lang) });
  const note = r.breakEvenNote[m];
  return note === undefined || note === 'crosses' ? t('results.rentVsBuy.noBreakEven') : t(`results.rentVsBuy.notes.${note}`);
}

/** Annual cost per GPU by mode at the user's hours, the break-even hours and, when given, cost per million tokens. */
export function RentVsBuyFacts({
  rentVsBuy: r,
  currency,
  lang,
  display = null,
}: {
  rentVsBuy: RentVsBuyResult;
  currency: string;
  lang: Language;
  /** Costs also in the display currency (DOMAIN.md v2.5). */
  display?: DisplayRate | null;
}) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const tok = r.perToken;
  return (
    <table className="results-table" aria-label={t('results.rentVsBuy.tableLabel', { hours: formatInteger(r.usageHours, lang) })}>
      <thead>
        <tr>
          <th scope="col">{t('results.rentVsBuy.mode')}</th>
          <th scope="col">{t('results.rentVsBuy.annualCost', { hours: formatInteger(r.usageHours, lang) })}</th>
          <th scope="col">{t('results.rentVsBuy.breakEven')}</th>
          {tok ? <th scope="col">{t('results.rentVsBuy.perMillionTokens')}</th> : null}
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
            <td data-note={m === 'buy' ? undefined : r.breakEvenNote[m]}>{m === 'buy' ? EMPTY : breakEvenText(r, m, lang, t)}</td>
            {tok ? <td>
                <MoneyWithDisplay own={formatPrice(tok.costPerMillionTokens[m] ?? null, lang, currency)} value={tok.costPerMillionTokens[m]} lang={lang} display={display} kind="price" />
              </td> : null}
          </tr>
        ))}
        {tok && tok.apiPricePerMillionTokens !== null ? (
          <tr className={tok.cheapest === 'api' ? 'results-table__best' : undefined} data-mode="api">
            <th scope="row">
              {t('results.rentVsBuy.api')}
              {tok.cheapest === 'api' ? <span className="results-badge">{t('results.rentVsBuy.cheapest')}</span> : null}
            </th>
            <td>{EMPTY}</td>
            <td>{EMPTY}</td>
            <td>
              <MoneyWithDisplay own={formatPrice(tok.apiPricePerMillionTokens, lang, currency)} value={tok.apiPricePerMillionTokens} lang={lang} display={display} kind="price" />
            </td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
