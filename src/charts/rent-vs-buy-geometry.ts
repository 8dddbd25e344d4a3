// Geometry of the rent-vs-buy chart: annual cost per GPU of each mode over 0..8,760 usage hours
// (the engine's sampled curve), break-even markers where a rental line meets the buy line, and the
// x-ranges where each mode is cheapest (exact, from the straight lines the engine returns).
import { max, scaleLinear } from 'd3';
import { HOURS_PER_YEAR, type CostMode, type Line, type RentMode, type RentVsBuyResult } from '../../models/rent-vs-buy';
import { plotBox, type Margin, DEFAULT_MARGIN } from './layout';

export const COST_MODES: readonly CostMode[] = ['onDemand', 'spot', 'reserved', 'buy'];
export const RENT_MODES: readonly RentMode[] = ['onDemand', 'spot', 'reserved'];

export interface CheapestBand {
  mode: CostMode;
  from: number;
  to: number;
}

export interface BreakEvenMarker {
  mode: RentMode;
  hours: number;
  cost: number;
  x: number;
  y: number;
}

export interface RentVsBuyGeometry {
  paths: { mode: CostMode; path: string }[];
  markers: BreakEvenMarker[];
  bands: (CheapestBand & { x0: number; x1: number })[];
  usage: { hours: number; x: number };
  x: ReturnType<typeof scaleLinear<number, number>>;
  y: ReturnType<typeof scaleLinear<number, number>>;
  box: ReturnType<typeof plotBox>;
}

function costAt(l: Line, hours: number): number {
  return l.fixed + l.perHour * hours;
}

/** The cheapest mode at `hours` (ties: onDemand, spot, reserved, buy — the engine's order). */
export function cheapestAt(lines: Record<CostMode, Line>, hours: number): CostMode {
  let best: CostMode = COST_MODES[0];
  for (const mode of COST_MODES) if (costAt(lines[mode], hours) < costAt(lines[best], hours)) best = mode;
  return best;
}

/** Ranges of [0, 8760] where each mode is cheapest: the lower envelope of the four lines. */
export function cheapestBands(lines: Record<CostMode, Line>): CheapestBand[] {
  const cuts = new Set<number>([0, HOURS_PER_YEAR]);
  for (let i = 0; i < COST_MODES.length; i++) {
    for (let j = i + 1; j < COST_MODES.length; j++) {
      const a = lines[COST_MODES[i]];
      const b = lines[COST_MODES[j]];
      const slope = a.perHour - b.perHour;
      if (slope === 0) continue;
      const u = (b.fixed - a.fixed) / slope;
      if (u > 0 && u < HOURS_PER_YEAR) cuts.add(u);
    }
  }
  const sorted = [...cuts].sort((p, q) => p - q);
  const bands: CheapestBand[] = [];
  for (let k = 0; k + 1 < sorted.length; k++) {
    const from = sorted[k];
    const to = sorted[k + 1];
    const mode = cheapestAt(lines, (from + to) / 2);
    const last = bands[bands.length - 1];
    if (last && last.mode === mode) last.to = to;
    else bands.push({ mode, from, to });
  }
  return bands;
}

export function rentVsBuyGeometry(rvb: RentVsBuyResult, width: number, height: number, margin: Margin = DEFAULT_MARGIN): RentVsBuyGeometry {
  const box = plotBox(width, height, margin);
  const x = scaleLinear().domain([0, HOURS_PER_YEAR]).range([box.left, box.right]);
  const top = max(rvb.curve.flatMap((p) => COST_MODES.map((m) => p[m]))) ?? 1;
  const y = scaleLinear().domain([0, top > 0 ? top : 1]).nice().range([box.bottom, box.top]);
  const paths = COST_MODES.map((mode) => ({
    mode,
    path: rvb.curve.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.hours)},${y(p[mode])}`).join(''),
  }));
  const markers: BreakEvenMarker[] = [];
  for (const mode of RENT_MODES) {
    const hours = rvb.breakEvenHours[mode];
    if (hours === null) continue;
    const cost = costAt(rvb.lines.buy, hours);
    markers.push({ mode, hours, cost, x: x(hours), y: y(cost) });
  }
  const bands = cheapestBands(rvb.lines).map((b) => ({ ...b, x0: x(b.from), x1: x(b.to) }));
  return { paths, markers, bands, usage: { hours: rvb.usageHours, x: x(rvb.usageHours) }, x, y, box };
}
