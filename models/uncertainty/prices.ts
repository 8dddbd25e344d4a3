// The investment generation's price series for a Monte Carlo trial, without projecting the whole
// market: only the generations that can reach it through parity rules are projected, and a
// generation whose inputs a trial did not change reuses its cached base series (exactly
// generationPrice of models/market.ts); a changed one is projected by projectFast (below). The
// parity rules run as in projectPrices (in array order, each once); test/models/uncertainty-prices
// checks the result against projectPrices.

import { generationPrice } from '../market';
import type { GenerationInput, MarketInput } from '../scenario/types';

/**
 * Prices by month; NaN where projectPrices has null (before availability). A Float64Array: the
 * trial loop reuses buffers allocated once (createSeriesProjector with `reuse`), and a single
 * element kind keeps every read and write of a series unboxed (a plain array whose kind changes
 * from small integers to doubles made the stores polymorphic, boxing each price).
 */
export type PriceArray = Float64Array;

/**
 * Indexes of the generations that `id`'s final series depends on, and of the rules to apply (in
 * array order): a rule changes only its older generation, reading its newer one, so the closure
 * over "older is relevant → newer is relevant" is enough. Undefined when `id` is not a generation.
 */
export function relevantParts(market: MarketInput, id: string): { generations: number[]; rules: number[] } | undefined {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const rule of market.parity) {
      if (ids.has(rule.older) && !ids.has(rule.newer)) {
        ids.add(rule.newer);
        grew = true;
      }
    }
  }
  const generations: number[] = [];
  const seen = new Set<string>();
  market.generations.forEach((g, i) => {
    if (ids.has(g.id)) generations.push(i);
    seen.add(g.id);
  });
  if (!seen.has(id)) return undefined;
  const rules: number[] = [];
  market.parity.forEach((rule, i) => {
    if (ids.has(rule.older)) rules.push(i);
  });
  return { generations, rules };
}

/** A generation's own series (no parity) exactly as projectPrices computes it. */
function projectExact(g: GenerationInput, horizonMonths: number): PriceArray {
  const out: PriceArray = new Float64Array(horizonMonths + 1);
  for (let m = 0; m <= horizonMonths; m++) out[m] = generationPrice(g, m) ?? NaN;
  return out;
}

/**
 * The same series for a generation a trial changed, faster than one Math.pow per month (a
 * fractional power costs ~80 ns): the decline factor (1-d)^(k/12) is exp(k·log1p(-d)/12) at every
 * 12th month k and the previous value times the monthly factor in between, so the error stays
 * within ~12 ulps at any horizon (test/models/uncertainty-prices checks 1e-13 relative against
 * generationPrice). Expression-priced generations use generationPrice.
 */
export function projectFast(g: GenerationInput, horizonMonths: number, into?: PriceArray): PriceArray {
  if (g.priceExpression !== undefined || !(g.annualDecline < 1)) return projectExact(g, horizonMonths);
  const out: PriceArray = into ?? new Float64Array(horizonMonths + 1);
  const perMonth = Math.log1p(-g.annualDecline) / 12;
  const monthly = Math.exp(perMonth);
  const start = g.availableMonth;
  const floor = g.floor;
  const price = g.price;
  let factor = 1;
  for (let m = 0; m <= horizonMonths; m++) {
    if (m < start) {
      out[m] = NaN;
      continue;
    }
    const k = m - start;
    // An if/else, not a conditional expression: V8 boxed `factor` in every month of the
    // latter (a heap number per month, 4x slower), with the very same values.
    if (k % 12 === 0) factor = Math.exp(k * perMonth);
    else factor *= monthly;
    const p = price * factor;
    if (p > floor) out[m] = p;
    else out[m] = floor;
  }
  return out;
}

/** The price at month m, null where the series has none (NaN). */
export function priceAt(series: PriceArray | undefined, m: number): number | null {
  if (series === undefined || m >= series.length) return null;
  const p = series[m];
  return p === p ? p : null;
}

/**
 * A function giving the series of `id` for a trial's market (same horizon as the base), reusing
 * the base's per-generation series for generations whose object is unchanged (trials copy only
 * what they sample, so an unchanged generation is the very same object).
 * With `reuse`, the series live in buffers allocated once and overwritten by the next call (the
 * Monte Carlo loop uses each series before it projects the next one): no allocation per trial.
 */
export function createSeriesProjector(
  baseMarket: MarketInput,
  id: string,
  horizonMonths: number,
  reuse = false,
): (market: MarketInput) => PriceArray | undefined {
  const parts = relevantParts(baseMarket, id);
  if (!parts) return () => undefined;
  const genIndex = parts.generations;
  const ids = genIndex.map((i) => baseMarket.generations[i].id);
  // With repeated ids (the loader refuses them) the last one wins, as in projectPrices.
  const posOf = (gid: string): number => ids.lastIndexOf(gid);
  const baseGens = genIndex.map((i) => baseMarket.generations[i]);
  const baseSeries = baseGens.map((g) => projectExact(g, horizonMonths));
  const rules = parts.rules.map((i) => ({ index: i, older: posOf(baseMarket.parity[i].older), newer: posOf(baseMarket.parity[i].newer) }));
  for (const r of rules) {
    if (r.older < 0 || r.newer < 0) {
      const rule = baseMarket.parity[r.index];
      throw new Error(`parity rule names an unknown generation (${rule.older} / ${rule.newer})`);
    }
  }
  // Rules overwrite an older generation's series in place: those get a copy of the cached series.
  const written = genIndex.map((_, pos) => rules.some((r) => r.older === pos));
  const target = posOf(id);

  const scratch: PriceArray[] | undefined = reuse ? genIndex.map(() => new Float64Array(horizonMonths + 1)) : undefined;
  const shared: PriceArray[] | undefined = reuse ? new Array<PriceArray>(genIndex.length) : undefined;
  const copyInto = (from: PriceArray, to: PriceArray): PriceArray => {
    to.set(from);
    return to;
  };

  return (market) => {
    const series: PriceArray[] = shared ?? new Array<PriceArray>(genIndex.length);
    for (let pos = 0; pos < genIndex.length; pos++) {
      const g = market.generations[genIndex[pos]];
      if (g === baseGens[pos]) {
        series[pos] = !written[pos] ? baseSeries[pos] : scratch ? copyInto(baseSeries[pos], scratch[pos]) : baseSeries[pos].slice();
      } else series[pos] = projectFast(g, horizonMonths, scratch?.[pos]);
    }
    for (let k = 0; k < rules.length; k++) {
      const r = rules[k];
      const rule = market.parity[r.index];
      const older = series[r.older];
      const newer = series[r.newer];
      const relativeCost = rule.relativeCost;
      for (let m = Math.max(0, rule.fromMonth); m <= horizonMonths; m++) {
        const po = older[m];
        const pn = newer[m];
        // NaN stands for null: a rule applies only where both prices exist.
        if (po === po && pn === pn) older[m] = Math.min(po, pn * relativeCost);
      }
    }
    return series[target];
  };
}
