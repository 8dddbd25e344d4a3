// Calendar months from a start date (model: Investment › Returns, XIRR): the date of month m is
// startDate + m calendar months, the same day of month clamped to the month's last day.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function monthLength(y: number, mo: number): number {
  return mo === 1 ? (isLeap(y) ? 29 : 28) : MONTH_DAYS[mo];
}

function pad(n: number, w: number): string {
  return String(n).padStart(w, '0');
}

/** startDate + m calendar months, same day of month clamped to the month's last day ("YYYY-MM-DD"). */
export function addMonths(startDate: string, m: number): string {
  const match = DATE.exec(startDate);
  if (!match) return startDate;
  const y0 = Number(match[1]);
  const mo0 = Number(match[2]) - 1 + m;
  const y = y0 + Math.floor(mo0 / 12);
  const mo = ((mo0 % 12) + 12) % 12;
  const d = Math.min(Number(match[3]), monthLength(y, mo));
  return `${pad(y, 4)}-${pad(mo + 1, 2)}-${pad(d, 2)}`;
}

/** Days from 1970-01-01 to the proleptic Gregorian date y-(mo+1)-d (mo 0-based). */
function dayNumber(y: number, mo: number, d: number): number {
  // Days from civil (H. Hinnant's algorithm), in whole numbers.
  const yy = mo < 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const mp = (mo + 10) % 12; // March = 0
  const doy = Math.floor((153 * mp + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/**
 * The day numbers of addMonths(startDate, m) for m = 0..n−1 (whole days, as the dates' UTC times
 * divided by a day), or null when startDate is not "YYYY-MM-DD" (addMonths then keeps it as given).
 * Written into `into` (n long) when given, else into a new array.
 */
export function monthDayNumbers(startDate: string, n: number, into?: Float64Array): Float64Array | null {
  const match = DATE.exec(startDate);
  if (!match) return null;
  const day = Number(match[3]);
  const month0 = Number(match[2]) - 1;
  let y = Number(match[1]) + Math.floor(month0 / 12);
  let mo = ((month0 % 12) + 12) % 12;
  // Month by month from the first day of the start month: dayNumber(y, mo, d) is that month's first
  // day number plus d − 1, and the next month's first day is a month length later (whole numbers).
  let first = dayNumber(y, mo, 1);
  const out = into ?? new Float64Array(n);
  for (let m = 0; m < n; m++) {
    const length = monthLength(y, mo);
    out[m] = first + Math.min(day, length) - 1;
    first += length;
    if (++mo === 12) {
      mo = 0;
      y++;
    }
  }
  return out;
}
