// Summaries of Monte Carlo samples: percentiles, mean, extremes and histogram bins.
//
// Percentiles use linear interpolation between order statistics (Hyndman–Fan type 7, numpy's and
// spreadsheets' PERCENTILE.INC default): with the n values sorted ascending as x[0..n-1],
// P(q) = x[k] + (h - k)·(x[k+1] - x[k]) where h = (n - 1)·q and k = floor(h).

/** Null when no trial has a value. */
export interface Percentiles {
  p5: number | null;
  p10: number | null;
  p50: number | null;
  p90: number | null;
  p95: number | null;
}

export interface MetricSummary {
  /** Trials with a value. */
  count: number;
  /** Trials without one (IRR: no root; see monte-carlo.ts). Percentiles and the rest ignore them. */
  nullCount: number;
  mean: number | null;
  min: number | null;
  max: number | null;
  percentiles: Percentiles;
}

export interface HistogramBin {
  /** Left edge (inclusive). */
  x0: number;
  /** Right edge (exclusive, except for the last bin, which includes the maximum). */
  x1: number;
  count: number;
}

/** Percentile q in [0, 1] of values sorted ascending (type 7); NaN when empty. */
export function percentileSorted(sorted: ArrayLike<number>, q: number): number {
  const n = sorted.length;
  if (n === 0) return NaN;
  const h = (n - 1) * q;
  const k = Math.floor(h);
  if (k >= n - 1) return sorted[n - 1];
  const lo = sorted[k];
  const hi = sorted[k + 1];
  return lo + (h - k) * (hi - lo);
}

/** Summary of `values` (finite numbers; NaN entries are counted as null). */
export function summarize(values: Float64Array): MetricSummary {
  // (a counted copy: Float64Array.filter with a callback was slower)
  return summarizeSorted(sortedPresent(values), values.length);
}

/** The non-NaN values of `values`, sorted as Float64Array.prototype.sort sorts them. */
export function sortedPresent(values: Float64Array): Float64Array {
  let present = 0;
  for (let i = 0; i < values.length; i++) if (values[i] === values[i]) present++;
  const kept = new Float64Array(present);
  for (let i = 0, j = 0; i < values.length; i++) if (values[i] === values[i]) kept[j++] = values[i];
  return kept.sort();
}

/** sortedPresent(values) made in `values` itself (its non-NaN values moved to the front): a view of it. */
export function sortPresentInPlace(values: Float64Array): Float64Array {
  let present = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === v) values[present++] = v;
  }
  return values.subarray(0, present).sort();
}

/**
 * Sorted runs merged into one sorted array, exactly the array sorting their concatenation gives
 * (-0 before 0, as Float64Array sort puts it; runs hold no NaN). Pairwise merges between two
 * buffers: two arrays allocated whatever the number of runs.
 */
export function mergeSorted(runs: readonly Float64Array[]): Float64Array {
  if (runs.length === 2) {
    // One pass, no copy first.
    const [a, b] = runs;
    const out = new Float64Array(a.length + b.length);
    merge(a, 0, a.length, b, 0, b.length, out, 0);
    return out;
  }
  let length = 0;
  for (const r of runs) length += r.length;
  let src = new Float64Array(length);
  let dst = new Float64Array(length);
  let bounds = [0];
  for (const r of runs) {
    src.set(r, bounds[bounds.length - 1]);
    bounds.push(bounds[bounds.length - 1] + r.length);
  }
  while (bounds.length > 2) {
    const next = [0];
    for (let i = 0; i + 1 < bounds.length; i += 2) {
      if (i + 2 < bounds.length) {
        merge(src, bounds[i], bounds[i + 1], src, bounds[i + 1], bounds[i + 2], dst, bounds[i]);
        next.push(bounds[i + 2]);
      } else {
        dst.set(src.subarray(bounds[i], bounds[i + 1]), bounds[i]);
        next.push(bounds[i + 1]);
      }
    }
    const t = src;
    src = dst;
    dst = t;
    bounds = next;
  }
  return src;
}

/**
 * a[aLo, aHi) and b[bLo, bHi), each sorted, merged into out from `at`. On a tie a's value comes
 * first; b's only when it sorts strictly before: smaller, or -0 against 0.
 */
function merge(a: Float64Array, aLo: number, aHi: number, b: Float64Array, bLo: number, bHi: number, out: Float64Array, at: number): void {
  let i = aLo;
  let j = bLo;
  let k = at;
  while (i < aHi && j < bHi) {
    const x = a[i];
    const y = b[j];
    if (y < x || (y === 0 && x === 0 && 1 / y < 0 && 1 / x > 0)) {
      out[k++] = y;
      j++;
    } else {
      out[k++] = x;
      i++;
    }
  }
  while (i < aHi) out[k++] = a[i++];
  while (j < bHi) out[k++] = b[j++];
}

/** summarize() of values whose non-NaN ones, sorted, are `present` (`total` values in all). */
export function summarizeSorted(present: Float64Array, total: number): MetricSummary {
  const count = present.length;
  const nullCount = total - count;
  if (count === 0) {
    const none = { p5: null, p10: null, p50: null, p90: null, p95: null };
    return { count, nullCount, mean: null, min: null, max: null, percentiles: none };
  }
  let sum = 0;
  for (let i = 0; i < count; i++) sum += present[i];
  return {
    count,
    nullCount,
    mean: sum / count,
    min: present[0],
    max: present[count - 1],
    percentiles: {
      p5: percentileSorted(present, 0.05),
      p10: percentileSorted(present, 0.1),
      p50: percentileSorted(present, 0.5),
      p90: percentileSorted(present, 0.9),
      p95: percentileSorted(present, 0.95),
    },
  };
}

/**
 * `bins` equal-width bins from the minimum to the maximum of the non-NaN values; one bin when all
 * values are equal; none when there are no values. Counts sum to the number of non-NaN values.
 */
export function histogram(values: Float64Array, bins: number): HistogramBin[] {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (min > max) return [];
  const n = min === max ? 1 : Math.max(1, Math.floor(bins));
  const width = (max - min) / n;
  // Edges and counts in typed arrays for the pass over the values (the bins' objects after it).
  const x0 = new Float64Array(n);
  const x1 = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    x0[i] = min + i * width;
    x1[i] = i === n - 1 ? max : min + (i + 1) * width;
  }
  const counts = new Float64Array(n);
  if (n === 1) {
    for (let i = 0; i < values.length; i++) if (!Number.isNaN(values[i])) counts[0]++;
  } else {
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      if (v !== v) continue;
      let k = Math.floor((v - min) / width);
      if (k >= n) k = n - 1;
      // Floating-point edges: keep x0 <= v < x1.
      if (k > 0 && v < x0[k]) k--;
      else if (k < n - 1 && v >= x1[k]) k++;
      counts[k]++;
    }
  }
  const out: HistogramBin[] = [];
  for (let i = 0; i < n; i++) out.push({ x0: x0[i], x1: x1[i], count: counts[i] });
  return out;
}

/**
 * Percentiles (type 7, as percentileSorted) of unsorted values, without sorting them: the order
 * statistics they need are selected (quickselect on a copy), so the figures are exactly those of
 * percentileSorted on the sorted values. Values with NaN or -0 (whose place among equal values the
 * sort fixes) are sorted instead. `values` is not modified.
 */
export function percentilesUnsorted(values: ArrayLike<number>, qs: readonly number[], scratch?: Float64Array): number[] {
  const n = values.length;
  if (n === 0) return qs.map(() => NaN);
  // The copy to select in: `scratch` (at least n long) when given, so a caller summarizing several
  // columns allocates one buffer.
  const a = scratch && scratch.length >= n ? scratch.subarray(0, n) : new Float64Array(n);
  let plain = true;
  for (let i = 0; i < n; i++) {
    const v = values[i];
    if (v !== v || (v === 0 && 1 / v < 0)) plain = false;
    a[i] = v;
  }
  if (!plain) {
    a.sort();
    return qs.map((q) => percentileSorted(a, q));
  }
  // Order statistics needed, ascending; each selection leaves everything before it smaller or equal.
  const ks = new Set<number>();
  for (const q of qs) {
    const k = Math.floor((n - 1) * q);
    ks.add(Math.min(k, n - 1));
    if (k + 1 <= n - 1) ks.add(k + 1);
  }
  let lo = 0;
  let last = -1;
  for (const k of [...ks].sort((x, y) => x - y)) {
    if (k === last + 1 && last >= 0) {
      // The next order statistic after one just selected: the smallest of the values after it (a
      // scan, not another selection), swapped into place.
      let at = k;
      for (let i = k + 1; i < n; i++) if (a[i] < a[at]) at = i;
      const t = a[k];
      a[k] = a[at];
      a[at] = t;
    } else select(a, lo, n - 1, k);
    lo = k;
    last = k;
  }
  return qs.map((q) => percentileSorted(a, q));
}

/** Rearranges a[left..right] so a[k] is the value sorted order puts there, smaller or equal before, greater or equal after. */
function select(a: Float64Array, left: number, right: number, k: number): void {
  while (right > left) {
    // Median of three as the pivot, then Hoare partition.
    const mid = (left + right) >> 1;
    const x = a[left];
    const y = a[mid];
    const z = a[right];
    const pivot = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
    let i = left;
    let j = right;
    while (i <= j) {
      while (a[i] < pivot) i++;
      while (a[j] > pivot) j--;
      if (i <= j) {
        const t = a[i];
        a[i] = a[j];
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return;
  }
}
