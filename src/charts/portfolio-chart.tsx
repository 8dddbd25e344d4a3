import { useId, useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferKind, PortfolioResult } from '../../models/portfolio/types';
import { inLanguage, type Language } from '../i18n/languages';
import { countText } from '../format/count';
import { withDisplay, type DisplayRate } from '../format/display-money';
import { formatExactMoney, formatInteger, formatNumber, formatPercent } from '../format/format';
import { AxisBottom, AxisLeft } from './axes';
import { ChartFigure } from './chart-figure';
import type { LegendItem } from './legend';
import { tickMonths } from './month-ticks';
import { portfolioGeometry, portfolioMonthAt, type OfferOrderInput, type PortfolioLayer } from './portfolio-geometry';
import { localPoint, useTooltip } from './use-tooltip';
import { ChartOverlay } from './tooltip';

/** Offer colours by kind, in offer order within a kind (commitments in the reservations' colours of the rent-vs-buy chart). */
const KIND_COLORS: Record<OfferKind, readonly string[]> = {
  commit: ['var(--chart-c4)', 'var(--chart-c5)', 'var(--chart-c6)', 'var(--chart-c7)'],
  onDemand: ['var(--chart-c1)', 'var(--chart-c8)'],
  spot: ['var(--chart-c2)', 'var(--chart-c3)'],
};
const IDLE_COLOR = 'var(--chart-axis)';
const UNSERVED_COLOR = 'var(--chart-neg)';
const PEAK_COLOR = 'var(--chart-marker)';

/** Each offer's colour: by its kind, the n-th offer of a kind taking the n-th colour. */
export function offerColors(offers: readonly Pick<OfferOrderInput, 'name' | 'kind'>[]): Map<string, string> {
  const seen: Record<OfferKind, number> = { commit: 0, onDemand: 0, spot: 0 };
  const out = new Map<string, string>();
  for (const o of offers) {
    const palette = KIND_COLORS[o.kind];
    out.set(o.name, palette[seen[o.kind]++ % palette.length]);
  }
  return out;
}

export interface PortfolioChartProps {
  portfolio: PortfolioResult;
  /** The plan's offers (kind and prices: the dispatch order the bands are stacked in). */
  offers: readonly OfferOrderInput[];
  /** An offer's name as the reader sees it (default offers translated). */
  labelOf?: (offer: string) => string;
  currency: string;
  lang: Language;
  width: number;
  height?: number;
  /** Money also in this currency in the tooltip (docs/model.md › Display currency). */
  display?: DisplayRate | null;
}

/** Average GPUs each offer served month by month, stacked in dispatch order, with idle committed GPUs, unserved demand and the peak. */
export function PortfolioChart({ portfolio, offers, labelOf = (name) => name, currency, lang, width, height = 280, display = null }: PortfolioChartProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const g = useMemo(() => portfolioGeometry(portfolio, offers, width, height), [portfolio, offers, width, height]);
  const colors = useMemo(() => offerColors(offers), [offers]);
  const { tip, show, hide } = useTooltip();
  const patternId = `pf${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const H = portfolio.months.length;
  const gpus = (n: number) => countText(t, 'gpu', n, lang, 1);
  const hours = (h: number) => formatInteger(h, lang);

  const nameOf = (l: PortfolioLayer) => (l.offer !== null ? labelOf(l.offer) : t(l.kind === 'idle' ? 'portfolio.chart.idle' : 'portfolio.chart.unserved'));
  // The hatches by attribute (their url names a generated id), the colours by style (CSS variables).
  const patternOf = (l: PortfolioLayer) => (l.offer === null ? `url(#${patternId}-${l.kind})` : undefined);
  const colorOf = (l: PortfolioLayer) => (l.kind === 'idle' ? IDLE_COLOR : l.kind === 'unserved' ? UNSERVED_COLOR : (colors.get(l.key) ?? IDLE_COLOR));

  const legend: LegendItem[] = [
    ...g.layers.map((l) => ({ label: nameOf(l), color: colorOf(l), kind: l.offer === null ? ('hatch' as const) : ('box' as const) })),
    { label: t('portfolio.chart.peak'), color: PEAK_COLOR, kind: 'dashed' },
  ];
  const demand = portfolio.demandGPUHours;
  const description = [
    t('portfolio.chart.desc', { months: formatInteger(H, lang) }),
    ...g.layers.map((l) =>
      l.kind === 'idle'
        ? t('portfolio.chart.descIdle', { hours: hours(l.gpuHours) })
        : l.kind === 'unserved'
          ? t('portfolio.chart.descUnserved', { hours: hours(l.gpuHours) })
          : t('portfolio.chart.descOffer', { offer: nameOf(l), share: formatPercent(demand > 0 ? l.gpuHours / demand : null, lang, 1), hours: hours(l.gpuHours) }),
    ),
  ].join(' ');
  const monthScale = Object.assign((m: number) => g.x(m - 0.5), {
    ticks: (count?: number) => {
      const ticks = tickMonths(H, count ?? 8).filter((m) => m >= 1);
      return ticks[0] === 1 ? ticks : [1, ...ticks];
    },
    range: () => [g.box.left, g.box.right],
  });

  function onMove(event: MouseEvent<SVGRectElement>) {
    const { x, y } = localPoint(event, width);
    const m = portfolioMonthAt(g, x);
    if (!m) return;
    const pm = portfolio.months[m.month - 1];
    show({
      x,
      y,
      title: t('portfolio.chart.month', { month: m.month }),
      rows: [
        ...[...g.layers].reverse().map((l, k) => {
          const band = m.bands[g.layers.length - 1 - k];
          return { label: nameOf(l), value: gpus(band.to - band.from), color: colorOf(l), dashed: l.offer === null };
        }),
        { label: t('portfolio.chart.demand'), value: gpus(m.demand) },
        { label: t('portfolio.chart.peak'), value: gpus(m.peak), color: PEAK_COLOR, dashed: true },
        { label: t('portfolio.chart.committed'), value: gpus(m.committed) },
        { label: t('portfolio.chart.cost'), value: withDisplay(formatExactMoney(pm.cost, lang, currency), pm.cost, lang, display) },
      ],
    });
  }

  return (
    <ChartFigure title={t('portfolio.chart.title')} description={description} width={width} height={height} tip={tip} legend={legend} testId="portfolio-chart">
      <defs>
        {[
          ['idle', IDLE_COLOR],
          ['unserved', UNSERVED_COLOR],
        ].map(([kind, color]) => (
          <pattern key={kind} id={`${patternId}-${kind}`} patternUnits="userSpaceOnUse" width={6} height={6} patternTransform="rotate(45)">
            <line x1={0} y1={0} x2={0} y2={6} style={{ stroke: color }} strokeWidth={2} />
          </pattern>
        ))}
      </defs>
      <AxisLeft scale={g.y} format={(v) => formatNumber(v, lang, 0)} left={g.box.left} right={g.box.right} label={t('portfolio.chart.axisGPUs')} />
      <AxisBottom scale={monthScale} format={(m) => String(m)} top={g.box.bottom} label={t('results.axis.month')} />
      <g className="portfolio__bands">
        {g.layers.map((l) => (
          <path
            key={l.key}
            className={l.offer === null ? `portfolio__band portfolio__band--${l.kind}` : 'portfolio__band'}
            data-layer={l.kind}
            data-offer={l.offer ?? undefined}
            d={l.path}
            fill={patternOf(l)}
            style={l.offer === null ? { stroke: colorOf(l) } : { fill: colorOf(l), stroke: colorOf(l) }}
          />
        ))}
      </g>
      <path className="chart-line chart-line--dashed portfolio__peak" d={g.peakPath} style={{ stroke: PEAK_COLOR }} />
      <ChartOverlay box={g.box} onMove={onMove} onLeave={hide} />
    </ChartFigure>
  );
}
