// The full evaluation of a fleet (model: Investment › fleet): the lender terms outputs for the fleet (equity
// and project views, coverage, covenant, years, XIRR) plus each tranche's figures and the site power
// by month. A single purchase evaluated here is the one tranche held from month 0 to H.

import { annualToMonthly, npv } from '../finance';
import type { InvestmentContext, InvestmentResult, TrancheResult } from '../investment';
import { newCoverage, startCoverage } from '../investment-coverage';
import { assembleInvestmentResult } from '../investment-result';
import { count, power } from '../quantity';
import type { InvestmentInput, Warning } from '../scenario/types';
import { fleetContext } from './context';
import type { InvestmentFleetContext } from './context';
import { zeros } from '../arrays';
import { emptyDetail, newFleet, runFleet } from './flows';
import type { Fleet } from './flows';
import { annuity, trancheInputs, trancheTerms } from './terms';

/**
 * The fleet of `inv` under `ctx` (its tranches resolved). With `reuse` (and `context`) the previous
 * call's fleet is rewritten in place when it has as many tranches: the Monte Carlo trial allocates
 * nothing here.
 */
export function buildFleet(inv: InvestmentInput, ctx: InvestmentContext, reuse?: Fleet, context?: InvestmentFleetContext): Fleet {
  const fctx = fleetContext(inv, ctx, context);
  const H = fctx.horizonMonths;
  const inputs = trancheInputs(inv, H);
  if (reuse !== undefined && reuse.tranches.length === inputs.length) {
    for (let k = 0; k < inputs.length; k++) trancheTerms(inv, inputs[k], fctx, reuse.tranches[k]);
    return newFleet(reuse.tranches, H, ctx.pue, reuse);
  }
  const terms = inputs.map((t, k) => trancheTerms(inv, t, fctx, reuse?.tranches[k]));
  return newFleet(terms, H, ctx.pue, reuse);
}

/** The last month the covenant tests: min(H, the latest d + T over tranches that borrow). */
export function coverageBound(inv: InvestmentInput, f: Fleet): number {
  let last = 0;
  for (const t of f.tranches) if (t.debt > 0) last = Math.max(last, t.d + inv.debtTermMonths);
  return Math.min(f.H, last);
}

/** Installed IT kW by month 1..H (index 0 = month 1): GPUs in service × kW per GPU, no PUE, no ramp. */
function powerByMonth(f: Fleet): { powerKW: number[]; gpus: number } {
  const powerKW = zeros(f.H);
  let gpus = 0;
  for (let m = 1; m <= f.H; m++) {
    let inService = 0;
    for (const t of f.tranches) {
      if (m <= t.d || m > t.e) continue;
      powerKW[m - 1] += t.gpus * t.kwPerGPU;
      inService += t.gpus;
    }
    gpus = Math.max(gpus, inService);
  }
  return { powerKW, gpus };
}

function powerWarning(powerKW: number[], usableKW: number | undefined): Warning | null {
  if (usableKW === undefined) return null;
  const k = powerKW.findIndex((kw) => kw > usableKW);
  if (k < 0) return null;
  const over = powerKW[k] - usableKW;
  return {
    code: 'fleet-power-exceeded',
    path: 'investment.tranches',
    message: {
      en: `In month ${k + 1} the fleet's GPUs need ${power(powerKW[k])} of IT power, ${power(over)} more than the site's usable ${power(usableKW)}.`,
      'zh-CN': `第 ${k + 1} 个月机队 GPU 需要 ${power(powerKW[k])} IT 功率，比站点可用的 ${power(usableKW)} 多 ${power(over)}。`,
    },
  };
}

function trancheResults(inv: InvestmentInput, f: Fleet, flows: Float64Array[]): TrancheResult[] {
  const rate = annualToMonthly(inv.projectDiscountRate ?? inv.discountRate);
  return f.tranches.map((t, k) => ({
    name: t.name,
    gpus: t.gpus,
    deliveryMonth: t.d,
    exitMonth: t.e,
    capex: t.capex,
    debt: t.debt,
    resale: f.value[k],
    gain: f.value[k] - t.dep.bookH,
    prepayment: f.prepayment[k],
    capitalizedInterest: f.capitalized[k],
    projectNpv: npv(rate, flows[k]),
  }));
}

/**
 * Σ the tranches' level loan payments; a loan still in its grace months at its exit (or at H) counts
 * the annuity it would pay on its debt, as a single purchase's `pmt` does.
 */
function levelPayment(inv: InvestmentInput, f: Fleet): number {
  let sum = 0;
  f.tranches.forEach((t, k) => (sum += f.payment[k] !== 0 ? f.payment[k] : annuity(inv, t.debt)));
  return sum;
}

function gpusWarning(gpus: number, deliverable: number | undefined): Warning[] {
  if (deliverable === undefined || gpus <= deliverable) return [];
  return [{
    code: 'investment-gpus-exceed-capacity',
    path: 'investment.gpus',
    message: {
      en: `The investment buys ${count(gpus)} GPUs but the site's power delivers only ${count(deliverable)}.`,
      'zh-CN': `投资购买 ${count(gpus)} 张 GPU，但站点电力只能支撑 ${count(deliverable)} 张。`,
    },
  }];
}

export function computeFleetInvestment(inv: InvestmentInput, ctx: InvestmentContext): InvestmentResult {
  const f = buildFleet(inv, ctx);
  const H = f.H;
  const hasTranches = inv.tranches !== undefined && inv.tranches.length > 0;
  const detail = emptyDetail(H + 1);
  const bound = coverageBound(inv, f);
  const periods = startCoverage(newCoverage(), inv.dscrPeriod, bound, inv.covenantDSCR, true);
  // Each tranche's own flows and figures are outputs of a fleet with tranches only.
  const trancheFlows = hasTranches ? f.tranches.map(() => new Float64Array(H + 1)) : null;
  const cashflows = Array.from(runFleet(inv, f, true, new Float64Array(H + 1), { detail, coverage: periods, trancheFlows }));
  // Read before the project run below rewrites the fleet's state (prepayments, capitalised interest).
  const tranches = trancheFlows === null ? null : trancheResults(inv, f, trancheFlows);
  const { residualValue, balloon } = f;
  const capex = f.tranches.reduce((s, t) => s + t.capex, 0);
  const debt = f.tranches.reduce((s, t) => s + t.debt, 0);
  const payment = levelPayment(inv, f);
  const projectDetail = emptyDetail(H + 1);
  const projectCashflows = Array.from(runFleet(inv, f, false, new Float64Array(H + 1), { detail: projectDetail, coverage: null, trancheFlows: null }));
  const warnings: Warning[] = [];
  let fleet: Pick<InvestmentResult, 'tranches' | 'powerKW' | 'peakPowerKW'> | undefined;
  // A single purchase buys investment.gpus whatever the horizon (a horizon of 0 has none in service).
  let gpus = inv.gpus;
  if (tranches !== null) {
    const power = powerByMonth(f);
    gpus = power.gpus;
    const over = powerWarning(power.powerKW, ctx.usableKW);
    if (over) warnings.push(over);
    fleet = { tranches, powerKW: power.powerKW, peakPowerKW: power.powerKW.reduce((mx, kw) => Math.max(mx, kw), 0) };
  } else warnings.push(...gpusWarning(gpus, ctx.deliverableGPUs));
  return assembleInvestmentResult({
    inv, gpus, cashflows, projectCashflows, detail, projectTax: projectDetail.tax, capex, debt, pmt: payment, residualValue, balloon,
    coverageLast: bound, yearsT: bound, periods, warnings, ...(fleet ? { fleet } : {}),
  });
}
