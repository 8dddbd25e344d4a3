// `gpuplan evaluate --csv --monthly`: the investment's monthly cash-flow table, one row per month
// 0..H, always the same columns (issue 28): an empty date without a startDate, the balloon, capex,
// loan proceeds and residual in columns of their own so every row adds up, principal and balance,
// units in the headers. Costs are positive amounts; the cash flows are signed (+ received, − paid).
import type { ScenarioResult } from '../models/evaluate';
import { addMonths } from '../models/investment';
import type { DisplayInput } from '../models/scenario/types';
import { activeDisplay } from '../src/format/display-money';
import { csvCell, displayCsvCells } from './format-core';

type Row = (string | number | null)[];

/** Column name, unit (money: the scenario's currency), and the month's value. */
interface Column {
  name: string;
  unit: 'money' | 'ratio' | 'date' | null;
  value: (m: number) => string | number | null;
}

export function formatMonthlyCsv(r: ScenarioResult, startDate: string | undefined, withName: boolean, display?: DisplayInput): string {
  const inv = r.investment;
  if (!inv) return '';
  const H = r.horizonMonths;
  const d = activeDisplay(display, r.currency);
  const op = (m: number) => m >= 1;
  const balloon = (m: number) => (m === H ? inv.balloon : 0);
  const payment = (m: number) => (op(m) ? inv.debtService[m] - balloon(m) : 0);
  const balances: number[] = [];
  let balance = inv.debt;
  for (let m = 0; m <= H; m++) {
    if (op(m)) balance -= payment(m) - inv.interest[m] + balloon(m);
    balances.push(balance);
  }
  const cumulative = (flows: readonly number[]) => {
    let s = 0;
    return flows.map((x) => (s += x));
  };
  const eq = cumulative(inv.cashflows);
  const pr = cumulative(inv.projectCashflows);
  const columns: Column[] = [
    { name: 'month', unit: null, value: (m) => m },
    { name: 'date', unit: 'date', value: (m) => (startDate === undefined ? null : addMonths(startDate, m)) },
    { name: 'revenue', unit: 'money', value: (m) => inv.revenue[m] },
    { name: 'power', unit: 'money', value: (m) => inv.power[m] },
    { name: 'colo', unit: 'money', value: (m) => inv.colo[m] },
    { name: 'opex', unit: 'money', value: (m) => inv.opex[m] },
    { name: 'ebitda', unit: 'money', value: (m) => inv.ebitda[m] },
    { name: 'depreciation', unit: 'money', value: (m) => inv.depreciation[m] },
    { name: 'interest', unit: 'money', value: (m) => inv.interest[m] },
    { name: 'principal', unit: 'money', value: (m) => (op(m) ? payment(m) - inv.interest[m] : 0) },
    { name: 'balloon', unit: 'money', value: balloon },
    { name: 'loanBalance', unit: 'money', value: (m) => balances[m] },
    { name: 'debtService', unit: 'money', value: payment },
    { name: 'tax', unit: 'money', value: (m) => inv.tax[m] },
    { name: 'capex', unit: 'money', value: (m) => (m === 0 ? inv.capex : 0) },
    { name: 'loanProceeds', unit: 'money', value: (m) => (m === 0 ? inv.debt : 0) },
    { name: 'residual', unit: 'money', value: (m) => (m === H ? inv.residualValue : 0) },
    { name: 'equityCashflow', unit: 'money', value: (m) => inv.cashflows[m] },
    { name: 'equityCumulative', unit: 'money', value: (m) => eq[m] },
    // docs/model.md › Investment › Tax, depreciation and losses: (EBITDA − tax)/debt service in months with debt service, the balloon excluded.
    { name: 'dscr', unit: 'ratio', value: (m) => (op(m) && payment(m) > 0 ? (inv.ebitda[m] - inv.tax[m]) / payment(m) : null) },
    { name: 'projectTax', unit: 'money', value: (m) => inv.projectTax[m] },
    { name: 'projectCashflow', unit: 'money', value: (m) => inv.projectCashflows[m] },
    { name: 'projectCumulative', unit: 'money', value: (m) => pr[m] },
  ];
  const unitOf = (c: Column) => (c.unit === 'money' ? r.currency : c.unit === 'ratio' ? 'x' : c.unit === 'date' ? 'YYYY-MM-DD' : null);
  const money = columns.filter((c) => c.unit === 'money');
  const header: string[] = [
    ...(withName ? ['scenario'] : []),
    ...columns.map((c) => (unitOf(c) ? `${c.name} (${unitOf(c)})` : c.name)),
    ...(d ? ['displayCurrency', 'displayRate', ...money.map((c) => `${c.name}_display (${d.currency})`)] : []),
  ];
  const rows: string[] = [header.map(csvCell).join(',')];
  for (let m = 0; m <= H; m++) {
    const cells: Row = [...(withName ? [r.name] : []), ...columns.map((c) => c.value(m))];
    if (d) cells.push(...displayCsvCells(d, money.map((c) => c.value(m))));
    rows.push(cells.map(csvCell).join(','));
  }
  return rows.join('\n') + '\n';
}
