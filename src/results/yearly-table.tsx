// The investment's yearly P&L and cash flows (docs/model.md › Investment › Covenant and DSCR; models/investment-years.ts): items as
// rows, years as columns (year 0 = the purchase), as a board reads a P&L. Shared by the results
// panel and the report; scrolls sideways inside its own box when a long horizon has many years. On
// paper nothing scrolls: the report passes `yearsPerTable`, and a long horizon is printed as several
// tables of that many years each, every one with the row labels and the year header again.
import { useTranslation } from 'react-i18next';
import type { InvestmentResult } from '../../models/investment';
import type { InvestmentYear } from '../../models/investment-years';
import { inLanguage, type Language } from '../i18n/languages';
import { EMPTY, formatMoney, formatNumber } from '../format/format';

type Row = { key: string; label: string; cell: (y: InvestmentYear) => string; strong?: boolean; tone?: (y: InvestmentYear) => 'bad' | undefined };

/** The years in consecutive groups of at most `size` (all in one group without a size). */
export function yearGroups<T>(years: readonly T[], size?: number): T[][] {
  if (size === undefined || !(size >= 1) || years.length <= size) return [years.slice()];
  const out: T[][] = [];
  for (let i = 0; i < years.length; i += size) out.push(years.slice(i, i + size));
  return out;
}

export function YearlyTable({
  investment: inv,
  currency,
  lang,
  covenant = null,
  yearsPerTable,
}: {
  investment: InvestmentResult;
  currency: string;
  lang: Language;
  covenant?: number | null;
  /** Print: at most this many year columns per table (the report); unset, one table that scrolls. */
  yearsPerTable?: number;
}) {
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
      {yearGroups(inv.years, yearsPerTable).map((years, part, groups) => {
        const first = years[0];
        const lastOfPart = years[years.length - 1];
        const yearName = (y: InvestmentYear) => (y.year === 0 ? t('lender.years.purchase') : String(y.year));
        // Several parts: each names its years ("Yearly P&L and cash flows, Year 0–6").
        const label = groups.length > 1 ? `${t('lender.years.title')}, ${t('lender.years.year')} ${first.year}–${lastOfPart.year}` : t('lender.years.title');
        return (
          <div key={first.year} className="yearly-table__scroll" tabIndex={0} role="region" aria-label={label} data-part={groups.length > 1 ? part + 1 : undefined}>
            <table className="results-table yearly-table__table">
              <thead>
                <tr>
                  <th scope="col">{t('lender.years.year')}</th>
                  {years.map((y) => (
                    <th scope="col" key={y.year} data-year={y.year}>
                      {yearName(y)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.key} data-row={r.key} className={r.strong ? 'yearly-table__strong' : undefined}>
                    <th scope="row">{r.label}</th>
                    {years.map((y) => {
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
        );
      })}
    </div>
  );
}
