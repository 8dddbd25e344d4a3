// Shared by the portfolio tests: HiGHS loaded once per file, the worked example, and an independent
// rebuild of docs/model.md › Demand plan's dispatch rule (written from the text, not from models/portfolio).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import loadHighs from 'highs';
import { highsSolver, type MilpSolver, type PortfolioInput } from '../../models/portfolio';

const FIXTURES = path.resolve(__dirname, '../fixtures');

let solver: Promise<MilpSolver> | null = null;
export function highs(): Promise<MilpSolver> {
  solver ??= loadHighs().then(highsSolver);
  return solver;
}

export function example(): { doc: Record<string, unknown>; expected: Record<string, unknown> } {
  return {
    doc: JSON.parse(readFileSync(path.join(FIXTURES, 'v3-renter-mix.gpuplan.json'), 'utf8')),
    expected: JSON.parse(readFileSync(path.join(FIXTURES, 'v3-renter-mix.expected.json'), 'utf8')),
  };
}

/** The worked example's demand plan alone, as a loadable v3 file (no rent-vs-buy, whose site it lacks). */
export function examplePlanFile(): Record<string, unknown> {
  const { doc } = example();
  const { rentVsBuy: _r, quotes: _q, workload: _w, ...rest } = doc;
  return rest;
}

export interface PlanCommitment {
  offer: string;
  startMonth: number;
  gpus: number;
}

/**
 * Σ_m d_m*cost_m and Σ_m d_m Σ_b σ_b*h*u_{m,b} of a plan by the dispatch rule, from docs/model.md's text.
 * Offers are the plan's own (every default written out in the test data).
 */
export function ruleCost(p: PortfolioInput, plan: PlanCommitment[]): { presentCost: number; presentUnserved: number; totalCost: number } {
  const offers = p.offers!;
  const j = Math.pow(1 + p.discountRate, 1 / 12) - 1;
  let presentCost = 0;
  let presentUnserved = 0;
  let totalCost = 0;
  const price = (o: (typeof offers)[number]) => (o.kind === 'spot' ? o.pricePerGPUHour * (1 + (o.overhead ?? 0.1)) : o.pricePerGPUHour);
  const commits = offers.filter((o) => o.kind === 'commit').sort((a, b) => a.pricePerGPUHour - b.pricePerGPUHour);
  const flexible = offers.filter((o) => o.kind !== 'commit').map((o, i) => ({ o, i })).sort((a, b) => price(a.o) - price(b.o) || a.i - b.i).map((x) => x.o);
  for (let m = 1; m <= p.months; m++) {
    const d = Math.pow(1 + j, -m);
    const peak = [...p.demand].filter((s) => s.fromMonth <= m).pop()?.gpus ?? 0;
    const C = new Map<string, number>();
    for (const k of plan) {
      const o = offers.find((x) => x.name === k.offer)!;
      if (k.startMonth <= m && m <= k.startMonth + o.termMonths! - 1) C.set(o.name, (C.get(o.name) ?? 0) + k.gpus);
    }
    let cost = 0;
    for (const o of commits) cost += (C.get(o.name) ?? 0) * 730 * o.pricePerGPUHour;
    for (const b of p.profile) {
      const D = b.load * peak;
      let rest = D;
      for (const o of commits) rest -= Math.min(C.get(o.name) ?? 0, rest);
      let spot = 0;
      for (const o of flexible) {
        let limit = o.maxGPUs ?? Infinity;
        if (o.kind === 'spot') limit = Math.min(limit, (o.availability ?? 1) * p.interruptibleShare * D, p.interruptibleShare * D - spot);
        const y = Math.max(0, Math.min(limit, rest));
        if (o.kind === 'spot') spot += y;
        cost += b.share * 730 * y * price(o);
        rest -= y;
      }
      if (rest > 1e-9 * Math.max(1, D)) presentUnserved += d * b.share * 730 * rest;
    }
    totalCost += cost;
    presentCost += d * cost;
  }
  return { presentCost, presentUnserved, totalCost };
}
