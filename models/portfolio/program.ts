// The mixed-integer program of DOMAIN.md v3.1, in a solver-neutral form (rows of sparse terms),
// so that HiGHS (the app's solver) and a peer (the bench's glpk.js) solve the same model.
//
// Only the total committed in a month matters to what the flexible offers cost that month (committed
// GPUs serve first whichever offer they are on, and the flexible offers then serve the rest in a
// fixed order up to limits that do not depend on the commitments). So the month's flexible cost,
// penalty included, is a convex piecewise-linear function g_m of the total committed X_m (the
// residual max(D - X, 0) of each block served at rising prices), and the program is
//   minimise Σ_{i,k} cost_{i,k}*n_{i,k} + Σ_m z_m
//   X_m = Σ_i g_i Σ_{k active in m} n_{i,k};   z_m ≥ each linear piece of g_m at X_m;
//   g_i Σ_{k active in m} n_{i,k} ≤ maxGPUs_i;  n_{i,k} ∈ {0,1,2,…}.
// This is the DOMAIN's program with every y and u dispatched optimally, which the dispatch rule
// does (greedy by price over nested limits), so both have the same optimum and the same plans; it
// has a handful of rows per month instead of one column per offer, month and load block.
//
// The integer columns are cumulative: Y_{i,k} = Σ_{k' ≤ k} n_{i,k'} (k' in K_i), so n_{i,k} =
// Y_{i,k} - Y_{i,k-1} (0 ≤ that ≤ its bound: one row per start) and the blocks active in month m,
// the starts in a window of T_i months, are Y_{i,last} - Y_{i,before first}: two terms per offer and
// month instead of up to T_i. The same program (a unimodular change of variables), a quarter of the
// nonzeros on a 120-month plan, and HiGHS proves its optimum about four times faster there (its root
// cuts and heuristics, not the simplex, take the time; `npm run bench`, portfolio.largeMs).
import { dispatchOrder } from './dispatch';
import { HOURS_PER_MONTH, startMonths, unservedPenalty } from './offers';
import type { Offer, PortfolioInput } from './types';

export interface Column {
  cost: number;
  upper: number;
  integer: boolean;
}

export interface Row {
  /** Column indices and coefficients. */
  cols: number[];
  coefs: number[];
  lower: number;
  upper: number;
}

export interface LinearProgram {
  columns: Column[];
  rows: Row[];
}

export interface PortfolioProgram {
  lp: LinearProgram;
  /**
   * The integer columns: which offer and start month each is. `column` is Y (blocks started on the
   * offer up to this start month), `previous` the offer's Y of the start month before (null for its
   * first): the blocks started in this month are Y[column] - Y[previous] (startBlocks).
   */
  starts: { column: number; previous: number | null; offer: number; start: number }[];
  /** The penalty price U of an unserved GPU-hour. */
  penalty: number;
}

interface Tier {
  /** GPUs this tier can take (Infinity for the unserved tier). */
  limit: number;
  /** Cost of one GPU in this tier for the month, discounted (share × hours × price × d_m). */
  cost: number;
}

/** The flexible tiers of one month's load block in dispatch order, the unserved tier last. */
function blockTiers(p: PortfolioInput, flexible: readonly Offer[], D: number, weight: number, penalty: number): Tier[] {
  const s = p.interruptibleShare;
  const tiers: Tier[] = [];
  let spot = 0;
  for (const o of flexible) {
    let limit = o.maxGPUs;
    if (o.kind === 'spot') limit = Math.max(0, Math.min(limit, o.availability * s * D, s * D - spot));
    if (o.kind === 'spot') spot += limit;
    if (limit > 0) tiers.push({ limit, cost: weight * o.effectivePrice });
  }
  tiers.push({ limit: Infinity, cost: weight * penalty });
  return tiers;
}

/** Cost of serving the residual demand r through the tiers, cheapest first. */
function tierCost(tiers: readonly Tier[], r: number): number {
  let cost = 0;
  for (const t of tiers) {
    if (!(r > 0)) break;
    const y = Math.min(t.limit, r);
    cost += y * t.cost;
    r -= y;
  }
  return cost;
}

interface Piece {
  slope: number;
  intercept: number;
}

/** The linear pieces of g_m(X) on X ≥ 0 (g is 0 from the highest block demand on). */
function monthPieces(blocks: { D: number; tiers: Tier[] }[]): Piece[] {
  const points = new Set<number>([0]);
  for (const { D, tiers } of blocks) {
    points.add(D);
    let cum = 0;
    for (const t of tiers) {
      cum += t.limit;
      if (cum < D) points.add(D - cum);
    }
  }
  const xs = [...points].filter((x) => x >= 0).sort((a, b) => a - b);
  const g = (x: number): number => blocks.reduce((sum, { D, tiers }) => sum + tierCost(tiers, D - x), 0);
  const pieces: Piece[] = [];
  for (let j = 0; j + 1 < xs.length; j++) {
    const [a, b] = [xs[j], xs[j + 1]];
    const [ga, gb] = [g(a), g(b)];
    const slope = (gb - ga) / (b - a);
    if (slope < 0) pieces.push({ slope, intercept: ga - slope * a });
  }
  return pieces;
}

export function buildProgram(p: PortfolioInput, offers: readonly Offer[], peak: readonly number[], discount: readonly number[]): PortfolioProgram {
  const h = HOURS_PER_MONTH;
  const columns: Column[] = [];
  const rows: Row[] = [];
  const penalty = unservedPenalty(offers);
  const maxLoad = p.profile.reduce((mx, b) => Math.max(mx, b.load), 0);
  const highestDemand = peak.reduce((mx, v) => Math.max(mx, v), 0) * maxLoad;
  const flexible = dispatchOrder(offers).flexible.map((i) => offers[i]);

  // n_{i,k}: cost Σ_{m=k}^{k+T-1} d_m*g*h*p; more blocks than the highest demand are never cheaper.
  // As Y columns (cumulative), Σ_k cost_k n_k = Σ_k (cost_k - cost_{k+1}) Y_k.
  const starts: PortfolioProgram['starts'] = [];
  /** Per offer: its start months in order and their Y columns (empty for flexible offers). */
  const chains: { first: number; cols: number[] }[] = offers.map(() => ({ first: 0, cols: [] }));
  offers.forEach((o, i) => {
    if (o.kind !== 'commit') return;
    const blocks = Math.min(Math.ceil(highestDemand / o.block), Math.floor(o.maxGPUs / o.block));
    if (!(blocks >= 1)) return;
    const ks = startMonths(o, p.months);
    const costs = ks.map((k) => {
      let cost = 0;
      for (let m = k; m <= k + o.term - 1; m++) cost += discount[m] * o.block * h * o.price;
      return cost;
    });
    const chain = chains[i];
    chain.first = ks[0] ?? 0;
    ks.forEach((k, j) => {
      const column = columns.length;
      columns.push({ cost: costs[j] - (costs[j + 1] ?? 0), upper: Infinity, integer: true });
      const previous = j > 0 ? chain.cols[j - 1] : null;
      chain.cols.push(column);
      starts.push({ column, previous, offer: i, start: k });
      // 0 ≤ n_{i,k} = Y_k - Y_{k-1} ≤ blocks.
      rows.push(previous === null ? { cols: [column], coefs: [1], lower: 0, upper: blocks } : { cols: [column, previous], coefs: [1, -1], lower: 0, upper: blocks });
    });
  });
  /** Blocks of offer i active in month m as ±Y terms: starts in [m - T + 1, m] ∩ K_i; null when none. */
  const activeTerms = (i: number, m: number): { cols: number[]; coefs: number[]; count: number } | null => {
    const o = offers[i];
    const chain = chains[i];
    if (chain.cols.length === 0) return null;
    const lo = Math.max(chain.first, m - o.term + 1) - chain.first;
    const hi = Math.min(chain.first + chain.cols.length - 1, m) - chain.first;
    if (lo > hi) return null;
    const cols = [chain.cols[hi]];
    const coefs = [1];
    if (lo > 0) {
      cols.push(chain.cols[lo - 1]);
      coefs.push(-1);
    }
    return { cols, coefs, count: hi - lo + 1 };
  };
  if (starts.length === 0) return { lp: { columns, rows }, starts, penalty };

  for (let m = 1; m <= p.months; m++) {
    const blocks = p.profile
      .map((b) => ({ D: b.load * peak[m], weight: discount[m] * b.share * h }))
      .filter((b) => b.D > 0)
      .map((b) => ({ D: b.D, tiers: blockTiers(p, flexible, b.D, b.weight, penalty) }));
    const terms = offers.map((_, i) => activeTerms(i, m));
    if (blocks.length === 0 || terms.every((t) => t === null)) continue; // g_m is a constant the plan cannot change
    const x = columns.length;
    columns.push({ cost: 0, upper: Infinity, integer: false });
    const z = columns.length;
    columns.push({ cost: 1, upper: Infinity, integer: false });
    const def: Row = { cols: [x], coefs: [1], lower: 0, upper: 0 };
    terms.forEach((t, i) => {
      if (!t) return;
      t.cols.forEach((c, k) => {
        def.cols.push(c);
        def.coefs.push(-offers[i].block * t.coefs[k]);
      });
    });
    rows.push(def);
    for (const piece of monthPieces(blocks)) {
      rows.push({ cols: [z, x], coefs: [1, -piece.slope], lower: piece.intercept, upper: Infinity });
    }
  }
  // Commitment caps: Σ active blocks × g ≤ maxGPUs in every month (one active start: its bound says it).
  offers.forEach((o, i) => {
    if (o.kind !== 'commit' || !Number.isFinite(o.maxGPUs)) return;
    for (let m = 1; m <= p.months; m++) {
      const t = activeTerms(i, m);
      if (t && t.count > 1) rows.push({ cols: t.cols, coefs: t.coefs.map((c) => c * o.block), lower: -Infinity, upper: o.maxGPUs });
    }
  });
  return { lp: { columns, rows }, starts, penalty };
}

/** n_{i,k}: the whole blocks a solution starts at `s` (Y differences rounded to whole numbers). */
export function startBlocks(values: ArrayLike<number>, s: PortfolioProgram['starts'][number]): number {
  return Math.max(0, Math.round(values[s.column]) - (s.previous === null ? 0 : Math.round(values[s.previous])));
}
