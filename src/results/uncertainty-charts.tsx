// The Monte Carlo charts: IRR and NPV histograms side by side (hurdle and zero marked), then the IRR
// and NPV tornados, or a note when no input is uncertain.

import { useTranslation } from 'react-i18next';
import type { UncertaintyResult } from '../../models/uncertainty';
import { HistogramChart } from '../charts/histogram-chart';
import { Sized } from '../charts/responsive';
import { TornadoChart } from '../charts/tornado-chart';
import type { DisplayRate } from '../format/display-money';
import { inLanguage, type Language } from '../i18n/languages';

/** The gap between the two histograms (results.css .uncertainty__charts: --space-3). */
const CHARTS_GAP = 12;

interface UncertaintyChartsProps {
  uncertainty: UncertaintyResult;
  currency: string;
  lang: Language;
  display: DisplayRate | null;
  labelOf: (path: string) => string;
  formatInput: (path: string, value: number | null | undefined) => string;
  /** The printed report's chart width (px); undefined: the charts measure their container. */
  printWidth: number | undefined;
}

export function UncertaintyCharts({ uncertainty: u, currency, lang, display, labelOf, formatInput, printWidth }: UncertaintyChartsProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const half = printWidth === undefined ? undefined : Math.floor((printWidth - CHARTS_GAP) / 2);
  return (
    <>
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
    </>
  );
}
