// `--table` and `--csv --part tranches` for a fleet (model: Investment › fleet): the tranche table,
// the return's attribution bridge, the largest loan that meets the target DSCR and the peak IT power,
// all from the presentation layer (src/present/fleet.ts).

import type { ScenarioResult } from '../models/evaluate';
import type { InvestmentResult } from '../models/investment';
import type { DisplayInput } from '../models/scenario/types';
import { activeDisplay, type DisplayRate } from '../src/format/display-money';
import { fleetStrings } from '../src/i18n/areas/fleet';
import { attributionFigures, attributionSentence, fleetFigures, TRANCHE_COLUMNS, trancheTable } from '../src/present/fleet';
import type { Lang } from './args';
import { csvCell, displayCsvCells, displayCsvHeader, renderTable, withUnit } from './format-core';

/** The fleet's tables for --table; '' when the investment has no tranches, attribution or debt sizing. */
export function formatFleetTables(i: InvestmentResult, currency: string, lang: Lang, usableKW?: number): string {
  const out: string[] = [];
  const table = trancheTable(i, lang, currency);
  if (table) out.push(`\n${table.title} (${currency})\n`, renderTable(table.header, [...table.rows, table.total]), `${table.note}\n`);
  const figures = fleetFigures(i, lang, currency, usableKW);
  if (figures.length > 0) out.push('\n', renderTable(['', ''], figures.map((f) => [f.label, f.note ? `${f.value} (${f.note})` : f.value])));
  const bridge = attributionFigures(i, lang, currency);
  if (bridge.length > 0) {
    out.push(`\n${fleetStrings(lang).attribution.title}\n`);
    out.push(renderTable(['', 'IRR', ''], bridge.map((f) => [f.label, f.value, f.note ?? ''])));
    out.push(`${attributionSentence(i, lang, currency)}\n`);
  }
  return out.join('');
}

const MONEY = ['capex', 'debt', 'resale', 'gain', 'prepayment', 'capitalizedInterest', 'projectNpv'] as const;

/** `--csv --part tranches`: one row per tranche, full precision, units in the headers. */
export function formatTranchesCsv(r: ScenarioResult, withName: boolean, display?: DisplayInput): string {
  const d: DisplayRate | null = activeDisplay(display, r.currency);
  const unit = (c: (typeof TRANCHE_COLUMNS)[number]): string | null => ((MONEY as readonly string[]).includes(c) ? r.currency : c === 'gpus' ? null : 'month');
  const header = [...(withName ? ['scenario'] : []), 'name', ...TRANCHE_COLUMNS.map((c) => withUnit(c, unit(c))), ...(d ? displayCsvHeader(MONEY, MONEY.map(() => d.currency)) : [])];
  const rows: string[] = [header.map(csvCell).join(',')];
  for (const t of r.investment?.tranches ?? []) {
    const amounts = MONEY.map((k) => t[k]);
    rows.push([...(withName ? [r.name] : []), t.name, ...TRANCHE_COLUMNS.map((c) => t[c]), ...(d ? displayCsvCells(d, amounts) : [])].map(csvCell).join(','));
  }
  return rows.join('\n') + '\n';
}
