// The investment's yearly P&L and cash flows (DOMAIN.md v3.3; models/investment-years.ts): items as
// rows, years as columns (year 0 = the purchase), as a board reads a P&L. Shared by the results
// panel and the report; scrolls sideways inside its own box when a long horizon has many years.
import { useTranslation } from 'react-i18next';
import type { InvestmentResult } from '../../models/investment';
import type { InvestmentYear } from '../../models/investment-years';
import { inLanguage, type Language } from '../i18n/languages';
import { EMPTY, formatMoney, formatNumber } from '../format/format';

type Row = { key: string; label: string; cell: (y: InvestmentYear) => string; strong?: boolean; tone?: (y: InvestmentYear) => 'bad' | undefined };

export function YearlyTable({ investment: inv, currency, lang, covenant = null }: { investment: InvestmentResult; currency: string; lang: Language; covenant?: number | null }) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const money = (v: number) => (v === 0 ? formatMoney(0, lang, currency, { digits: 0 }) : formatMoney(v, lang, currency, { compact: true }));
  const rows: Row[] = [
    { key: 'revenue', label: t('lender.years.revenue'), cell: (y) => money(y.revenue) },
    { key: 'costs', label: t('lender.years.costs'), cell: (y) => money(-y.costs) },
    { key: 'ebitda', label: t('lender.years.ebitda'), cell: (y) => money(y.ebitda), strong: true },
    { key: 'depreciation', label: t('lender.years.depreciation'), cell: (y) => money(y.depreciation) },
    { key: 'interest', label: t('lender.years.interest'), cell: (y) => money(y.interest) },
    { key: 'tax', label: t('lender.years.tax'), cell: (y) => money(y.tax) },
    { key: 'debtService', label: t('lender.years.debtService'), cell: (y) => money(y.debtService + y.balloon) },
    {
      key: 'dscr',
      label: t('lender.years.dscr'),
      cell: (y) => (y.dscr === null ? EMPTY : `${formatNumber(y.dscr, lang, 2, 2)}×`),
      tone: (y) => (covenant !== null && y.dscr !== null && y.dscr < covenant ? 'bad' : undefined),
    },
    { key: 'exit', label: t('lender.years.exit'), cell: (y) => (y.residualValue === 0 ? EMPTY : money(y.residualValue)) },
    { key: 'equityFlow', label: t('lender.years.equityFlow'), cell: (y) => money(y.equityFlow), strong: true },
    { key: 'projectFlow', label: t('lender.years.projectFlow'), cell: (y) => money(y.projectFlow), strong: true },
  ];
  const last = inv.years[inv.years.length - 1];
  return (
    <div className="yearly-table" data-testid="yearly-table">
      <p className="yearly-table__caption">
        <strong>{t('lender.years.title')}</strong> · {t('lender.years.caption', { currency })}
        {inv.balloon > 0 && last ? ` ${t('lender.years.balloonNote', { year: last.year, balloon: formatMoney(inv.balloon, lang, currency, { digits: 0 }) })}` : ''}
      </p>
      <div className="yearly-table__scroll" tabIndex={0} role="region" aria-label={t('lender.years.title')}>
        <table className="results-table yearly-table__table">
          <thead>
            <tr>
              <th scope="col">{t('lender.years.year')}</th>
              {inv.years.map((y) => (
                <th scope="col" key={y.year} data-year={y.year}>
                  {y.year === 0 ? t('lender.years.purchase') : y.year}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} data-row={r.key} className={r.strong ? 'yearly-table__strong' : undefined}>
                <th scope="row">{r.label}</th>
                {inv.years.map((y) => {
                  const tone = r.tone?.(y);
                  return (
                    <td key={y.year} data-year={y.year} className={tone ? `yearly-table__${tone}` : undefined}>
                      {r.cell(y)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
