// Geometry of the coverage chart: for each operating month a stacked bar of debt service, tax and
// what is left for equity (uses of EBITDA), and the EBITDA line. Where EBITDA falls below debt
// service plus tax, the stack shows them in full and the line runs below its top (coverage < 1).
import { line, scaleBand, scaleLinear } from 'd3';
import { plotBox, type Margin, DEFAULT_MARGIN } from './layout';

export interface CoverageSegment {
  kind: 'debtService' | 'tax' | 'equity';
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CoverageGeometry {
  /** Months 1..H, each with its non-empty segments bottom to top. */
  months: { month: number; segments: CoverageSegment[]; ebitda: number; x: number }[];
  ebitdaPath: string;
  x: (month: number) => number;
  y: ReturnType<typeof scaleLinear<number, number>>;
  box: ReturnType<typeof plotBox>;
}

export function coverageGeometry(
  ebitda: readonly number[],
  tax: readonly number[],
  debtService: readonly number[],
  width: number,
  height: number,
  margin: Margin = DEFAULT_MARGIN,
): CoverageGeometry {
  const box = plotBox(width, height, margin);
  const H = ebitda.length - 1;
  const list = Array.from({ length: Math.max(0, H) }, (_, i) => i + 1);
  const band = scaleBand<number>().domain(list).range([box.left, box.right]).paddingInner(H > 90 ? 0.05 : 0.2);
  let lo = 0;
  let hi = 0;
  for (const m of list) {
    const top = Math.max(ebitda[m], debtService[m] + tax[m]);
    hi = Math.max(hi, top);
    lo = Math.min(lo, ebitda[m]);
  }
  const y = scaleLinear().domain([lo, hi === lo ? lo + 1 : hi]).nice().range([box.bottom, box.top]);
  const bw = band.bandwidth();
  const centre = (m: number) => (band(m) ?? box.left) + bw / 2;
  const months = list.map((m) => {
    const parts: [CoverageSegment['kind'], number][] = [
      ['debtService', debtService[m]],
      ['tax', tax[m]],
      ['equity', Math.max(0, ebitda[m] - debtService[m] - tax[m])],
    ];
    let base = 0;
    const segments: CoverageSegment[] = [];
    for (const [kind, value] of parts) {
      if (!(value > 0)) continue;
      const y0 = y(base);
      const y1 = y(base + value);
      segments.push({ kind, value, x: band(m) ?? box.left, y: y1, width: bw, height: Math.abs(y0 - y1) });
      base += value;
    }
    return { month: m, segments, ebitda: ebitda[m], x: centre(m) };
  });
  const ebitdaPath =
    line<{ x: number; e: number }>()
      .x((p) => p.x)
      .y((p) => y(p.e))(months.map((p) => ({ x: p.x, e: p.ebitda }))) ?? '';
  return { months, ebitdaPath, x: centre, y, box };
}
