// Shared by the fleet-plan tests: HiGHS loaded once per file, the worked example (test/fixtures/
// v4-fleet.json) and an independent one-GPU value written from the model's text (Fleet plan ›
// one-GPU value: a one-GPU tranche's pre-tax, unlevered NPV), not from models/fleet-plan.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import loadHighs from 'highs';
import { highsSolver, type MilpSolver } from '../../models/portfolio';

const FIXTURES = path.resolve(__dirname, '../fixtures');

let solver: Promise<MilpSolver> | null = null;
export function highs(): Promise<MilpSolver> {
  solver ??= loadHighs().then(highsSolver);
  return solver;
}

export function fleetExample(): { doc: Record<string, any>; expected: Record<string, any> } {
  return {
    doc: JSON.parse(readFileSync(path.join(FIXTURES, 'v4-fleet.json'), 'utf8')),
    expected: JSON.parse(readFileSync(path.join(FIXTURES, 'v4-fleet.expected.json'), 'utf8')),
  };
}

/** p_g(m) of the example's market, parity in array order (model: Market). */
export function examplePrice(doc: Record<string, any>, id: string, m: number): number | null {
  const base = (gid: string): number | null => {
    const g = doc.market.generations.find((x: any) => x.id === gid);
    const from = g.availableMonth ?? 0;
    return m < from ? null : Math.max(g.floor ?? 0, g.price * Math.pow(1 - g.annualDecline, (m - from) / 12));
  };
  const prices = new Map<string, number | null>(doc.market.generations.map((g: any) => [g.id, base(g.id)]));
  for (const r of doc.market.parity ?? []) {
    const newer = doc.market.generations.find((x: any) => x.id === r.newer);
    const from = r.fromMonth ?? newer.availableMonth ?? 0;
    const po = prices.get(r.older)!;
    const pn = prices.get(r.newer)!;
    if (m >= from && po !== null && pn !== null) prices.set(r.older, Math.min(po, pn * r.relativeCost));
  }
  return prices.get(id)!;
}

/** The resale fraction at an age by the curve's points (linear, flat beyond the last). */
function curveAt(curve: { ageMonths: number; fraction: number }[], age: number): number {
  let prev = curve[0];
  if (age <= prev.ageMonths) return prev.fraction;
  for (const pt of curve.slice(1)) {
    if (age <= pt.ageMonths) return prev.fraction + (pt.fraction - prev.fraction) * ((age - prev.ageMonths) / (pt.ageMonths - prev.ageMonths));
    prev = pt;
  }
  return prev.fraction;
}

export interface Gpu {
  generation: string;
  capexPerGPU: number;
  kwPerGPU: number;
  d: number;
  e: number;
  existing: boolean;
  ageMonths?: number;
  contractedShare?: number;
  contractPrice?: number;
  contractMonths?: number;
}

/**
 * One GPU's value at month 0 by the rule's text: Σ_m CF_m (1+r)^-m, r the monthly equivalent of the
 * project rate; capex at d (none for a GPU already owned), operations in d < m ≤ e (ramp for a
 * purchase, take-or-pay, idle power, PUE, yearly escalation by the absolute month), resale at e.
 */
export function ruleValue(doc: Record<string, any>, g: Gpu): number {
  const inv = doc.investment;
  const r = Math.pow(1 + (inv.projectDiscountRate ?? inv.discountRate), 1 / 12) - 1;
  const disc = (m: number): number => Math.pow(1 + r, -m);
  const u = inv.utilization;
  const R = g.existing ? 0 : (inv.rampMonths ?? 0);
  let v = g.existing ? 0 : -g.capexPerGPU * disc(g.d);
  for (let m = g.d + 1; m <= g.e; m++) {
    const a = m - g.d;
    const online = R === 0 ? 1 : Math.min(1, a / R);
    const cs = a <= (g.contractMonths ?? 0) ? (g.contractedShare ?? 0) : 0;
    const p = examplePrice(doc, g.generation, m) ?? 0;
    const revenue = inv.takeOrPay ? online * 730 * (cs * (g.contractPrice ?? 0) + (1 - cs) * u * p) : online * 730 * u * (cs * (g.contractPrice ?? 0) + (1 - cs) * p);
    const year = Math.floor((m - 1) / 12);
    const power = online * g.kwPerGPU * (u + (1 - u) * (inv.idlePowerFraction ?? 0.3)) * doc.site.pue * 730 * inv.powerPricePerKWh * Math.pow(1 + (inv.powerPriceEscalation ?? 0), year);
    const opexEsc = Math.pow(1 + (inv.opexEscalation ?? 0), year);
    const colo = g.kwPerGPU * (inv.coloPerKWMonth ?? 0) * opexEsc;
    const opex = inv.opexPerGPUMonth * opexEsc;
    v += (revenue - power - colo - opex) * disc(m);
  }
  const age = (g.ageMonths ?? 0) + g.e - g.d;
  const f = inv.resaleCurve ? curveAt(inv.resaleCurve, age) : inv.residualFraction;
  const launch = doc.market.generations.find((x: any) => x.id === g.generation).price;
  const pe = examplePrice(doc, g.generation, g.e);
  const market = inv.residualMode === 'market' && pe !== null ? pe / launch : 1;
  return v + g.capexPerGPU * f * market * disc(g.e);
}

/** The value of a reported plan by ruleValue: Σ purchases and sales × GPUs. */
export function rulePlanValue(doc: Record<string, any>, plan: { purchases: any[]; sales: any[] }): number {
  const fp = doc.fleetPlan;
  let total = 0;
  for (const b of plan.purchases) {
    const c = fp.candidates.find((x: any) => x.name === b.candidate);
    total += b.gpus * ruleValue(doc, { ...c, d: b.deliveryMonth, e: b.exitMonth, existing: false });
  }
  for (const s of plan.sales) {
    const x = fp.existing.find((k: any) => k.name === s.existing);
    total += s.gpus * ruleValue(doc, { ...x, d: 0, e: s.exitMonth, existing: true });
  }
  return total;
}
