// The fleet's figures (model: Investment › fleet): the tranche table, the return's attribution bridge
// ("equity IRR 36.8 % — without the renewal 34.5 %, …"), the largest loan that meets the target DSCR
// and the peak IT power. React-free: the app, the report, the CLI's --table and the workbook draw
// these as they are. Money stays in the file's currency.

import type { AttributionTerm, InvestmentResult, TrancheResult } from '../../models/investment';
import { fillFleet, fleetStrings } from '../i18n/areas/fleet';
import type { Language } from '../i18n/languages';
import { formatInteger, formatMoney, formatPercent, formatPower } from '../format/format';
import type { Figure } from './figure';

/** The tranche table's columns, in order (keys of TrancheResult). */
export const TRANCHE_COLUMNS = ['gpus', 'deliveryMonth', 'exitMonth', 'capex', 'debt', 'resale', 'gain', 'prepayment', 'capitalizedInterest', 'projectNpv'] as const;
export type TrancheColumn = (typeof TRANCHE_COLUMNS)[number];

const COLUMN_LABEL: Record<TrancheColumn, keyof ReturnType<typeof fleetStrings>['tranches']> = {
  gpus: 'gpus',
  deliveryMonth: 'delivery',
  exitMonth: 'exit',
  capex: 'capex',
  debt: 'debt',
  resale: 'resale',
  gain: 'gain',
  prepayment: 'prepayment',
  capitalizedInterest: 'capitalizedInterest',
  projectNpv: 'projectNpv',
};

const COUNT_COLUMNS: ReadonlySet<TrancheColumn> = new Set(['gpus', 'deliveryMonth', 'exitMonth']);

/** One tranche as figures, a column each (key = the column, label = its heading). */
export function trancheFigures(t: TrancheResult, lang: Language, currency: string, compact = false): Figure[] {
  const s = fleetStrings(lang).tranches;
  return TRANCHE_COLUMNS.map((c) => ({
    key: c,
    label: s[COLUMN_LABEL[c]],
    value: COUNT_COLUMNS.has(c) ? formatInteger(t[c], lang) : money(t[c], lang, currency, compact),
  }));
}

/** Money exact ("$31,232,000"), or compact ("$31.2M") where a table must fit a column, as the yearly table does; 0 stays "$0". */
function money(v: number, lang: Language, currency: string, compact: boolean): string {
  if (!compact) return formatMoney(v, lang, currency);
  return v === 0 ? formatMoney(0, lang, currency, { digits: 0 }) : formatMoney(v, lang, currency, { compact: true });
}

/** Columns summed in the total row (money and GPUs); months have no total. */
const SUMMED: readonly TrancheColumn[] = TRANCHE_COLUMNS.filter((c) => c !== 'deliveryMonth' && c !== 'exitMonth');

/** Each summed column's total over the tranches (GPUs delivered, capex, debt, resale, …). */
export function trancheTotals(tranches: readonly TrancheResult[]): Partial<Record<TrancheColumn, number>> {
  const out: Partial<Record<TrancheColumn, number>> = {};
  for (const c of SUMMED) out[c] = tranches.reduce((sum, t) => sum + t[c], 0);
  return out;
}

export interface TrancheTable {
  title: string;
  header: string[];
  rows: string[][];
  /** The total row: name "Total", sums of GPUs and money, blank months. */
  total: string[];
  /** Why the projectNpv total is not the fleet's project NPV. */
  note: string;
}

/** The tranche table: its heading row (name first), a row per tranche and the total row; null without tranches. */
export function trancheTable(inv: InvestmentResult, lang: Language, currency: string, opts: { compact?: boolean } = {}): TrancheTable | null {
  const compact = opts.compact === true;
  if (!inv.tranches || inv.tranches.length === 0) return null;
  const s = fleetStrings(lang);
  const sums = trancheTotals(inv.tranches);
  const total = TRANCHE_COLUMNS.map((c) => {
    const v = sums[c];
    return v === undefined ? '' : c === 'gpus' ? formatInteger(v, lang) : money(v, lang, currency, compact);
  });
  return {
    title: s.tranches.title,
    header: [s.tranches.name, ...TRANCHE_COLUMNS.map((c) => s.tranches[COLUMN_LABEL[c]])],
    rows: inv.tranches.map((t) => [t.name, ...trancheFigures(t, lang, currency, compact).map((f) => f.value)]),
    total: [s.total.row, ...total],
    note: fillFleet(s.total.npvNote, { fleet: formatMoney(inv.projectNpv, lang, currency) }),
  };
}

function termFigure(a: AttributionTerm, lang: Language, currency: string): Figure {
  const s = fleetStrings(lang).attribution;
  return {
    key: `attribution.${a.term}`,
    label: s.without[a.term],
    value: formatPercent(a.irrAnnual, lang),
    note: fillFleet(s.note, { project: formatPercent(a.projectIrrAnnual, lang), npv: formatMoney(a.npv, lang, currency) }),
  };
}

/** The attribution bridge: the equity IRR, then each term present with the IRR without it; [] without terms. */
export function attributionFigures(inv: InvestmentResult, lang: Language, currency: string): Figure[] {
  if (!inv.attribution || inv.attribution.length === 0) return [];
  const s = fleetStrings(lang).attribution;
  const base: Figure = {
    key: 'attribution.base',
    label: s.base,
    value: formatPercent(inv.irrAnnual, lang),
    note: fillFleet(s.note, { project: formatPercent(inv.projectIrrAnnual, lang), npv: formatMoney(inv.npv, lang, currency) }),
  };
  return [base, ...inv.attribution.map((a) => termFigure(a, lang, currency))];
}

/** The bridge in one sentence: "Equity IRR 36.8 % — without the renewal 34.5 %, …". */
export function attributionSentence(inv: InvestmentResult, lang: Language, currency: string): string | null {
  const [base, ...terms] = attributionFigures(inv, lang, currency);
  if (!base) return null;
  const sep = lang === 'zh-CN' ? '，' : ', ';
  const text = terms.map((f) => `${lang === 'en' ? f.label.charAt(0).toLowerCase() + f.label.slice(1) : f.label} ${f.value}`).join(sep);
  return fillFleet(fleetStrings(lang).attribution.sentence, { irr: base.value, terms: text });
}

/** Key figures of a fleet: peak IT power (with tranches) and the largest loan meeting the target DSCR (with debt sizing). */
export function fleetFigures(inv: InvestmentResult, lang: Language, currency: string, usableKW?: number): Figure[] {
  const s = fleetStrings(lang).figures;
  const out: Figure[] = [];
  if (inv.peakPowerKW !== undefined) {
    const over = usableKW !== undefined && inv.peakPowerKW > usableKW;
    out.push({
      key: 'peakPowerKW',
      label: s.peakPower,
      value: formatPower(inv.peakPowerKW, lang),
      ...(usableKW === undefined ? {} : { tone: over ? ('bad' as const) : ('good' as const), note: fillFleet(s.peakPowerNote, { usable: formatPower(usableKW, lang) }) }),
    });
  }
  if (inv.maxDebt !== undefined && inv.maxDebtFraction !== undefined) {
    out.push({ key: 'maxDebt', label: s.maxDebt, value: formatMoney(inv.maxDebt, lang, currency), note: fillFleet(s.maxDebtNote, { fraction: formatPercent(inv.maxDebtFraction, lang) }) });
  }
  return out;
}

/** The keys of a fleet's summary (compare's rows), in order. */
export const FLEET_SUMMARY_KEYS = ['tranches', 'gpus', 'peakPower', 'capitalizedInterest', 'irr', 'projectIrr', 'maxDebt'] as const;

/**
 * A fleet in a few figures, one per FLEET_SUMMARY_KEYS (compare's fleet rows): tranches, GPUs
 * delivered, peak IT power, capitalised interest, equity and project IRR, the largest loan meeting
 * the target DSCR ("no target DSCR" without debt sizing). [] without tranches. No tone: compare
 * marks no verdict on these.
 */
export function fleetSummaryFigures(inv: InvestmentResult, lang: Language, currency: string): Figure[] {
  const tranches = inv.tranches ?? [];
  if (tranches.length === 0) return [];
  const s = fleetStrings(lang).compare;
  const sums = trancheTotals(tranches);
  const irr = (v: number | null) => (v === null ? s.noIrr : formatPercent(v, lang));
  const values: Record<(typeof FLEET_SUMMARY_KEYS)[number], string> = {
    tranches: formatInteger(tranches.length, lang),
    gpus: formatInteger(sums.gpus ?? 0, lang),
    peakPower: formatPower(inv.peakPowerKW ?? 0, lang),
    capitalizedInterest: formatMoney(sums.capitalizedInterest ?? 0, lang, currency),
    irr: irr(inv.irrAnnual),
    projectIrr: irr(inv.projectIrrAnnual),
    maxDebt: inv.maxDebt === undefined ? s.noSizing : formatMoney(inv.maxDebt, lang, currency),
  };
  return FLEET_SUMMARY_KEYS.map((k) => ({ key: `fleet.${k}`, label: s[k], value: values[k] }));
}
