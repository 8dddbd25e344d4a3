import { ratioOrNull } from '../finite';

/**
 * Multiple on invested capital: Σ positive flows / Σ |negative flows|; null when no flow is negative
 * (or when the negative flows are so small that the ratio overflows).
 */
export function moic(cashflows: ReadonlyArray<number>): number | null {
  let pos = 0;
  let neg = 0;
  for (const cf of cashflows) {
    if (cf > 0) pos += cf;
    else if (cf < 0) neg -= cf;
  }
  return neg > 0 ? ratioOrNull(pos, neg) : null;
}
