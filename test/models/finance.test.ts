import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as formulajs from '@formulajs/formulajs';
import {
  annualToMonthly,
  irr,
  irrByScan,
  loanBalance,
  moic,
  monthlyToAnnual,
  npv,
  npvAnnual,
  paybackMonth,
  pmt,
  xirr,
} from '../../models/finance';
import calc from '../fixtures/finance/calc-irr-npv.json';

function sumAbs(cfs: ReadonlyArray<number>): number {
  return cfs.reduce((s, c) => s + Math.abs(c), 0);
}

/** Σ|CF_m|/(1+r)^m: the scale docs/model.md measures NPV errors against. */
function discountedScale(r: number, cfs: ReadonlyArray<number>): number {
  return cfs.reduce((s, c, m) => s + Math.abs(c) / Math.pow(1 + r, m), 0);
}

/** Straightforward Σ CF_m/(1+r)^m with Math.pow, independent of the Horner form under test. */
function npvByPow(r: number, cfs: ReadonlyArray<number>): number {
  return cfs.reduce((s, c, m) => s + c / Math.pow(1 + r, m), 0);
}

/** Flows whose NPV polynomial in v = 1/(1+r) is scale × Π (1 - (1+r_k) v). */
function flowsWithRoots(rates: number[], scale: number): number[] {
  let poly = [scale];
  for (const r of rates) {
    const next = new Array<number>(poly.length + 1).fill(0);
    poly.forEach((c, k) => {
      next[k] += c;
      next[k + 1] -= c * (1 + r);
    });
    poly = next;
  }
  return poly;
}

// One outflow then inflows (or the mirror image): exactly one sign change.
const conventionalFlows = fc
  .tuple(
    fc.double({ min: 1_000, max: 1e7, noNaN: true }),
    fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 6, maxLength: 60 }),
    fc.double({ min: 0.02, max: 0.4, noNaN: true }),
    fc.boolean(),
  )
  .map(([capex, shares, yieldRate, mirror]) => {
    const flows = [-capex, ...shares.map((s) => capex * yieldRate * (0.2 + s))];
    return mirror ? flows.map((c) => -c) : flows;
  });

describe('rate conversions (fractions, never percents)', () => {
  it('pins annual <-> monthly', () => {
    // 1.12^(1/12) - 1 = 0.00948879293458297412... (50-digit decimal arithmetic).
    expect(annualToMonthly(0.12)).toBeCloseTo(0.009488792934583046, 15);
    expect(Math.abs(annualToMonthly(0.12) - 0.0094887929345829741)).toBeLessThan(2e-17);
    expect(annualToMonthly(0.1)).toBeCloseTo(0.007974140428903741, 16);
    expect(annualToMonthly(0)).toBe(0);
    expect(monthlyToAnnual(0.01)).toBeCloseTo(0.12682503013196977, 15);
    expect(monthlyToAnnual(annualToMonthly(0.12))).toBeCloseTo(0.12, 15);
    expect(monthlyToAnnual(-0.019052721534778383)).toBeCloseTo(-0.2061325427395987, 12);
  });
});

describe('npv', () => {
  it('leaves CF_0 undiscounted (unlike a spreadsheet NPV)', () => {
    expect(npv(0.1, [-100, 110])).toBeCloseTo(0, 12);
    expect(npv(0, [-100, 30, 40])).toBe(-30);
    expect(npvAnnual(0.12, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 112])).toBeCloseTo(100, 10);
  });

  it('matches CF_0 + formulajs.NPV(r, CF_1..CF_n) to 1e-9 of Σ|CF|', () => {
    fc.assert(
      fc.property(conventionalFlows, fc.double({ min: -0.3, max: 0.5, noNaN: true }), (cfs, r) => {
        const reference = cfs[0] + (formulajs.NPV(r, ...cfs.slice(1)) as number);
        expect(Math.abs(npv(r, cfs) - reference)).toBeLessThanOrEqual(1e-9 * discountedScale(r, cfs));
      }),
      { seed: 20260101, numRuns: 300 },
    );
  });
});

describe('irr vs independent implementations (conventional flows)', () => {
  it('matches LibreOffice Calc IRR() and NPV() on the committed fixture', () => {
    const conventional = calc.series.filter((s) => s.conventional);
    expect(conventional.length).toBeGreaterThanOrEqual(10);
    for (const s of conventional) {
      expect(typeof s.irr, s.name).toBe('number');
      const r = irr(s.flows);
      expect(r.note, s.name).toBeNull();
      expect(Math.abs((r.irr ?? NaN) - (s.irr as number)), s.name).toBeLessThanOrEqual(1e-9);
      const npvCalc = s.npvUndiscountedFirst as number;
      expect(Math.abs(npv(s.rate, s.flows) - npvCalc), s.name).toBeLessThanOrEqual(1e-9 * sumAbs(s.flows));
    }
  });

  it('needs no guess on the worked example, where Calc needs guess 0', () => {
    const withGuess = calc.series.find((s) => s.name === 'worked-example-guess-0');
    const noGuess = calc.series.find((s) => s.name === 'worked-example-default-guess');
    expect(noGuess?.irr).toBe('Err:523');
    const r = irr(withGuess?.flows ?? []);
    expect(Math.abs((r.irr ?? NaN) - (withGuess?.irr as number))).toBeLessThanOrEqual(1e-9);
  });

  it('matches formulajs IRR to 1e-9', () => {
    fc.assert(
      fc.property(conventionalFlows, (cfs) => {
        const ours = irr(cfs);
        const theirs = formulajs.IRR(cfs, 0.01);
        if (typeof theirs !== 'number' || theirs < -0.5 || theirs > 1) {
          // formulajs searches all r > -1; ours only [-0.5, 1.0].
          return;
        }
        expect(ours.note).toBeNull();
        expect(Math.abs((ours.irr ?? NaN) - theirs)).toBeLessThanOrEqual(1e-9);
      }),
      { seed: 7, numRuns: 300 },
    );
  });
});

describe('irr rules', () => {
  it('puts NPV at the reported IRR within 1e-9 of the discounted Σ|CF| (any flows)', () => {
    // An outlay, then monthly flows of either sign around a small positive mean (several sign changes).
    const anyFlows = fc
      .tuple(
        fc.double({ min: 1e3, max: 1e7, noNaN: true }),
        fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 12, maxLength: 60 }),
        fc.double({ min: 0.05, max: 0.6, noNaN: true }),
      )
      .map(([capex, noise, drift]) => [-capex, ...noise.map((n) => (capex / 20) * (n + drift))]);
    fc.assert(
      fc.property(anyFlows, (cfs) => {
        const r = irr(cfs);
        if (r.irr === null) {
          expect(r.note === 'no-sign-change' || r.note === 'no-root-in-range').toBe(true);
          return;
        }
        expect(r.irr).toBeGreaterThanOrEqual(-0.5);
        expect(r.irr).toBeLessThanOrEqual(1);
        expect(Math.abs(npvByPow(r.irr, cfs))).toBeLessThanOrEqual(1e-9 * discountedScale(r.irr, cfs));
        for (const root of r.roots ?? []) {
          expect(Math.abs(npvByPow(root, cfs))).toBeLessThanOrEqual(1e-9 * discountedScale(root, cfs));
        }
      }),
      { seed: 99, numRuns: 400 },
    );
  });

  it('gives the answer of the exhaustive grid scan, shortcuts and all', () => {
    // Drifting flows (mostly one root, proven unique by the cumulative-sum certificate) and pure
    // noise (often several roots or none).
    const flows = fc
      .tuple(
        fc.double({ min: 1e3, max: 1e7, noNaN: true }),
        fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 2, maxLength: 61 }),
        fc.double({ min: -0.2, max: 0.6, noNaN: true }),
      )
      .map(([capex, noise, drift]) => [-capex, ...noise.map((n) => (capex / 20) * (n + drift))]);
    fc.assert(
      fc.property(flows, (cfs) => {
        const fast = irr(cfs);
        const slow = irrByScan(cfs);
        expect(fast.note).toBe(slow.note);
        if (slow.irr === null) expect(fast.irr).toBeNull();
        else expect(Math.abs((fast.irr ?? NaN) - slow.irr)).toBeLessThanOrEqual(1e-12);
      }),
      { seed: 3, numRuns: 500 },
    );
  });

  it('reports several roots and returns the one nearest 0', () => {
    const a = irr([-100, 230, -132]); // roots 0.1 and 0.2
    expect(a.note).toBe('several-roots');
    expect(a.irr).toBeCloseTo(0.1, 12);
    expect(a.roots?.length).toBe(2);
    expect(a.roots?.[1]).toBeCloseTo(0.2, 12);

    const b = irr(flowsWithRoots([-0.05, 0.08, 0.6], -1000));
    expect(b.note).toBe('several-roots');
    expect(b.irr).toBeCloseTo(-0.05, 12);
    expect(b.roots?.map((r) => Number(r.toFixed(10)))).toEqual([-0.05, 0.08, 0.6]);
  });

  it('ignores roots outside [-0.5, 1.0]', () => {
    const r = irr(flowsWithRoots([-0.7, 0.03, 1.5], 500));
    expect(r.note).toBeNull();
    expect(r.irr).toBeCloseTo(0.03, 12);
  });

  it('does not report a root where NPV only touches 0', () => {
    // (1 - 1.101 v)^2 touches 0 at r = 0.101 without crossing.
    expect(irr(flowsWithRoots([0.101, 0.101], 1))).toEqual({ irr: null, note: 'no-root-in-range' });
    // Crossing at 0.02 plus a touching root at 0.101: one root.
    const r = irr(flowsWithRoots([0.101, 0.101, 0.02], -100));
    expect(r.note).toBeNull();
    expect(r.irr).toBeCloseTo(0.02, 12);
  });

  it('says why there is no IRR', () => {
    expect(irr([100, 20, 30])).toEqual({ irr: null, note: 'no-sign-change' });
    expect(irr([-100, 0, -5])).toEqual({ irr: null, note: 'no-sign-change' });
    expect(irr([0, 0, 0])).toEqual({ irr: null, note: 'no-sign-change' });
    expect(irr([])).toEqual({ irr: null, note: 'no-sign-change' });
    expect(irr([-100, 1, 1])).toEqual({ irr: null, note: 'no-root-in-range' }); // r ≈ -0.9
    expect(irr([-100, 300])).toEqual({ irr: null, note: 'no-root-in-range' }); // r = 2
    expect(irr([-100, 10, -10, 10])).toEqual({ irr: null, note: 'no-root-in-range' }); // NPV < 0 throughout
  });

  it('includes the ends of the closed range', () => {
    expect(irr([-100, 50])).toEqual({ irr: -0.5, note: null });
    expect(irr([-100, 200])).toEqual({ irr: 1, note: null });
    expect(irr([-100, 195]).irr).toBeCloseTo(0.95, 14);
  });
});

describe('loans', () => {
  it('pins pmt (positive payment for a positive principal)', () => {
    // 50-digit decimal reference values.
    expect(pmt(0.0075, 48, 4352000)).toBeCloseTo(108299.70441136167, 8);
    expect(pmt(0.005, 360, 200000)).toBeCloseTo(1199.1010503055048, 9);
    expect(pmt(0, 48, 4800)).toBe(100);
    expect(pmt(0.01, 12, 0)).toBe(0);
    expect(pmt(0.005, 360, 200000)).toBeCloseTo(-(formulajs.PMT(0.005, 360, 200000) as number), 9);
  });

  it('gives each loan its own payment when the terms change from call to call (the denominator is kept for the last terms only)', () => {
    // Alternating terms: a kept denominator read for the wrong (rate, nper) would give the other loan's payment.
    const a = (0.0075 * 4352000) / (1 - Math.pow(1.0075, -48));
    const b = (0.005 * 200000) / (1 - Math.pow(1.005, -360));
    for (let k = 0; k < 3; k++) {
      expect(pmt(0.0075, 48, 4352000)).toBeCloseTo(a, 6);
      expect(pmt(0.005, 360, 200000)).toBeCloseTo(b, 8);
      expect(pmt(0.0075, 42, 4352000)).toBeCloseTo((0.0075 * 4352000) / (1 - Math.pow(1.0075, -42)), 6);
      expect(pmt(0.0075, 48, 1000)).toBeCloseTo((0.0075 * 1000) / (1 - Math.pow(1.0075, -48)), 9);
    }
  });

  it('pins the balance left after k payments', () => {
    expect(loanBalance(200000, 0.005, 360, 12)).toBeCloseTo(197543.97657544656, 7);
    expect(loanBalance(200000, 0.005, 360, 0)).toBeCloseTo(200000, 8);
    expect(loanBalance(200000, 0.005, 360, 360)).toBe(0);
    expect(loanBalance(200000, 0.005, 360, 400)).toBe(0);
    expect(loanBalance(4800, 0, 48, 12)).toBe(3600);
  });

  it('agrees with paying the loan down month by month', () => {
    const principal = 1_000_000;
    const i = 0.09 / 12;
    const payment = pmt(i, 48, principal);
    let balance = principal;
    for (let k = 1; k <= 48; k++) {
      balance = balance * (1 + i) - payment;
      expect(Math.abs(loanBalance(principal, i, 48, k) - balance)).toBeLessThan(1e-6);
    }
    expect(Math.abs(balance)).toBeLessThan(1e-6);
  });
});

describe('payback and moic', () => {
  it('finds the first month the running sum is non-negative', () => {
    expect(paybackMonth([-100, 30, 30, 40, 10])).toBe(3);
    expect(paybackMonth([-100, 30, 30, 39.99])).toBeNull();
    expect(paybackMonth([50, -10, 5])).toBe(1);
    expect(paybackMonth([-10])).toBeNull();
  });

  it('divides inflows by outflows', () => {
    expect(moic([-100, 30, 30, 40, 10])).toBeCloseTo(1.1, 15);
    expect(moic([-100, 50, -100, 250])).toBeCloseTo(1.5, 15);
    expect(moic([100, 20])).toBeNull();
  });
});

describe('xirr (Actual/365 like Excel)', () => {
  const excelExample = [
    { date: '2008-01-01', amount: -10000 },
    { date: '2008-03-01', amount: 2750 },
    { date: '2008-10-30', amount: 4250 },
    { date: '2009-02-15', amount: 3250 },
    { date: '2009-04-01', amount: 2750 },
  ];

  it("reproduces Excel's documented example (0.373362535)", () => {
    const r = xirr(excelExample);
    expect(r.note).toBeNull();
    expect(r.rate).toBeCloseTo(0.373362535, 8);
  });

  it('accepts Date objects and matches formulajs XIRR', () => {
    const flows = excelExample.map((f) => ({ date: new Date(`${f.date}T00:00:00Z`), amount: f.amount }));
    const theirs = formulajs.XIRR(
      flows.map((f) => f.amount),
      excelExample.map((f) => f.date),
    ) as number;
    expect(Math.abs((xirr(flows).rate ?? NaN) - theirs)).toBeLessThan(1e-9);
  });

  it('puts the dated NPV at the rate within tolerance', () => {
    const flows = [
      { date: '2024-01-15', amount: -50000 },
      { date: '2024-07-01', amount: 8000 },
      { date: '2025-01-31', amount: 9000 },
      { date: '2025-12-31', amount: 45000 },
    ];
    const r = xirr(flows).rate ?? NaN;
    const t0 = Date.UTC(2024, 0, 15);
    const f = flows.reduce(
      (s, x) => s + x.amount / Math.pow(1 + r, Math.round((Date.parse(x.date) - t0) / 86_400_000) / 365),
      0,
    );
    expect(Math.abs(f)).toBeLessThan(1e-9 * 112000);
  });

  it('says why there is no rate', () => {
    expect(xirr([{ date: '2024-01-01', amount: 10 }, { date: '2024-06-01', amount: 5 }]).note).toBe('no-sign-change');
    expect(xirr([{ date: 'not a date', amount: -10 }, { date: '2024-06-01', amount: 5 }]).note).toBe('invalid-date');
  });
});
