// The fleet's view of an InvestmentContext: every generation's price series as arrays (NaN where
// there is no price), so the monthly loop reads numbers, never calls.

import type { InvestmentContext } from '../investment';
import type { InvestmentInput } from '../scenario/types';
import type { FleetContext } from './terms';

function toSeries(price: (m: number) => number | null | undefined, H: number): Float64Array {
  const out = new Float64Array(H + 1);
  for (let m = 0; m <= H; m++) {
    const p = price(m);
    out[m] = p === null || p === undefined ? NaN : p;
  }
  return out;
}

export function fleetContext(inv: InvestmentInput, ctx: InvestmentContext): FleetContext {
  const H = Math.max(0, Math.floor(ctx.horizonMonths));
  const cache = new Map<string, ArrayLike<number> | undefined>();
  return {
    horizonMonths: H,
    kwPerGPU: ctx.kwPerGPU,
    series(generation) {
      if (cache.has(generation)) return cache.get(generation);
      let s: ArrayLike<number> | undefined;
      if (generation === inv.generation) s = ctx.priceSeries ?? toSeries(ctx.price, H);
      else {
        const other = ctx.seriesOf?.(generation);
        s = other === undefined ? undefined : toSeries((m) => (m < other.length ? other[m] : null), H);
      }
      cache.set(generation, s);
      return s;
    },
    generationPrice(generation) {
      return generation === inv.generation ? ctx.generationPrice : ctx.generationPriceOf?.(generation);
    },
  };
}
