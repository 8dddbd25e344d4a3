// Geometry of the cash flow chart: one bar per month 0..H (month 0 = the capital outlay) and the
// cumulative line through the running sums, on one money axis.
import { cumsum, extent, line, scaleBand, scaleLinear } from 'd3';
import { placeMarkerLabels, plotBox, type Margin, type MarkerLabel, DEFAULT_MARGIN } from './layout';

export interface CashFlowBar {
  month: number;
  value: number;
  cumulative: number;
  x: number;
  y: number;
  width: number;
  height: number;
  positive: boolean;
}

export interface CashFlowGeometry {
  bars: CashFlowBar[];
  /** Centre of each month's band and the running sum there. */
  points: { month: number; x: number; y: number; value: number }[];
  cumulativePath: string;
  paybackX: number | null;
  /** The project (unlevered) view's cumulative line and payback, when given. */
  projectPath: string | null;
  projectPoints: { month: number; value: number }[];
  projectPaybackX: number | null;
  x: (month: number) => number;
  bandwidth: number;
  y: ReturnType<typeof scaleLinear<number, number>>;
  box: ReturnType<typeof plotBox>;
}

export function cashFlowGeometry(
  cashflows: readonly number[],
  paybackMonth: number | null,
  width: number,
  height: number,
  margin: Margin = DEFAULT_MARGIN,
  project?: { cashflows: readonly number[]; paybackMonth: number | null },
): CashFlowGeometry {
  const box = plotBox(width, height, margin);
  const months = cashflows.map((_, m) => m);
  const cumulative = Array.from(cumsum(cashflows));
  const projectCumulative = project ? Array.from(cumsum(project.cashflows)) : [];
  const band = scaleBand<number>().domain(months).range([box.left, box.right]).paddingInner(cashflows.length > 90 ? 0.05 : 0.2);
  const [lo = 0, hi = 0] = extent([0, ...cashflows, ...cumulative, ...projectCumulative]);
  const y = scaleLinear().domain([lo, hi === lo ? lo + 1 : hi]).nice().range([box.bottom, box.top]);
  const bw = band.bandwidth();
  const centre = (m: number) => (band(m) ?? box.left) + bw / 2;
  const bars = cashflows.map((value, month) => {
    const y0 = y(0);
    const y1 = y(value);
    return {
      month,
      value,
      cumulative: cumulative[month],
      x: band(month) ?? box.left,
      y: Math.min(y0, y1),
      width: bw,
      height: Math.abs(y1 - y0),
      positive: value >= 0,
    };
  });
  const points = cumulative.map((value, month) => ({ month, value, x: centre(month), y: y(value) }));
  const cumulativePath = line<{ x: number; y: number }>()
    .x((p) => p.x)
    .y((p) => p.y)(points) ?? '';
  const paybackX = paybackMonth !== null && paybackMonth >= 0 && paybackMonth < cashflows.length ? centre(paybackMonth) : null;
  const projectPoints = projectCumulative.map((value, month) => ({ month, value }));
  const projectPath = project
    ? (line<{ month: number; value: number }>()
        .x((p) => centre(p.month))
        .y((p) => y(p.value))(projectPoints) ?? '')
    : null;
  const pp = project?.paybackMonth ?? null;
  const projectPaybackX = pp !== null && pp >= 0 && pp < cashflows.length ? centre(pp) : null;
  return { bars, points, cumulativePath, paybackX, projectPath, projectPoints, projectPaybackX, x: centre, bandwidth: bw, y, box };
}

/** Index of the band under pixel x (nearest centre). */
export function monthAtX(geometry: Pick<CashFlowGeometry, 'points'>, px: number): number | null {
  let best: number | null = null;
  let bestDistance = Infinity;
  for (const p of geometry.points) {
    const d = Math.abs(p.x - px);
    if (d < bestDistance) {
      bestDistance = d;
      best = p.month;
    }
  }
  return best;
}

/**
 * The labels of the payback markers (equity first, then the project's), placed inside the plot: a
 * payback at the last month gets its label left of the line, and two paybacks close together
 * get their labels on two rows.
 */
export function paybackLabels(
  g: Pick<CashFlowGeometry, 'paybackX' | 'projectPaybackX' | 'box'>,
  text: { equity: string; project: string },
): { equity: MarkerLabel | null; project: MarkerLabel | null } {
  const markers: { x: number; text: string }[] = [];
  if (g.paybackX !== null) markers.push({ x: g.paybackX, text: text.equity });
  if (g.projectPaybackX !== null) markers.push({ x: g.projectPaybackX, text: text.project });
  const placed = placeMarkerLabels(markers, { left: g.box.left, right: g.box.right, top: g.box.top });
  return {
    equity: g.paybackX !== null ? placed[0] : null,
    project: g.projectPaybackX !== null ? placed[placed.length - 1] : null,
  };
}
