// The figures read first, as cards: the presentation layer decides them (src/present/key-figures.ts),
// this component only draws them, so the headline says what the report and the CLI say.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario';
import { inLanguage, type Language } from '../i18n/languages';
import { activeDisplay } from '../format/display-money';
import { formatNumber } from '../format/format';
import { figureContext } from '../present/context';
import type { Figure } from '../present/figure';
import { figuresByPart } from '../present/key-figures';

export interface HeadlineFiguresProps {
  result: ScenarioResult;
  scenario: Scenario;
  currency: string;
  lang: Language;
  /** The demand plan shown is for earlier inputs (a newer one is being solved). */
  planStale?: boolean;
}

interface Card extends Figure {
  /** Computed for earlier inputs (a newer demand plan is being solved): dimmed. */
  stale?: boolean;
}

/** GPUs, power for the target, IRR, NPV, payback, MOIC, the covenant's DSCR, cheapest mode, best quote, the demand plan. */
export function HeadlineFigures({ result, scenario, currency, lang, planStale = false }: HeadlineFiguresProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const display = activeDisplay(scenario.display, currency);
  const cards = useMemo<Card[]>(() => {
    const parts = figuresByPart(figureContext(scenario, result, lang));
    // The demand plan is solved in its own worker: while a newer one is solved its figures say so.
    const stale = t('portfolio.headline.stale');
    return parts.flatMap((p) =>
      p.part === 'portfolio' && planStale ? p.figures.map((f) => ({ ...f, stale: true, note: f.note ? `${stale} · ${f.note}` : stale })) : p.figures,
    );
  }, [scenario, result, lang, planStale, t]);

  const source = display?.source ? ` · ${display.source}` : '';
  // The rate is stated once, under the figures (outside the sticky block, which stays compact).
  const rate = display ? (
    <p className="headline-rate" data-figure="displayRate">
      <span className="headline-rate__label">{t('results.headline.displayRate')}: </span>
      <strong>{t('results.headline.displayRateValue', { from: currency, rate: formatNumber(display.rate, lang, 6), to: display.currency })}</strong>
      {' · '}
      {display.asOf ? t('results.headline.displayRateDetail', { date: display.asOf, source }) : t('results.headline.displayRateUndated', { source })}
    </p>
  ) : null;

  return (
    <>
      <dl className="headline" aria-label={t('results.headline.label')}>
        {cards.map((f) => (
          <div
            key={f.key}
            className={['headline__figure', f.tone ? `headline__figure--${f.tone}` : '', f.stale ? 'headline__figure--stale' : ''].filter(Boolean).join(' ')}
            data-figure={f.key}
            data-tone={f.tone ?? 'none'}
          >
            <dt className="headline__label">{f.label}</dt>
            <dd className={f.words ? 'headline__value headline__value--text' : 'headline__value'} title={f.value}>
              {f.value}
            </dd>
            {f.display ? (
              <dd className="headline__display" data-display-currency={display?.currency}>
                {f.display}
              </dd>
            ) : null}
            {f.note ? <dd className="headline__detail">{f.note}</dd> : null}
          </div>
        ))}
      </dl>
      {rate}
    </>
  );
}
