import { useTranslation } from 'react-i18next';
import type { DisplayRate } from '../format/display-money';
import { MoneyWithDisplay } from './money-with-display';
import type { UncertaintyResult } from '../../models/uncertainty';
import { HistogramChart } from '../charts/histogram-chart';
import { Sized } from '../charts/responsive';
import { TornadoChart } from '../charts/tornado-chart';
import { inLanguage, type Language } from '../i18n/languages';
import { formatInteger, formatMoney, formatNumber, formatPercent } from '../format/format';
import type { DscrPeriod } from '../../models/scenario/types';
import { inputValueFormatter } from '../present/input-label';

const PERCENTILES = ['p5', 'p10', 'p50', 'p90', 'p95'] as const;

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

/** The gap between the two histograms (results.css .uncertainty__charts: --space-3). */
const CHARTS_GAP = 12;

/** Monte Carlo outcome: percentiles, probability below the hurdle, histograms and tornados. */
export function UncertaintyView({ uncertainty: u, currency, lang, labelOf = (p) => p, stacked = false, display = null, printWidth, covenant = null }: UncertaintyViewProps) {
  const half = printWidth === undefined ? undefined : Math.floor((printWidth - CHARTS_GAP) / 2);
  const { t } = useTranslation(undefined, inLanguage(lang));
  const formatInput = inputValueFormatter(lang, 4, currency);
  const money = (v: number | null) => formatMoney(v, lang, currency, { digits: 0 });
  const npv = (v: number | null) => <MoneyWithDisplay own={money(v)} value={v} lang={lang} display={display} />;
  const pct = (v: number | null) => formatPercent(v, lang, 2);
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
      {stacked ? (
        // For paper: one row per statistic, IRR and NPV side by side (seven money columns in a
        // row are wider than an A4 page).
        <table className="results-table uncertainty__percentiles uncertainty__percentiles--stacked" aria-label={t('results.mc.percentilesLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('results.mc.statistic')}</th>
              <th scope="col">{t('results.headline.irr')}</th>
              <th scope="col">{t('results.headline.npv')}</th>
            </tr>
          </thead>
          <tbody>
            {PERCENTILES.map((p) => (
              <tr key={p}>
                <th scope="row">{t(`results.mc.${p}`)}</th>
                <td>{pct(u.irrAnnual.percentiles[p])}</td>
                <td>{npv(u.npv.percentiles[p])}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('results.mc.mean')}</th>
              <td>{pct(u.irrAnnual.mean)}</td>
              <td>{npv(u.npv.mean)}</td>
            </tr>
            <tr>
              <th scope="row">{t('results.mc.base')}</th>
              <td>{pct(u.base.irrAnnual)}</td>
              <td>{npv(u.base.npv)}</td>
            </tr>
          </tbody>
        </table>
      ) : (
        <table className="results-table uncertainty__percentiles" aria-label={t('results.mc.percentilesLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('results.mc.metric')}</th>
              {PERCENTILES.map((p) => (
                <th key={p} scope="col">
                  {t(`results.mc.${p}`)}
                </th>
              ))}
              <th scope="col">{t('results.mc.mean')}</th>
              <th scope="col">{t('results.mc.base')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('results.headline.irr')}</th>
              {PERCENTILES.map((p) => (
                <td key={p}>{pct(u.irrAnnual.percentiles[p])}</td>
              ))}
              <td>{pct(u.irrAnnual.mean)}</td>
              <td>{pct(u.base.irrAnnual)}</td>
            </tr>
            <tr>
              <th scope="row">{t('results.headline.npv')}</th>
              {PERCENTILES.map((p) => (
                <td key={p}>{npv(u.npv.percentiles[p])}</td>
              ))}
              <td>{npv(u.npv.mean)}</td>
              <td>{npv(u.base.npv)}</td>
            </tr>
          </tbody>
        </table>
      )}
      {u.inputs && u.inputs.length > 0 ? (
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
            {u.inputs.map((i) => (
              <tr key={i.path}>
                <th scope="row">{labelOf(i.path)}</th>
                <td>{formatInput(i.path, i.p5)}</td>
                <td>{formatInput(i.path, i.p50)}</td>
                <td>{formatInput(i.path, i.p95)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className="uncertainty__charts">
        <Sized width={half}>
          {(w) => (
            <HistogramChart
              bins={u.histogram.irrAnnual}
              valueKind="percent"
              currency={currency}
              lang={lang}
              width={w}
              title={t('results.mc.histIrr')}
              markers={[{ value: u.hurdleRate, label: t('results.mc.hurdle') }]}
            />
          )}
        </Sized>
        <Sized width={half}>
          {(w) => (
            <HistogramChart
              bins={u.histogram.npv}
              valueKind="money"
              currency={currency}
              display={display}
              lang={lang}
              width={w}
              title={t('results.mc.histNpv')}
              markers={[{ value: 0, label: t('results.mc.zero') }]}
            />
          )}
        </Sized>
      </div>
      {u.tornado.length > 0 ? (
        <>
          <Sized width={printWidth}>{(w) => <TornadoChart entries={u.tornado} metric="irr" base={u.base.irrAnnual} currency={currency} lang={lang} width={w} labelOf={labelOf} formatInput={formatInput} />}</Sized>
          <Sized width={printWidth}>{(w) => <TornadoChart entries={u.tornado} metric="npv" base={u.base.npv} currency={currency} display={display} lang={lang} width={w} labelOf={labelOf} formatInput={formatInput} />}</Sized>
        </>
      ) : (
        <p className="muted">{t('results.mc.noInputs')}</p>
      )}
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
