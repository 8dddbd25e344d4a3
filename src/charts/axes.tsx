// Axes drawn by React from d3 scales (d3 computes ticks; nothing is appended by d3). Each tick is
// placed by its own coordinates, not by a translated group: a group's transform is a paint property
// of its own, and an edit that moves the ticks then had the browser redo the whole page's
// layerization in the frame that shows it (issue 34). Ticks are keyed by their place, not their
// value: when an edit changes the ticks, the same elements take the new values rather than being
// removed and created again (A/B of 60 edits: edit → painted 12.3 → 12.0 ms).

export interface LinearLike {
  (value: number): number;
  ticks: (count?: number) => number[];
  range: () => number[];
}

interface AxisProps {
  scale: LinearLike;
  format: (value: number) => string;
  ticks?: number;
  label?: string;
}

/** Left axis at x = left, with horizontal grid lines across to `right`. */
export function AxisLeft({ scale, format, ticks = 5, label, left, right }: AxisProps & { left: number; right: number }) {
  const values = scale.ticks(ticks);
  const [y0, y1] = scale.range();
  return (
    <g className="chart-axis chart-axis--left" aria-hidden="true">
      {values.map((v, i) => (
        <g key={i}>
          <line className={v === 0 ? 'chart-grid chart-grid--zero' : 'chart-grid'} x1={left} x2={right} y1={scale(v)} y2={scale(v)} />
          <text x={left - 6} y={scale(v)} dy="0.32em" textAnchor="end">
            {format(v)}
          </text>
        </g>
      ))}
      {label ? (
        // Above the axis, reading left to right: never collides with long tick labels (e.g. "-US$800万").
        <text className="chart-axis__label" x={0} y={Math.min(y0, y1) - 9} textAnchor="start">
          {label}
        </text>
      ) : null}
    </g>
  );
}

/** Right axis at x = right (no grid); its label ends at x = edge. */
export function AxisRight({ scale, format, ticks = 5, label, right, edge }: AxisProps & { right: number; edge: number }) {
  const values = scale.ticks(ticks);
  const [y0, y1] = scale.range();
  return (
    <g className="chart-axis chart-axis--right" aria-hidden="true">
      <line className="chart-axis__line" x1={right} x2={right} y1={y0} y2={y1} />
      {values.map((v, i) => (
        <g key={i}>
          <line className="chart-axis__tick" x1={right} x2={right + 4} y1={scale(v)} y2={scale(v)} />
          <text x={right + 7} y={scale(v)} dy="0.32em" textAnchor="start">
            {format(v)}
          </text>
        </g>
      ))}
      {label ? (
        <text className="chart-axis__label" x={edge} y={Math.min(y0, y1) - 9} textAnchor="end">
          {label}
        </text>
      ) : null}
    </g>
  );
}

/** Bottom axis at y = top. */
export function AxisBottom({ scale, format, ticks = 6, label, top }: AxisProps & { top: number }) {
  const values = scale.ticks(ticks);
  const [x0, x1] = scale.range();
  return (
    <g className="chart-axis chart-axis--bottom" aria-hidden="true">
      <line className="chart-axis__line" x1={x0} x2={x1} y1={top} y2={top} />
      {values.map((v, i) => (
        <g key={i}>
          <line className="chart-axis__tick" x1={scale(v)} x2={scale(v)} y1={top} y2={top + 4} />
          <text x={scale(v)} y={top + 16} textAnchor="middle">
            {format(v)}
          </text>
        </g>
      ))}
      {label ? (
        <text className="chart-axis__label" x={(x0 + x1) / 2} y={top + 32} textAnchor="middle">
          {label}
        </text>
      ) : null}
    </g>
  );
}
