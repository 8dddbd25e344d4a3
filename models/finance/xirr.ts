// XIRR like Excel's: Σ amount_i/(1+r)^((d_i - d_0)/365) = 0 with d_0 the first flow's date
// (Actual/365, whole days). r is an annual rate. Roots are searched for r in [-0.99, 10]: the range
// is scanned on a grid uniform in ln(1+r) to bracket sign changes, each bracket is solved by a
// safeguarded Newton iteration to |f(r)| <= 1e-9 × Σ|amount_i|/(1+r)^t_i, and with several roots the
// one nearest 0 is returned (same rules as `irr`).
//
// The scan's values come from a recurrence, not 241 × n calls of exp: on a grid uniform in
// l = ln(1+r), each discount factor exp(−t_i·l) is the previous one times exp(−t_i·h). That value
// differs from the direct sum by less than 1e-12 of its scale (Σ|amount_i|·factor), so where it is
// farther from 0 than 1e-10 of the scale its sign is the direct sum's; closer to 0 the direct sum is
// used. Only the signs (and exact zeros) choose the cells, and each cell is solved by the same
// `solve`: the answer is the direct scan's, bit for bit, several times faster.
//
// Most flows change sign once in time order (outlays, then returns). Then the scan need not visit
// every grid point: with t* the time of the change, f(r)·(1+r)^t* = P(r) − N(r) where P (the
// returns, times after t*) falls and N (the outlays, times up to t*) rises with r, so f/scale =
// (P − N)/(P + N) is monotone in r. A bisection over the grid's indices with direct sums finds the
// one cell whose ends differ in sign; every point it skips lies on one side of a point it summed and
// is at least as far from 0 relative to its scale, so the scan would have read the same signs there.
// Any summed point too close to 0 to trust (within 1e-10 of its scale) sends it back to the full
// scan. The answer is again the scan's, bit for bit.
//
// Flows that change sign more often are scanned in blocks of 8 grid points: a block whose returns at
// its far end still outweigh its outlays at its near end (or the other way round) has one sign
// throughout and needs no point of its own (`scanByBlocks`); the others are walked point by point.
// (Model: Investment › Returns, XIRR.)

import type { IrrNote } from './irr';
import { addMonths, monthDayNumbers } from './months';

export interface DatedFlow {
  /** A Date or an ISO date string "YYYY-MM-DD". */
  date: Date | string;
  amount: number;
}

export interface XirrResult {
  /** Annual rate, or null (see note). */
  rate: number | null;
  note: IrrNote | 'invalid-date' | null;
  roots?: number[];
}

export const XIRR_MIN_RATE = -0.99;
export const XIRR_MAX_RATE = 10;
const GRID_POINTS = 241;
const MS_PER_DAY = 86_400_000;

/**
 * The monthly XIRR's working arrays, kept from call to call: a new Float64Array per array and call
 * cost more than the whole scan (each has a backing store of its own to allocate and collect).
 * XIRR runs synchronously and never calls itself, so one buffer per role suffices; every element a
 * call reads, it has written first.
 */
const SLOT = { amounts: 0, years: 1, days: 2, terms: 3, weights: 4, steps: 5, blockSteps: 6, fine: 7 } as const;
const pool: Float64Array[] = [];

/** The first n elements of the role's buffer (grown when too short). */
function buffer(slot: number, n: number): Float64Array {
  let b = pool[slot];
  if (b === undefined || b.length < n) pool[slot] = b = new Float64Array(Math.max(n, 2 * (b?.length ?? 0), 128));
  return b.subarray(0, n);
}

function timeOf(date: Date | string): number {
  if (typeof date !== 'string') return date.getTime();
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return Date.parse(date);
  // Date.UTC reads years 0–99 as 1900–1999: set the full year afterwards.
  const d = new Date(Date.UTC(2000, Number(m[2]) - 1, Number(m[3])));
  d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getTime();
}

interface Evaluation {
  f: number;
  df: number;
  scale: number;
}

function evaluate(amounts: Float64Array, years: Float64Array, r: number): Evaluation {
  const l = Math.log1p(r);
  let f = 0;
  let df = 0;
  let scale = 0;
  for (let i = 0; i < amounts.length; i++) {
    const d = Math.exp(-years[i] * l);
    const a = amounts[i];
    f += a * d;
    df -= (years[i] * a * d) / (1 + r);
    scale += Math.abs(a) * d;
  }
  return { f, df, scale };
}

function solve(amounts: Float64Array, years: Float64Array, lo: number, fLo: number, hi: number): number {
  let r = 0.5 * (lo + hi);
  const loPositive = fLo > 0;
  for (let iter = 0; iter < 200; iter++) {
    const { f, df, scale } = evaluate(amounts, years, r);
    if (f === 0) return r;
    if (f > 0 === loPositive) lo = r;
    else hi = r;
    let next = r - f / df;
    if (!(next > lo && next < hi)) next = 0.5 * (lo + hi);
    const small = Math.abs(next - r) <= 4e-16 * (1 + Math.abs(r)) || hi - lo <= 4e-16 * (1 + Math.abs(hi));
    if (small && Math.abs(f) <= 1e-9 * scale) return next;
    if (hi - lo <= 4e-16 * (1 + Math.abs(hi))) return next;
    r = next;
  }
  return r;
}

/** Annual IRR of dated flows (Excel XIRR semantics, no guess needed). */
export function xirr(flows: ReadonlyArray<DatedFlow>): XirrResult {
  return xirrWith(flows, false);
}

/** The scan with every grid value summed directly: `xirr` gives the same answer; exported so tests can hold it against this. */
export function xirrDirect(flows: ReadonlyArray<DatedFlow>): XirrResult {
  return xirrWith(flows, true);
}

function xirrWith(flows: ReadonlyArray<DatedFlow>, direct: boolean): XirrResult {
  const n = flows.length;
  const amounts = new Float64Array(n);
  const years = new Float64Array(n);
  const t0 = n > 0 ? timeOf(flows[0].date) : 0;
  for (let i = 0; i < n; i++) {
    const t = timeOf(flows[i].date);
    if (!Number.isFinite(t)) return { rate: null, note: 'invalid-date' };
    // Whole days: rounding absorbs daylight-saving shifts between local-time Dates.
    years[i] = Math.round((t - t0) / MS_PER_DAY) / 365;
    amounts[i] = flows[i].amount;
  }
  return ofYears(amounts, years, direct);
}

/** The XIRR of amounts at `years` after the first (both filled): no root without flows of both signs. */
function ofYears(amounts: Float64Array, years: Float64Array, direct: boolean): XirrResult {
  let hasPos = false;
  let hasNeg = false;
  for (let i = 0; i < amounts.length; i++) {
    if (amounts[i] > 0) hasPos = true;
    if (amounts[i] < 0) hasNeg = true;
  }
  if (!hasPos || !hasNeg) return { rate: null, note: 'no-sign-change' };
  return scan(amounts, years, direct);
}

/**
 * The XIRR of monthly flows CF_0..CF_H dated startDate + m calendar months (addMonths): the same
 * answer as `xirr` on those dated flows, bit for bit, with the day counts worked out in whole days
 * instead of formatting and parsing a date string per month.
 */
export function xirrOfMonths(startDate: string, cashflows: ArrayLike<number>): XirrResult {
  const n = cashflows.length;
  const days = monthDayNumbers(startDate, n, buffer(SLOT.days, n));
  if (days === null) {
    const flows: DatedFlow[] = [];
    for (let m = 0; m < n; m++) flows.push({ date: addMonths(startDate, m), amount: cashflows[m] });
    return xirr(flows);
  }
  const amounts = buffer(SLOT.amounts, n);
  const years = buffer(SLOT.years, n);
  for (let m = 0; m < n; m++) {
    amounts[m] = cashflows[m];
    years[m] = (days[m] - days[0]) / 365;
  }
  return ofYears(amounts, years, false);
}

const X_LO = Math.log1p(XIRR_MIN_RATE);
const X_HI = Math.log1p(XIRR_MAX_RATE);
/** Distance below which (relative to the scale) a recurrence value's sign is not trusted. */
const SIGN_MARGIN = 1e-10;

/** f when it is farther from 0 than SIGN_MARGIN of its scale (its sign is certain), else NaN. */
function trusted(f: number, scale: number): number {
  return (f < 0 ? -f : f) > SIGN_MARGIN * scale ? f : NaN;
}

/** f at the grid point l = X_LO + k·h by the recurrence (w_i = e^{−t_i·l}, advanced by q_i = e^{−t_i·h}); NaN when its sign is not certain. */
function recurrenceValue(amounts: Float64Array, w: Float64Array, q: Float64Array, k: number): number {
  let f = 0;
  let scale = 0;
  for (let i = 0; i < amounts.length; i++) {
    if (k > 0) w[i] *= q[i];
    const t = amounts[i] * w[i];
    f += t;
    scale += t < 0 ? -t : t;
  }
  return trusted(f, scale);
}

/** The grid's k-th rate (uniform in ln(1+r); the last is XIRR_MAX_RATE exactly). */
function gridRate(k: number): number {
  return k === GRID_POINTS - 1 ? XIRR_MAX_RATE : Math.expm1(X_LO + ((X_HI - X_LO) * k) / (GRID_POINTS - 1));
}

/** True when the flows, in time order, are finite and change sign exactly once (zeros skipped). */
function changesSignOnce(amounts: Float64Array, years: Float64Array): boolean {
  let sign = 0;
  let changes = 0;
  for (let i = 0; i < amounts.length; i++) {
    const a = amounts[i];
    if (!Number.isFinite(a) || !Number.isFinite(years[i]) || (i > 0 && years[i] < years[i - 1])) return false;
    if (a === 0) continue;
    const s = a > 0 ? 1 : -1;
    if (sign !== 0 && s !== sign) changes++;
    sign = s;
  }
  return changes === 1;
}

/** f at the grid's k-th rate summed directly, or NaN when it is within SIGN_MARGIN of its scale from 0. */
function certainValue(amounts: Float64Array, years: Float64Array, k: number): number {
  const { f, scale } = evaluate(amounts, years, gridRate(k));
  return trusted(f, scale);
}

/**
 * The scan's answer by bisection over the grid when the flows change sign once (see the header):
 * null when they do not, or when a point it sums is too close to 0 to trust (the full scan decides).
 * Exported for the tests that hold it against the scan.
 */
export function bisectOneChange(amounts: Float64Array, years: Float64Array): XirrResult | null {
  if (!changesSignOnce(amounts, years)) return null;
  let lo = 0;
  let hi = GRID_POINTS - 1;
  let fLo = certainValue(amounts, years, lo);
  const fHi = certainValue(amounts, years, hi);
  if (fLo !== fLo || fHi !== fHi) return null;
  if (fLo > 0 === fHi > 0) return { rate: null, note: 'no-root-in-range' };
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    const f = certainValue(amounts, years, mid);
    if (f !== f) return null;
    if (f > 0 === fLo > 0) {
      lo = mid;
      fLo = f;
    } else hi = mid;
  }
  return { rate: solve(amounts, years, gridRate(lo), fLo, gridRate(hi)), note: null };
}

/**
 * The scan's walk along the grid, point by point in order: only each value's sign, or an exact 0,
 * decides where a root is bracketed; each bracket is solved by `solve`.
 */
class GridWalk {
  private readonly roots: number[] = [];
  private lastSign = 0;
  /** The last point of nonzero value (its rate is worked out only when a bracket needs it). */
  private lastK = 0;
  private lastF = 0;
  private zeroAt: number | null = null;

  constructor(
    private readonly amounts: Float64Array,
    private readonly years: Float64Array,
  ) {}

  /** The k-th grid point's value f. */
  visit(k: number, f: number): void {
    if (f === 0) {
      if (k === 0 || k === GRID_POINTS - 1) this.roots.push(gridRate(k));
      else if (this.zeroAt === null && this.lastSign !== 0) this.zeroAt = gridRate(k);
      return;
    }
    const sign = f > 0 ? 1 : -1;
    if (this.lastSign !== 0 && sign !== this.lastSign) {
      this.roots.push(this.zeroAt ?? solve(this.amounts, this.years, gridRate(this.lastK), this.lastF, gridRate(k)));
    }
    this.zeroAt = null;
    this.lastSign = sign;
    this.lastK = k;
    this.lastF = f;
  }

  /** Points k0+1..k1 all have the sign of `f` (certainly, none 0): the walk as if each had been visited. */
  visitAlike(k0: number, k1: number, f: number): void {
    this.visit(k0 + 1, f);
    this.lastK = k1;
  }

  result(): XirrResult {
    const roots = this.roots;
    if (roots.length === 0) return { rate: null, note: 'no-root-in-range' };
    if (roots.length === 1) return { rate: roots[0], note: null };
    let best = roots[0];
    for (const r of roots) if (Math.abs(r) < Math.abs(best)) best = r;
    return { rate: best, note: 'several-roots', roots };
  }
}

/** Every grid cell of [XIRR_MIN_RATE, XIRR_MAX_RATE] checked for a sign change (uniform in ln(1+r)). */
function scan(amounts: Float64Array, years: Float64Array, direct: boolean): XirrResult {
  if (!direct) {
    const quick = bisectOneChange(amounts, years) ?? scanByBlocks(amounts, years);
    if (quick) return quick;
  }
  const n = amounts.length;
  const h = (X_HI - X_LO) / (GRID_POINTS - 1);
  const w = new Float64Array(n);
  const q = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    w[i] = Math.exp(-years[i] * X_LO);
    q[i] = Math.exp(-years[i] * h);
  }
  const walk = new GridWalk(amounts, years);
  for (let k = 0; k < GRID_POINTS; k++) {
    let f = direct ? NaN : recurrenceValue(amounts, w, q, k);
    if (f !== f) f = evaluate(amounts, years, gridRate(k)).f;
    walk.visit(k, f);
  }
  return walk.result();
}

/** Grid points per block of `scanByBlocks` (GRID_POINTS − 1 = 240 = 30 blocks of 8). */
const BLOCK = 8;
/** How far from 0, relative to its scale, a block's bound must be for its sign to be taken as certain. */
const BLOCK_MARGIN = 1e-9;

/**
 * The scan's answer, block by block. With every t_i >= 0, each returning term a_i·e^{−t_i·l} falls
 * as l = ln(1+r) grows, and so does each outlay's size: over a block [l_a, l_b] the returns P lie in
 * [P(l_b), P(l_a)] and the outlays N in [N(l_b), N(l_a)]. When P(l_b) − N(l_a) > 0 (or N(l_b) −
 * P(l_a) > 0) by more than BLOCK_MARGIN of the scale P(l_a) + N(l_a), which bounds every scale
 * inside, f has that sign at every point of the block, far enough from 0 that the scan reads it
 * so: the block needs no point of its own. Other blocks are walked point by point as the scan
 * walks them. Null when a time is negative or a value is not finite (the scan decides).
 */
function scanByBlocks(amounts: Float64Array, years: Float64Array): XirrResult | null {
  const n = amounts.length;
  for (let i = 0; i < n; i++) if (!(years[i] >= 0) || !Number.isFinite(amounts[i]) || !Number.isFinite(years[i])) return null;
  // The terms reordered, returns first (0..nP−1) then outlays, zeros left out: P and N without a branch.
  const order: number[] = [];
  for (let i = 0; i < n; i++) if (amounts[i] > 0) order.push(i);
  const nP = order.length;
  for (let i = 0; i < n; i++) if (amounts[i] < 0) order.push(i);
  const m = order.length;
  const a = buffer(SLOT.terms, m);
  const w = buffer(SLOT.weights, m);
  const q = buffer(SLOT.steps, m);
  const qBlock = buffer(SLOT.blockSteps, m);
  const fine = buffer(SLOT.fine, m);
  const h = (X_HI - X_LO) / (GRID_POINTS - 1);
  for (let j = 0; j < m; j++) {
    const i = order[j];
    a[j] = amounts[i];
    w[j] = Math.exp(-years[i] * X_LO);
    q[j] = Math.exp(-years[i] * h);
    const q2 = q[j] * q[j];
    const q4 = q2 * q2;
    qBlock[j] = q4 * q4; // BLOCK = 8 steps (a bound only needs it to within rounding)
  }
  const walk = new GridWalk(amounts, years);
  let p0 = termSum(a, w, 0, nP);
  let n0 = -termSum(a, w, nP, m);
  walk.visit(0, certainOr(p0 - n0, p0 + n0, amounts, years, 0));
  for (let k0 = 0; k0 < GRID_POINTS - 1; k0 += BLOCK) {
    fine.set(w);
    for (let j = 0; j < m; j++) w[j] *= qBlock[j];
    const p1 = termSum(a, w, 0, nP);
    const n1 = -termSum(a, w, nP, m);
    const margin = BLOCK_MARGIN * (p0 + n0);
    if (p1 - n0 > margin) walk.visitAlike(k0, k0 + BLOCK, 1);
    else if (n1 - p0 > margin) walk.visitAlike(k0, k0 + BLOCK, -1);
    else {
      for (let k = k0 + 1; k <= k0 + BLOCK; k++) {
        for (let j = 0; j < m; j++) fine[j] *= q[j];
        const p = termSum(a, fine, 0, nP);
        const o = -termSum(a, fine, nP, m);
        walk.visit(k, certainOr(p - o, p + o, amounts, years, k));
      }
    }
    p0 = p1;
    n0 = n1;
  }
  return walk.result();
}

/** Σ a_j·w_j for j in [from, to). */
function termSum(a: Float64Array, w: Float64Array, from: number, to: number): number {
  let s = 0;
  for (let j = from; j < to; j++) s += a[j] * w[j];
  return s;
}

/** f when it is farther from 0 than SIGN_MARGIN of its scale, else the k-th point's direct sum. */
function certainOr(f: number, scale: number, amounts: Float64Array, years: Float64Array, k: number): number {
  const sure = trusted(f, scale);
  return sure === sure ? sure : evaluate(amounts, years, gridRate(k)).f;
}
