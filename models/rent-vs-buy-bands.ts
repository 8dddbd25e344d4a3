// docs/model.md › Rent vs buy › Without a site and per token: where each mode is cheapest over U ∈ [0, 8,760] h (`cheapestBands`) and where any
// two modes' annual-cost lines cross (`modeBreakEvens`). Every line is fixed + perHour·U, so both are
// exact: the bands' edges are the crossings of the two modes they separate, never sampled points.

import type { CostMode, Line } from './rent-vs-buy-types';
import { HOURS_PER_YEAR } from './rent-vs-buy-types';

export interface CheapestBand {
  mode: CostMode;
  fromHours: number;
  toHours: number;
}

export interface ModeBreakEven {
  a: CostMode;
  b: CostMode;
  hours: number;
}

/** U where two lines meet, or null when they are parallel (identical lines included). */
export function crossing(a: Line, b: Line): number | null {
  const slope = a.perHour - b.perHour;
  if (slope === 0) return null;
  const u = (b.fixed - a.fixed) / slope;
  return Number.isFinite(u) ? u : null;
}

/** Every pair (a before b in tie-break order) whose lines cross strictly inside (0, 8,760) h, by hours. */
export function modeBreakEvens(modes: readonly CostMode[], lines: Partial<Record<CostMode, Line>>): ModeBreakEven[] {
  const out: ModeBreakEven[] = [];
  for (let i = 0; i < modes.length; i++) {
    for (let j = i + 1; j < modes.length; j++) {
      const a = modes[i];
      const b = modes[j];
      const u = crossing(lines[a]!, lines[b]!);
      if (u !== null && u > 0 && u < HOURS_PER_YEAR) out.push({ a, b, hours: u });
    }
  }
  // Array.prototype.sort is stable: equal hours keep the pairs' tie-break order.
  return out.sort((x, y) => x.hours - y.hours);
}

/** The cheapest mode at U (ties: the first in `modes`, which is tie-break order). */
export function cheapestLineAt(modes: readonly CostMode[], lines: Partial<Record<CostMode, Line>>, u: number): CostMode {
  let best = modes[0];
  let bestCost = Infinity;
  for (const m of modes) {
    const l = lines[m]!;
    const c = l.fixed + l.perHour * u;
    if (c < bestCost) {
      best = m;
      bestCost = c;
    }
  }
  return best;
}

/**
 * The partition of [0, 8,760] h into bands where one mode is cheapest. Between two consecutive
 * crossings no two distinct lines change order, so the mode cheapest at the midpoint is cheapest on
 * the whole interval (identical lines tie and go to the earlier mode). A crossing alone (a point
 * where two lines tie) makes no band of its own. Adjacent intervals of one mode are merged, and each
 * band edge is the exact crossing of the two modes it separates.
 */
export function cheapestBands(modes: readonly CostMode[], lines: Partial<Record<CostMode, Line>>): CheapestBand[] {
  const points = [0, HOURS_PER_YEAR];
  for (const be of modeBreakEvens(modes, lines)) points.push(be.hours);
  points.sort((x, y) => x - y);
  const bands: CheapestBand[] = [];
  for (let k = 0; k + 1 < points.length; k++) {
    const from = points[k];
    const to = points[k + 1];
    if (!(to > from)) continue;
    const mode = cheapestLineAt(modes, lines, (from + to) / 2);
    const last = bands[bands.length - 1];
    if (last && last.mode === mode) last.toHours = to;
    else bands.push({ mode, fromHours: from, toHours: to });
  }
  // Several lines crossing at one point can leave rounding slivers between crossings a few ulps
  // apart: drop a band narrower than 1e-9 h, join its neighbours and put the edge on their crossing.
  const kept: CheapestBand[] = [];
  for (const band of bands) {
    const last = kept[kept.length - 1];
    if (band.toHours - band.fromHours < 1e-9 && bands.length > 1) continue;
    if (last && last.mode === band.mode) last.toHours = band.toHours;
    else kept.push({ ...band });
  }
  for (let k = 0; k + 1 < kept.length; k++) {
    const u = crossing(lines[kept[k].mode]!, lines[kept[k + 1].mode]!);
    if (u !== null && u > kept[k].fromHours && u < kept[k + 1].toHours) {
      kept[k].toHours = u;
      kept[k + 1].fromHours = u;
    } else kept[k + 1].fromHours = kept[k].toHours;
  }
  if (kept.length > 0) {
    kept[0].fromHours = 0;
    kept[kept.length - 1].toHours = HOURS_PER_YEAR;
  }
  return kept;
}
