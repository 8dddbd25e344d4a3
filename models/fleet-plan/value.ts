// The value of one GPU in a fleet plan (model: Fleet plan › one-GPU value): the pre-tax, unlevered
// NPV of a one-GPU tranche delivered at month d and sold at the end of month e, discounted to
// month 0 at the project discount rate, by the investment's operating rules (Investment › tranches:
// ramp, take-or-pay, idle power, the site's PUE, escalation by the absolute month, colo on the GPU
// in every month in service, the resale curve or the residual rule). Never the exit multiple, no
// renewal, no tax, no debt. Computed by the fleet's own flows (models/fleet: one tranche of one GPU,
// the project view, a horizon ending at e), so a tranche's projectNpv and this value are one engine.
import { npv } from '../finance';
import { newFleet, runFleet } from '../fleet/flows';
import type { Fleet } from '../fleet/flows';
import { resaleFraction as fleetResaleFraction } from '../fleet/resale';
import { marketFactor, trancheTerms } from '../fleet/terms';
import type { FleetContext, TrancheTerms } from '../fleet/terms';
import type { InvestmentInput, TrancheInput } from '../scenario/types';

/** One point of a resale curve: the value of a GPU aged ageMonths as a fraction of its capex. */
export interface ResalePoint {
  ageMonths: number;
  fraction: number;
}

/** The investment's operating fields the value reads (an InvestmentInput has them all). */
export type FleetOperatingFields = Pick<
  InvestmentInput,
  'utilization' | 'idlePowerFraction' | 'powerPricePerKWh' | 'coloPerKWMonth' | 'opexPerGPUMonth' | 'rampMonths'
  | 'powerPriceEscalation' | 'opexEscalation' | 'takeOrPay' | 'residualMode' | 'residualFraction'
> & { resaleCurve?: readonly ResalePoint[] };

/** What is shared by every GPU of a plan. */
export interface FleetValueContext {
  op: FleetOperatingFields;
  /** The site's PUE. */
  pue: number;
  /** Monthly equivalent of the project discount rate. */
  monthlyRate: number;
}

/** One GPU: its generation's prices and its own terms. */
export interface OneGpu {
  /** The generation's projected price by month 0..≥e (null before it is available). */
  prices: readonly (number | null)[];
  /** The generation's launch `price` (price_g), for residualMode "market". */
  launchPrice: number;
  /** What the GPU cost: the basis of its resale. */
  capexPerGPU: number;
  /** False for a GPU already owned: no capex is paid. */
  paysCapex: boolean;
  kwPerGPU: number;
  deliveryMonth: number;
  exitMonth: number;
  /** Age at delivery (0 for a purchase; ageMonths for a GPU owned at month 0). */
  ageAtDelivery: number;
  /** False for a GPU already in service: no ramp. */
  ramps: boolean;
  contractedShare: number;
  contractPrice: number;
  contractMonths: number;
}

/** The resale fraction at an age: linear between points, the last point's fraction beyond it (the fleet's curve). */
export function resaleFraction(curve: readonly ResalePoint[], age: number): number {
  return fleetResaleFraction(curve, age);
}

/** The prices as the fleet reads them (NaN where none), made once per price list. */
const seriesCache = new WeakMap<readonly (number | null)[], Float64Array>();

function seriesOf(prices: readonly (number | null)[]): Float64Array {
  let s = seriesCache.get(prices);
  if (s === undefined) {
    s = Float64Array.from(prices, (p) => (p === null || p === undefined ? NaN : p));
    seriesCache.set(prices, s);
  }
  return s;
}

/** The one GPU's generation: any id (its prices are the only series the fleet is given). */
const GENERATION = 'gpu';

/**
 * The investment the one-GPU tranche is run under: the plan's operating fields, no renewal, exit
 * multiple, tax or debt. A GPU owned at month 0 reads the resale curve from its age (the curve moved
 * by ageAtDelivery, whole months, so the same ages and fractions) and has no ramp.
 */
function oneGpuInvestment(ctx: FleetValueContext, gpu: OneGpu): InvestmentInput {
  const { op } = ctx;
  const curve = op.resaleCurve;
  const age = gpu.ageAtDelivery;
  return {
    generation: GENERATION, gpus: 1, capexPerGPU: gpu.capexPerGPU, residualFraction: op.residualFraction, residualMode: op.residualMode,
    resaleCurve: curve && curve.length > 0 && age !== 0 ? curve.map((p) => ({ ageMonths: p.ageMonths - age, fraction: p.fraction })) : (curve as ResalePoint[] | undefined),
    utilization: op.utilization, idlePowerFraction: op.idlePowerFraction, rampMonths: gpu.ramps ? (op.rampMonths ?? 0) : 0, takeOrPay: op.takeOrPay,
    contractedShare: gpu.contractedShare, contractPrice: gpu.contractPrice, contractMonths: gpu.contractMonths,
    powerPricePerKWh: op.powerPricePerKWh, coloPerKWMonth: op.coloPerKWMonth, opexPerGPUMonth: op.opexPerGPUMonth,
    powerPriceEscalation: op.powerPriceEscalation, opexEscalation: op.opexEscalation,
    discountRate: 0, debtFraction: 0, debtAnnualRate: 0, debtTermMonths: 0, taxRate: 0,
  };
}

/** The fleet the one-GPU runs reuse (one tranche; its monthly sums are kept per horizon). */
let scratchFleet: Fleet | undefined;
const scratchTerms: { t: TrancheTerms | undefined } = { t: undefined };

/** What one GPU brings when sold at the end of month e (Investment › tranches › resale). */
export function oneGpuResale(ctx: FleetValueContext, gpu: OneGpu): number {
  return gpu.exitMonth <= gpu.deliveryMonth ? saleAtDelivery(ctx, gpu) : oneGpuTranche(gpu, oneGpuInvestment(ctx, gpu)).resale;
}

/**
 * A GPU sold the month it is held from (an owned GPU sold at the end of month 0): no month in
 * service, only its resale at its age then, by the same rules as a tranche's.
 */
function saleAtDelivery(ctx: FleetValueContext, gpu: OneGpu): number {
  const inv = oneGpuInvestment(ctx, gpu);
  const curve = inv.resaleCurve;
  const fraction = curve && curve.length > 0 ? fleetResaleFraction(curve, 0) : inv.residualFraction;
  const series = seriesOf(gpu.prices);
  const fctx: FleetContext = { horizonMonths: gpu.exitMonth, kwPerGPU: gpu.kwPerGPU, series: () => series, generationPrice: () => gpu.launchPrice };
  return gpu.capexPerGPU * fraction * marketFactor(inv, GENERATION, series, gpu.exitMonth, fctx);
}

/** The one-GPU tranche, resolved by the fleet's rules against the horizon e. */
function oneGpuTranche(gpu: OneGpu, inv: InvestmentInput): TrancheTerms {
  const series = seriesOf(gpu.prices);
  const fctx: FleetContext = { horizonMonths: gpu.exitMonth, kwPerGPU: gpu.kwPerGPU, series: () => series, generationPrice: () => gpu.launchPrice };
  const tranche: TrancheInput = { name: '', gpus: 1, deliveryMonth: gpu.deliveryMonth, exitMonth: gpu.exitMonth };
  scratchTerms.t = trancheTerms(inv, tranche, fctx, scratchTerms.t);
  return scratchTerms.t;
}

/** The one-GPU flows CF_0..CF_e (capex at d, operations in d < m ≤ e, resale at e). */
export function oneGpuFlows(ctx: FleetValueContext, gpu: OneGpu): Float64Array {
  const e = gpu.exitMonth;
  if (e <= gpu.deliveryMonth) {
    const flows = new Float64Array(e + 1);
    flows[e] = (gpu.paysCapex ? -gpu.capexPerGPU : 0) + saleAtDelivery(ctx, gpu);
    return flows;
  }
  const inv = oneGpuInvestment(ctx, gpu);
  const t = oneGpuTranche(gpu, inv);
  scratchFleet = newFleet([t], e, ctx.pue, scratchFleet);
  const flows = runFleet(inv, scratchFleet, false, new Float64Array(e + 1));
  // A GPU owned at month 0 pays no capex (month d has no operations of its own: the flow is −capex alone).
  if (!gpu.paysCapex) flows[t.d] += t.capex;
  return flows;
}

/** The GPU's value at month 0: the NPV of its flows at the project rate, CF_0 undiscounted. */
export function oneGpuValue(ctx: FleetValueContext, gpu: OneGpu): number {
  return npv(ctx.monthlyRate, oneGpuFlows(ctx, gpu));
}
