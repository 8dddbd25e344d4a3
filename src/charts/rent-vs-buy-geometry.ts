// Geometry of the rent-vs-buy chart: annual cost per GPU of each mode over 0..8,760 usage hours
// (the engine's sampled curve), break-even markers where a rental line meets the buy line, and the
// x-ranges where each mode is cheapest (exact, from the straight lines the engine returns).
import { max, scaleLinear } from 'd3';
import { ALL_MODES, ALL_RENT_MODES, HOURS_PER_YEAR, type ByMode, type CostMode, type Line, type RentMode, type RentVsBuyResult } from '../../models/rent-vs-buy';
import { plotBox, type Margin, DEFAULT_MARGIN } from './layout';

/** Every mode in the engine's tie-break order; a result holds reserved3y only when it is priced. */
export const COST_MODES: readonly CostMode[] = ALL_MODES;
export const RENT_MODES: readonly RentMode[] = ALL_RENT_MODES;

/** The modes a result's lines hold, in tie-break order. */
export function presentModes(lines: ByMode<Line>): CostMode[] {
  return COST_MODES.filter((m) => lines[m] !== undefined);
}

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

/** The cheapest mode at `hours` (ties: onDemand, spot, reserved, reserved3y, buy — the engine's order). */
export function cheapestAt(lines: ByMode<Line>, hours: number): CostMode {
  const modes = presentModes(lines);
  let best: CostMode = modes[0];
  for (const mode of modes) if (costAt(lines[mode]!, hours) < costAt(lines[best]!, hours)) best = mode;
  return best;
}

/** Ranges of [0, 8760] where each mode is cheapest: the engine's exact `cheapestBands` (docs/model.md › Rent vs buy › Without a site and per token). */
export function cheapestBands(rvb: Pick<RentVsBuyResult, 'cheapestBands'>): CheapestBand[] {
  return rvb.cheapestBands.map((b) => ({ mode: b.mode, from: b.fromHours, to: b.toHours }));
}

export function rentVsBuyGeometry(rvb: RentVsBuyResult, width: number, height: number, margin: Margin = DEFAULT_MARGIN): RentVsBuyGeometry {
  const box = plotBox(width, height, margin);
  const x = scaleLinear().domain([0, HOURS_PER_YEAR]).range([box.left, box.right]);
  const modes = presentModes(rvb.lines);
  const top = max(rvb.curve.flatMap((p) => modes.map((m) => p[m] ?? 0))) ?? 1;
  const y = scaleLinear().domain([0, top > 0 ? top : 1]).nice().range([box.bottom, box.top]);
  const paths = modes.map((mode) => ({
    mode,
    path: rvb.curve.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.hours)},${y(p[mode] ?? 0)}`).join(''),
  }));
  const markers: BreakEvenMarker[] = [];
  for (const mode of RENT_MODES) {
    const hours = rvb.breakEvenHours[mode];
    const buy = rvb.lines.buy;
    if (hours === null || hours === undefined || buy === undefined) continue;
    const cost = costAt(buy, hours);
    markers.push({ mode, hours, cost, x: x(hours), y: y(cost) });
  }
  const bands = cheapestBands(rvb).map((b) => ({ ...b, x0: x(b.from), x1: x(b.to) }));
  return { paths, markers, bands, usage: { hours: rvb.usageHours, x: x(rvb.usageHours) }, x, y, box };
}
