// The headline's coverage figure (DOMAIN.md v3.3): the lowest DSCR over the covenant's periods,
// with where it falls, the covenant and how many periods breach it; the monthly minimum in the detail.
import type { TFunction } from 'i18next';
import type { InvestmentResult } from '../../models/investment';
import type { Scenario } from '../../models/scenario';
import type { Language } from '../i18n/languages';
import { formatNumber } from '../format/format';
import type { Figure } from './headline-figures';
import { dscrLevel } from './returns-table';

export function periodDscrFigure(inv: InvestmentResult, scenario: Scenario, lang: Language, t: TFunction): Figure | null {
  if (inv.minPeriodDSCR === null || inv.minPeriodDSCRPeriod === null) return null;
  const period = scenario.investment?.dscrPeriod ?? 'year';
  const covenant = scenario.investment?.covenantDSCR;
  const times = (v: number) => `${formatNumber(v, lang, 2, 2)}×`;
  const where = t(`lender.period.${period}`, { n: inv.minPeriodDSCRPeriod });
  const breaches = inv.covenantBreaches ?? [];
  let detail: string;
  let tone: Figure['tone'];
  if (covenant !== undefined) {
    detail =
      breaches.length > 0
        ? t('lender.headline.breached', { where, covenant: times(covenant), n: breaches.length, total: inv.dscrByPeriod.length })
        : t('lender.headline.met', { where, covenant: times(covenant) });
    tone = breaches.length > 0 ? 'bad' : 'good';
  } else {
    const level = dscrLevel(inv.minPeriodDSCR);
    detail = t('lender.headline.detail', { where, monthly: inv.minDSCR === null ? '—' : times(inv.minDSCR), month: inv.minDSCRMonth ?? '—' });
    tone = level === 'below-one' ? 'bad' : level === 'below-covenant' ? 'warn' : 'good';
  }
  return { key: 'minPeriodDSCR', label: t(`lender.headline.minPeriod.${period}`), value: times(inv.minPeriodDSCR), detail, tone };
}
