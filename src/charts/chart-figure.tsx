import { useId, type ReactNode } from 'react';
import './charts.css';
import { ChartLegend, type LegendItem } from './legend';
import { ChartTooltip, type TooltipData } from './tooltip';

export interface ChartFigureProps {
  /** Accessible name (also the SVG <title>). */
  title: string;
  /** What the chart shows, in words and exact figures (the SVG <desc>). */
  description: string;
  width: number;
  height: number;
  legend?: LegendItem[];
  legendLabel?: string;
  tip?: TooltipData | null;
  className?: string;
  testId?: string;
  /** Show the title above the chart (default true; off where a heading already says it). */
  captioned?: boolean;
  /** A finding to read without the chart, shown in words under it (also put it in the description). */
  note?: string | null;
  children: ReactNode;
}

/** A chart's figure: the SVG (role img, <title>/<desc>), its legend and its tooltip. */
export function ChartFigure({ title, description, width, height, legend, legendLabel, tip, className, testId, captioned = true, note = null, children }: ChartFigureProps) {
  const id = useId();
  return (
    <figure className={className ? `chart ${className}` : 'chart'} data-testid={testId}>
      {captioned ? (
        <figcaption className="chart__caption" aria-hidden="true">
          {title}
        </figcaption>
      ) : null}
      <svg
        className="chart__svg"
        role="img"
        aria-label={title}
        aria-describedby={`${id}-desc`}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {children}
      </svg>
      {note ? <p className="chart__note">{note}</p> : null}
      {legend ? <ChartLegend items={legend} label={legendLabel ?? title} /> : null}
      <ChartTooltip tip={tip ?? null} width={width} />
    </figure>
  );
}
