import { useTranslation } from 'react-i18next';
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario';
import { inLanguage, type Language } from '../i18n/languages';
import { activeDisplay, approxDisplay } from '../format/display-money';
import { EMPTY, formatInteger, formatMoney, formatNumber, formatPercent, formatPrice, formatRate } from '../format/format';
import { countText } from '../format/count';
import { portfolioHeadline } from './portfolio-headline';
import { periodDscrFigure } from './period-dscr-figure';

export interface Figure {
  key: string;
  label: string;
  value: string;
  detail?: string;
  tone?: 'good' | 'bad' | 'warn';
  /** Words rather than a figure: smaller type, may wrap. */
  text?: boolean;
  /** The figure in the display currency ("≈ ¥3248.84万"), DOMAIN.md v2.5. */
  display?: string | null;
  /** Computed for earlier inputs (a newer demand plan is being solved): dimmed. */
  stale?: boolean;
}

export interface HeadlineFiguresProps {
  result: ScenarioResult;
  scenario: Scenario;
  currency: string;
  lang: Language;
  /** The demand plan shown is for earlier inputs (a newer one is being solved). */
  planStale?: boolean;
}

/** The figures read first: GPUs, power for the target, IRR, NPV, payback, MOIC, cheapest mode, best quote. */
export function HeadlineFigures({ result, scenario, currency, lang, planStale = false }: HeadlineFiguresProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const c = result.capacity;
  const display = activeDisplay(scenario.display, currency);
  const site = scenario.site;
  const figures: Figure[] = [];
  // A plan without a site has no capacity (DOMAIN.md v2.7): no GPUs deliverable, no power target.
  if (c && site) figures.push(
    {
      key: 'gpus',
      label: t('results.headline.gpus'),
      value: formatInteger(c.gpus, lang),
      detail: t('results.headline.gpusDetail', {
        nodes: countText(t, 'node', c.nodes, lang),
        mw: formatNumber(site.contractedMW, lang, 3),
        racks: c.racks === null ? EMPTY : formatInteger(c.racks, lang),
      }),
    },
  );
  if (c && site && c.requiredMW !== null && c.targetGPUs !== null) {
    figures.push({
      key: 'requiredMW',
      label: t('results.headline.requiredMW', { gpus: formatInteger(c.targetGPUs, lang) }),
      value: `${formatNumber(c.requiredMW, lang, 3)} MW`,
      detail: t('results.headline.requiredDetail', { nodes: countText(t, 'node', c.targetNodes, lang), basis: t(`results.headline.basis.${site.powerBasis}`) }),
    });
  }
  const inv = result.investment;
  if (inv) {
    const hurdle = scenario.investment?.discountRate ?? 0;
    figures.push(
      {
        key: 'irr',
        label: t('results.headline.irr'),
        value: formatPercent(inv.irrAnnual, lang, 1),
        detail: inv.irrNote ? t(`results.headline.irrNote.${inv.irrNote}`) : t('results.headline.irrMonthly', { rate: formatPercent(inv.irrMonthly, lang, 2) }),
        tone: inv.irrAnnual === null ? undefined : inv.irrAnnual >= hurdle ? 'good' : 'bad',
      },
      {
        key: 'npv',
        label: t('results.headline.npv'),
        value: formatMoney(inv.npv, lang, currency, { digits: 0 }),
        display: approxDisplay(inv.npv, lang, display),
        detail: t('results.headline.npvDetail', { rate: formatPercent(hurdle, lang, 1) }),
        tone: inv.npv >= 0 ? 'good' : 'bad',
      },
      {
        key: 'payback',
        label: t('results.headline.payback'),
        value: inv.paybackMonth === null ? t('results.headline.paybackNone') : t('results.headline.paybackValue', { month: inv.paybackMonth }),
        detail: t(result.horizonMonths === 1 ? 'results.headline.horizonOne' : 'results.headline.horizon', { months: formatInteger(result.horizonMonths, lang) }),
        tone: inv.paybackMonth === null ? 'bad' : undefined,
        text: inv.paybackMonth === null,
      },
      {
        key: 'moic',
        label: t('results.headline.moic'),
        value: inv.moic === null ? EMPTY : `${formatNumber(inv.moic, lang, 2, 2)}×`,
        tone: inv.moic === null ? undefined : inv.moic >= 1 ? 'good' : 'bad',
      },
    );
    // With a loan the IRR above is the equity's; the project (unlevered) view and the lender's
    // coverage follow. Without one both views are the same flows.
    if (inv.debt > 0) {
      figures.push({
        key: 'projectIrr',
        label: t('results.headline.projectIrr'),
        value: formatPercent(inv.projectIrrAnnual, lang, 1),
        detail: inv.projectIrrNote
          ? t(`results.headline.irrNote.${inv.projectIrrNote}`)
          : t('results.headline.projectIrrDetail', { npv: formatMoney(inv.projectNpv, lang, currency, { digits: 0 }) }),
        tone: inv.projectIrrAnnual === null ? undefined : inv.projectIrrAnnual >= hurdle ? 'good' : 'bad',
      });
    }
    // DOMAIN.md v3.3: the lender's figure is the lowest period DSCR (the covenant's test); the
    // monthly minimum (often a ramp month) stays in the returns table below.
    const lowest = periodDscrFigure(inv, scenario, lang, t);
    if (lowest) figures.push(lowest);
  }
  const rvb = result.rentVsBuy;
  const tok = rvb?.perToken;
  if (rvb && tok && tok.cheapest !== null) {
    // DOMAIN.md v3.4: with per-token inputs the app's "cheapest" is perToken.cheapest, which counts the API.
    const cost = tok.cheapest === 'api' ? tok.apiPricePerMillionTokens : (tok.costPerMillionTokens[tok.cheapest] ?? null);
    figures.push({
      key: 'cheapest',
      label: t('renter.headline.cheapestPerToken'),
      value: tok.cheapest === 'api' ? t('renter.perToken.api') : t(`results.modes.${tok.cheapest}`),
      detail: t('renter.headline.cheapestPerTokenDetail', { cost: formatPrice(cost, lang, currency) }),
      display: approxDisplay(cost, lang, display, 'price'),
    });
  } else if (rvb) {
    figures.push({
      key: 'cheapest',
      label: t('results.headline.cheapest', { hours: formatInteger(rvb.usageHours, lang) }),
      value: t(`results.modes.${rvb.cheapest}`),
      detail: t('results.headline.cheapestDetail', { cost: formatMoney(rvb.annualCost[rvb.cheapest], lang, currency, { digits: 0 }) }),
      display: approxDisplay(rvb.annualCost[rvb.cheapest], lang, display),
    });
  }
  const quotes = result.quotes;
  if (quotes) {
    const best = quotes.bestIndex === null ? undefined : quotes.quotes.find((q) => q.index === quotes.bestIndex);
    figures.push({
      key: 'bestQuote',
      label: t('results.headline.bestQuote'),
      value: best ? best.provider : EMPTY,
      // v3.2: the figure the ranking uses, on the common window.
      detail: best ? t('results.headline.bestQuoteDetail', { price: formatRate(best.windowPVPerUsedGPUHour, lang, currency), months: quotes.windowMonths }) : t('results.headline.noBestQuote'),
      display: best ? approxDisplay(best.windowPVPerUsedGPUHour, lang, display, 'price') : null,
    });
  }
  // DOMAIN.md v3.1: the demand plan, once solved (in its own worker: it may follow the other figures).
  if (result.portfolio) figures.push(...portfolioHeadline(result.portfolio, currency, display, lang, t, planStale));

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
        {figures.map((f) => (
          <div key={f.key} className={['headline__figure', f.tone ? `headline__figure--${f.tone}` : '', f.stale ? 'headline__figure--stale' : ''].filter(Boolean).join(' ')} data-figure={f.key}>
            <dt className="headline__label">{f.label}</dt>
            <dd className={f.text ? 'headline__value headline__value--text' : 'headline__value'} title={f.value}>
              {f.value}
            </dd>
            {f.display ? (
              <dd className="headline__display" data-display-currency={display?.currency}>
                {f.display}
              </dd>
            ) : null}
            {f.detail ? <dd className="headline__detail">{f.detail}</dd> : null}
          </div>
        ))}
      </dl>
      {rate}
    </>
  );
}
