// The demand plan's figures (docs/model.md › Demand plan): what it costs, what the commitments save against
// serving the same demand without them, how busy the committed GPUs are, the effective price per
// used GPU-hour; and, for each commit offer, the utilization above which it pays off.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { PortfolioResult } from '../../models/portfolio/types';
import { inLanguage, type Language } from '../i18n/languages';
import { withDisplay, type DisplayRate } from '../format/display-money';
import { formatInteger, formatMoney, formatPercent, formatRate } from '../format/format';

export interface PortfolioFactsProps {
  portfolio: PortfolioResult;
  discountRate: number;
  currency: string;
  lang: Language;
  display?: DisplayRate | null;
}

export function PortfolioFacts({ portfolio: p, discountRate, currency, lang, display = null }: PortfolioFactsProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const money = (v: number) => withDisplay(formatMoney(v, lang, currency, { digits: 0 }), v, lang, display);
  const hours = (h: number) => formatInteger(h, lang);
  const months = formatInteger(p.months.length, lang);
  const rows: [string, string, string][] = [
    ['planCost', t('portfolio.facts.planCost'), t('portfolio.facts.planCostValue', { present: money(p.presentCost), rate: formatPercent(discountRate, lang, 1), total: money(p.totalCost), months })],
    ['baseline', t('portfolio.facts.baseline'), t('portfolio.facts.baselineValue', { cost: money(p.baseline.presentCost) })],
    [
      'savings',
      t('portfolio.facts.savings'),
      p.savings === null
        ? t('portfolio.facts.savingsNull', { baseline: hours(p.baseline.unservedGPUHours), plan: hours(p.unservedGPUHours) })
        : p.savingsShare === null
          ? money(p.savings)
          : t('portfolio.facts.savingsValue', { amount: money(p.savings), share: formatPercent(p.savingsShare, lang, 1) }),
    ],
    [
      'utilization',
      t('portfolio.facts.utilization'),
      p.commitmentUtilization === null ? t('portfolio.facts.utilizationNone') : t('portfolio.facts.utilizationValue', { share: formatPercent(p.commitmentUtilization, lang, 1) }),
    ],
    [
      'effective',
      t('portfolio.facts.effective'),
      p.effectivePerUsedGPUHour === null
        ? t('portfolio.facts.effectiveNone')
        : t('portfolio.facts.effectiveValue', { price: withDisplay(formatRate(p.effectivePerUsedGPUHour, lang, currency), p.effectivePerUsedGPUHour, lang, display, 'price') }),
    ],
    ['demand', t('portfolio.facts.demand'), t('portfolio.facts.demandValue', { hours: hours(p.demandGPUHours), months })],
    [
      'unserved',
      t('portfolio.facts.unserved'),
      p.unservedGPUHours > 0
        ? t('portfolio.facts.unservedValue', { hours: hours(p.unservedGPUHours), share: formatPercent(p.demandGPUHours > 0 ? p.unservedGPUHours / p.demandGPUHours : null, lang, 1) })
        : t('portfolio.facts.unservedNone'),
    ],
  ];
  return (
    <dl className="portfolio-facts" aria-label={t('portfolio.facts.label')} data-testid="portfolio-facts">
      {rows.map(([key, label, value]) => (
        <div key={key} data-key={key} className={(key === 'unserved' && p.unservedGPUHours > 0) || (key === 'savings' && p.savings !== null && p.savings < 0) ? 'portfolio-facts__bad' : undefined}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One sentence per commit offer: the utilization above which it pays off against on-demand. */
export function breakEvenSentences(p: PortfolioResult, labelOf: (offer: string) => string, t: TFunction, lang: Language): { offer: string; text: string }[] {
  return Object.entries(p.breakEvenUtilization).map(([offer, share]) => {
    const name = labelOf(offer);
    const text =
      share === null
        ? t('portfolio.breakEven.noOnDemand', { offer: name })
        : share >= 1
          ? t('portfolio.breakEven.never', { offer: name })
          : t('portfolio.breakEven.pays', { offer: name, share: formatPercent(share, lang, 1) });
    return { offer, text };
  });
}

export function BreakEvenSentences({ portfolio, labelOf, lang }: { portfolio: PortfolioResult; labelOf: (offer: string) => string; lang: Language }) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const sentences = breakEvenSentences(portfolio, labelOf, t, lang);
  if (sentences.length === 0) return null;
  return (
    <div className="portfolio-break-even" data-testid="portfolio-break-even">
      <p className="portfolio__subtitle">{t('portfolio.breakEven.title')}</p>
      <ul>
        {sentences.map((s) => (
          <li key={s.offer} data-offer={s.offer}>
            {s.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
