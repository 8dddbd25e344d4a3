// A second method for the single purchase (model: Investment › single purchase, tax and
// depreciation, exit and renewal, covenant and DSCR), written plainly month by month from the
// model's formulas for the property test that ties it to the engine (which evaluates a single
// purchase as a one-tranche fleet). Readable, not fast: no reuse, no shortcuts.
import { depreciationAt, depreciationSchedule, loanBalance, pmt } from '../../models/finance';
import type { InvestmentContext } from '../../models/investment';
import type { InvestmentInput } from '../../models/scenario/types';

export interface OracleView {
  cashflows: number[];
  ebitda: number[];
  tax: number[];
  /** Tax a lender's coverage counts (at H without the disposal gain). */
  opTax: number[];
  interest: number[];
  /** Without the balloon. */
  debtService: number[];
  depreciation: number[];
}

export interface OracleResult {
  equity: OracleView;
  project: OracleView;
  residualValue: number;
  balloon: number;
  /** Coverage of each period of 12, 3 or 1 months within months 1..min(T, H) with debt service. */
  dscrByPeriod: { period: number; fromMonth: number; toMonth: number; dscr: number }[];
}

const esc = (x: number, e: number, m: number): number => x * Math.pow(1 + e, Math.floor((m - 1) / 12));

/** Month m's EBITDA (model: Investment › single purchase: revenue − power − colo − opex). */
function ebitdaAt(inv: InvestmentInput, ctx: InvestmentContext, m: number): number {
  const R = inv.rampMonths ?? 0;
  const online = R === 0 || m >= R ? inv.gpus : (inv.gpus * m) / R;
  const renewal = inv.renewal;
  let cs = 0;
  let cp = inv.contractPrice;
  if (m <= inv.contractMonths) cs = inv.contractedShare;
  else if (renewal && m <= inv.contractMonths + renewal.months) {
    cs = renewal.probability * (renewal.share ?? inv.contractedShare);
    cp = renewal.price;
  }
  const p = inv.generation === undefined ? 0 : (ctx.price(m) ?? 0);
  const u = inv.utilization;
  const revenue = inv.takeOrPay ? online * 730 * (cs * cp + (1 - cs) * u * p) : online * 730 * u * (cs * cp + (1 - cs) * p);
  const load = u + (1 - u) * inv.idlePowerFraction;
  const power = online * ctx.kwPerGPU * load * ctx.pue * 730 * esc(inv.powerPricePerKWh, inv.powerPriceEscalation ?? 0, m);
  const colo = inv.gpus * ctx.kwPerGPU * esc(inv.coloPerKWMonth, inv.opexEscalation ?? 0, m);
  const opex = inv.gpus * esc(inv.opexPerGPUMonth, inv.opexEscalation ?? 0, m);
  return revenue - power - colo - opex;
}

function view(inv: InvestmentInput, ctx: InvestmentContext, H: number, debt: number, residualValue: number, balloon: number): OracleView {
  const capex = inv.gpus * inv.capexPerGPU;
  const i = inv.debtAnnualRate / 12;
  const T = inv.debtTermMonths;
  const G = inv.debtGraceMonths ?? 0;
  const payment = debt === 0 ? 0 : pmt(i, T - G, debt);
  const dep = depreciationSchedule(capex, inv.residualFraction, inv.depreciationMonths ?? 0, inv.depreciationMethod ?? 'straight', inv.bonusShare ?? 0, H);
  const gain = residualValue - dep.bookH;
  const taxRate = inv.taxRate ?? 0;
  const v: OracleView = { cashflows: [debt - capex], ebitda: [0], tax: [0], opTax: [0], interest: [0], debtService: [0], depreciation: [0] };
  let balance = debt;
  let losses = 0;
  for (let m = 1; m <= H; m++) {
    const ebitda = ebitdaAt(inv, ctx, m);
    const service = debt === 0 || m > T ? 0 : m <= G ? debt * i : payment;
    const interest = service === 0 ? 0 : balance * i;
    balance -= service - interest;
    const d = depreciationAt(dep, m);
    const operating = ebitda - d - interest;
    const taxable = operating + (m === H ? gain : 0);
    const tax = taxRate * Math.max(0, taxable - losses);
    const opTax = m === H ? taxRate * Math.max(0, operating - losses) : tax;
    losses = Math.max(0, losses - taxable);
    v.ebitda.push(ebitda);
    v.tax.push(tax);
    v.opTax.push(opTax);
    v.interest.push(interest);
    v.debtService.push(service);
    v.depreciation.push(d);
    v.cashflows.push(ebitda - service - tax + (m === H ? residualValue - balloon : 0));
  }
  return v;
}

/** The single purchase of `inv` under `ctx`, both views. */
export function singlePurchaseOracle(inv: InvestmentInput, ctx: InvestmentContext): OracleResult {
  const H = ctx.horizonMonths;
  const capex = inv.gpus * inv.capexPerGPU;
  const debt = capex * inv.debtFraction;
  const T = inv.debtTermMonths;
  const G = inv.debtGraceMonths ?? 0;
  const i = inv.debtAnnualRate / 12;
  const balloon = debt > 0 && T > H ? (H <= G ? debt : loanBalance(debt, i, T - G, H - G)) : 0;
  let residualValue: number;
  if (inv.exit?.mode === 'multiple') {
    // k × the trailing twelve months' EBITDA at H.
    let trailing = 0;
    for (let m = Math.max(1, H - 11); m <= H; m++) trailing += ebitdaAt(inv, ctx, m);
    residualValue = inv.exit.evEbitdaMultiple * trailing;
  } else {
    const pH = inv.residualMode === 'market' && inv.generation !== undefined ? ctx.price(H) : null;
    const g = ctx.generationPrice;
    residualValue = capex * inv.residualFraction * (pH !== null && g !== undefined && g >= 1e-6 ? pH / g : 1);
  }
  const equity = view(inv, ctx, H, debt, residualValue, balloon);
  const project = view(inv, ctx, H, 0, residualValue, 0);
  const L = inv.dscrPeriod === 'quarter' ? 3 : inv.dscrPeriod === 'month' ? 1 : 12;
  const last = Math.min(T, H);
  const dscrByPeriod: OracleResult['dscrByPeriod'] = [];
  for (let from = 1, period = 1; from <= last; from += L, period++) {
    const to = Math.min(from + L - 1, last);
    let cash = 0;
    let service = 0;
    for (let m = from; m <= to; m++) {
      cash += equity.ebitda[m] - equity.opTax[m];
      service += equity.debtService[m];
    }
    if (service > 0) dscrByPeriod.push({ period, fromMonth: from, toMonth: to, dscr: cash / service });
  }
  return { equity, project, residualValue, balloon, dscrByPeriod };
}
