// The investment's key figures (docs/model.md › Investment › Returns): equity IRR against the hurdle, NPV, payback,
// cash multiple and, with a loan, the project (unlevered) IRR. Tones from thresholds.ts.
import { EMPTY, formatInteger, formatMoney, formatNumber, formatPercent } from '../format/format';
import type { FigureContext } from './context';
import type { Figure } from './figure';
import { MOIC_BREAK_EVEN, NPV_BREAK_EVEN, atLeast } from './thresholds';

export function investmentFigures(ctx: FigureContext): Figure[] {
  const { result, scenario, lang, say, currency } = ctx;
  const inv = result.investment;
  if (!inv) return [];
  const hurdle = scenario.investment?.discountRate ?? 0;
  const out: Figure[] = [
    {
      key: 'irr',
      label: say('results.headline.irr'),
      value: formatPercent(inv.irrAnnual, lang, 1),
      note: inv.irrNote ? say(`results.headline.irrNote.${inv.irrNote}`) : say('results.headline.irrMonthly', { rate: formatPercent(inv.irrMonthly, lang, 2) }),
      tone: atLeast(inv.irrAnnual, hurdle),
    },
    {
      key: 'npv',
      label: say('results.headline.npv'),
      value: formatMoney(inv.npv, lang, currency, { digits: 0 }),
      display: ctx.also(inv.npv),
      note: say('results.headline.npvDetail', { rate: formatPercent(hurdle, lang, 1) }),
      tone: atLeast(inv.npv, NPV_BREAK_EVEN),
    },
    {
      key: 'payback',
      label: say('results.headline.payback'),
      value: inv.paybackMonth === null ? say('results.headline.paybackNone') : say('results.headline.paybackValue', { month: inv.paybackMonth }),
      note: say(result.horizonMonths === 1 ? 'results.headline.horizonOne' : 'results.headline.horizon', { months: formatInteger(result.horizonMonths, lang) }),
      // Not paid back within the horizon fails the plan's own horizon; a payback month has no test.
      tone: inv.paybackMonth === null ? 'bad' : undefined,
      words: inv.paybackMonth === null,
    },
    {
      key: 'moic',
      label: say('results.headline.moic'),
      value: inv.moic === null ? EMPTY : `${formatNumber(inv.moic, lang, 2, 2)}×`,
      tone: atLeast(inv.moic, MOIC_BREAK_EVEN),
    },
  ];
  // With a loan the IRR above is the equity's; the project (unlevered) view follows. Without one
  // both views are the same flows.
  if (inv.debt > 0) {
    out.push({
      key: 'projectIrr',
      label: say('results.headline.projectIrr'),
      value: formatPercent(inv.projectIrrAnnual, lang, 1),
      note: inv.projectIrrNote
        ? say(`results.headline.irrNote.${inv.projectIrrNote}`)
        : say('results.headline.projectIrrDetail', { npv: formatMoney(inv.projectNpv, lang, currency, { digits: 0 }) }),
      tone: atLeast(inv.projectIrrAnnual, hurdle),
    });
  }
  return out;
}
