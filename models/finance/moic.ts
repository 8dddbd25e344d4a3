/** Multiple on invested capital: Σ positive flows / Σ |negative flows|; null when no flow is negative. */
export function moic(cashflows: ReadonlyArray<number>): number | null {
  let pos = 0;
  let neg = 0;
  for (const cf of cashflows) {
    if (cf > 0) pos += cf;
    else if (cf < 0) neg -= cf;
  }
  return neg > 0 ? pos / neg : null;
}
