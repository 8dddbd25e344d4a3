// The demand plan's headline figures (DOMAIN.md v3.1): its cost in present value, what the
// commitments save, and how busy the committed GPUs are.
import type { TFunction } from 'i18next';
import type { PortfolioResult } from '../../models/portfolio/types';
import type { Language } from '../i18n/languages';
import { approxDisplay, type DisplayRate } from '../format/display-money';
import { EMPTY, formatInteger, formatMoney, formatPercent } from '../format/format';
import type { Figure } from './headline-figures';

/** `stale`: the plan is for earlier inputs (a newer one is being solved): said in each figure's detail. */
export function portfolioHeadline(p: PortfolioResult, currency: string, display: DisplayRate | null, lang: Language, t: TFunction, stale = false): Figure[] {
  const later = (detail: string) => (stale ? `${t('portfolio.headline.stale')} · ${detail}` : detail);
  const money = (v: number) => formatMoney(v, lang, currency, { digits: 0 });
  return [
    {
      key: 'planCost',
      label: t('portfolio.headline.planCost'),
      value: money(p.presentCost),
      display: approxDisplay(p.presentCost, lang, display),
      detail: later(t('portfolio.headline.planCostDetail', { total: money(p.totalCost), months: formatInteger(p.months.length, lang) })),
      stale,
    },
    p.savings === null
      ? { key: 'planSavings', label: t('portfolio.headline.savings'), value: t('portfolio.headline.savingsNull'), text: true, detail: later(t('portfolio.headline.savingsNullDetail')), stale }
      : {
          key: 'planSavings',
          label: t('portfolio.headline.savings'),
          value: money(p.savings),
          display: approxDisplay(p.savings, lang, display),
          detail: later(p.savingsShare === null ? EMPTY : t('portfolio.headline.savingsDetail', { share: formatPercent(p.savingsShare, lang, 1) })),
          tone: p.savings > 0 ? 'good' : p.savings < 0 ? 'bad' : undefined,
          stale,
        },
    p.commitmentUtilization === null
      ? { key: 'planUtilization', label: t('portfolio.headline.utilization'), value: t('portfolio.headline.utilizationNone'), text: true, detail: stale ? t('portfolio.headline.stale') : undefined, stale }
      : {
          key: 'planUtilization',
          label: t('portfolio.headline.utilization'),
          value: formatPercent(p.commitmentUtilization, lang, 1),
          detail: later(t('portfolio.headline.utilizationDetail')),
          stale,
        },
  ];
}
