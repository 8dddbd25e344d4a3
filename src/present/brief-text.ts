// The negotiation brief in words (docs/model.md › Quotes › Window): one block per provider with its standing on the
// window, its price to win, its asks in money and the terms it leaves out. Pure (Intl and data):
// the app's panel, the report and `gpuplan evaluate --table` all write it from here, and the
// panel's Copy button puts `briefText` on the clipboard.
import type { BriefAsk, QuoteBrief } from '../../models/quote-brief';
import { briefsByRank } from '../../models/quote-brief';
import { withDisplay, type DisplayRate } from '../format/display-money';
import { formatInteger, formatMoney, formatPercent, formatRate } from '../format/format';
import { briefEn, briefZhCN } from '../i18n/areas/brief';
import type { Language } from '../i18n/languages';

export interface BriefFormat {
  lang: Language;
  currency: string;
  display?: DisplayRate | null;
}

export interface BriefBlock {
  index: number;
  provider: string;
  rank: number;
  standing: string;
  priceToWin: string;
  /** Issue 27: what a spot quote leaves to the bridging price or uncovered (null: not spot). */
  spot: string | null;
  /** The cost over the window, in money. */
  windowTotal: string;
  /** What is still owed after the window (null when nothing is). */
  owed: string | null;
  /** The items the quote does not price, marked (null when it prices all the workload needs). */
  notQuoted: string | null;
  asks: Array<{ lever: BriefAsk['lever']; amount: number; text: string }>;
  missing: Array<{ id: string; text: string }>;
}

function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

export function briefStrings(lang: Language): typeof briefEn {
  return lang === 'zh-CN' ? briefZhCN : briefEn;
}

function askText(b: QuoteBrief, ask: BriefAsk, f: BriefFormat): string {
  const s = briefStrings(f.lang).ask;
  const money = withDisplay(formatMoney(ask.amount, f.lang, f.currency), ask.amount, f.lang, f.display);
  const rate = (x: number | null) => withDisplay(formatRate(x, f.lang, f.currency), x, f.lang, f.display, 'price');
  switch (ask.lever) {
    case 'idle':
      return fillIn(s.idle, { share: formatPercent(b.committedShare, f.lang, 0), amount: money });
    case 'delay':
      return fillIn(s.delay, { amount: money, months: Math.min(b.deliveryMonth, b.windowMonths) });
    case 'aboveCommitPremium':
      return fillIn(s.aboveCommitPremium, { amount: money, price: rate(b.pricePerGPUHour), above: rate(b.aboveCommitPrice) });
    case 'spotFallback':
      return fillIn(s.spotFallback, { amount: money, availability: formatPercent(b.spot?.availability ?? 1, f.lang, 0) });
    case 'price':
      return fillIn(s.price, { amount: money, target: rate(b.priceToMatchBest), price: rate(b.pricePerGPUHour) });
  }
}

export function briefBlock(b: QuoteBrief, f: BriefFormat): BriefBlock {
  const s = briefStrings(f.lang);
  const rate = (x: number | null) => withDisplay(formatRate(x, f.lang, f.currency), x, f.lang, f.display, 'price');
  const common = { rank: b.rank, n: b.quoteCount, months: b.windowMonths };
  // The ranking states which figure it uses (model: Quotes › ranking).
  const owedRank = b.rankBy === 'windowPlusOwed';
  const standing =
    b.windowPVPerUsedGPUHour === null
      ? fillIn(s.standingNone, common)
      : b.best || b.bestProvider === null
        ? fillIn(owedRank ? s.standingOwed : s.standing, { ...common, figure: rate(b.windowPVPerUsedGPUHour) })
        : fillIn(owedRank ? s.standingBehindOwed : s.standingBehind, { ...common, figure: rate(b.windowPVPerUsedGPUHour), best: b.bestProvider, bestFigure: rate(b.bestWindowPVPerUsedGPUHour) });
  const money = (x: number) => withDisplay(formatMoney(x, f.lang, f.currency), x, f.lang, f.display);
  const priceToWin = b.best
    ? fillIn(s.priceToWinBest, { quoted: rate(b.pricePerGPUHour) })
    : b.priceToMatchBest === null
      ? s.priceToWinNone
      : fillIn(s.priceToWin, { target: rate(b.priceToMatchBest), quoted: rate(b.pricePerGPUHour) });
  const spot = b.spot === null
    ? null
    : fillIn(b.spot.uncovered ? s.spotUncovered : s.spotFallback, {
      availability: formatPercent(b.spot.availability, f.lang, 0),
      share: formatPercent(b.spot.fallbackShare, f.lang, 0),
      hours: formatInteger(b.spot.fallbackGPUHours, f.lang),
      amount: withDisplay(formatMoney(b.spot.fallbackCost, f.lang, f.currency), b.spot.fallbackCost, f.lang, f.display),
    });
  return {
    index: b.index,
    provider: b.provider,
    rank: b.rank,
    standing,
    priceToWin,
    spot,
    windowTotal: fillIn(s.windowTotal, { months: b.windowMonths, amount: money(b.windowCost) }),
    owed: b.owedAfterWindow > 0 ? fillIn(s.owed, { amount: money(b.owedAfterWindow) }) : null,
    notQuoted: b.unquoted.length > 0 ? fillIn(s.notQuoted, { items: b.unquoted.map((u) => s.notQuotedItems[u]).join(f.lang === 'zh-CN' ? '、' : ', ') }) : null,
    asks: b.asks.map((a) => ({ lever: a.lever, amount: a.amount, text: askText(b, a, f) })),
    missing: b.missing.map((m) => ({ id: m.id, text: m.question[f.lang] })),
  };
}

/** Every provider's block, in the ranking's order. */
export function briefBlocks(briefs: ReadonlyArray<QuoteBrief>, f: BriefFormat): BriefBlock[] {
  return briefsByRank(briefs).map((b) => briefBlock(b, f));
}

/** The brief as plain text for an e-mail (the app's Copy button, `--table`). */
export function briefText(briefs: ReadonlyArray<QuoteBrief>, f: BriefFormat, scenarioName?: string): string {
  const s = briefStrings(f.lang);
  const lines = [scenarioName ? fillIn(s.textTitle, { name: scenarioName }) : s.title];
  if (briefs.length > 0) lines.push(fillIn(s.windowLine, { months: briefs[0].windowMonths }));
  for (const block of briefBlocks(briefs, f)) {
    lines.push('', block.provider, `  ${block.standing}`);
    if (block.owed !== null) lines.push(`  ${block.owed}`);
    lines.push(`  ${block.priceToWin}`);
    if (block.spot !== null) lines.push(`  ${block.spot}`);
    lines.push(`  ${s.asksTitle}:`);
    if (block.asks.length === 0) lines.push(`    (${s.noAsks})`);
    block.asks.forEach((a, i) => lines.push(`    ${i + 1}. ${a.text}`));
    lines.push(`  ${s.missingTitle}:`);
    if (block.missing.length === 0) lines.push(`    (${s.noMissing})`);
    block.missing.forEach((m, i) => lines.push(`    ${i + 1}. ${m.text}`));
  }
  return `${lines.join('\n')}\n`;
}
