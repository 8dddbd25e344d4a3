// Geometry of the coverage-by-period chart (docs/model.md › Investment › Covenant and DSCR): one bar per period from 0 to its DSCR,
// the covenant as a horizontal line, each bar's verdict against it (met or breach); without a
// covenant no bar has a verdict (docs/model.md › Investment › Covenant and DSCR). Pure: results in, positions out
// (tested without a DOM).
import { scaleBand, scaleLinear } from 'd3';
import { dscrVerdict } from '../present/thresholds';
import { plotBox, type Margin, DEFAULT_MARGIN } from './layout';

export interface PeriodBar {
  period: number;
  fromMonth: number;
  toMonth: number;
  dscr: number;
  breach: boolean;
  /** Against the covenant: 'met' or 'breach'; null without a covenant (a neutral bar, no verdict). */
  verdict: 'met' | 'breach' | null;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Centre of the bar (axis tick and label). */
  cx: number;
}

export interface DscrPeriodGeometry {
  bars: PeriodBar[];
  /** y of the covenant line, null without a covenant. */
  covenantY: number | null;
  /** y of DSCR 1.0 (cash just covers debt service). */
  oneY: number;
  y: ReturnType<typeof scaleLinear<number, number>>;
  box: ReturnType<typeof plotBox>;
}

export function dscrPeriodGeometry(
  periods: readonly { period: number; fromMonth: number; toMonth: number; dscr: number }[],
  covenant: number | null,
  width: number,
  height: number,
  margin: Margin = DEFAULT_MARGIN,
): DscrPeriodGeometry {
  const box = plotBox(width, height, margin);
  const band = scaleBand<number>()
    .domain(periods.map((p) => p.period))
    .range([box.left, box.right])
    .paddingInner(periods.length > 40 ? 0.1 : 0.3)
    .paddingOuter(0.15);
  let lo = 0;
  let hi = Math.max(1, covenant ?? 0);
  for (const p of periods) {
    lo = Math.min(lo, p.dscr);
    hi = Math.max(hi, p.dscr);
  }
  const y = scaleLinear().domain([lo, hi * 1.08]).nice().range([box.bottom, box.top]);
  const bw = band.bandwidth();
  const bars = periods.map((p) => {
    const x = band(p.period) ?? box.left;
    const y0 = y(0);
    const y1 = y(p.dscr);
    const verdict = dscrVerdict(p.dscr, covenant);
    return {
      ...p,
      breach: verdict === 'breach',
      verdict,
      x,
      y: Math.min(y0, y1),
      width: bw,
      height: Math.abs(y1 - y0),
      cx: x + bw / 2,
    };
  });
  return { bars, covenantY: covenant === null ? null : y(covenant), oneY: y(1), y, box };
}
