// The quotes' figures, decided once for every front end (issue 38): per provider, in rank order, its
// cost over the common window with what it still owes after the window beside it (whenever that is
// not zero), the items it does not quote marked on the figure they affect, and its top asks in money;
// and the sentence that states which figure the ranking uses. React-free: the report's first page
// draws them, and any other front end can.
import type { QuoteBrief } from '../../models/quote-brief';
import type { QuotesResult } from '../../models/quotes';
import { formatMoney } from '../format/format';
import { quotesPresentEn, quotesPresentZhCN } from '../i18n/areas/quotes-present';
import type { Language } from '../i18n/languages';
import type { Figure } from './figure';

/** How many asks a provider's figure names (largest first). */
export const TOP_ASKS = 2;

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, k: string) => (Object.hasOwn(values, k) ? String(values[k]) : whole));
}

function messages(lang: Language) {
  return lang === 'zh-CN' ? quotesPresentZhCN : quotesPresentEn;
}

/** The sentence naming the window and the figure the ranking uses. */
export function quotesRankedBy(quotes: QuotesResult, lang: Language): string {
  const m = messages(lang);
  return fill(quotes.rankBy === 'windowPlusOwed' ? m.rankedByOwed : m.rankedBy, { months: quotes.windowMonths });
}

/** One figure per provider, rank 1 first (key `quote-<index>`). No tone: the rank says it. */
export function quoteProviderFigures(quotes: QuotesResult, briefs: readonly QuoteBrief[], lang: Language, currency: string): Figure[] {
  const m = messages(lang);
  const money = (v: number) => formatMoney(v, lang, currency, { digits: 0 });
  const sep = lang === 'zh-CN' ? '；' : '; ';
  return [...quotes.quotes]
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((q) => {
      const total = fill(m.windowTotal, { amount: money(q.windowCost), months: quotes.windowMonths });
      const withOwed = q.owedAfterWindow > 0 ? fill(m.plusOwed, { total, owed: money(q.owedAfterWindow) }) : total;
      const marks = q.unquoted.length > 0 ? ` · ${fill(m.notQuoted, { items: q.unquoted.map((u) => m.items[u]).join(lang === 'zh-CN' ? '、' : ', ') })}` : '';
      const asks = (briefs.find((b) => b.index === q.index)?.asks ?? []).slice(0, TOP_ASKS);
      const note = asks.length === 0 ? m.noAsks : fill(m.asks, { list: asks.map((a) => fill(m.ask[a.lever], { amount: money(a.amount) })).join(sep) });
      return { key: `quote-${q.index}`, label: fill(m.provider, { rank: q.rank, provider: q.provider }), value: `${withOwed}${marks}`, note };
    });
}
