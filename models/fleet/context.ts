// The fleet's view of an InvestmentContext: every generation's price series as arrays (NaN where
// there is no price), so the monthly loop reads numbers, never calls. One object a caller may keep
// and point at the next investment (the Monte Carlo loop: nothing allocated per trial).

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

/** A FleetContext over (inv, ctx), re-pointed by `reset`; series are made once per reset and generation. */
export class InvestmentFleetContext implements FleetContext {
  horizonMonths = 0;
  kwPerGPU = 0;
  private inv: InvestmentInput | undefined;
  private ctx: InvestmentContext | undefined;
  private readonly cache = new Map<string, ArrayLike<number> | undefined>();

  reset(inv: InvestmentInput, ctx: InvestmentContext): this {
    this.inv = inv;
    this.ctx = ctx;
    this.horizonMonths = Math.max(0, Math.floor(ctx.horizonMonths));
    this.kwPerGPU = ctx.kwPerGPU;
    if (this.cache.size > 0) this.cache.clear();
    return this;
  }

  series(generation: string): ArrayLike<number> | undefined {
    const ctx = this.ctx!;
    // The investment's own generation with a series given (the Monte Carlo trial): read as it is.
    if (generation === this.inv!.generation && ctx.priceSeries !== undefined) return ctx.priceSeries;
    if (this.cache.has(generation)) return this.cache.get(generation);
    const H = this.horizonMonths;
    let s: ArrayLike<number> | undefined;
    if (generation === this.inv!.generation) s = toSeries(ctx.price, H);
    else {
      const other = ctx.seriesOf?.(generation);
      s = other === undefined ? undefined : toSeries((m) => (m < other.length ? other[m] : null), H);
    }
    this.cache.set(generation, s);
    return s;
  }

  generationPrice(generation: string): number | undefined {
    return generation === this.inv!.generation ? this.ctx!.generationPrice : this.ctx!.generationPriceOf?.(generation);
  }
}

export function fleetContext(inv: InvestmentInput, ctx: InvestmentContext, reuse?: InvestmentFleetContext): FleetContext {
  return (reuse ?? new InvestmentFleetContext()).reset(inv, ctx);
}
