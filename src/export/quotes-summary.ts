// The Summary sheet's quotes block (issue 38): for each quote its cost over the window, what is still
// owed after it, its rank, its price to win and each ask in money, as formulas over the Quotes
// sheet's table (quotes-sheet.ts), so a quotes scenario's Summary is not empty.
import type { Language } from '../../models/language';
import type { QuotesResult } from '../../models/quotes';
import { LEVER_KEYS } from '../../models/quote-levers';
import { fillWorkbook } from '../i18n/areas/workbook';
import { workbookQuotesMessages, type WorkbookQuotesMessages } from '../i18n/areas/workbook-quotes';
import type { QuotesTable } from './quotes-sheet';
import type { Cell, Formats, SheetBuilder } from './sheet';

function askLabel(X: WorkbookQuotesMessages, key: (typeof LEVER_KEYS)[number]): string {
  switch (key) {
    case 'idle':
      return X.askIdle;
    case 'delay':
      return X.askDelay;
    case 'aboveCommitPremium':
      return X.askPremium;
    case 'spotFallback':
      return X.askSpot;
    case 'price':
      return X.askPrice;
  }
}

/** Appends the block below what the Summary already holds. */
export function appendQuotesSummary(summary: SheetBuilder, table: QuotesTable, quotes: QuotesResult, lang: Language, fmt: Formats): void {
  const X = workbookQuotesMessages(lang);
  let row = summary.rows.length + 1;
  summary.set(row++, 0, { v: fillWorkbook(X.summaryHeading, { months: quotes.windowMonths }), bold: true });
  summary.set(row++, 0, { v: fillWorkbook(X.summaryRankBy, { figure: quotes.rankBy === 'windowPlusOwed' ? X.rankByOwed : X.rankByWindow }), italic: true });
  const heads = [X.summaryProvider, X.summaryWindowCost, X.summaryOwed, X.summaryRank, X.summaryPriceToWin, ...table.col.asks.map((a) => askLabel(X, a.key))];
  heads.forEach((h, c) => summary.set(row, c, { v: h, bold: true }));
  row++;
  const Q = table.sheet;
  quotes.quotes.forEach((q, i) => {
    const r = table.rows[i];
    const from = (c: number, v: number | string | null, format: string, scale: number): Cell =>
      v === null ? { v: '', f: Q.ref(r, c, true), fmt: format, scale } : { v, f: Q.ref(r, c, true), fmt: format, scale };
    const money = Math.max(1, Math.abs(q.windowCost), Math.abs(q.owedAfterWindow), Math.abs(q.windowPresentValue));
    summary.set(row, 0, { v: q.provider, f: Q.ref(r, table.col.provider, true) });
    summary.set(row, 1, from(table.col.windowCost, q.windowCost, fmt.money, money));
    summary.set(row, 2, from(table.col.owed, q.owedAfterWindow, fmt.money, money));
    summary.set(row, 3, from(table.col.rank, q.rank, fmt.count, 1));
    summary.set(row, 4, from(table.col.priceToMatch, q.priceToMatchBest, fmt.price, Math.max(1, q.pricePerGPUHour)));
    table.col.asks.forEach((a, k) => summary.set(row, 5 + k, from(a.col, q.levers[a.key] ?? 0, fmt.money, money)));
    row++;
  });
}
