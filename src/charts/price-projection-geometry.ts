// Geometry of the price projection: one line per generation over months 0..H (null months leave
// a gap), and, for every parity rule that actually lowers the older generation somewhere, that
// generation's uncapped curve (PriceProjection.uncapped, from the engine) to be drawn dashed from the rule's
// fromMonth on.
import { line, max, scaleLinear } from 'd3';
import type { PriceProjection } from '../../models/market';
import type { MarketInput } from '../../models/scenario';
import { placeMarkerLabels, plotBox, type Margin, type MarkerLabel, DEFAULT_MARGIN } from './layout';

export interface PriceSeries {
  id: string;
  label: string;
  values: (number | null)[];
  path: string;
}

export interface ParityOverlay {
  older: string;
  newer: string;
  fromMonth: number;
  relativeCost: number;
  /** Uncapped older prices from fromMonth to H (index = month; null before fromMonth). */
  uncapped: (number | null)[];
  path: string;
  /** Pixel x of fromMonth. */
  x: number;
  /** First month where the cap actually bites. */
  firstCappedMonth: number;
}

export interface PriceGeometry {
  series: PriceSeries[];
  parity: ParityOverlay[];
  x: ReturnType<typeof scaleLinear<number, number>>;
  y: ReturnType<typeof scaleLinear<number, number>>;
  box: ReturnType<typeof plotBox>;
  horizon: number;
}

/** Relative tolerance for "the cap changed this price" (binary noise is not a cap). */
const CAP_EPS = 1e-12;

export function priceGeometry(prices: PriceProjection, market: MarketInput, width: number, height: number, margin: Margin = DEFAULT_MARGIN): PriceGeometry {
  const box = plotBox(width, height, margin);
  const H = prices.months.length - 1;
  const x = scaleLinear().domain([0, Math.max(1, H)]).range([box.left, box.right]);
  const rawParity = market.parity
    .map((rule) => {
      const capped = Object.hasOwn(prices.series, rule.older) ? prices.series[rule.older] : undefined;
      const base = prices.uncapped && Object.hasOwn(prices.uncapped, rule.older) ? prices.uncapped[rule.older] : undefined;
      if (!base || !capped) return null;
      const uncapped = prices.months.map((m) => (m >= rule.fromMonth ? (base[m] ?? null) : null));
      let firstCappedMonth = -1;
      for (let m = Math.max(0, rule.fromMonth); m <= H; m++) {
        const u = uncapped[m];
        const c = capped[m];
        if (u !== null && c !== null && c < u - CAP_EPS * Math.abs(u)) {
          firstCappedMonth = m;
          break;
        }
      }
      return firstCappedMonth < 0 ? null : { rule, uncapped, firstCappedMonth };
    })
    .filter((p) => p !== null);

  const all: number[] = [];
  for (const values of Object.values(prices.series)) for (const v of values) if (v !== null) all.push(v);
  for (const p of rawParity) for (const v of p.uncapped) if (v !== null) all.push(v);
  const top = max(all) ?? 1;
  const y = scaleLinear().domain([0, top > 0 ? top * 1.05 : 1]).nice().range([box.bottom, box.top]);

  const toPath = line<number | null>()
    .defined((v) => v !== null)
    .x((_, m) => x(m))
    .y((v) => y(v ?? 0));
  const labels = new Map(market.generations.map((g) => [g.id, g.label]));
  const series = Object.keys(prices.series).map((id) => ({
    id,
    label: labels.get(id) ?? id,
    values: prices.series[id],
    path: toPath(prices.series[id]) ?? '',
  }));
  const parity = rawParity.map(({ rule, uncapped, firstCappedMonth }) => ({
    older: rule.older,
    newer: rule.newer,
    fromMonth: rule.fromMonth,
    relativeCost: rule.relativeCost,
    uncapped,
    path: toPath(uncapped) ?? '',
    x: x(Math.min(Math.max(0, rule.fromMonth), H)),
    firstCappedMonth,
  }));
  return { series, parity, x, y, box, horizon: H };
}

/**
 * The "parity from month m" labels of the parity markers, placed so that two markers close to each
 * other do not print their labels on top of each other and a marker near the right edge keeps its
 * label inside the plot (left of the line).
 */
export function parityLabels(g: Pick<PriceGeometry, 'parity' | 'box'>, text: (p: ParityOverlay) => string): MarkerLabel[] {
  return placeMarkerLabels(
    g.parity.map((p) => ({ x: p.x, text: text(p) })),
    { left: g.box.left, right: g.box.right, top: g.box.top },
  );
}
