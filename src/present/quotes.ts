// The quotes' key figures (docs/model.md › Quotes › Window): the best quote on the window every quote
// is ranked on, with the figure the ranking uses, and the price each other quote must reach to win.
import { EMPTY, formatRate } from '../format/format';
import type { FigureContext } from './context';
import type { Figure } from './figure';

export function quoteFigures(ctx: FigureContext): Figure[] {
  const { result, lang, say, currency } = ctx;
  const quotes = result.quotes;
  if (!quotes) return [];
  const best = quotes.bestIndex === null ? undefined : quotes.quotes.find((q) => q.index === quotes.bestIndex);
  return [
    {
      key: 'bestQuote',
      label: say('results.headline.bestQuote'),
      value: best ? best.provider : EMPTY,
      note: best ? say('results.headline.bestQuoteDetail', { price: formatRate(best.windowPVPerUsedGPUHour, lang, currency), months: quotes.windowMonths }) : say('results.headline.noBestQuote'),
      display: best ? ctx.also(best.windowPVPerUsedGPUHour, 'price') : undefined,
    },
  ];
}

/** Each other quote's price to match the best (a quoted price per GPU-hour): the report's key figures list them after the rest. */
export function priceToMatchFigures(ctx: FigureContext): Figure[] {
  const { result, lang, say, currency } = ctx;
  const quotes = result.quotes;
  if (!quotes) return [];
  return quotes.quotes
    .filter((q) => q.index !== quotes.bestIndex)
    .map((q) => ({
      key: `match-${q.index}`,
      label: say('report.figures.priceToMatch', { provider: q.provider }),
      value: say('report.figures.perGPUHour', { price: formatRate(q.priceToMatchBest, lang, currency) }),
      display: ctx.also(q.priceToMatchBest, 'price'),
    }));
}
