// The mixed-integer program of docs/model.md › Demand plan, in a solver-neutral form (rows of sparse terms),
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
// This is the docs/model.md's program with every y and u dispatched optimally, which the dispatch rule
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
import type { Commitment, Offer, PortfolioInput } from './types';

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

/** One demand the program serves: its peak P_m (index 0 unused) and its probability π. */
export interface ProgramDemand {
  peak: readonly number[];
  probability: number;
}

export interface ProgramOptions {
  /** Commitments in every plan (model: Demand plan › fixed commitments): lower bounds on n_{i,k}. */
  fixed?: readonly Commitment[];
  /** ω: the weight of CVaR_α against the expected objective (default 0: no CVaR rows). */
  riskAversion?: number;
  /** α (default 0.9). */
  cvarLevel?: number;
}

/** The single-demand program of the demand plan (model: Demand plan › the cheapest mix). */
export function buildProgram(p: PortfolioInput, offers: readonly Offer[], peak: readonly number[], discount: readonly number[], fixed: readonly Commitment[] = []): PortfolioProgram {
  return buildScenarioProgram(p, offers, [{ peak, probability: 1 }], discount, { fixed });
}

interface CommitmentPart {
  starts: PortfolioProgram['starts'];
  /** Each Y column with its unweighted cost coefficient (Σ_k cost_k n_k = Σ_k coef_k Y_k). */
  costTerms: { column: number; coef: number }[];
  /** Blocks of offer i active in month m as ±Y terms: starts in [m - T + 1, m] ∩ K_i; null when none. */
  activeTerms: (i: number, m: number) => { cols: number[]; coefs: number[]; count: number } | null;
}

/**
 * The integer columns Y_{i,k} and their rows 0 ≤ n_{i,k} ≤ bound (fixed ≤ n with fixed blocks).
 * n_{i,k}: cost Σ_{m=k}^{k+T-1} d_m*g*h*p; more blocks than the highest demand are never cheaper
 * (beyond those already fixed). As Y columns (cumulative), Σ_k cost_k n_k = Σ_k (cost_k - cost_{k+1}) Y_k.
 */
function commitmentPart(lp: LinearProgram, p: PortfolioInput, offers: readonly Offer[], highestDemand: number, discount: readonly number[], fixed: readonly Commitment[], weight: number): CommitmentPart {
  const h = HOURS_PER_MONTH;
  const { columns, rows } = lp;
  const starts: PortfolioProgram['starts'] = [];
  const costTerms: CommitmentPart['costTerms'] = [];
  const fixedBlocks = new Map<string, number>();
  for (const k of fixed) fixedBlocks.set(`${k.offer}:${k.start}`, (fixedBlocks.get(`${k.offer}:${k.start}`) ?? 0) + k.blocks);
  /** Per offer: its start months in order and their Y columns (empty for flexible offers). */
  const chains: { first: number; cols: number[] }[] = offers.map(() => ({ first: 0, cols: [] }));
  offers.forEach((o, i) => {
    if (o.kind !== 'commit') return;
    const blocks = Math.min(Math.ceil(highestDemand / o.block), Math.floor(o.maxGPUs / o.block));
    const pinned = fixed.some((k) => k.offer === i);
    if (!(blocks >= 1) && !pinned) return;
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
      const coef = costs[j] - (costs[j + 1] ?? 0);
      columns.push({ cost: weight * coef, upper: Infinity, integer: true });
      costTerms.push({ column, coef });
      const previous = j > 0 ? chain.cols[j - 1] : null;
      chain.cols.push(column);
      starts.push({ column, previous, offer: i, start: k });
      const lower = fixedBlocks.get(`${i}:${k}`) ?? 0;
      const upper = Math.max(lower, blocks >= 1 ? blocks : 0);
      // fixed ≤ n_{i,k} = Y_k - Y_{k-1} ≤ bound.
      rows.push(previous === null ? { cols: [column], coefs: [1], lower, upper } : { cols: [column, previous], coefs: [1, -1], lower, upper });
    });
  });
  const activeTerms: CommitmentPart['activeTerms'] = (i, m) => {
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
  return { starts, costTerms, activeTerms };
}

/**
 * The two-stage program (model: Demand plan › scenarios): one set of commitments (Y, and X_m the
 * total committed in month m, shared), and per demand s its own month costs z_{s,m} ≥ the pieces of
 * g_{s,m}(X_m). Objective (1-ω) Σ_s π_s Obj_s + ω (η + Σ_s π_s e_s/(1-α)) with e_s ≥ Obj_s - η,
 * e_s ≥ 0 (Rockafellar–Uryasev), Obj_s = commitment cost + Σ_m z_{s,m} + c_s where c_s is the
 * cost of the months no commitment can reach. η ≥ 0 like every column: every Obj_s is ≥ 0 and the
 * minimum over η is reached at one of them. With one demand and ω = 0 this is the single-demand
 * program exactly (same columns and rows in the same order).
 */
export function buildScenarioProgram(p: PortfolioInput, offers: readonly Offer[], demands: readonly ProgramDemand[], discount: readonly number[], options: ProgramOptions = {}): PortfolioProgram {
  const h = HOURS_PER_MONTH;
  const lp: LinearProgram = { columns: [], rows: [] };
  const { columns, rows } = lp;
  const penalty = unservedPenalty(offers);
  const omega = options.riskAversion ?? 0;
  const alpha = options.cvarLevel ?? 0.9;
  const maxLoad = p.profile.reduce((mx, b) => Math.max(mx, b.load), 0);
  const highestDemand = demands.reduce((mx, d) => d.peak.reduce((a, v) => Math.max(a, v), mx), 0) * maxLoad;
  const flexible = dispatchOrder(offers).flexible.map((i) => offers[i]);
  const { starts, costTerms, activeTerms } = commitmentPart(lp, p, offers, highestDemand, discount, options.fixed ?? [], 1 - omega);
  if (starts.length === 0) return { lp, starts, penalty };

  /** Per demand: its z columns and the cost of the months the plan cannot change. */
  const zs: number[][] = demands.map(() => []);
  const constants = demands.map(() => 0);
  for (let m = 1; m <= p.months; m++) {
    const perDemand = demands.map((d) =>
      p.profile
        .map((b) => ({ D: b.load * d.peak[m], weight: discount[m] * b.share * h }))
        .filter((b) => b.D > 0)
        .map((b) => ({ D: b.D, tiers: blockTiers(p, flexible, b.D, b.weight, penalty) })),
    );
    const terms = offers.map((_, i) => activeTerms(i, m));
    if (terms.every((t) => t === null)) {
      // g_m is a constant the plan cannot change; only CVaR needs it.
      perDemand.forEach((blocks, s) => {
        constants[s] += blocks.reduce((sum, { D, tiers }) => sum + tierCost(tiers, D), 0);
      });
      continue;
    }
    if (perDemand.every((blocks) => blocks.length === 0)) continue; // g_m = 0
    const x = columns.length;
    columns.push({ cost: 0, upper: Infinity, integer: false });
    const z = perDemand.map((blocks, s) => {
      if (blocks.length === 0) return -1;
      columns.push({ cost: (1 - omega) * demands[s].probability, upper: Infinity, integer: false });
      zs[s].push(columns.length - 1);
      return columns.length - 1;
    });
    const def: Row = { cols: [x], coefs: [1], lower: 0, upper: 0 };
    terms.forEach((t, i) => {
      if (!t) return;
      t.cols.forEach((c, k) => {
        def.cols.push(c);
        def.coefs.push(-offers[i].block * t.coefs[k]);
      });
    });
    rows.push(def);
    perDemand.forEach((blocks, s) => {
      if (blocks.length === 0) return;
      for (const piece of monthPieces(blocks)) {
        rows.push({ cols: [z[s], x], coefs: [1, -piece.slope], lower: piece.intercept, upper: Infinity });
      }
    });
  }
  if (omega > 0) cvarRows(lp, demands, costTerms, zs, constants, omega, alpha);
  // Commitment caps: Σ active blocks × g ≤ maxGPUs in every month (one active start: its bound says it).
  offers.forEach((o, i) => {
    if (o.kind !== 'commit' || !Number.isFinite(o.maxGPUs)) return;
    for (let m = 1; m <= p.months; m++) {
      const t = activeTerms(i, m);
      if (t && t.count > 1) rows.push({ cols: t.cols, coefs: t.coefs.map((c) => c * o.block), lower: -Infinity, upper: o.maxGPUs });
    }
  });
  return { lp, starts, penalty };
}

/** η (cost ω) and e_s (cost ω π_s/(1-α)) with e_s + η - commitment cost - Σ_m z_{s,m} ≥ c_s. */
function cvarRows(lp: LinearProgram, demands: readonly ProgramDemand[], costTerms: CommitmentPart['costTerms'], zs: number[][], constants: number[], omega: number, alpha: number): void {
  const eta = lp.columns.length;
  lp.columns.push({ cost: omega, upper: Infinity, integer: false });
  demands.forEach((d, s) => {
    const e = lp.columns.length;
    lp.columns.push({ cost: (omega * d.probability) / (1 - alpha), upper: Infinity, integer: false });
    lp.rows.push({
      cols: [e, eta, ...costTerms.map((t) => t.column), ...zs[s]],
      coefs: [1, 1, ...costTerms.map((t) => -t.coef), ...zs[s].map(() => -1)],
      lower: constants[s],
      upper: Infinity,
    });
  });
}

/** n_{i,k}: the whole blocks a solution starts at `s` (Y differences rounded to whole numbers). */
export function startBlocks(values: ArrayLike<number>, s: PortfolioProgram['starts'][number]): number {
  return Math.max(0, Math.round(values[s.column]) - (s.previous === null ? 0 : Math.round(values[s.previous])));
}

/** A plan as a solver start: the Y column values (blocks started on each offer up to each start month). */
export function planStart(program: PortfolioProgram, plan: readonly Commitment[]): { columns: number[]; values: number[] } {
  const blocks = new Map<string, number>();
  for (const k of plan) blocks.set(`${k.offer}:${k.start}`, (blocks.get(`${k.offer}:${k.start}`) ?? 0) + k.blocks);
  const cumulative = new Map<number, number>();
  const columns: number[] = [];
  const values: number[] = [];
  for (const s of program.starts) {
    const y = (cumulative.get(s.offer) ?? 0) + (blocks.get(`${s.offer}:${s.start}`) ?? 0);
    cumulative.set(s.offer, y);
    columns.push(s.column);
    values.push(y);
  }
  return { columns, values };
}
