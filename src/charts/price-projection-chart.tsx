import { useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceProjection } from '../../models/market';
import type { MarketInput } from '../../models/scenario';
import { inLanguage, type Language } from '../i18n/languages';
import { withDisplay, type DisplayRate } from '../format/display-money';
import { formatPrice } from '../format/format';
import { AxisBottom, AxisLeft } from './axes';
import { ChartFigure } from './chart-figure';
import { DEFAULT_HEIGHT, seriesColor } from './layout';
import type { LegendItem } from './legend';
import { tickMonths } from './month-ticks';
import { parityLabels, priceGeometry } from './price-projection-geometry';
import type { TooltipRow } from './tooltip';
import { localPoint, useTooltip } from './use-tooltip';
import { ChartOverlay } from './tooltip';

export interface PriceProjectionChartProps {
  prices: PriceProjection;
  market: MarketInput;
  currency: string;
  lang: Language;
  width: number;
  height?: number;
  /** Money also in this currency in the tooltip (docs/model.md › Display currency). */
  display?: DisplayRate | null;
}

/**
 * Rental price per GPU-hour of each generation over the horizon. Where a parity rule caps an
 * older generation, its capped price is the solid line and its uncapped price is dashed, with
 * the rule's start month marked.
 */
export function PriceProjectionChart({ prices, market, currency, lang, width, height = DEFAULT_HEIGHT, display = null }: PriceProjectionChartProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const g = useMemo(() => priceGeometry(prices, market, width, height), [prices, market, width, height]);
  const labels = useMemo(() => parityLabels(g, (p) => t('results.prices.parityFrom', { month: p.fromMonth })), [g, t]);
  const { tip, show, hide } = useTooltip();
  const colorOf = new Map(g.series.map((s, i) => [s.id, seriesColor(i)]));
  const labelOf = (id: string) => g.series.find((s) => s.id === id)?.label ?? id;
  const price = (v: number) => formatPrice(v, lang, currency);
  const tipPrice = (v: number) => withDisplay(price(v), v, lang, display, 'price');

  const legend: LegendItem[] = [
    ...g.series.map((s) => ({ label: s.label, color: colorOf.get(s.id) ?? seriesColor(0) })),
    ...g.parity.map((p) => ({
      label: t('results.prices.uncapped', { label: labelOf(p.older) }),
      color: colorOf.get(p.older) ?? seriesColor(0),
      kind: 'dashed' as const,
    })),
  ];
  const description = [
    t('results.prices.desc', { months: g.horizon }),
    ...g.series.map((s) =>
      t('results.prices.descSeries', {
        label: s.label,
        first: price(firstValue(s.values) ?? NaN),
        last: price(s.values[s.values.length - 1] ?? NaN),
      }),
    ),
    ...g.parity.map((p) =>
      t('results.prices.descParity', { older: labelOf(p.older), newer: labelOf(p.newer), month: p.fromMonth, relativeCost: p.relativeCost }),
    ),
  ].join(' ');
  const monthScale = Object.assign((m: number) => g.x(m), { ticks: (c?: number) => tickMonths(g.horizon, c ?? 6), range: () => g.x.range() });

  function onMove(event: MouseEvent<SVGRectElement>) {
    const { x, y } = localPoint(event, width);
    const m = Math.max(0, Math.min(g.horizon, Math.round(g.x.invert(x))));
    const rows: TooltipRow[] = g.series.map((s) => ({ label: s.label, value: tipPrice(s.values[m] ?? NaN), color: colorOf.get(s.id) }));
    for (const p of g.parity) {
      const u = p.uncapped[m];
      if (u !== null && u !== undefined) {
        rows.push({ label: t('results.prices.uncapped', { label: labelOf(p.older) }), value: tipPrice(u), color: colorOf.get(p.older), dashed: true });
      }
    }
    show({ x, y, title: t('results.cashFlow.month', { month: m }), rows });
  }

  return (
    <ChartFigure title={t('results.prices.title')} description={description} width={width} height={height} tip={tip} legend={legend} testId="price-projection-chart">
      <AxisLeft scale={g.y} format={price} left={g.box.left} right={g.box.right} label={t('results.prices.axis', { currency })} />
      <AxisBottom scale={monthScale} format={(m) => String(m)} top={g.box.bottom} label={t('results.axis.month')} />
      {g.parity.map((p, i) => (
        <g key={`${p.older}-${p.newer}-${p.fromMonth}`} className="price__parity" data-testid="parity-marker">
          <line className="chart-marker" x1={p.x} x2={p.x} y1={g.box.top} y2={g.box.bottom} strokeDasharray="2 3" />
          <text className="chart-marker-label" x={labels[i].x} y={labels[i].y} textAnchor={labels[i].anchor}>
            {labels[i].text}
          </text>
          <path className="chart-line chart-line--dashed price__uncapped" data-generation={p.older} d={p.path} style={{ stroke: colorOf.get(p.older) }} />
        </g>
      ))}
      {g.series.map((s) => (
        <path key={s.id} className="chart-line price__line" data-generation={s.id} d={s.path} style={{ stroke: colorOf.get(s.id) }} />
      ))}
      <ChartOverlay box={g.box} onMove={onMove} onLeave={hide} />
    </ChartFigure>
  );
}

function firstValue(values: (number | null)[]): number | null {
  for (const v of values) if (v !== null) return v;
  return null;
}
