// XIRR's grid scan by recurrence against the same scan with every value summed directly: the same
// rate, bit for bit, and the same note (the recurrence only decides signs far from 0).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { xirr, XIRR_MAX_RATE, XIRR_MIN_RATE } from '../../models/finance';
import type { DatedFlow } from '../../models/finance';
import { bisectOneChange, xirrDirect } from '../../models/finance/xirr';

/** Month m's date from 2026-01-15 (ISO text, as the engine passes them). */
function monthly(amounts: number[]): DatedFlow[] {
  return amounts.map((amount, m) => ({ date: new Date(Date.UTC(2026, m, 15)).toISOString().slice(0, 10), amount }));
}

function same(f: DatedFlow[]): void {
  const fast = xirr(f);
  const slow = xirrDirect(f);
  expect(fast).toEqual(slow);
  expect(Object.is(fast.rate, slow.rate)).toBe(true);
}

const amount = fc.double({ min: 1, max: 1e7, noNaN: true });

describe('xirr by recurrence', () => {
  it('equals the direct scan on outlays then returns with gaps, roots in and out of range', () => {
    const flows = fc
      .tuple(fc.array(amount, { minLength: 1, maxLength: 4 }), fc.array(fc.oneof(amount, fc.constant(0)), { minLength: 1, maxLength: 120 }), fc.double({ min: 1e-4, max: 50, noNaN: true }))
      .map(([outlays, returns, scale]) => {
        const ret = returns.map((x) => (x * scale) / 100);
        if (!ret.some((x) => x > 0)) ret.push(1);
        return monthly([...outlays.map((x) => -x), ...ret]);
      });
    let found = 0;
    let none = 0;
    fc.assert(
      fc.property(flows, (f) => {
        same(f);
        if (xirr(f).rate === null) none++;
        else found++;
      }),
      { seed: 7, numRuns: 500 },
    );
    expect(found).toBeGreaterThan(30);
    expect(none).toBeGreaterThan(5);
  });

  it('equals the direct scan on flows of any signs (several roots too)', () => {
    const flows = fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 2, maxLength: 61 }).map(monthly);
    fc.assert(
      fc.property(flows, (f) => {
        same(f);
      }),
      { seed: 11, numRuns: 300 },
    );
    // Two roots (about 10 % and 20 % a year on yearly flows): both found, the one nearest 0 returned.
    const two = [-100, 230, -132].map((amount, y) => ({ date: `${2025 + y}-03-01`, amount }));
    same(two);
    expect(xirr(two).note).toBe('several-roots');
    expect(xirr(two).rate).toBeCloseTo(0.1, 2);
  });

  it('equals the direct scan when the root sits on a grid point (the recurrence is not trusted there)', () => {
    const xLo = Math.log1p(XIRR_MIN_RATE);
    const xHi = Math.log1p(XIRR_MAX_RATE);
    for (const k of [3, 60, 119, 200]) {
      const r = Math.expm1(xLo + ((xHi - xLo) * k) / 240);
      // 2026-01-15 to 2027-01-15 is 365 days: one year exactly.
      const f = [{ date: '2026-01-15', amount: -1000 }, { date: '2027-01-15', amount: 1000 * (1 + r) }];
      same(f);
      expect(xirr(f).rate).toBeCloseTo(r, 12);
    }
  });

  it('flows that change sign once are answered by bisection, with the scan\'s answer bit for bit', () => {
    // Outlays then returns, and the lender's side (money in, then repayments): one change either way.
    const flows = fc
      .tuple(fc.array(amount, { minLength: 1, maxLength: 6 }), fc.array(fc.oneof(amount, fc.constant(0)), { minLength: 1, maxLength: 120 }), fc.double({ min: 1e-3, max: 40, noNaN: true }), fc.boolean())
      .map(([first, then, scale, lender]) => {
        const after = then.map((x) => (x * scale) / 100);
        if (!after.some((x) => x > 0)) after.push(1);
        const amounts = [...first.map((x) => -x), ...after];
        return { amounts: lender ? amounts.map((x) => -x) : amounts };
      });
    let bisected = 0;
    fc.assert(
      fc.property(flows, ({ amounts }) => {
        const f = monthly(amounts);
        same(f);
        const years = new Float64Array(f.map((x) => (Date.parse(String(x.date)) - Date.parse(String(f[0].date))) / 86_400_000 / 365));
        const quick = bisectOneChange(new Float64Array(amounts), years);
        if (quick) {
          bisected++;
          const slow = xirrDirect(f);
          expect(quick.note).toBe(slow.note);
          expect(Object.is(quick.rate, slow.rate)).toBe(true);
        }
      }),
      { seed: 23, numRuns: 400 },
    );
    // Nearly every such series takes the short way (the rest, too close to 0 at a point, the full scan).
    expect(bisected).toBeGreaterThan(380);
  });

  it('flows that change sign several times (an outlay, income, a loan\'s payments, income again) match the direct scan', () => {
    // The equity flows of a leveraged purchase with a grace period: the scan goes block by block,
    // each block's sign certified from bounds or walked point by point.
    const flows = fc
      .tuple(amount, fc.integer({ min: 1, max: 24 }), fc.integer({ min: 1, max: 36 }), fc.integer({ min: 1, max: 36 }), fc.double({ min: 0.001, max: 0.2, noNaN: true }), fc.double({ min: 0.0005, max: 0.1, noNaN: true }), fc.double({ min: 0.001, max: 0.3, noNaN: true }))
      .map(([outlay, grace, paying, after, income, payment, tail]) =>
        monthly([-outlay, ...new Array<number>(grace).fill(outlay * income), ...new Array<number>(paying).fill(-outlay * payment), ...new Array<number>(after).fill(outlay * tail)]),
      );
    let several = 0;
    let found = 0;
    fc.assert(
      fc.property(flows, (f) => {
        same(f);
        const r = xirr(f);
        if (r.note === 'several-roots') several++;
        if (r.rate !== null) found++;
      }),
      { seed: 31, numRuns: 400 },
    );
    expect(found).toBeGreaterThan(100);
    expect(several).toBeGreaterThan(0);
  });

  it('the bisection leaves flows that change sign twice or more to the scan', () => {
    const years = new Float64Array([0, 1, 2]);
    expect(bisectOneChange(new Float64Array([-100, 230, -132]), years)).toBeNull();
    expect(bisectOneChange(new Float64Array([-100, 0, 130]), years)).not.toBeNull();
    // Out of time order: not trusted to one change.
    expect(bisectOneChange(new Float64Array([-100, 50, 80]), new Float64Array([0, 2, 1]))).toBeNull();
  });

  it('the engine case: -1000 then 12 × 100 monthly is near 41.5 % a year', () => {
    const f = monthly([-1000, ...new Array<number>(12).fill(100)]);
    same(f);
    // The monthly IRR of 12 × 100 on 1000 is 2.9229 %: (1.029229)^12 − 1 = 41.3 % (Actual/365 dates move it a little).
    expect(xirr(f).rate).toBeGreaterThan(0.405);
    expect(xirr(f).rate).toBeLessThan(0.425);
  });
});
