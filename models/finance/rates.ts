// Rate conversions. Fractions 0..1 everywhere (0.12 = 12 %), never percents.

/** Monthly rate equivalent to an annual effective rate: (1+a)^(1/12) - 1. */
export function annualToMonthly(annualRate: number): number {
  // expm1/log1p keep full precision for small rates.
  return Math.expm1(Math.log1p(annualRate) / 12);
}

/** Annual effective rate equivalent to a monthly rate: (1+r)^12 - 1. */
export function monthlyToAnnual(monthlyRate: number): number {
  return Math.expm1(12 * Math.log1p(monthlyRate));
}
