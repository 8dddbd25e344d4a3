// The Monte Carlo tables: IRR and NPV percentiles (wide, or one row per statistic for paper) and the
// drawn inputs' P5 / P50 / P95.

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UncertaintyResult } from '../../models/uncertainty';
import type { DisplayRate } from '../format/display-money';
import { formatMoney, formatPercent } from '../format/format';
import { inLanguage, type Language } from '../i18n/languages';
import { MoneyWithDisplay } from './money-with-display';

const PERCENTILES = ['p5', 'p10', 'p50', 'p90', 'p95'] as const;

interface PercentilesTableProps {
  uncertainty: UncertaintyResult;
  currency: string;
  lang: Language;
  display: DisplayRate | null;
  /** One row per statistic (the printed report: fits a page). */
  stacked: boolean;
}

export function PercentilesTable({ uncertainty: u, currency, lang, display, stacked }: PercentilesTableProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const npv = (v: number | null) => <MoneyWithDisplay own={formatMoney(v, lang, currency, { digits: 0 })} value={v} lang={lang} display={display} />;
  const pct = (v: number | null) => formatPercent(v, lang, 2);
  // Per statistic: its label, the IRR and the NPV.
  const stats: { key: string; label: string; irr: ReactNode; npv: ReactNode }[] = [
    ...PERCENTILES.map((p) => ({ key: p, label: t(`results.mc.${p}`), irr: pct(u.irrAnnual.percentiles[p]), npv: npv(u.npv.percentiles[p]) })),
    { key: 'mean', label: t('results.mc.mean'), irr: pct(u.irrAnnual.mean), npv: npv(u.npv.mean) },
    { key: 'base', label: t('results.mc.base'), irr: pct(u.base.irrAnnual), npv: npv(u.base.npv) },
  ];
  if (stacked) {
    // For paper: one row per statistic, IRR and NPV side by side (seven money columns in a row are
    // wider than an A4 page).
    return (
      <table className="results-table uncertainty__percentiles uncertainty__percentiles--stacked" aria-label={t('results.mc.percentilesLabel')}>
        <thead>
          <tr>
            <th scope="col">{t('results.mc.statistic')}</th>
            <th scope="col">{t('results.headline.irr')}</th>
            <th scope="col">{t('results.headline.npv')}</th>
          </tr>
        </thead>
        <tbody>
          {stats.map((s) => (
            <tr key={s.key}>
              <th scope="row">{s.label}</th>
              <td>{s.irr}</td>
              <td>{s.npv}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <table className="results-table uncertainty__percentiles" aria-label={t('results.mc.percentilesLabel')}>
      <thead>
        <tr>
          <th scope="col">{t('results.mc.metric')}</th>
          {stats.map((s) => (
            <th key={s.key} scope="col">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{t('results.headline.irr')}</th>
          {stats.map((s) => (
            <td key={s.key}>{s.irr}</td>
          ))}
        </tr>
        <tr>
          <th scope="row">{t('results.headline.npv')}</th>
          {stats.map((s) => (
            <td key={s.key}>{s.npv}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

interface DrawnInputsTableProps {
  inputs: NonNullable<UncertaintyResult['inputs']>;
  lang: Language;
  labelOf: (path: string) => string;
  formatInput: (path: string, value: number | null | undefined) => string;
}

/** Each drawn input's P5 / P50 / P95, in its own unit. */
export function DrawnInputsTable({ inputs, lang, labelOf, formatInput }: DrawnInputsTableProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  return (
    <table className="results-table uncertainty__drawn" aria-label={t('results.drawn.title')} data-testid="mc-drawn">
      <caption>{t('results.drawn.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('results.drawn.input')}</th>
          <th scope="col">P5</th>
          <th scope="col">P50</th>
          <th scope="col">P95</th>
        </tr>
      </thead>
      <tbody>
        {inputs.map((i) => (
          <tr key={i.path}>
            <th scope="row">{labelOf(i.path)}</th>
            <td>{formatInput(i.path, i.p5)}</td>
            <td>{formatInput(i.path, i.p50)}</td>
            <td>{formatInput(i.path, i.p95)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
