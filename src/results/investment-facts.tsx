import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvestmentResult } from '../../models/investment';
import { inLanguage, type Language } from '../i18n/languages';
import type { DisplayRate } from '../format/display-money';
import { MoneyWithDisplay } from './money-with-display';
import { formatMoney } from '../format/format';

/** Totals behind the cash flow chart: capex, debt, loan payment, residual, balloon and the sums by kind. */
/** `display`: each total also in the display currency (docs/model.md › Display currency). */
export function InvestmentFacts({ investment: inv, currency, lang, display = null }: { investment: InvestmentResult; currency: string; lang: Language; display?: DisplayRate | null }) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
  const money = (v: number) => <MoneyWithDisplay own={formatMoney(v, lang, currency, { digits: 0 })} value={v} lang={lang} display={display} />;
  const rows: [string, ReactNode][] = [
    [t('results.investment.capex'), money(inv.capex)],
    [t('results.investment.debt'), money(inv.debt)],
    [t('results.investment.pmt'), money(inv.pmt)],
    [t('results.investment.revenue'), money(sum(inv.revenue))],
    [t('results.investment.power'), money(sum(inv.power))],
    [t('results.investment.colo'), money(sum(inv.colo))],
    [t('results.investment.opex'), money(sum(inv.opex))],
    [t('results.investment.ebitda'), money(sum(inv.ebitda))],
    [t('results.investment.tax'), money(sum(inv.tax))],
    [t('results.investment.debtService'), money(sum(inv.debtService))],
    [t('results.investment.residual'), money(inv.residualValue)],
  ];
  if (inv.balloon > 0) rows.push([t('results.investment.balloon'), money(inv.balloon)]);
  rows.push([t('results.investment.netCash'), money(sum(inv.cashflows))]);
  return (
    <dl className="results-facts" aria-label={t('results.investment.label')}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
