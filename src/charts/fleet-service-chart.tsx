// GPUs in service by tranche (model: Investment › fleet › site power): a stacked step band per
// tranche, in IT kW (GPUs × kW per GPU, no PUE), against the site's usable IT power as a dashed
// line. Months on the x axis, calendar months when the investment has a start date.
import { useMemo, type MouseEvent } from 'react';
import { addMonths } from '../../models/investment';
import { fillFleet, fleetStrings } from '../i18n/areas/fleet';
import type { Language } from '../i18n/languages';
import { formatInteger, formatNumber, formatPower } from '../format/format';
import { AxisBottom, AxisLeft } from './axes';
import { ChartFigure } from './chart-figure';
import { fleetServiceGeometry, monthAt, type ServiceTranche } from './fleet-service-geometry';
import { DEFAULT_HEIGHT, seriesColor } from './layout';
import { tickMonths } from './month-ticks';
import { localPoint, useTooltip } from './use-tooltip';
import { ChartOverlay } from './tooltip';

const LIMIT = 'var(--chart-marker)';

export interface FleetServiceChartProps {
  tranches: readonly ServiceTranche[];
  horizonMonths: number;
  /** The site's usable IT kW (capacity section); undefined without a site: no line, no limit. */
  usableKW?: number;
  /** "YYYY-MM-DD": label months with calendar months. */
  startDate?: string;
  lang: Language;
  width: number;
  height?: number;
}

export function FleetServiceChart({ tranches, horizonMonths: H, usableKW, startDate, lang, width, height = DEFAULT_HEIGHT }: FleetServiceChartProps) {
  const s = fleetStrings(lang).chart;
  const g = useMemo(() => fleetServiceGeometry(tranches, H, usableKW ?? null, width, height), [tranches, H, usableKW, width, height]);
  const { tip, show, hide } = useTooltip();
  const kw = (v: number) => formatPower(v, lang);
  // The axis in one unit: MW when its top reaches 1 MW, else kW (formatPower would mix "0 kW" and "5 MW").
  const inMW = g.y.domain()[1] >= 1000;
  const axisPower = (v: number) => (inMW ? formatNumber(v / 1000, lang, 2) : formatNumber(v, lang, 0));
  const monthLabel = (m: number) => (startDate ? addMonths(startDate, m).slice(0, 7) : String(m));
  const monthTitle = (m: number) => (startDate ? fillFleet(s.monthDate, { month: String(m), date: addMonths(startDate, m).slice(0, 7) }) : fillFleet(s.month, { month: String(m) }));
  const peakMonth = g.totalKW.findIndex((v) => v === g.peakKW) + 1;
  const description = fillFleet(s.desc, {
    n: String(tranches.length),
    gpus: formatInteger(Math.max(0, ...g.totalGPUs), lang),
    peak: kw(g.peakKW),
    month: String(peakMonth),
    against: usableKW === undefined ? s.noSite : fillFleet(s.against, { usable: kw(usableKW) }),
  });
  const monthScale = Object.assign((m: number) => g.x(m), {
    ticks: (count?: number) => tickMonths(H, startDate ? Math.min(count ?? 6, 5) : (count ?? 6)),
    range: () => [g.box.left, g.box.right],
  });
  const usableLabel = usableKW === undefined ? '' : fillFleet(s.usable, { kw: kw(usableKW) });

  function onMove(event: MouseEvent<SVGRectElement>) {
    const { x, y } = localPoint(event, width);
    const m = monthAt(g, x);
    const i = m - 1;
    show({
      x,
      y,
      title: monthTitle(m),
      rows: [
        ...g.bands
          .filter((b) => b.gpus[i] > 0)
          .map((b) => ({ label: b.name, value: fillFleet(s.gpusKW, { gpus: formatInteger(b.gpus[i], lang), kw: kw(b.gpus[i] * b.kwPerGPU) }), color: seriesColor(b.index) })),
        { label: s.total, value: fillFleet(s.gpusKW, { gpus: formatInteger(g.totalGPUs[i], lang), kw: kw(g.totalKW[i]) }) },
        ...(usableKW === undefined ? [] : [{ label: usableLabel, value: kw(usableKW), color: LIMIT, dashed: true }]),
      ],
    });
  }

  return (
    <ChartFigure
      title={s.title}
      description={description}
      width={width}
      height={height}
      tip={tip}
      testId="fleet-service-chart"
      legend={[
        ...tranches.map((t, k) => ({ label: t.name, color: seriesColor(k), kind: 'box' as const })),
        ...(usableKW === undefined ? [] : [{ label: usableLabel, color: LIMIT, kind: 'dashed' as const }]),
      ]}
    >
      <AxisLeft scale={g.y} format={axisPower} left={g.box.left} right={g.box.right} label={inMW ? s.axisMW : s.axisKW} />
      <AxisBottom scale={monthScale} format={monthLabel} top={g.box.bottom} label={startDate ? s.axisDate : s.axisMonth} />
      <g className="fleet-service__bands">
        {g.bands.map((b) => (
          <path key={b.index} data-tranche={b.name} d={b.path} style={{ fill: seriesColor(b.index), fillOpacity: 0.85 }} />
        ))}
      </g>
      {g.usableY !== null ? (
        <g className="fleet-service__usable" data-testid="fleet-usable-line">
          <line x1={g.box.left} x2={g.box.right} y1={g.usableY} y2={g.usableY} stroke={LIMIT} strokeDasharray="6 4" strokeWidth={1.5} />
          <text x={g.box.right - 4} y={g.usableY - 5} textAnchor="end" className="chart-label">
            {usableLabel}
          </text>
        </g>
      ) : null}
      <ChartOverlay box={g.box} onMove={onMove} onLeave={hide} />
    </ChartFigure>
  );
}
