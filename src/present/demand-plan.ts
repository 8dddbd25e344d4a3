// The demand plan's key figures (docs/model.md › Demand plan): its cost in present value, what the
// commitments save against renting the same demand on demand, and how busy the committed GPUs are.
import { EMPTY, formatInteger, formatMoney, formatPercent } from '../format/format';
import type { FigureContext } from './context';
import type { Figure } from './figure';
import { savingsTone } from './thresholds';

export function demandPlanFigures(ctx: FigureContext): Figure[] {
  const { result, lang, say, currency } = ctx;
  const p = result.portfolio;
  if (!p) return [];
  const money = (v: number) => formatMoney(v, lang, currency, { digits: 0 });
  return [
    {
      key: 'planCost',
      label: say('portfolio.headline.planCost'),
      value: money(p.presentCost),
      display: ctx.also(p.presentCost),
      note: say('portfolio.headline.planCostDetail', { total: money(p.totalCost), months: formatInteger(p.months.length, lang) }),
    },
    p.savings === null
      ? { key: 'planSavings', label: say('portfolio.headline.savings'), value: say('portfolio.headline.savingsNull'), words: true, note: say('portfolio.headline.savingsNullDetail') }
      : {
          key: 'planSavings',
          label: say('portfolio.headline.savings'),
          value: money(p.savings),
          display: ctx.also(p.savings),
          note: p.savingsShare === null ? EMPTY : say('portfolio.headline.savingsDetail', { share: formatPercent(p.savingsShare, lang, 1) }),
          tone: savingsTone(p.savings),
        },
    p.commitmentUtilization === null
      ? { key: 'planUtilization', label: say('portfolio.headline.utilization'), value: say('portfolio.headline.utilizationNone'), words: true }
      : { key: 'planUtilization', label: say('portfolio.headline.utilization'), value: formatPercent(p.commitmentUtilization, lang, 1), note: say('portfolio.headline.utilizationDetail') },
  ];
}
