// Geometry of the demand fan (model: Demand plan › scenarios): each scenario's peak demand month by
// month as a step line, the band between the lowest and the highest of them, and the chosen plan's
// commitments stacked under it (GPUs committed on each commit offer, fixed ones included). Pure:
// no React, tested on its own.
import { scaleLinear } from 'd3';
import { scenarioPeaks } from '../../models/portfolio/growth';
import type { PortfolioInput, PortfolioResult } from '../../models/portfolio/types';
import { DEFAULT_MARGIN, plotBox, type Margin } from './layout';

export interface FanInput {
  months: number;
  /** Each scenario's peak GPUs in months 1..months (index m - 1). */
  scenarios: { name: string; probability: number; peaks: number[] }[];
  /** GPUs committed on each commit offer in months 1..months, in offer order. */
  committed: { offer: string; gpus: number[] }[];
}

export interface FanGeometry {
  lines: { name: string; probability: number; path: string }[];
  /** The envelope between the lowest and the highest scenario's peak. */
  band: string;
  /** Commitments bottom to top; offers never committed are left out. */
  layers: { offer: string; path: string; gpus: number[] }[];
  /** GPUs committed in all, month by month. */
  committed: number[];
  x: ReturnType<typeof scaleLinear<number, number>>;
  y: ReturnType<typeof scaleLinear<number, number>>;
  box: ReturnType<typeof plotBox>;
}

/** The fan's series from the plan's inputs (scenarios' peaks by the engine's growth rule) and its result. */
export function fanInput(p: PortfolioInput, result: PortfolioResult): FanInput {
  const scenarios = (p.scenarios ?? []).map((s) => ({ name: s.name, probability: s.probability, peaks: scenarioPeaks(p, s).slice(1, p.months + 1) }));
  const offers = Object.keys(result.months[0]?.committed ?? {});
  const committed = offers.map((offer) => ({ offer, gpus: result.months.map((m) => m.committed[offer] ?? 0) }));
  return { months: p.months, scenarios, committed };
}

const round = (v: number) => Math.round(v * 100) / 100;

/** A step line through values[m - 1] over each month [m - 1, m]. */
function steps(values: readonly number[], x: (m: number) => number, y: (v: number) => number): string {
  return values.map((v, i) => `${i === 0 ? 'M' : 'L'}${round(x(i))},${round(y(v))}L${round(x(i + 1))},${round(y(v))}`).join('');
}

/** A closed band between `lower` and `upper`, month steps. */
function area(lower: readonly number[], upper: readonly number[], x: (m: number) => number, y: (v: number) => number): string {
  if (upper.length === 0) return '';
  const top = steps(upper, x, y);
  const bottom = [...lower]
    .map((v, i) => ({ v, i }))
    .reverse()
    .map(({ v, i }) => `L${round(x(i + 1))},${round(y(v))}L${round(x(i))},${round(y(v))}`)
    .join('');
  return `${top}${bottom}Z`;
}

export function fanGeometry(input: FanInput, width: number, height: number, margin: Margin = DEFAULT_MARGIN): FanGeometry {
  const box = plotBox(width, height, margin);
  const H = input.months;
  const x = scaleLinear().domain([0, Math.max(1, H)]).range([box.left, box.right]);
  const used = input.committed.filter((c) => c.gpus.some((g) => g > 0));
  const committed = Array.from({ length: H }, (_, i) => used.reduce((s, c) => s + (c.gpus[i] ?? 0), 0));
  const low = Array.from({ length: H }, (_, i) => Math.min(...input.scenarios.map((s) => s.peaks[i] ?? 0)));
  const high = Array.from({ length: H }, (_, i) => Math.max(...input.scenarios.map((s) => s.peaks[i] ?? 0)));
  const top = Math.max(0, ...high, ...committed);
  const y = scaleLinear().domain([0, top > 0 ? top : 1]).nice().range([box.bottom, box.top]);
  let level = new Array<number>(H).fill(0);
  const layers = used.map((c) => {
    const next = level.map((v, i) => v + c.gpus[i]);
    const layer = { offer: c.offer, path: area(level, next, x, y), gpus: c.gpus };
    level = next;
    return layer;
  });
  return {
    lines: input.scenarios.map((s) => ({ name: s.name, probability: s.probability, path: steps(s.peaks, x, y) })),
    band: input.scenarios.length > 0 ? area(low, high, x, y) : '',
    layers,
    committed,
    x,
    y,
    box,
  };
}
