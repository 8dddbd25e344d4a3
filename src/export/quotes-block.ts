// One quote of the Quotes sheet month by month (docs/model.md › Quotes › Window's window): its labelled terms, then
// months 0..max(d+T, W) with the contract's terms as formulas — indexation, billed, promo, above the
// commitment, burst, compute, the prepayment, bridged, fallback and rollover payments (model:
// Quotes › rollover), demand ending (Quotes › demand end), discounting. quotes-sheet.ts sums them.
import type { QuoteResult } from '../../models/quotes';
import type { Scenario } from '../../models/scenario/types';
import { fillWorkbook, type WorkbookMessages } from '../i18n/areas/workbook';
import type { InputsSheet } from './inputs-sheet';
import { demandOf, NO_WORKLOAD } from '../../models/quote-schedule';
import type { WorkbookQuotesMessages } from '../i18n/areas/workbook-quotes';
import { a1, columnName, type Cell, type Formats, type SheetBuilder } from './sheet';

/** Month block columns (spot only on a spot quote; premium on every quote; the rollover pair only on a rolling one). */
export const M = {
  month: 0, phase: 1, demand: 2, used: 3, bridged: 4, contract: 5, fallback: 6, payment: 7, inWindow: 8, factor: 9, pv: 10, delay: 11,
  index: 12, billed: 13, promo: 14, above: 15, burst: 16, compute: 17, rest: 18, idle: 19, spot: 20, premium: 21, rollover: 22, rolloverRest: 23,
} as const;

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
  const X = sh.X;
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
  // the bridge price (uncovered without one). Absent: the quote window formulas, unchanged.
  const spotA = sq?.spotAvailability ?? null;
  // Quotes › rollover: window months after the term are contract months without commitment.
  const rolls = q.rollover === 'monthly';
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
    [X.rollover, { v: rolls ? X.rolloverYes : X.rolloverNo }],
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
  s.set(hdr, M.premium, { v: X.mPremium, bold: true });
  if (rolls) {
    s.set(hdr, M.rollover, { v: X.mRollover, bold: true });
    s.set(hdr, M.rolloverRest, { v: X.mRolloverRest, bold: true });
  }
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
    const rollover = after && rolls;
    const month = m >= 1 && m <= end ? q.schedule[m - 1] : undefined;
    s.set(r, M.month, { v: m, fmt: fmt.month });
    s.set(r, M.phase, { v: m === 0 ? Q.phasePrepay : bridging ? Q.phaseBridging : contract ? (m > sh.W ? Q.phaseOwed : Q.phaseContract) : rollover ? X.phaseRollover : bridge === null ? Q.phaseUncovered : Q.phaseFallback });
    const demand = month?.demandGPUHours ?? (m === 0 ? 0 : demandOf(wl ?? NO_WORKLOAD, m));
    // Quotes › demand end: 0 after the end month (the cell holds text when there is none).
    const demandF = `IF(AND(ISNUMBER(${sh.endC}),${A(M.month)}>${sh.endC}),0,${sh.demandC}*(1+${sh.growthC})^INT((${A(M.month)}-1)/12))`;
    s.set(r, M.demand, m === 0 ? zero(fmt.hours) : { v: demand, f: demandF, fmt: fmt.hours, scale: hourScale });
    s.set(r, M.premium, zero(fmt.money));
    if (rolls) {
      s.set(r, M.rollover, zero(fmt.money));
      s.set(r, M.rolloverRest, zero(fmt.hours));
    }
    // The contract's terms month by month (docs/model.md › Quotes › Terms, quote terms and quote window).
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
      if (abovePrice !== null) {
        // What the hours above the commitment pay over the quote's own price (promo hours pay none), with tax.
        const premiumV = (month.aboveCommitGPUHours - Math.max(0, month.promoGPUHours - c * capH)) * (month.aboveCommitUnitPrice - month.unitPrice) * tax;
        s.set(r, M.premium, { v: premiumV, f: `(${P}-MAX(0,${O}-${commitC}))*(${aboveC}-${price})*(1+${premium})*${A(M.index)}*(1+${taxC})`, fmt: fmt.money, scale: moneyScale });
      }
      const rest = abovePrice === null ? month.billedGPUHours - month.promoGPUHours : c * capH - Math.min(month.promoGPUHours, c * capH);
      s.set(r, M.rest, { v: rest * index, f: abovePrice === null ? `(${N}-${O})*${A(M.index)}` : `(${commitC}-MIN(${O},${commitC}))*${A(M.index)}`, fmt: fmt.hours, scale: hourScale });
      s.set(r, M.used, { v: month.usedGPUHours, f: spot ? `${served}+${A(M.spot)}+${A(M.burst)}` : `${base}+${A(M.burst)}`, fmt: fmt.hours, scale: hourScale });
      // Committed hours not used (billed beyond the hours served), at the month's unit price, with tax.
      const idle = (month.billedGPUHours - (spotA ?? 1) * Math.min(demand, capH)) * q.pricePerGPUHour * rp * index * tax;
      s.set(r, M.idle, { v: idle, f: `(${N}-${served})*${unit}*(1+${taxC})`, fmt: fmt.money, scale: moneyScale });
      const burstF = burstPrice === null ? '' : `+${A(M.burst)}*${burstC}*(1+${premium})`;
      const spotF = spot && bridge !== null ? `+${A(M.spot)}*${sh.bridgeC}` : '';
      s.set(r, M.contract, { v: month.payment, f: `((1-${pfC})*${A(M.compute)}${burstF}${spotF}+${otherC})*(1+${taxC})`, fmt: fmt.money, scale: moneyScale });
    } else if (rollover) {
      rolloverMonth(s, r, A, { capC, spot, price, premium, taxC, escC, term, burstC, otherC, bridgeC: bridge === null ? null : sh.bridgeC, burst: burstPrice !== null }, { demand, capH, spotA, bridge, unitT: q.schedule[end - 1].unitPrice, indexT: Math.pow(1 + e, Math.floor((q.termMonths - 1) / 12)), other, tax, burstPrice, rp }, fmt, hourScale, moneyScale);
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
    const fallback = after && !rolls && bridge !== null;
    const fallbackPay = fallback ? used * bridge * tax : 0;
    s.set(r, M.fallback, fallback ? { v: fallbackPay, f: `${A(M.used)}*${sh.bridgeC}*(1+${taxC})`, fmt: fmt.money, scale: moneyScale } : zero(fmt.money));
    const rolloverPay = rolls ? ((s.get(r, M.rollover)?.v as number) ?? 0) : 0;
    const pay = bridgedPay + contractPay + fallbackPay + rolloverPay;
    s.set(r, M.payment, { v: pay, f: `${A(M.bridged)}+${A(M.contract)}+${A(M.fallback)}${rolls ? `+${A(M.rollover)}` : ''}`, fmt: fmt.money, scale: moneyScale });
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
      // Rollover months are paid in full (no prepayment); with the owed flag, the term's months past the window too.
      f: `(1+${premium})*(1+${taxC})*(${pfC}*(1-${pdC})*SUM(${range(M.rest)})+(1-${pfC})*(SUMPRODUCT(${range(M.rest)},${range(M.inWindow)},${range(M.factor)})+${sh.owedC}*(SUMPRODUCT(${range(M.rest)},${range(M.factor)})-SUMPRODUCT(${range(M.rest)},${range(M.inWindow)},${range(M.factor)})))${rolls ? `+SUMPRODUCT(${range(M.rolloverRest)},${range(M.inWindow)},${range(M.factor)})` : ''})`,
      fmt: fmt.hours,
      scale: Math.max(1, Math.abs(slope)),
      note: Q.slopeNote,
    });
  }
  return { range, price, premium, term, delivery, slope: slopeC, tax: taxC, spot, next: lastRow + 3 };
}

interface RolloverRefs {
  capC: string; spot: string | null; price: string; premium: string; taxC: string; escC: string; term: string;
  burstC: string; otherC: string; bridgeC: string | null; burst: boolean;
}
interface RolloverValues {
  demand: number; capH: number; spotA: number | null; bridge: number | null; unitT: number; indexT: number;
  other: number; tax: number; burstPrice: number | null; rp: number;
}

/**
 * A rollover month (model: Quotes › rollover): capacity, burst, storage and egress as a contract
 * month, no commitment, no promotion, no prepayment (compute stays 0 so the prepayment leaves it
 * out), at the unit price of the term's last month.
 */
function rolloverMonth(s: SheetBuilder, r: number, A: (col: number) => string, c: RolloverRefs, v: RolloverValues, fmt: Formats, hourScale: number, moneyScale: number): void {
  const zero = (format: string): Cell => ({ v: 0, fmt: format });
  for (const col of [M.promo, M.above, M.compute, M.rest, M.idle]) s.set(r, col, zero(col === M.compute || col === M.idle ? fmt.money : fmt.hours));
  const baseV = Math.min(v.demand, v.capH);
  const servedV = (v.spotA ?? 1) * baseV;
  const spotV = v.bridge !== null ? baseV - servedV : 0;
  const burstV = v.burstPrice !== null ? Math.max(0, v.demand - v.capH) : 0;
  const base = `MIN(${A(M.demand)},${c.capC})`;
  const served = c.spot ? `${c.spot}*${base}` : base;
  s.set(r, M.index, { v: v.indexT, f: `(1+${c.escC})^INT((${c.term}-1)/12)`, fmt: '0.000000', scale: 1 });
  s.set(r, M.billed, { v: servedV, f: served, fmt: fmt.hours, scale: hourScale });
  s.set(r, M.burst, c.burst ? { v: burstV, f: `MAX(0,${A(M.demand)}-${c.capC})`, fmt: fmt.hours, scale: hourScale } : zero(fmt.hours));
  if (c.spot) s.set(r, M.spot, c.bridgeC === null ? zero(fmt.hours) : { v: spotV, f: `${base}-${served}`, fmt: fmt.hours, scale: hourScale });
  s.set(r, M.used, { v: servedV + spotV + burstV, f: `${c.spot ? `${served}+${A(M.spot)}` : base}+${A(M.burst)}`, fmt: fmt.hours, scale: hourScale });
  const pay = (servedV * v.unitT + burstV * (v.burstPrice ?? 0) * v.rp + spotV * (v.bridge ?? 0) + v.other) * v.tax;
  const burstF = c.burst ? `+${A(M.burst)}*${c.burstC}*(1+${c.premium})` : '';
  const spotF = c.spot && c.bridgeC !== null ? `+${A(M.spot)}*${c.bridgeC}` : '';
  s.set(r, M.rollover, { v: pay, f: `(${A(M.billed)}*${c.price}*(1+${c.premium})*${A(M.index)}${burstF}${spotF}+${c.otherC})*(1+${c.taxC})`, fmt: fmt.money, scale: moneyScale });
  s.set(r, M.rolloverRest, { v: servedV * v.indexT, f: `${A(M.billed)}*${A(M.index)}`, fmt: fmt.hours, scale: hourScale });
  s.set(r, M.contract, zero(fmt.money));
}
