// The lender's coverage figures (docs/model.md › Investment › Covenant and DSCR). The figure a lender reads first is
// the covenant period's test: the lowest DSCR over the covenant's periods (yearly unless the plan
// says otherwise), named "Minimum DSCR" everywhere. The lowest single month ("Minimum monthly DSCR",
// often a ramp month) is secondary: said in the note and never a verdict of its own. A verdict
// needs a covenant the user set; without one the figure is stated without a tone.
import type { InvestmentResult } from '../../models/investment';
import type { DscrPeriod } from '../../models/scenario/types';
import { EMPTY, formatNumber } from '../format/format';
import type { Language } from '../i18n/languages';
import type { FigureContext } from './context';
import type { Figure } from './figure';
import type { Say } from './text';
import { dscrTone } from './thresholds';

export function times(v: number, lang: Language): string {
  return `${formatNumber(v, lang, 2, 2)}×`;
}

/** The monthly minimum in words: "monthly minimum 0.24× (month 1)", or '' without one. */
export function monthlyMinimumText(inv: InvestmentResult, lang: Language, say: Say): string {
  if (inv.minDSCR === null || inv.minDSCRMonth === null) return '';
  return say('figures.dscr.monthly', { monthly: times(inv.minDSCR, lang), month: inv.minDSCRMonth });
}

/** The covenant period's test ("Minimum DSCR"), with where it falls, the covenant's verdict and the monthly minimum in the note. */
export function minPeriodDscrFigure(ctx: FigureContext): Figure | null {
  const { result, scenario, lang, say } = ctx;
  const inv = result.investment;
  if (!inv || inv.minPeriodDSCR === null || inv.minPeriodDSCRPeriod === null) return null;
  const period: DscrPeriod = scenario.investment?.dscrPeriod ?? 'year';
  const covenant = scenario.investment?.covenantDSCR;
  const where = say(`figures.dscr.period.${period}`, { where: say(`lender.period.${period}`, { n: inv.minPeriodDSCRPeriod }) });
  const breaches = inv.covenantBreaches ?? [];
  const test =
    covenant === undefined
      ? say('figures.dscr.noCovenant')
      : breaches.length > 0
        ? say('figures.dscr.breached', { covenant: times(covenant, lang), n: breaches.length, total: inv.dscrByPeriod.length })
        : say('figures.dscr.met', { covenant: times(covenant, lang) });
  // A monthly covenant's test is the monthly minimum itself: no second figure to mention.
  const monthly = period === 'month' ? '' : monthlyMinimumText(inv, lang, say);
  return {
    key: 'minPeriodDSCR',
    label: say('figures.dscr.minPeriod'),
    value: times(inv.minPeriodDSCR, lang),
    note: [where, test, monthly].filter(Boolean).join(' · '),
    tone: dscrTone(inv.minPeriodDSCR, covenant),
  };
}

/** The lowest single month ("Minimum monthly DSCR"): secondary, never a verdict (the covenant tests its periods). */
export function minMonthlyDscrFigure(ctx: FigureContext): Figure | null {
  const { result, scenario, lang, say } = ctx;
  const inv = result.investment;
  if (!inv || inv.minDSCR === null || inv.minDSCRMonth === null) return null;
  const period: DscrPeriod = scenario.investment?.dscrPeriod ?? 'year';
  return {
    key: 'minDSCR',
    label: say('figures.dscr.minMonthly'),
    value: inv.minDSCR === null ? EMPTY : times(inv.minDSCR, lang),
    note: say('figures.dscr.monthlyNote', { month: inv.minDSCRMonth, period: say(`figures.dscr.periodWord.${period}`) }),
  };
}
