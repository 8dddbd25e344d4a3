import { useMemo, type MouseEvent } from 'react';
import { line, max, min, scaleLinear } from 'd3';
import { useTranslation } from 'react-i18next';
import { inLanguage, type Language } from '../i18n/languages';
import { withDisplay, type DisplayKind, type DisplayRate } from '../format/display-money';
import { AxisBottom, AxisLeft } from './axes';
import { ChartFigure } from './chart-figure';
import { DEFAULT_HEIGHT, plotBox } from './layout';
import type { LegendItem } from './legend';
import { tickMonths } from './month-ticks';
import { localPoint, useTooltip } from './use-tooltip';
import { ChartOverlay } from './tooltip';

export interface OverlaySeries {
  /** Shown in the legend and tooltip (e.g. "Scenario A · H100 SXM"). */
  name: string;
  /** Value at month m (index), null = gap. */
  values: readonly (number | null)[];
  color: string;
  dashed?: boolean;
  /** Its scenario's display rate: the tooltip shows the value also in that currency (docs/model.md › Display currency). */
  display?: DisplayRate | null;
}

export interface OverlayLineChartProps {
  series: readonly OverlaySeries[];
  title: string;
  description: string;
  /** Axis tick format and exact tooltip format. */
  format: (value: number) => string;
  formatExact: (value: number) => string;
  yLabel: string;
  lang: Language;
  width: number;
  height?: number;
  /** Include 0 in the y domain (money) or not (prices start at 0 anyway). */
  zeroBased?: boolean;
  testId?: string;
  /** Show the title above the chart (default true). */
  captioned?: boolean;
  /** What the values are, for a series' display figure: amounts (default) or prices per GPU-hour. */
  displayKind?: DisplayKind;
}

export function overlayGeometry(series: readonly OverlaySeries[], width: number, height: number, zeroBased = true) {
  const box = plotBox(width, height);
  const H = Math.max(1, max(series, (s) => s.values.length - 1) ?? 1);
  const x = scaleLinear().domain([0, H]).range([box.left, box.right]);
  const all = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  let lo = min(all) ?? 0;
  let hi = max(all) ?? 1;
  if (zeroBased) {
    lo = Math.min(0, lo);
    hi = Math.max(0, hi);
  }
  const y = scaleLinear().domain(lo === hi ? [lo - 1, hi + 1] : [lo, hi]).nice().range([box.bottom, box.top]);
  const toPath = line<number | null>()
    .defined((v) => v !== null)
    .x((_, m) => x(m))
    .y((v) => y(v ?? 0));
  const paths = series.map((s) => toPath([...s.values]) ?? '');
  return { x, y, box, H, paths };
}

/** Several month series on one chart (compare page: prices and cumulative cash flow per scenario). */
export function OverlayLineChart({ series, title, description, format, formatExact, yLabel, lang, width, height = DEFAULT_HEIGHT, zeroBased = true, testId, captioned = true, displayKind = 'money' }: OverlayLineChartProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const g = useMemo(() => overlayGeometry(series, width, height, zeroBased), [series, width, height, zeroBased]);
  const { tip, show, hide } = useTooltip();
  const legend: LegendItem[] = series.map((s) => ({ label: s.name, color: s.color, kind: s.dashed ? 'dashed' : 'line' }));
  const monthScale = Object.assign((m: number) => g.x(m), { ticks: (c?: number) => tickMonths(g.H, c ?? 6), range: () => g.x.range() });

  function onMove(event: MouseEvent<SVGRectElement>) {
    const { x, y } = localPoint(event, width);
    const m = Math.max(0, Math.min(g.H, Math.round(g.x.invert(x))));
    show({
      x,
      y,
      title: t('results.cashFlow.month', { month: m }),
      rows: series.map((s) => {
        const v = s.values[m];
        return { label: s.name, value: v === null || v === undefined ? '—' : withDisplay(formatExact(v), v, lang, s.display, displayKind), color: s.color, dashed: s.dashed };
      }),
    });
  }

  return (
    <ChartFigure title={title} description={description} width={width} height={height} tip={tip} legend={legend} testId={testId} captioned={captioned}>
      <AxisLeft scale={g.y} format={format} left={g.box.left} right={g.box.right} label={yLabel} />
      <AxisBottom scale={monthScale} format={(m) => String(m)} top={g.box.bottom} label={t('results.axis.month')} />
      {series.map((s, i) => (
        <path key={`${s.name}-${i}`} className={s.dashed ? 'chart-line chart-line--dashed overlay__line' : 'chart-line overlay__line'} d={g.paths[i]} style={{ stroke: s.color }} />
      ))}
      <ChartOverlay box={g.box} onMove={onMove} onLeave={hide} />
    </ChartFigure>
  );
}
