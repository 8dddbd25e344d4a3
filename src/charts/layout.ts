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

/** A text label placed beside a vertical marker line; (x, y) is the text anchor point. */
export interface MarkerLabel {
  text: string;
  /** Pixel x of the marker line the label belongs to. */
  markerX: number;
  x: number;
  /** Baseline. */
  y: number;
  anchor: 'start' | 'end';
  /** Estimated box of the rendered text. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface MarkerLabelBounds {
  left: number;
  right: number;
  /** Top of the first row. */
  top: number;
  fontPx?: number;
  /** Distance between rows (baseline to baseline). */
  rowHeight?: number;
}

/** Gap between a marker line and its label. */
const LABEL_OFFSET = 4;
/** Horizontal room kept between two labels of one row. */
const LABEL_GAP = 4;
/** Marker labels are bold: about 8 % wider than estimateTextWidth's regular text. */
const BOLD_FACTOR = 1.08;

/**
 * Places one label per marker, in the given order: right of the line when it fits before
 * `bounds.right`, else left of it (a marker near the right edge, e.g. month H), else clamped
 * inside; and on the first row where it overlaps no label placed before it.
 */
export function placeMarkerLabels(markers: readonly { x: number; text: string }[], bounds: MarkerLabelBounds): MarkerLabel[] {
  const fontPx = bounds.fontPx ?? 11;
  const rowHeight = bounds.rowHeight ?? fontPx + 3;
  const placed: MarkerLabel[] = [];
  const rows: { left: number; right: number }[][] = [];
  for (const { x, text } of markers) {
    const w = estimateTextWidth(text, fontPx) * BOLD_FACTOR;
    const room = bounds.right - bounds.left;
    const candidates: { left: number; anchor: 'start' | 'end' }[] = [];
    if (x + LABEL_OFFSET + w <= bounds.right) candidates.push({ left: x + LABEL_OFFSET, anchor: 'start' });
    if (x - LABEL_OFFSET - w >= bounds.left) candidates.push({ left: x - LABEL_OFFSET - w, anchor: 'end' });
    if (candidates.length === 0) candidates.push({ left: w >= room ? bounds.left : Math.min(Math.max(bounds.left, x - w / 2), bounds.right - w), anchor: 'start' });
    let row = 0;
    let choice: { left: number; anchor: 'start' | 'end' } | undefined;
    for (;; row++) {
      const taken = rows[row] ?? [];
      choice = candidates.find((c) => taken.every((b) => c.left + w + LABEL_GAP <= b.left || b.right + LABEL_GAP <= c.left));
      if (choice) break;
    }
    (rows[row] ??= []).push({ left: choice.left, right: choice.left + w });
    const baseline = bounds.top + fontPx + row * rowHeight;
    placed.push({
      text,
      markerX: x,
      x: choice.anchor === 'start' ? choice.left : choice.left + w,
      y: baseline,
      anchor: choice.anchor,
      left: choice.left,
      right: choice.left + w,
      top: baseline - fontPx,
      bottom: baseline + 3,
    });
  }
  return placed;
}
