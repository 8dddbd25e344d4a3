// The CLI's spreadsheet output (--csv): the monthly prices and cash flows, one row per quote, the
// rent-vs-buy curve and the workload sizing. Full precision (format-core's csvCell: at most 12
// significant digits when that round-trips), units in every header, display-currency columns last.
import type { ScenarioResult } from '../models/evaluate';
import type { QuoteResult } from '../models/quotes';
import type { DisplayInput } from '../models/scenario/types';
import { activeDisplay } from '../src/format/display-money';
import { csvCell, displayCsvCells, displayCsvHeader, withUnit } from './format-core';

const NOT_QUOTED = 'not quoted';

// [header, unit (¤: the currency; amounts and prices per GPU-hour get display columns), value].
const QUOTE_CSV_COLUMNS: Array<[string, string | null, (q: QuoteResult) => string | number | null | undefined]> = [
  ['rank', null, (q) => q.rank],
  ['provider', null, (q) => q.provider],
  ['gpuModel', null, (q) => q.gpuModel],
  ['capacityGPUHoursPerMonth', 'GPU-h/month', (q) => q.capacityGPUHoursPerMonth],
  ['termMonths', 'months', (q) => q.termMonths],
  ['deliveryMonth', 'month', (q) => q.deliveryMonth],
  ['committedShare', '0-1', (q) => q.committedShare],
  ['annualEscalation', '0-1/year', (q) => q.annualEscalation],
  ['burstPrice', '¤/GPU-h', (q) => q.burstPrice],
  ['promoMode', null, (q) => q.promoMode],
  ['performanceFactor', 'x', (q) => q.performanceFactor],
  ['networking', null, (q) => q.terms.networking],
  ['slaUptime', '0-1', (q) => q.terms.slaUptime],
  ['leadTimeWeeks', 'weeks', (q) => q.terms.leadTimeWeeks],
  ['failureReplacement', null, (q) => q.terms.failureReplacement],
  ['billingGranularity', null, (q) => q.terms.billingGranularity],
  ['terminationTerms', null, (q) => q.terms.terminationTerms],
  ['notes', null, (q) => q.terms.notes],
  ['unitPrice', '¤/GPU-h', (q) => q.unitPrice],
  ['totalCost', '¤', (q) => q.totalCost],
  ['presentValue', '¤', (q) => q.presentValue],
  ['effectivePerUsedGPUHour', '¤/GPU-h', (q) => q.effectivePerUsedGPUHour],
  ['effectivePerUsefulGPUHour', '¤/GPU-h', (q) => q.effectivePerUsefulGPUHour],
  ['effectivePerEffectiveGPUHour', '¤/GPU-h', (q) => q.effectivePerEffectiveGPUHour],
  ['priceToMatchBest', '¤/GPU-h', (q) => q.priceToMatchBest],
  ['demandGPUHours', 'GPU-h', (q) => q.demandGPUHours],
  ['usedGPUHours', 'GPU-h', (q) => q.usedGPUHours],
  ['billedGPUHours', 'GPU-h', (q) => q.billedGPUHours],
  ['burstGPUHours', 'GPU-h', (q) => q.burstGPUHours],
  ['uncoveredGPUHours', 'GPU-h', (q) => q.uncoveredGPUHours],
  ['demandCoveredShare', '0-1', (q) => q.demandCoveredShare],
  ['bridgeCost', '¤', (q) => q.bridgeCost],
  ['idleCost', '¤', (q) => q.idleCost],
  ['otherCost', '¤', (q) => q.otherCost],
  ['unquoted', null, (q) => q.unquoted.join(';')],
  ['regret', '¤', (q) => q.regret?.regret],
  // quote window (after the v2 columns, whose places do not change): the common window and the levers.
  ['aboveCommitPrice', '¤/GPU-h', (q) => q.aboveCommitPrice],
  ['windowCost', '¤', (q) => q.windowCost],
  ['windowPresentValue', '¤', (q) => q.windowPresentValue],
  ['windowUsedGPUHours', 'GPU-h', (q) => q.windowUsedGPUHours],
  ['windowPerUsedGPUHour', '¤/GPU-h', (q) => q.windowPerUsedGPUHour],
  ['windowPVPerUsedGPUHour', '¤/GPU-h', (q) => q.windowPVPerUsedGPUHour],
  ['fallbackCost', '¤', (q) => q.fallbackCost],
  ['owedAfterWindow', '¤', (q) => q.owedAfterWindow],
  ['delayCost', '¤', (q) => q.delayCost],
  ['leverIdle', '¤', (q) => q.levers.idle],
  ['leverDelay', '¤', (q) => q.levers.delay],
  ['leverAboveCommitPremium', '¤', (q) => q.levers.aboveCommitPremium],
  ['leverPrice', '¤', (q) => q.levers.price],
  // A price the provider did not state reads "not quoted", never an empty cell or 0.
  ['storagePerTBMonth', '¤/TB-month', (q) => q.storagePerTBMonth ?? NOT_QUOTED],
  ['egressPerGB', '¤/GB', (q) => q.egressPerGB ?? NOT_QUOTED],
  // Issue 27 (after every earlier column): a spot quote's availability and its fallback hours and cost.
  ['spotAvailability', '0-1', (q) => q.spotAvailability],
  ['spotFallbackGPUHours', 'GPU-h', (q) => q.spotFallbackGPUHours],
  ['spotFallbackCost', '¤', (q) => q.spotFallbackCost],
  ['leverSpotFallback', '¤', (q) => q.levers.spotFallback ?? 0],
];

/**
 * One row per quote (every file's quotes, with the scenario's name): terms and results, full
 * precision. `displays[i]`: file i's display section; when any file has one, the display columns follow.
 */
export function formatQuotesCsv(results: ReadonlyArray<ScenarioResult>, displays: ReadonlyArray<DisplayInput | undefined> = []): string {
  const ds = results.map((r, i) => activeDisplay(displays[i], r.currency));
  const money = QUOTE_CSV_COLUMNS.filter(([, u]) => u === '¤' || u === '¤/GPU-h');
  const withDisplayColumns = ds.some((d) => d !== null);
  // One header for every file: its currency when they share one, else "currency" (the row's column).
  const one = (xs: string[]) => (new Set(xs).size === 1 ? xs[0] : null);
  const cur = one(results.map((r) => r.currency)) ?? 'currency';
  const dcur = one(ds.filter((d) => d !== null).map((d) => d!.currency)) ?? 'displayCurrency';
  const header = ['scenario', 'currency', ...QUOTE_CSV_COLUMNS.map(([h, u]) => withUnit(h, u, cur))];
  if (withDisplayColumns) header.push(...displayCsvHeader(money.map(([h]) => h), money.map(([, u]) => u!.replace('¤', dcur))));
  const rows = [header.map(csvCell).join(',')];
  results.forEach((r, i) => {
    for (const q of r.quotes?.quotes ?? []) {
      const extra = withDisplayColumns ? displayCsvCells(ds[i], money.map(([, , f]) => f(q))) : [];
      rows.push([r.name, r.currency, ...QUOTE_CSV_COLUMNS.map(([, , f]) => f(q)), ...extra].map(csvCell).join(','));
    }
  });
  return `${rows.join('\n')}\n`;
}

export function formatCsv(r: ScenarioResult, withName: boolean, display?: DisplayInput): string {
  const gens = Object.keys(r.prices?.series ?? {});
  const inv = r.investment;
  const d = activeDisplay(display, r.currency);
  const money = [...gens.map((g) => `price_${g}`), ...(inv ? ['revenue', 'power', 'colo', 'opex', 'debtService', 'cashflow', 'cumulative'] : [])];
  const unit = (c: string, cur: string) => (c.startsWith('price_') ? `${cur}/GPU-h` : cur);
  const header = [...(withName ? ['scenario'] : []), 'month', ...money.map((c) => withUnit(c, unit(c, r.currency))), ...(d ? displayCsvHeader(money, money.map((c) => unit(c, d.currency))) : [])];
  const rows: string[] = [header.map(csvCell).join(',')];
  let cum = 0;
  for (let m = 0; m <= r.horizonMonths; m++) {
    const amounts: (number | null)[] = gens.map((g) => r.prices!.series[g][m]);
    if (inv) {
      cum += inv.cashflows[m];
      amounts.push(inv.revenue[m], inv.power[m], inv.colo[m], inv.opex[m], inv.debtService[m], inv.cashflows[m], cum);
    }
    const cells: (string | number | null)[] = [...(withName ? [r.name] : []), m, ...amounts, ...(d ? displayCsvCells(d, amounts) : [])];
    rows.push(cells.map(csvCell).join(','));
  }
  return rows.join('\n') + '\n';
}

/** The rent-vs-buy curve: annual cost per GPU of each mode every 73 h, and the cheapest there. */
export function formatRentVsBuyCsv(r: ScenarioResult, withName: boolean, display?: DisplayInput): string {
  const v = r.rentVsBuy;
  const modes = v?.modes ?? ['onDemand', 'spot', 'reserved', 'buy'];
  const d = activeDisplay(display, r.currency);
  const header = [...(withName ? ['scenario'] : []), 'hours (h/year)', ...modes.map((m) => withUnit(m, `${r.currency}/GPU-year`)), 'cheapest', ...(d ? displayCsvHeader(modes, modes.map(() => `${d.currency}/GPU-year`)) : [])];
  const rows: string[] = [header.map(csvCell).join(',')];
  for (const p of v?.curve ?? []) {
    let cheapest = modes[0];
    for (const m of modes) if ((p[m] ?? Infinity) < (p[cheapest] ?? Infinity)) cheapest = m;
    const costs = modes.map((m) => p[m] ?? null);
    rows.push([...(withName ? [r.name] : []), p.hours, ...costs, cheapest, ...(d ? displayCsvCells(d, costs) : [])].map(csvCell).join(','));
  }
  return rows.join('\n') + '\n';
}

const SIZING_COLUMNS = ['gpuMemoryGB', 'replicaGB', 'gpusPerReplica', 'throughputGPUs', 'replicas', 'gpusNeeded', 'nodesNeeded', 'requiredMW', 'fitsDeliverable'] as const;
const SIZING_UNITS = ['GB', 'GB', 'GPUs', 'GPUs', null, 'GPUs', 'nodes', 'MW', null];

/** The workload sizing: one row per scenario, full precision. */
/** (`_display`: the sizing has no money, so no display columns; the parameter keeps the --csv parts interchangeable.) */
export function formatSizingCsv(r: ScenarioResult, withName: boolean, _display?: DisplayInput): string {
  const header = [...(withName ? ['scenario'] : []), ...SIZING_COLUMNS.map((k, i) => withUnit(k, SIZING_UNITS[i]))];
  const rows: string[] = [header.map(csvCell).join(',')];
  const z = r.sizing;
  if (z) rows.push([...(withName ? [r.name] : []), ...SIZING_COLUMNS.map((k) => z[k])].map(csvCell).join(','));
  return rows.join('\n') + '\n';
}
