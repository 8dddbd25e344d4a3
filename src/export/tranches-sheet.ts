// The Tranches sheet (model: Investment › fleet): each tranche a block of columns — its terms on top
// (formulas over the Inputs sheet where the scenario states them), then one row per month from its
// delivery d to its exit e: capex, draw, interest, capitalised interest, the annuity, prepayment or
// balloon at exit, the balance, depreciation, book value, resale and gain, then the operating months
// (contracted share, market price, revenue, power, colo, opex: tranche-operating.ts), all formulas.
// The cached results are the engine's ledger (models/fleet/ledger.ts); the Monthly sheet sums the blocks.
import { MACRS5_RATES } from '../../models/finance/depreciation';
import type { InvestmentLedger } from '../../models/fleet/ledger';
import { resaleFraction } from '../../models/fleet/resale';
import type { TrancheTerms } from '../../models/fleet/terms';
import type { Scenario } from '../../models/scenario/types';
import type { WorkbookFleetMessages } from '../i18n/areas/workbook-fleet';
import type { WorkbookMessages } from '../i18n/areas/workbook';
import type { InputsSheet } from './inputs-sheet';
import { a1, sheetRef, SheetBuilder, type Formats } from './sheet';
import { OPERATING_BLOCK, OPERATING_TERMS, operatingFormula, operatingTerms, operatingValue, type OperatingContext, type OperatingKey, type OperatingLinks } from './tranche-operating';

/** The month columns of a tranche's block, in order. */
const LOAN_BLOCK = ['age', 'online', 'capexFlow', 'draw', 'opening', 'interest', 'capitalized', 'service', 'prepayment', 'balloon', 'closing', 'depreciation', 'book', 'resaleFlow', 'gain'] as const;
export const BLOCK = [...LOAN_BLOCK, ...OPERATING_BLOCK] as const;
export type BlockKey = (typeof BLOCK)[number];
/** The terms of a tranche, one row each above its months. */
const TERMS = ['delivery', 'exit', 'gpus', 'capexPerGPU', 'debtFraction', 'capex', 'debt', 'capitalize', 'payment', 'bonus', 'straight', 'macrsBase', 'resaleFraction', 'marketFactor', 'resale', ...OPERATING_TERMS] as const;
type TermKey = (typeof TERMS)[number];

const TERMS_ROW = 2;
/** Row (0-based) of the block headers; month m is on row HEAD + 1 + m. */
const HEAD = TERMS_ROW + TERMS.length + 1;
const WIDTH = BLOCK.length + 1;

export interface TranchesSheet {
  sheet: SheetBuilder;
  /** `'Tranches'!X{n}` of tranche k's column at month m, or null outside its months d..e. */
  cell: (k: number, key: BlockKey, m: number) => string | null;
}

export function buildTranches(scenario: Scenario, ledger: InvestmentLedger, inputs: InputsSheet, t: WorkbookMessages, tf: WorkbookFleetMessages, fmt: Formats, links: OperatingLinks): TranchesSheet {
  const s = new SheetBuilder(tf.sheets.tranches);
  const H = ledger.H;
  const L = tf.tranches;
  s.set(0, 0, { v: L.heading, italic: true });
  s.set(HEAD, 0, { v: t.monthly.month, bold: true });
  for (let m = 0; m <= H; m++) s.set(HEAD + 1 + m, 0, { v: m, fmt: fmt.month });
  s.widths = [8, ...ledger.tranches.flatMap(() => [...BLOCK.map(() => 16), 4])];
  s.widths[1] = 44;
  s.freeze = { rows: HEAD + 1, columns: 1 };
  ledger.tranches.forEach((tr, k) => writeBlock(s, scenario, ledger, tr, k, inputs, L, fmt, links));
  const name = sheetRef(s.name);
  const cell = (k: number, key: BlockKey, m: number): string | null => {
    const row = HEAD + 1 + m;
    const c = 1 + k * WIDTH + BLOCK.indexOf(key);
    return s.get(row, c) === undefined ? null : `${name}${a1(row, c)}`;
  };
  return { sheet: s, cell };
}

function writeBlock(s: SheetBuilder, scenario: Scenario, ledger: InvestmentLedger, tr: TrancheTerms, k: number, inputs: InputsSheet, L: WorkbookFleetMessages['tranches'], fmt: Formats, links: OperatingLinks): void {
  const inv = scenario.investment!;
  const H = ledger.H;
  const c0 = 1 + k * WIDTH;
  const eq = ledger.equity.ledger.tranches[k];
  const listed = (inv.tranches?.length ?? 0) > 0;
  // A field of this tranche on the Inputs sheet, else the investment's, else the engine's value.
  const input = (field: string): string | undefined => (listed ? inputs.ref(`investment.tranches[${k}].${field}`) : undefined) ?? inputs.ref(`investment.${field}`);
  const I = (path: string, fallback: number): string => inputs.ref(path) ?? String(fallback);
  s.set(TERMS_ROW - 1, c0, { v: tr.name || L.terms, bold: true });
  const termRow = new Map<TermKey, string>(TERMS.map((key, i) => [key, a1(TERMS_ROW + i, c0 + 1, true)]));
  const term = (key: TermKey): string => termRow.get(key)!;
  const col = (key: BlockKey): number => c0 + BLOCK.indexOf(key);
  const at = (key: BlockKey, m: number): string => a1(HEAD + 1 + m, col(key));
  const money = fmt.money;
  const scale = Math.max(1, tr.capex);
  const curve = inv.resaleCurve;
  const fraction = curve && curve.length > 0 ? resaleFraction(curve, tr.e - tr.d) : inv.residualFraction;
  const factor = tr.capex * fraction === 0 ? 1 : tr.resale / (tr.capex * fraction);
  const heldWithMultiple = inv.exit?.mode === 'multiple' && tr.e === H;
  const dep = tr.dep;
  const G = I('investment.debtGraceMonths', inv.debtGraceMonths ?? 0);
  const T = I('investment.debtTermMonths', inv.debtTermMonths);
  const rate = inputs.derived.loanRate;
  // The annuity is sized on the balance after the grace months: the opening balance of month d+G+1.
  const firstPaid = tr.d + (inv.debtGraceMonths ?? 0) + 1;
  const annuityBase = firstPaid <= Math.min(tr.e, H) ? at('opening', firstPaid) : null;
  const n = `(${T}-${G})`;
  const paymentValue = annuityBase === null ? 0 : (eq.service[firstPaid] ?? 0);
  const operating: OperatingContext = {
    inv, own: listed ? inv.tranches![k] : undefined, k, tr, inputs, links, term, at, online: (m) => eq.online[m],
  };
  const opTerms = operatingTerms(operating);
  const opFormat: Record<(typeof OPERATING_TERMS)[number], string> = {
    utilization: fmt.percent, load: fmt.general, kwPerGPU: fmt.kw, contractedShare: fmt.percent, contractPrice: fmt.price,
    contractMonths: fmt.month, renewalShare: fmt.percent, renewalPrice: fmt.price, renewalEnd: fmt.month,
  };
  const terms: Record<TermKey, { v: number; f?: string; fmt: string }> = {
    delivery: { v: tr.d, f: input('deliveryMonth'), fmt: fmt.month },
    exit: { v: tr.e, f: listed ? inputs.ref(`investment.tranches[${k}].exitMonth`) : undefined, fmt: fmt.month },
    // A GPU count defaulted to the site's is the engine's (the Inputs cell holds the file's).
    gpus: { v: tr.gpus, f: !listed && inv.gpusDefaulted ? undefined : input('gpus'), fmt: fmt.gpus },
    capexPerGPU: { v: tr.capex / (tr.gpus || 1), f: input('capexPerGPU'), fmt: money },
    debtFraction: { v: tr.debtFraction, f: input('debtFraction'), fmt: fmt.percent },
    capex: { v: tr.capex, f: `${term('gpus')}*${term('capexPerGPU')}`, fmt: money },
    debt: { v: tr.debt, f: `${term('capex')}*${term('debtFraction')}`, fmt: money },
    capitalize: { v: inv.capitalizeGraceInterest === true ? 1 : 0, fmt: fmt.month },
    payment: { v: paymentValue, ...(annuityBase ? { f: `IF(${annuityBase}=0,0,IF(${rate}=0,${annuityBase}/${n},${annuityBase}*${rate}/(1-(1+${rate})^(-${n}))))` } : {}), fmt: money },
    bonus: { v: dep.bonus, fmt: money },
    straight: { v: dep.straightMonth, fmt: money },
    macrsBase: { v: dep.macrsBase, fmt: money },
    resaleFraction: { v: fraction, fmt: fmt.percent },
    marketFactor: { v: factor, fmt: fmt.general },
    resale: heldWithMultiple ? { v: eq.value[tr.e], fmt: money } : { v: tr.resale, f: `${term('capex')}*${term('resaleFraction')}*${term('marketFactor')}`, fmt: money },
    ...(Object.fromEntries(OPERATING_TERMS.map((key) => [key, { ...opTerms[key], fmt: opFormat[key] }])) as Record<(typeof OPERATING_TERMS)[number], { v: number; f?: string; fmt: string }>),
  };
  TERMS.forEach((key, i) => {
    const x = terms[key];
    s.set(TERMS_ROW + i, c0, { v: key === 'resale' && heldWithMultiple ? L.exitValue : L[key] });
    s.set(TERMS_ROW + i, c0 + 1, { v: x.v, ...(x.f ? { f: x.f, scale: key === 'payment' ? scale : Math.max(1, Math.abs(x.v)) } : {}), fmt: x.fmt });
  });
  BLOCK.forEach((key) => s.set(HEAD, col(key), { v: L[key], bold: true }));
  const R = I('investment.rampMonths', inv.rampMonths ?? 0);
  const D = I('investment.depreciationMonths', inv.depreciationMonths ?? 0);
  const values: Record<(typeof LOAN_BLOCK)[number], (m: number) => number> = {
    age: (m) => m - tr.d,
    online: (m) => eq.online[m],
    capexFlow: (m) => (m === tr.d ? tr.capex : 0),
    draw: (m) => (m === tr.d ? tr.debt : 0),
    opening: (m) => eq.balance[m - 1],
    interest: (m) => eq.interest[m],
    capitalized: (m) => eq.capitalized[m],
    service: (m) => eq.service[m],
    prepayment: (m) => eq.prepayment[m],
    balloon: (m) => eq.balloon[m],
    closing: (m) => eq.balance[m],
    depreciation: (m) => eq.depreciation[m],
    book: (m) => eq.book[m],
    resaleFlow: (m) => eq.value[m],
    gain: (m) => eq.gain[m],
  };
  const grace = (m: number): boolean => m - tr.d <= (inv.debtGraceMonths ?? 0);
  const formula = (key: (typeof LOAN_BLOCK)[number], m: number): string | null => {
    const r = (x: BlockKey, month = m): string => at(x, month);
    const a = r('age');
    if (m === tr.d) {
      if (key === 'age') return `${a1(HEAD + 1 + m, 0)}-${term('delivery')}`;
      if (key === 'capexFlow') return term('capex');
      if (key === 'draw' || key === 'closing') return term('debt');
      if (key === 'book') return term('capex');
      return null;
    }
    const exit = m === tr.e;
    // The balance before any repayment at exit: last balance + interest − the month's payment.
    const owed = `(${r('opening')}+${r('interest')}-${r('service')})`;
    switch (key) {
      case 'age': return `${a1(HEAD + 1 + m, 0)}-${term('delivery')}`;
      case 'online': return `IF(OR(${R}=0,${a}>=${R}),${term('gpus')},${term('gpus')}*(${a}/${R}))`;
      case 'capexFlow': case 'draw': return null;
      case 'opening': return r('closing', m - 1);
      case 'interest': return `IF(${a}<=${T},${r('opening')}*${rate},0)`;
      // The grace months are fixed when the sheet is written: the annuity is sized on the balance they
      // leave, so a grace month's payment must not refer to it (a spreadsheet sees that as a cycle).
      case 'capitalized': return grace(m) ? `IF(${term('capitalize')}=1,${r('interest')},0)` : null;
      case 'service': return grace(m) ? `${r('interest')}-${r('capitalized')}` : `IF(${a}<=${T},${term('payment')},0)`;
      case 'prepayment': return exit && tr.e < H ? `IF(${a}<${T},${owed},0)` : null;
      case 'balloon': return exit && tr.e === H ? `IF(${a}<${T},${owed},0)` : null;
      case 'closing': return `IF(${a}>=${T},0,${owed}${exit ? `-${r(tr.e < H ? 'prepayment' : 'balloon')}` : ''})`;
      case 'depreciation': {
        const bonus = dep.bonus !== 0 ? `IF(${a}=1,${term('bonus')},0)+` : '';
        if (dep.method === 'macrs5') return `${bonus}IF(INT((${a}-1)/12)<${MACRS5_RATES.length},CHOOSE(INT((${a}-1)/12)+1,${MACRS5_RATES.join(',')}),0)*${term('macrsBase')}/12`;
        return `${bonus}IF(${a}<=${D},${term('straight')},0)`;
      }
      case 'book': return `${r('book', m - 1)}-${r('depreciation')}`;
      case 'resaleFlow': return exit ? term('resale') : null;
      case 'gain': return exit ? `${r('resaleFlow')}-${r('book')}` : null;
    }
  };
  for (let m = tr.d; m <= tr.e; m++) {
    for (const key of LOAN_BLOCK) {
      const f = formula(key, m);
      if (f === null) continue;
      const v = values[key](m);
      const isCount = key === 'age';
      s.set(HEAD + 1 + m, col(key), { v, f, fmt: isCount ? fmt.month : key === 'online' ? fmt.gpus : money, scale: isCount || key === 'online' ? Math.max(1, tr.gpus) : scale });
    }
  }
  writeOperating(s, operating, col, scenario.site?.pue ?? 1, fmt, scale);
}

/** The operating months d+1..e of a tranche: contracted share, market price, revenue and costs, all formulas. */
function writeOperating(s: SheetBuilder, c: OperatingContext, col: (key: OperatingKey) => number, pue: number, fmt: Formats, scale: number): void {
  for (let m = c.tr.d + 1; m <= c.tr.e; m++) {
    for (const key of OPERATING_BLOCK) {
      const v = operatingValue(c, key, m, pue);
      const format = key === 'contracted' ? fmt.percent : key === 'market' ? fmt.price : fmt.money;
      s.set(HEAD + 1 + m, col(key), { v, f: operatingFormula(c, key, m), fmt: format, scale: key === 'contracted' || key === 'market' ? Math.max(1, Math.abs(v)) : scale });
    }
  }
}
