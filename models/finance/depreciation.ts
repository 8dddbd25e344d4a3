// Tax depreciation of the investment (docs/model.md › Investment › Tax, depreciation and losses straight line; tax depreciation bonus and MACRS 5-year).
// A schedule is a handful of numbers (no arrays), so the Monte Carlo loop allocates nothing:
// depreciationAt(s, m) is month m's amount and s.bookH the book value at the horizon.

/** US MACRS 5-year property, half-year convention (IRS Publication 946, table A-1): six tax years. */
export const MACRS5_RATES: readonly number[] = [0.2, 0.32, 0.192, 0.1152, 0.1152, 0.0576];

export type DepreciationMethodName = 'straight' | 'macrs5';

export interface DepreciationSchedule {
  method: DepreciationMethodName;
  /** Bonus depreciation taken in month 1. */
  bonus: number;
  /** Straight line: the monthly amount in months 1..D (0 without D). */
  straightMonth: number;
  D: number;
  /** MACRS: the base (capex − bonus). */
  macrsBase: number;
  /** Book value at H: capex − Σ dep_m over months 1..H. */
  bookH: number;
}

export function newDepreciationSchedule(): DepreciationSchedule {
  return { method: 'straight', bonus: 0, straightMonth: 0, D: 0, macrsBase: 0, bookH: 0 };
}

/** MACRS year y's (0-based) amount per month. */
function macrsMonth(s: DepreciationSchedule, y: number): number {
  return y < MACRS5_RATES.length ? (MACRS5_RATES[y] * s.macrsBase) / 12 : 0;
}

/**
 * The schedule of a capex with residual fraction `residualFraction` (docs/model.md › Investment › Covenant and DSCR):
 * bonus = bonusShare·capex in month 1 (with the straight method capped at capex − capex·residual);
 * straight = (capex − bonus − capex·residual)/D in months 1..D, never below 0; macrs5 = the table's
 * share of (capex − bonus), each tax year spread evenly over its 12 months, no salvage, D unused.
 * With no bonus the straight amount keeps the tax and depreciation's expression capex·(1 − residual)/D, bit for bit.
 */
export function depreciationSchedule(
  capex: number,
  residualFraction: number,
  D: number,
  method: DepreciationMethodName,
  bonusShare: number,
  H: number,
  into: DepreciationSchedule = newDepreciationSchedule(),
): DepreciationSchedule {
  into.method = method;
  into.D = D;
  if (method === 'macrs5') {
    const bonus = bonusShare * capex;
    into.bonus = bonus;
    into.straightMonth = 0;
    into.macrsBase = capex - bonus;
    let total = H >= 1 ? bonus : 0;
    const years = Math.min(MACRS5_RATES.length, Math.ceil(H / 12));
    for (let y = 0; y < years; y++) total += macrsMonth(into, y) * Math.min(12, H - 12 * y);
    into.bookH = capex - total;
    return into;
  }
  into.macrsBase = 0;
  if (bonusShare === 0) {
    into.bonus = 0;
    into.straightMonth = D > 0 ? (capex * (1 - residualFraction)) / D : 0;
    into.bookH = capex - into.straightMonth * Math.min(D, H);
    return into;
  }
  const depreciable = capex - capex * residualFraction;
  const bonus = Math.min(bonusShare * capex, depreciable);
  into.bonus = bonus;
  into.straightMonth = D > 0 ? Math.max(0, (depreciable - bonus) / D) : 0;
  into.bookH = capex - ((H >= 1 ? bonus : 0) + into.straightMonth * Math.min(D, H));
  return into;
}

/** dep_m of month m ≥ 1. */
export function depreciationAt(s: DepreciationSchedule, m: number): number {
  const bonus = m === 1 ? s.bonus : 0;
  if (s.method === 'macrs5') return bonus + macrsMonth(s, Math.floor((m - 1) / 12));
  const straight = m <= s.D ? s.straightMonth : 0;
  return s.bonus === 0 ? straight : bonus + straight;
}
