// The Monthly sheet's formulas for a fleet (model: Investment › fleet): the columns that belong to
// tranches sum the Tranches sheet's blocks; tax uses the loss limit; the flows add the resale and
// prepayment of tranches sold before H. Columns not listed here keep the single purchase's formula
// (prices, EBITDA, cumulative flows, payback). Revenue, power, colo and opex sum the tranches' own
// operating columns (each its own ramp, contract and renewal); the contracted share differs by
// tranche and is the engine's GPU-weighted value.
import type { Key } from './monthly-values';
import type { BlockKey, TranchesSheet } from './tranches-sheet';

export interface FleetFormulaContext {
  tranches: TranchesSheet;
  count: number;
  /** True for a tranche held to H (its resale is the residual; before H it is resale before H). */
  heldToH: (k: number) => boolean;
  /** A cell of this sheet's column at month m (A1). */
  r: (key: Key, m: number) => string;
  /** Inputs cells: tax rate, loss limit (a number when the file gives none). */
  taxRate: string;
  lossLimit: string;
  /** The last month the covenant tests (min(H, latest delivery + T)). */
  lastCovered: number;
}

/** Σ over tranches of a block column at month m ("0" when no tranche has that cell). */
function sumOf(c: FleetFormulaContext, key: BlockKey, m: number, which: (k: number) => boolean = () => true): string {
  const cells: string[] = [];
  for (let k = 0; k < c.count; k++) {
    if (!which(k)) continue;
    const x = c.tranches.cell(k, key, m);
    if (x !== null) cells.push(x);
  }
  return cells.length === 0 ? '0' : cells.join('+');
}

/** The fleet's formula of column `key` at month m: a string, null for none, undefined to keep the single purchase's. */
export function fleetFormula(c: FleetFormulaContext, key: Key, m: number): string | null | undefined {
  const op = m >= 1;
  const r = (k: Key, month = m): string => c.r(k, month);
  // Losses used this month: at most the loss limit × the month's taxable income (and no more than carried).
  const used = (taxable: string, nol: string): string => `MIN(${nol},${c.lossLimit}*MAX(0,${taxable}))`;
  switch (key) {
    case 'online': return op ? sumOf(c, 'online', m) : null;
    case 'contracted': return null;
    case 'revenue': case 'power': case 'colo': case 'opex': return op ? sumOf(c, key, m) : null;
    case 'capex': return sumOf(c, 'capexFlow', m);
    case 'proceeds': return sumOf(c, 'draw', m);
    case 'depreciation': return op ? sumOf(c, 'depreciation', m) : null;
    case 'opening': return op ? sumOf(c, 'opening', m) : null;
    case 'interest': return op ? sumOf(c, 'interest', m) : null;
    case 'capitalized': return op ? sumOf(c, 'capitalized', m) : null;
    case 'debtService': return op ? sumOf(c, 'service', m) : null;
    case 'principal': return op ? `${r('debtService')}-${r('interest')}+${r('capitalized')}` : null;
    case 'closing': return op ? sumOf(c, 'closing', m) : null;
    case 'balloon': return op ? sumOf(c, 'balloon', m) : null;
    case 'prepayment': return op ? sumOf(c, 'prepayment', m) : null;
    case 'book': return sumOf(c, 'book', m);
    case 'residual': return op ? sumOf(c, 'resaleFlow', m, c.heldToH) : null;
    case 'exitProceeds': return op ? sumOf(c, 'resaleFlow', m, (k) => !c.heldToH(k)) : null;
    case 'gain': return op ? sumOf(c, 'gain', m) : null;
    case 'nol': return op ? `${r('nol', m - 1)}-${used(r('taxable'), r('nol', m - 1))}+MAX(0,-${r('taxable')})` : null;
    case 'tax': return op ? `${c.taxRate}*MAX(0,${r('taxable')}-${used(r('taxable'), r('nol', m - 1))})` : null;
    case 'opTax': {
      if (!op) return null;
      const operating = `(${r('taxable')}-${r('gain')})`;
      return `${c.taxRate}*MAX(0,${operating}-${used(operating, r('nol', m - 1))})`;
    }
    case 'projectNol': return op ? `${r('projectNol', m - 1)}-${used(r('projectTaxable'), r('projectNol', m - 1))}+MAX(0,-${r('projectTaxable')})` : null;
    case 'projectTax': return op ? `${c.taxRate}*MAX(0,${r('projectTaxable')}-${used(r('projectTaxable'), r('projectNol', m - 1))})` : null;
    case 'equity': return `${r('ebitda')}-${r('capex')}+${r('proceeds')}-${r('debtService')}-${r('balloon')}-${r('tax')}+${r('residual')}+${r('exitProceeds')}-${r('prepayment')}`;
    case 'project': return `${r('ebitda')}-${r('capex')}-${r('projectTax')}+${r('residual')}+${r('exitProceeds')}`;
    case 'dscr':
      return op && m <= c.lastCovered ? `IF(${r('debtService')}>0,(${r('ebitda')}-${r('tax')})/${r('debtService')},"")` : null;
    default: return undefined;
  }
}
