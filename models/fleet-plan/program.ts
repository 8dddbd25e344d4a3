// The fleet plan's mixed-integer program (model: Fleet plan), solver-neutral (the demand plan's
// LinearProgram), so HiGHS and a peer (the bench's glpk.js) solve the same model:
//   maximise  Σ value·block·n  over purchases n_{c,d,e} and sales x_{k,e} (whole blocks);
//   each existing fleet sold exactly once: Σ_e x_{k,e} = gpus_k / block_k;
//   the site's power in every month 1..H: Σ kW·block over what is installed ≤ P;
//   every candidate's maxGPUs in every month.
// Columns are the options in order; the solver minimises, so the costs are the negated values.
import type { Column, LinearProgram, Row } from '../portfolio/program';
import type { FleetOption } from './options';
import type { FleetPlanInput } from './types';

/** True when option o is installed in month m (purchases d < m ≤ e, existing 1 ≤ m ≤ e). */
export function installedIn(o: FleetOption, m: number): boolean {
  return o.deliveryMonth < m && m <= o.exitMonth;
}

/** Most blocks of an option that fit the power budget and its candidate's maxGPUs. */
function blockBound(p: FleetPlanInput, o: FleetOption, P: number): number {
  if (o.kind === 'sell') return p.existing[o.index].gpus / o.block;
  const byPower = Math.floor(P / (o.kwPerGPU * o.block) + 1e-9);
  const max = p.candidates[o.index].maxGPUs;
  return max === undefined ? byPower : Math.min(byPower, Math.floor(max / o.block + 1e-9));
}

export function buildFleetProgram(p: FleetPlanInput, options: readonly FleetOption[], H: number, P: number): LinearProgram {
  const columns: Column[] = options.map((o) => ({ cost: -o.value * o.block, upper: Math.max(0, blockBound(p, o, P)), integer: true }));
  const rows: Row[] = [];
  p.existing.forEach((x, k) => {
    const row: Row = { cols: [], coefs: [], lower: x.gpus / x.block, upper: x.gpus / x.block };
    options.forEach((o, j) => {
      if (o.kind === 'sell' && o.index === k) {
        row.cols.push(j);
        row.coefs.push(1);
      }
    });
    rows.push(row);
  });
  for (let m = 1; m <= H; m++) {
    const power: Row = { cols: [], coefs: [], lower: -Infinity, upper: P };
    options.forEach((o, j) => {
      if (!installedIn(o, m)) return;
      power.cols.push(j);
      power.coefs.push(o.kwPerGPU * o.block);
    });
    if (power.cols.length > 0) rows.push(power);
  }
  p.candidates.forEach((c, i) => {
    if (c.maxGPUs === undefined) return;
    for (let m = 1; m <= H; m++) {
      const cap: Row = { cols: [], coefs: [], lower: -Infinity, upper: c.maxGPUs };
      options.forEach((o, j) => {
        if (o.kind !== 'buy' || o.index !== i || !installedIn(o, m)) return;
        cap.cols.push(j);
        cap.coefs.push(o.block);
      });
      // One choice alone is held to the cap by its column bound.
      if (cap.cols.length > 1) rows.push(cap);
    }
  });
  return { columns, rows };
}
