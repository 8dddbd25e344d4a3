import { useTranslation } from 'react-i18next';
import type { DisplayRate } from '../format/display-money';
import type { UncertaintyResult } from '../../models/uncertainty';
import type { MonteCarloHandle } from '../engine/use-monte-carlo';
import { inLanguage, type Language } from '../i18n/languages';
import { formatInteger, formatNumber } from '../format/format';
import { UncertaintyView, type UncertaintyViewProps } from './uncertainty-view';

export interface MonteCarloBlockProps {
  /** From useMonteCarlo(doc); without it only a precomputed `fallback` result is shown. */
  monteCarlo?: MonteCarloHandle;
  /** A result computed elsewhere (e.g. result.uncertainty from a full evaluation). */
  fallback?: UncertaintyResult;
  trials: number;
  currency: string;
  lang: Language;
  /** Form labels for the inputs (default: their paths). */
  labelOf?: (path: string) => string;
  /** docs/model.md › Investment › Covenant and DSCR: the covenant the breach probability is about. */
  covenant?: UncertaintyViewProps['covenant'];
  /** NPV also in the display currency in the charts' tooltips (docs/model.md › Display currency). */
  display?: DisplayRate | null;
}

/** Run / progress / Cancel, then the Monte Carlo outcome. */
export function MonteCarloBlock({ monteCarlo: mc, fallback, trials, currency, lang, labelOf, display = null, covenant = null }: MonteCarloBlockProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const shown = mc?.result ?? fallback ?? null;
  const percent = mc ? Math.round(mc.progress * 100) : 0;
  return (
    <div className="mc">
      {mc ? (
        <div className="mc__controls">
          <button type="button" className="button button--primary" onClick={mc.run} disabled={mc.running}>
            {mc.result ? t('results.mc.rerun') : t('results.mc.run', { trials: formatInteger(trials, lang) })}
          </button>
          <button type="button" className="button" onClick={mc.cancel} disabled={!mc.running}>
            {t('results.mc.cancel')}
          </button>
          {mc.running || mc.progress > 0 ? (
            <div className="mc__progress">
              <div
                className="mc__bar"
                role="progressbar"
                aria-label={t('results.mc.progressLabel')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={t('results.mc.progressText', { done: formatInteger(mc.done, lang), total: formatInteger(mc.total, lang) })}
              >
                <div className="mc__bar-fill" style={{ width: `${percent}%` }} />
              </div>
              <span className="mc__progress-text" aria-hidden="true">
                {t('results.mc.progressText', { done: formatInteger(mc.done, lang), total: formatInteger(mc.total, lang) })}
              </span>
            </div>
          ) : null}
        </div>
      ) : null}
      <div aria-live="polite" className="mc__status">
        {mc?.cancelled ? <p className="muted">{t('results.mc.cancelled')}</p> : null}
        {mc?.error ? (
          <p className="error" role="alert">
            {t('results.mc.error', { message: mc.error })}
          </p>
        ) : null}
        {mc?.issues ? (
          <p className="error" role="alert">
            {t('results.mc.invalid', { n: mc.issues.length })}
          </p>
        ) : null}
        {mc?.stale ? <p className="muted">{t('results.mc.stale')}</p> : null}
        {mc?.result && !mc.running ? <p className="muted">{t('results.mc.took', { ms: formatNumber(mc.ms, lang, 0) })}</p> : null}
      </div>
      {/* Issue 26: one row per statistic (IRR and NPV as columns), as in the report: seven money columns ran off the panel at 1440 px. */}
      {shown ? <UncertaintyView uncertainty={shown} currency={currency} lang={lang} labelOf={labelOf} display={display} covenant={covenant} stacked /> : null}
    </div>
  );
}
