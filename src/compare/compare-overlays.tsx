import { cumsum } from 'd3';
import { useTranslation } from 'react-i18next';
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario';
import { OverlayLineChart, type OverlaySeries } from '../charts/overlay-line-chart';
import { Sized } from '../charts/responsive';
import { seriesColor } from '../charts/layout';
import type { Language } from '../i18n/languages';
import { activeDisplay } from '../format/display-money';
import { formatExactMoney, formatMoney, formatPrice } from '../format/format';

export interface OverlayScenario {
  name: string;
  scenario: Scenario;
  result: ScenarioResult;
  /** Colour index (stable per scenario on the page). */
  index: number;
}

/** Price series of every generation of every scenario: colour by scenario, dashes after the first generation. */
export function priceOverlaySeries(items: readonly OverlayScenario[]): OverlaySeries[] {
  const out: OverlaySeries[] = [];
  for (const item of items) {
    const prices = item.result.prices;
    if (!prices) continue;
    const labels = new Map(item.scenario.market?.generations.map((g) => [g.id, g.label]) ?? []);
    const display = activeDisplay(item.scenario.display, item.result.currency);
    Object.keys(prices.series).forEach((id, k) => {
      out.push({ name: `${item.name} · ${labels.get(id) ?? id}`, values: prices.series[id], color: seriesColor(item.index), dashed: k > 0, display });
    });
  }
  return out;
}

/** Running sum of each scenario's investment cash flows (months 0..H). */
export function cumulativeOverlaySeries(items: readonly OverlayScenario[]): OverlaySeries[] {
  return items
    .filter((item) => item.result.investment)
    .map((item) => ({
      name: item.name,
      values: Array.from(cumsum(item.result.investment!.cashflows)),
      color: seriesColor(item.index),
      display: activeDisplay(item.scenario.display, item.result.currency),
    }));
}

/** Whether any compared scenario has a price projection or an investment to overlay. */
export function hasOverlays(items: readonly OverlayScenario[]): boolean {
  return priceOverlaySeries(items).length > 0 || cumulativeOverlaySeries(items).length > 0;
}

/** `printWidth`: the printed report's chart width (px), drawn at it instead of the container's (Sized). */
export function CompareOverlays({ items, lang, printWidth }: { items: readonly OverlayScenario[]; lang: Language; printWidth?: number }) {
  const { t } = useTranslation(undefined, { lng: lang });
  const prices = priceOverlaySeries(items);
  const cumulative = cumulativeOverlaySeries(items);
  const currencies = [...new Set(items.map((i) => i.result.currency))];
  const currency = currencies[0] ?? 'USD';
  const mixed = currencies.length > 1;
  return (
    <>
      {mixed ? (
        <p className="error" role="note">
          {t('results.compare.mixedCurrencies', { list: currencies.join(', ') })}
        </p>
      ) : null}
      {prices.length > 0 ? (
        <section className="compare-section" aria-labelledby="compare-prices-title">
          <h3 id="compare-prices-title" className="compare-section__title">
            {t('results.compare.pricesTitle')}
          </h3>
          <Sized width={printWidth}>
            {(w) => (
              <OverlayLineChart
                series={prices}
                title={t('results.compare.pricesTitle')}
                description={t('results.compare.pricesDesc', { n: prices.length })}
                format={(v) => formatPrice(v, lang, currency)}
                formatExact={(v) => formatPrice(v, lang, currency)}
                yLabel={t('results.prices.axis', { currency })}
                lang={lang}
                width={w}
                testId="compare-prices"
                captioned={false}
                displayKind="price"
              />
            )}
          </Sized>
        </section>
      ) : null}
      {cumulative.length > 0 ? (
        <section className="compare-section" aria-labelledby="compare-cumulative-title">
          <h3 id="compare-cumulative-title" className="compare-section__title">
            {t('results.compare.cumulativeTitle')}
          </h3>
          <Sized width={printWidth}>
            {(w) => (
              <OverlayLineChart
                series={cumulative}
                title={t('results.compare.cumulativeTitle')}
                description={t('results.compare.cumulativeDesc', {
                  list: cumulative.map((s) => `${s.name}: ${formatExactMoney(s.values[s.values.length - 1], lang, currency)}`).join('; '),
                })}
                format={(v) => formatMoney(v, lang, currency, { compact: true })}
                formatExact={(v) => formatExactMoney(v, lang, currency)}
                yLabel={t('results.cashFlow.axisMoney', { currency })}
                lang={lang}
                width={w}
                testId="compare-cumulative"
                captioned={false}
              />
            )}
          </Sized>
        </section>
      ) : null}
    </>
  );
}
