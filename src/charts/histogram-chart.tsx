import { useMemo } from 'react';
import { max, scaleLinear } from 'd3';
import { useTranslation } from 'react-i18next';
import { formatDisplay, type DisplayRate } from '../format/display-money';
import type { HistogramBin } from '../../models/uncertainty';
import { inLanguage, type Language } from '../i18n/languages';
import { formatInteger, formatMoney, formatPercent } from '../format/format';
import { AxisBottom, AxisLeft } from './axes';
import { ChartFigure } from './chart-figure';
import { DEFAULT_HEIGHT, DEFAULT_MARGIN, plotBox } from './layout';
import { localPoint, useTooltip } from './use-tooltip';

export interface HistogramMarker {
  value: number;
  label: string;
}

export interface HistogramChartProps {
  bins: readonly HistogramBin[];
  /** 'percent' for IRR (fractions), 'money' for NPV. */
  valueKind: 'percent' | 'money';
  currency: string;
  lang: Language;
  width: number;
  height?: number;
  title: string;
  /** Vertical markers (e.g. the hurdle rate, P50). */
  markers?: HistogramMarker[];
  /** Money also in this currency in the tooltip (docs/model.md › Display currency). */
  display?: DisplayRate | null;
}

export function histogramGeometry(bins: readonly HistogramBin[], width: number, height: number) {
  const box = plotBox(width, height, DEFAULT_MARGIN);
  const lo = bins.length > 0 ? bins[0].x0 : 0;
  const hi = bins.length > 0 ? bins[bins.length - 1].x1 : 1;
  const x = scaleLinear().domain(lo === hi ? [lo - 1, hi + 1] : [lo, hi]).range([box.left, box.right]);
  const y = scaleLinear().domain([0, max(bins, (b) => b.count) || 1]).nice().range([box.bottom, box.top]);
  const bars = bins.map((b) => {
    // A single bin of equal values has zero width: draw it as a thin bar at the value.
    const x0 = b.x0 === b.x1 ? x(b.x0) - 3 : x(b.x0);
    const x1 = b.x0 === b.x1 ? x(b.x1) + 3 : x(b.x1);
    return { ...b, x: x0 + 0.5, width: Math.max(1, x1 - x0 - 1), y: y(b.count), height: y(0) - y(b.count) };
  });
  return { bars, x, y, box };
}

/** Monte Carlo distribution of an outcome (IRR or NPV) as equal-width bins. */
export function HistogramChart({ bins, valueKind, currency, lang, width, height = DEFAULT_HEIGHT, title, markers = [], display = null }: HistogramChartProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const g = useMemo(() => histogramGeometry(bins, width, height), [bins, width, height]);
  const { tip, show, hide } = useTooltip();
  const fmt = (v: number) => (valueKind === 'percent' ? formatPercent(v, lang, 1) : formatMoney(v, lang, currency, { compact: true }));
  const exact = (v: number) => (valueKind === 'percent' ? formatPercent(v, lang, 2) : formatMoney(v, lang, currency, { digits: 0 }));
  const total = bins.reduce((s, b) => s + b.count, 0);
  const description = t('results.histogram.desc', { trials: formatInteger(total, lang), bins: bins.length, min: exact(bins[0]?.x0 ?? NaN), max: exact(bins[bins.length - 1]?.x1 ?? NaN) });
  return (
    <ChartFigure title={title} description={description} width={width} height={height} tip={tip} testId={`histogram-${valueKind}`}>
      <AxisLeft scale={g.y} format={(v) => formatInteger(v, lang)} left={g.box.left} right={g.box.right} label={t('results.histogram.axisCount')} />
      <AxisBottom scale={g.x} format={fmt} top={g.box.bottom} />
      {g.bars.map((b, i) => (
        <rect
          key={i}
          className="chart-bar chart-bar--total histogram__bar"
          x={b.x}
          y={b.y}
          width={b.width}
          height={b.height}
          onMouseMove={(e) => {
            const p = localPoint(e, width);
            show({
              x: p.x,
              y: p.y,
              title: `${exact(b.x0)} – ${exact(b.x1)}`,
              rows: [
                { label: t('results.histogram.trials'), value: formatInteger(b.count, lang) },
                { label: t('results.histogram.share'), value: formatPercent(total > 0 ? b.count / total : 0, lang, 1) },
                ...(display && valueKind !== 'percent' ? [{ label: display.currency, value: `≈ ${formatDisplay(b.x0, lang, display)} – ${formatDisplay(b.x1, lang, display)}` }] : []),
              ],
            });
          }}
          onMouseLeave={hide}
        />
      ))}
      {markers.map((m) => {
        const mx = g.x(m.value);
        if (!(mx >= g.box.left - 0.5 && mx <= g.box.right + 0.5)) return null;
        return (
          <g key={m.label} className="histogram__marker">
            <line className="chart-marker" x1={mx} x2={mx} y1={g.box.top} y2={g.box.bottom} strokeDasharray="4 3" />
            <text className="chart-marker-label" x={mx + 4} y={g.box.top + 10}>
              {`${m.label} ${exact(m.value)}`}
            </text>
          </g>
        );
      })}
    </ChartFigure>
  );
}
