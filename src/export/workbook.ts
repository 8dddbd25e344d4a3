// A scenario's results as a workbook finance can audit (issue 28): Inputs, Prices, Monthly (formulas
// over Inputs and Prices), Yearly (sums of Monthly: P&L, cash flow, DSCR by year), Summary (IRR, NPV, XIRR, payback, DSCR, MOIC as formulas beside the
// engine's values), then Quotes, Rent vs buy and Demand plan. Pure: xlsx.ts writes it with exceljs.
import type { ScenarioResult } from '../../models/evaluate';
import type { Language } from '../../models/language';
import type { Scenario } from '../../models/scenario/types';
import { usesFleet } from '../../models/investment';
import { scenarioInvestmentLedger } from '../../models/fleet/ledger';
import { fillWorkbook, workbookMessages, type WorkbookMessages } from '../i18n/areas/workbook';
import { workbookFleetMessages, type WorkbookFleetMessages } from '../i18n/areas/workbook-fleet';
import { buildTranches } from './tranches-sheet';
import { trancheLinks } from './monthly-sheet';
import { buildFleetPlan } from './fleet-plan-sheet';
import { buildScenarios } from './scenarios-sheet';
import { buildInputs, type InputsSheet } from './inputs-sheet';
import { buildMonthly, buildPrices, priceCell, type MonthlySheet } from './monthly-sheet';
import { formats, type Formats, type Sheet, type WorkbookSpec } from './sheet';
import { buildSummary } from './summary-sheet';
import { buildYearly } from './yearly-sheet';
import { buildQuotes } from './quotes-sheet';
import { appendQuotesSummary } from './quotes-summary';
import { buildPortfolio, buildRentVsBuy } from './table-sheets';

/**
 * Investment terms the Monthly formulas do not model, present with a value that changes the flows:
 * a scenario using them gets the engine's values instead of formulas that would disagree. Every
 * docs/model.md › Investment › Debt and grace term is modelled now: debtGraceMonths (the Inputs grace cell and the Monthly debt
 * service), projectDiscountRate (the project NPV's monthly rate on Inputs), exit (the Inputs exit
 * value, k × trailing Monthly EBITDA), depreciationMethod and bonusShare (the Inputs bonus and MACRS
 * base, the Monthly depreciation) and renewal (the Monthly contracted share and price). A later term
 * that changes the flows is listed here until its formulas follow.
 */
export function unmodelledTerms(_investment: unknown): string[] {
  return [];
}

/** The sheet with every formula dropped: its cells keep the engine's values. */
function valuesOnly(sheet: Sheet): Sheet {
  return { ...sheet, rows: sheet.rows.map((row) => row.map((c) => (c && c.f !== undefined ? { v: c.v, ...(c.fmt ? { fmt: c.fmt } : {}) } : c))) };
}

/** The loan corkscrew on the Inputs sheet: its totals sum the Monthly columns. */
function fillCorkscrew(inputs: InputsSheet, monthly: MonthlySheet, result: ScenarioResult, fleet: boolean, t: WorkbookMessages, tf: WorkbookFleetMessages, fmt: Formats): void {
  const s = inputs.sheet;
  const L = inputs.loanRows!;
  const inv = result.investment!;
  const sumOf = (k: 'interest' | 'principal' | 'balloon' | 'proceeds' | 'capitalized' | 'prepayment', from = 1) => `SUM(${monthly.range(k, from)})`;
  const total = (k: 'interest' | 'capitalized') => monthly.values[k].reduce<number>((a, b) => a + (b ?? 0), 0);
  const scale = Math.max(1, inv.debt);
  const put = (r: number, label: string, v: number, f?: string) => {
    s.set(r, 0, { v: label });
    s.set(r, 1, { v, ...(f ? { f, scale } : {}), fmt: fmt.money });
  };
  put(L.opening, t.inputs.opening, 0);
  if (!fleet) {
    put(L.drawn, t.inputs.drawn, inv.debt, inputs.derived.debt);
    put(L.interest, t.inputs.interestPaid, total('interest'), sumOf('interest'));
    put(L.repaid, t.inputs.repaid, inv.debt, `${sumOf('principal')}+${sumOf('balloon')}`);
    put(L.closing, t.inputs.closing, 0, `B${L.opening + 1}+B${L.drawn + 1}-B${L.repaid + 1}`);
    return;
  }
  // A fleet draws each tranche's loan at its delivery; capitalised interest adds to what is repaid.
  const capitalized = total('capitalized');
  put(L.drawn, tf.loan.drawnFleet, inv.debt, sumOf('proceeds', 0));
  put(L.interest, t.inputs.interestPaid, total('interest') - capitalized, `${sumOf('interest')}-${sumOf('capitalized')}`);
  put(L.repaid, tf.loan.repaidFleet, inv.debt + capitalized, `${sumOf('principal')}+${sumOf('prepayment')}+${sumOf('balloon')}`);
  put(L.closing, t.inputs.closing, 0, `B${L.opening + 1}+B${L.drawn + 1}+${sumOf('capitalized')}-B${L.repaid + 1}`);
}

export function buildWorkbook(scenario: Scenario, result: ScenarioResult, lang: Language = 'en'): WorkbookSpec {
  const t = workbookMessages(lang);
  const fmt = formats(result.currency);
  const values: string[] = [];
  const startDate = scenario.investment?.startDate;
  const prices = buildPrices(result, startDate, t, fmt);
  const tf = workbookFleetMessages(lang);
  // Every investment runs through the fleet flows (a single purchase is one tranche); the ledger
  // gives the Monthly and Tranches sheets the engine's balances, losses, book values and gains.
  const ledger = result.investment && scenario.investment ? scenarioInvestmentLedger(scenario, result) : null;
  const fleet = ledger !== null && usesFleet(scenario.investment!);
  const inputs = buildInputs(scenario, result, lang, t, fmt, (id, m) => priceCell(result, prices.name, id, m), fleet);
  if (result.prices && Object.keys(result.prices.series).length > 0) values.push(t.summary.valuePrices);
  const tranches = fleet && inputs.loanRows ? buildTranches(scenario, ledger!, inputs, t, tf, fmt, trancheLinks(result, prices.name, t.sheets.monthly)) : null;
  const monthly = ledger && inputs.loanRows ? buildMonthly(scenario, result, inputs, prices, t, fmt, { ledger, tranches, tf }) : null;
  if (monthly && inputs.loanRows) fillCorkscrew(inputs, monthly, result, fleet, t, tf, fmt);
  const yearly = monthly ? buildYearly(scenario, result, inputs, monthly, t, fmt) : null;
  const quotesTable = buildQuotes(scenario, result, inputs, t, fmt, lang);
  const quotes = quotesTable?.sheet ?? null;
  if (quotes) values.push(t.summary.valueQuotes);
  const rentVsBuy = buildRentVsBuy(scenario, result, inputs, t, fmt);
  const portfolio = buildPortfolio(scenario, result, t, fmt);
  const priceRef = (id: string, m: number) => (Object.hasOwn(result.prices?.series ?? {}, id) ? priceCell(result, prices.name, id, m) : null);
  const fleetPlan = buildFleetPlan(scenario, result, inputs, priceRef, tf, fmt, lang);
  const demandScenarios = buildScenarios(scenario, result, tf, fmt, lang);
  if (portfolio) values.push(t.summary.valuePortfolio);
  const unmodelled = unmodelledTerms(scenario.investment);
  if (unmodelled.length > 0) values.push(fillWorkbook(t.summary.valueUnmodelled, { terms: unmodelled.join(', ') }));
  const summary = buildSummary(scenario, result, inputs, monthly, values, t, fmt, lang);
  if (quotesTable && result.quotes) appendQuotesSummary(summary, quotesTable, result.quotes, lang, fmt);
  const sheets = [summary, inputs.sheet, ...(result.prices ? [prices] : []), ...(monthly ? [monthly.sheet] : []), ...(tranches ? [tranches.sheet] : []), ...(yearly ? [yearly] : []), ...(quotes ? [quotes] : []), ...(rentVsBuy ? [rentVsBuy] : []), ...(portfolio ? [portfolio] : []), ...(fleetPlan ? [fleetPlan] : []), ...(demandScenarios ? [demandScenarios] : [])];
  const asValues = new Set(unmodelled.length > 0 ? [summary, inputs.sheet, ...(monthly ? [monthly.sheet] : []), ...(yearly ? [yearly] : [])] : []);
  return { sheets: sheets.map((s) => (asValues.has(s) ? valuesOnly(s.build()) : s.build())), values };
}
