// Rental price projection by GPU generation (docs/model.md › Market).
//
//   p_g(m) = null                                                        for m < availableMonth
//   p_g(m) = max(floor, price*(1-annualDecline)^((m-availableMonth)/12))   otherwise
//   parity (in array order, each once, on the series as earlier rules left them):
//     for m >= fromMonth where both are defined: p_older(m) = min(p_older(m), p_newer(m)*relativeCost)
//   The cap may go below the older generation's floor.
//
// A generation with `priceExpression` uses that expression of the absolute month m instead of the
// decline formula (from availableMonth on), and its floor still applies: max(floor, expr(m)).
// The loader has checked that the expression is finite over the horizon; called directly with one
// that is not, projectPrices throws.

import type { CompiledMonthExpression } from './expression';
import { compileMonthExpression } from './expression';
import type { GenerationInput, MarketInput } from './scenario/types';

export interface PriceProjection {
  /** 0..H */
  months: number[];
  /** Generation id -> price at each month (null before the generation is available). */
  series: Record<string, (number | null)[]>;
  /**
   * For each generation a parity rule applies to (its `older`): its own prices before any parity
   * cap, month 0..H — what the price chart draws dashed where the cap lowers it. Computed here so
   * that views draw it without compiling price expressions.
   */
  uncapped: Record<string, (number | null)[]>;
}

/** A compiled expression with its values so far: an expression is a pure function of m. */
interface CachedExpression {
  compiled: CompiledMonthExpression;
  /** values[m] for whole months 0..MAX_MEMO_MONTH already evaluated. */
  values: (number | undefined)[];
}

const compiledCache = new Map<string, CachedExpression>();
const MAX_CACHED = 256;
/** Months memoized per expression: the longest quote term (LIMITS.maxTermMonths). */
const MAX_MEMO_MONTH = 1200;

function cached(src: string): CachedExpression {
  const hit = compiledCache.get(src);
  if (hit) return hit;
  const c = compileMonthExpression(src);
  if (!c.ok) throw new Error(`price expression ${JSON.stringify(src)}: ${c.error.en}`);
  if (compiledCache.size >= MAX_CACHED) compiledCache.clear();
  const entry: CachedExpression = { compiled: c, values: [] };
  compiledCache.set(src, entry);
  return entry;
}

/**
 * expr(m), memoized for whole months: a Monte Carlo trial that changes an expression-priced
 * generation (its floor, say) re-projects its series without evaluating the expression again.
 */
function expressionValue(src: string, m: number): number {
  const entry = cached(src);
  const memo = Number.isInteger(m) && m >= 0 && m <= MAX_MEMO_MONTH;
  const hit = memo ? entry.values[m] : undefined;
  if (hit !== undefined) return hit;
  const v = entry.compiled.fn(m);
  if (memo) entry.values[m] = v;
  return v;
}

/** The base price of one generation at month m (no parity), or null before it is available. */
export function generationPrice(g: GenerationInput, m: number): number | null {
  if (m < g.availableMonth) return null;
  const raw = g.priceExpression !== undefined
    ? expressionValue(g.priceExpression, m)
    : g.price * (1 - g.annualDecline) ** ((m - g.availableMonth) / 12);
  return Math.max(g.floor, raw);
}

export function projectPrices(market: MarketInput, horizonMonths: number): PriceProjection {
  const months: number[] = [];
  for (let m = 0; m <= horizonMonths; m++) months.push(m);
  const series: Record<string, (number | null)[]> = {};
  for (const g of market.generations) {
    // defineProperty: an id such as "__proto__" stays an ordinary own key.
    Object.defineProperty(series, g.id, {
      value: months.map((m) => generationPrice(g, m)),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  const uncapped: Record<string, (number | null)[]> = {};
  for (const rule of market.parity) {
    if (!Object.hasOwn(series, rule.older) || !Object.hasOwn(series, rule.newer)) {
      throw new Error(`parity rule names an unknown generation (${rule.older} / ${rule.newer})`);
    }
    if (!Object.hasOwn(uncapped, rule.older)) {
      Object.defineProperty(uncapped, rule.older, { value: series[rule.older].slice(), enumerable: true, writable: true, configurable: true });
    }
    const older = series[rule.older];
    const newer = series[rule.newer];
    for (let m = Math.max(0, rule.fromMonth); m <= horizonMonths; m++) {
      const po = older[m];
      const pn = newer[m];
      if (po !== null && pn !== null) older[m] = Math.min(po, pn * rule.relativeCost);
    }
  }
  return { months, series, uncapped };
}

/**
 * The newer generation's cost per unit of work relative to the older one, from a training share s:
 * s*(1-trainingSaving) + (1-s)*(1-inferenceSaving). GB200 vs H100 (seed): 0.56 / 0.75.
 */
export function relativeCostFromSavings(trainingShare: number, trainingSaving: number, inferenceSaving: number): number {
  return trainingShare * (1 - trainingSaving) + (1 - trainingShare) * (1 - inferenceSaving);
}

/** The price at which the older generation matches the newer one: newerPrice*relativeCost. */
export function parityPrice(newerPrice: number, relativeCost: number): number {
  return newerPrice * relativeCost;
}
