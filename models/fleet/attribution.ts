// What makes the return (model: Investment › attribution): the investment re-run with one term
// removed at a time; with debtSizing also the largest loan a lender would sign (debt-sizing.ts).

import { annualToMonthly, npv } from '../finance';
import { createInvestmentMetricsScratch, investmentMetricsInto } from '../investment';
import type { InvestmentMetricsScratch } from '../investment';
import type { AttributionTerm, AttributionTermName, InvestmentContext, InvestmentResult } from '../investment';
import type { InvestmentInput, TrancheInput } from '../scenario/types';
import { debtSizing } from './debt-sizing';

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

/**
 * One reused scratch for the re-runs (created on first use: this module and investment.ts import
 * each other). investmentMetricsInto gives investmentMetrics' figures bit for bit without copying
 * the flows into a new array per run. The scratch keeps the last run's buffers until the next run
 * overwrites them; only numbers are read from it, never a buffer.
 */
let scratch: InvestmentMetricsScratch | undefined;

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
    const m = investmentMetricsInto(withoutUndefinedTranches(remove(inv)), ctx, (scratch ??= createInvestmentMetricsScratch()), true);
    out.push({ term, irrAnnual: m.irrAnnual, projectIrrAnnual: m.projectIrrAnnual, npv: m.npv });
  }
  return out.length > 0 ? out : undefined;
}

/** `base` (a result no one else holds yet) with the attribution and the debt sizing added, each only when it applies. */
export function withAttributionAndSizing(inv: InvestmentInput, ctx: InvestmentContext, base: InvestmentResult): InvestmentResult {
  const sizingResult = debtSizing(inv, ctx);
  const terms = attribution(inv, ctx, base);
  // Written onto base, which computeInvestment has just made (the keys land after base's, where a
  // spread would put them): copying its 45 keys per evaluation is what this saves.
  if (sizingResult) {
    base.maxDebtFraction = sizingResult.maxDebtFraction;
    base.maxDebt = sizingResult.maxDebt;
  }
  if (terms) base.attribution = terms;
  return base;
}
