// The Quotes sheet on DOMAIN v3.2's window: a table of the quotes (the window figures the app ranks
// by, then each quote's own term), and below it one block per quote, month by month over months
// 0..max(d+T, W), with the contract's terms as formulas (indexation, billed hours, promo hours, hours
// above the commitment, burst, compute, the prepayment, bridged and fallback payments, discounting).
// The window's sums, the ratios, the rank, the window value's slope in the price and the price to
// match are formulas over those blocks and labelled cells, linked to Inputs where the input is there.
import type { ScenarioResult } from '../../models/evaluate';
import { annualToMonthly } from '../../models/finance';
import { buildSchedule, NO_WORKLOAD, type WorkloadCalcInput } from '../../models/quote-schedule';
import { windowFigures, windowSlope } from '../../models/quote-window';
import type { QuoteResult } from '../../models/quotes';
import type { Scenario } from '../../models/scenario/types';
import { fillWorkbook, type WorkbookMessages } from '../i18n/areas/workbook';
import type { InputsSheet } from './inputs-sheet';
import { a1, columnName, SheetBuilder, type Cell, type Formats } from './sheet';

/** Month block columns. */
const M = { month: 0, phase: 1, demand: 2, used: 3, bridged: 4, contract: 5, fallback: 6, payment: 7, inWindow: 8, factor: 9, pv: 10, delay: 11, index: 12, billed: 13, promo: 14, above: 15, burst: 16, compute: 17, rest: 18, idle: 19, spot: 20 } as const;

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

  const anySpot = qs.some((q) => scenario.quotes?.[q.index]?.spotAvailability !== undefined);
  const head = [Q.provider, Q.gpuModel, Q.unitPrice, Q.term, Q.delivery, Q.windowUsed, Q.windowCost, Q.windowPV, Q.windowPerUsed, Q.ranking, Q.rank, Q.priceToMatch, Q.fallback, Q.owed, Q.delay, Q.totalCost, Q.presentValue, Q.used, Q.perUsed, Q.pvPerUsed, Q.idle, Q.covered, ...(anySpot ? [Q.spotAvailability, Q.spotFallbackCost] : [])];
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
  const spans: string[] = [];
  qs.forEach((q, i) => {
    const slope = slopeOf(scenario, q.index, W);
    const block = quoteBlock(s, q, i, r0, { W, bridgePrice, Wc, rateC, bridgeC, demandC, growthC }, slope, scenario, inputs, t, fmt);
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
    // Pairwise comparisons, exact (no RANK in HyperFormula; COUNTIF's "<"&x criterion rounds x to
    // 15 digits in Excel); text ("": nothing used) never compares below a number.
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
    // The quote's own months 1..d+T (SUMIF on whole month numbers: exact).
    const own = (c: number) => `SUMIF(${rng(M.month)},"<="&(${block.delivery}+${block.term}),${rng(c)})`;
    cells[T.used] = { v: q.usedGPUHours, f: own(M.used), fmt: fmt.hours, scale: Math.max(1, q.usedGPUHours) };
    cells[T.perUsed] = q.effectivePerUsedGPUHour === null ? { v: null } : { v: q.effectivePerUsedGPUHour, f: `${ref(T.totalCost)}/${ref(T.used)}`, fmt: fmt.price, scale: ratioScale(q.usedGPUHours) };
    cells[T.pvPerUsed] = q.pvPerUsedGPUHour === null ? { v: null } : { v: q.pvPerUsedGPUHour, f: `${ref(T.presentValue)}/${ref(T.used)}`, fmt: fmt.price, scale: ratioScale(q.usedGPUHours) };
    cells[T.idle] = { v: q.idleCost, f: `SUM(${rng(M.idle)})`, fmt: fmt.money, scale };
    cells[T.covered] = { v: q.demandCoveredShare ?? '', f: `IF(${own(M.demand)}>0,${ref(T.used)}/${own(M.demand)},"")`, fmt: fmt.percent, scale: 1 };
    if (anySpot) {
      cells[T.spotAvailability] = block.spot ? { v: q.spotAvailability, f: block.spot, fmt: fmt.percent, scale: 1 } : { v: q.spotAvailability, fmt: fmt.percent };
      // Contract months' fallback hours at the bridge price, with tax (in the quote's own total; none
      // without a bridge price: those hours are uncovered).
      cells[T.spotFallbackCost] = block.spot && bridgePrice !== null
        ? { v: q.spotFallbackCost, f: `SUM(${rng(M.spot)})*${bridgeC}*(1+${block.tax})`, fmt: fmt.money, scale }
        : { v: q.spotFallbackCost, fmt: fmt.money };
    }
    cells.forEach((c, k) => c && s.set(r, k, c));
    spans.push(`${block.delivery}+${block.term}`);
    r0 = block.next;
  });
  // W: the workload's windowMonths (whole months, at least 1), else the longest delivery + term.
  const wRef = wl?.windowMonths !== undefined ? inputs.ref('workload.windowMonths') : undefined;
  const wF = wl?.windowMonths !== undefined ? (wRef ? `MAX(1,INT(${wRef}))` : undefined) : `MAX(1,${spans.join(',')})`;
  if (wF) s.set(2, 1, { ...s.get(2, 1)!, f: wF, scale: 1 });
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
  tax: string;
  /** The spot availability's cell when the quote states one (issue 27), else null. */
  spot: string | null;
  next: number;
}

/** One quote month by month from row r0: labelled terms, then months 0..max(d+T, W). */
function quoteBlock(s: SheetBuilder, q: QuoteResult, i: number, r0: number, sh: Shared, slope: number | null, scenario: Scenario, inputs: InputsSheet, t: WorkbookMessages, fmt: Formats): Block {
  const Q = t.quotes;
  const p = `quotes[${q.index}]`;
  const sq = scenario.quotes?.[q.index];
  const wl = scenario.workload;
  /** The Inputs cell of a quote's (or the workload's) field, else the value as a literal. */
  const R = (path: string, v: number) => inputs.ref(path.startsWith('workload.') ? path : `${p}.${path}`) ?? String(v);
  const cell = (path: string, v: number, format: string): Cell => {
    const ref = inputs.ref(`${p}.${path}`);
    return ref ? { v, f: ref, fmt: format, scale: Math.max(1, Math.abs(v)) } : { v, fmt: format };
  };
  const capH = q.capacityGPUHoursPerMonth;
  const c = sq?.committedShare ?? 0;
  const e = sq?.annualEscalation ?? 0;
  const pf = sq?.prepayFraction ?? 0;
  const pd = sq?.prepayDiscount ?? 0;
  const rp = 1 + (sq?.regionPremium ?? 0);
  const tax = 1 + (sq?.taxRate ?? 0);
  const promoH = sq?.promoGPUHours ?? 0;
  const abovePrice = sq?.aboveCommitPrice ?? null;
  const burstPrice = sq?.burstPrice ?? null;
  const monthlyPromo = (sq?.promoMode ?? 'once') === 'monthly';
  // Issue 27: a spot quote serves this share of its hours within capacity; the rest falls back to
  // the bridge price (uncovered without one). Absent: the v3.2 formulas, unchanged.
  const spotA = sq?.spotAvailability ?? null;
  const other = sq && wl
    ? Math.max(0, wl.storageTB - sq.storageTBIncluded) * (sq.storagePerTBMonth ?? 0) + Math.max(0, wl.egressTBPerMonth - sq.egressTBIncludedPerMonth) * 1000 * (sq.egressPerGB ?? 0)
    : 0;
  const otherF = sq && wl
    ? `MAX(0,${R('workload.storageTB', wl.storageTB)}-${R('storageTBIncluded', sq.storageTBIncluded)})*${R('storagePerTBMonth', sq.storagePerTBMonth ?? 0)}+MAX(0,${R('workload.egressTBPerMonth', wl.egressTBPerMonth)}-${R('egressTBIncludedPerMonth', sq.egressTBIncludedPerMonth)})*1000*${R('egressPerGB', sq.egressPerGB ?? 0)}`
    : null;
  const hourScale = Math.max(1, ...q.schedule.map((m) => m.demandGPUHours), wl?.gpuHoursPerMonth ?? 0);
  const moneyScale = Math.max(1, Math.abs(q.totalCost), Math.abs(q.windowCost));
  s.set(r0, 0, { v: fillWorkbook(Q.blockTitle, { n: String(i + 1), provider: q.provider }), bold: true });
  const gpusRef = inputs.ref(`${p}.gpus`);
  const B = (k: number) => `$B$${r0 + 2 + k}`;
  const rows: [string, Cell][] = [
    [Q.price, cell('pricePerGPUHour', q.pricePerGPUHour, fmt.price)],
    [Q.premium, cell('regionPremium', rp - 1, fmt.percent)],
    [Q.taxRate, cell('taxRate', tax - 1, fmt.percent)],
    [Q.capacity, gpusRef ? { v: capH, f: `${gpusRef}*730`, fmt: fmt.hours, scale: Math.max(1, capH) } : { v: capH, fmt: fmt.hours }],
    [Q.delivery, { v: q.deliveryMonth, fmt: fmt.month }],
    [Q.term, { v: q.termMonths, fmt: fmt.month }],
    [Q.slope, { v: null }],
    [Q.committedShare, cell('committedShare', c, fmt.percent)],
    [Q.commitHours, { v: c * capH, f: `${B(7)}*${B(3)}`, fmt: fmt.hours, scale: Math.max(1, capH) }],
    [Q.escalation, cell('annualEscalation', e, fmt.percent)],
    [Q.promoHours, cell('promoGPUHours', promoH, fmt.hours)],
    [Q.promoPrice, cell('promoPrice', sq?.promoPrice ?? 0, fmt.price)],
    [Q.promoMode, { v: monthlyPromo ? Q.promoMonthly : Q.promoOnce }],
    [Q.prepayFraction, cell('prepayFraction', pf, fmt.percent)],
    [Q.prepayDiscount, cell('prepayDiscount', pd, fmt.percent)],
    [Q.abovePrice, abovePrice === null ? { v: Q.ownPrice } : cell('aboveCommitPrice', abovePrice, fmt.price)],
    [Q.burstPrice, burstPrice === null ? { v: Q.noBurst } : cell('burstPrice', burstPrice, fmt.price)],
    [Q.other, otherF ? { v: other, f: otherF, fmt: fmt.money, scale: Math.max(1, other) } : { v: other, fmt: fmt.money }],
    ...(spotA === null ? [] : ([[Q.spotAvailability, cell('spotAvailability', spotA, fmt.percent)]] as [string, Cell][])),
  ];
  rows.forEach(([text, cl], k) => {
    s.set(r0 + 1 + k, 0, { v: text });
    s.set(r0 + 1 + k, 1, cl);
  });
  const [price, premium, taxC, capC, delivery, term, slopeC, , commitC, escC, promoHC, promoPC, , pfC, pdC, aboveC, burstC, otherC, spotC] = rows.map((_, k) => B(k));
  const spot = spotA === null ? null : spotC;
  const hdr = r0 + 1 + rows.length;
  [Q.month, Q.phase, Q.mDemand, Q.mUsed, Q.mBridged, Q.mContract, Q.mFallback, Q.mPayment, Q.mInWindow, Q.mFactor, Q.mPV, Q.mDelay, Q.mIndex, Q.mBilled, Q.mPromo, Q.mAbove, Q.mBurst, Q.mCompute, Q.mRest, Q.mIdle, ...(spot ? [Q.mSpot] : [])].forEach((h, col) =>
    s.set(hdr, col, { v: h, bold: true, ...(col === M.contract ? { note: Q.contractNote } : {}) }),
  );
  const d = q.deliveryMonth;
  const end = d + q.termMonths;
  const last = Math.max(end, sh.W);
  const first = hdr + 1;
  const lastRow = first + last;
  const range = (col: number) => `$${columnName(col)}$${first + 1}:$${columnName(col)}$${lastRow + 1}`;
  const bridge = sh.bridgePrice;
  const zero = (format: string): Cell => ({ v: 0, fmt: format });
  for (let m = 0; m <= last; m++) {
    const r = first + m;
    const A = (col: number) => a1(r, col);
    const bridging = m >= 1 && m <= d;
    const contract = m > d && m <= end;
    const after = m > end;
    const month = m >= 1 && m <= end ? q.schedule[m - 1] : undefined;
    s.set(r, M.month, { v: m, fmt: fmt.month });
    s.set(r, M.phase, { v: m === 0 ? Q.phasePrepay : bridging ? Q.phaseBridging : contract ? (m > sh.W ? Q.phaseOwed : Q.phaseContract) : bridge === null ? Q.phaseUncovered : Q.phaseFallback });
    const demand = month?.demandGPUHours ?? (m === 0 ? 0 : (wl?.gpuHoursPerMonth ?? 0) * Math.pow(1 + (wl?.demandGrowthAnnual ?? 0), Math.floor((m - 1) / 12)));
    s.set(r, M.demand, m === 0 ? zero(fmt.hours) : { v: demand, f: `${sh.demandC}*(1+${sh.growthC})^INT((${A(M.month)}-1)/12)`, fmt: fmt.hours, scale: hourScale });
    // The contract's terms month by month (DOMAIN section 5, v2.1 and v3.2).
    if (contract && month) {
      const k = m - d;
      const index = Math.pow(1 + e, Math.floor((k - 1) / 12));
      const base = `MIN(${A(M.demand)},${capC})`;
      // The hours the quote serves: all of base, or a spot quote's share of it.
      const served = spot ? `${spot}*${base}` : base;
      const unit = `${price}*(1+${premium})*${A(M.index)}`;
      if (spot) {
        s.set(r, M.spot, bridge === null ? zero(fmt.hours) : { v: month.spotFallbackGPUHours, f: `${base}-${served}`, fmt: fmt.hours, scale: hourScale });
      }
      s.set(r, M.index, { v: index, f: `(1+${escC})^INT((${A(M.month)}-${delivery}-1)/12)`, fmt: '0.000000', scale: 1 });
      s.set(r, M.billed, { v: month.billedGPUHours, f: `MAX(${served},${commitC})`, fmt: fmt.hours, scale: hourScale });
      // Absolute at both ends (HyperFormula 3.5 miscounts a range with a relative end).
      const earlier = `SUM($${columnName(M.promo)}$${first + 1}:${a1(r - 1, M.promo, true)})`;
      s.set(r, M.promo, { v: month.promoGPUHours, f: monthlyPromo ? `MIN(MAX(0,${promoHC}),${A(M.billed)})` : `MIN(${A(M.billed)},MAX(0,${promoHC})-${earlier})`, fmt: fmt.hours, scale: Math.max(hourScale, promoH) });
      s.set(r, M.above, { v: month.aboveCommitGPUHours, f: `MAX(0,${served}-${commitC})`, fmt: fmt.hours, scale: hourScale });
      s.set(r, M.burst, burstPrice === null ? zero(fmt.hours) : { v: month.burstGPUHours, f: `MAX(0,${A(M.demand)}-${capC})`, fmt: fmt.hours, scale: hourScale });
      const [O, N, P] = [A(M.promo), A(M.billed), A(M.above)];
      const computeF = abovePrice === null
        ? `${O}*${promoPC}+(${N}-${O})*${unit}`
        : `${O}*${promoPC}+(${commitC}-MIN(${O},${commitC}))*${unit}+(${P}-MAX(0,${O}-${commitC}))*${aboveC}*(1+${premium})*${A(M.index)}`;
      s.set(r, M.compute, { v: month.compute, f: computeF, fmt: fmt.money, scale: moneyScale });
      const rest = abovePrice === null ? month.billedGPUHours - month.promoGPUHours : c * capH - Math.min(month.promoGPUHours, c * capH);
      s.set(r, M.rest, { v: rest * index, f: abovePrice === null ? `(${N}-${O})*${A(M.index)}` : `(${commitC}-MIN(${O},${commitC}))*${A(M.index)}`, fmt: fmt.hours, scale: hourScale });
      s.set(r, M.used, { v: month.usedGPUHours, f: spot ? `${served}+${A(M.spot)}+${A(M.burst)}` : `${base}+${A(M.burst)}`, fmt: fmt.hours, scale: hourScale });
      // Committed hours not used (billed beyond the hours served), at the month's unit price, with tax.
      const idle = (month.billedGPUHours - (spotA ?? 1) * Math.min(demand, capH)) * q.pricePerGPUHour * rp * index * tax;
      s.set(r, M.idle, { v: idle, f: `(${N}-${served})*${unit}*(1+${taxC})`, fmt: fmt.money, scale: moneyScale });
      const burstF = burstPrice === null ? '' : `+${A(M.burst)}*${burstC}*(1+${premium})`;
      const spotF = spot && bridge !== null ? `+${A(M.spot)}*${sh.bridgeC}` : '';
      s.set(r, M.contract, { v: month.payment, f: `((1-${pfC})*${A(M.compute)}${burstF}${spotF}+${otherC})*(1+${taxC})`, fmt: fmt.money, scale: moneyScale });
    } else {
      for (const col of [M.index, M.billed, M.promo, M.above, M.burst, M.compute, M.rest, M.idle, ...(spot ? [M.spot] : [])]) s.set(r, col, zero(col === M.index ? '0.000000' : col === M.compute || col === M.idle ? fmt.money : fmt.hours));
      const covered = (bridging || after) && bridge !== null;
      const used = covered ? Math.min(demand, capH) : 0;
      s.set(r, M.used, covered ? { v: used, f: `MIN(${A(M.demand)},${capC})`, fmt: fmt.hours, scale: hourScale } : zero(fmt.hours));
      // Month 0: the prepayment of the whole term's compute.
      s.set(r, M.contract, m === 0 ? { v: q.payments[0], f: `${pfC}*SUM(${range(M.compute)})*(1-${pdC})*(1+${taxC})`, fmt: fmt.money, scale: moneyScale } : zero(fmt.money));
    }
    const used = (s.get(r, M.used)?.v as number) ?? 0;
    const bridgedPay = bridging && bridge !== null ? (month?.payment ?? 0) : 0;
    s.set(r, M.bridged, bridging && bridge !== null ? { v: bridgedPay, f: `${A(M.used)}*${sh.bridgeC}*(1+${taxC})`, fmt: fmt.money, scale: moneyScale } : zero(fmt.money));
    const contractPay = (s.get(r, M.contract)?.v as number) ?? 0;
    const fallbackPay = after && bridge !== null ? used * bridge * tax : 0;
    s.set(r, M.fallback, after && bridge !== null ? { v: fallbackPay, f: `${A(M.used)}*${sh.bridgeC}*(1+${taxC})`, fmt: fmt.money, scale: moneyScale } : zero(fmt.money));
    const pay = bridgedPay + contractPay + fallbackPay;
    s.set(r, M.payment, { v: pay, f: `${A(M.bridged)}+${A(M.contract)}+${A(M.fallback)}`, fmt: fmt.money, scale: moneyScale });
    const inWindow = m <= sh.W ? 1 : 0;
    s.set(r, M.inWindow, { v: inWindow, f: `IF(${A(M.month)}<=${sh.Wc},1,0)`, fmt: fmt.month, scale: 1 });
    const factor = Math.pow(1 + (wl?.discountRate ?? 0), -m / 12);
    s.set(r, M.factor, { v: factor, f: `(1+${sh.rateC})^(-${A(M.month)}/12)`, fmt: '0.000000', scale: 1 });
    s.set(r, M.pv, { v: pay * inWindow * factor, f: `${A(M.payment)}*${A(M.inWindow)}*${A(M.factor)}`, fmt: fmt.money, scale: moneyScale });
    const delay = bridging && bridge !== null ? used * (bridge - q.pricePerGPUHour * rp) * tax : 0;
    s.set(r, M.delay, bridging && bridge !== null ? { v: delay, f: `${A(M.used)}*(${sh.bridgeC}-${price}*(1+${premium}))*(1+${taxC})`, fmt: fmt.money, scale: moneyScale } : zero(fmt.money));
  }
  // d windowPV / d price: the billed hours at the quote's own price, prepaid or paid in the window's months.
  if (slope !== null) {
    s.set(r0 + 7, 1, {
      v: slope,
      f: `(1+${premium})*(1+${taxC})*(${pfC}*(1-${pdC})*SUM(${range(M.rest)})+(1-${pfC})*SUMPRODUCT(${range(M.rest)},${range(M.inWindow)},${range(M.factor)}))`,
      fmt: fmt.hours,
      scale: Math.max(1, Math.abs(slope)),
      note: Q.slopeNote,
    });
  }
  return { range, price, premium, term, delivery, slope: slopeC, tax: taxC, spot, next: lastRow + 3 };
}
