import { useTranslation } from 'react-i18next';
import type { DisplayRate } from '../format/display-money';
import type { UncertaintyResult } from '../../models/uncertainty';
import { inLanguage, type Language } from '../i18n/languages';
import { formatInteger, formatNumber, formatPercent } from '../format/format';
import type { DscrPeriod } from '../../models/scenario/types';
import { inputValueFormatter } from '../present/input-label';
import { UncertaintyCharts } from './uncertainty-charts';
import { DrawnInputsTable, PercentilesTable } from './uncertainty-tables';

export interface UncertaintyViewProps {
  uncertainty: UncertaintyResult;
  currency: string;
  lang: Language;
  /** Form labels for the inputs (default: their paths). */
  labelOf?: (path: string) => string;
  /** NPV also in the display currency in the tables and the charts' tooltips (docs/model.md › Display currency). */
  display?: DisplayRate | null;
  /** Percentiles as one row per statistic (the printed report: fits a page). */
  stacked?: boolean;
  /**
   * The printed report's chart width (px): the charts are drawn at sizes known in advance (Sized) —
   * the histograms side by side, each half of it less the gap — instead of measuring their container.
   */
  printWidth?: number;
  /** docs/model.md › Investment › Covenant and DSCR: the covenant the breach probability is about (shown only with one). */
  covenant?: { dscr: number; period: DscrPeriod } | null;
}

/** Monte Carlo outcome: percentiles, probability below the hurdle, histograms and tornados. */
export function UncertaintyView({ uncertainty: u, currency, lang, labelOf = (p) => p, stacked = false, display = null, printWidth, covenant = null }: UncertaintyViewProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const formatInput = inputValueFormatter(lang, 4, currency);
  return (
    <div className="uncertainty">
      <p className="uncertainty__summary" data-testid="mc-summary">
        {t('results.mc.summary', {
          trials: formatInteger(u.trials, lang),
          requested: formatInteger(u.requestedTrials, lang),
          seed: u.seed,
        })}{' '}
        {u.irrAnnual.nullCount > 0 ? t(u.irrAnnual.nullCount === 1 ? 'results.mc.noIrrTrialsOne' : 'results.mc.noIrrTrials', { n: formatInteger(u.irrAnnual.nullCount, lang) }) : null}
      </p>
      <p className="uncertainty__probability" data-testid="mc-probability">
        <strong>{t('results.mc.probBelow', { hurdle: formatPercent(u.hurdleRate, lang, 1) })}</strong>{' '}
        <span className="uncertainty__probability-value">{formatPercent(u.probIrrBelowHurdle, lang, 1)}</span>
      </p>
      {covenant && u.probCovenantBreach !== null && u.probCovenantBreach !== undefined ? (
        <p className="uncertainty__probability" data-testid="mc-breach">
          <strong>
            {t('lender.mc.probBreach', { covenant: `${formatNumber(covenant.dscr, lang, 2, 2)}×`, period: t(`lender.mc.periodWord.${covenant.period}`) })}
          </strong>{' '}
          <span className="uncertainty__probability-value">{formatPercent(u.probCovenantBreach, lang, 1)}</span>
        </p>
      ) : null}
      <PercentilesTable uncertainty={u} currency={currency} lang={lang} display={display} stacked={stacked} />
      {u.inputs && u.inputs.length > 0 ? <DrawnInputsTable inputs={u.inputs} lang={lang} labelOf={labelOf} formatInput={formatInput} /> : null}
      <UncertaintyCharts uncertainty={u} currency={currency} lang={lang} display={display} labelOf={labelOf} formatInput={formatInput} printWidth={printWidth} />
      {u.skipped.length > 0 ? (
        <ul className="uncertainty__skipped">
          {u.skipped.map((s) => (
            <li key={s.path} className="error">
              {t('results.mc.skipped', { path: labelOf(s.path), reason: t(`results.mc.skipReasons.${s.reason}`) })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
