// The Quotes sheet on DOMAIN v3.2's window: a table of the quotes (the window figures the app ranks
// by, then each quote's own term), and below it one block per quote, month by month over months
// 0..max(d+T, W). The window's sums, the ratios, the rank and the price to match are formulas over
// those blocks and labelled cells (linked to Inputs where the input is there); bridged and fallback
// payments are formulas too. A contract month's payment (commitment, price above it, promo hours,
// indexation, burst, storage and egress) is the engine's value, and so is the window value's slope
// in the price: both carry a note saying so.
import type { ScenarioResult } from '../../models/evaluate';
import { annualToMonthly } from '../../models/finance';
import { buildSchedule, type WorkloadCalcInput } from '../../models/quote-schedule';
import { windowFigures, windowSlope } from '../../models/quote-window';
import type { QuoteResult } from '../../models/quotes';
import type { Scenario } from '../../models/scenario/types';
import { fillWorkbook, type WorkbookMessages } from '../i18n/areas/workbook';
import type { InputsSheet } from './inputs-sheet';
import { a1, columnName, SheetBuilder, type Cell, type Formats } from './sheet';

/** Month block columns. */
const M = { month: 0, phase: 1, demand: 2, used: 3, bridged: 4, contract: 5, fallback: 6, payment: 7, inWindow: 8, factor: 9, pv: 10, delay: 11 } as const;

/** Summary table columns. */
const T = {
  provider: 0, gpuModel: 1, unitPrice: 2, term: 3, delivery: 4,
  windowUsed: 5, windowCost: 6, windowPV: 7, windowPerUsed: 8, ranking: 9, rank: 10, priceToMatch: 11,
  fallback: 12, owed: 13, delay: 14,
  totalCost: 15, presentValue: 16, used: 17, perUsed: 18, pvPerUsed: 19, idle: 20, covered: 21,
} as const;

/** The engine's slope of the window present value in pricePerGPUHour, recomputed as the engine does. */
function slopeOf(scenario: Scenario, index: number, W: number): number | null {
  const q = scenario.quotes?.[index];
  if (!q) return null;
  const workload: WorkloadCalcInput = scenario.workload ?? { gpuHoursPerMonth: 0, storageTB: 0, egressTBPerMonth: 0, discountRate: 0, demandGrowthAnnual: 0 };
  const v = 1 / (1 + annualToMonthly(workload.discountRate));
  const s = buildSchedule(q, workload, q.pricePerGPUHour, v);
  return windowSlope(q, s, windowFigures(q, workload, s, W, v));
}

export function buildQuotes(scenario: Scenario, result: ScenarioResult, inputs: InputsSheet, t: WorkbookMessages, fmt: Formats): SheetBuilder | null {
  const qr = result.quotes;
  const qs = qr?.quotes;
  if (!qr || !qs || qs.length === 0) return null;
  const Q = t.quotes;
  const s = new SheetBuilder(t.sheets.quotes);
  const W = qr.windowMonths;
  const wl = scenario.workload;
  const bridgePrice = wl?.bridgePrice ?? null;
  s.set(0, 0, { v: Q.heading, italic: true });

  // A labelled cell: the input's Inputs cell when it is there, else the value.
  const linked = (path: string | null, v: number, format: string): Cell => {
    const ref = path ? inputs.ref(path) : undefined;
    return ref ? { v, f: ref, fmt: format, scale: Math.max(1, Math.abs(v)) } : { v, fmt: format };
  };
  const label = (r: number, text: string, cell: Cell, note?: string) => {
    s.set(r, 0, { v: text });
    s.set(r, 1, note ? { ...cell, note } : cell);
  };
  // Top: the window and the workload the blocks read.
  label(2, Q.window, { v: W, fmt: fmt.month, note: wl?.windowMonths !== undefined ? undefined : Q.windowDefault });
  label(3, Q.discountRate, linked('workload.discountRate', wl?.discountRate ?? 0, fmt.percent));
  label(4, Q.bridgePrice, bridgePrice === null ? { v: Q.noBridge } : linked('workload.bridgePrice', bridgePrice, fmt.price));
  label(5, Q.demandPerMonth, linked('workload.gpuHoursPerMonth', wl?.gpuHoursPerMonth ?? 0, fmt.hours));
  label(6, Q.growth, linked('workload.demandGrowthAnnual', wl?.demandGrowthAnnual ?? 0, fmt.percent));
  const Wc = '$B$3';
  const rateC = '$B$4';
  const bridgeC = '$B$5';
  const demandC = '$B$6';
  const growthC = '$B$7';
  const bestRow = 7;

  const head = [Q.provider, Q.gpuModel, Q.unitPrice, Q.term, Q.delivery, Q.windowUsed, Q.windowCost, Q.windowPV, Q.windowPerUsed, Q.ranking, Q.rank, Q.priceToMatch, Q.fallback, Q.owed, Q.delay, Q.totalCost, Q.presentValue, Q.used, Q.perUsed, Q.pvPerUsed, Q.idle, Q.covered];
  const hdr = 9;
  const top = hdr + 1;
  const end = top + qs.length - 1;
  head.forEach((h, c) => s.set(hdr, c, { v: h, bold: true }));
  s.widths = head.map((_, i) => (i === 0 ? 34 : 18));
  s.freeze = { rows: top, columns: 1 };
  const col = (c: number) => columnName(c);
  const rankRange = `$${col(T.ranking)}$${top + 1}:$${col(T.ranking)}$${end + 1}`;
  const best = qr.bestIndex === null ? null : qs[qr.bestIndex].windowPVPerUsedGPUHour;
  label(bestRow, Q.best, { v: best ?? '', f: `IF(COUNT(${rankRange})=0,"",MIN(${rankRange}))`, fmt: fmt.price, scale: Math.max(1, Math.abs(best ?? 0)) });
  const bestC = `$B$${bestRow + 1}`;

  let r0 = end + 3;
  qs.forEach((q, i) => {
    const block = quoteBlock(s, q, i, r0, { W, bridgePrice, Wc, rateC, bridgeC, demandC, growthC }, scenario, inputs, t, fmt);
    const slope = slopeOf(scenario, q.index, W);
    const r = top + i;
    const ref = (c: number) => a1(r, c);
    const scale = Math.max(1, Math.abs(q.totalCost), Math.abs(q.windowCost), Math.abs(q.presentValue), Math.abs(q.windowPresentValue), Math.abs(q.owedAfterWindow));
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
    cells[T.ranking] = { v: q.windowPVPerUsedGPUHour ?? '', f: `IF(${used}>0,${ref(T.windowPV)}/${used},"")`, fmt: fmt.price, scale: ratioScale(q.windowUsedGPUHours), note: i === 0 ? Q.rankingNote : undefined };
    // Ascending by the ranking figure, ties in quote order; quotes using nothing in the window last, in order.
    const x = ref(T.ranking);
    // Pairwise comparisons (exact, unlike COUNTIF's text criteria; text never compares below a number).
    const others = qs.map((_, j) => a1(top + j, T.ranking)).flatMap((y, j) => (j === i ? [] : j < i ? [`(${y}<${x})`, `(${y}=${x})`] : [`(${y}<${x})`]));
    // Absolute at both ends: HyperFormula 3.5 gives ROWS($J$11:J13) a negative count.
    const upTo = `$${col(T.ranking)}$${top + 1}:${a1(r, T.ranking, true)}`;
    cells[T.rank] = { v: q.rank, f: `IF(ISNUMBER(${x}),${['1', ...others].join('+')},COUNT(${rankRange})+ROWS(${upTo})-COUNT(${upTo}))`, fmt: fmt.month, scale: 1 };
    // windowPV is linear in the price (slope b): the price at which windowPV/used = best.
    const priceScale = Math.max(1, Math.abs(q.pricePerGPUHour), Math.abs(q.priceToMatchBest ?? 0));
    cells[T.priceToMatch] =
      slope === null
        ? { v: q.priceToMatchBest, fmt: fmt.price }
        : { v: q.priceToMatchBest ?? '', f: `IF(OR(${bestC}="",${used}<=0,${block.slope}=0),"",${block.price}+(${bestC}*${used}-${ref(T.windowPV)})/${block.slope})`, fmt: fmt.price, scale: priceScale };
    cells[T.fallback] = { v: q.fallbackCost, f: `SUM(${rng(M.fallback)})`, fmt: fmt.money, scale };
    cells[T.owed] = { v: q.owedAfterWindow, f: `SUM(${rng(M.contract)})-SUMPRODUCT(${rng(M.contract)},${rng(M.inWindow)})`, fmt: fmt.money, scale };
    cells[T.delay] = { v: q.delayCost, f: `SUM(${rng(M.delay)})`, fmt: fmt.money, scale };
    // The quote's own months 0..d+T (v2.1's figures): bridged and contract payments, no fallback.
    cells[T.totalCost] = { v: q.totalCost, f: `SUM(${rng(M.bridged)})+SUM(${rng(M.contract)})`, fmt: fmt.money, scale };
    cells[T.presentValue] = { v: q.presentValue, f: `SUMPRODUCT(${rng(M.bridged)},${rng(M.factor)})+SUMPRODUCT(${rng(M.contract)},${rng(M.factor)})`, fmt: fmt.money, scale };
    cells[T.used] = { v: q.usedGPUHours, fmt: fmt.hours };
    cells[T.perUsed] = q.effectivePerUsedGPUHour === null ? { v: null } : { v: q.effectivePerUsedGPUHour, f: `${ref(T.totalCost)}/${ref(T.used)}`, fmt: fmt.price, scale: ratioScale(q.usedGPUHours) };
    cells[T.pvPerUsed] = q.pvPerUsedGPUHour === null ? { v: null } : { v: q.pvPerUsedGPUHour, f: `${ref(T.presentValue)}/${ref(T.used)}`, fmt: fmt.price, scale: ratioScale(q.usedGPUHours) };
    cells[T.idle] = { v: q.idleCost, fmt: fmt.money };
    cells[T.covered] = q.demandCoveredShare === null ? { v: null } : { v: q.demandCoveredShare, f: `${ref(T.used)}/${q.demandGPUHours}`, fmt: fmt.percent, scale: 1 };
    cells.forEach((c, k) => c && s.set(r, k, c));
    if (slope !== null) s.set(block.slopeRow, 1, { v: slope, fmt: fmt.hours, note: Q.slopeNote });
    r0 = block.next;
  });
  return s;
}

interface Shared {
  W: number;
  bridgePrice: number | null;
  Wc: string;
  rateC: string;
  bridgeC: string;
  demandC: string;
  growthC: string;
}

interface Block {
  /** Absolute range of a month column over the block's months. */
  range(c: number): string;
  price: string;
  premium: string;
  term: string;
  delivery: string;
  slope: string;
  slopeRow: number;
  next: number;
}

/** One quote month by month from row r0: labelled terms, then months 0..max(d+T, W). */
function quoteBlock(s: SheetBuilder, q: QuoteResult, i: number, r0: number, sh: Shared, scenario: Scenario, inputs: InputsSheet, t: WorkbookMessages, fmt: Formats): Block {
  const Q = t.quotes;
  const p = `quotes[${q.index}]`;
  const sq = scenario.quotes?.[q.index];
  const cell = (path: string, v: number, format: string): Cell => {
    const ref = inputs.ref(`${p}.${path}`);
    return ref ? { v, f: ref, fmt: format, scale: Math.max(1, Math.abs(v)) } : { v, fmt: format };
  };
  s.set(r0, 0, { v: fillWorkbook(Q.blockTitle, { n: String(i + 1), provider: q.provider }), bold: true });
  const rows: [string, Cell][] = [
    [Q.price, cell('pricePerGPUHour', q.pricePerGPUHour, fmt.price)],
    [Q.premium, cell('regionPremium', sq?.regionPremium ?? 0, fmt.percent)],
    [Q.taxRate, cell('taxRate', sq?.taxRate ?? 0, fmt.percent)],
    [Q.capacity, sq && inputs.ref(`${p}.gpus`) ? { v: q.capacityGPUHoursPerMonth, f: `${inputs.ref(`${p}.gpus`)}*730`, fmt: fmt.hours, scale: Math.max(1, q.capacityGPUHoursPerMonth) } : { v: q.capacityGPUHoursPerMonth, fmt: fmt.hours }],
    [Q.delivery, { v: q.deliveryMonth, fmt: fmt.month }],
    [Q.term, { v: q.termMonths, fmt: fmt.month }],
    [Q.slope, { v: null }],
  ];
  rows.forEach(([text, c], k) => {
    s.set(r0 + 1 + k, 0, { v: text });
    s.set(r0 + 1 + k, 1, c);
  });
  const B = (k: number) => `$B$${r0 + 2 + k}`;
  const [price, premium, tax, capH, delivery, term, slope] = [0, 1, 2, 3, 4, 5, 6].map(B);
  const hdr = r0 + 1 + rows.length;
  [Q.month, Q.phase, Q.mDemand, Q.mUsed, Q.mBridged, Q.mContract, Q.mFallback, Q.mPayment, Q.mInWindow, Q.mFactor, Q.mPV, Q.mDelay].forEach((h, c) =>
    s.set(hdr, c, { v: h, bold: true, ...(c === M.contract ? { note: Q.contractNote } : {}) }),
  );
  const d = q.deliveryMonth;
  const end = d + q.termMonths;
  const last = Math.max(end, sh.W);
  const first = hdr + 1;
  const bridge = sh.bridgePrice;
  const moneyScale = Math.max(1, Math.abs(q.totalCost), Math.abs(q.windowCost));
  const hourScale = Math.max(1, ...q.schedule.map((m) => m.demandGPUHours), scenario.workload?.gpuHoursPerMonth ?? 0);
  for (let m = 0; m <= last; m++) {
    const r = first + m;
    const A = (c: number) => a1(r, c);
    const bridging = m >= 1 && m <= d;
    const contract = m > d && m <= end;
    const after = m > end;
    const month = m >= 1 && m <= end ? q.schedule[m - 1] : undefined;
    s.set(r, M.month, { v: m, fmt: fmt.month });
    s.set(r, M.phase, { v: m === 0 ? Q.phasePrepay : bridging ? Q.phaseBridging : contract ? (m > sh.W ? Q.phaseOwed : Q.phaseContract) : bridge === null ? Q.phaseUncovered : Q.phaseFallback });
    const demand = month?.demandGPUHours ?? (m === 0 ? 0 : (scenario.workload?.gpuHoursPerMonth ?? 0) * Math.pow(1 + (scenario.workload?.demandGrowthAnnual ?? 0), Math.floor((m - 1) / 12)));
    s.set(r, M.demand, m === 0 ? { v: 0, fmt: fmt.hours } : { v: demand, f: `${sh.demandC}*(1+${sh.growthC})^INT((${A(M.month)}-1)/12)`, fmt: fmt.hours, scale: hourScale });
    const coveredByBridge = (bridging || after) && bridge !== null;
    const used = coveredByBridge ? Math.min(demand, q.capacityGPUHoursPerMonth) : (month?.usedGPUHours ?? 0);
    s.set(r, M.used, coveredByBridge ? { v: used, f: `MIN(${A(M.demand)},${capH})`, fmt: fmt.hours, scale: hourScale } : { v: contract ? used : 0, fmt: fmt.hours });
    const bridgedPay = bridging && bridge !== null ? (month?.payment ?? 0) : 0;
    s.set(r, M.bridged, bridging && bridge !== null ? { v: bridgedPay, f: `${A(M.used)}*${sh.bridgeC}*(1+${tax})`, fmt: fmt.money, scale: moneyScale } : { v: 0, fmt: fmt.money });
    const contractPay = m === 0 ? q.payments[0] : contract ? (month?.payment ?? 0) : 0;
    s.set(r, M.contract, { v: contractPay, fmt: fmt.money });
    const fallbackPay = after && bridge !== null ? used * bridge * (1 + (sq?.taxRate ?? 0)) : 0;
    s.set(r, M.fallback, after && bridge !== null ? { v: fallbackPay, f: `${A(M.used)}*${sh.bridgeC}*(1+${tax})`, fmt: fmt.money, scale: moneyScale } : { v: 0, fmt: fmt.money });
    const pay = bridgedPay + contractPay + fallbackPay;
    s.set(r, M.payment, { v: pay, f: `${A(M.bridged)}+${A(M.contract)}+${A(M.fallback)}`, fmt: fmt.money, scale: moneyScale });
    const inWindow = m <= sh.W ? 1 : 0;
    s.set(r, M.inWindow, { v: inWindow, f: `IF(${A(M.month)}<=${sh.Wc},1,0)`, fmt: fmt.month, scale: 1 });
    const factor = Math.pow(1 + (scenario.workload?.discountRate ?? 0), -m / 12);
    s.set(r, M.factor, { v: factor, f: `(1+${sh.rateC})^(-${A(M.month)}/12)`, fmt: '0.000000', scale: 1 });
    s.set(r, M.pv, { v: pay * inWindow * factor, f: `${A(M.payment)}*${A(M.inWindow)}*${A(M.factor)}`, fmt: fmt.money, scale: moneyScale });
    const delay = bridging && bridge !== null ? used * (bridge - q.pricePerGPUHour * (1 + (sq?.regionPremium ?? 0))) * (1 + (sq?.taxRate ?? 0)) : 0;
    s.set(r, M.delay, bridging && bridge !== null ? { v: delay, f: `${A(M.used)}*(${sh.bridgeC}-${price}*(1+${premium}))*(1+${tax})`, fmt: fmt.money, scale: moneyScale } : { v: 0, fmt: fmt.money });
  }
  const lastRow = first + last;
  return {
    range: (c) => `$${columnName(c)}$${first + 1}:$${columnName(c)}$${lastRow + 1}`,
    price,
    premium,
    term,
    delivery,
    slope,
    slopeRow: r0 + 1 + 6,
    next: lastRow + 3,
  };
}
