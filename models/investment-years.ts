// The investment by year (year 0 = month 0's outlay; year y = months 12(y−1)+1..min(12y, H)): the
// yearly P&L and cash-flow table a lender and a board read (app, report, `--csv --part years`).
// Sums of the monthly figures of investment.ts; nothing here changes a result.

import { ratioOrNull } from './finite';

export interface InvestmentYear {
  year: number;
  fromMonth: number;
  toMonth: number;
  revenue: number;
  /** power + colo + opex. */
  costs: number;
  ebitda: number;
  depreciation: number;
  interest: number;
  /** Tax of the equity view. */
  tax: number;
  /** Loan payments of the year (the balloon apart). */
  debtService: number;
  /** The loan balance repaid at H when the loan outlives the horizon (in H's year). */
  balloon: number;
  /** The exit or residual value received at H (in H's year). */
  residualValue: number;
  /** Σ(EBITDA − operating tax)/debt service over the year (balloon excluded); null without debt service. */
  dscr: number | null;
  /** Σ equity flows CF_m (year 0: −capex + debt). */
  equityFlow: number;
  /** Σ project (unlevered) flows (year 0: −capex). */
  projectFlow: number;
}

export interface YearInputs {
  revenue: number[];
  power: number[];
  colo: number[];
  opex: number[];
  ebitda: number[];
  depreciation: number[];
  interest: number[];
  tax: number[];
  opTax: number[];
  /** Without the balloon. */
  debtService: number[];
  cashflows: number[];
  projectCashflows: number[];
  projectTax: number[];
  residualValue: number;
  balloon: number;
  capex: number;
  debt: number;
  T: number;
}

export function investmentYears(d: YearInputs): InvestmentYear[] {
  const H = d.cashflows.length - 1;
  const years: InvestmentYear[] = [
    {
      year: 0,
      fromMonth: 0,
      toMonth: 0,
      revenue: 0,
      costs: 0,
      ebitda: 0,
      depreciation: 0,
      interest: 0,
      tax: 0,
      debtService: 0,
      balloon: 0,
      residualValue: 0,
      dscr: null,
      equityFlow: d.cashflows[0] ?? 0,
      projectFlow: d.projectCashflows[0] ?? 0,
    },
  ];
  for (let from = 1, y = 1; from <= H; from += 12, y++) {
    const to = Math.min(from + 11, H);
    const row: InvestmentYear = { ...years[0], year: y, fromMonth: from, toMonth: to, equityFlow: 0, projectFlow: 0 };
    let cash = 0;
    for (let m = from; m <= to; m++) {
      row.revenue += d.revenue[m];
      row.costs += d.power[m] + d.colo[m] + d.opex[m];
      row.ebitda += d.ebitda[m];
      row.depreciation += d.depreciation[m];
      row.interest += d.interest[m];
      row.tax += d.tax[m];
      row.debtService += d.debtService[m];
      row.equityFlow += d.cashflows[m];
      row.projectFlow += d.projectCashflows[m];
      if (m <= d.T) cash += d.ebitda[m] - d.opTax[m];
    }
    if (to === H) {
      row.balloon = d.balloon;
      row.residualValue = d.residualValue;
    }
    row.dscr = row.debtService > 0 ? ratioOrNull(cash, row.debtService) : null;
    years.push(row);
  }
  return years;
}
