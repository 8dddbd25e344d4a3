// docs/model.md › Rent vs buy › Without a site and per token: self-hosting against a token API — the cost of a million tokens by how the GPU-hour
// is paid (on demand and spot at the autoscaled utilization, reservations and buying at the token
// utilization), the API as a row of its own and counted in "cheapest", and the utilization at which a
// reservation costs what the API charges, in one sentence.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { PerTokenResult, RentVsBuyResult } from '../../models/rent-vs-buy';
import type { RentVsBuyInput } from '../../models/scenario/types';
import { tokenUtilizationFor } from '../../models/rent-vs-buy-tokens';
import { inLanguage, type Language } from '../i18n/languages';
import type { DisplayRate } from '../format/display-money';
import { EMPTY, formatInteger, formatPercent, formatPrice } from '../format/format';
import { MoneyWithDisplay } from './money-with-display';
import { perTokenShown } from './per-token-restart';

/** "Against the API at $0.60 per million tokens, a 1-year reservation pays off above 58 % …", or null without an API price > 0. */
export function breakEvenSentence(tok: PerTokenResult, currency: string, lang: Language, t: TFunction): string | null {
  const api = tok.apiPricePerMillionTokens;
  if (api === null || !(api > 0)) return null;
  const parts = (['reserved', 'reserved3y'] as const)
    .filter((m) => m in tok.breakEvenUtilization)
    .map((m) => {
      const u = tok.breakEvenUtilization[m] ?? null;
      const mode = t(`renter.perToken.${m}`);
      return u === null ? t('renter.perToken.breakEvenNever', { mode }) : t('renter.perToken.breakEvenAt', { mode, share: formatPercent(u, lang, 0) });
    });
  return t('renter.perToken.breakEven', { api: formatPrice(api, lang, currency), parts: parts.join(t('renter.perToken.join')) });
}

export function PerTokenTable({
  rentVsBuy: r,
  input,
  currency,
  lang,
  display = null,
  interruptibleShare,
}: {
  /** The demand plan's interruptible share (issue 33): spot counts only for it; absent: no plan states one. */
  interruptibleShare?: number;
  rentVsBuy: RentVsBuyResult;
  input: Pick<RentVsBuyInput, 'tokenUtilization' | 'autoscaledUtilization' | 'tokensPerSecondPerGPU'>;
  currency: string;
  lang: Language;
  display?: DisplayRate | null;
}) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const engineTok = r.perToken;
  if (!engineTok) return null;
  const shown = perTokenShown(engineTok, r.modes, interruptibleShare);
  const tok = { ...engineTok, costPerMillionTokens: { ...engineTok.costPerMillionTokens, ...shown.costPerMillionTokens }, cheapest: shown.cheapest };
  const sentence = breakEvenSentence(tok, currency, lang, t);
  const badge = <span className="results-badge">{t('renter.perToken.cheapest')}</span>;
  return (
    <div className="per-token" data-testid="per-token">
      <h4 className="mode-bands__title">{t('renter.perToken.title')}</h4>
      <table className="results-table per-token__table" aria-label={t('renter.perToken.tableLabel')}>
        <thead>
          <tr>
            <th scope="col">{t('renter.perToken.mode')}</th>
            <th scope="col">{t('renter.perToken.price')}</th>
            <th scope="col">{t('renter.perToken.utilization')}</th>
            <th scope="col">{t('renter.perToken.perMillion')}</th>
          </tr>
        </thead>
        <tbody>
          {r.modes.map((m) => (
            <tr key={m} className={m === tok.cheapest ? 'results-table__best' : undefined} data-mode={m}>
              <th scope="row">
                {t(`results.modes.${m}`)}
                {m === tok.cheapest ? badge : null}
              </th>
              <td>
                <MoneyWithDisplay own={formatPrice(tok.pricePerGPUHour[m] ?? null, lang, currency)} value={tok.pricePerGPUHour[m]} lang={lang} display={display} kind="price" />
              </td>
              <td>{formatPercent(tokenUtilizationFor(m, input), lang, 0)}</td>
              <td>
                <MoneyWithDisplay own={formatPrice(tok.costPerMillionTokens[m] ?? null, lang, currency)} value={tok.costPerMillionTokens[m]} lang={lang} display={display} kind="price" />
              </td>
            </tr>
          ))}
          {tok.apiPricePerMillionTokens !== null ? (
            <tr className={tok.cheapest === 'api' ? 'results-table__best' : undefined} data-mode="api">
              <th scope="row">
                {t('renter.perToken.api')}
                {tok.cheapest === 'api' ? badge : null}
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
      {input.tokensPerSecondPerGPU !== undefined ? (
        <p className="results-note">{t('renter.perToken.throughput', { tps: formatInteger(input.tokensPerSecondPerGPU, lang) })}</p>
      ) : null}
      {r.modes.includes('spot') ? (
        <p className="results-note" data-testid="per-token-spot">
          {shown.restartable !== null && shown.restartable < 1 ? t('renter.perToken.spotShare', { share: formatPercent(shown.restartable, lang, 0) }) : shown.restartable === null ? t('renter.perToken.spotAll') : null}
        </p>
      ) : null}
      {sentence ? <p className="results-note" data-testid="break-even-utilization">{sentence}</p> : null}
    </div>
  );
}
