// What makes the return (model: Investment › attribution) and the largest loan a lender would sign
// (model: Investment › debt sizing). Both re-run the investment with one input changed.

import { annualToMonthly, npv } from '../finance';
import { investmentMetrics, usesFleet } from '../investment';
import type { AttributionTerm, AttributionTermName, InvestmentContext, InvestmentResult } from '../investment';
import { newCoverage } from '../investment-coverage';
import type { InvestmentInput, TrancheInput } from '../scenario/types';
import { fleetCovenantBreached } from './metrics';
import type { FleetScratch } from './metrics';

type Change = (inv: InvestmentInput) => InvestmentInput;

function mapTranches(inv: InvestmentInput, f: (t: TrancheInput) => TrancheInput): TrancheInput[] | undefined {
  return inv.tranches?.map(f);
}

/** Each term's test of presence and the investment without it, in the order the committee reads them. */
const TERMS: [AttributionTermName, (inv: InvestmentInput) => boolean, Change][] = [
  ['exit', (inv) => inv.exit !== undefined, ({ exit: _exit, ...inv }) => inv],
  [
    'renewal',
    (inv) => inv.renewal !== undefined || (inv.tranches ?? []).some((t) => t.renewal !== undefined),
    ({ renewal: _renewal, ...inv }) => ({ ...inv, tranches: mapTranches(inv, ({ renewal: _r, ...t }) => t) }),
  ],
  ['bonus', (inv) => (inv.bonusShare ?? 0) > 0, (inv) => ({ ...inv, bonusShare: 0 })],
  ['takeOrPay', (inv) => inv.takeOrPay === true, (inv) => ({ ...inv, takeOrPay: false })],
  [
    'debt',
    (inv) => inv.debtFraction > 0 || (inv.tranches ?? []).some((t) => (t.debtFraction ?? 0) > 0),
    (inv) => ({ ...inv, debtFraction: 0, tranches: mapTranches(inv, (t) => ({ ...t, debtFraction: 0 })) }),
  ],
  ['tranches', (inv) => inv.tranches !== undefined && inv.tranches.length > 0, (inv) => ({ ...inv, tranches: mapTranches(inv, (t) => ({ ...t, deliveryMonth: 0 })) })],
];

function withoutUndefinedTranches(inv: InvestmentInput): InvestmentInput {
  if (inv.tranches !== undefined || !Object.hasOwn(inv, 'tranches')) return inv;
  const { tranches: _t, ...rest } = inv;
  return rest;
}

/** [{ term, irrAnnual, projectIrrAnnual, npv }] for every term present, each with that one term removed; undefined when none is. */
export function attribution(inv: InvestmentInput, ctx: InvestmentContext, base: InvestmentResult): AttributionTerm[] | undefined {
  const out: AttributionTerm[] = [];
  for (const [term, present, remove] of TERMS) {
    if (!present(inv)) continue;
    if (term === 'debt') {
      // Without any debt the equity flows are the project flows: no second run.
      const irr = base.projectIrrAnnual;
      out.push({ term, irrAnnual: irr, projectIrrAnnual: irr, npv: npv(annualToMonthly(inv.discountRate), base.projectCashflows) });
      continue;
    }
    const m = investmentMetrics(withoutUndefinedTranches(remove(inv)), ctx, true);
    out.push({ term, irrAnnual: m.irrAnnual, projectIrrAnnual: m.projectIrrAnnual ?? null, npv: m.npv });
  }
  return out.length > 0 ? out : undefined;
}

/** Debt fractions below this count as "no small loan" (model: Investment › debt sizing). */
const SMALLEST_LOAN = 1e-9;
const SCAN_STEPS = 16;
const TOLERANCE = 1e-8;

/** The investment with debt fraction y wherever the file does not state its own, tested at the target DSCR. */
function sized(inv: InvestmentInput, y: number, target: number): InvestmentInput {
  return {
    ...inv,
    debtFraction: y,
    covenantDSCR: target,
    tranches: mapTranches(inv, (t) => (t.debtFraction === undefined ? { ...t, debtFraction: y } : t)),
  };
}

/**
 * x* = the largest x in [0, maxDebtFraction] such that every DSCR period meets targetDSCR for every
 * 0 < y ≤ x: the first failure from below, located by a scan of 16 steps and then bisection to 1e-8;
 * 0 when a loan of 1e-9 already fails. Returns x* and the debt it gives on the capex financed at the
 * investment's fraction.
 */
export function debtSizing(inv: InvestmentInput, ctx: InvestmentContext): { maxDebtFraction: number; maxDebt: number } | undefined {
  const sizing = inv.debtSizing;
  if (!sizing || !(inv.debtTermMonths >= 1)) return undefined;
  const fleet = usesFleet(inv);
  const scratch: FleetScratch = { fleet: undefined, equity: new Float64Array(0), project: new Float64Array(0), coverage: newCoverage() };
  const passes = (y: number): boolean => {
    const test = withoutUndefinedTranches(sized(inv, y, sizing.targetDSCR));
    return fleet ? !fleetCovenantBreached(test, ctx, scratch) : !investmentMetrics(test, ctx).covenantBreached;
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
  const financed = (inv.tranches && inv.tranches.length > 0 ? inv.tranches : [{ gpus: inv.gpus, capexPerGPU: undefined, debtFraction: undefined }])
    .filter((t) => t.debtFraction === undefined)
    .reduce((s, t) => s + t.gpus * (t.capexPerGPU ?? inv.capexPerGPU), 0);
  return { maxDebtFraction: x, maxDebt: x * financed };
}

/** `base` with the attribution and the debt sizing added (each only when it applies). */
export function withAttributionAndSizing(inv: InvestmentInput, ctx: InvestmentContext, base: InvestmentResult): InvestmentResult {
  const sizingResult = debtSizing(inv, ctx);
  const terms = attribution(inv, ctx, base);
  if (!sizingResult && !terms) return base;
  return { ...base, ...(sizingResult ?? {}), ...(terms ? { attribution: terms } : {}) };
}
