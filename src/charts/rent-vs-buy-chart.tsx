import { useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HOURS_PER_YEAR, type CostMode, type RentVsBuyResult } from '../../models/rent-vs-buy';
import { inLanguage, type Language } from '../i18n/languages';
import { withDisplay, type DisplayRate } from '../format/display-money';
import { formatExactMoney, formatMoney, formatNumber } from '../format/format';
import { AxisBottom, AxisLeft } from './axes';
import { ChartFigure } from './chart-figure';
import { DEFAULT_HEIGHT, estimateTextWidth } from './layout';
import type { LegendItem } from './legend';
import { RENT_MODES, cheapestAt, presentModes, rentVsBuyGeometry } from './rent-vs-buy-geometry';
import { localPoint, useTooltip } from './use-tooltip';
import { ChartOverlay } from './tooltip';

export const MODE_COLORS: Record<CostMode, string> = {
  onDemand: 'var(--chart-c1)',
  spot: 'var(--chart-c2)',
  reserved: 'var(--chart-c4)',
  reserved3y: 'var(--chart-c5)',
  buy: 'var(--chart-c3)',
};

export interface RentVsBuyChartProps {
  rentVsBuy: RentVsBuyResult;
  currency: string;
  lang: Language;
  width: number;
  height?: number;
  /** Money also in this currency in the tooltip (docs/model.md › Display currency). */
  display?: DisplayRate | null;
}

/** Annual cost per GPU by mode over usage hours, break-evens with buying, the cheapest bands and the user's hours. */
export function RentVsBuyChart({ rentVsBuy, currency, lang, width, height = DEFAULT_HEIGHT, display = null }: RentVsBuyChartProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const g = useMemo(() => rentVsBuyGeometry(rentVsBuy, width, height), [rentVsBuy, width, height]);
  const { tip, show, hide } = useTooltip();
  const modeName = (m: CostMode) => t(`results.modes.${m}`);
  const hours = (h: number) => formatNumber(h, lang, 0);

  const modes = presentModes(rentVsBuy.lines);
  const legend: LegendItem[] = modes.map((m) => ({ label: modeName(m), color: MODE_COLORS[m] }));
  const description = [
    t('results.rentVsBuy.desc', { hours: hours(rentVsBuy.usageHours), mode: modeName(rentVsBuy.cheapest) }),
    ...g.markers.map((mk) => t('results.rentVsBuy.descBreakEven', { mode: modeName(mk.mode), hours: hours(mk.hours) })),
    ...RENT_MODES.flatMap((m) => {
      const note = rentVsBuy.breakEvenNote[m];
      return note === undefined || note === 'crosses' ? [] : [t('results.rentVsBuy.descNote', { mode: modeName(m), note: t(`results.rentVsBuy.notes.${note}`) })];
    }),
    ...g.bands.map((b) => t('results.rentVsBuy.descBand', { mode: modeName(b.mode), from: hours(b.from), to: hours(b.to) })),
  ].join(' ');

  function onMove(event: MouseEvent<SVGRectElement>) {
    const { x, y } = localPoint(event, width);
    const h = Math.max(0, Math.min(HOURS_PER_YEAR, Math.round(g.x.invert(x))));
    const cheapest = cheapestAt(rentVsBuy.lines, h);
    show({
      x,
      y,
      title: t('results.rentVsBuy.atHours', { hours: hours(h), mode: modeName(cheapest) }),
      rows: modes.map((m) => ({
        label: modeName(m),
        value: (() => {
          const v = rentVsBuy.lines[m]!.fixed + rentVsBuy.lines[m]!.perHour * h;
          return withDisplay(formatExactMoney(v, lang, currency), v, lang, display);
        })(),
        color: MODE_COLORS[m],
      })),
    });
  }

  return (
    <ChartFigure title={t('results.rentVsBuy.title')} description={description} width={width} height={height} tip={tip} legend={legend} testId="rent-vs-buy-chart">
      <g className="rvb__bands">
        {g.bands.map((b) => (
          <rect
            key={`${b.mode}-${b.from}`}
            className="chart-band rvb__band"
            data-mode={b.mode}
            data-from={b.from}
            data-to={b.to}
            x={b.x0}
            y={g.box.top}
            width={Math.max(0, b.x1 - b.x0)}
            height={g.box.bottom - g.box.top}
            style={{ fill: MODE_COLORS[b.mode] }}
          />
        ))}
        {g.bands.map((b) => {
          const label = t('results.rentVsBuy.cheapestBand', { mode: modeName(b.mode) });
          // Only where the band is wide enough for its label.
          return b.x1 - b.x0 > estimateTextWidth(label) + 8 ? (
            <text key={`label-${b.mode}-${b.from}`} className="rvb__band-label" x={(b.x0 + b.x1) / 2} y={g.box.top + 12} textAnchor="middle">
              {label}
            </text>
          ) : null;
        })}
      </g>
      <AxisLeft scale={g.y} format={(v) => formatMoney(v, lang, currency, { compact: true })} left={g.box.left} right={g.box.right} label={t('results.rentVsBuy.axisCost', { currency })} />
      <AxisBottom scale={g.x} format={(v) => formatNumber(v, lang, 0)} top={g.box.bottom} label={t('results.rentVsBuy.axisHours')} />
      {g.paths.map((p) => (
        <path key={p.mode} className="chart-line rvb__line" data-mode={p.mode} d={p.path} style={{ stroke: MODE_COLORS[p.mode] }} />
      ))}
      {g.markers.map((mk) => (
        <g key={mk.mode} className="rvb__break-even" data-testid="break-even-marker" data-mode={mk.mode} data-hours={mk.hours}>
          <line className="chart-guide" x1={mk.x} x2={mk.x} y1={mk.y} y2={g.box.bottom} />
          <circle cx={mk.x} cy={mk.y} r={4.5} style={{ fill: 'var(--surface)', stroke: MODE_COLORS[mk.mode], strokeWidth: 2 }} />
        </g>
      ))}
      <g className="rvb__usage" data-testid="usage-marker" data-hours={g.usage.hours}>
        <line className="chart-marker" x1={g.usage.x} x2={g.usage.x} y1={g.box.top} y2={g.box.bottom} />
        <text className="chart-marker-label" x={g.usage.x + (g.usage.x > (g.box.left + g.box.right) / 2 ? -4 : 4)} y={g.box.bottom - 6} textAnchor={g.usage.x > (g.box.left + g.box.right) / 2 ? 'end' : 'start'}>
          {t('results.rentVsBuy.yourHours', { hours: hours(g.usage.hours) })}
        </text>
      </g>
      <ChartOverlay box={g.box} onMove={onMove} onLeave={hide} />
    </ChartFigure>
  );
}
