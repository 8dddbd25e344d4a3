// Level-payment loans. Payments are returned as positive amounts for a positive principal
// (a spreadsheet's PMT() returns the same number with the opposite sign).

/** Level payment per period: pv*rate/(1-(1+rate)^-nper); pv/nper when rate == 0; 0 when nper < 1. */
export function pmt(rate: number, nper: number, pv: number): number {
  if (pv === 0 || !(nper >= 1)) return 0;
  if (rate === 0) return pv / nper;
  return (pv * rate) / annuityDenominator(rate, nper);
}

// The last (rate, nper)'s 1 − (1+rate)^−nper: a Monte Carlo run asks for the same loan terms trial
// after trial, and the same expression gives the same double.
let lastRate = NaN;
let lastNper = NaN;
let lastDenominator = NaN;

function annuityDenominator(rate: number, nper: number): number {
  if (rate !== lastRate || nper !== lastNper) {
    lastDenominator = -Math.expm1(-nper * Math.log1p(rate));
    lastRate = rate;
    lastNper = nper;
  }
  return lastDenominator;
}

/**
 * Balance left on a level-payment loan after `paymentsMade` payments:
 * principal*((1+i)^T - (1+i)^k)/((1+i)^T - 1), k clamped to 0..T (0 after the last payment).
 */
export function loanBalance(
  principal: number,
  rateMonthly: number,
  termMonths: number,
  paymentsMade: number,
): number {
  if (!(termMonths >= 1)) return principal;
  const k = Math.min(Math.max(paymentsMade, 0), termMonths);
  if (k === termMonths) return 0;
  if (rateMonthly === 0) return (principal * (termMonths - k)) / termMonths;
  const l = Math.log1p(rateMonthly);
  const growT = Math.expm1(termMonths * l);
  return (principal * (growT - Math.expm1(k * l))) / growT;
}
