// XIRR of monthly flows (models/finance: xirrOfMonths): the day counts worked out in whole days must
// give exactly the answer of xirr on the flows dated with addMonths (dates parsed through Date).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addMonths, xirr, xirrOfMonths } from '../../models/finance';
import { monthDayNumbers } from '../../models/finance/months';

const dated = (start: string, flows: number[]) => xirr(flows.map((amount, m) => ({ date: addMonths(start, m), amount })));

describe('xirrOfMonths', () => {
  it('equals xirr on addMonths dates bit for bit, month ends and leap days included', () => {
    const start = fc
      .tuple(fc.integer({ min: 1899, max: 2401 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
      .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    const flows = fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 2, maxLength: 130 });
    fc.assert(
      fc.property(start, flows, (s, cf) => {
        expect(xirrOfMonths(s, cf)).toEqual(dated(s, cf));
      }),
      { numRuns: 300 },
    );
  });

  it('counts each month\'s day number as its addMonths date parsed by Date (month ends, leap days, 0–31 as day)', () => {
    const start = fc
      .tuple(fc.integer({ min: 1899, max: 2401 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
      .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    fc.assert(
      fc.property(start, fc.integer({ min: 1, max: 150 }), (s, n) => {
        const days = monthDayNumbers(s, n)!;
        for (let m = 0; m < n; m++) expect(days[m]).toBe(Date.parse(`${addMonths(s, m)}T00:00:00Z`) / 86_400_000);
      }),
      { numRuns: 300 },
    );
    // Known values: 2027-01-31 + 1 month is 2027-02-28 (28 days on); 2028-01-31 + 1 month is 2028-02-29.
    expect(Array.from(monthDayNumbers('2027-01-31', 3)!)).toEqual([20849, 20877, 20908]);
    expect(monthDayNumbers('2028-01-31', 2)![1] - monthDayNumbers('2028-01-31', 2)![0]).toBe(29);
  });

  it('answers each call alone while its working arrays are kept between calls (long, short, long again)', () => {
    // Flows that change sign several times (the block scan) and once (the bisection), at two lengths.
    const long = Array.from({ length: 130 }, (_, m) => (m === 0 ? -1000 : m < 40 ? 60 : m < 70 ? -25 : 45));
    const short = [-500, 80, 90, -30, 120, 150, 160, 170];
    const first = xirrOfMonths('2027-01-15', long);
    expect(first).toEqual(dated('2027-01-15', long));
    expect(xirrOfMonths('2030-06-30', short)).toEqual(dated('2030-06-30', short));
    expect(xirrOfMonths('2027-01-15', long)).toEqual(first);
    expect(xirrOfMonths('2027-01-15', long.slice(0, 20).map(Math.abs).map((x, m) => (m === 0 ? -x : x)))).toEqual(dated('2027-01-15', long.slice(0, 20).map(Math.abs).map((x, m) => (m === 0 ? -x : x))));
    expect(first.rate).not.toBeNull();
  });

  it('gives the known annual rate of a year of monthly flows (a 10 % loan repaid after 12 months)', () => {
    // −100 on 2027-01-31, +110 on 2028-01-31 (365 days): exactly 10 %.
    const flows = [-100, ...Array<number>(11).fill(0), 110];
    expect(xirrOfMonths('2027-01-31', flows).rate).toBeCloseTo(0.1, 12);
    // Over a leap day (2028-01-31 → 2029-01-31 is 366 days): 1.1^(365/366) − 1.
    expect(xirrOfMonths('2028-01-31', flows).rate).toBeCloseTo(Math.pow(1.1, 365 / 366) - 1, 12);
  });

  it('keeps a start date that is not YYYY-MM-DD as xirr does (every flow on that date)', () => {
    expect(xirrOfMonths('15/01/2027', [-100, 110])).toEqual(dated('15/01/2027', [-100, 110]));
    expect(xirrOfMonths('not a date', [-100, 110]).note).toBe('invalid-date');
  });
});
