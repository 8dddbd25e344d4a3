// The report's key figures as label/value pairs (pure, so a unit test can check the formatting).
import type { ScenarioResult } from '../../models/evaluate';
import { lenderEn, lenderZhCN } from '../i18n/areas/lender';
import type { Scenario } from '../../models/scenario';
import { fill } from '../present/messages';
import { reportEn, reportZhCN } from '../i18n/areas/report';
import { resultsEn, resultsZhCN } from '../i18n/areas/results';
import { portfolioEn, portfolioZhCN } from '../i18n/areas/portfolio';
import { renterEn, renterZhCN } from '../i18n/areas/renter';
import type { Language } from '../i18n/languages';
import { activeDisplay, approxDisplay } from '../format/display-money';
import { EMPTY, formatInteger, formatMoney, formatNumber, formatPercent, formatPrice, formatRate } from '../format/format';

export interface KeyFigure {
  key: string;
  label: string;
  value: string;
  tone?: 'good' | 'bad';
  /** The amount in the display currency ("≈ ¥3248.84万"), DOMAIN.md v2.5. */
  display?: string;
}

export function keyFigures(scenario: Scenario, result: ScenarioResult, lang: Language): KeyFigure[] {
  const f = (lang === 'zh-CN' ? reportZhCN : reportEn).figures;
  const modes = (lang === 'zh-CN' ? resultsZhCN : resultsEn).modes as Record<string, string>;
  const currency = result.currency;
  const c = result.capacity;
  const display = activeDisplay(scenario.display, currency);
  const also = (v: number | null | undefined, kind: 'money' | 'price' = 'money') => approxDisplay(v, lang, display, kind) ?? undefined;
  // A plan without a site has no capacity (DOMAIN.md v2.7): no "GPUs deliverable" for the CFO.
  const out: KeyFigure[] = c ? [{ key: 'gpus', label: f.gpus, value: formatInteger(c.gpus, lang) }] : [];
  if (c && c.requiredMW !== null && c.targetGPUs !== null) {
    out.push({ key: 'requiredMW', label: fill(f.requiredMW, { gpus: formatInteger(c.targetGPUs, lang) }), value: `${formatNumber(c.requiredMW, lang, 3)} MW` });
  }
  const inv = result.investment;
  if (inv) {
    const hurdle = scenario.investment?.discountRate ?? 0;
    out.push(
      {
        key: 'irr',
        label: f.irr,
        value: formatPercent(inv.irrAnnual, lang, 2),
        tone: inv.irrAnnual === null ? undefined : inv.irrAnnual >= hurdle ? 'good' : 'bad',
      },
      { key: 'npv', label: fill(f.npv, { rate: formatPercent(hurdle, lang, 1) }), value: formatMoney(inv.npv, lang, currency, { digits: 0 }), display: also(inv.npv), tone: inv.npv >= 0 ? 'good' : 'bad' },
      { key: 'payback', label: f.payback, value: inv.paybackMonth === null ? f.paybackNone : fill(f.paybackValue, { month: inv.paybackMonth }) },
    );
    if (inv.debt > 0) {
      out.push({
        key: 'projectIrr',
        label: f.projectIrr,
        value: formatPercent(inv.projectIrrAnnual, lang, 2),
        tone: inv.projectIrrAnnual === null ? undefined : inv.projectIrrAnnual >= hurdle ? 'good' : 'bad',
      });
    }
    // DOMAIN.md v3.3: the covenant's figure, the lowest period DSCR, beside the monthly minimum.
    if (inv.minPeriodDSCR !== null && inv.minPeriodDSCRPeriod !== null) {
      const lt = lang === 'zh-CN' ? lenderZhCN : lenderEn;
      const period = scenario.investment?.dscrPeriod ?? 'year';
      const covenant = scenario.investment?.covenantDSCR;
      const breaches = inv.covenantBreaches ?? [];
      const times = (v: number) => `${formatNumber(v, lang, 2, 2)}×`;
      out.push({
        key: 'minPeriodDSCR',
        label: fill(lt.keyFigure[period], { where: fill(lt.period[period], { n: inv.minPeriodDSCRPeriod }) }),
        value:
          covenant === undefined
            ? times(inv.minPeriodDSCR)
            : `${times(inv.minPeriodDSCR)} · ${fill(lt.keyFigure.breaches, { covenant: times(covenant), n: breaches.length, total: inv.dscrByPeriod.length })}`,
        tone: covenant === undefined ? (inv.minPeriodDSCR < 1.2 ? 'bad' : 'good') : breaches.length > 0 ? 'bad' : 'good',
      });
    }
    if (inv.minDSCR !== null && inv.minDSCRMonth !== null) {
      out.push({
        key: 'minDSCR',
        label: fill(f.minDSCR, { month: inv.minDSCRMonth }),
        value: `${formatNumber(inv.minDSCR, lang, 2, 2)}×`,
        tone: inv.minDSCR < 1.2 ? 'bad' : 'good',
      });
    }
  }
  const rvb = result.rentVsBuy;
  const tok = rvb?.perToken;
  if (rvb && tok && tok.cheapest !== null) {
    // DOMAIN.md v3.4: with per-token inputs "cheapest" is perToken.cheapest, which counts the API.
    const r = lang === 'zh-CN' ? renterZhCN : renterEn;
    const cost = tok.cheapest === 'api' ? tok.apiPricePerMillionTokens : (tok.costPerMillionTokens[tok.cheapest] ?? null);
    const name = tok.cheapest === 'api' ? r.perToken.api : (modes[tok.cheapest] ?? tok.cheapest);
    out.push({ key: 'cheapest', label: r.headline.cheapestPerToken, value: `${name} · ${fill(r.headline.cheapestPerTokenDetail, { cost: formatPrice(cost, lang, currency) })}`, display: also(cost, 'price') });
  } else if (rvb) {
    out.push({ key: 'cheapest', label: fill(f.cheapest, { hours: formatInteger(rvb.usageHours, lang) }), value: modes[rvb.cheapest] ?? rvb.cheapest });
  }
  const quotes = result.quotes;
  if (quotes) {
    const best = quotes.bestIndex === null ? undefined : quotes.quotes.find((q) => q.index === quotes.bestIndex);
    // v3.2: the best on the common window, with the figure the ranking uses; the price to match is
    // a quoted price per GPU-hour (not per used hour).
    const pv = best?.windowPVPerUsedGPUHour ?? null;
    out.push({ key: 'bestQuote', label: fill(f.bestQuote, { months: quotes.windowMonths }), value: best ? `${best.provider} · ${fill(f.pvPerUsedGPUHour, { price: formatRate(pv, lang, currency) })}` : EMPTY, display: best ? also(pv, 'price') : undefined });
    for (const q of quotes.quotes) {
      if (q.index === quotes.bestIndex) continue;
      out.push({ key: `match-${q.index}`, label: fill(f.priceToMatch, { provider: q.provider }), value: fill(f.perGPUHour, { price: formatRate(q.priceToMatchBest, lang, currency) }), display: also(q.priceToMatchBest, 'price') });
    }
  }
  // DOMAIN.md v3.1: the demand plan's cost, what its commitments save and how busy they are.
  const plan = result.portfolio;
  if (plan) {
    const h = (lang === 'zh-CN' ? portfolioZhCN : portfolioEn).headline;
    const money = (v: number) => formatMoney(v, lang, currency, { digits: 0 });
    out.push({ key: 'planCost', label: h.planCost, value: money(plan.presentCost), display: also(plan.presentCost) });
    out.push(
      plan.savings === null
        ? { key: 'planSavings', label: h.savings, value: h.savingsNull }
        : {
            key: 'planSavings',
            label: h.savings,
            value: plan.savingsShare === null ? money(plan.savings) : `${money(plan.savings)} (${formatPercent(plan.savingsShare, lang, 1)})`,
            display: also(plan.savings),
            tone: plan.savings < 0 ? 'bad' : undefined,
          },
    );
    out.push({ key: 'planUtilization', label: h.utilization, value: plan.commitmentUtilization === null ? h.utilizationNone : formatPercent(plan.commitmentUtilization, lang, 1) });
  }
  return out;
}
