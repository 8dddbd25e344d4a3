// One quote of the Quotes sheet month by month (docs/model.md › Quotes › Window's window): its labelled terms, then
// months 0..max(d+T, W) with the contract's terms as formulas — indexation, billed, promo, above the
// commitment, burst, compute, the prepayment, bridged, fallback and rollover payments (model:
// Quotes › rollover), demand ending (Quotes › demand end), discounting. quotes-sheet.ts sums them.
// This module writes the terms and the block's header and slope; quotes-block-months.ts the months.
import type { QuoteResult } from '../../models/quotes';
import type { Scenario } from '../../models/scenario/types';
import { fillWorkbook, type WorkbookMessages } from '../i18n/areas/workbook';
import type { InputsSheet } from './inputs-sheet';
import type { WorkbookQuotesMessages } from '../i18n/areas/workbook-quotes';
import { M, monthRow, type BlockContext, type TermRefs, type TermValues } from './quotes-block-months';
import { columnName, type Cell, type Formats, type SheetBuilder } from './sheet';
import { HOURS_PER_MONTH } from '../../models/units';

export { M } from './quotes-block-months';

export interface Shared {
  W: number;
  bridgePrice: number | null;
  Wc: string;
  rateC: string;
  bridgeC: string;
  demandC: string;
  growthC: string;
  /** Quotes › demand end: the cell of the month after which demand is 0 (text when none). */
  endC: string;
  /** Quotes › ranking: the cell that is 1 when the ranking counts what is owed after the window. */
  owedC: string;
  X: WorkbookQuotesMessages;
}

export interface Block {
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
export function quoteBlock(s: SheetBuilder, q: QuoteResult, i: number, r0: number, sh: Shared, slope: number | null, scenario: Scenario, inputs: InputsSheet, t: WorkbookMessages, fmt: Formats): Block {
  const Q = t.quotes;
  const wl = scenario.workload;
  const v = termValues(q, scenario);
  const hourScale = Math.max(1, ...q.schedule.map((m) => m.demandGPUHours), wl?.gpuHoursPerMonth ?? 0);
  const moneyScale = Math.max(1, Math.abs(q.totalCost), Math.abs(q.windowCost));
  s.set(r0, 0, { v: fillWorkbook(Q.blockTitle, { n: String(i + 1), provider: q.provider }), bold: true });
  const { c, hdr } = writeTerms(s, q, r0, v, scenario, inputs, sh.X, Q, fmt);
  writeMonthHeader(s, hdr, c.spot !== null, v.rolls, Q, sh.X);
  const last = Math.max(q.deliveryMonth + q.termMonths, sh.W);
  const first = hdr + 1;
  const lastRow = first + last;
  const range = (col: number) => `$${columnName(col)}$${first + 1}:$${columnName(col)}$${lastRow + 1}`;
  const x: BlockContext = { s, q, sh, fmt, Q, wl, v, c, first, range, hourScale, moneyScale };
  for (let m = 0; m <= last; m++) monthRow(x, m);
  if (slope !== null) writeSlope(x, r0, slope);
  return { range, price: c.price, premium: c.premium, term: c.term, delivery: c.delivery, slope: c.slopeC, tax: c.taxC, spot: c.spot, next: lastRow + 3 };
}

/** The quote's terms as numbers, defaults filled. */
function termValues(q: QuoteResult, scenario: Scenario): TermValues {
  const sq = scenario.quotes?.[q.index];
  const wl = scenario.workload;
  return {
    capH: q.capacityGPUHoursPerMonth,
    c: sq?.committedShare ?? 0,
    e: sq?.annualEscalation ?? 0,
    pf: sq?.prepayFraction ?? 0,
    pd: sq?.prepayDiscount ?? 0,
    rp: 1 + (sq?.regionPremium ?? 0),
    tax: 1 + (sq?.taxRate ?? 0),
    promoH: sq?.promoGPUHours ?? 0,
    abovePrice: sq?.aboveCommitPrice ?? null,
    burstPrice: sq?.burstPrice ?? null,
    monthlyPromo: (sq?.promoMode ?? 'once') === 'monthly',
    // Issue 27: a spot quote serves this share of its hours within capacity; the rest falls back to
    // the bridge price (uncovered without one). Absent: the quote window formulas, unchanged.
    spotA: sq?.spotAvailability ?? null,
    // Quotes › rollover: window months after the term are contract months without commitment.
    rolls: q.rollover === 'monthly',
    other: sq && wl
      ? Math.max(0, wl.storageTB - sq.storageTBIncluded) * (sq.storagePerTBMonth ?? 0) + Math.max(0, wl.egressTBPerMonth - sq.egressTBIncludedPerMonth) * 1000 * (sq.egressPerGB ?? 0)
      : 0,
  };
}

/** The labelled terms below the block's title, linked to Inputs where the input is there; their cells. */
function writeTerms(s: SheetBuilder, q: QuoteResult, r0: number, v: TermValues, scenario: Scenario, inputs: InputsSheet, X: WorkbookQuotesMessages, Q: WorkbookMessages['quotes'], fmt: Formats): { c: TermRefs; hdr: number } {
  const p = `quotes[${q.index}]`;
  const sq = scenario.quotes?.[q.index];
  const wl = scenario.workload;
  /** The Inputs cell of a quote's (or the workload's) field, else the value as a literal. */
  const R = (path: string, val: number) => inputs.ref(path.startsWith('workload.') ? path : `${p}.${path}`) ?? String(val);
  const cell = (path: string, val: number, format: string): Cell => {
    const ref = inputs.ref(`${p}.${path}`);
    return ref ? { v: val, f: ref, fmt: format, scale: Math.max(1, Math.abs(val)) } : { v: val, fmt: format };
  };
  const { capH, c, rp, tax, abovePrice, burstPrice, spotA, other } = v;
  const otherF = sq && wl
    ? `MAX(0,${R('workload.storageTB', wl.storageTB)}-${R('storageTBIncluded', sq.storageTBIncluded)})*${R('storagePerTBMonth', sq.storagePerTBMonth ?? 0)}+MAX(0,${R('workload.egressTBPerMonth', wl.egressTBPerMonth)}-${R('egressTBIncludedPerMonth', sq.egressTBIncludedPerMonth)})*1000*${R('egressPerGB', sq.egressPerGB ?? 0)}`
    : null;
  const gpusRef = inputs.ref(`${p}.gpus`);
  const B = (k: number) => `$B$${r0 + 2 + k}`;
  const rows: [string, Cell][] = [
    [Q.price, cell('pricePerGPUHour', q.pricePerGPUHour, fmt.price)],
    [Q.premium, cell('regionPremium', rp - 1, fmt.percent)],
    [Q.taxRate, cell('taxRate', tax - 1, fmt.percent)],
    [Q.capacity, gpusRef ? { v: capH, f: `${gpusRef}*${HOURS_PER_MONTH}`, fmt: fmt.hours, scale: Math.max(1, capH) } : { v: capH, fmt: fmt.hours }],
    [Q.delivery, { v: q.deliveryMonth, fmt: fmt.month }],
    [Q.term, { v: q.termMonths, fmt: fmt.month }],
    [Q.slope, { v: null }],
    [Q.committedShare, cell('committedShare', c, fmt.percent)],
    [Q.commitHours, { v: c * capH, f: `${B(7)}*${B(3)}`, fmt: fmt.hours, scale: Math.max(1, capH) }],
    [Q.escalation, cell('annualEscalation', v.e, fmt.percent)],
    [Q.promoHours, cell('promoGPUHours', v.promoH, fmt.hours)],
    [Q.promoPrice, cell('promoPrice', sq?.promoPrice ?? 0, fmt.price)],
    [Q.promoMode, { v: v.monthlyPromo ? Q.promoMonthly : Q.promoOnce }],
    [Q.prepayFraction, cell('prepayFraction', v.pf, fmt.percent)],
    [Q.prepayDiscount, cell('prepayDiscount', v.pd, fmt.percent)],
    [Q.abovePrice, abovePrice === null ? { v: Q.ownPrice } : cell('aboveCommitPrice', abovePrice, fmt.price)],
    [Q.burstPrice, burstPrice === null ? { v: Q.noBurst } : cell('burstPrice', burstPrice, fmt.price)],
    [Q.other, otherF ? { v: other, f: otherF, fmt: fmt.money, scale: Math.max(1, other) } : { v: other, fmt: fmt.money }],
    ...(spotA === null ? [] : ([[Q.spotAvailability, cell('spotAvailability', spotA, fmt.percent)]] as [string, Cell][])),
    [X.rollover, { v: v.rolls ? X.rolloverYes : X.rolloverNo }],
  ];
  rows.forEach(([text, cl], k) => {
    s.set(r0 + 1 + k, 0, { v: text });
    s.set(r0 + 1 + k, 1, cl);
  });
  const [price, premium, taxC, capC, delivery, term, slopeC, , commitC, escC, promoHC, promoPC, , pfC, pdC, aboveC, burstC, otherC, spotC] = rows.map((_, k) => B(k));
  const spot = spotA === null ? null : spotC;
  return { c: { price, premium, taxC, capC, delivery, term, slopeC, commitC, escC, promoHC, promoPC, pfC, pdC, aboveC, burstC, otherC, spot }, hdr: r0 + 1 + rows.length };
}

/** The month columns' headings (spot only on a spot quote, the rollover pair only on a rolling one). */
function writeMonthHeader(s: SheetBuilder, hdr: number, spot: boolean, rolls: boolean, Q: WorkbookMessages['quotes'], X: WorkbookQuotesMessages): void {
  [Q.month, Q.phase, Q.mDemand, Q.mUsed, Q.mBridged, Q.mContract, Q.mFallback, Q.mPayment, Q.mInWindow, Q.mFactor, Q.mPV, Q.mDelay, Q.mIndex, Q.mBilled, Q.mPromo, Q.mAbove, Q.mBurst, Q.mCompute, Q.mRest, Q.mIdle, ...(spot ? [Q.mSpot] : [])].forEach((h, col) =>
    s.set(hdr, col, { v: h, bold: true, ...(col === M.contract ? { note: Q.contractNote } : {}) }),
  );
  s.set(hdr, M.premium, { v: X.mPremium, bold: true });
  if (rolls) {
    s.set(hdr, M.rollover, { v: X.mRollover, bold: true });
    s.set(hdr, M.rolloverRest, { v: X.mRolloverRest, bold: true });
  }
}

/** d windowPV / d price: the billed hours at the quote's own price, prepaid or paid in the window's months. */
function writeSlope({ s, sh, c, v, range, fmt, Q }: BlockContext, r0: number, slope: number): void {
  s.set(r0 + 7, 1, {
    v: slope,
    // Rollover months are paid in full (no prepayment); with the owed flag, the term's months past the window too.
    f: `(1+${c.premium})*(1+${c.taxC})*(${c.pfC}*(1-${c.pdC})*SUM(${range(M.rest)})+(1-${c.pfC})*(SUMPRODUCT(${range(M.rest)},${range(M.inWindow)},${range(M.factor)})+${sh.owedC}*(SUMPRODUCT(${range(M.rest)},${range(M.factor)})-SUMPRODUCT(${range(M.rest)},${range(M.inWindow)},${range(M.factor)})))${v.rolls ? `+SUMPRODUCT(${range(M.rolloverRest)},${range(M.inWindow)},${range(M.factor)})` : ''})`,
    fmt: fmt.hours,
    scale: Math.max(1, Math.abs(slope)),
    note: Q.slopeNote,
  });
}
