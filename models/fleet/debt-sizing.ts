// The largest loan a lender would sign (model: Investment › debt sizing): the debt fraction y applied
// to the investment and every tranche that states none, tested against the target DSCR. A tranche's
// loan schedule is linear in its debt, so two runs give each month's interest and debt service as
// y·A + B; every trial of y then costs one pass over the months (tax with the loss limit, coverage).

import type { InvestmentContext } from '../investment';
import { newCoverage, startCoverage, addCoverageMonth } from '../investment-coverage';
import type { InvestmentInput } from '../scenario/types';
import { buildFleet, coverageBound } from './compute';
import { runFleet } from './flows';
import type { FleetDetail } from './flows';

/** Debt fractions below this count as "no small loan" (model: Investment › debt sizing). */
const SMALLEST_LOAN = 1e-9;
const SCAN_STEPS = 16;
const TOLERANCE = 1e-9;

function detailOf(n: number): FleetDetail {
  const z = (): number[] => new Array<number>(n).fill(0);
  return { revenue: z(), power: z(), colo: z(), opex: z(), ebitda: z(), depreciation: z(), interest: z(), tax: z(), debtService: z(), opTax: z(), gains: z() };
}

/** The levered detail of `inv` with the given fractions (the investment's, and the tranches' own or zeroed). */
function run(inv: InvestmentInput, ctx: InvestmentContext, fraction: number, own: boolean): { d: FleetDetail; bound: number } {
  const changed: InvestmentInput = {
    ...inv,
    debtFraction: fraction,
    tranches: inv.tranches?.map((t) => (t.debtFraction === undefined ? t : { ...t, debtFraction: own ? t.debtFraction : 0 })),
  };
  const f = buildFleet(changed, ctx);
  const d = detailOf(f.H + 1);
  runFleet(changed, f, true, new Float64Array(f.H + 1), { detail: d, coverage: null, trancheFlows: null });
  return { d, bound: coverageBound(changed, f) };
}

/**
 * x* = the largest x in [0, maxDebtFraction] such that every DSCR period meets targetDSCR for every
 * 0 < y ≤ x: 1e-9 is tried first (fails → 0), a scan of 16 equal steps finds the first failure, and
 * bisection between the last pass and it narrows x* to 1e-9 (the last passing value is returned).
 * With x* the debt on the capex financed at the investment's fraction.
 */
export function debtSizing(inv: InvestmentInput, ctx: InvestmentContext): { maxDebtFraction: number; maxDebt: number } | undefined {
  const sizing = inv.debtSizing;
  if (!sizing || !(inv.debtTermMonths >= 1)) return undefined;
  const a = run(inv, ctx, 1, false); // y = 1 on the tranches sized, nothing on the others
  const b = run(inv, ctx, 0, true); // only the tranches with their own fraction
  const H = a.d.ebitda.length - 1;
  const bound = Math.max(a.bound, b.bound);
  const taxRate = inv.taxRate ?? 0;
  const lambda = inv.taxLossLimit ?? 1;
  const { ebitda, depreciation } = a.d;
  const gains = a.d.gains!;
  const coverage = newCoverage();
  const passes = (y: number): boolean => {
    startCoverage(coverage, inv.dscrPeriod, bound, sizing.targetDSCR, false);
    let nol = 0;
    for (let m = 1; m <= H; m++) {
      const interest = y * a.d.interest[m] + b.d.interest[m];
      const service = y * a.d.debtService[m] + b.d.debtService[m];
      const taxable = ebitda[m] - depreciation[m] - interest + gains[m];
      const use = Math.min(nol, lambda * Math.max(0, taxable));
      const operating = taxable - gains[m];
      const opTax = taxRate * Math.max(0, operating - Math.min(nol, lambda * Math.max(0, operating)));
      nol = nol - use + Math.max(0, -taxable);
      addCoverageMonth(coverage, m, ebitda[m] - opTax, service);
    }
    return coverage.breaches === 0;
  };
  const cap = sizing.maxDebtFraction;
  let x = 0;
  if (cap > 0 && passes(Math.min(SMALLEST_LOAN, cap))) {
    let lo = Math.min(SMALLEST_LOAN, cap);
    let hi = NaN;
    for (let j = 1; j <= SCAN_STEPS; j++) {
      const y = (cap * j) / SCAN_STEPS;
      if (!passes(y)) {
        hi = y;
        break;
      }
      lo = y;
    }
    if (hi !== hi) x = cap;
    else {
      while (hi - lo > TOLERANCE) {
        const mid = (lo + hi) / 2;
        if (passes(mid)) lo = mid;
        else hi = mid;
      }
      x = lo;
    }
  }
  const list = inv.tranches && inv.tranches.length > 0 ? inv.tranches : [{ gpus: inv.gpus, capexPerGPU: undefined, debtFraction: undefined }];
  const financed = list.filter((t) => t.debtFraction === undefined).reduce((s, t) => s + t.gpus * (t.capexPerGPU ?? inv.capexPerGPU), 0);
  return { maxDebtFraction: x, maxDebt: x * financed };
}
