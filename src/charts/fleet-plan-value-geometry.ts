// Geometry of the fleet plan's value-per-kW chart: one line per option series (src/present/
// fleet-plan-value.ts) over the months, a zero line, and the month of each point for the tooltip.
import { scaleLinear } from 'd3';
import type { ValuePerKWSeries } from '../present/fleet-plan-value';
import { plotBox, type Margin, DEFAULT_MARGIN } from './layout';

export interface ValueLine {
  name: string;
  kind: ValuePerKWSeries['kind'];
  path: string;
  points: { month: number; x: number; y: number; valuePerKW: number; exitMonth: number }[];
}

export interface ValueGeometry {
  lines: ValueLine[];
  x: ReturnType<typeof scaleLinear<number, number>>;
  y: ReturnType<typeof scaleLinear<number, number>>;
  box: ReturnType<typeof plotBox>;
}

const round = (v: number) => Math.round(v * 100) / 100;

export function valueGeometry(series: readonly ValuePerKWSeries[], H: number, width: number, height: number, margin: Margin = DEFAULT_MARGIN): ValueGeometry {
  const box = plotBox(width, height, margin);
  const all = series.flatMap((s) => s.points.map((p) => p.valuePerKW));
  const lo = Math.min(0, ...all);
  const hi = Math.max(0, ...all);
  const x = scaleLinear().domain([0, Math.max(1, H)]).range([box.left, box.right]);
  const y = scaleLinear().domain([lo, hi > lo ? hi : lo + 1]).nice().range([box.bottom, box.top]);
  const lines = series
    .filter((s) => s.points.length > 0)
    .map((s) => {
      const points = s.points.map((p) => ({ ...p, x: x(p.month), y: y(p.valuePerKW) }));
      return { name: s.name, kind: s.kind, points, path: points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)},${round(p.y)}`).join('') };
    });
  return { lines, x, y, box };
}

/** The month nearest pixel x among the lines' points (0..H), or null without points. */
export function valueMonthAt(g: ValueGeometry, px: number): number | null {
  const months = [...new Set(g.lines.flatMap((l) => l.points.map((p) => p.month)))];
  if (months.length === 0) return null;
  const at = g.x.invert(px);
  return months.reduce((best, m) => (Math.abs(m - at) < Math.abs(best - at) ? m : best), months[0]);
}
