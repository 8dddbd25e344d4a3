// Operator's cash flows, IRR, NPV, payback and MOIC of buying GPUs (DOMAIN.md section 3).

import { annualToMonthly, irr, loanBalance, moic, monthlyToAnnual, npv, paybackMonth, pmt } from './finance';
import type { IrrNote } from './finance';
import type { InvestmentInput, Warning } from './scenario/types';

export interface InvestmentContext {
  /** All-in IT kW per GPU (capacity section). */
  kwPerGPU: number;
  /** Site PUE. */
  pue: number;
  horizonMonths: number;
  /** Projected market price of `inv.generation` at month m (null before it is available). */
  price: (m: number) => number | null;
  /** Deliverable GPUs of the site, for the "more GPUs than the site powers" warning. */
  deliverableGPUs?: number;
}

export interface InvestmentResult {
  /** CF_0..CF_H. */
  cashflows: number[];
  /** Per-month breakdowns, index 0..H (index 0 is 0: no operations in month 0). */
  revenue: number[];
  power: number[];
  colo: number[];
  opex: number[];
  /** Loan payments; at H it includes the balloon when the loan outlives the horizon. */
  debtService: number[];
  capex: number;
  debt: number;
  /** Level monthly loan payment (positive). */
  pmt: number;
  /** Added to CF_H: capex × residualFraction. */
  residualValue: number;
  /** Subtracted from CF_H when the loan outlives the horizon: balance after H payments. */
  balloon: number;
  irrMonthly: number | null;
  irrAnnual: number | null;
  irrNote: IrrNote | null;
  /** All IRR roots in range when there are several (monthly rates, ascending). */
  irrRoots?: number[];
  /** At the monthly equivalent of discountRate, CF_0 undiscounted. */
  npv: number;
  paybackMonth: number | null;
  moic: number | null;
  warnings: Warning[];
}

/** n zeros in a packed array (new Array(n).fill(0) makes a holey one, slower to write and read). */
function zeros(n: number): number[] {
  const a: number[] = [];
  for (let i = 0; i < n; i++) a.push(0);
  return a;
}

/** The per-month constants both computations below share (same expressions, same rounding). */
function monthlyTerms(inv: InvestmentInput, ctx: InvestmentContext) {
  const H = Math.max(0, Math.floor(ctx.horizonMonths));
  const gpus = inv.gpus;
  const capex = gpus * inv.capexPerGPU;
  const debt = capex * inv.debtFraction;
  const rate = inv.debtAnnualRate / 12; // a loan's APR is divided by 12 (DOMAIN.md conventions)
  const T = inv.debtTermMonths;
  const payment = debt === 0 ? 0 : pmt(rate, T, debt);
  const busy = gpus * 730 * inv.utilization;
  const powerMonth =
    gpus *
    ctx.kwPerGPU *
    (inv.utilization + (1 - inv.utilization) * inv.idlePowerFraction) *
    ctx.pue *
    730 *
    inv.powerPricePerKWh;
  const coloMonth = gpus * ctx.kwPerGPU * inv.coloPerKWMonth;
  const opexMonth = gpus * inv.opexPerGPUMonth;
  const residualValue = capex * inv.residualFraction;
  const balloon = debt > 0 && T > H ? loanBalance(debt, rate, T, H) : 0;
  return { H, gpus, capex, debt, T, payment, busy, powerMonth, coloMonth, opexMonth, residualValue, balloon };
}

/** Revenue of month m (same expression in both computations). */
function revenueAt(inv: InvestmentInput, ctx: InvestmentContext, busy: number, m: number): number {
  const cs = m <= inv.contractMonths ? inv.contractedShare : 0;
  const market = inv.generation === undefined ? null : ctx.price(m);
  return busy * (cs * inv.contractPrice + (1 - cs) * (market ?? 0));
}

export interface InvestmentMetrics {
  cashflows: number[];
  irrAnnual: number | null;
  npv: number;
}

/**
 * CF_0..CF_H, the annual IRR and the NPV only — what a Monte Carlo trial needs — with exactly the
 * arithmetic of computeInvestment (so equal inputs give bit-identical figures), without the monthly
 * breakdowns, payback, MOIC and warnings.
 */
export function investmentMetrics(inv: InvestmentInput, ctx: InvestmentContext): InvestmentMetrics {
  const t = monthlyTerms(inv, ctx);
  const cashflows: number[] = [-t.capex + t.debt];
  for (let m = 1; m <= t.H; m++) {
    const debtService = m <= t.T ? t.payment : 0;
    cashflows.push(revenueAt(inv, ctx, t.busy, m) - t.powerMonth - t.coloMonth - t.opexMonth - debtService);
  }
  if (t.H >= 1) cashflows[t.H] += t.residualValue - t.balloon;
  const r = irr(cashflows);
  return {
    cashflows,
    irrAnnual: r.irr === null ? null : monthlyToAnnual(r.irr),
    npv: npv(annualToMonthly(inv.discountRate), cashflows),
  };
}

export function computeInvestment(inv: InvestmentInput, ctx: InvestmentContext): InvestmentResult {
  const { H, gpus, capex, debt, T, payment, busy, powerMonth, coloMonth, opexMonth, residualValue, balloon } = monthlyTerms(inv, ctx);

  const cashflows = zeros(H + 1);
  const revenue = zeros(H + 1);
  const power = zeros(H + 1);
  const colo = zeros(H + 1);
  const opex = zeros(H + 1);
  const debtService = zeros(H + 1);
  cashflows[0] = -capex + debt;

  for (let m = 1; m <= H; m++) {
    revenue[m] = revenueAt(inv, ctx, busy, m);
    power[m] = powerMonth;
    colo[m] = coloMonth;
    opex[m] = opexMonth;
    debtService[m] = m <= T ? payment : 0;
    cashflows[m] = revenue[m] - power[m] - colo[m] - opex[m] - debtService[m];
  }

  if (H >= 1) {
    cashflows[H] += residualValue - balloon;
    debtService[H] += balloon;
  }

  const r = irr(cashflows);
  const warnings: Warning[] = [];
  if (ctx.deliverableGPUs !== undefined && gpus > ctx.deliverableGPUs) {
    warnings.push({
      code: 'investment-gpus-exceed-capacity',
      path: 'investment.gpus',
      message: {
        en: `The investment buys ${gpus} GPUs but the site's power delivers only ${ctx.deliverableGPUs}.`,
        'zh-CN': `投资购买 ${gpus} 张 GPU，但站点电力只能支撑 ${ctx.deliverableGPUs} 张。`,
      },
    });
  }
  if (r.note === 'several-roots') {
    warnings.push({
      code: 'irr-several-roots',
      path: 'investment',
      message: {
        en: 'The cash flows change sign several times and have several IRRs; the one nearest 0 is shown. Prefer NPV.',
        'zh-CN': '现金流多次变号，存在多个 IRR；显示最接近 0 的一个。请优先参考 NPV。',
      },
    });
  }

  return {
    cashflows,
    revenue,
    power,
    colo,
    opex,
    debtService,
    capex,
    debt,
    pmt: payment,
    residualValue,
    balloon,
    irrMonthly: r.irr,
    irrAnnual: r.irr === null ? null : monthlyToAnnual(r.irr),
    irrNote: r.note,
    ...(r.roots ? { irrRoots: r.roots } : {}),
    npv: npv(annualToMonthly(inv.discountRate), cashflows),
    paybackMonth: paybackMonth(cashflows),
    moic: moic(cashflows),
    warnings,
  };
}
