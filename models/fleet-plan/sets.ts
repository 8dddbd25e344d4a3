// The months a fleet plan chooses among (model: Fleet plan › delivery and exit months).
import type { FleetCandidateInput } from './types';

/**
 * Delivery months of a candidate: earliestMonth + k·every up to min(latestMonth, H−1), from the
 * month its generation is available on.
 */
export function deliveryMonths(c: FleetCandidateInput, H: number, availableMonth: number): number[] {
  const last = Math.min(c.latestMonth ?? H - 1, H - 1);
  const out: number[] = [];
  for (let d = c.earliestMonth; d <= last; d += c.every) if (d >= availableMonth) out.push(d);
  return out;
}

/**
 * Exit months of a purchase delivered at d: d < e ≤ min(d+L, H) with (e−d) a multiple of exitEvery,
 * or the last month it may serve.
 */
export function exitMonths(d: number, lifeMonths: number, H: number, exitEvery: number): number[] {
  const last = Math.min(d + lifeMonths, H);
  const out: number[] = [];
  for (let e = d + exitEvery; e < last; e += exitEvery) out.push(e);
  if (last > d) out.push(last);
  return out;
}

/** Exit months of an existing block: 0 (sold now), exitEvery, 2·exitEvery, … < H, and H (held). */
export function existingExitMonths(H: number, exitEvery: number): number[] {
  const out: number[] = [];
  for (let e = 0; e < H; e += exitEvery) out.push(e);
  out.push(H);
  return out;
}
