// Internal rate of return of monthly cash flows, per docs/model.md › Investment › Returns:
// roots are the monthly rates r in [-0.5, 1.0] where NPV changes sign (or is exactly 0 at the range's
// ends); touching roots are not reported; each root is located to |NPV(r)| <= 1e-9 * Σ|CF_m|/(1+r)^m
// (in practice to machine precision); with several roots the one nearest 0 is returned.
//
// NPV(r) = P(v) = Σ CF_m v^m with v = 1/(1+r), a polynomial evaluated by Horner's rule; the range
// r in [-0.5, 1.0] is v in [0.5, 2]. Three paths, fastest first:
// 1. One sign change in the flows: exactly one positive root in v (Descartes' rule of signs): Newton
//    from r = 0; only if an iterate leaves the range, end-point evaluations and a bracketed Newton.
// 2. Several sign changes: the same Newton iteration (or, failing that, a bracketed one when the
//    ends differ in sign), then an O(n) certificate (cumulative sums, see `rootFree`) that the deflated
//    polynomial has no other root in range; with ends of equal sign, the same certificate that P has
//    none.
// 3. Otherwise a scan of a fixed grid (denser near 0) brackets every sign change, each solved as above.
//    Two roots inside one grid cell (0.25 to 2.5 percentage points of monthly rate wide) cannot be
//    told from none; paths 1 and 2 are exact in that respect.
// The hot loops allocate nothing; irrRate allocates nothing at all (but for the rare grid scan).

export type IrrNote = 'no-sign-change' | 'no-root-in-range' | 'several-roots';

export interface IrrResult {
  /** Monthly rate, or null (see note). */
  irr: number | null;
  note: IrrNote | null;
  /** All roots found in [-0.5, 1.0], ascending; only given with note "several-roots". */
  roots?: number[];
}

export const IRR_MIN_RATE = -0.5;
export const IRR_MAX_RATE = 1.0;
const V_AT_MAX_RATE = 1 / (1 + IRR_MAX_RATE); // 0.5
const V_AT_MIN_RATE = 1 / (1 + IRR_MIN_RATE); // 2
const MAX_ITERATIONS = 200;

// Scratch for the evaluator (no allocation in the hot loop): P'(v) from the last `evaluate`.
let evalDP = 0;

/** P(v) by Horner's rule; leaves P'(v) in evalDP. */
function evaluate(cfs: ArrayLike<number>, v: number): number {
  let p = 0;
  let dp = 0;
  for (let k = cfs.length - 1; k >= 0; k--) {
    dp = dp * v + p;
    p = p * v + cfs[k];
  }
  evalDP = dp;
  return p;
}

/** P(v) alone. */
function value(cfs: ArrayLike<number>, v: number): number {
  let p = 0;
  for (let k = cfs.length - 1; k >= 0; k--) p = p * v + cfs[k];
  return p;
}

// Convergence without measuring the tolerance's scale S(v) = Σ|CF_m| v^m: |P(v)| = |step|·|P'(v)| and
// v·|P'(v)| <= n·S(v), so a Newton step below (1e-10/n)·v means |P(v)| <= 1e-10·S(v), inside the
// docs/model.md tolerance (1e-9) already; the value returned is one more Newton step, v - step, whose
// residual is of order step²·P'' <= 1e-20·S(v).
function stepTolerance(cfs: ArrayLike<number>): number {
  return 1e-10 / Math.max(1, cfs.length - 1);
}

/**
 * Path 1: plain Newton from v = 1 (r = 0) for flows with one sign change, whose only positive root
 * it converges to. NaN when an iterate leaves [0.5, 2] or it does not settle: the caller then brackets.
 */
function newtonFromZero(cfs: ArrayLike<number>): number {
  const tol = stepTolerance(cfs);
  let v = 1;
  for (let iter = 0; iter < 40; iter++) {
    const p = evaluate(cfs, v);
    if (p === 0) return v;
    const step = p / evalDP;
    const next = v - step;
    if (!(next >= V_AT_MAX_RATE && next <= V_AT_MIN_RATE)) return NaN;
    if ((step < 0 ? -step : step) <= tol * v) return next;
    v = next;
  }
  return NaN;
}

/** Root in v of P within (lo, hi), given P(lo) and P(hi) of opposite signs. Safeguarded Newton. */
function solveBracket(cfs: ArrayLike<number>, lo: number, pLo: number, hi: number, v0: number): number {
  let v = v0 > lo && v0 < hi ? v0 : 0.5 * (lo + hi);
  const loPositive = pLo > 0;
  const tol = stepTolerance(cfs);
  for (let iter = 0; iter < MAX_ITERATIONS; iter++) {
    const p = evaluate(cfs, v);
    if (p === 0) return v;
    if (p > 0 === loPositive) lo = v;
    else hi = v;
    const step = p / evalDP;
    let next = v - step;
    if ((step < 0 ? -step : step) <= tol * v) return next > lo && next < hi ? next : v;
    // Out of the bracket (or a zero/NaN derivative): bisect instead.
    if (!(next > lo && next < hi)) next = 0.5 * (lo + hi);
    if (hi - lo <= 4e-16 * hi) return next;
    v = next;
  }
  return v;
}

function rateOf(v: number): number {
  return 1 / v - 1;
}

/** Grid of v values for r from -0.5 up to 1.0 (v descending from 2 to 0.5), denser near r = 0. */
function buildGrid(): Float64Array {
  const rates: number[] = [];
  // Steps in units of 0.0025 (integers avoid drift): 0.01 on [-0.5,-0.1], 0.0025 on [-0.1,0.1],
  // 0.01 on [0.1,0.3], 0.025 on [0.3,1.0].
  for (let k = -200; k < -40; k += 4) rates.push(k * 0.0025);
  for (let k = -40; k < 40; k += 1) rates.push(k * 0.0025);
  for (let k = 40; k < 120; k += 4) rates.push(k * 0.0025);
  for (let k = 120; k <= 400; k += 10) rates.push(k * 0.0025);
  return Float64Array.from(rates, (r) => 1 / (1 + r));
}

const GRID = buildGrid();

function signChanges(cfs: ArrayLike<number>): number {
  let changes = 0;
  let last = 0;
  for (let k = 0; k < cfs.length; k++) {
    const c = cfs[k];
    if (c === 0) continue;
    const s = c > 0 ? 1 : -1;
    if (last !== 0 && s !== last) changes++;
    last = s;
  }
  return changes;
}

function nearestZero(roots: number[]): number {
  let best = roots[0];
  for (const r of roots) if (Math.abs(r) < Math.abs(best)) best = r;
  return best;
}

/** IRR of monthly flows CF_0..CF_n (see the rules above). Needs no guess. */
export function irr(cashflows: ArrayLike<number>): IrrResult {
  const rate = irrCore(cashflows);
  if (coreRoots !== undefined) return { irr: rate, note: 'several-roots', roots: coreRoots };
  return coreNote === null ? { irr: rate, note: null } : { irr: null, note: coreNote };
}

/**
 * The monthly IRR of `irr(cashflows)`, NaN where it has none, without allocating (the Monte Carlo
 * trial loop; only the rare grid scan allocates its list of roots).
 */
export function irrRate(cashflows: ArrayLike<number>): number {
  return irrCore(cashflows);
}

// irrCore's note when it returns NaN, and the roots when there are several (else undefined).
let coreNote: IrrNote | null = null;
let coreRoots: number[] | undefined;

function none(note: IrrNote): number {
  coreNote = note;
  return NaN;
}

/** irr's rate (NaN when none; the note and several roots in coreNote / coreRoots). */
function irrCore(cashflows: ArrayLike<number>): number {
  coreNote = null;
  coreRoots = undefined;
  const changes = signChanges(cashflows);
  if (changes === 0) return none('no-sign-change');

  if (changes === 1) {
    const v1 = newtonFromZero(cashflows);
    if (v1 === v1) return rateOf(v1); // not NaN: converged in range
    const pAtMin = value(cashflows, V_AT_MIN_RATE);
    if (pAtMin === 0) return IRR_MIN_RATE;
    const pAtMax = value(cashflows, V_AT_MAX_RATE);
    if (pAtMax === 0) return IRR_MAX_RATE;
    if (pAtMin > 0 === pAtMax > 0) return none('no-root-in-range');
    return rateOf(solveBracket(cashflows, V_AT_MAX_RATE, pAtMax, V_AT_MIN_RATE, 1));
  }

  // Several sign changes: locate one root, then try to prove it is the only one in range (or that
  // there is none) in O(n); scan the grid only when that proof fails.
  const v2 = newtonFromZero(cashflows);
  if (v2 === v2 && rootFree(deflated, deflate(cashflows, v2))) return rateOf(v2);
  const pAtMin = value(cashflows, V_AT_MIN_RATE);
  const pAtMax = value(cashflows, V_AT_MAX_RATE);
  if (pAtMin !== 0 && pAtMax !== 0) {
    if (pAtMin > 0 === pAtMax > 0) {
      if (rootFree(cashflows, cashflows.length)) return none('no-root-in-range');
    } else {
      const v = solveBracket(cashflows, V_AT_MAX_RATE, pAtMax, V_AT_MIN_RATE, 1);
      if (rootFree(deflated, deflate(cashflows, v))) return rateOf(v);
    }
  }
  const r = scan(cashflows);
  coreRoots = r.roots;
  if (r.irr === null) return none(r.note ?? 'no-root-in-range');
  return r.irr;
}

// Root-freeness certificates (Norström's cumulative-sum argument, applied at a chosen rate):
// with a_m = x_m s^m and partial sums S_k = a_0 + ... + a_k, Σ a_m t^m = (1-t) Σ_{k<N} S_k t^k + S_N t^N,
// so if every S_k has the same strict sign, X has no root v = s·t in (0, s]. Summed from the top
// instead, the same argument excludes [s, ∞). Either one excludes [0.5, 2]. A margin on each partial
// sum keeps rounding from faking a sign; a failed certificate only costs the grid scan.
const CERTIFICATE_MARGIN = 1e-9;

function noRootUpTo(x: ArrayLike<number>, len: number, s: number): boolean {
  let sum = 0;
  let abs = 0;
  let pw = 1;
  let sign = 0;
  for (let k = 0; k < len; k++) {
    const t = x[k] * pw;
    sum += t;
    abs += t < 0 ? -t : t;
    pw *= s;
    if ((sum < 0 ? -sum : sum) <= CERTIFICATE_MARGIN * abs) return false;
    const sg = sum > 0 ? 1 : -1;
    if (sign === 0) sign = sg;
    else if (sg !== sign) return false;
  }
  return sign !== 0;
}

function noRootFrom(x: ArrayLike<number>, len: number, s: number): boolean {
  let sum = 0;
  let abs = 0;
  let pw = Math.pow(s, len - 1); // s is a power of two: every power is exact
  let sign = 0;
  for (let k = len - 1; k >= 0; k--) {
    const t = x[k] * pw;
    sum += t;
    abs += t < 0 ? -t : t;
    pw /= s;
    if ((sum < 0 ? -sum : sum) <= CERTIFICATE_MARGIN * abs) return false;
    const sg = sum > 0 ? 1 : -1;
    if (sign === 0) sign = sg;
    else if (sg !== sign) return false;
  }
  return sign !== 0;
}

/** True when X (coefficients x_0..x_{len-1} in v) provably has no root with v in [0.5, 2]. */
function rootFree(x: ArrayLike<number>, len: number): boolean {
  return noRootUpTo(x, len, V_AT_MIN_RATE) || noRootFrom(x, len, V_AT_MAX_RATE);
}

let deflated = new Float64Array(256);

/** P(v)/(v - root) by synthetic division into `deflated` (remainder dropped); returns its length. */
function deflate(cfs: ArrayLike<number>, root: number): number {
  const n = cfs.length - 1;
  if (deflated.length < n) deflated = new Float64Array(2 * n);
  let q = cfs[n];
  deflated[n - 1] = q;
  for (let k = n - 1; k >= 1; k--) {
    q = cfs[k] + root * q;
    deflated[k - 1] = q;
  }
  return n;
}

/**
 * The exhaustive path alone: every grid cell of [-0.5, 1.0] checked for a sign change. `irr` gives
 * the same answer faster; exported so tests can hold the shortcuts against it.
 */
export function irrByScan(cashflows: ArrayLike<number>): IrrResult {
  return signChanges(cashflows) === 0 ? { irr: null, note: 'no-sign-change' } : scan(cashflows);
}

function scan(cashflows: ArrayLike<number>): IrrResult {
  const roots: number[] = [];
  let lastSign = 0; // sign of the last non-zero grid value
  let lastV = 0;
  let lastP = 0;
  let zeroSince = -1; // index of the first exact zero after the last non-zero value
  const n = GRID.length;
  for (let k = 0; k < n; k++) {
    const v = GRID[k];
    const p = value(cashflows, v);
    if (p === 0) {
      if (k === 0) roots.push(IRR_MIN_RATE); // closed range: an exact zero at an end is a root
      else if (k === n - 1) roots.push(IRR_MAX_RATE);
      else if (zeroSince < 0 && lastSign !== 0) zeroSince = k;
      continue;
    }
    const sign = p > 0 ? 1 : -1;
    if (lastSign !== 0 && sign !== lastSign) {
      // Grid v descends: the bracket in v is (v, lastV).
      if (zeroSince >= 0) roots.push(rateOf(GRID[zeroSince]));
      else roots.push(rateOf(solveBracket(cashflows, v, p, lastV, lastV + (v - lastV) * (lastP / (lastP - p)))));
    }
    // Same sign on both sides of an exact zero: the polynomial only touches 0 there; not a root.
    zeroSince = -1;
    lastSign = sign;
    lastV = v;
    lastP = p;
  }
  if (roots.length === 0) return { irr: null, note: 'no-root-in-range' };
  if (roots.length === 1) return { irr: roots[0], note: null };
  return { irr: nearestZero(roots), note: 'several-roots', roots };
}
