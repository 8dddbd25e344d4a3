export interface LegendItem {
  label: string;
  color: string;
  /** 'line' (default), 'dashed' line, a filled 'box', or an outlined box with diagonal 'hatch' lines. */
  kind?: 'line' | 'dashed' | 'box' | 'hatch';
}

export function ChartLegend({ items, label }: { items: LegendItem[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul className="chart-legend" aria-label={label}>
      {items.map((item) => (
        <li key={`${item.label}-${item.kind ?? 'line'}`}>
          <svg width="22" height="10" aria-hidden="true" focusable="false">
            {item.kind === 'box' ? (
              <rect x="3" y="1" width="16" height="8" rx="1" style={{ fill: item.color }} />
            ) : item.kind === 'hatch' ? (
              <g style={{ stroke: item.color }} fill="none" strokeWidth="1">
                <rect x="3.5" y="1.5" width="15" height="7" />
                <path d="M5,8.5L11,1.5M10,8.5L16,1.5M15,8.5L18.5,4.5" />
              </g>
            ) : (
              <line
                x1="1"
                x2="21"
                y1="5"
                y2="5"
                strokeWidth="2"
                strokeDasharray={item.kind === 'dashed' ? '4 3' : undefined}
                style={{ stroke: item.color }}
              />
            )}
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
