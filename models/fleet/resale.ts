// The resale curve (model: Investment › fleet): the value of a GPU aged a months as a fraction of its
// capex, linear between the curve's points and the last point's fraction beyond it.

import type { ResalePoint } from '../scenario/types';

/** resaleCurve(age): linear between points; before the first point its fraction, after the last the last's. */
export function resaleFraction(curve: readonly ResalePoint[], age: number): number {
  const n = curve.length;
  if (n === 0) return 0;
  if (age <= curve[0].ageMonths) return curve[0].fraction;
  for (let k = 1; k < n; k++) {
    const b = curve[k];
    if (age <= b.ageMonths) {
      const a = curve[k - 1];
      return a.fraction + ((age - a.ageMonths) / (b.ageMonths - a.ageMonths)) * (b.fraction - a.fraction);
    }
  }
  return curve[n - 1].fraction;
}
