// The value of one GPU in a fleet plan (model: Fleet plan › one-GPU value): the pre-tax, unlevered
// NPV of a one-GPU tranche delivered at month d and sold at the end of month e, discounted to
// month 0 at the project discount rate, by the investment's operating rules (Investment › tranches:
// ramp, take-or-pay, idle power, the site's PUE, escalation by the absolute month, colo on the GPU
// in every month in service, the resale curve or the residual rule). Never the exit multiple, no
// renewal, no tax, no debt. One small pure function, so that a tranche's projectNpv and this value
// can later share it.
import { MIN_MARKET_RESIDUAL_PRICE } from '../investment';
import { npv } from '../finance';
import { HOURS_PER_MONTH } from '../units';
import type { InvestmentInput } from '../scenario/types';

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

/** The resale fraction at an age: linear between points, the last point's fraction beyond it. */
export function resaleFraction(curve: readonly ResalePoint[], age: number): number {
  if (curve.length === 0) return 0;
  if (age <= curve[0].ageMonths) return curve[0].fraction;
  for (let i = 1; i < curve.length; i++) {
    const b = curve[i];
    if (age <= b.ageMonths) {
      const a = curve[i - 1];
      return a.fraction + ((b.fraction - a.fraction) * (age - a.ageMonths)) / (b.ageMonths - a.ageMonths);
    }
  }
  return curve[curve.length - 1].fraction;
}

/** x escalated once a year by the absolute month m: x·(1+e)^floor((m−1)/12). */
function escalated(x: number, e: number, m: number): number {
  const years = Math.floor((m - 1) / 12);
  return years === 0 || e === 0 ? x : x * Math.pow(1 + e, years);
}

/** What one GPU brings when sold at the end of month e (Investment › tranches › resale). */
export function oneGpuResale(ctx: FleetValueContext, gpu: OneGpu): number {
  const { op } = ctx;
  const e = gpu.exitMonth;
  const f = op.resaleCurve && op.resaleCurve.length > 0 ? resaleFraction(op.resaleCurve, gpu.ageAtDelivery + e - gpu.deliveryMonth) : op.residualFraction;
  const pe = gpu.prices[e] ?? null;
  const market = op.residualMode === 'market' && pe !== null && gpu.launchPrice >= MIN_MARKET_RESIDUAL_PRICE ? pe / gpu.launchPrice : 1;
  return gpu.capexPerGPU * f * market;
}

/** The one-GPU flows CF_0..CF_e (capex at d, operations in d < m ≤ e, resale at e). */
export function oneGpuFlows(ctx: FleetValueContext, gpu: OneGpu): Float64Array {
  const { op, pue } = ctx;
  const d = gpu.deliveryMonth;
  const e = gpu.exitMonth;
  const flows = new Float64Array(e + 1);
  if (gpu.paysCapex) flows[d] -= gpu.capexPerGPU;
  const u = op.utilization;
  const load = u + (1 - u) * op.idlePowerFraction;
  const R = gpu.ramps ? (op.rampMonths ?? 0) : 0;
  const ePower = op.powerPriceEscalation ?? 0;
  const eOpex = op.opexEscalation ?? 0;
  for (let m = d + 1; m <= e; m++) {
    const a = m - d; // the GPU's own month count
    const online = R === 0 || a >= R ? 1 : a / R;
    const cs = a <= gpu.contractMonths ? gpu.contractedShare : 0;
    const market = gpu.prices[m] ?? 0;
    const revenue = op.takeOrPay === true
      ? online * HOURS_PER_MONTH * (cs * gpu.contractPrice + (1 - cs) * u * market)
      : online * HOURS_PER_MONTH * u * (cs * gpu.contractPrice + (1 - cs) * market);
    const power = online * gpu.kwPerGPU * load * pue * HOURS_PER_MONTH * escalated(op.powerPricePerKWh, ePower, m);
    const colo = gpu.kwPerGPU * escalated(op.coloPerKWMonth, eOpex, m);
    const opex = escalated(op.opexPerGPUMonth, eOpex, m);
    flows[m] += revenue - power - colo - opex;
  }
  flows[e] += oneGpuResale(ctx, gpu);
  return flows;
}

/** The GPU's value at month 0: the NPV of its flows at the project rate, CF_0 undiscounted. */
export function oneGpuValue(ctx: FleetValueContext, gpu: OneGpu): number {
  return npv(ctx.monthlyRate, oneGpuFlows(ctx, gpu));
}
