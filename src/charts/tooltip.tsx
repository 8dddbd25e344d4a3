// The small tooltip every chart shares: exact values at the pointer, positioned inside the
// chart's figure (which is position: relative) and flipped left near the right edge.
import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';

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
  // The tooltip's own width, measured once shown: a tooltip with money in two currencies is wide,
  // so it flips left of the pointer whenever it would run past the chart's right edge.
  const ref = useRef<HTMLDivElement>(null);
  const [own, setOwn] = useState(0);
  useLayoutEffect(() => {
    if (ref.current) setOwn(ref.current.offsetWidth);
  }, [tip]);
  if (!tip) return null;
  const flip = tip.x > width * 0.6 || (own > 0 && tip.x + 12 + own > width && tip.x - 12 - own >= 0);
  const style = {
    left: `${flip ? tip.x - 12 : tip.x + 12}px`,
    top: `${Math.max(0, tip.y - 8)}px`,
    transform: flip ? 'translateX(-100%)' : undefined,
  };
  return (
    <div ref={ref} className="chart-tooltip" role="tooltip" style={style}>
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

/** The transparent rectangle over a chart's plot box that follows the pointer for the tooltip. */
export function ChartOverlay({ box, onMove, onLeave }: { box: { left: number; right: number; top: number; bottom: number }; onMove: (event: MouseEvent<SVGRectElement>) => void; onLeave: () => void }) {
  return <rect className="chart-overlay" x={box.left} y={box.top} width={box.right - box.left} height={box.bottom - box.top} onMouseMove={onMove} onMouseLeave={onLeave} />;
}
