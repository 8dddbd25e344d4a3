// Rent vs buy over annual usage hours, per GPU and per year (docs/model.md › Rent vs buy, rent-vs-buy and renting without a site).
// Every mode's annual cost is a straight line in the usage hours U: cost(U) = fixed + perHour*U.
// The 3-year reservation (`reserved3y`) is a mode only when the scenario gives `reserved3yPrice`;
// buying only when the power per GPU and the PUE are known (docs/model.md › Rent vs buy › Without a site and per token: a renter needs no site).

import type { RentVsBuyInput } from './scenario/types';
import { HOURS_PER_YEAR, type ByMode, type CostMode, type Line, type RentMode } from './rent-vs-buy-types';
import { cheapestBands, modeBreakEvens, type CheapestBand, type ModeBreakEven } from './rent-vs-buy-bands';
import { perToken, spotHourPrice, type PerTokenResult } from './rent-vs-buy-tokens';

export { HOURS_PER_YEAR };
export type { ByMode, CostMode, Line, RentMode, CheapestBand, ModeBreakEven, PerTokenResult };
export { spotHourPrice };

/** How a rented mode compares with buying over 0..8,760 h (docs/model.md › Rent vs buy). */
export type BreakEvenNote = 'crosses' | 'buy-cheaper' | 'rent-cheaper' | 'equal';

/** Usage at which the note is decided when the lines do not cross in [0, 8,760] h. */
export const NOTE_HOURS = 4380;
export const CURVE_POINTS = 121; // every 73 h from 0 to 8,760 h
/** Every mode in tie-break order (docs/model.md › Rent vs buy: onDemand, spot, reserved, reserved3y, buy). */
export const ALL_MODES: readonly CostMode[] = ['onDemand', 'spot', 'reserved', 'reserved3y', 'buy'];
export const ALL_RENT_MODES: readonly RentMode[] = ['onDemand', 'spot', 'reserved', 'reserved3y'];

/** The power per GPU (kW) and the PUE that price buying's electricity and colocation. */
export interface RentVsBuyContext {
  kwPerGPU: number;
  pue: number;
}

export type CurvePoint = { hours: number } & ByMode<number>;

export interface RentVsBuyResult {
  usageHours: number;
  /** Annual capital charge of buying: 12 × the monthly annuity of capex net of the discounted residual (absent without buying). */
  capital?: number;
  /** The modes of this result in tie-break order (reserved3y only with reserved3yPrice, buy only with power figures). */
  modes: CostMode[];
  lines: ByMode<Line>;
  annualCost: ByMode<number>;
  /** Each rented mode against buying: {} without buying (docs/model.md › Rent vs buy › Without a site and per token). */
  breakEvenHours: Partial<Record<RentMode, number | null>>;
  breakEvenNote: Partial<Record<RentMode, BreakEvenNote>>;
  cheapest: CostMode;
  /** docs/model.md › Rent vs buy › Without a site and per token: where each mode is cheapest over 0..8,760 h, edges at exact crossings. */
  cheapestBands: CheapestBand[];
  /** docs/model.md › Rent vs buy › Without a site and per token: every pair of modes whose lines cross inside (0, 8,760) h, by hours. */
  modeBreakEvens: ModeBreakEven[];
  curve: CurvePoint[];
  perToken?: PerTokenResult;
}

/**
 * 12 × the monthly annuity (docs/model.md › Rent vs buy, changes v1's annual annuity): j = monthly(costOfCapital),
 * n = 12·lifeYears, capital = 12·(capex − capex·residual·(1+j)^−n)·j/(1 − (1+j)^−n).
 */
export function capitalCharge(p: { capexPerGPU: number; lifeYears: number; costOfCapital: number; residualFraction: number }): number {
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

/** Present modes in tie-break order: reserved3y only when priced, buy only when it can be costed. */
export function modesOf(p: Pick<RentVsBuyInput, 'reserved3yPrice'>, withBuy = true): CostMode[] {
  return ALL_MODES.filter((m) => (m !== 'reserved3y' || p.reserved3yPrice !== undefined) && (m !== 'buy' || withBuy));
}

/** Builds a value per present mode. */
function byMode<T>(modes: readonly CostMode[], f: (m: CostMode) => T): ByMode<T> {
  const out: Partial<Record<CostMode, T>> = {};
  for (const m of modes) out[m] = f(m);
  return out as ByMode<T>;
}

function byRentMode<T>(modes: readonly CostMode[], f: (m: RentMode) => T): Partial<Record<RentMode, T>> {
  const out: Partial<Record<RentMode, T>> = {};
  for (const m of modes) if (m !== 'buy') out[m] = f(m);
  return out;
}

/** The power figures buying needs (docs/model.md › Rent vs buy › Without a site and per token): the section's own kwPerGPU and pue, else the site's. */
export function buyContext(p: Pick<RentVsBuyInput, 'kwPerGPU' | 'pue'>, site: RentVsBuyContext | null): RentVsBuyContext | null {
  if (p.kwPerGPU !== undefined && p.pue !== undefined) return { kwPerGPU: p.kwPerGPU, pue: p.pue };
  return site;
}

/** Buying's line and its cost at U, from docs/model.md › Rent vs buy as amended by rent-vs-buy. */
function buyOf(p: RentVsBuyInput, ctx: RentVsBuyContext): { capital: number; line: Line; atU: number } {
  const capital = capitalCharge({ ...p, capexPerGPU: p.capexPerGPU ?? 0, lifeYears: p.lifeYears ?? 0 });
  const powerPerHour = ctx.kwPerGPU * ctx.pue * p.powerPricePerKWh; // money per GPU-hour at full draw
  const fixedBuy = capital + 12 * (ctx.kwPerGPU * p.coloPerKWMonth + p.opexPerGPUMonth);
  const U = p.usageHours;
  return {
    capital,
    line: { fixed: fixedBuy + powerPerHour * HOURS_PER_YEAR * p.idlePowerFraction, perHour: powerPerHour * (1 - p.idlePowerFraction) },
    // The formula as written (the line is the same cost regrouped).
    atU: fixedBuy + powerPerHour * (U + (HOURS_PER_YEAR - U) * p.idlePowerFraction),
  };
}

/**
 * The cost of every mode at CURVE_POINTS usage levels, keys in the modes' order. The three modes
 * always present are written by name and the two optional ones after them (one object shape per
 * mode set; a store by a computed key cost more than the costs themselves).
 */
function costCurve(modes: readonly CostMode[], lines: Record<CostMode, Line>): CurvePoint[] {
  const has3y = modes.includes('reserved3y');
  const hasBuy = modes.includes('buy');
  const curve: CurvePoint[] = [];
  for (let k = 0; k < CURVE_POINTS; k++) {
    const hours = (HOURS_PER_YEAR * k) / (CURVE_POINTS - 1);
    const point: Record<string, number> = { hours, onDemand: cost(lines.onDemand, hours), spot: cost(lines.spot, hours), reserved: cost(lines.reserved, hours) };
    if (has3y) point.reserved3y = cost(lines.reserved3y, hours);
    if (hasBuy) point.buy = cost(lines.buy, hours);
    curve.push(point as CurvePoint);
  }
  return curve;
}

/**
 * Rent vs buy per GPU-year. `ctx` is the power per GPU and the PUE (see `buyContext`); null means
 * there is no buying to compare (docs/model.md › Rent vs buy › Without a site and per token: a renter without a site): no `buy` mode, and the
 * break-evens against buying are {}.
 */
export function computeRentVsBuy(p: RentVsBuyInput, ctx: RentVsBuyContext | null): RentVsBuyResult {
  const buy = ctx ? buyOf(p, ctx) : null;
  const modes = modesOf(p, buy !== null);
  const a = p.spotAvailability ?? 1;
  const allLines: Record<CostMode, Line> = {
    onDemand: { fixed: 0, perHour: p.onDemandPrice },
    spot: { fixed: 0, perHour: spotHourPrice(p) },
    reserved: { fixed: HOURS_PER_YEAR * p.reservedPrice, perHour: 0 },
    reserved3y: { fixed: HOURS_PER_YEAR * (p.reserved3yPrice ?? 0), perHour: 0 },
    buy: buy?.line ?? { fixed: 0, perHour: 0 },
  };
  const lines = byMode(modes, (m) => allLines[m]);
  const U = p.usageHours;
  // The formulas of docs/model.md, evaluated as written (the lines above are the same costs regrouped).
  const atU: Record<CostMode, number> = {
    onDemand: U * p.onDemandPrice,
    spot: U * a * (1 + p.spotOverhead) * p.spotPrice + U * (1 - a) * p.onDemandPrice,
    reserved: HOURS_PER_YEAR * p.reservedPrice,
    reserved3y: HOURS_PER_YEAR * (p.reserved3yPrice ?? 0),
    buy: buy?.atU ?? 0,
  };
  const annualCost = byMode(modes, (m) => atU[m]);
  const rentModes = buy ? modes : [];
  const breakEvenHours = byRentMode(rentModes, (m) => breakEven(allLines[m], allLines.buy));
  const breakEvenNote = byRentMode(rentModes, (m) => noteFor(allLines[m], allLines.buy, breakEven(allLines[m], allLines.buy)));

  const curve = costCurve(modes, allLines);

  const tokens = perToken(p, modes, buy ? annualCost.buy : undefined);
  return {
    usageHours: U,
    ...(buy ? { capital: buy.capital } : {}),
    modes,
    lines,
    annualCost,
    breakEvenHours,
    breakEvenNote,
    cheapest: cheapestOf(modes, annualCost),
    cheapestBands: cheapestBands(modes, lines),
    modeBreakEvens: modeBreakEvens(modes, lines),
    curve,
    ...(tokens ? { perToken: tokens } : {}),
  };
}
