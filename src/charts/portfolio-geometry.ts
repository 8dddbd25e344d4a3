// Geometry of the demand plan chart (docs/model.md › Demand plan): for each plan month, the GPUs each offer ran
// on average (its GPU-hours / 730), stacked in dispatch order — the commit offers (the cheaper
// first), the committed GPUs left idle right above them (so the top of that band is what was
// signed), then the flexible offers (the cheaper per GPU-hour first, spot with its overhead) and
// the demand no offer served on top. Each month is a step (months are the plan's unit), and the
// peak demand is a step line over the stack.
import { scaleLinear } from 'd3';
import { dispatchOrder as engineOrder } from '../../models/portfolio/dispatch';
import { HOURS_PER_MONTH } from '../../models/portfolio/offers';
import type { Offer, OfferKind, PortfolioResult } from '../../models/portfolio/types';
import { plotBox, type Margin, DEFAULT_MARGIN } from './layout';

export type LayerKind = 'commit' | 'idle' | 'flexible' | 'unserved';

/** What the chart needs of an offer: its name, kind and the prices that order the dispatch. */
export type OfferOrderInput = Pick<Offer, 'name' | 'kind' | 'price' | 'effectivePrice'>;

export interface PortfolioLayer {
  /** The offer's name for an offer's band; "idle" or "unserved" for the other two. */
  key: string;
  kind: LayerKind;
  /** The offer's name and kind (null for idle and unserved). */
  offer: string | null;
  offerKind: OfferKind | null;
  /** Average GPUs in months 1..H (index m - 1): GPU-hours / 730. */
  gpus: number[];
  /** GPU-hours over the whole plan. */
  gpuHours: number;
  /** The band's outline in pixels (a closed path of month steps). */
  path: string;
}

export interface PortfolioMonthStack {
  month: number;
  /** Left and right edge of the month in pixels. */
  x0: number;
  x1: number;
  /** Each layer's bottom and top in GPUs this month, bottom to top (the chart's layers, in order). */
  bands: { key: string; from: number; to: number }[];
  /** Σ of the bands = (served + idle committed + unserved GPU-hours) / 730. */
  total: number;
  /** Average demand: (served + unserved GPU-hours) / 730. */
  demand: number;
  /** GPUs committed on all commit offers. */
  committed: number;
  peak: number;
}

export interface PortfolioGeometry {
  /** Bottom to top; layers that are zero in every month are left out. */
  layers: PortfolioLayer[];
  months: PortfolioMonthStack[];
  /** The peak demand as a step line. */
  peakPath: string;
  x: ReturnType<typeof scaleLinear<number, number>>;
  y: ReturnType<typeof scaleLinear<number, number>>;
  box: ReturnType<typeof plotBox>;
}

/** Offer indices in the dispatch rule's order (models/portfolio/dispatch.ts): commit offers, then flexible ones. */
export function dispatchOrder(offers: readonly OfferOrderInput[]): number[] {
  const { commits, flexible } = engineOrder(offers);
  return [...commits, ...flexible];
}

const round = (v: number) => Math.round(v * 100) / 100;

/** The layers' average GPUs month by month, bottom to top, before any drawing (every layer kept). */
export function portfolioLayers(portfolio: PortfolioResult, offers: readonly OfferOrderInput[]): Omit<PortfolioLayer, 'path'>[] {
  const months = portfolio.months;
  const series = (hours: (m: PortfolioResult['months'][number]) => number) => {
    const gpus = months.map((m) => hours(m) / HOURS_PER_MONTH);
    return { gpus, gpuHours: months.reduce((s, m) => s + hours(m), 0) };
  };
  const offerLayer = (o: OfferOrderInput): Omit<PortfolioLayer, 'path'> => ({
    key: o.name,
    kind: o.kind === 'commit' ? 'commit' : 'flexible',
    offer: o.name,
    offerKind: o.kind,
    ...series((m) => m.usedGPUHours[o.name] ?? 0),
  });
  const order = dispatchOrder(offers).map((i) => offers[i]);
  // An offer the result names but the list lacks (not expected) is drawn with the flexible ones.
  const known = new Set(offers.map((o) => o.name));
  const extra = Object.keys(months[0]?.usedGPUHours ?? {}).filter((name) => !known.has(name));
  return [
    ...order.filter((o) => o.kind === 'commit').map(offerLayer),
    { key: 'idle', kind: 'idle', offer: null, offerKind: null, ...series((m) => m.idleCommittedGPUHours) },
    ...order.filter((o) => o.kind !== 'commit').map(offerLayer),
    ...extra.map((name) => ({ key: name, kind: 'flexible' as const, offer: name, offerKind: null, ...series((m) => m.usedGPUHours[name] ?? 0) })),
    { key: 'unserved', kind: 'unserved', offer: null, offerKind: null, ...series((m) => m.unservedGPUHours) },
  ];
}

export function portfolioGeometry(
  portfolio: PortfolioResult,
  offers: readonly OfferOrderInput[],
  width: number,
  height: number,
  margin: Margin = DEFAULT_MARGIN,
): PortfolioGeometry {
  const box = plotBox(width, height, margin);
  const H = portfolio.months.length;
  const layers = portfolioLayers(portfolio, offers).filter((l) => l.gpus.some((v) => v > 0));
  const x = scaleLinear().domain([0, Math.max(1, H)]).range([box.left, box.right]);

  const months: PortfolioMonthStack[] = portfolio.months.map((pm, i) => {
    let level = 0;
    const bands = layers.map((l) => {
      const from = level;
      level += l.gpus[i];
      return { key: l.key, from, to: level };
    });
    const served = Object.values(pm.usedGPUHours).reduce((s, h) => s + h, 0);
    return {
      month: pm.month,
      x0: x(i),
      x1: x(i + 1),
      bands,
      total: level,
      demand: (served + pm.unservedGPUHours) / HOURS_PER_MONTH,
      committed: Object.values(pm.committed).reduce((s, g) => s + g, 0),
      peak: pm.peak,
    };
  });
  const top = Math.max(0, ...months.map((m) => Math.max(m.total, m.peak)));
  const y = scaleLinear().domain([0, top > 0 ? top : 1]).nice().range([box.bottom, box.top]);

  const withPaths: PortfolioLayer[] = layers.map((l, k) => {
    const upper = months.map((m) => `L${round(m.x0)},${round(y(m.bands[k].to))}L${round(m.x1)},${round(y(m.bands[k].to))}`).join('');
    const lower = [...months]
      .reverse()
      .map((m) => `L${round(m.x1)},${round(y(m.bands[k].from))}L${round(m.x0)},${round(y(m.bands[k].from))}`)
      .join('');
    const start = months.length > 0 ? `M${round(months[0].x0)},${round(y(months[0].bands[k].from))}` : '';
    return { ...l, path: months.length > 0 ? `${start}${upper}${lower}Z` : '' };
  });
  const peakPath = months.map((m, i) => `${i === 0 ? 'M' : 'L'}${round(m.x0)},${round(y(m.peak))}L${round(m.x1)},${round(y(m.peak))}`).join('');
  return { layers: withPaths, months, peakPath, x, y, box };
}

/** The plan month under pixel x (1..H), or null for a plan without months. */
export function portfolioMonthAt(g: Pick<PortfolioGeometry, 'months' | 'x'>, px: number): PortfolioMonthStack | null {
  if (g.months.length === 0) return null;
  const i = Math.min(g.months.length - 1, Math.max(0, Math.floor(g.x.invert(px))));
  return g.months[i];
}
