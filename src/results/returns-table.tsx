import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvestmentResult } from '../../models/investment';
import type { IrrNote } from '../../models/finance';
import { inLanguage, type Language } from '../i18n/languages';
import type { DisplayRate } from '../format/display-money';
import { MoneyWithDisplay } from './money-with-display';
import { EMPTY, formatMoney, formatNumber, formatPercent } from '../format/format';

/**
 * Project (unlevered) and equity (levered) returns side by side, after tax, with the minimum monthly
 * DSCR: a detail, never an alarm (the covenant tests its periods; the headline's "Minimum DSCR",
 * src/present/lender.ts, carries the verdict when a covenant is set).
 */
export function ReturnsTable({
  investment: inv,
  currency,
  lang,
  startDate,
  display = null,
}: {
  investment: InvestmentResult;
  currency: string;
  lang: Language;
  startDate?: string;
  /** NPV and tax also in the display currency (docs/model.md › Display currency). */
  display?: DisplayRate | null;
}) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const irr = (v: number | null, note: IrrNote | null): string => (v === null ? (note ? t(`results.headline.irrNote.${note}`) : EMPTY) : formatPercent(v, lang, 1));
  const money = (v: number) => <MoneyWithDisplay own={formatMoney(v, lang, currency, { digits: 0 })} value={v} lang={lang} display={display} />;
  const payback = (m: number | null) => (m === null ? t('results.headline.paybackNone') : t('results.headline.paybackValue', { month: m }));
  const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
  const rows: [string, ReactNode, ReactNode][] = [
    [t('results.returns.irr'), irr(inv.irrAnnual, inv.irrNote), irr(inv.projectIrrAnnual, inv.projectIrrNote)],
    [t('results.returns.npv'), money(inv.npv), money(inv.projectNpv)],
    [t('results.returns.payback'), payback(inv.paybackMonth), payback(inv.projectPaybackMonth)],
    [t('results.returns.tax'), money(sum(inv.tax)), money(sum(inv.projectTax))],
  ];
  if (inv.xirrAnnual !== undefined && startDate !== undefined) {
    rows.push([t('results.returns.xirr', { date: startDate }), irr(inv.xirrAnnual, inv.xirrNote === 'invalid-date' ? null : (inv.xirrNote ?? null)), EMPTY]);
  }
  return (
    <table className="results-table returns-table" aria-label={t('results.returns.label')} data-testid="returns-table">
      <thead>
        <tr>
          <th scope="col">{t('results.returns.view')}</th>
          <th scope="col">{t('results.returns.equity')}</th>
          <th scope="col">{t('results.returns.project')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, equity, project]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{equity}</td>
            <td>{project}</td>
          </tr>
        ))}
        <tr data-dscr={inv.minDSCR === null ? 'none' : 'monthly'}>
          <th scope="row">{t('results.returns.minDSCR')}</th>
          <td>
            {inv.minDSCR === null || inv.minDSCRMonth === null
              ? t('results.returns.noDebt')
              : t('results.returns.dscrValue', { dscr: formatNumber(inv.minDSCR, lang, 2, 2), month: inv.minDSCRMonth })}
          </td>
          <td>{EMPTY}</td>
        </tr>
      </tbody>
    </table>
  );
}
