// The Summary sheet: IRR, NPV, XIRR, payback, minimum DSCR and MOIC as formulas over the Monthly
// sheet, each beside the engine's value and their difference (with the covenant's DSCR by period and the
// covenant), then the figures that stay values.
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario/types';
import { fillWorkbook, type WorkbookMessages } from '../i18n/areas/workbook';
import type { Language } from '../../models/language';
import { figureContext } from '../present/context';
import { figuresByPart, toneWord } from '../present/key-figures';
import type { InputsSheet } from './inputs-sheet';
import { FIRST_ROW, signChanges, type MonthlySheet } from './monthly-sheet';
import { SheetBuilder, type Formats } from './sheet';

/** A guess close enough to the engine's root that IRR()'s Newton iteration lands on it (6 significant digits). */
export function irrGuess(r: number): number {
  return r === 0 ? 0 : Number(r.toPrecision(6));
}

type Line = (label: string, f: string | null, engine: number | null, format: string, scale: number, note?: string) => string;

/**
 * docs/model.md › Investment › Covenant and DSCR coverage by period: each period's Σ(EBITDA − operating tax)/Σ debt service over its
 * Monthly rows (balloon excluded; at H the operating tax leaves out the disposal gain), the lowest
 * and its period (earliest on a tie), and the number of periods below the covenant.
 */
function periodRows(monthly: MonthlySheet, result: ScenarioResult, inputs: InputsSheet, line: Line, t: WorkbookMessages, fmt: Formats): void {
  const inv = result.investment!;
  const periods = inv.dscrByPeriod;
  if (periods.length === 0) return;
  const S = t.summary;
  const H = result.horizonMonths;
  const sheet = `'${monthly.sheet.name.replace(/'/g, "''")}'!`;
  const M = monthly.col;
  const cell = (k: Parameters<MonthlySheet['col']>[0], m: number): string => `${sheet}$${M(k)}$${FIRST_ROW + m + 1}`;
  const span = (k: Parameters<MonthlySheet['col']>[0], a: number, b: number): string => `${sheet}$${M(k)}$${FIRST_ROW + a + 1}:$${M(k)}$${FIRST_ROW + b + 1}`;
  const taxRate = inputs.ref('investment.taxRate')!;
  // Month H's operating tax: the tax without the disposal, taxRate × max(0, taxable_H − gain_H − NOL_{H−1}).
  const opTaxH = `${taxRate}*MAX(0,${cell('taxable', H)}-${cell('gain', H)}-${cell('nol', H - 1)})`;
  const scale = Math.max(1, ...periods.map((p) => Math.abs(p.dscr)));
  const refs: string[] = [];
  for (const p of periods) {
    // A fleet's Monthly sheet has the operating tax as a column (gains of any month left out).
    const atH = p.toMonth === H && !monthly.fleet ? `+${cell('tax', H)}-${opTaxH}` : '';
    const f = `(SUM(${span('ebitda', p.fromMonth, p.toMonth)})-SUM(${span(monthly.fleet ? 'opTax' : 'tax', p.fromMonth, p.toMonth)})${atH})/SUM(${span('debtService', p.fromMonth, p.toMonth)})`;
    const label = fillWorkbook(S.periodDSCR, { period: p.period, from: p.fromMonth, to: p.toMonth });
    refs.push(line(label, f, p.dscr, fmt.ratio, scale, refs.length === 0 ? S.periodDSCRNote : ''));
  }
  const block = `${refs[0]}:${refs[refs.length - 1]}`;
  const minRef = line(S.minPeriodDSCR, inv.minPeriodDSCR === null ? null : `MIN(${block})`, inv.minPeriodDSCR, fmt.ratio, scale);
  line(S.minPeriodDSCRPeriod, inv.minPeriodDSCRPeriod === null ? null : `CHOOSE(MATCH(${minRef},${block},0),${periods.map((p) => p.period).join(',')})`, inv.minPeriodDSCRPeriod, fmt.month, 1);
  const covenant = inputs.ref('investment.covenantDSCR');
  if (inv.covenantBreaches !== null && covenant !== undefined) {
    const list = inv.covenantBreaches.length === 0 ? S.none : inv.covenantBreaches.join(', ');
    line(S.covenantBreaches, `COUNTIF(${block},"<"&${covenant})`, inv.covenantBreaches.length, fmt.month, 1, fillWorkbook(S.covenantBreachesNote, { periods: list }));
  }
}

export function buildSummary(scenario: Scenario, result: ScenarioResult, inputs: InputsSheet, monthly: MonthlySheet | null, values: string[], t: WorkbookMessages, fmt: Formats, lang: Language = 'en'): SheetBuilder {
  const s = new SheetBuilder(t.sheets.summary);
  const S = t.summary;
  s.widths = [40, 20, 20, 14, 90];
  s.set(0, 0, { v: S.heading, italic: true });
  [S.figure, S.formula, S.engine, S.difference, S.note].forEach((h, c) => s.set(2, c, { v: h, bold: true }));
  s.freeze = { rows: 3, columns: 1 };
  let row = 3;
  const inv = result.investment;
  if (inv && monthly) {
    const R = monthly.range;
    const flowsScale = Math.max(1, inv.cashflows.reduce((a, x) => a + Math.abs(x), 0));
    const projectScale = Math.max(1, inv.projectCashflows.reduce((a, x) => a + Math.abs(x), 0));
    const line = (label: string, f: string | null, engine: number | null, format: string, scale: number, note = ''): string => {
      s.set(row, 0, { v: label });
      if (f !== null && engine !== null) {
        s.set(row, 1, { v: engine, f, fmt: format, scale });
        s.set(row, 2, { v: engine, fmt: format });
        s.set(row, 3, { v: 0, f: `${s.ref(row, 1, false, false)}-${s.ref(row, 2, false, false)}`, fmt: '0.00E+00', scale });
      } else {
        s.set(row, 1, { v: S.none });
        s.set(row, 2, { v: engine ?? S.none, fmt: format });
      }
      if (note) s.set(row, 4, { v: note, italic: true });
      return s.ref(row++, 1, false, true);
    };
    const irrRows = (flows: 'equity' | 'project', r: number | null, annual: number | null, note: string | null, labels: [string, string]): void => {
      const cfs = flows === 'equity' ? inv.cashflows : inv.projectCashflows;
      if (r === null) {
        line(labels[0], null, null, fmt.rate, 1, fillWorkbook(S.noIrr, { note: note ?? '' }));
        line(labels[1], null, null, fmt.percent, 1);
        return;
      }
      const guess = irrGuess(r);
      const monthlyRef = line(labels[0], `IRR(${R(flows)},${guess})`, r, fmt.rate, 1, fillWorkbook(S.guess, { guess, changes: signChanges(cfs) }));
      line(labels[1], `(1+${monthlyRef})^12-1`, annual, fmt.percent, 1);
    };
    irrRows('equity', inv.irrMonthly, inv.irrAnnual, inv.irrNote, [S.irrMonthly, S.irrAnnual]);
    if (inv.irrNote === 'several-roots') values.push(S.valueSeveralRoots);
    const M = monthly.col;
    const first = (k: 'equity' | 'project') => `'${monthly.sheet.name.replace(/'/g, "''")}'!$${M(k)}$${FIRST_ROW + 1}`;
    line(S.npv, `${first('equity')}+NPV(${inputs.derived.discount},${R('equity', 1)})`, inv.npv, fmt.money, flowsScale, S.npvNote);
    if (inv.xirrAnnual !== undefined) {
      const xr = inv.xirrAnnual;
      line(S.xirr, xr === null ? null : `XIRR(${R('equity')},${R('date')},${irrGuess(xr)})`, xr, fmt.percent, 1);
    }
    const payback = (k: 'equityPayback' | 'projectPayback', engine: number | null, label: string): void => {
      s.set(row, 0, { v: label });
      s.set(row, 1, { v: engine ?? '', f: `IF(COUNT(${R(k)})=0,"",MIN(${R(k)}))`, fmt: fmt.month, scale: 1 });
      s.set(row, 2, { v: engine ?? S.none, fmt: fmt.month });
      row++;
    };
    payback('equityPayback', inv.paybackMonth, S.payback);
    const minRef = line(S.minDSCR, inv.minDSCR === null ? null : `MIN(${R('dscr')})`, inv.minDSCR, fmt.ratio, Math.max(1, Math.abs(inv.minDSCR ?? 0)), t.monthly.dscrNote);
    line(S.minDSCRMonth, inv.minDSCRMonth === null ? null : `INDEX(${R('month')},MATCH(${minRef},${R('dscr')},0))`, inv.minDSCRMonth, fmt.month, 1);
    periodRows(monthly, result, inputs, line, t, fmt);
    line(S.moic, inv.moic === null ? null : `SUMIF(${R('equity')},">0")/-SUMIF(${R('equity')},"<0")`, inv.moic, fmt.ratio, Math.max(1, Math.abs(inv.moic ?? 0)));
    irrRows('project', inv.projectIrrMonthly, inv.projectIrrAnnual, inv.projectIrrNote, [S.projectIrrMonthly, S.projectIrrAnnual]);
    line(S.projectNpv, `${first('project')}+NPV(${inputs.derived.projectDiscount},${R('project', 1)})`, inv.projectNpv, fmt.money, projectScale, S.npvNote);
    payback('projectPayback', inv.projectPaybackMonth, S.projectPayback);
    if (scenario.uncertainty) values.push(S.valueUncertainty);
  }
  row++;
  s.set(row++, 0, { v: S.valuesHeading, bold: true });
  for (const why of values) s.set(row++, 0, { v: why });
  keyFigureRows(s, row + 1, scenario, result, lang);
  return s;
}

/**
 * The key figures as the app's headline, the report and the CLI state them (src/present): name,
 * value with its unit, verdict and note, as text under the formulas (the formulas above recompute
 * the numbers; these rows say what they mean).
 */
function keyFigureRows(s: SheetBuilder, first: number, scenario: Scenario, result: ScenarioResult, lang: Language): void {
  const ctx = figureContext(scenario, result, lang);
  const figures = figuresByPart(ctx).flatMap((p) => p.figures);
  if (figures.length === 0) return;
  let row = first;
  s.set(row++, 0, { v: ctx.say('figures.heading'), bold: true });
  [ctx.say('figures.column.figure'), ctx.say('figures.column.value'), ctx.say('figures.column.verdict'), '', ctx.say('figures.column.note')].forEach((h, c) => {
    if (h) s.set(row, c, { v: h, bold: true });
  });
  row++;
  for (const f of figures) {
    s.set(row, 0, { v: f.label });
    s.set(row, 1, { v: f.display ? `${f.value} ${f.display}` : f.value });
    const verdict = toneWord(f, ctx);
    if (verdict) s.set(row, 2, { v: verdict });
    if (f.note) s.set(row, 4, { v: f.note, italic: true });
    row++;
  }
}
