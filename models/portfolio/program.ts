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
  /** The integer columns: which offer and start month each is. */
  starts: { column: number; offer: number; start: number }[];
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
  const flexible = offers
    .map((o, i) => ({ o, i }))
    .filter(({ o }) => o.kind !== 'commit')
    .sort((a, b) => a.o.effectivePrice - b.o.effectivePrice || a.i - b.i)
    .map(({ o }) => o);

  // n_{i,k}: cost Σ_{m=k}^{k+T-1} d_m*g*h*p; more blocks than the highest demand are never cheaper.
  const starts: PortfolioProgram['starts'] = [];
  const active: number[][][] = offers.map(() => []); // [offer][month] -> n columns active then
  offers.forEach((o, i) => {
    if (o.kind !== 'commit') return;
    for (let m = 0; m <= p.months; m++) active[i].push([]);
    const blocks = Math.min(Math.ceil(highestDemand / o.block), Math.floor(o.maxGPUs / o.block));
    if (!(blocks >= 1)) return;
    for (const k of startMonths(o, p.months)) {
      let cost = 0;
      for (let m = k; m <= k + o.term - 1; m++) cost += discount[m] * o.block * h * o.price;
      const column = columns.length;
      columns.push({ cost, upper: blocks, integer: true });
      starts.push({ column, offer: i, start: k });
      for (let m = k; m <= k + o.term - 1; m++) active[i][m].push(column);
    }
  });
  if (starts.length === 0) return { lp: { columns, rows }, starts, penalty };

  for (let m = 1; m <= p.months; m++) {
    const blocks = p.profile
      .map((b) => ({ D: b.load * peak[m], weight: discount[m] * b.share * h }))
      .filter((b) => b.D > 0)
      .map((b) => ({ D: b.D, tiers: blockTiers(p, flexible, b.D, b.weight, penalty) }));
    const committing = offers.some((o, i) => o.kind === 'commit' && active[i][m].length > 0);
    if (blocks.length === 0 || !committing) continue; // g_m is a constant the plan cannot change
    const x = columns.length;
    columns.push({ cost: 0, upper: Infinity, integer: false });
    const z = columns.length;
    columns.push({ cost: 1, upper: Infinity, integer: false });
    const def: Row = { cols: [x], coefs: [1], lower: 0, upper: 0 };
    offers.forEach((o, i) => {
      for (const c of active[i][m] ?? []) {
        def.cols.push(c);
        def.coefs.push(-o.block);
      }
    });
    rows.push(def);
    for (const piece of monthPieces(blocks)) {
      rows.push({ cols: [z, x], coefs: [1, -piece.slope], lower: piece.intercept, upper: Infinity });
    }
  }
  // Commitment caps: Σ active blocks × g ≤ maxGPUs in every month.
  offers.forEach((o, i) => {
    if (o.kind !== 'commit' || !Number.isFinite(o.maxGPUs)) return;
    for (let m = 1; m <= p.months; m++) {
      const cols = active[i][m];
      if (cols.length > 1) rows.push({ cols: [...cols], coefs: cols.map(() => o.block), lower: -Infinity, upper: o.maxGPUs });
    }
  });
  return { lp: { columns, rows }, starts, penalty };
}
