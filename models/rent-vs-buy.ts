// Rent vs buy over annual usage hours, per GPU and per year (DOMAIN.md section 4 and v2.3).
// Every mode's annual cost is a straight line in the usage hours U: cost(U) = fixed + perHour*U.
// The 3-year reservation (`reserved3y`) is a mode only when the scenario gives `reserved3yPrice`.

import type { RentVsBuyInput } from './scenario/types';
import { ratioOrNull } from './finite';

export type RentMode = 'onDemand' | 'spot' | 'reserved' | 'reserved3y';
export type CostMode = RentMode | 'buy';
/** The modes every result has; `reserved3y` is there only with `reserved3yPrice`. */
type BaseMode = Exclude<CostMode, 'reserved3y'>;
/** A value per mode: `reserved3y` present only when the scenario prices a 3-year reservation. */
export type ByMode<T, M extends string = CostMode> = Record<Exclude<M, 'reserved3y'>, T> & { reserved3y?: T };

/** How a rented mode compares with buying over 0..8,760 h (DOMAIN.md v2.3). */
export type BreakEvenNote = 'crosses' | 'buy-cheaper' | 'rent-cheaper' | 'equal';

export const HOURS_PER_YEAR = 8760;
/** Usage at which the note is decided when the lines do not cross in [0, 8,760] h. */
export const NOTE_HOURS = 4380;
export const CURVE_POINTS = 121; // every 73 h from 0 to 8,760 h
/** Every mode in tie-break order (DOMAIN.md v2.3: onDemand, spot, reserved, reserved3y, buy). */
export const ALL_MODES: readonly CostMode[] = ['onDemand', 'spot', 'reserved', 'reserved3y', 'buy'];
export const ALL_RENT_MODES: readonly RentMode[] = ['onDemand', 'spot', 'reserved', 'reserved3y'];

export interface RentVsBuyContext {
  kwPerGPU: number;
  pue: number;
}

export interface Line {
  fixed: number;
  perHour: number;
}

export type CurvePoint = { hours: number } & ByMode<number>;

export interface PerTokenResult {
  /** Self-hosted cost per million tokens by how the GPU-hour is paid (null: buy at U = 0). */
  costPerMillionTokens: ByMode<number | null>;
  /** Price per GPU-hour behind each figure (spot includes spotOverhead and availability; buy = buy(U)/U). */
  pricePerGPUHour: ByMode<number | null>;
  apiPricePerMillionTokens: number | null;
  /** Cheapest self-hosted option (ties: onDemand, spot, reserved, reserved3y, buy). */
  cheapestSelfHosted: CostMode | null;
  /** Cheapest overall, 'api' when the API price is strictly lower. */
  cheapest: CostMode | 'api' | null;
}

export interface RentVsBuyResult {
  usageHours: number;
  /** Annual capital charge of buying: 12 × the monthly annuity of capex net of the discounted residual. */
  capital: number;
  /** The modes of this result in tie-break order (reserved3y only with reserved3yPrice). */
  modes: CostMode[];
  lines: ByMode<Line>;
  annualCost: ByMode<number>;
  breakEvenHours: ByMode<number | null, RentMode>;
  breakEvenNote: ByMode<BreakEvenNote, RentMode>;
  cheapest: CostMode;
  curve: CurvePoint[];
  perToken?: PerTokenResult;
}

/**
 * 12 × the monthly annuity (DOMAIN.md v2.3, changes v1's annual annuity): j = monthly(costOfCapital),
 * n = 12·lifeYears, capital = 12·(capex − capex·residual·(1+j)^−n)·j/(1 − (1+j)^−n).
 */
export function capitalCharge(p: Pick<RentVsBuyInput, 'capexPerGPU' | 'lifeYears' | 'costOfCapital' | 'residualFraction'>): number {
  const capex = p.capexPerGPU;
  const L = p.lifeYears;
  if (!(L > 0)) return 0; // lifeYears must be > 0; avoid Infinity on bad input
  const j = Math.expm1(Math.log1p(p.costOfCapital) / 12);
  const n = 12 * L;
  // 1 - (1+j)^-n through expm1/log1p: the plain form cancels to 0 (a charge of Infinity) when j·n is
  // tiny (j = 1e-17 gives 1 + j === 1). When even this underflows, the j → 0 limit applies.
  const growth = n * Math.log1p(j);
  const annuityDenominator = -Math.expm1(-growth);
  if (j === 0 || annuityDenominator === 0) return (capex * (1 - p.residualFraction)) / L;
  return (12 * (capex - capex * p.residualFraction * Math.exp(-growth)) * j) / annuityDenominator;
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

/** "crosses" with a break-even in [0, 8,760]; otherwise which line is lower at NOTE_HOURS. */
function noteFor(rent: Line, buy: Line, crossing: number | null): BreakEvenNote {
  if (rent.perHour === buy.perHour && rent.fixed === buy.fixed) return 'equal';
  if (crossing !== null) return 'crosses';
  const r = cost(rent, NOTE_HOURS);
  const b = cost(buy, NOTE_HOURS);
  return b < r ? 'buy-cheaper' : r < b ? 'rent-cheaper' : 'equal';
}

function cheapestOf(modes: readonly CostMode[], costs: ByMode<number>): CostMode {
  let best: CostMode = modes[0];
  for (const mode of modes) if ((costs[mode] ?? Infinity) < (costs[best] ?? Infinity)) best = mode;
  return best;
}

/** Present modes in tie-break order. */
export function modesOf(p: Pick<RentVsBuyInput, 'reserved3yPrice'>): CostMode[] {
  return ALL_MODES.filter((m) => m !== 'reserved3y' || p.reserved3yPrice !== undefined);
}

/** Builds a value per present mode. */
function byMode<T>(modes: readonly CostMode[], f: (m: CostMode) => T): ByMode<T> {
  const out: Partial<Record<CostMode, T>> = {};
  for (const m of modes) out[m] = f(m);
  return out as ByMode<T>;
}

function byRentMode<T>(modes: readonly CostMode[], f: (m: RentMode) => T): ByMode<T, RentMode> {
  const out: Partial<Record<RentMode, T>> = {};
  for (const m of modes) if (m !== 'buy') out[m] = f(m);
  return out as ByMode<T, RentMode>;
}

/** Spot's price per usage hour: the share spot can serve at spot (plus re-run work), the rest on demand. */
export function spotHourPrice(p: Pick<RentVsBuyInput, 'spotPrice' | 'spotOverhead' | 'onDemandPrice' | 'spotAvailability'>): number {
  const a = p.spotAvailability ?? 1;
  return a * (1 + p.spotOverhead) * p.spotPrice + (1 - a) * p.onDemandPrice;
}

function perToken(p: RentVsBuyInput, modes: readonly CostMode[], annualCost: ByMode<number>): PerTokenResult | undefined {
  const tps = p.tokensPerSecondPerGPU;
  if (tps === undefined || !(tps > 0)) return undefined;
  const utilization = p.tokenUtilization ?? 1;
  const tokensPerHour = tps * 3600 * utilization;
  const U = p.usageHours;
  const hourly: Record<CostMode, number | null> = {
    onDemand: p.onDemandPrice,
    spot: spotHourPrice(p),
    reserved: p.reservedPrice,
    reserved3y: p.reserved3yPrice ?? null,
    buy: U > 0 ? ratioOrNull(annualCost.buy, U) : null,
  };
  const pricePerGPUHour = byMode(modes, (m) => hourly[m]);
  const perMillion = (price: number | null): number | null => {
    if (price === null || !(tokensPerHour > 0)) return null;
    const cost = (price / tokensPerHour) * 1e6;
    return Number.isFinite(cost) ? cost : null; // a tiny tokens-per-hour overflows: not meaningful
  };
  const costPerMillionTokens = byMode(modes, (m) => perMillion(hourly[m]));
  let cheapestSelfHosted: CostMode | null = null;
  for (const mode of modes) {
    const c = costPerMillionTokens[mode] ?? null;
    const best = cheapestSelfHosted === null ? null : (costPerMillionTokens[cheapestSelfHosted] ?? null);
    if (c !== null && (best === null || c < best)) cheapestSelfHosted = mode;
  }
  const api = p.apiPricePerMillionTokens ?? null;
  const bestSelf = cheapestSelfHosted === null ? null : (costPerMillionTokens[cheapestSelfHosted] ?? null);
  const cheapest: CostMode | 'api' | null =
    api !== null && (bestSelf === null || api < bestSelf) ? 'api' : cheapestSelfHosted;
  return { costPerMillionTokens, pricePerGPUHour, apiPricePerMillionTokens: api, cheapestSelfHosted, cheapest };
}

export function computeRentVsBuy(p: RentVsBuyInput, ctx: RentVsBuyContext): RentVsBuyResult {
  const modes = modesOf(p);
  const capital = capitalCharge(p);
  const powerPerHour = ctx.kwPerGPU * ctx.pue * p.powerPricePerKWh; // money per GPU-hour at full draw
  const fixedBuy = capital + 12 * (ctx.kwPerGPU * p.coloPerKWMonth + p.opexPerGPUMonth);
  const a = p.spotAvailability ?? 1;
  const allLines: Record<CostMode, Line> = {
    onDemand: { fixed: 0, perHour: p.onDemandPrice },
    spot: { fixed: 0, perHour: spotHourPrice(p) },
    reserved: { fixed: HOURS_PER_YEAR * p.reservedPrice, perHour: 0 },
    reserved3y: { fixed: HOURS_PER_YEAR * (p.reserved3yPrice ?? 0), perHour: 0 },
    buy: {
      fixed: fixedBuy + powerPerHour * HOURS_PER_YEAR * p.idlePowerFraction,
      perHour: powerPerHour * (1 - p.idlePowerFraction),
    },
  };
  const lines = byMode(modes, (m) => allLines[m]);
  const U = p.usageHours;
  // The formulas of DOMAIN.md, evaluated as written (the lines above are the same costs regrouped).
  const atU: Record<CostMode, number> = {
    onDemand: U * p.onDemandPrice,
    spot: U * a * (1 + p.spotOverhead) * p.spotPrice + U * (1 - a) * p.onDemandPrice,
    reserved: HOURS_PER_YEAR * p.reservedPrice,
    reserved3y: HOURS_PER_YEAR * (p.reserved3yPrice ?? 0),
    buy: fixedBuy + powerPerHour * (U + (HOURS_PER_YEAR - U) * p.idlePowerFraction),
  };
  const annualCost = byMode(modes, (m) => atU[m]);
  const breakEvenHours = byRentMode(modes, (m) => breakEven(allLines[m], allLines.buy));
  const breakEvenNote = byRentMode(modes, (m) => noteFor(allLines[m], allLines.buy, breakEven(allLines[m], allLines.buy)));

  const curve: CurvePoint[] = [];
  for (let k = 0; k < CURVE_POINTS; k++) {
    const hours = (HOURS_PER_YEAR * k) / (CURVE_POINTS - 1);
    curve.push({ hours, ...byMode(modes, (m) => cost(allLines[m], hours)) });
  }

  const tokens = perToken(p, modes, annualCost);
  return {
    usageHours: U,
    capital,
    modes,
    lines,
    annualCost,
    breakEvenHours,
    breakEvenNote,
    cheapest: cheapestOf(modes, annualCost),
    curve,
    ...(tokens ? { perToken: tokens } : {}),
  };
}
