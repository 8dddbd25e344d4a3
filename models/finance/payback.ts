/** First month m >= 1 where the running sum CF_0 + ... + CF_m is >= 0; null when it never is. */
export function paybackMonth(cashflows: ReadonlyArray<number>): number | null {
  let sum = cashflows.length > 0 ? cashflows[0] : 0;
  for (let m = 1; m < cashflows.length; m++) {
    sum += cashflows[m];
    if (sum >= 0) return m;
  }
  return null;
}
