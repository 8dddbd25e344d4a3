// Geometry of the attribution bridge (model: Investment › attribution): one horizontal bar per term,
// from the equity IRR (x = 0 pp) to the IRR with that term removed, in percentage points. The terms
// are removed one at a time, so every bar starts at the same base. Pure: steps in, positions out.
import { scaleBand, scaleLinear } from 'd3';
import { plotBox, type Margin } from './layout';

export interface BridgeBar {
  term: string;
  stepPP: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BridgeGeometry {
  bars: BridgeBar[];
  zeroX: number;
  x: ReturnType<typeof scaleLinear<number, number>>;
  box: ReturnType<typeof plotBox>;
  /** Vertical centre of each term's row (for its label), in the steps' order. */
  rowY: Map<string, number>;
}

/** Term labels in the left margin, each bar's value ("18.7 % (−18.1 pp)") in a column in the right margin. */
export const BRIDGE_MARGIN: Margin = { top: 28, right: 170, bottom: 40, left: 200 };

/** Steps with an IRR are drawn; a step without one keeps its row (labelled, no bar). */
export function fleetBridgeGeometry(steps: readonly { term: string; stepPP: number | null }[], width: number, height: number, margin: Margin = BRIDGE_MARGIN): BridgeGeometry {
  const box = plotBox(width, height, margin);
  const values = steps.map((s) => s.stepPP).filter((v): v is number => v !== null);
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  const pad = (hi - lo || 1) * 0.06;
  const x = scaleLinear().domain([lo === 0 ? 0 : lo - pad, hi === 0 ? 0 : hi + pad]).nice().range([box.left, box.right]);
  if (lo === 0 && hi === 0) x.domain([-1, 1]);
  const band = scaleBand<string>().domain(steps.map((s) => s.term)).range([box.top, box.bottom]).paddingInner(0.3).paddingOuter(0.15);
  const zeroX = x(0);
  const rowY = new Map(steps.map((s) => [s.term, (band(s.term) ?? box.top) + band.bandwidth() / 2]));
  const bars = steps.flatMap((s) => {
    if (s.stepPP === null) return [];
    const end = x(s.stepPP);
    return [{ term: s.term, stepPP: s.stepPP, x: Math.min(zeroX, end), y: band(s.term) ?? box.top, width: Math.abs(end - zeroX), height: band.bandwidth() }];
  });
  return { bars, zeroX, x, box, rowY };
}

/** Enough height for n rows of about 34 px plus the axis. */
export function bridgeHeight(n: number): number {
  return Math.max(140, BRIDGE_MARGIN.top + BRIDGE_MARGIN.bottom + n * 34);
}
