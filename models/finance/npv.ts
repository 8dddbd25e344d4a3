import { annualToMonthly } from './rates';

/**
 * Net present value with CF_0 undiscounted: Σ CF_m/(1+r)^m, m = 0..n.
 * (A spreadsheet's NPV() discounts its first value; this one does not.)
 */
export function npv(rateMonthly: number, cashflows: ArrayLike<number>): number {
  const v = 1 / (1 + rateMonthly);
  let sum = 0;
  for (let m = cashflows.length - 1; m >= 0; m--) sum = sum * v + cashflows[m];
  return sum;
}

/** NPV at the monthly equivalent (1+a)^(1/12)-1 of an annual rate, CF_0 undiscounted. */
export function npvAnnual(annualRate: number, cashflows: ArrayLike<number>): number {
  return npv(annualToMonthly(annualRate), cashflows);
}
