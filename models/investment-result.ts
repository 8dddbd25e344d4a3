// One assembly of an InvestmentResult from a run's flows (model: Investment › Returns; Investment ›
// Covenant and DSCR): IRR, NPV, payback and MOIC of the equity and project views, the monthly and
// period coverage, the yearly table and the XIRR. The single purchase and the fleet both end here.

import { annualToMonthly, irr, moic, monthlyToAnnual, npv, paybackMonth, xirrOfMonths } from './finance';
import { ratioOrNull } from './finite';
import type { InvestmentResult } from './investment';
import type { CoverageAccumulator } from './investment-coverage';
import { investmentYears } from './investment-years';
import type { FleetDetail } from './fleet/flows';
import type { InvestmentInput, Warning } from './scenario/types';

/** What a run produced, before the figures read from its flows. */
export interface InvestmentResultParts {
  inv: InvestmentInput;
  gpus: number;
  /** Equity and project flows CF_0..CF_H. */
  cashflows: number[];
  projectCashflows: number[];
  /** The equity view's breakdowns (debt service without the balloon; added at H here) and the project view's tax. */
  detail: Omit<FleetDetail, 'gains'>;
  projectTax: number[];
  capex: number;
  debt: number;
  pmt: number;
  residualValue: number;
  balloon: number;
  /** Last month with coverage tested (the monthly minimum DSCR) and the yearly table's loan term. */
  coverageLast: number;
  yearsT: number;
  /** The equity run's period coverage (kept periods and breaches). */
  periods: CoverageAccumulator;
  /** The run's own warnings (capacity, site power); "several IRRs" is added here. */
  warnings: Warning[];
  /** Fleet outputs placed before the warnings (tranches, power by month). */
  fleet?: Pick<InvestmentResult, 'tranches' | 'powerKW' | 'peakPowerKW'>;
}

/** Minimum monthly (EBITDA − tax)/debt service over months ≤ last with debt service (earliest on a tie). */
function minCoverage(d: InvestmentResultParts['detail'], last: number): { minDSCR: number | null; minDSCRMonth: number | null } {
  let minDSCR: number | null = null;
  let minDSCRMonth: number | null = null;
  for (let m = 1; m <= last; m++) {
    const ds = d.debtService[m];
    if (!(ds > 0)) continue;
    // A subnormal payment makes the ratio overflow: such a month has no meaningful coverage.
    const cover = ratioOrNull(d.ebitda[m] - d.tax[m], ds);
    if (cover === null) continue;
    if (minDSCR === null || cover < minDSCR) {
      minDSCR = cover;
      minDSCRMonth = m;
    }
  }
  return { minDSCR, minDSCRMonth };
}

const SEVERAL_ROOTS: Warning = {
  code: 'irr-several-roots',
  path: 'investment',
  message: {
    en: 'The cash flows change sign several times and have several IRRs; the one nearest 0 is shown. Prefer NPV.',
    'zh-CN': '现金流多次变号，存在多个 IRR；显示最接近 0 的一个。请优先参考 NPV。',
  },
};

export function assembleInvestmentResult(p: InvestmentResultParts): InvestmentResult {
  const { inv, cashflows, projectCashflows, detail, residualValue, balloon, capex, debt, periods } = p;
  const H = cashflows.length - 1;
  const coverage = minCoverage(detail, Math.min(p.coverageLast, H));
  const years = investmentYears(detail, { cashflows, projectCashflows, residualValue, balloon, T: p.yearsT });
  // The breakdown shows the balloon as debt service at H (not part of the DSCR above).
  if (H >= 1) detail.debtService[H] += balloon;
  const r = irr(cashflows);
  const pr = irr(projectCashflows);
  const warnings = r.note === 'several-roots' ? [...p.warnings, SEVERAL_ROOTS] : p.warnings;
  const xirrPart: Pick<InvestmentResult, 'xirrAnnual' | 'xirrNote'> = {};
  if (inv.startDate !== undefined) {
    const x = xirrOfMonths(inv.startDate, cashflows);
    xirrPart.xirrAnnual = x.rate;
    xirrPart.xirrNote = x.note;
  }
  return {
    gpus: p.gpus,
    cashflows,
    revenue: detail.revenue,
    power: detail.power,
    colo: detail.colo,
    opex: detail.opex,
    ebitda: detail.ebitda,
    depreciation: detail.depreciation,
    interest: detail.interest,
    tax: detail.tax,
    debtService: detail.debtService,
    capex,
    debt,
    pmt: p.pmt,
    residualValue,
    balloon,
    irrMonthly: r.irr,
    irrAnnual: r.irr === null ? null : monthlyToAnnual(r.irr),
    irrNote: r.note,
    ...(r.roots ? { irrRoots: r.roots } : {}),
    npv: npv(annualToMonthly(inv.discountRate), cashflows),
    paybackMonth: paybackMonth(cashflows),
    moic: moic(cashflows),
    projectCashflows,
    projectTax: p.projectTax,
    projectIrrMonthly: pr.irr,
    projectIrrAnnual: pr.irr === null ? null : monthlyToAnnual(pr.irr),
    projectIrrNote: pr.note,
    // The project view at its own rate (default: the equity rate).
    projectNpv: npv(annualToMonthly(inv.projectDiscountRate ?? inv.discountRate), projectCashflows),
    projectPaybackMonth: paybackMonth(projectCashflows),
    ...coverage,
    dscrByPeriod: periods.periods ?? [],
    minPeriodDSCR: periods.min,
    minPeriodDSCRPeriod: periods.minPeriod,
    covenantBreaches: inv.covenantDSCR === undefined ? null : (periods.breachList ?? []),
    years,
    ...xirrPart,
    ...(p.fleet ?? {}),
    warnings,
  };
}
