// The small tooltip every chart shares: exact values at the pointer, positioned inside the
// chart's figure (which is position: relative) and flipped left near the right edge.

export interface TooltipRow {
  label: string;
  value: string;
  /** CSS colour of the series swatch. */
  color?: string;
  dashed?: boolean;
}

export interface TooltipData {
  /** Pointer position in the chart's own pixels. */
  x: number;
  y: number;
  title?: string;
  rows: TooltipRow[];
}

export function ChartTooltip({ tip, width }: { tip: TooltipData | null; width: number }) {
  if (!tip) return null;
  const flip = tip.x > width * 0.6;
  const style = {
    left: `${flip ? tip.x - 12 : tip.x + 12}px`,
    top: `${Math.max(0, tip.y - 8)}px`,
    transform: flip ? 'translateX(-100%)' : undefined,
  };
  return (
    <div className="chart-tooltip" role="tooltip" style={style}>
      {tip.title ? <div className="chart-tooltip__title">{tip.title}</div> : null}
      <table>
        <tbody>
          {tip.rows.map((row, i) => (
            <tr key={`${row.label}-${i}`}>
              <th scope="row">
                {row.color ? (
                  <span
                    className={row.dashed ? 'chart-swatch chart-swatch--dashed' : 'chart-swatch'}
                    style={{ borderColor: row.color, background: row.dashed ? undefined : row.color }}
                    aria-hidden="true"
                  />
                ) : null}
                {row.label}
              </th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
