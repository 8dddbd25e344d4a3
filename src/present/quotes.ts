// The quotes' key figures (docs/model.md › Quotes › Window): the best quote on the window every quote
// is ranked on, with the figure the ranking uses (model: Quotes › ranking, workload.rankBy) and which
// figure that is, and the price each other quote must reach to win. An item a quote does not price
// (model: Quotes › Terms `unquoted`) marks every figure it affects with "*" and names it in the note.
import type { QuoteResult } from '../../models/quotes';
import { EMPTY, formatRate } from '../format/format';
import type { FigureContext } from './context';
import type { Figure } from './figure';

/** "storage, egress" in the output language: the items a quote leaves unpriced. */
function unquotedNames(ctx: FigureContext, q: QuoteResult): string {
  return q.unquoted.map((u) => ctx.say(`results.quotes.unquotedItems.${u}`)).join(ctx.lang === 'zh-CN' ? '、' : ', ');
}

/** A price marked "*" when the figure leaves out an unquoted item. */
function starred(price: string, marked: boolean): string {
  return marked ? `${price}*` : price;
}

export function quoteFigures(ctx: FigureContext): Figure[] {
  const { result, lang, say, currency } = ctx;
  const quotes = result.quotes;
  if (!quotes) return [];
  const best = quotes.bestIndex === null ? undefined : quotes.quotes.find((q) => q.index === quotes.bestIndex);
  if (!best) return [{ key: 'bestQuote', label: say('results.headline.bestQuote'), value: EMPTY, note: say('results.headline.noBestQuote') }];
  const detailKey = quotes.rankBy === 'windowPlusOwed' ? 'results.headline.bestQuoteDetailOwed' : 'results.headline.bestQuoteDetail';
  const price = starred(formatRate(best.rankPerUsedGPUHour, lang, currency), best.unquoted.length > 0);
  const detail = say(detailKey, { price, months: quotes.windowMonths });
  const leaves = best.unquoted.length > 0 ? ` — ${say('results.headline.leavesOut', { items: unquotedNames(ctx, best) })}` : '';
  return [
    {
      key: 'bestQuote',
      label: say('results.headline.bestQuote'),
      value: best.provider,
      note: `${detail}${leaves}`,
      display: ctx.also(best.rankPerUsedGPUHour, 'price'),
    },
  ];
}

/**
 * Each other quote's price to match the best (a quoted price per GPU-hour, on the ranking's figure):
 * the report's key figures list them after the rest. Marked when this quote or the best leaves an
 * item unpriced, since either moves the price.
 */
export function priceToMatchFigures(ctx: FigureContext): Figure[] {
  const { result, lang, say, currency } = ctx;
  const quotes = result.quotes;
  if (!quotes) return [];
  const best = quotes.quotes.find((q) => q.index === quotes.bestIndex);
  const bestLeaves = best && best.unquoted.length > 0 ? say('results.headline.bestLeavesOut', { items: unquotedNames(ctx, best) }) : null;
  return quotes.quotes
    .filter((q) => q.index !== quotes.bestIndex)
    .map((q) => {
      const own = q.unquoted.length > 0 ? say('results.headline.leavesOut', { items: unquotedNames(ctx, q) }) : null;
      const notes = [own, bestLeaves].filter((n): n is string => n !== null);
      const price = starred(formatRate(q.priceToMatchBest, lang, currency), notes.length > 0 && q.priceToMatchBest !== null);
      const figure: Figure = {
        key: `match-${q.index}`,
        label: say('report.figures.priceToMatch', { provider: q.provider }),
        value: say('report.figures.perGPUHour', { price }),
        display: ctx.also(q.priceToMatchBest, 'price'),
      };
      if (notes.length > 0 && q.priceToMatchBest !== null) figure.note = `* ${notes.join(lang === 'zh-CN' ? '；' : '; ')}`;
      return figure;
    });
}
