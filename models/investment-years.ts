// The investment by year (year 0 = month 0's outlay; year y = months 12(y−1)+1..min(12y, H)): the
// yearly P&L and cash-flow table a lender and a board read (app, report, `--csv --part years`).
// Sums of the monthly figures of a run (single-purchase.ts, models/fleet); nothing here changes a result.

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

/** The monthly breakdowns the table sums (index 0..H; the debt service without the balloon). */
export interface YearDetail {
  revenue: ArrayLike<number>;
  power: ArrayLike<number>;
  colo: ArrayLike<number>;
  opex: ArrayLike<number>;
  ebitda: ArrayLike<number>;
  depreciation: ArrayLike<number>;
  interest: ArrayLike<number>;
  tax: ArrayLike<number>;
  opTax: ArrayLike<number>;
  debtService: ArrayLike<number>;
}

/** The flows of both views and what H's year receives and repays; T is the loan term (months tested for the DSCR). */
export interface YearFlows {
  cashflows: ArrayLike<number>;
  projectCashflows: ArrayLike<number>;
  residualValue: number;
  balloon: number;
  T: number;
}

/** One year's row with every sum at 0 (a literal, so every row shares one shape). */
function emptyYear(year: number, fromMonth: number, toMonth: number): InvestmentYear {
  return { year, fromMonth, toMonth, revenue: 0, costs: 0, ebitda: 0, depreciation: 0, interest: 0, tax: 0, debtService: 0, balloon: 0, residualValue: 0, dscr: null, equityFlow: 0, projectFlow: 0 };
}

export function investmentYears(d: YearDetail, f: YearFlows): InvestmentYear[] {
  const H = f.cashflows.length - 1;
  const first = emptyYear(0, 0, 0);
  first.equityFlow = f.cashflows[0] ?? 0;
  first.projectFlow = f.projectCashflows[0] ?? 0;
  const years: InvestmentYear[] = [first];
  for (let from = 1, y = 1; from <= H; from += 12, y++) {
    const to = Math.min(from + 11, H);
    const row = emptyYear(y, from, to);
    let cash = 0;
    for (let m = from; m <= to; m++) {
      row.revenue += d.revenue[m];
      row.costs += d.power[m] + d.colo[m] + d.opex[m];
      row.ebitda += d.ebitda[m];
      row.depreciation += d.depreciation[m];
      row.interest += d.interest[m];
      row.tax += d.tax[m];
      row.debtService += d.debtService[m];
      row.equityFlow += f.cashflows[m];
      row.projectFlow += f.projectCashflows[m];
      if (m <= f.T) cash += d.ebitda[m] - d.opTax[m];
    }
    if (to === H) {
      row.balloon = f.balloon;
      row.residualValue = f.residualValue;
    }
    row.dscr = row.debtService > 0 ? ratioOrNull(cash, row.debtService) : null;
    years.push(row);
  }
  return years;
}
