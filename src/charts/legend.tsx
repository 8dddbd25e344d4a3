export interface LegendItem {
  label: string;
  color: string;
  /** 'line' (default), 'dashed' line, or a filled 'box'. */
  kind?: 'line' | 'dashed' | 'box';
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
