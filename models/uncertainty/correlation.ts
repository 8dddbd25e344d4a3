// Correlated inputs (docs/model.md › Uncertainty): the rank-correlation matrix of uncertainty.correlations, its
// positive-semi-definiteness check, and Iman–Conover reordering of a block of samples.
//
// Iman–Conover (1982) keeps every input's own draws and only reorders them within a block so that
// their ranks follow the target rank correlations:
// 1. each correlated input gets a column of van der Waerden scores Φ⁻¹(i/(n+1)), i = 1..n, in a
//    random order (Fisher–Yates from the block's own stream);
// 2. the score matrix S is corrected to exactly the identity correlation (S·F⁻ᵀ, E = F·Fᵀ its
//    sample correlation) and given the target correlation (·Pᵀ, C' = P·Pᵀ): T = S·F⁻ᵀ·Pᵀ;
// 3. each input's draws are reordered to have the ranks of T's column.
// The columns of T are (close to) jointly normal with Pearson correlation C', so their ranks follow
// a Gaussian copula, whose rank (Spearman) correlation is (6/π)·asin(r/2). The target is therefore
// C'_ab = 2·sin(π·rho_ab/6), which makes the rank correlation rho itself; when that adjusted
// matrix is not positive semi-definite (possible only near the boundary) the given matrix is used.

import type { CorrelationInput } from '../scenario/types';
import type { Prng } from './prng';

/** Tolerances of the semi-definite Cholesky factorization. */
const NEGATIVE_PIVOT = -1e-10;
const ZERO_PIVOT = 1e-12;
const OFF_DIAGONAL = 1e-8;

/**
 * Lower-triangular L with m = L·Lᵀ (k×k, row-major) allowing zero pivots (semi-definite), or the
 * index of the first row where the leading submatrix is not positive semi-definite.
 */
export function choleskyPsd(m: Float64Array, k: number): { ok: true; l: Float64Array } | { ok: false; failedAt: number } {
  const l = new Float64Array(k * k);
  for (let j = 0; j < k; j++) {
    let d = m[j * k + j];
    for (let p = 0; p < j; p++) d -= l[j * k + p] * l[j * k + p];
    if (d < NEGATIVE_PIVOT) return { ok: false, failedAt: j };
    const pivot = d > ZERO_PIVOT ? Math.sqrt(d) : 0;
    l[j * k + j] = pivot;
    for (let i = j + 1; i < k; i++) {
      let s = m[i * k + j];
      for (let p = 0; p < j; p++) s -= l[i * k + p] * l[j * k + p];
      if (pivot === 0) {
        // A zero pivot needs a zero column below it, else some 2×2 minor is negative.
        if (Math.abs(s) > OFF_DIAGONAL) return { ok: false, failedAt: i };
        l[i * k + j] = 0;
      } else {
        l[i * k + j] = s / pivot;
      }
    }
  }
  return { ok: true, l };
}

export interface CorrelationPlan {
  /** The correlated inputs' paths, in order of first mention in uncertainty.correlations. */
  paths: string[];
  /** Cholesky factor of the target score correlation (see above), k×k row-major. */
  target: Float64Array;
}

/** The paths named by the correlations, in order of first mention. */
export function correlatedPaths(correlations: readonly CorrelationInput[]): string[] {
  const paths: string[] = [];
  for (const c of correlations) {
    if (!paths.includes(c.a)) paths.push(c.a);
    if (!paths.includes(c.b)) paths.push(c.b);
  }
  return paths;
}

/** The k×k matrix (1 on the diagonal, rho at each named pair, 0 elsewhere); `map` rho first. */
export function correlationMatrix(paths: readonly string[], correlations: readonly CorrelationInput[], map: (rho: number) => number = (r) => r): Float64Array {
  const k = paths.length;
  const m = new Float64Array(k * k);
  for (let i = 0; i < k; i++) m[i * k + i] = 1;
  for (const c of correlations) {
    const i = paths.indexOf(c.a);
    const j = paths.indexOf(c.b);
    if (i < 0 || j < 0 || i === j) continue;
    m[i * k + j] = map(c.rho);
    m[j * k + i] = map(c.rho);
  }
  return m;
}

/**
 * The correlations that make the matrix fail to be positive semi-definite: those among the inputs
 * of the smallest leading block that is not (empty when the matrix is positive semi-definite).
 */
export function nonPsdPairs(correlations: readonly CorrelationInput[]): CorrelationInput[] {
  const paths = correlatedPaths(correlations);
  const chol = choleskyPsd(correlationMatrix(paths, correlations), paths.length);
  if (chol.ok) return [];
  const inBlock = new Set(paths.slice(0, chol.failedAt + 1));
  return correlations.filter((c) => inBlock.has(c.a) && inBlock.has(c.b));
}

/** The plan for valid correlations (a ≠ b, |rho| ≤ 1, PSD); undefined when there are none or it is not PSD. */
export function planCorrelations(correlations: readonly CorrelationInput[]): CorrelationPlan | undefined {
  const used = correlations.filter((c) => c.a !== c.b && Number.isFinite(c.rho) && Math.abs(c.rho) <= 1);
  if (used.length === 0) return undefined;
  const paths = correlatedPaths(used);
  const k = paths.length;
  const adjusted = choleskyPsd(correlationMatrix(paths, used, (r) => 2 * Math.sin((Math.PI * r) / 6)), k);
  if (adjusted.ok) return { paths, target: adjusted.l };
  const given = choleskyPsd(correlationMatrix(paths, used), k);
  return given.ok ? { paths, target: given.l } : undefined;
}

/**
 * Inverse of the standard normal CDF (Acklam's rational approximation, relative error < 1.2e-9;
 * only ranks of the scores matter, so this precision is ample). p in (0, 1).
 */
export function normalQuantile(p: number): number {
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const pLow = 0.02425;
  if (p < pLow) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  }
  if (p > 1 - pLow) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}

/** Reusable buffers of the reordering for blocks of up to `capacity` trials and k inputs. */
export interface ImanConoverScratch {
  k: number;
  capacity: number;
  scores: Float64Array; // n×k, row-major
  t: Float64Array; // n×k
  order: Uint32Array;
  sorted: Float64Array;
  key: Float64Array;
  y: Float64Array;
  e: Float64Array;
}

export function createImanConoverScratch(k: number, capacity: number): ImanConoverScratch {
  return {
    k,
    capacity,
    scores: new Float64Array(capacity * k),
    t: new Float64Array(capacity * k),
    order: new Uint32Array(capacity),
    sorted: new Float64Array(capacity),
    key: new Float64Array(capacity),
    y: new Float64Array(k),
    e: new Float64Array(k * k),
  };
}

/**
 * Reorders columns[j][start .. start+n) (one column per correlated input, in the plan's order) so
 * their ranks follow the plan (see the top of this file). Deterministic in (values, rng).
 */
export function imanConover(columns: readonly Float64Array[], start: number, n: number, plan: CorrelationPlan, rng: Prng, s: ImanConoverScratch): void {
  const k = plan.paths.length;
  if (n < 2 || k < 2) return;
  const { scores, t, order, sorted, key, y, e } = s;
  // 1. Scores in a random order per column.
  for (let j = 0; j < k; j++) {
    for (let i = 0; i < n; i++) scores[i * k + j] = normalQuantile((i + 1) / (n + 1));
    for (let i = n - 1; i > 0; i--) {
      const r = Math.floor(rng.nextFloat() * (i + 1));
      const tmp = scores[i * k + j];
      scores[i * k + j] = scores[r * k + j];
      scores[r * k + j] = tmp;
    }
  }
  // 2. Sample correlation of the scores (their mean is 0 and variance equal by construction).
  let variance = 0;
  for (let i = 0; i < n; i++) variance += scores[i * k] * scores[i * k];
  for (let a = 0; a < k; a++) {
    for (let b = 0; b <= a; b++) {
      let sum = 0;
      for (let i = 0; i < n; i++) sum += scores[i * k + a] * scores[i * k + b];
      e[a * k + b] = sum / variance;
      e[b * k + a] = sum / variance;
    }
  }
  const f = n > k + 1 ? choleskyPsd(e, k) : undefined;
  const fl = f && f.ok && Array.from({ length: k }, (_, j) => f.l[j * k + j]).every((v) => v > 1e-6) ? f.l : undefined;
  const p = plan.target;
  for (let i = 0; i < n; i++) {
    // y = F⁻¹·s (forward substitution), then t = P·y.
    for (let a = 0; a < k; a++) {
      let v = scores[i * k + a];
      if (fl) {
        for (let q = 0; q < a; q++) v -= fl[a * k + q] * y[q];
        v /= fl[a * k + a];
      }
      y[a] = v;
    }
    for (let a = 0; a < k; a++) {
      let v = 0;
      for (let q = 0; q <= a; q++) v += p[a * k + q] * y[q];
      t[i * k + a] = v;
    }
  }
  // 3. Each column takes the ranks of T's column (ties in T keep trial order).
  for (let j = 0; j < k; j++) {
    const col = columns[j];
    for (let i = 0; i < n; i++) {
      sorted[i] = col[start + i];
      key[i] = t[i * k + j];
      order[i] = i;
    }
    sorted.subarray(0, n).sort();
    const ord = order.subarray(0, n);
    ord.sort((x, z) => key[x] - key[z] || x - z);
    for (let r = 0; r < n; r++) col[start + ord[r]] = sorted[r];
  }
}
