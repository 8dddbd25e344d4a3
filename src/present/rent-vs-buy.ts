// Rent vs buy's key figure (docs/model.md › Rent vs buy): the cheapest way to get the GPU-hours, per token
// when the plan states tokens (then the token API counts too). A choice, not a test: no tone.
import { formatInteger, formatMoney, formatPrice } from '../format/format';
import type { FigureContext } from './context';
import type { Figure } from './figure';

export function rentVsBuyFigures(ctx: FigureContext): Figure[] {
  const { result, lang, say, currency } = ctx;
  const rvb = result.rentVsBuy;
  if (!rvb) return [];
  const tok = rvb.perToken;
  if (tok && tok.cheapest !== null) {
    const cost = tok.cheapest === 'api' ? tok.apiPricePerMillionTokens : (tok.costPerMillionTokens[tok.cheapest] ?? null);
    return [
      {
        key: 'cheapest',
        label: say('renter.headline.cheapestPerToken'),
        value: tok.cheapest === 'api' ? say('renter.perToken.api') : say(`results.modes.${tok.cheapest}`),
        note: say('renter.headline.cheapestPerTokenDetail', { cost: formatPrice(cost, lang, currency) }),
        display: ctx.also(cost, 'price'),
      },
    ];
  }
  const cost = rvb.annualCost[rvb.cheapest];
  return [
    {
      key: 'cheapest',
      label: say('results.headline.cheapest', { hours: formatInteger(rvb.usageHours, lang) }),
      value: say(`results.modes.${rvb.cheapest}`),
      note: say('results.headline.cheapestDetail', { cost: formatMoney(cost, lang, currency, { digits: 0 }) }),
      display: ctx.also(cost),
    },
  ];
}
