// Rent vs buy over annual usage hours, per GPU and per year (DOMAIN.md section 4).
// Every mode's annual cost is a straight line in the usage hours U: cost(U) = fixed + perHour*U.

import type { RentVsBuyInput } from './scenario/types';
import { ratioOrNull } from './finite';

export type RentMode = 'onDemand' | 'spot' | 'reserved';
export type CostMode = RentMode | 'buy';

export const HOURS_PER_YEAR = 8760;
export const CURVE_POINTS = 121; // every 73 h from 0 to 8,760 h
const MODES: readonly CostMode[] = ['onDemand', 'spot', 'reserved', 'buy'];

export interface RentVsBuyContext {
  kwPerGPU: number;
  pue: number;
}

export interface Line {
  fixed: number;
  perHour: number;
}

export interface CurvePoint {
  hours: number;
  onDemand: number;
  spot: number;
  reserved: number;
  buy: number;
}

export interface PerTokenResult {
  /** Self-hosted cost per million tokens by how the GPU-hour is paid (null: buy at U = 0). */
  costPerMillionTokens: Record<CostMode, number | null>;
  /** Price per GPU-hour behind each figure (spot includes spotOverhead; buy = buy(U)/U). */
  pricePerGPUHour: Record<CostMode, number | null>;
  apiPricePerMillionTokens: number | null;
  /** Cheapest self-hosted option (ties: onDemand, spot, reserved, buy). */
  cheapestSelfHosted: CostMode | null;
  /** Cheapest overall, 'api' when the API price is strictly lower. */
  cheapest: CostMode | 'api' | null;
}

export interface RentVsBuyResult {
  usageHours: number;
  /** Annual capital charge of buying (annuity of capex net of discounted residual). */
  capital: number;
  lines: Record<CostMode, Line>;
  annualCost: Record<CostMode, number>;
  breakEvenHours: Record<RentMode, number | null>;
  cheapest: CostMode;
  curve: CurvePoint[];
  perToken?: PerTokenResult;
}

function capitalCharge(p: RentVsBuyInput): number {
  const capex = p.capexPerGPU;
  const L = p.lifeYears;
  const i = p.costOfCapital;
  if (!(L > 0)) return 0; // lifeYears must be > 0; avoid Infinity on bad input
  // 1 - (1+i)^-L through expm1/log1p: the plain form cancels to 0 (a charge of Infinity) when i·L is
  // tiny (i = 1e-17 gives 1 + i === 1). When even this underflows, the i → 0 limit applies.
  const growth = L * Math.log1p(i);
  const annuityDenominator = -Math.expm1(-growth);
  if (i === 0 || annuityDenominator === 0) return (capex * (1 - p.residualFraction)) / L;
  return ((capex - capex * p.residualFraction * Math.exp(-growth)) * i) / annuityDenominator;
}

function cost(line: Line, hours: number): number {
  return line.fixed + line.perHour * hours;
}

/** U in [0, 8760] where the two lines meet; null when they are parallel or meet outside. */
function breakEven(rent: Line, buy: Line): number | null {
  const slope = rent.perHour - buy.perHour;
  if (slope === 0) return null;
  const u = (buy.fixed - rent.fixed) / slope;
  return u >= 0 && u <= HOURS_PER_YEAR ? u : null;
}

function cheapestOf(costs: Record<CostMode, number>): CostMode {
  let best: CostMode = MODES[0];
  for (const mode of MODES) if (costs[mode] < costs[best]) best = mode;
  return best;
}

function perToken(p: RentVsBuyInput, annualCost: Record<CostMode, number>): PerTokenResult | undefined {
  const tps = p.tokensPerSecondPerGPU;
  if (tps === undefined || !(tps > 0)) return undefined;
  const utilization = p.tokenUtilization ?? 1;
  const tokensPerHour = tps * 3600 * utilization;
  const U = p.usageHours;
  const pricePerGPUHour: Record<CostMode, number | null> = {
    onDemand: p.onDemandPrice,
    spot: p.spotPrice * (1 + p.spotOverhead),
    reserved: p.reservedPrice,
    buy: U > 0 ? ratioOrNull(annualCost.buy, U) : null,
  };
  const perMillion = (price: number | null): number | null => {
    if (price === null || !(tokensPerHour > 0)) return null;
    const cost = (price / tokensPerHour) * 1e6;
    return Number.isFinite(cost) ? cost : null; // a tiny tokens-per-hour overflows: not meaningful
  };
  const costPerMillionTokens: Record<CostMode, number | null> = {
    onDemand: perMillion(pricePerGPUHour.onDemand),
    spot: perMillion(pricePerGPUHour.spot),
    reserved: perMillion(pricePerGPUHour.reserved),
    buy: perMillion(pricePerGPUHour.buy),
  };
  let cheapestSelfHosted: CostMode | null = null;
  for (const mode of MODES) {
    const c = costPerMillionTokens[mode];
    const best = cheapestSelfHosted === null ? null : costPerMillionTokens[cheapestSelfHosted];
    if (c !== null && (best === null || c < best)) cheapestSelfHosted = mode;
  }
  const api = p.apiPricePerMillionTokens ?? null;
  const bestSelf = cheapestSelfHosted === null ? null : costPerMillionTokens[cheapestSelfHosted];
  const cheapest: CostMode | 'api' | null =
    api !== null && (bestSelf === null || api < bestSelf) ? 'api' : cheapestSelfHosted;
  return { costPerMillionTokens, pricePerGPUHour, apiPricePerMillionTokens: api, cheapestSelfHosted, cheapest };
}

export function computeRentVsBuy(p: RentVsBuyInput, ctx: RentVsBuyContext): RentVsBuyResult {
  const capital = capitalCharge(p);
  const powerPerHour = ctx.kwPerGPU * ctx.pue * p.powerPricePerKWh; // money per GPU-hour at full draw
  const lines: Record<CostMode, Line> = {
    onDemand: { fixed: 0, perHour: p.onDemandPrice },
    spot: { fixed: 0, perHour: (1 + p.spotOverhead) * p.spotPrice },
    reserved: { fixed: HOURS_PER_YEAR * p.reservedPrice, perHour: 0 },
    buy: {
      fixed:
        capital +
        12 * (ctx.kwPerGPU * p.coloPerKWMonth + p.opexPerGPUMonth) +
        powerPerHour * HOURS_PER_YEAR * p.idlePowerFraction,
      perHour: powerPerHour * (1 - p.idlePowerFraction),
    },
  };
  const U = p.usageHours;
  // The formulas of DOMAIN.md, evaluated as written (the lines above are the same costs regrouped).
  const annualCost: Record<CostMode, number> = {
    onDemand: U * p.onDemandPrice,
    spot: U * (1 + p.spotOverhead) * p.spotPrice,
    reserved: HOURS_PER_YEAR * p.reservedPrice,
    buy:
      capital +
      12 * (ctx.kwPerGPU * p.coloPerKWMonth + p.opexPerGPUMonth) +
      powerPerHour * (U + (HOURS_PER_YEAR - U) * p.idlePowerFraction),
  };
  const breakEvenHours: Record<RentMode, number | null> = {
    onDemand: breakEven(lines.onDemand, lines.buy),
    spot: breakEven(lines.spot, lines.buy),
    reserved: breakEven(lines.reserved, lines.buy),
  };

  const curve: CurvePoint[] = [];
  for (let k = 0; k < CURVE_POINTS; k++) {
    const hours = (HOURS_PER_YEAR * k) / (CURVE_POINTS - 1);
    curve.push({
      hours,
      onDemand: cost(lines.onDemand, hours),
      spot: cost(lines.spot, hours),
      reserved: cost(lines.reserved, hours),
      buy: cost(lines.buy, hours),
    });
  }

  const tokens = perToken(p, annualCost);
  return {
    usageHours: U,
    capital,
    lines,
    annualCost,
    breakEvenHours,
    cheapest: cheapestOf(annualCost),
    curve,
    ...(tokens ? { perToken: tokens } : {}),
  };
}
