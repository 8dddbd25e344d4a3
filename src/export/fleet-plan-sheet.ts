// The Fleet plan sheet (model: Fleet plan › one-GPU value): one GPU's month-by-month margins of each
// candidate and each existing fleet as formulas over the Prices and Inputs sheets, every option's
// one-GPU value as a formula over them (capex at d, the margins of months d+1..e with the contract
// and the ramp, the resale at e, discounted to month 0 at the project rate), and the chosen plan:
// GPUs per option (the solver's choice, values), its NPV, the baseline and the gain as formulas.
import type { ScenarioResult } from '../../models/evaluate';
import { fleetOptions, fleetPlanSetup, resaleFraction } from '../../models/fleet-plan';
import type { FleetOption } from '../../models/fleet-plan/options';
import { MIN_MARKET_RESIDUAL_PRICE } from '../../models/investment';
import type { Scenario } from '../../models/scenario/types';
import type { WorkbookFleetMessages } from '../i18n/areas/workbook-fleet';
import type { InputsSheet } from './inputs-sheet';
import { a1, SheetBuilder, type Formats } from './sheet';
import type { Language } from '../../models/language';
import { formatRefreshMonths } from '../present/fleet-plan';
import { HOURS_PER_MONTH } from '../../models/units';

/** Per-GPU columns of a candidate (RevC, Y: its contract) or an existing fleet (merchant only). */
const SERIES_COLS = ['revMerchant', 'revContract', 'power', 'fixed', 'margin', 'contractGain'] as const;
type SeriesCol = (typeof SERIES_COLS)[number];

interface Series {
  name: string;
  generation: string;
  kw: string;
  /** Contract share, price and months (candidates), null for an existing fleet. */
  contract: { share: string; price: string; months: number } | null;
}

export function buildFleetPlan(
  scenario: Scenario,
  result: ScenarioResult,
  inputs: InputsSheet,
  priceRef: (id: string, m: number) => string | null,
  tf: WorkbookFleetMessages,
  fmt: Formats,
  lang: Language = 'en',
): SheetBuilder | null {
  const setup = fleetPlanSetup(scenario);
  const plan = result.fleetPlan;
  if (!setup || !plan || !inputs.derived.load) return null;
  const { H } = setup;
  const inv = scenario.investment!;
  const L = tf.fleetPlan;
  const s = new SheetBuilder(tf.sheets.fleetPlan);
  const I = (path: string, fallback: number | boolean): string => inputs.ref(path) ?? (typeof fallback === 'boolean' ? (fallback ? 'TRUE' : 'FALSE') : String(fallback));
  const options = fleetOptions(setup.plan, H, setup.ctx, setup.market);
  const series: Series[] = [
    ...setup.plan.candidates.map((c, i) => ({ name: c.name, generation: c.generation, kw: I(`fleetPlan.candidates[${i}].kwPerGPU`, c.kwPerGPU), contract: c.contractedShare > 0 && c.contractMonths > 0 ? { share: I(`fleetPlan.candidates[${i}].contractedShare`, c.contractedShare), price: I(`fleetPlan.candidates[${i}].contractPrice`, c.contractPrice), months: c.contractMonths } : null })),
    ...setup.plan.existing.map((x, k) => ({ name: x.name, generation: x.generation, kw: I(`fleetPlan.existing[${k}].kwPerGPU`, x.kwPerGPU), contract: null })),
  ];

  // The chosen plan: headline figures, then the options table, then the margins by month.
  s.set(0, 0, { v: L.heading, italic: true });
  const optionsHead = 7;
  const marginsHead = optionsHead + options.length + 3;
  const row0 = marginsHead + 1;
  const dfCol = 1;
  const colOf = (j: number, c: SeriesCol): number => 2 + j * SERIES_COLS.length + SERIES_COLS.indexOf(c);
  const at = (j: number, c: SeriesCol, m: number): string => a1(row0 + m, colOf(j, c), true);
  const span = (j: number, c: SeriesCol, from: number, to: number): string => `${a1(row0 + from, colOf(j, c), true)}:${a1(row0 + to, colOf(j, c), true)}`;
  const df = (m: number): string => a1(row0 + m, dfCol, true);
  s.widths = [30, 14, ...series.flatMap(() => SERIES_COLS.map(() => 16))];
  s.widths[0] = 30;

  // Margins by month.
  s.set(marginsHead - 1, 0, { v: L.marginsHeading, bold: true });
  s.set(marginsHead, 0, { v: L.month, bold: true });
  s.set(marginsHead, dfCol, { v: L.discount, bold: true, note: L.discountNote });
  const r = setup.ctx.monthlyRate;
  const u = I('investment.utilization', inv.utilization);
  const pue = I('site.pue', setup.ctx.pue);
  const takeOrPay = I('investment.takeOrPay', inv.takeOrPay === true);
  const esc = (base: string, e: string, m: number): string => `${base}*(1+${e})^INT((${m}-1)/12)`;
  const powerPrice = (m: number) => esc(I('investment.powerPricePerKWh', inv.powerPricePerKWh), I('investment.powerPriceEscalation', inv.powerPriceEscalation ?? 0), m);
  const coloPrice = (m: number) => esc(I('investment.coloPerKWMonth', inv.coloPerKWMonth), I('investment.opexEscalation', inv.opexEscalation ?? 0), m);
  const opexPrice = (m: number) => esc(I('investment.opexPerGPUMonth', inv.opexPerGPUMonth), I('investment.opexEscalation', inv.opexEscalation ?? 0), m);
  const values = marginValues(setup, series);
  series.forEach((x, j) => {
    for (const c of SERIES_COLS) s.set(marginsHead, colOf(j, c), { v: `${x.name} · ${L[c]}`, bold: true });
  });
  for (let m = 0; m <= H; m++) {
    s.set(row0 + m, 0, { v: m, fmt: fmt.month });
    s.set(row0 + m, dfCol, { v: Math.pow(1 + r, -m), f: `(1+${inputs.derived.projectDiscount})^(-${a1(row0 + m, 0)})`, fmt: '0.000000', scale: 1 });
    if (m === 0) continue;
    series.forEach((x, j) => {
      const p = priceRef(x.generation, m);
      const price = p === null ? '0' : `IF(ISNUMBER(${p}),${p},0)`;
      const v = values[j][m];
      const put = (c: SeriesCol, f: string, val: number) => s.set(row0 + m, colOf(j, c), { v: val, f, fmt: fmt.money, scale: Math.max(1, Math.abs(v.scale)) });
      put('revMerchant', `${HOURS_PER_MONTH}*${u}*${price}`, v.revMerchant);
      if (x.contract) {
        const { share, price: cp } = x.contract;
        put('revContract', `IF(${takeOrPay},${HOURS_PER_MONTH}*(${share}*${cp}+(1-${share})*${u}*${price}),${HOURS_PER_MONTH}*${u}*(${share}*${cp}+(1-${share})*${price}))`, v.revContract);
      }
      put('power', `${x.kw}*${inputs.derived.load}*${pue}*${HOURS_PER_MONTH}*${powerPrice(m)}`, v.power);
      put('fixed', `${x.kw}*${coloPrice(m)}+${opexPrice(m)}`, v.fixed);
      put('margin', `${df(m)}*(${at(j, 'revMerchant', m)}-${at(j, 'power', m)}-${at(j, 'fixed', m)})`, v.margin);
      if (x.contract) put('contractGain', `${df(m)}*(${at(j, 'revContract', m)}-${at(j, 'revMerchant', m)})`, v.contractGain);
    });
  }

  // Options: each one-GPU value as a formula over the margins.
  s.set(optionsHead - 1, 0, { v: L.optionsHeading, bold: true });
  [L.option, L.kind, L.delivery, L.exit, L.value, L.engine, L.gpus].forEach((h, c) => s.set(optionsHead, c, { v: h, bold: true, ...(c === 4 ? { note: L.valueNote } : {}) }));
  const chosen = chosenGpus(plan, setup.plan, options);
  const nCand = setup.plan.candidates.length;
  const R = inv.rampMonths ?? 0;
  const valueCells: string[] = [];
  options.forEach((o, i) => {
    const row = optionsHead + 1 + i;
    const j = o.kind === 'buy' ? o.index : nCand + o.index;
    const x = series[j];
    const d = o.deliveryMonth;
    const e = o.exitMonth;
    const capex = o.kind === 'buy' ? I(`fleetPlan.candidates[${o.index}].capexPerGPU`, setup.plan.candidates[o.index].capexPerGPU) : I(`fleetPlan.existing[${o.index}].capexPerGPU`, setup.plan.existing[o.index].capexPerGPU);
    const age = o.kind === 'buy' ? e - d : setup.plan.existing[o.index].ageMonths + e;
    const parts: string[] = [];
    if (o.kind === 'buy') parts.push(`-${capex}*${df(d)}`);
    if (e > d) parts.push(`SUM(${span(j, 'margin', d + 1, e)})`);
    if (x.contract && e > d) parts.push(`SUM(${span(j, 'contractGain', d + 1, Math.min(e, d + x.contract.months))})`);
    // The ramp's months (a purchase only): a fraction a/R of the GPU online earns and draws power.
    if (o.kind === 'buy') {
      for (let a = 1; a < R && d + a <= e; a++) {
        const m = d + a;
        const rev = x.contract && a <= x.contract.months ? at(j, 'revContract', m) : at(j, 'revMerchant', m);
        parts.push(`(${a}/${R}-1)*(${rev}-${at(j, 'power', m)})*${df(m)}`);
      }
    }
    parts.push(`${capex}*${resaleFactor(scenario, setup, x.generation, age, e, priceRef)}*${df(e)}`);
    s.set(row, 0, { v: x.name });
    s.set(row, 1, { v: o.kind === 'buy' ? L.buy : L.sell });
    s.set(row, 2, { v: d, fmt: fmt.month });
    s.set(row, 3, { v: e, fmt: fmt.month });
    s.set(row, 4, { v: o.value, f: parts.join('+'), fmt: fmt.money, scale: Math.max(1, o.kind === 'buy' ? setup.plan.candidates[o.index].capexPerGPU : setup.plan.existing[o.index].capexPerGPU) });
    s.set(row, 5, { v: o.value, fmt: fmt.money });
    s.set(row, 6, { v: chosen[i], fmt: fmt.count });
    valueCells.push(a1(row, 4, true));
  });

  // The chosen plan's figures.
  const first = optionsHead + 1;
  const last = optionsHead + options.length;
  const scale = Math.max(1, Math.abs(plan.npv), Math.abs(plan.baseline));
  const baselineTerms = options.map((o, i) => (o.kind === 'sell' && o.exitMonth === H ? `${valueCells[i]}*${I(`fleetPlan.existing[${o.index}].gpus`, setup.plan.existing[o.index].gpus)}` : null)).filter((f): f is string => f !== null);
  const figures: [string, number, string][] = [
    [L.npv, plan.npv, `SUMPRODUCT(${a1(first, 4, true)}:${a1(last, 4, true)},${a1(first, 6, true)}:${a1(last, 6, true)})`],
    [L.baseline, plan.baseline, baselineTerms.length > 0 ? baselineTerms.join('+') : '0'],
    [L.gain, plan.gain, `${a1(2, 1, true)}-${a1(3, 1, true)}`],
  ];
  figures.forEach(([label, v, f], i) => {
    s.set(2 + i, 0, { v: label });
    s.set(2 + i, 1, { v, f, fmt: fmt.money, scale });
  });
  // The refresh months as the app, the report and the CLI say them ("now (month 0), month 12").
  s.set(5, 0, { v: L.refresh });
  s.set(5, 1, { v: formatRefreshMonths(plan.refreshMonths, lang) });
  s.set(1, 0, { v: L.chosenNote, italic: true });
  return s;
}

/** The resale factor of one GPU sold at e: the curve (or residual) fraction × the market factor, as a formula. */
function resaleFactor(scenario: Scenario, setup: NonNullable<ReturnType<typeof fleetPlanSetup>>, generation: string, age: number, e: number, priceRef: (id: string, m: number) => string | null): string {
  const op = setup.ctx.op;
  const fraction = op.resaleCurve && op.resaleCurve.length > 0 ? resaleFraction(op.resaleCurve, age) : op.residualFraction;
  const gens = scenario.market?.generations ?? [];
  const gi = gens.findIndex((g) => g.id === generation);
  const pe = setup.market.series[generation]?.[e] ?? null;
  if (op.residualMode !== 'market' || pe === null || gi < 0 || !(gens[gi].price >= MIN_MARKET_RESIDUAL_PRICE)) return String(fraction);
  return `${fraction}*${priceRef(generation, e)}/${gens[gi].price}`;
}

interface MarginValues { revMerchant: number; revContract: number; power: number; fixed: number; margin: number; contractGain: number; scale: number }

/** The engine's per-GPU margins by month (the same operating rules as the one-GPU value). */
function marginValues(setup: NonNullable<ReturnType<typeof fleetPlanSetup>>, series: Series[]): MarginValues[][] {
  const { op, pue, monthlyRate } = setup.ctx;
  const u = op.utilization;
  const load = u + (1 - u) * op.idlePowerFraction;
  const esc = (x: number, e: number | undefined, m: number) => x * Math.pow(1 + (e ?? 0), Math.floor((m - 1) / 12));
  const kws = [...setup.plan.candidates.map((c) => c.kwPerGPU), ...setup.plan.existing.map((x) => x.kwPerGPU)];
  const contracts = [...setup.plan.candidates.map((c) => ({ cs: c.contractedShare, cp: c.contractPrice })), ...setup.plan.existing.map(() => ({ cs: 0, cp: 0 }))];
  return series.map((x, j) => {
    const out: MarginValues[] = [];
    for (let m = 0; m <= setup.H; m++) {
      const p = setup.market.series[x.generation]?.[m] ?? 0;
      const { cs, cp } = contracts[j];
      const revMerchant = HOURS_PER_MONTH * u * p;
      const revContract = op.takeOrPay === true ? HOURS_PER_MONTH * (cs * cp + (1 - cs) * u * p) : HOURS_PER_MONTH * u * (cs * cp + (1 - cs) * p);
      const power = kws[j] * load * pue * HOURS_PER_MONTH * esc(op.powerPricePerKWh, op.powerPriceEscalation, m);
      const fixed = kws[j] * esc(op.coloPerKWMonth, op.opexEscalation, m) + esc(op.opexPerGPUMonth, op.opexEscalation, m);
      const dfm = Math.pow(1 + monthlyRate, -m);
      out.push({ revMerchant, revContract, power, fixed, margin: dfm * (revMerchant - power - fixed), contractGain: dfm * (revContract - revMerchant), scale: Math.max(revMerchant, revContract, power, fixed) });
    }
    return out;
  });
}

/** GPUs the plan chose for each option (0 for the others). */
function chosenGpus(plan: NonNullable<ScenarioResult['fleetPlan']>, input: NonNullable<ReturnType<typeof fleetPlanSetup>>['plan'], options: readonly FleetOption[]): number[] {
  return options.map((o) => {
    if (o.kind === 'buy') {
      const name = input.candidates[o.index].name;
      return plan.purchases.filter((p) => p.candidate === name && p.deliveryMonth === o.deliveryMonth && p.exitMonth === o.exitMonth).reduce((a, p) => a + p.gpus, 0);
    }
    const name = input.existing[o.index].name;
    return plan.sales.filter((x) => x.existing === name && x.exitMonth === o.exitMonth).reduce((a, x) => a + x.gpus, 0);
  });
}
