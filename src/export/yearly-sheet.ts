// The Yearly sheet (issue 33: boards read years): the investment's P&L, cash flow and DSCR by year
// as formulas over the Monthly sheet, cached with the engine's yearly figures (investment.years).
// Year 0 is month 0's outlay; year y sums months 12(y−1)+1..min(12y, H).
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario/types';
import type { WorkbookMessages } from '../i18n/areas/workbook';
import type { InputsSheet } from './inputs-sheet';
import { FIRST_ROW, monthlyRange, type MonthlySheet } from './monthly-sheet';
import { SheetBuilder, type Formats } from './sheet';

const COLUMNS = ['year', 'fromMonth', 'toMonth', 'revenue', 'costs', 'ebitda', 'depreciation', 'interest', 'tax', 'debtService', 'balloon', 'residual', 'equity', 'project', 'dscr'] as const;
type Column = (typeof COLUMNS)[number];

export function buildYearly(scenario: Scenario, result: ScenarioResult, inputs: InputsSheet, monthly: MonthlySheet, t: WorkbookMessages, fmt: Formats): SheetBuilder {
  const inv = result.investment!;
  const H = result.horizonMonths;
  const T = monthly.lastCovered;
  const s = new SheetBuilder(t.sheets.yearly);
  const Y = t.yearly;
  s.set(0, 0, { v: Y.heading, italic: true });
  COLUMNS.forEach((k, c) => s.set(FIRST_ROW - 1, c, { v: Y[k], bold: true, ...(k === 'dscr' ? { note: Y.dscrNote } : {}) }));
  s.widths = COLUMNS.map((k) => (k === 'year' || k === 'fromMonth' || k === 'toMonth' ? 10 : 18));
  s.freeze = { rows: FIRST_ROW, columns: 1 };

  const M = monthly.sheet.name;
  const cell = (key: Parameters<typeof monthlyRange>[1], m: number) => monthlyRange(M, key, m, m).replace(/:.*$/, '');
  const sum = (key: Parameters<typeof monthlyRange>[1], from: number, to: number) => `SUM(${monthlyRange(M, key, from, to)})`;
  const taxRate = inputs.ref('investment.taxRate');
  const scale = Math.max(1, inv.capex, ...inv.years.map((y) => Math.abs(y.revenue)));

  inv.years.forEach((y, i) => {
    const row = FIRST_ROW + i;
    const put = (k: Column, v: number | null, f: string | null, format = fmt.money, sc = scale) =>
      s.set(row, COLUMNS.indexOf(k), f === null ? { v: v ?? '', fmt: format } : { v: v ?? '', f, fmt: format, scale: sc });
    put('year', y.year, null, fmt.month);
    put('fromMonth', y.fromMonth, null, fmt.month);
    put('toMonth', y.toMonth, null, fmt.month);
    if (y.year === 0) {
      put('equity', y.equityFlow, cell('equity', 0));
      put('project', y.projectFlow, cell('project', 0));
      return;
    }
    const { fromMonth: a, toMonth: b } = y;
    put('revenue', y.revenue, sum('revenue', a, b));
    put('costs', y.costs, `${sum('power', a, b)}+${sum('colo', a, b)}+${sum('opex', a, b)}`);
    put('ebitda', y.ebitda, sum('ebitda', a, b));
    put('depreciation', y.depreciation, sum('depreciation', a, b));
    put('interest', y.interest, sum('interest', a, b));
    put('tax', y.tax, sum('tax', a, b));
    put('debtService', y.debtService, sum('debtService', a, b));
    put('balloon', y.balloon, sum('balloon', a, b));
    put('residual', y.residualValue, sum('residual', a, b));
    put('equity', y.equityFlow, sum('equity', a, b));
    put('project', y.projectFlow, sum('project', a, b));
    // Model: Investment › periodic DSCR: Σ(EBITDA − opTax)/Σ debt service over the months ≤ T;
    // opTax is the tax except in month H, where the disposal gain is left out.
    const last = Math.min(b, T);
    if (last < a) {
      put('dscr', y.dscr, null, fmt.ratio);
      return;
    }
    let cash = `${sum('ebitda', a, last)}-${sum(monthly.fleet ? 'opTax' : 'tax', a, last)}`;
    if (!monthly.fleet && H >= a && H <= last && taxRate !== undefined) {
      cash += `+${cell('tax', H)}-${taxRate}*MAX(0,${cell('taxable', H)}-${cell('gain', H)}-${cell('nol', H - 1)})`;
    }
    const ds = sum('debtService', a, last);
    put('dscr', y.dscr, `IF(${ds}>0,(${cash})/${ds},"")`, fmt.ratio, Math.max(1, Math.abs(y.dscr ?? 0)));
  });
  return s;
}
