// Self-hosting against a per-token API (docs/model.md › Rent vs buy, rent-vs-buy and per-token): the cost of a million
// tokens by how the GPU-hour is paid, the cheapest option counting the API, and the utilization at
// which a reservation costs what the API charges.

import type { RentVsBuyInput } from './scenario/types';
import { ratioOrNull } from './finite';
import type { ByMode, CostMode } from './rent-vs-buy-types';

/** docs/model.md › Rent vs buy › Without a site and per token's default share of throughput achieved by modes billed per used hour. */
export const DEFAULT_AUTOSCALED_UTILIZATION = 0.7;

export interface PerTokenResult {
  /** Self-hosted cost per million tokens by how the GPU-hour is paid (null: buy at U = 0). */
  costPerMillionTokens: ByMode<number | null>;
  /** Price per GPU-hour behind each figure (spot: the rent-vs-buy's effective rate; buy = buy(U)/U). */
  pricePerGPUHour: ByMode<number | null>;
  apiPricePerMillionTokens: number | null;
  /** Cheapest self-hosted option (ties: onDemand, spot, reserved, reserved3y, buy). */
  cheapestSelfHosted: CostMode | null;
  /** Cheapest overall: 'api' only when the API price is strictly lower than every self-hosted cost. */
  cheapest: CostMode | 'api' | null;
  /**
   * docs/model.md › Rent vs buy › Without a site and per token: the tokenUtilization at which each reservation's cost per million tokens equals the API's
   * (null above 1, or without an API price > 0); reserved3y only when priced.
   */
  breakEvenUtilization: { reserved: number | null; reserved3y?: number | null };
}

/** Spot's price per usage hour: the share spot can serve at spot (plus re-run work), the rest on demand. */
export function spotHourPrice(p: Pick<RentVsBuyInput, 'spotPrice' | 'spotOverhead' | 'onDemandPrice' | 'spotAvailability'>): number {
  const a = p.spotAvailability ?? 1;
  return a * (1 + p.spotOverhead) * p.spotPrice + (1 - a) * p.onDemandPrice;
}

/** Modes billed per used hour scale with load (docs/model.md › Rent vs buy › Without a site and per token): they use autoscaledUtilization. */
const PER_USED_HOUR: ReadonlySet<CostMode> = new Set<CostMode>(['onDemand', 'spot']);

/** The utilization behind a mode's cost per million tokens (docs/model.md › Rent vs buy › Without a site and per token), for the tables. */
export function tokenUtilizationFor(mode: CostMode, p: Pick<RentVsBuyInput, 'tokenUtilization' | 'autoscaledUtilization'>): number {
  return PER_USED_HOUR.has(mode) ? (p.autoscaledUtilization ?? DEFAULT_AUTOSCALED_UTILIZATION) : (p.tokenUtilization ?? 1);
}

function byMode<T>(modes: readonly CostMode[], f: (m: CostMode) => T): ByMode<T> {
  const out: Partial<Record<CostMode, T>> = {};
  for (const m of modes) out[m] = f(m);
  return out as ByMode<T>;
}

/** Price·1e6/(tokens per hour), null when it is not a finite number (a tiny throughput overflows). */
function perMillion(price: number | null, tokensPerHour: number): number | null {
  if (price === null || !(tokensPerHour > 0)) return null;
  const cost = (price / tokensPerHour) * 1e6;
  return Number.isFinite(cost) ? cost : null;
}

/** The tokenUtilization at which a price per GPU-hour costs the API's price per million tokens. */
function breakEvenUtilizationOf(price: number, tps: number, api: number | null): number | null {
  if (api === null || !(api > 0)) return null;
  const u = (price * 1e6) / (tps * 3600 * api);
  return Number.isFinite(u) && u <= 1 ? u : null;
}

export function perToken(p: RentVsBuyInput, modes: readonly CostMode[], annualBuy: number | undefined): PerTokenResult | undefined {
  const tps = p.tokensPerSecondPerGPU;
  if (tps === undefined || !(tps > 0)) return undefined;
  const reservedTokensPerHour = tps * 3600 * (p.tokenUtilization ?? 1);
  const autoscaledTokensPerHour = tps * 3600 * (p.autoscaledUtilization ?? DEFAULT_AUTOSCALED_UTILIZATION);
  const U = p.usageHours;
  const hourly: Record<CostMode, number | null> = {
    onDemand: p.onDemandPrice,
    spot: spotHourPrice(p),
    reserved: p.reservedPrice,
    reserved3y: p.reserved3yPrice ?? null,
    buy: annualBuy !== undefined && U > 0 ? ratioOrNull(annualBuy, U) : null,
  };
  const pricePerGPUHour = byMode(modes, (m) => hourly[m]);
  const costPerMillionTokens = byMode(modes, (m) =>
    perMillion(hourly[m], PER_USED_HOUR.has(m) ? autoscaledTokensPerHour : reservedTokensPerHour));
  let cheapestSelfHosted: CostMode | null = null;
  let bestSelf: number | null = null;
  for (const mode of modes) {
    const c = costPerMillionTokens[mode] ?? null;
    if (c !== null && (bestSelf === null || c < bestSelf)) {
      cheapestSelfHosted = mode;
      bestSelf = c;
    }
  }
  const api = p.apiPricePerMillionTokens ?? null;
  const cheapest: CostMode | 'api' | null = api !== null && (bestSelf === null || api < bestSelf) ? 'api' : cheapestSelfHosted;
  const breakEvenUtilization: PerTokenResult['breakEvenUtilization'] = {
    reserved: breakEvenUtilizationOf(p.reservedPrice, tps, api),
    ...(p.reserved3yPrice !== undefined ? { reserved3y: breakEvenUtilizationOf(p.reserved3yPrice, tps, api) } : {}),
  };
  return { costPerMillionTokens, pricePerGPUHour, apiPricePerMillionTokens: api, cheapestSelfHosted, cheapest, breakEvenUtilization };
}
