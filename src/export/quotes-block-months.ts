// The month rows of one quote's block on the Quotes sheet (quotes-block.ts writes the labelled terms
// above them): months 0..max(d+T, W), each a contract month (docs/model.md › Quotes › Terms, quote
// terms and quote window), a rollover month (Quotes › Rollover and demand end) or a month outside the term (the
// prepayment in month 0, bridging before delivery, fallback or nothing after the term), then the
// payment, window, discounting and delay columns every month has.
import type { QuoteMonth, QuoteResult } from '../../models/quotes';
import { demandOf, NO_WORKLOAD } from '../../models/quote-schedule';
import type { Scenario } from '../../models/scenario/types';
import type { WorkbookMessages } from '../i18n/areas/workbook';
import type { Shared } from './quotes-block';
import { a1, columnName, type Cell, type Formats, type SheetBuilder } from './sheet';

/** Month block columns (spot only on a spot quote; premium on every quote; the rollover pair only on a rolling one). */
export const M = {
  month: 0, phase: 1, demand: 2, used: 3, bridged: 4, contract: 5, fallback: 6, payment: 7, inWindow: 8, factor: 9, pv: 10, delay: 11,
  index: 12, billed: 13, promo: 14, above: 15, burst: 16, compute: 17, rest: 18, idle: 19, spot: 20, premium: 21, rollover: 22, rolloverRest: 23,
} as const;

/** The quote's terms as numbers (the scenario's, defaults filled): the month rows' cached values. */
export interface TermValues {
  capH: number;
  /** Committed share, annual escalation, prepaid fraction and its discount. */
  c: number; e: number; pf: number; pd: number;
  /** 1 + region premium, 1 + tax rate. */
  rp: number; tax: number;
  promoH: number;
  abovePrice: number | null;
  burstPrice: number | null;
  monthlyPromo: boolean;
  /** Issue 27: a spot quote serves this share of its hours within capacity; null when not spot. */
  spotA: number | null;
  /** Quotes › Rollover and demand end: window months after the term are contract months without commitment. */
  rolls: boolean;
  /** Storage and egress beyond what is included, per month. */
  other: number;
}

/** The labelled terms' cells (absolute) that the month formulas read. */
export interface TermRefs {
  price: string; premium: string; taxC: string; capC: string; delivery: string; term: string; slopeC: string;
  commitC: string; escC: string; promoHC: string; promoPC: string; pfC: string; pdC: string;
  aboveC: string; burstC: string; otherC: string;
  /** The spot availability's cell when the quote states one, else null. */
  spot: string | null;
}

export interface BlockContext {
  s: SheetBuilder;
  q: QuoteResult;
  sh: Shared;
  fmt: Formats;
  Q: WorkbookMessages['quotes'];
  wl: Scenario['workload'];
  v: TermValues;
  c: TermRefs;
  /** Row of month 0. */
  first: number;
  /** Absolute range of a month column over the block's months. */
  range: (col: number) => string;
  hourScale: number;
  moneyScale: number;
}

interface MonthRow {
  r: number;
  m: number;
  A: (col: number) => string;
  demand: number;
  bridging: boolean;
  after: boolean;
}

const zero = (format: string): Cell => ({ v: 0, fmt: format });

/** Month m of the block: its phase and demand, the phase's columns, then the payment columns. */
export function monthRow(x: BlockContext, m: number): void {
  const { s, q, sh, fmt, Q, v } = x;
  const X = sh.X;
  const r = x.first + m;
  const A = (col: number) => a1(r, col);
  const d = q.deliveryMonth;
  const end = d + q.termMonths;
  const bridging = m >= 1 && m <= d;
  const contract = m > d && m <= end;
  const after = m > end;
  const rollover = after && v.rolls;
  const month = m >= 1 && m <= end ? q.schedule[m - 1] : undefined;
  s.set(r, M.month, { v: m, fmt: fmt.month });
  s.set(r, M.phase, { v: m === 0 ? Q.phasePrepay : bridging ? Q.phaseBridging : contract ? (m > sh.W ? Q.phaseOwed : Q.phaseContract) : rollover ? X.phaseRollover : sh.bridgePrice === null ? Q.phaseUncovered : Q.phaseFallback });
  const demand = month?.demandGPUHours ?? (m === 0 ? 0 : demandOf(x.wl ?? NO_WORKLOAD, m));
  // Quotes › Rollover and demand end: 0 after the end month (the cell holds text when there is none).
  const demandF = `IF(AND(ISNUMBER(${sh.endC}),${A(M.month)}>${sh.endC}),0,${sh.demandC}*(1+${sh.growthC})^INT((${A(M.month)}-1)/12))`;
  s.set(r, M.demand, m === 0 ? zero(fmt.hours) : { v: demand, f: demandF, fmt: fmt.hours, scale: x.hourScale });
  s.set(r, M.premium, zero(fmt.money));
  if (v.rolls) {
    s.set(r, M.rollover, zero(fmt.money));
    s.set(r, M.rolloverRest, zero(fmt.hours));
  }
  const row: MonthRow = { r, m, A, demand, bridging, after };
  if (contract && month) contractMonth(x, row, month);
  else if (rollover) rolloverMonth(x, row);
  else outsideTermMonth(x, row);
  paymentColumns(x, row, month);
}

/** A month of the term: the contract's terms month by month (docs/model.md › Quotes › Terms, quote terms and quote window). */
function contractMonth(x: BlockContext, { r, m, A, demand }: MonthRow, month: QuoteMonth): void {
  const { s, q, fmt, v, c } = x;
  const { hourScale, moneyScale } = x;
  const bridge = x.sh.bridgePrice;
  const spot = c.spot;
  const k = m - q.deliveryMonth;
  const index = Math.pow(1 + v.e, Math.floor((k - 1) / 12));
  const base = `MIN(${A(M.demand)},${c.capC})`;
  // The hours the quote serves: all of base, or a spot quote's share of it.
  const served = spot ? `${spot}*${base}` : base;
  const unit = `${c.price}*(1+${c.premium})*${A(M.index)}`;
  if (spot) {
    s.set(r, M.spot, bridge === null ? zero(fmt.hours) : { v: month.spotFallbackGPUHours, f: `${base}-${served}`, fmt: fmt.hours, scale: hourScale });
  }
  s.set(r, M.index, { v: index, f: `(1+${c.escC})^INT((${A(M.month)}-${c.delivery}-1)/12)`, fmt: '0.000000', scale: 1 });
  s.set(r, M.billed, { v: month.billedGPUHours, f: `MAX(${served},${c.commitC})`, fmt: fmt.hours, scale: hourScale });
  // Absolute at both ends (HyperFormula 3.5 miscounts a range with a relative end).
  const earlier = `SUM($${columnName(M.promo)}$${x.first + 1}:${a1(r - 1, M.promo, true)})`;
  s.set(r, M.promo, { v: month.promoGPUHours, f: v.monthlyPromo ? `MIN(MAX(0,${c.promoHC}),${A(M.billed)})` : `MIN(${A(M.billed)},MAX(0,${c.promoHC})-${earlier})`, fmt: fmt.hours, scale: Math.max(hourScale, v.promoH) });
  s.set(r, M.above, { v: month.aboveCommitGPUHours, f: `MAX(0,${served}-${c.commitC})`, fmt: fmt.hours, scale: hourScale });
  s.set(r, M.burst, v.burstPrice === null ? zero(fmt.hours) : { v: month.burstGPUHours, f: `MAX(0,${A(M.demand)}-${c.capC})`, fmt: fmt.hours, scale: hourScale });
  const [O, N, P] = [A(M.promo), A(M.billed), A(M.above)];
  const computeF = v.abovePrice === null
    ? `${O}*${c.promoPC}+(${N}-${O})*${unit}`
    : `${O}*${c.promoPC}+(${c.commitC}-MIN(${O},${c.commitC}))*${unit}+(${P}-MAX(0,${O}-${c.commitC}))*${c.aboveC}*(1+${c.premium})*${A(M.index)}`;
  s.set(r, M.compute, { v: month.compute, f: computeF, fmt: fmt.money, scale: moneyScale });
  if (v.abovePrice !== null) {
    // What the hours above the commitment pay over the quote's own price (promo hours pay none), with tax.
    const premiumV = (month.aboveCommitGPUHours - Math.max(0, month.promoGPUHours - v.c * v.capH)) * (month.aboveCommitUnitPrice - month.unitPrice) * v.tax;
    s.set(r, M.premium, { v: premiumV, f: `(${P}-MAX(0,${O}-${c.commitC}))*(${c.aboveC}-${c.price})*(1+${c.premium})*${A(M.index)}*(1+${c.taxC})`, fmt: fmt.money, scale: moneyScale });
  }
  const rest = v.abovePrice === null ? month.billedGPUHours - month.promoGPUHours : v.c * v.capH - Math.min(month.promoGPUHours, v.c * v.capH);
  s.set(r, M.rest, { v: rest * index, f: v.abovePrice === null ? `(${N}-${O})*${A(M.index)}` : `(${c.commitC}-MIN(${O},${c.commitC}))*${A(M.index)}`, fmt: fmt.hours, scale: hourScale });
  s.set(r, M.used, { v: month.usedGPUHours, f: spot ? `${served}+${A(M.spot)}+${A(M.burst)}` : `${base}+${A(M.burst)}`, fmt: fmt.hours, scale: hourScale });
  // Committed hours not used (billed beyond the hours served), at the month's unit price, with tax.
  const idle = (month.billedGPUHours - (v.spotA ?? 1) * Math.min(demand, v.capH)) * q.pricePerGPUHour * v.rp * index * v.tax;
  s.set(r, M.idle, { v: idle, f: `(${N}-${served})*${unit}*(1+${c.taxC})`, fmt: fmt.money, scale: moneyScale });
  const burstF = v.burstPrice === null ? '' : `+${A(M.burst)}*${c.burstC}*(1+${c.premium})`;
  const spotF = spot && bridge !== null ? `+${A(M.spot)}*${x.sh.bridgeC}` : '';
  s.set(r, M.contract, { v: month.payment, f: `((1-${c.pfC})*${A(M.compute)}${burstF}${spotF}+${c.otherC})*(1+${c.taxC})`, fmt: fmt.money, scale: moneyScale });
}

/**
 * A rollover month (docs/model.md › Quotes › Rollover and demand end): capacity, burst, storage and egress as a contract
 * month, no commitment, no promotion, no prepayment (compute stays 0 so the prepayment leaves it
 * out), at the unit price of the term's last month.
 */
function rolloverMonth(x: BlockContext, { r, A, demand }: MonthRow): void {
  const { s, q, fmt, v, c } = x;
  const { hourScale, moneyScale } = x;
  const bridge = x.sh.bridgePrice;
  const bridgeC = bridge === null ? null : x.sh.bridgeC;
  const burst = v.burstPrice !== null;
  const unitT = q.schedule[q.deliveryMonth + q.termMonths - 1].unitPrice;
  const indexT = Math.pow(1 + v.e, Math.floor((q.termMonths - 1) / 12));
  for (const col of [M.promo, M.above, M.compute, M.rest, M.idle]) s.set(r, col, zero(col === M.compute || col === M.idle ? fmt.money : fmt.hours));
  const baseV = Math.min(demand, v.capH);
  const servedV = (v.spotA ?? 1) * baseV;
  const spotV = bridge !== null ? baseV - servedV : 0;
  const burstV = v.burstPrice !== null ? Math.max(0, demand - v.capH) : 0;
  const base = `MIN(${A(M.demand)},${c.capC})`;
  const served = c.spot ? `${c.spot}*${base}` : base;
  s.set(r, M.index, { v: indexT, f: `(1+${c.escC})^INT((${c.term}-1)/12)`, fmt: '0.000000', scale: 1 });
  s.set(r, M.billed, { v: servedV, f: served, fmt: fmt.hours, scale: hourScale });
  s.set(r, M.burst, burst ? { v: burstV, f: `MAX(0,${A(M.demand)}-${c.capC})`, fmt: fmt.hours, scale: hourScale } : zero(fmt.hours));
  if (c.spot) s.set(r, M.spot, bridgeC === null ? zero(fmt.hours) : { v: spotV, f: `${base}-${served}`, fmt: fmt.hours, scale: hourScale });
  s.set(r, M.used, { v: servedV + spotV + burstV, f: `${c.spot ? `${served}+${A(M.spot)}` : base}+${A(M.burst)}`, fmt: fmt.hours, scale: hourScale });
  const pay = (servedV * unitT + burstV * (v.burstPrice ?? 0) * v.rp + spotV * (bridge ?? 0) + v.other) * v.tax;
  const burstF = burst ? `+${A(M.burst)}*${c.burstC}*(1+${c.premium})` : '';
  const spotF = c.spot && bridgeC !== null ? `+${A(M.spot)}*${bridgeC}` : '';
  s.set(r, M.rollover, { v: pay, f: `(${A(M.billed)}*${c.price}*(1+${c.premium})*${A(M.index)}${burstF}${spotF}+${c.otherC})*(1+${c.taxC})`, fmt: fmt.money, scale: moneyScale });
  s.set(r, M.rolloverRest, { v: servedV * indexT, f: `${A(M.billed)}*${A(M.index)}`, fmt: fmt.hours, scale: hourScale });
  s.set(r, M.contract, zero(fmt.money));
}

/** Month 0 (the prepayment of the whole term's compute), bridging before delivery, or after the term without rollover. */
function outsideTermMonth(x: BlockContext, { r, m, A, demand, bridging, after }: MonthRow): void {
  const { s, q, fmt, c } = x;
  for (const col of [M.index, M.billed, M.promo, M.above, M.burst, M.compute, M.rest, M.idle, ...(c.spot ? [M.spot] : [])]) s.set(r, col, zero(col === M.index ? '0.000000' : col === M.compute || col === M.idle ? fmt.money : fmt.hours));
  const covered = (bridging || after) && x.sh.bridgePrice !== null;
  const used = covered ? Math.min(demand, x.v.capH) : 0;
  s.set(r, M.used, covered ? { v: used, f: `MIN(${A(M.demand)},${c.capC})`, fmt: fmt.hours, scale: x.hourScale } : zero(fmt.hours));
  // Month 0: the prepayment of the whole term's compute.
  s.set(r, M.contract, m === 0 ? { v: q.payments[0], f: `${c.pfC}*SUM(${x.range(M.compute)})*(1-${c.pdC})*(1+${c.taxC})`, fmt: fmt.money, scale: x.moneyScale } : zero(fmt.money));
}

/** Every month: bridged, fallback and total payment, in the window, discount factor, present value, delay cost. */
function paymentColumns(x: BlockContext, { r, m, A, bridging, after }: MonthRow, month: QuoteMonth | undefined): void {
  const { s, q, sh, fmt, v, c } = x;
  const moneyScale = x.moneyScale;
  const bridge = sh.bridgePrice;
  const used = (s.get(r, M.used)?.v as number) ?? 0;
  const bridgedPay = bridging && bridge !== null ? (month?.payment ?? 0) : 0;
  s.set(r, M.bridged, bridging && bridge !== null ? { v: bridgedPay, f: `${A(M.used)}*${sh.bridgeC}*(1+${c.taxC})`, fmt: fmt.money, scale: moneyScale } : zero(fmt.money));
  const contractPay = (s.get(r, M.contract)?.v as number) ?? 0;
  const fallback = after && !v.rolls && bridge !== null;
  const fallbackPay = fallback ? used * bridge * v.tax : 0;
  s.set(r, M.fallback, fallback ? { v: fallbackPay, f: `${A(M.used)}*${sh.bridgeC}*(1+${c.taxC})`, fmt: fmt.money, scale: moneyScale } : zero(fmt.money));
  const rolloverPay = v.rolls ? ((s.get(r, M.rollover)?.v as number) ?? 0) : 0;
  const pay = bridgedPay + contractPay + fallbackPay + rolloverPay;
  s.set(r, M.payment, { v: pay, f: `${A(M.bridged)}+${A(M.contract)}+${A(M.fallback)}${v.rolls ? `+${A(M.rollover)}` : ''}`, fmt: fmt.money, scale: moneyScale });
  const inWindow = m <= sh.W ? 1 : 0;
  s.set(r, M.inWindow, { v: inWindow, f: `IF(${A(M.month)}<=${sh.Wc},1,0)`, fmt: fmt.month, scale: 1 });
  const factor = Math.pow(1 + (x.wl?.discountRate ?? 0), -m / 12);
  s.set(r, M.factor, { v: factor, f: `(1+${sh.rateC})^(-${A(M.month)}/12)`, fmt: '0.000000', scale: 1 });
  s.set(r, M.pv, { v: pay * inWindow * factor, f: `${A(M.payment)}*${A(M.inWindow)}*${A(M.factor)}`, fmt: fmt.money, scale: moneyScale });
  const delay = bridging && bridge !== null ? used * (bridge - q.pricePerGPUHour * v.rp) * v.tax : 0;
  s.set(r, M.delay, bridging && bridge !== null ? { v: delay, f: `${A(M.used)}*(${sh.bridgeC}-${c.price}*(1+${c.premium}))*(1+${c.taxC})`, fmt: fmt.money, scale: moneyScale } : zero(fmt.money));
}
