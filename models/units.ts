// The model's units of time (model: Conventions › Time): one month is 730 hours and one year 8,760
// hours. Every module that turns GPUs into GPU-hours, or hours into months, reads them from here.

/** Hours in a month: GPU-hours a month of one GPU in service (model: Conventions › Time). */
export const HOURS_PER_MONTH = 730;

/** Hours in a year, 12 × HOURS_PER_MONTH (rent vs buy's usage axis, 0..8,760). */
export const HOURS_PER_YEAR = 12 * HOURS_PER_MONTH;
