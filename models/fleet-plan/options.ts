// Every choice a fleet plan can make, with its one-GPU value (model: Fleet plan): a purchase of a
// candidate delivered at d and sold at e, or the sale of an existing block at the end of month e.
import type { MarketInput } from '../scenario/types';
import { deliveryMonths, existingExitMonths, exitMonths } from './sets';
import type { FleetPlanInput } from './types';
import { oneGpuValue, type FleetValueContext, type OneGpu } from './value';

export interface FleetOption {
  kind: 'buy' | 'sell';
  /** Index of the candidate (buy) or the existing fleet (sell) in the input. */
  index: number;
  deliveryMonth: number;
  exitMonth: number;
  /** Value of one GPU of this choice at month 0. */
  value: number;
  /** GPUs per block and IT kW per GPU. */
  block: number;
  kwPerGPU: number;
}

/** The prices of every generation by month 0..H (after parity) and each one's launch price. */
export interface FleetMarket {
  series: Record<string, readonly (number | null)[]>;
  market: MarketInput;
}

function launchPrice(m: FleetMarket, generation: string): number {
  return m.market.generations.find((g) => g.id === generation)?.price ?? 0;
}

function availableMonth(m: FleetMarket, generation: string): number {
  return m.market.generations.find((g) => g.id === generation)?.availableMonth ?? 0;
}

/** The one-GPU terms of a purchase of candidate c at d sold at e. */
export function candidateGpu(p: FleetPlanInput, m: FleetMarket, c: number, d: number, e: number): OneGpu {
  const k = p.candidates[c];
  return {
    prices: m.series[k.generation] ?? [],
    launchPrice: launchPrice(m, k.generation),
    capexPerGPU: k.capexPerGPU,
    paysCapex: true,
    kwPerGPU: k.kwPerGPU,
    deliveryMonth: d,
    exitMonth: e,
    ageAtDelivery: 0,
    ramps: true,
    contractedShare: k.contractedShare,
    contractPrice: k.contractPrice,
    contractMonths: k.contractMonths,
  };
}

/** The one-GPU terms of an existing GPU sold at the end of month e: no capex, no ramp, merchant. */
export function existingGpu(p: FleetPlanInput, m: FleetMarket, k: number, e: number): OneGpu {
  const x = p.existing[k];
  return {
    prices: m.series[x.generation] ?? [],
    launchPrice: launchPrice(m, x.generation),
    capexPerGPU: x.capexPerGPU,
    paysCapex: false,
    kwPerGPU: x.kwPerGPU,
    deliveryMonth: 0,
    exitMonth: e,
    ageAtDelivery: x.ageMonths,
    ramps: false,
    contractedShare: 0,
    contractPrice: 0,
    contractMonths: 0,
  };
}

/** Every purchase and sale the plan may choose, candidates first, in input and month order. */
export function fleetOptions(p: FleetPlanInput, H: number, ctx: FleetValueContext, m: FleetMarket): FleetOption[] {
  const out: FleetOption[] = [];
  p.candidates.forEach((c, i) => {
    for (const d of deliveryMonths(c, H, availableMonth(m, c.generation))) {
      for (const e of exitMonths(d, c.lifeMonths ?? H, H, p.exitEvery)) {
        const value = oneGpuValue(ctx, candidateGpu(p, m, i, d, e));
        out.push({ kind: 'buy', index: i, deliveryMonth: d, exitMonth: e, value, block: c.block, kwPerGPU: c.kwPerGPU });
      }
    }
  });
  p.existing.forEach((x, k) => {
    for (const e of existingExitMonths(H, p.exitEvery)) {
      const value = oneGpuValue(ctx, existingGpu(p, m, k, e));
      out.push({ kind: 'sell', index: k, deliveryMonth: 0, exitMonth: e, value, block: x.block, kwPerGPU: x.kwPerGPU });
    }
  });
  return out;
}
