// A fleet's IRR, NPV and covenant test only (the Monte Carlo trial and the attribution): the same
// runFleet as the full evaluation, so equal inputs give bit-identical figures.

import { annualToMonthly, irrRate, monthlyToAnnual, npv } from '../finance';
import { startCoverage } from '../investment-coverage';
import type { CoverageAccumulator } from '../investment-coverage';
import type { InvestmentContext } from '../investment';
import type { InvestmentInput } from '../scenario/types';
import { buildFleet, coverageBound } from './compute';
import { InvestmentFleetContext } from './context';
import { runFleet } from './flows';
import type { Fleet } from './flows';

export interface FleetMetrics {
  cashflows: Float64Array;
  irrAnnual: number | null;
  npv: number;
  projectIrrAnnual: number | null;
  covenantBreached: boolean;
}

/** Buffers one caller reuses from call to call. */
export interface FleetScratch {
  fleet: Fleet | undefined;
  /** One equity and one project flow buffer per horizon length seen (a sampled horizon changes it). */
  buffers: Map<number, Float64Array>;
  projectBuffers: Map<number, Float64Array>;
  coverage: CoverageAccumulator;
  /** The price series view the fleet is built against (made on first use). */
  context?: InvestmentFleetContext;
}

/** The buffer of length n in `buffers`, allocated the first time that length is seen. */
export function bufferOf(buffers: Map<number, Float64Array>, n: number): Float64Array {
  let b = buffers.get(n);
  if (b === undefined) {
    b = new Float64Array(n);
    buffers.set(n, b);
  }
  return b;
}

function borrows(f: Fleet): boolean {
  for (const t of f.tranches) if (t.debt !== 0) return true;
  return false;
}

/** Equity flows, IRR (annual), NPV and covenant test; with `project` the project IRR too. Writes into `out`. */
export function fleetMetricsInto(inv: InvestmentInput, ctx: InvestmentContext, s: FleetScratch, project: boolean, out: FleetMetrics): FleetMetrics {
  s.context ??= new InvestmentFleetContext();
  const f = buildFleet(inv, ctx, s.fleet, s.context);
  s.fleet = f;
  const n = f.H + 1;
  const coverage = inv.covenantDSCR === undefined ? null : startCoverage(s.coverage, inv.dscrPeriod, coverageBound(inv, f), inv.covenantDSCR, false);
  // With debt, the project view's flows come from the same walk of the tranches (no second run);
  // without debt they are the equity flows: the same IRR.
  const projectFlows = project && borrows(f) ? bufferOf(s.projectBuffers, n) : null;
  const flows = runFleet(inv, f, true, bufferOf(s.buffers, n), { detail: null, coverage, trancheFlows: null, project: projectFlows });
  const r = irrRate(flows);
  out.cashflows = flows;
  out.irrAnnual = r === r ? monthlyToAnnual(r) : null;
  out.npv = npv(annualToMonthly(inv.discountRate), flows);
  out.covenantBreached = coverage !== null && coverage.breaches > 0;
  out.projectIrrAnnual = null;
  if (project) {
    const pr = projectFlows !== null ? irrRate(projectFlows) : r;
    out.projectIrrAnnual = pr === pr ? monthlyToAnnual(pr) : null;
  }
  return out;
}
