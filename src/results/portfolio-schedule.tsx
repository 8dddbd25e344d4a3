// "What to sign, when" (docs/model.md › Demand plan): the plan's commitments in the order they are signed, each
// with its months, GPUs, what it costs over its term and that cost's present value.
import { useTranslation } from 'react-i18next';
import type { FixedCommitmentInput, PortfolioResult } from '../../models/portfolio/types';
import { demandScenariosMessages } from '../i18n/areas/demand-scenarios';
import { isKept } from '../store/demand-scenario-edits';
import { inLanguage, type Language } from '../i18n/languages';
import type { DisplayRate } from '../format/display-money';
import { EMPTY, formatInteger, formatMoney, formatPercent } from '../format/format';
import { MoneyWithDisplay } from './money-with-display';

export interface PortfolioScheduleProps {
  portfolio: PortfolioResult;
  /** The plan's annual discount rate (the present costs' rate). */
  discountRate: number;
  labelOf: (offer: string) => string;
  currency: string;
  lang: Language;
  display?: DisplayRate | null;
  /** The plan's fixed commitments: a row kept in full says so instead of offering to keep it. */
  fixed?: readonly FixedCommitmentInput[];
  /** "Keep this commitment" (model: Demand plan › fixed commitments): absent in the report. */
  onKeep?: (commitment: FixedCommitmentInput) => void;
}

export function PortfolioSchedule({ portfolio, discountRate, labelOf, currency, lang, display = null, fixed, onKeep }: PortfolioScheduleProps) {
  const sm = demandScenariosMessages(lang);
  const { t } = useTranslation(undefined, inLanguage(lang));
  const rows = portfolio.commitments;
  const money = (v: number) => <MoneyWithDisplay own={formatMoney(v, lang, currency, { digits: 0 })} value={v} lang={lang} display={display} />;
  if (rows.length === 0) {
    return (
      <p className="results-note" data-testid="portfolio-schedule-none">
        {t('portfolio.schedule.none')}
      </p>
    );
  }
  const total = rows.reduce((s, r) => ({ cost: s.cost + r.cost, presentCost: s.presentCost + r.presentCost }), { cost: 0, presentCost: 0 });
  return (
    <table className="results-table portfolio-schedule" data-testid="portfolio-schedule">
      <caption className="portfolio__subtitle">{t('portfolio.schedule.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('portfolio.schedule.offer')}</th>
          <th scope="col">{t('portfolio.schedule.from')}</th>
          <th scope="col">{t('portfolio.schedule.to')}</th>
          <th scope="col">{t('portfolio.schedule.gpus')}</th>
          <th scope="col" className="portfolio-schedule__wrap">{t('portfolio.schedule.cost', { currency })}</th>
          <th scope="col" className="portfolio-schedule__wrap">{t('portfolio.schedule.presentCost', { currency, rate: formatPercent(discountRate, lang, 1) })}</th>
          {onKeep ? <th scope="col">{sm.keepColumn}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.offer}-${r.startMonth}`} data-offer={r.offer} data-start={r.startMonth}>
            <th scope="row">{labelOf(r.offer)}</th>
            <td>{formatInteger(r.startMonth, lang)}</td>
            <td>{formatInteger(r.endMonth, lang)}</td>
            <td>{formatInteger(r.gpus, lang)}</td>
            <td>{money(r.cost)}</td>
            <td>{money(r.presentCost)}</td>
            {onKeep ? (
              <td>
                {isKept(fixed, { offer: r.offer, startMonth: r.startMonth, gpus: r.gpus }) ? (
                  <span className="muted" data-testid="kept">{sm.kept}</span>
                ) : (
                  <button type="button" className="button portfolio-schedule__keep" title={sm.keepTitle} data-testid="keep-commitment" onClick={() => onKeep({ offer: r.offer, startMonth: r.startMonth, gpus: r.gpus })}>
                    {sm.keep}
                  </button>
                )}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
      {rows.length > 1 ? (
        <tfoot>
          <tr className="portfolio-schedule__total">
            <th scope="row">{t('portfolio.schedule.total')}</th>
            <td>{EMPTY}</td>
            <td>{EMPTY}</td>
            <td>{EMPTY}</td>
            <td>{money(total.cost)}</td>
            <td>{money(total.presentCost)}</td>
            {onKeep ? <td>{EMPTY}</td> : null}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
