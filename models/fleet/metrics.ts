// A fleet's IRR, NPV and covenant test only (the Monte Carlo trial and the attribution): the same
// runFleet as the full evaluation, so equal inputs give bit-identical figures.

import { annualToMonthly, irrRate, monthlyToAnnual, npv } from '../finance';
import { startCoverage } from '../investment-coverage';
import type { CoverageAccumulator } from '../investment-coverage';
import type { InvestmentContext } from '../investment';
import type { InvestmentInput } from '../scenario/types';
import { buildFleet, coverageBound } from './compute';
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
  equity: Float64Array;
  project: Float64Array;
  coverage: CoverageAccumulator;
}

function buffer(b: Float64Array, n: number): Float64Array {
  return b.length === n ? b : new Float64Array(n);
}

/** Equity flows, IRR (annual), NPV and covenant test; with `project` the project IRR too. Writes into `out`. */
export function fleetMetricsInto(inv: InvestmentInput, ctx: InvestmentContext, s: FleetScratch, project: boolean, out: FleetMetrics): FleetMetrics {
  const f = buildFleet(inv, ctx, s.fleet);
  s.fleet = f;
  const n = f.H + 1;
  s.equity = buffer(s.equity, n);
  const coverage = inv.covenantDSCR === undefined ? null : startCoverage(s.coverage, inv.dscrPeriod, coverageBound(inv, f), inv.covenantDSCR, false);
  const flows = runFleet(inv, f, true, s.equity, { detail: null, coverage, trancheFlows: null });
  const r = irrRate(flows);
  out.cashflows = flows;
  out.irrAnnual = r === r ? monthlyToAnnual(r) : null;
  out.npv = npv(annualToMonthly(inv.discountRate), flows);
  out.covenantBreached = coverage !== null && coverage.breaches > 0;
  out.projectIrrAnnual = null;
  if (project) {
    s.project = buffer(s.project, n);
    // Without debt the project flows are the equity flows: the same IRR, no second run.
    const pr = f.tranches.every((t) => t.debt === 0) ? r : irrRate(runFleet(inv, f, false, s.project));
    out.projectIrrAnnual = pr === pr ? monthlyToAnnual(pr) : null;
  }
  return out;
}
