export { annualToMonthly, monthlyToAnnual } from './rates';
export { npv, npvAnnual } from './npv';
export { irr, irrByScan, irrRate, IRR_MIN_RATE, IRR_MAX_RATE } from './irr';
export type { IrrNote, IrrResult } from './irr';
export { xirr, XIRR_MIN_RATE, XIRR_MAX_RATE } from './xirr';
export type { DatedFlow, XirrResult } from './xirr';
export { pmt, loanBalance } from './loan';
export { paybackMonth } from './payback';
export { moic } from './moic';
