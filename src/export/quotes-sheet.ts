// The Quotes sheet on docs/model.md › Quotes › Window's window: a table of the quotes (the window figures the app ranks
// by, then each quote's own term), and below it one block per quote, month by month over months
// 0..max(d+T, W), with the contract's terms as formulas (indexation, billed hours, promo hours, hours
// above the commitment, burst, compute, the prepayment, bridged and fallback payments, discounting).
// The window's sums, the ratios, the rank, the window value's slope in the price and the price to
// match are formulas over those blocks and labelled cells, linked to Inputs where the input is there.
// Rollover months, the demand end and the ranking's figure (model: Quotes › rollover, › demand end,
// › ranking) are formulas too, and each quote's asks in money over the window (the levers), which
// the Summary sheet shows (quotes-summary.ts).
import type { ScenarioResult } from '../../models/evaluate';
import type { QuoteResult } from '../../models/quotes';
import { annualToMonthly } from '../../models/finance';
import { buildSchedule, NO_WORKLOAD, type WorkloadCalcInput } from '../../models/quote-schedule';
import { windowFigures, windowSlope } from '../../models/quote-window';
import type { Language } from '../../models/language';
import type { Scenario } from '../../models/scenario/types';
import { fillWorkbook, type WorkbookMessages } from '../i18n/areas/workbook';
import { workbookQuotesMessages, type WorkbookQuotesMessages } from '../i18n/areas/workbook-quotes';
import type { InputsSheet } from './inputs-sheet';
import { M, quoteBlock, type Block } from './quotes-block';
import { a1, columnName, SheetBuilder, type Cell, type Formats } from './sheet';

/** Summary table columns. */
const T = {
  provider: 0, gpuModel: 1, unitPrice: 2, term: 3, delivery: 4,
  windowUsed: 5, windowCost: 6, windowPV: 7, windowPerUsed: 8, ranking: 9, rank: 10, priceToMatch: 11,
  fallback: 12, owed: 13, delay: 14,
  totalCost: 15, presentValue: 16, used: 17, perUsed: 18, pvPerUsed: 19, idle: 20, covered: 21,
  // Issue 27, only when some quote is spot: its availability and the cost of the hours it cannot serve.
  spotAvailability: 22, spotFallbackCost: 23,
} as const;

/** The engine's slope of the window present value in pricePerGPUHour, recomputed as the engine does. */
function slopeOf(scenario: Scenario, index: number, W: number): number | null {
  const q = scenario.quotes?.[index];
  if (!q) return null;
  const workload: WorkloadCalcInput = scenario.workload ?? NO_WORKLOAD;
  const v = 1 / (1 + annualToMonthly(workload.discountRate));
  const s = buildSchedule(q, workload, q.pricePerGPUHour, v);
  return windowSlope(q, s, windowFigures(q, workload, s, W, v), workload.rankBy === 'windowPlusOwed');
}

/** Where the Summary finds each quote's figures on the Quotes sheet (0-based rows and columns). */
export interface QuotesTable {
  sheet: SheetBuilder;
  /** Row of each quote, in result order. */
  rows: number[];
  col: { provider: number; windowCost: number; owed: number; rank: number; priceToMatch: number; asks: Array<{ key: 'idle' | 'delay' | 'aboveCommitPremium' | 'spotFallback' | 'price'; col: number }> };
}

/** The top's cells the blocks and the table read (rows 3..7 of column B; the demand end and owed flag in column E). */
const TOP = { W: '$B$3', rate: '$B$4', bridge: '$B$5', demand: '$B$6', growth: '$B$7', end: '$E$3', owed: '$E$4' } as const;
const BEST_ROW = 7;
const HEADER_ROW = 9;

/** Where the table's columns and rows are: the fixed ones (T), then those that depend on a spot quote. */
interface Layout {
  top: number;
  end: number;
  anySpot: boolean;
  /** The rollover, owed-PV and asks' columns after T's. */
  E: { rollover: number; owedPV: number; idle: number; delay: number; premium: number };
  askSpot: number | null;
  askPrice: number;
  rankRange: string;
  bestC: string;
}

interface RowContext {
  s: SheetBuilder;
  qs: QuoteResult[];
  lay: Layout;
  fmt: Formats;
  Q: WorkbookMessages['quotes'];
  bridgePrice: number | null;
}

export function buildQuotes(scenario: Scenario, result: ScenarioResult, inputs: InputsSheet, t: WorkbookMessages, fmt: Formats, lang: Language = 'en'): QuotesTable | null {
  const qr = result.quotes;
  const qs = qr?.quotes;
  if (!qr || !qs || qs.length === 0) return null;
  const Q = t.quotes;
  const X = workbookQuotesMessages(lang);
  const s = new SheetBuilder(t.sheets.quotes);
  const W = qr.windowMonths;
  const wl = scenario.workload;
  const bridgePrice = wl?.bridgePrice ?? null;
  s.set(0, 0, { v: Q.heading, italic: true });
  const withOwed = qr.rankBy === 'windowPlusOwed';
  writeTop(s, scenario, W, withOwed, inputs, Q, X, fmt);
  const lay = writeTableHead(s, scenario, qs, withOwed, Q, X);
  const best = qr.bestIndex === null ? null : qs[qr.bestIndex].rankPerUsedGPUHour;
  s.set(BEST_ROW, 0, { v: Q.best });
  s.set(BEST_ROW, 1, { v: best ?? '', f: `IF(COUNT(${lay.rankRange})=0,"",MIN(${lay.rankRange}))`, fmt: fmt.price, scale: Math.max(1, Math.abs(best ?? 0)) });

  const shared = { W, bridgePrice, Wc: TOP.W, rateC: TOP.rate, bridgeC: TOP.bridge, demandC: TOP.demand, growthC: TOP.growth, endC: TOP.end, owedC: TOP.owed, X };
  const x: RowContext = { s, qs, lay, fmt, Q, bridgePrice };
  let r0 = lay.end + 3;
  const spans: string[] = [];
  qs.forEach((q, i) => {
    const slope = slopeOf(scenario, q.index, W);
    const block = quoteBlock(s, q, i, r0, shared, slope, scenario, inputs, t, fmt);
    const cells = [...quoteCells(x, q, i, block, slope), ...askCells(x, q, i, block, slope)];
    for (const [k, c] of cells) s.set(lay.top + i, k, c);
    spans.push(`${block.delivery}+${block.term}`);
    r0 = block.next;
  });
  // W: the workload's windowMonths (whole months, at least 1), else the longest delivery + term.
  const wRef = wl?.windowMonths !== undefined ? inputs.ref('workload.windowMonths') : undefined;
  const wF = wl?.windowMonths !== undefined ? (wRef ? `MAX(1,INT(${wRef}))` : undefined) : `MAX(1,${spans.join(',')})`;
  if (wF) s.set(2, 1, { ...s.get(2, 1)!, f: wF, scale: 1 });
  const { E, askSpot, askPrice } = lay;
  return {
    sheet: s,
    rows: qs.map((_, i) => lay.top + i),
    col: {
      provider: T.provider, windowCost: T.windowCost, owed: T.owed, rank: T.rank, priceToMatch: T.priceToMatch,
      asks: [
        { key: 'idle', col: E.idle }, { key: 'delay', col: E.delay }, { key: 'aboveCommitPremium', col: E.premium },
        ...(askSpot === null ? [] : [{ key: 'spotFallback' as const, col: askSpot }]), { key: 'price', col: askPrice },
      ],
    },
  };
}

/** Top: the window and the workload the blocks read, the demand end and the ranking's owed flag beside them. */
function writeTop(s: SheetBuilder, scenario: Scenario, W: number, withOwed: boolean, inputs: InputsSheet, Q: WorkbookMessages['quotes'], X: WorkbookQuotesMessages, fmt: Formats): void {
  const wl = scenario.workload;
  const bridgePrice = wl?.bridgePrice ?? null;
  // A labelled cell: the input's Inputs cell when it is there, else the value.
  const linked = (path: string | null, v: number, format: string): Cell => {
    const ref = path ? inputs.ref(path) : undefined;
    return ref ? { v, f: ref, fmt: format, scale: Math.max(1, Math.abs(v)) } : { v, fmt: format };
  };
  const label = (r: number, text: string, cell: Cell, note?: string) => {
    s.set(r, 0, { v: text });
    s.set(r, 1, note ? { ...cell, note } : cell);
  };
  label(2, Q.window, { v: W, fmt: fmt.month, note: wl?.windowMonths !== undefined ? undefined : Q.windowDefault });
  label(3, Q.discountRate, linked('workload.discountRate', wl?.discountRate ?? 0, fmt.percent));
  label(4, Q.bridgePrice, bridgePrice === null ? { v: Q.noBridge } : linked('workload.bridgePrice', bridgePrice, fmt.price));
  label(5, Q.demandPerMonth, linked('workload.gpuHoursPerMonth', wl?.gpuHoursPerMonth ?? 0, fmt.hours));
  label(6, Q.growth, linked('workload.demandGrowthAnnual', wl?.demandGrowthAnnual ?? 0, fmt.percent));
  // Quotes › demand end and › ranking, beside the workload's cells.
  const demandEnd = wl?.demandEndMonth;
  s.set(2, 3, { v: X.demandEnd });
  s.set(2, 4, demandEnd === undefined ? { v: X.noDemandEnd, note: X.demandEndNote } : { ...linked('workload.demandEndMonth', demandEnd, fmt.month), note: X.demandEndNote });
  s.set(3, 3, { v: X.countOwed });
  s.set(3, 4, { v: withOwed ? 1 : 0, fmt: fmt.month, note: X.countOwedNote });
}

/** The table's heading row, widths and frozen panes; where its columns and rows are. */
function writeTableHead(s: SheetBuilder, scenario: Scenario, qs: QuoteResult[], withOwed: boolean, Q: WorkbookMessages['quotes'], X: WorkbookQuotesMessages): Layout {
  const anySpot = anySpotOf(scenario, qs);
  const X0 = anySpot ? T.spotFallbackCost + 1 : T.spotAvailability;
  const E = { rollover: X0, owedPV: X0 + 1, idle: X0 + 2, delay: X0 + 3, premium: X0 + 4 };
  const askSpot = anySpot ? X0 + 5 : null;
  const askPrice = askSpot === null ? X0 + 5 : X0 + 6;
  const head = [Q.provider, Q.gpuModel, Q.unitPrice, Q.term, Q.delivery, Q.windowUsed, Q.windowCost, Q.windowPV, Q.windowPerUsed, withOwed ? X.rankingOwed : Q.ranking, Q.rank, Q.priceToMatch, Q.fallback, Q.owed, Q.delay, Q.totalCost, Q.presentValue, Q.used, Q.perUsed, Q.pvPerUsed, Q.idle, Q.covered, ...(anySpot ? [Q.spotAvailability, Q.spotFallbackCost] : []),
    X.rolloverCost, X.owedPV, X.askIdle, X.askDelay, X.askPremium, ...(anySpot ? [X.askSpot] : []), X.askPrice];
  const top = HEADER_ROW + 1;
  const end = top + qs.length - 1;
  head.forEach((h, c) => s.set(HEADER_ROW, c, { v: h, bold: true }));
  s.widths = head.map((_, i) => (i === 0 ? 34 : 18));
  s.freeze = { rows: top, columns: 1 };
  const rankRange = `$${columnName(T.ranking)}$${top + 1}:$${columnName(T.ranking)}$${end + 1}`;
  return { top, end, anySpot, E, askSpot, askPrice, rankRange, bestC: `$B$${BEST_ROW + 1}` };
}

/** A cell's money scale for the 1e-9 check: the quote's largest money figure. */
function moneyScaleOf(q: QuoteResult): number {
  return Math.max(1, Math.abs(q.totalCost), Math.abs(q.windowCost), Math.abs(q.presentValue), Math.abs(q.windowPresentValue), Math.abs(q.owedAfterWindow));
}

/** The ranked value: the window's present value, plus (owed flag) what is owed after it, discounted. */
function rankedOf(r: number, E: Layout['E']): string {
  return `(${a1(r, T.windowPV)}+${TOP.owed}*${a1(r, E.owedPV)})`;
}

/** One quote's row of the table up to the spot columns: the window figures, the rank, its own term's figures. */
function quoteCells({ qs, lay, fmt, Q, bridgePrice }: RowContext, q: QuoteResult, i: number, block: Block, slope: number | null): [number, Cell][] {
  const { top, rankRange, bestC } = lay;
  const r = top + i;
  const ref = (c: number) => a1(r, c);
  const scale = moneyScaleOf(q);
  const ratioScale = (used: number) => Math.max(1, scale / Math.max(1, used));
  const rng = (c: number) => block.range(c);
  const used = ref(T.windowUsed);
  const cells: Cell[] = [];
  cells[T.provider] = { v: q.provider };
  cells[T.gpuModel] = { v: q.gpuModel };
  cells[T.unitPrice] = { v: q.unitPrice, f: `${block.price}*(1+${block.premium})`, fmt: fmt.price, scale: Math.max(1, q.unitPrice) };
  cells[T.term] = { v: q.termMonths, f: block.term, fmt: fmt.month, scale: 1 };
  cells[T.delivery] = { v: q.deliveryMonth, f: block.delivery, fmt: fmt.month, scale: 1 };
  cells[T.windowUsed] = { v: q.windowUsedGPUHours, f: `SUMPRODUCT(${rng(M.used)},${rng(M.inWindow)})`, fmt: fmt.hours, scale: Math.max(1, q.windowUsedGPUHours) };
  cells[T.windowCost] = { v: q.windowCost, f: `SUMPRODUCT(${rng(M.payment)},${rng(M.inWindow)})`, fmt: fmt.money, scale };
  cells[T.windowPV] = { v: q.windowPresentValue, f: `SUM(${rng(M.pv)})`, fmt: fmt.money, scale };
  cells[T.windowPerUsed] = { v: q.windowPerUsedGPUHour ?? '', f: `IF(${used}>0,${ref(T.windowCost)}/${used},"")`, fmt: fmt.price, scale: ratioScale(q.windowUsedGPUHours) };
  const ranked = rankedOf(r, lay.E);
  cells[T.ranking] = { v: q.rankPerUsedGPUHour ?? '', f: `IF(${used}>0,${ranked}/${used},"")`, fmt: fmt.price, scale: ratioScale(q.windowUsedGPUHours), note: i === 0 ? Q.rankingNote : undefined };
  // Ascending by the ranking figure, ties in quote order; quotes using nothing in the window last, in order.
  const x = ref(T.ranking);
  // Pairwise comparisons, exact (no RANK in HyperFormula; COUNTIF's "<"&x criterion rounds x to
  // 15 digits in Excel); text ("": nothing used) never compares below a number.
  const others = qs.map((_, j) => a1(top + j, T.ranking)).flatMap((y, j) => (j === i ? [] : j < i ? [`(${y}<${x})`, `(${y}=${x})`] : [`(${y}<${x})`]));
  // Absolute at both ends: HyperFormula 3.5 gives ROWS($J$11:J13) a negative count.
  const upTo = `$${columnName(T.ranking)}$${top + 1}:${a1(r, T.ranking, true)}`;
  cells[T.rank] = { v: q.rank, f: `IF(ISNUMBER(${x}),${['1', ...others].join('+')},COUNT(${rankRange})+ROWS(${upTo})-COUNT(${upTo}))`, fmt: fmt.month, scale: 1 };
  // windowPV is linear in the price (slope b): the price at which windowPV/used = best.
  const priceScale = Math.max(1, Math.abs(q.pricePerGPUHour), Math.abs(q.priceToMatchBest ?? 0));
  cells[T.priceToMatch] =
    slope === null
      ? { v: q.priceToMatchBest, fmt: fmt.price }
      : { v: q.priceToMatchBest ?? '', f: `IF(OR(${bestC}="",${used}<=0,${block.slope}=0),"",${block.price}+(${bestC}*${used}-${ranked})/${block.slope})`, fmt: fmt.price, scale: priceScale };
  cells[T.fallback] = { v: q.fallbackCost, f: `SUM(${rng(M.fallback)})`, fmt: fmt.money, scale };
  cells[T.owed] = { v: q.owedAfterWindow, f: `SUM(${rng(M.contract)})-SUMPRODUCT(${rng(M.contract)},${rng(M.inWindow)})`, fmt: fmt.money, scale };
  cells[T.delay] = { v: q.delayCost, f: `SUM(${rng(M.delay)})`, fmt: fmt.money, scale };
  // The quote's own months 0..d+T (docs/model.md › Quotes › Terms's figures): bridged and contract payments, no fallback.
  cells[T.totalCost] = { v: q.totalCost, f: `SUM(${rng(M.bridged)})+SUM(${rng(M.contract)})`, fmt: fmt.money, scale };
  cells[T.presentValue] = { v: q.presentValue, f: `SUMPRODUCT(${rng(M.bridged)},${rng(M.factor)})+SUMPRODUCT(${rng(M.contract)},${rng(M.factor)})`, fmt: fmt.money, scale };
  // The quote's own months 1..d+T (SUMIF on whole month numbers: exact).
  const own = (c: number) => `SUMIF(${rng(M.month)},"<="&(${block.delivery}+${block.term}),${rng(c)})`;
  cells[T.used] = { v: q.usedGPUHours, f: own(M.used), fmt: fmt.hours, scale: Math.max(1, q.usedGPUHours) };
  cells[T.perUsed] = q.effectivePerUsedGPUHour === null ? { v: null } : { v: q.effectivePerUsedGPUHour, f: `${ref(T.totalCost)}/${ref(T.used)}`, fmt: fmt.price, scale: ratioScale(q.usedGPUHours) };
  cells[T.pvPerUsed] = q.pvPerUsedGPUHour === null ? { v: null } : { v: q.pvPerUsedGPUHour, f: `${ref(T.presentValue)}/${ref(T.used)}`, fmt: fmt.price, scale: ratioScale(q.usedGPUHours) };
  cells[T.idle] = { v: q.idleCost, f: `SUM(${rng(M.idle)})`, fmt: fmt.money, scale };
  cells[T.covered] = { v: q.demandCoveredShare ?? '', f: `IF(${own(M.demand)}>0,${ref(T.used)}/${own(M.demand)},"")`, fmt: fmt.percent, scale: 1 };
  if (lay.anySpot) {
    cells[T.spotAvailability] = block.spot ? { v: q.spotAvailability, f: block.spot, fmt: fmt.percent, scale: 1 } : { v: q.spotAvailability, fmt: fmt.percent };
    // Contract months' fallback hours at the bridge price, with tax (in the quote's own total; none
    // without a bridge price: those hours are uncovered). Rollover months' are not the term's.
    cells[T.spotFallbackCost] = block.spot && bridgePrice !== null
      ? { v: q.spotFallbackCost, f: `${q.rollover === 'monthly' ? own(M.spot) : `SUM(${rng(M.spot)})`}*${TOP.bridge}*(1+${block.tax})`, fmt: fmt.money, scale }
      : { v: q.spotFallbackCost, fmt: fmt.money };
  }
  return cells.flatMap((c, k) => (c ? [[k, c] as [number, Cell]] : []));
}

/** Quotes › rollover and › ranking, then the asks in money over the window (the levers). */
function askCells({ lay, fmt, bridgePrice }: RowContext, q: QuoteResult, i: number, block: Block, slope: number | null): [number, Cell][] {
  const { E, askSpot, askPrice } = lay;
  const r = lay.top + i;
  const ref = (c: number) => a1(r, c);
  const scale = moneyScaleOf(q);
  const rng = (c: number) => block.range(c);
  const inW = (c: number) => `SUMPRODUCT(${rng(c)},${rng(M.inWindow)})`;
  const cells: [number, Cell][] = [
    [E.rollover, q.rollover === 'monthly' ? { v: q.rolloverCost, f: `SUM(${rng(M.rollover)})`, fmt: fmt.money, scale } : { v: q.rolloverCost, fmt: fmt.money }],
    [E.owedPV, { v: q.owedAfterWindowPresentValue, f: `SUMPRODUCT(${rng(M.contract)},${rng(M.factor)})-SUMPRODUCT(${rng(M.contract)},${rng(M.inWindow)},${rng(M.factor)})`, fmt: fmt.money, scale }],
    [E.idle, { v: q.levers.idle, f: inW(M.idle), fmt: fmt.money, scale }],
    [E.delay, { v: q.levers.delay, f: inW(M.delay), fmt: fmt.money, scale }],
    [E.premium, { v: q.levers.aboveCommitPremium, f: inW(M.premium), fmt: fmt.money, scale }],
  ];
  if (askSpot !== null) {
    cells.push([askSpot, block.spot && bridgePrice !== null
      ? { v: q.levers.spotFallback ?? 0, f: `(${inW(M.spot)}*${TOP.bridge}-SUMPRODUCT(${rng(M.spot)},${rng(M.inWindow)},${rng(M.index)})*${block.price}*(1+${block.premium}))*(1+${block.tax})`, fmt: fmt.money, scale }
      : { v: q.levers.spotFallback ?? 0, fmt: fmt.money }]);
  }
  const ptm = ref(T.priceToMatch);
  cells.push([askPrice, slope === null
    ? { v: q.levers.price, fmt: fmt.money }
    : { v: q.levers.price, f: `IF(OR(${ptm}="",${ref(T.rank)}=1),0,${block.slope}*(${block.price}-${ptm}))`, fmt: fmt.money, scale }]);
  return cells;
}

function anySpotOf(scenario: Scenario, qs: ReadonlyArray<{ index: number }>): boolean {
  return qs.some((q) => scenario.quotes?.[q.index]?.spotAvailability !== undefined);
}

