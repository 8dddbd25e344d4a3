// The Prices and Monthly sheets: one timeline (row FIRST_ROW + m is month m on both, column A the
// month, B its date), Prices as values, Monthly as formulas over Inputs and Prices whose cached
// results are the engine's figures (its breakdown arrays where it has one, else the same arithmetic).
import { addMonths } from '../../models/investment';
import { MACRS5_RATES } from '../../models/finance/depreciation';
import type { InvestmentLedger } from '../../models/fleet/ledger';
import type { WorkbookFleetMessages } from '../i18n/areas/workbook-fleet';
import { fleetFormula, type FleetFormulaContext } from './monthly-fleet';
import { ALL_KEYS, coverageEnd, FLEET_KEYS, KEYS, monthlyValues, type Key } from './monthly-values';
import type { TranchesSheet } from './tranches-sheet';
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario/types';
import type { WorkbookMessages } from '../i18n/areas/workbook';
import type { InputsSheet } from './inputs-sheet';
import { a1, columnName, dateSerial, sheetRef, SheetBuilder, type Cell, type Formats } from './sheet';
import type { OperatingLinks } from './tranche-operating';
import { HOURS_PER_MONTH } from '../../models/units';

/** Row (0-based) of month 0 on the Prices and Monthly sheets. */
export const FIRST_ROW = 3;

export function buildPrices(result: ScenarioResult, startDate: string | undefined, t: WorkbookMessages, fmt: Formats): SheetBuilder {
  const s = new SheetBuilder(t.sheets.prices);
  const ids = Object.keys(result.prices?.series ?? {});
  s.widths = [8, 12, ...ids.map(() => 16)];
  s.set(0, 0, { v: t.prices.heading, italic: true });
  [t.monthly.month, t.monthly.date, ...ids].forEach((h, c) => s.set(FIRST_ROW - 1, c, { v: h, bold: true }));
  s.freeze = { rows: FIRST_ROW, columns: 2 };
  for (let m = 0; m <= result.horizonMonths; m++) {
    s.set(FIRST_ROW + m, 0, { v: m, fmt: fmt.month });
    const serial = startDate === undefined ? null : dateSerial(addMonths(startDate, m));
    if (serial !== null) s.set(FIRST_ROW + m, 1, { v: serial, fmt: fmt.date });
    ids.forEach((id, i) => {
      const p = result.prices!.series[id][m];
      if (p !== null) s.set(FIRST_ROW + m, 2 + i, { v: p, fmt: fmt.price });
    });
  }
  return s;
}

/** The Prices sheet's cell of generation `id` at month m. */
export function priceCell(result: ScenarioResult, pricesSheet: string, id: string, m: number): string {
  const i = Object.keys(result.prices?.series ?? {}).indexOf(id);
  return `'${pricesSheet.replace(/'/g, "''")}'!${a1(FIRST_ROW + m, 2 + i, true)}`;
}

/** `'Monthly'!$X$a:$X$b`: months from..to of a Monthly column (for sheets built before Monthly). */
export function monthlyRange(monthlyName: string, key: Key, from: number, to: number): string {
  const c = columnName(ALL_KEYS.indexOf(key));
  return `'${monthlyName.replace(/'/g, "''")}'!$${c}$${FIRST_ROW + from + 1}:$${c}$${FIRST_ROW + to + 1}`;
}

/** What a tranche's operating months read outside the Tranches sheet: the Prices sheet and the Monthly sheet's prices. */
export function trancheLinks(result: ScenarioResult, pricesSheet: string, monthlyName: string): OperatingLinks {
  const ids = Object.keys(result.prices?.series ?? {});
  return {
    price: (id, m) => (ids.includes(id) ? priceCell(result, pricesSheet, id, m) : null),
    monthly: (key, m) => `${sheetRef(monthlyName)}$${columnName(ALL_KEYS.indexOf(key))}$${FIRST_ROW + m + 1}`,
  };
}

export interface MonthlySheet {
  sheet: SheetBuilder;
  /** Column letter of a Monthly column. */
  col: (key: Key) => string;
  /** `'Monthly'!$X$a:$X$b`, months 0..H (or from..H) of a column. */
  range: (key: Key, from?: number) => string;
  /** Per-month values as cached (for the Summary's own cached results). */
  values: Record<Key, (number | null)[]>;
  /** A fleet (columns sum the Tranches sheet; the coverage uses the operating tax column). */
  fleet: boolean;
  /** The last month the covenant tests: min(T, H), for a fleet min(H, latest delivery + T). */
  lastCovered: number;
}

/** Number of sign changes of a series (zeros skipped). */
export function signChanges(xs: readonly number[]): number {
  let n = 0;
  let last = 0;
  for (const x of xs) {
    if (x === 0) continue;
    if (last !== 0 && Math.sign(x) !== last) n++;
    last = Math.sign(x);
  }
  return n;
}

/** What a single purchase's Monthly formulas read: cells of this sheet, Inputs and Prices. */
interface FormulaContext {
  at: (k: Key, m: number) => string;
  I: (path: string) => string;
  d: Record<string, string>;
  input: NonNullable<Scenario['investment']>;
  pricesName: string;
  genIndex: number;
}

/** The single purchase's formula of column k at month m (null: none). */
function singlePurchaseFormula(c: FormulaContext, k: Key, m: number): string | null {
  const { I, d, input, pricesName, genIndex } = c;
  const renewal = input.renewal;
  const r = (key: Key, month = m): string => c.at(key, month);
  const op = m >= 1;
  switch (k) {
    case 'month':
      return null;
    case 'date':
      return input.startDate === undefined ? null : `EDATE(${I('investment.startDate')},${r('month')})`;
    case 'year':
      return op ? `INT((${r('month')}-1)/12)` : null;
    case 'online': {
      const Rr = I('investment.rampMonths');
      return op ? `IF(OR(${Rr}=0,${r('month')}>=${Rr}),${I('investment.gpus')},${I('investment.gpus')}*(${r('month')}/${Rr}))` : null;
    }
    case 'contracted': {
      if (!op) return null;
      const cm = I('investment.contractMonths');
      const cs = I('investment.contractedShare');
      if (!renewal) return `IF(${r('month')}<=${cm},${cs},0)`;
      // exit and renewal: the expected share q × share (default contractedShare) for M months after the contract.
      const share = renewal.share === undefined ? cs : I('investment.renewal.share');
      return `IF(${r('month')}<=${cm},${cs},IF(${r('month')}<=${cm}+${I('investment.renewal.months')},${I('investment.renewal.probability')}*${share},0))`;
    }
    case 'market': {
      if (!op) return null;
      if (genIndex < 0) return '0';
      const p = `${pricesName}${a1(FIRST_ROW + m, 2 + genIndex)}`;
      return `IF(ISNUMBER(${p}),${p},0)`;
    }
    case 'powerPrice':
      return op ? `${I('investment.powerPricePerKWh')}*(1+${I('investment.powerPriceEscalation')})^${r('year')}` : null;
    case 'coloPrice':
      return op ? `${I('investment.coloPerKWMonth')}*(1+${I('investment.opexEscalation')})^${r('year')}` : null;
    case 'opexPrice':
      return op ? `${I('investment.opexPerGPUMonth')}*(1+${I('investment.opexEscalation')})^${r('year')}` : null;
    case 'revenue': {
      if (!op) return null;
      const u = I('investment.utilization');
      // The contract's price, then (docs/model.md › Investment › Exit and renewal) the renewal's (after the renewal the contracted share is 0).
      const cp = renewal ? `IF(${r('month')}<=${I('investment.contractMonths')},${I('investment.contractPrice')},${I('investment.renewal.price')})` : I('investment.contractPrice');
      return `IF(${I('investment.takeOrPay')},${r('online')}*${HOURS_PER_MONTH}*(${r('contracted')}*${cp}+(1-${r('contracted')})*${u}*${r('market')}),${r('online')}*${HOURS_PER_MONTH}*${u}*(${r('contracted')}*${cp}+(1-${r('contracted')})*${r('market')}))`;
    }
    case 'power':
      return op ? `${r('online')}*${d.kwPerGPU}*${d.load}*${I('site.pue')}*${HOURS_PER_MONTH}*${r('powerPrice')}` : null;
    case 'colo':
      return op ? `${I('investment.gpus')}*${d.kwPerGPU}*${r('coloPrice')}` : null;
    case 'opex':
      return op ? `${I('investment.gpus')}*${r('opexPrice')}` : null;
    case 'ebitda':
      return op ? `${r('revenue')}-${r('power')}-${r('colo')}-${r('opex')}` : null;
    case 'depreciation':
    {
      // A per-month schedule: the tax depreciation's bonus in month 1, then straight line over months 1..D or MACRS
      // 5-year (the half-year table's share of capex − bonus, each tax year spread over its 12 months).
      if (!op) return null;
      const bonus = d.bonus ? `IF(${r('month')}=1,${d.bonus},0)+` : '';
      if (input.depreciationMethod === 'macrs5') {
        const rates = MACRS5_RATES.join(',');
        return `${bonus}IF(${r('year')}<${MACRS5_RATES.length},CHOOSE(${r('year')}+1,${rates}),0)*${d.macrsBase}/12`;
      }
      return `${bonus}IF(${r('month')}<=${I('investment.depreciationMonths')},${d.depreciation},0)`;
    }
    case 'opening':
      return op ? (m === 1 ? d.debt : r('closing', m - 1)) : null;
    case 'interest':
      return op ? `IF(${r('month')}<=${I('investment.debtTermMonths')},${r('opening')}*${d.loanRate},0)` : null;
    case 'debtService':
      // Grace months (docs/model.md › Investment › Debt and grace) pay the interest only; then the level payment until the term.
      return op ? `IF(${r('month')}<=${d.grace},${r('interest')},IF(${r('month')}<=${I('investment.debtTermMonths')},${d.payment},0))` : null;
    case 'principal':
      return op ? `${r('debtService')}-${r('interest')}` : null;
    case 'closing':
      return op ? `${r('opening')}-${r('principal')}` : null;
    case 'balloon':
      return op ? `IF(AND(${r('month')}=${d.horizon},${I('investment.debtTermMonths')}>${d.horizon}),${r('closing')},0)` : null;
    case 'book':
      return op ? `${r('book', m - 1)}-${r('depreciation')}` : d.capex;
    case 'residual':
      return op ? `IF(${r('month')}=${d.horizon},${d.residualValue},0)` : null;
    case 'gain':
      return op ? `IF(${r('month')}=${d.horizon},${r('residual')}-${r('book')},0)` : null;
    case 'taxable':
      return op ? `${r('ebitda')}-${r('depreciation')}-${r('interest')}+${r('gain')}` : null;
    case 'nol':
      return op ? `MAX(0,${r('nol', m - 1)}-${r('taxable')})` : null;
    case 'tax':
      return op ? `${I('investment.taxRate')}*MAX(0,${r('taxable')}-${r('nol', m - 1)})` : null;
    case 'capex':
      return op ? null : d.capex;
    case 'proceeds':
      return op ? null : d.debt;
    case 'equity':
      return `${r('ebitda')}-${r('capex')}+${r('proceeds')}-${r('debtService')}-${r('balloon')}-${r('tax')}+${r('residual')}`;
    case 'equityCumulative':
      return op ? `${r('equityCumulative', m - 1)}+${r('equity')}` : r('equity');
    case 'dscr':
      return op
        ? `IF(AND(${r('month')}<=MIN(${I('investment.debtTermMonths')},${d.horizon}),${r('debtService')}>0),(${r('ebitda')}-${r('tax')})/${r('debtService')},"")`
        : null;
    case 'projectTaxable':
      return op ? `${r('ebitda')}-${r('depreciation')}+${r('gain')}` : null;
    case 'projectNol':
      return op ? `MAX(0,${r('projectNol', m - 1)}-${r('projectTaxable')})` : null;
    case 'projectTax':
      return op ? `${I('investment.taxRate')}*MAX(0,${r('projectTaxable')}-${r('projectNol', m - 1)})` : null;
    case 'project':
      return `${r('ebitda')}-${r('capex')}-${r('projectTax')}+${r('residual')}`;
    case 'projectCumulative':
      return op ? `${r('projectCumulative', m - 1)}+${r('project')}` : r('project');
    case 'equityPayback':
      return op ? `IF(${r('equityCumulative')}>=0,${r('month')},"")` : null;
    case 'projectPayback':
      return op ? `IF(${r('projectCumulative')}>=0,${r('month')},"")` : null;
    default:
      return null;
  }
}

/** The engine's ledger, and for a fleet the Tranches sheet its columns sum (null: a single purchase). */
export interface MonthlyFleet {
  ledger: InvestmentLedger;
  tranches: TranchesSheet | null;
  tf: WorkbookFleetMessages;
}

export function buildMonthly(scenario: Scenario, result: ScenarioResult, inputs: InputsSheet, prices: SheetBuilder, t: WorkbookMessages, fmt: Formats, fleet: MonthlyFleet): MonthlySheet {
  const s = new SheetBuilder(t.sheets.monthly);
  const inv = result.investment!;
  const input = scenario.investment!;
  const H = result.horizonMonths;
  const colIndex = new Map<Key, number>(ALL_KEYS.map((k, i) => [k, i]));
  const col = (k: Key): string => columnName(colIndex.get(k)!);
  const at = (k: Key, m: number): string => `${col(k)}${FIRST_ROW + m + 1}`;
  const sheetName = `'${s.name.replace(/'/g, "''")}'!`;
  const range = (k: Key, from = 0): string => `${sheetName}$${col(k)}$${FIRST_ROW + from + 1}:$${col(k)}$${FIRST_ROW + H + 1}`;
  const I = (path: string): string => {
    const r = inputs.ref(path);
    if (r === undefined) throw new Error(`workbook: input ${path} is not on the Inputs sheet`);
    return r;
  };
  const d = inputs.derived;
  const pricesName = `'${prices.name.replace(/'/g, "''")}'!`;
  const genIndex = input.generation === undefined ? -1 : Object.keys(result.prices?.series ?? {}).indexOf(input.generation);

  // The engine's figures: its breakdowns and the fleet flows' ledger (no model arithmetic here).
  const v = monthlyValues(scenario, result, fleet.ledger, fleet.tranches !== null);
  const keys: readonly Key[] = fleet.tranches ? ALL_KEYS : KEYS;
  const fleetContext: FleetFormulaContext | null = fleet.tranches
    ? {
        tranches: fleet.tranches,
        count: fleet.ledger.tranches.length,
        heldToH: (k) => fleet.ledger.tranches[k].e === H,
        r: (k, m) => at(k, m),
        taxRate: I('investment.taxRate'),
        lossLimit: inputs.ref('investment.taxLossLimit') ?? '1',
        lastCovered: coverageEnd(fleet.ledger, input.debtTermMonths),
      }
    : null;

  // Headers, units and notes.
  const M = t.monthly;
  const money = fmt.money;
  const spec: Record<Key, { fmt: string; note?: string }> = {
    month: { fmt: fmt.month }, date: { fmt: fmt.date }, year: { fmt: fmt.month }, online: { fmt: fmt.gpus }, contracted: { fmt: fmt.percent },
    market: { fmt: fmt.price }, powerPrice: { fmt: fmt.perKWh }, coloPrice: { fmt: fmt.perKWMonth }, opexPrice: { fmt: fmt.perGPUMonth },
    revenue: { fmt: money }, power: { fmt: money, note: M.costNote }, colo: { fmt: money, note: M.costNote }, opex: { fmt: money, note: M.costNote },
    ebitda: { fmt: money }, depreciation: { fmt: money }, opening: { fmt: money }, interest: { fmt: money, note: M.costNote },
    debtService: { fmt: money, note: M.costNote }, principal: { fmt: money }, closing: { fmt: money }, balloon: { fmt: money, note: M.costNote },
    book: { fmt: money }, residual: { fmt: money }, gain: { fmt: money }, taxable: { fmt: money }, nol: { fmt: money }, tax: { fmt: money, note: M.costNote },
    capex: { fmt: money, note: M.costNote }, proceeds: { fmt: money }, equity: { fmt: money, note: M.signNote }, equityCumulative: { fmt: money, note: M.signNote },
    dscr: { fmt: fmt.ratio, note: M.dscrNote }, projectTaxable: { fmt: money }, projectNol: { fmt: money }, projectTax: { fmt: money, note: M.costNote },
    project: { fmt: money, note: M.signNote }, projectCumulative: { fmt: money, note: M.signNote }, equityPayback: { fmt: fmt.month }, projectPayback: { fmt: fmt.month },
    capitalized: { fmt: money }, prepayment: { fmt: money, note: M.costNote }, exitProceeds: { fmt: money }, opTax: { fmt: money, note: fleet.tf.monthly.opTaxNote },
  };
  const F = fleet.tf.monthly;
  if (fleet.tranches) {
    // The fleet's own readings of the columns whose rule differs from the single purchase's.
    Object.assign(spec, { contracted: { fmt: fmt.percent, note: F.contractedFleet }, principal: { fmt: money, note: F.principalFleet }, tax: { fmt: money, note: F.taxFleet }, dscr: { fmt: fmt.ratio, note: F.dscrFleet } });
    s.set(1, 0, { v: F.fleetNote, italic: true });
  }
  const label = (k: Key): string => ((FLEET_KEYS as readonly string[]).includes(k) ? F[k as (typeof FLEET_KEYS)[number]] : M[k as Exclude<Key, (typeof FLEET_KEYS)[number]>]);
  s.set(0, 0, { v: M.heading, italic: true });
  keys.forEach((k, c) => s.set(FIRST_ROW - 1, c, { v: label(k), bold: true, ...(spec[k].note ? { note: spec[k].note } : {}) }));
  s.widths = keys.map((k) => (k === 'month' ? 8 : k === 'date' ? 12 : 18));
  s.freeze = { rows: FIRST_ROW, columns: 2 };

  const ebitdaScale = Math.max(1, ...inv.revenue.map(Math.abs), inv.capex);
  const scaleOf = (k: Key): number => {
    if (k === 'dscr') return Math.max(1, ...v.dscr.map((x) => Math.abs(x ?? 0)));
    if (k === 'online' || k === 'month' || k === 'year' || k === 'date' || k === 'equityPayback' || k === 'projectPayback') return 1;
    if (k === 'contracted' || k === 'market' || k === 'powerPrice' || k === 'coloPrice' || k === 'opexPrice') return Math.max(1, ...v[k].map((x) => Math.abs(x ?? 0)));
    return ebitdaScale;
  };
  const scales = Object.fromEntries(ALL_KEYS.map((k) => [k, scaleOf(k)])) as Record<Key, number>;

  const formulaContext: FormulaContext = { at, I, d, input, pricesName, genIndex };
  const formula = (k: Key, m: number): string | null => {
    const own = fleetContext ? fleetFormula(fleetContext, k, m) : undefined;
    return own !== undefined ? own : singlePurchaseFormula(formulaContext, k, m);
  };

  for (let m = 0; m <= H; m++) {
    keys.forEach((k, c) => {
      const f = formula(k, m);
      const value = v[k][m];
      if (f === null) {
        // A figure without a formula is the engine's value (month 0's losses, a fleet's revenue and costs).
        if (value !== null) s.set(FIRST_ROW + m, c, { v: value, fmt: spec[k].fmt });
        return;
      }
      const cell: Cell = { v: value ?? '', f, fmt: spec[k].fmt, scale: scales[k] };
      s.set(FIRST_ROW + m, c, cell);
    });
  }
  return { sheet: s, col, range, values: v, fleet: fleetContext !== null, lastCovered: fleetContext?.lastCovered ?? Math.min(input.debtTermMonths, H) };
}
