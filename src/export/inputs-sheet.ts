// The Inputs sheet: every input of the scenario in a labelled row (label, value, unit, field path),
// then the derived figures the Monthly sheet uses, each a formula over those rows, and the loan as a
// corkscrew. Formulas elsewhere refer to column B by absolute reference (no Excel Names: FAST).
import { flattenPaths, type Leaf } from '../../models/flatten';
import type { Language } from '../../models/language';
import type { Scenario } from '../../models/scenario/types';
import type { ScenarioResult } from '../../models/evaluate';
import { labelContext, labelInput } from '../present/input-labels';
import { editorMessages } from '../present/messages';
import { resultsEn, resultsZhCN } from '../i18n/areas/results';
import type { WorkbookMessages } from '../i18n/areas/workbook';
import { monthlyRange } from './monthly-sheet';
import { dateSerial, SheetBuilder, type Formats } from './sheet';

/** Top-level keys never listed (file bookkeeping, long text). */
const SKIP_TOP = new Set(['format', 'version', 'notes', 'display', 'uncertainty']);
export const VALUE_COL = 1;

export interface InputsSheet {
  sheet: SheetBuilder;
  /** `'Inputs'!$B$n` of an input's field path, or undefined when the scenario has no such input. */
  ref(path: string): string | undefined;
  /** `'Inputs'!$B$n` of a derived figure (see derivedRows). */
  derived: Record<string, string>;
  /** The corkscrew's cells, filled once the Monthly sheet exists (its sums refer to it). */
  loanRows: { interest: number; repaid: number; closing: number; opening: number; drawn: number } | null;
}

function leafValue(path: string, v: Leaf): { v: string | number | boolean | null; date: boolean } {
  if (typeof v === 'string' && /(^|\.)startDate$/.test(path)) {
    const serial = dateSerial(v);
    if (serial !== null) return { v: serial, date: true };
  }
  return { v, date: false };
}

/** `priceRef(id, m)`: the Prices sheet's cell of generation `id` at month m. */
/** `fleet`: the investment runs as tranches (the Tranches sheet holds each one's capex, loan, depreciation and resale). */
export function buildInputs(scenario: Scenario, result: ScenarioResult, lang: Language, t: WorkbookMessages, fmt: Formats, priceRef: (id: string, m: number) => string, fleet = false): InputsSheet {
  const s = new SheetBuilder(t.sheets.inputs);
  s.widths = [58, 22, 18, 40];
  const rm = lang === 'zh-CN' ? resultsZhCN : resultsEn;
  const em = editorMessages(lang);
  const ctx = labelContext([scenario], scenario.currency, rm.compare.items);
  s.set(0, 0, { v: t.title.replace('{{name}}', scenario.name).replace('{{currency}}', scenario.currency).replace('{{months}}', String(scenario.horizonMonths)), bold: true });
  s.set(1, 0, { v: t.inputs.heading, italic: true });
  [t.inputs.label, t.inputs.value, t.inputs.unit, t.inputs.path].forEach((h, c) => s.set(2, c, { v: h, bold: true }));
  s.freeze = { rows: 3, columns: 1 };
  const rows = new Map<string, number>();
  let row = 3;
  let lastSection = '';
  const leaves = flattenPaths(scenario);
  for (const [path, leaf] of leaves) {
    const top = path.split(/[.[]/)[0];
    if (SKIP_TOP.has(top) || /Defaulted$/.test(path)) continue;
    const l = labelInput(path, em, ctx);
    if (l.section !== lastSection) {
      lastSection = l.section;
      const title = (rm.compare.sections as Record<string, string>)[l.section] ?? l.section;
      s.set(row++, 0, { v: title, bold: true });
    }
    const { v, date } = leafValue(path, leaf);
    const format = date ? fmt.date : l.percent && typeof v === 'number' ? fmt.percent : typeof v === 'number' ? fmt.general : undefined;
    s.set(row, 0, { v: l.item ? `${l.item} · ${l.label}` : l.label });
    // An option reads as the form's label in the workbook's language (no formula reads one); the
    // file's value stays in a note.
    const option = typeof v === 'string' && !date ? l.valueText?.(v) : undefined;
    s.set(row, VALUE_COL, option !== undefined && option !== v ? { v: option, note: v as string } : { v, ...(format ? { fmt: format } : {}) });
    s.set(row, 2, { v: l.unit || null });
    s.set(row, 3, { v: path, italic: true });
    rows.set(path, row);
    row++;
  }
  const ref = (path: string): string | undefined => {
    const r = rows.get(path);
    return r === undefined ? undefined : s.ref(r, VALUE_COL, true);
  };
  const sheet: InputsSheet = { sheet: s, ref, derived: {}, loanRows: null };
  const inv = result.investment;
  if (scenario.investment && inv && scenario.site) addDerived(sheet, scenario, result, row + 1, t, fmt, priceRef, fleet);
  return sheet;
}

/** The derived block: formulas over the inputs, each with the engine's value as its cached result. */
function addDerived(sheet: InputsSheet, scenario: Scenario, result: ScenarioResult, start: number, t: WorkbookMessages, fmt: Formats, priceRef: (id: string, m: number) => string, fleet: boolean): void {
  const s = sheet.sheet;
  const inv = result.investment!;
  const input = scenario.investment!;
  const need = (path: string): string => {
    const r = sheet.ref(path);
    if (r === undefined) throw new Error(`workbook: input ${path} is not on the Inputs sheet`);
    return r;
  };
  let row = start;
  s.set(row++, 0, { v: t.inputs.derived, bold: true });
  const put = (key: string, label: string, f: string, v: number, format: string, unit: string | null = null): void => {
    s.set(row, 0, { v: label });
    s.set(row, VALUE_COL, { v, f, fmt: format, scale: Math.max(1, Math.abs(v)) });
    s.set(row, 2, { v: unit });
    sheet.derived[key] = s.ref(row, VALUE_COL, true);
    row++;
  };
  const d = sheet.derived;
  const cap = result.capacity!;
  put('kwPerGPU', t.inputs.kwPerGPU, `${need('node.nodeKW')}*(1+${need('site.overheadFraction')})/${need('node.gpusPerNode')}`, cap.kwPerGPU, fmt.kw, t.units.kwPerGPU);
  put('horizon', t.inputs.horizon, need('horizonMonths'), scenario.horizonMonths, fmt.month, t.units.months);
  // A fleet's capex, loan, payment, depreciation and resale are each tranche's (Tranches sheet).
  if (!fleet) {
    put('capex', t.inputs.capex, `${need('investment.gpus')}*${need('investment.capexPerGPU')}`, inv.capex, fmt.money);
    put('debt', t.inputs.debt, `${d.capex}*${need('investment.debtFraction')}`, inv.debt, fmt.money);
  }
  put('loanRate', t.inputs.loanRate, `${need('investment.debtAnnualRate')}/12`, input.debtAnnualRate / 12, fmt.rate);
  // debt grace months G (0 without debtGraceMonths): the payment and the Monthly schedule read it.
  const grace = sheet.ref('investment.debtGraceMonths');
  if (grace === undefined) {
    s.set(row, 0, { v: t.inputs.graceMonths });
    s.set(row, VALUE_COL, { v: 0, fmt: fmt.month });
    s.set(row, 2, { v: t.units.months });
    d.grace = s.ref(row, VALUE_COL, true);
    row++;
  } else put('grace', t.inputs.graceMonths, grace, input.debtGraceMonths ?? 0, fmt.month, t.units.months);
  const T = need('investment.debtTermMonths');
  const n = `(${T}-${d.grace})`;
  if (!fleet) put('payment', t.inputs.payment, `IF(${d.debt}=0,0,IF(${d.loanRate}=0,${d.debt}/${n},${d.debt}*${d.loanRate}/(1-(1+${d.loanRate})^(-${n}))))`, inv.pmt, fmt.money, t.units.perMonth);
  put('discount', t.inputs.discountMonthly, `(1+${need('investment.discountRate')})^(1/12)-1`, Math.pow(1 + input.discountRate, 1 / 12) - 1, fmt.rate);
  // project discount projectDiscountRate (default discountRate): the project NPV's rate.
  const projectRate = sheet.ref('investment.projectDiscountRate');
  if (projectRate === undefined) d.projectDiscount = d.discount;
  else put('projectDiscount', t.inputs.projectDiscountMonthly, `(1+${projectRate})^(1/12)-1`, Math.pow(1 + (input.projectDiscountRate ?? input.discountRate), 1 / 12) - 1, fmt.rate);
  const u = need('investment.utilization');
  put('load', t.inputs.load, `${u}+(1-${u})*${need('investment.idlePowerFraction')}`, input.utilization + (1 - input.utilization) * input.idlePowerFraction, fmt.general, t.units.factor);
  if (fleet) {
    row++;
    s.set(row++, 0, { v: t.inputs.loan, bold: true });
    sheet.loanRows = { opening: row++, drawn: row++, interest: row++, repaid: row++, closing: row++ };
    return;
  }
  const H = result.horizonMonths;
  if (input.exit?.mode === 'multiple') {
    // exit on EBITDA: k × Σ EBITDA over months max(1, H−11)..H of the Monthly sheet, in place of the residual.
    const k = need('investment.exit.evEbitdaMultiple');
    const f = H >= 1 ? `${k}*SUM(${monthlyRange(t.sheets.monthly, 'ebitda', Math.max(1, H - 11), H)})` : '0';
    put('residualValue', t.inputs.exitValue, f, inv.residualValue, fmt.money);
  } else {
    const scale = inv.capex * input.residualFraction === 0 ? 1 : inv.residualValue / (inv.capex * input.residualFraction);
    const market = marketResidualFormula(scenario, result, priceRef, need);
    put('residualScale', t.inputs.residualScale, market ?? '1', market ? scale : 1, fmt.general, t.units.factor);
    put('residualValue', t.inputs.residualValue, `${d.capex}*${need('investment.residualFraction')}*${d.residualScale}`, inv.residualValue, fmt.money);
  }
  // tax depreciation: a bonus in month 1 (bonusShare), then straight line over D or MACRS 5-year.
  const rf = need('investment.residualFraction');
  const macrs = input.depreciationMethod === 'macrs5';
  const bonusShare = sheet.ref('investment.bonusShare');
  const share = input.bonusShare ?? 0;
  if (bonusShare !== undefined) {
    const bonus = macrs ? share * inv.capex : Math.min(share * inv.capex, inv.capex - inv.capex * input.residualFraction);
    const f = macrs ? `${bonusShare}*${d.capex}` : `MIN(${bonusShare}*${d.capex},${d.capex}-${d.capex}*${rf})`;
    put('bonus', t.inputs.bonus, f, bonus, fmt.money);
  }
  if (macrs) {
    put('macrsBase', t.inputs.macrsBase, d.bonus ? `${d.capex}-${d.bonus}` : d.capex, inv.capex - share * inv.capex, fmt.money);
  } else {
    const D = need('investment.depreciationMonths');
    const D0 = input.depreciationMonths ?? 0;
    const depreciable = inv.capex - inv.capex * input.residualFraction;
    const bonus = Math.min(share * inv.capex, depreciable);
    if (d.bonus) put('depreciation', t.inputs.depreciationMonthly, `IF(${D}>0,MAX(0,(${d.capex}-${d.capex}*${rf}-${d.bonus})/${D}),0)`, D0 > 0 ? Math.max(0, (depreciable - bonus) / D0) : 0, fmt.money, t.units.perMonth);
    else put('depreciation', t.inputs.depreciationMonthly, `IF(${D}>0,${d.capex}*(1-${rf})/${D},0)`, D0 > 0 ? (inv.capex * (1 - input.residualFraction)) / D0 : 0, fmt.money, t.units.perMonth);
  }
  row++;
  s.set(row++, 0, { v: t.inputs.loan, bold: true });
  const opening = row++;
  const drawn = row++;
  const interest = row++;
  const repaid = row++;
  const closing = row++;
  sheet.loanRows = { opening, drawn, interest, repaid, closing };
}

/** p(H)/price_g over the Prices sheet when the residual follows the market (as the engine decides), else null. */
function marketResidualFormula(scenario: Scenario, result: ScenarioResult, priceRef: (id: string, m: number) => string, need: (path: string) => string): string | null {
  const inv = scenario.investment!;
  if (inv.residualMode !== 'market' || inv.generation === undefined || result.horizonMonths < 1) return null;
  const gens = scenario.market?.generations ?? [];
  const gi = gens.findIndex((g) => g.id === inv.generation);
  const pH = result.prices?.series[inv.generation]?.[result.horizonMonths];
  if (gi < 0 || pH === null || pH === undefined || !(gens[gi].price >= 1e-6)) return null;
  return `${priceRef(inv.generation, result.horizonMonths)}/${need(`market.generations[${gi}].price`)}`;
}
