// Plot margins and series colours shared by the charts.

export interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export const DEFAULT_MARGIN: Margin = { top: 24, right: 18, bottom: 42, left: 72 };
export const DEFAULT_HEIGHT = 260;

/** Series colours: CSS variables defined in charts.css for light and dark themes. */
export const SERIES_COLORS = [
  'var(--chart-c1)',
  'var(--chart-c2)',
  'var(--chart-c3)',
  'var(--chart-c4)',
  'var(--chart-c5)',
  'var(--chart-c6)',
  'var(--chart-c7)',
  'var(--chart-c8)',
] as const;

export function seriesColor(i: number): string {
  return SERIES_COLORS[((i % SERIES_COLORS.length) + SERIES_COLORS.length) % SERIES_COLORS.length];
}

/** Inner plot box of a chart of this size. */
export function plotBox(width: number, height: number, margin: Margin = DEFAULT_MARGIN) {
  const left = margin.left;
  const right = Math.max(left + 10, width - margin.right);
  const top = margin.top;
  const bottom = Math.max(top + 10, height - margin.bottom);
  return { left, right, top, bottom };
}

/** Rough rendered width of chart text at 11 px: CJK characters are about twice as wide as Latin ones. */
export function estimateTextWidth(text: string, fontPx = 11): number {
  let w = 0;
  for (const ch of text) w += /[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? fontPx : fontPx * 0.6;
  return w;
}
