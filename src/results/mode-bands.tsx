// docs/model.md › Rent vs buy › Without a site and per token for a renter: "where each mode wins" — a strip over 0..8,760 usage hours a year cut
// at the engine's exact crossings (`cheapestBands`), each band labelled with its mode and hours —
// and the mode-to-mode thresholds (`modeBreakEvens`) in words. Shown under the rent-vs-buy chart
// and in the report.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { HOURS_PER_YEAR, type CostMode, type RentVsBuyResult } from '../../models/rent-vs-buy';
import { inLanguage, type Language } from '../i18n/languages';
import { formatInteger } from '../format/format';
import { MODE_COLORS } from '../charts/rent-vs-buy-chart';

/** Hours for a band edge or a threshold: whole hours, grouped ("8,232"). */
export function bandHours(h: number, lang: Language): string {
  return formatInteger(Math.round(h), lang);
}

/** One sentence per crossing: which mode is cheaper below it and which above. */
export function thresholdSentences(r: Pick<RentVsBuyResult, 'modeBreakEvens' | 'lines'>, lang: Language, t: TFunction): string[] {
  const name = (m: CostMode) => t(`results.modes.${m}`);
  return r.modeBreakEvens.map((be) => {
    // Below the crossing the line with the lower cost at 0 h (its fixed part) is cheaper.
    const aFirst = r.lines[be.a]!.fixed <= r.lines[be.b]!.fixed;
    const below = aFirst ? be.a : be.b;
    const above = aFirst ? be.b : be.a;
    return t('renter.thresholds.pair', { below: name(below), above: name(above), hours: bandHours(be.hours, lang) });
  });
}

export function ModeBands({ rentVsBuy: r, lang }: { rentVsBuy: RentVsBuyResult; lang: Language }) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const name = (m: CostMode) => t(`results.modes.${m}`);
  const bands = r.cheapestBands;
  return (
    <div className="mode-bands" data-testid="mode-bands">
      <h4 className="mode-bands__title">{t('renter.bands.title')}</h4>
      <div className="mode-bands__strip" role="list" aria-label={t('renter.bands.label')}>
        {bands.map((b) => (
          <div
            key={`${b.mode}-${b.fromHours}`}
            role="listitem"
            className="mode-bands__band"
            data-mode={b.mode}
            data-from={b.fromHours}
            data-to={b.toHours}
            style={{ flexGrow: b.toHours - b.fromHours, background: MODE_COLORS[b.mode] }}
            aria-label={t('renter.bands.bandAria', { mode: name(b.mode), from: bandHours(b.fromHours, lang), to: bandHours(b.toHours, lang) })}
          />
        ))}
      </div>
      <div className="mode-bands__axis" aria-hidden="true">
        <span>{t('renter.bands.start')}</span>
        <span>{t('renter.bands.end')}</span>
      </div>
      <ul className="mode-bands__legend">
        {bands.map((b) => (
          <li key={`${b.mode}-${b.fromHours}`} data-mode={b.mode}>
            <span className="mode-bands__swatch" style={{ background: MODE_COLORS[b.mode] }} />
            {t('renter.bands.band', { mode: name(b.mode), from: bandHours(b.fromHours, lang), to: bandHours(b.toHours, lang) })}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ModeThresholds({ rentVsBuy: r, lang }: { rentVsBuy: RentVsBuyResult; lang: Language }) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const sentences = thresholdSentences(r, lang, t);
  const noBuy = !r.modes.includes('buy');
  return (
    <div className="mode-thresholds" data-testid="mode-thresholds">
      <h4 className="mode-bands__title">{t('renter.thresholds.title')}</h4>
      {sentences.length > 0 ? (
        <ul className="results-note mode-thresholds__list">
          {sentences.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      ) : (
        <p className="results-note">{t('renter.thresholds.none')}</p>
      )}
      {noBuy ? <p className="results-note" data-testid="no-buy-note">{t('renter.thresholds.noBuy')}</p> : null}
    </div>
  );
}

/** Band widths as shares of the year (for tests and the report): they add up to 1. */
export function bandShares(r: Pick<RentVsBuyResult, 'cheapestBands'>): number[] {
  return r.cheapestBands.map((b) => (b.toHours - b.fromHours) / HOURS_PER_YEAR);
}
