// Which rows of a fixed-row-height list are on screen (plus `overscan` rows either side).

export interface RowRange {
  /** First rendered index. */
  start: number;
  /** One past the last rendered index. */
  end: number;
}

export function visibleRange(scrollTop: number, viewportHeight: number, rowHeight: number, count: number, overscan: number): RowRange {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const top = Math.max(0, scrollTop);
  const first = Math.floor(top / rowHeight);
  const last = Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight);
  const start = Math.min(Math.max(0, first - overscan), count);
  const end = Math.min(count, Math.max(start, last + overscan));
  return { start, end };
}
