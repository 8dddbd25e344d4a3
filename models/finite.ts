// Ratios whose denominator may be tiny: a valid input such as 5e-324 GPU-hours a month divides to
// Infinity, which no result may hold. Such a ratio is reported as null (not meaningful), like a
// zero denominator.

/** a / b, or null when b is 0 or the quotient is not a finite number. */
export function ratioOrNull(a: number, b: number): number | null {
  if (b === 0) return null;
  const q = a / b;
  return Number.isFinite(q) ? q : null;
}
