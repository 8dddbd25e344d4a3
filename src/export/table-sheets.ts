// The Rent vs buy and Demand plan sheets: the engine's tables, with formulas where the arithmetic
// is a line of the contract (the rent-vs-buy lines and break-evens, discounting). Quotes: quotes-sheet.ts.
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario/types';
import { fillWorkbook, type WorkbookMessages } from '../i18n/areas/workbook';
import type { InputsSheet } from './inputs-sheet';
import { a1, SheetBuilder, type Formats } from './sheet';
import { HOURS_PER_YEAR } from '../../models/units';

const MODES = ['onDemand', 'spot', 'reserved', 'reserved3y', 'buy'] as const;

export function buildRentVsBuy(scenario: Scenario, result: ScenarioResult, inputs: InputsSheet, t: WorkbookMessages, fmt: Formats): SheetBuilder | null {
  const rv = result.rentVsBuy;
  const p = scenario.rentVsBuy;
  if (!rv || !p) return null;
  // docs/model.md › Rent vs buy › Without a site and per token: buying is costed only with power figures (the section's own kW per GPU and PUE, or
  // the site's); without them the sheet has the rented modes alone.
  const hasBuy = rv.modes.includes('buy') && rv.capital !== undefined;
  const ownPower = p.kwPerGPU !== undefined && p.pue !== undefined;
  if (hasBuy && !ownPower && (!scenario.site || !result.capacity)) return null;
  const V = t.rentVsBuy;
  const s = new SheetBuilder(t.sheets.rentVsBuy);
  s.widths = [40, 20, 20, 20, 24];
  s.set(0, 0, { v: V.heading, italic: true });
  const I = (path: string): string => inputs.ref(`rentVsBuy.${path}`) ?? '0';
  const kw = ownPower
    ? I('kwPerGPU')
    : inputs.ref('node.nodeKW') && inputs.ref('site.overheadFraction') && inputs.ref('node.gpusPerNode')
      ? `(${inputs.ref('node.nodeKW')}*(1+${inputs.ref('site.overheadFraction')})/${inputs.ref('node.gpusPerNode')})`
      : String(result.capacity?.kwPerGPU ?? 0);
  const pue = ownPower ? I('pue') : (inputs.ref('site.pue') ?? '0');
  const scale = Math.max(1, ...rv.modes.map((m) => Math.abs(rv.annualCost[m] ?? 0)));
  // Usage hours and the capital charge (docs/model.md › Rent vs buy: 12 × the monthly annuity).
  s.set(2, 0, { v: V.usage });
  s.set(2, 1, { v: p.usageHours, f: I('usageHours'), fmt: fmt.hours, scale: HOURS_PER_YEAR });
  if (hasBuy) {
    s.set(3, 0, { v: V.capital });
    const j = `((1+${I('costOfCapital')})^(1/12)-1)`;
    const n = `(12*${I('lifeYears')})`;
    const capex = I('capexPerGPU');
    s.set(3, 1, {
      v: rv.capital!,
      f: `IF(${j}=0,${capex}*(1-${I('residualFraction')})/${I('lifeYears')},12*(${capex}-${capex}*${I('residualFraction')}*(1+${j})^(-${n}))*${j}/(1-(1+${j})^(-${n})))`,
      fmt: fmt.money,
      scale,
    });
  }
  [V.mode, V.fixed, V.perHour, V.atU, V.breakEven].forEach((h, c) => s.set(5, c, { v: h, bold: true }));
  const present = MODES.filter((m) => rv.modes.includes(m));
  const rowOf = new Map(present.map((m, i) => [m, 6 + i]));
  const power = `${kw}*${pue}*${I('powerPricePerKWh')}`;
  const a = inputs.ref('rentVsBuy.spotAvailability') ?? '1';
  const lineFormula: Record<(typeof MODES)[number], [string, string]> = {
    onDemand: ['0', I('onDemandPrice')],
    spot: ['0', `${a}*(1+${I('spotOverhead')})*${I('spotPrice')}+(1-${a})*${I('onDemandPrice')}`],
    reserved: [`${HOURS_PER_YEAR}*${I('reservedPrice')}`, '0'],
    reserved3y: [`${HOURS_PER_YEAR}*${I('reserved3yPrice')}`, '0'],
    buy: [`$B$4+12*(${kw}*${I('coloPerKWMonth')}+${I('opexPerGPUMonth')})+${power}*${HOURS_PER_YEAR}*${I('idlePowerFraction')}`, `${power}*(1-${I('idlePowerFraction')})`],
  };
  const buyRow = hasBuy ? rowOf.get('buy')! + 1 : 0;
  for (const m of present) {
    const r = rowOf.get(m)!;
    const line = rv.lines[m]!;
    s.set(r, 0, { v: V.modes[m] });
    s.set(r, 1, { v: line.fixed, f: lineFormula[m][0], fmt: fmt.money, scale });
    s.set(r, 2, { v: line.perHour, f: lineFormula[m][1], fmt: fmt.price, scale: Math.max(1, scale / HOURS_PER_YEAR) });
    s.set(r, 3, { v: rv.annualCost[m]!, f: `B${r + 1}+C${r + 1}*$B$3`, fmt: fmt.money, scale });
    if (m !== 'buy' && hasBuy) {
      const be = rv.breakEvenHours[m] ?? null;
      const x = `(B${buyRow}-B${r + 1})/(C${r + 1}-C${buyRow})`;
      s.set(r, 4, { v: be ?? '', f: `IF(C${r + 1}=C${buyRow},"",IF(AND(${x}>=0,${x}<=${HOURS_PER_YEAR}),${x},""))`, fmt: fmt.hours, scale: HOURS_PER_YEAR });
    }
  }
  const last = 6 + present.length;
  s.set(last + 1, 0, { v: V.cheapest });
  s.set(last + 1, 1, { v: V.modes[rv.cheapest], f: `INDEX($A$7:$A$${last},MATCH(MIN($D$7:$D$${last}),$D$7:$D$${last},0))` });
  return s;
}

export function buildPortfolio(scenario: Scenario, result: ScenarioResult, t: WorkbookMessages, fmt: Formats): SheetBuilder | null {
  const p = result.portfolio;
  if (!p || !scenario.portfolio) return null;
  const P = t.portfolio;
  const s = new SheetBuilder(t.sheets.portfolio);
  const commitOffers = p.months.length > 0 ? Object.keys(p.months[0].committed) : [];
  const offers = p.months.length > 0 ? Object.keys(p.months[0].usedGPUHours) : [];
  const head = [P.month, P.peak, ...commitOffers.map((o) => fillWorkbook(P.committed, { offer: o })), ...offers.map((o) => fillWorkbook(P.used, { offer: o })), P.idle, P.unserved, P.cost, P.factor, P.present];
  s.widths = head.map(() => 18);
  s.set(0, 0, { v: P.heading, italic: true });
  const rate = scenario.portfolio.discountRate ?? scenario.workload?.discountRate ?? 0;
  s.set(1, 0, { v: P.discountRate });
  s.set(1, 1, { v: rate, fmt: fmt.percent });
  const top = 4;
  head.forEach((h, c) => s.set(top - 1, c, { v: h, bold: true }));
  s.freeze = { rows: top, columns: 1 };
  const scale = Math.max(1, ...p.months.map((m) => Math.abs(m.cost)));
  const costCol = 2 + commitOffers.length + offers.length + 2;
  const j = Math.expm1(Math.log1p(rate) / 12);
  p.months.forEach((m, i) => {
    const r = top + i;
    const cells = [m.month, m.peak, ...commitOffers.map((o) => m.committed[o]), ...offers.map((o) => m.usedGPUHours[o]), m.idleCommittedGPUHours, m.unservedGPUHours, m.cost];
    cells.forEach((v, c) => s.set(r, c, { v, fmt: c === 0 ? fmt.month : c === costCol ? fmt.money : c < 2 + commitOffers.length ? fmt.count : fmt.hours }));
    const factor = Math.pow(1 + j, -m.month);
    s.set(r, costCol + 1, { v: factor, f: `(1+$B$2)^(-${a1(r, 0)}/12)`, fmt: '0.000000', scale: 1 });
    s.set(r, costCol + 2, { v: m.cost * factor, f: `${a1(r, costCol)}*${a1(r, costCol + 1)}`, fmt: fmt.money, scale });
  });
  const end = top + p.months.length;
  const col = (c: number) => a1(top, c).replace(/\d+$/, '');
  const totals: [string, string, number][] = [
    [P.totalCost, `SUM(${col(costCol)}${top + 1}:${col(costCol)}${end})`, p.totalCost],
    [P.presentCost, `SUM(${col(costCol + 2)}${top + 1}:${col(costCol + 2)}${end})`, p.presentCost],
  ];
  totals.forEach(([label, f, v], i) => {
    s.set(end + 1 + i, 0, { v: label, bold: true });
    s.set(end + 1 + i, costCol, { v, f, fmt: fmt.money, scale: Math.max(1, Math.abs(p.totalCost)) });
  });
  const c0 = end + 4;
  s.set(c0, 0, { v: P.commitments, bold: true });
  [P.offer, P.start, P.end, P.gpus, P.totalCost, P.presentCost].forEach((h, c) => s.set(c0 + 1, c, { v: h, bold: true }));
  p.commitments.forEach((c, i) => {
    [c.offer, c.startMonth, c.endMonth, c.gpus, c.cost, c.presentCost].forEach((v, k) => s.set(c0 + 2 + i, k, { v, fmt: k >= 4 ? fmt.money : k === 3 ? fmt.count : k > 0 ? fmt.month : undefined }));
  });
  return s;
}
