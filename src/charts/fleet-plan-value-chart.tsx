// Why the fleet plan swaps: each option's one-GPU value per kW of IT power over the months (a
// candidate by delivery month at its best exit, an owned fleet by sale month), from the engine's
// options (src/present/fleet-plan-value.ts). Geometry: fleet-plan-value-geometry.ts.
import { useMemo, type MouseEvent } from 'react';
import type { FleetPlanInput } from '../../models/fleet-plan/types';
import type { Language } from '../i18n/languages';
import { formatInteger } from '../format/format';
import { fleetPlanMessages } from '../i18n/areas/fleet-plan';
import { headlineMoney } from '../present/fleet-plan';
import type { ValuePerKWSeries } from '../present/fleet-plan-value';
import { fill } from '../present/messages';
import { AxisBottom, AxisLeft } from './axes';
import { ChartFigure } from './chart-figure';
import { fleetColors } from './fleet-plan-timeline';
import { seriesColor } from './layout';
import { tickMonths } from './month-ticks';
import { valueGeometry, valueMonthAt } from './fleet-plan-value-geometry';
import { localPoint, useTooltip } from './use-tooltip';
import { ChartOverlay } from './tooltip';

export interface FleetPlanValueChartProps {
  input: FleetPlanInput;
  series: readonly ValuePerKWSeries[];
  horizonMonths: number;
  currency: string;
  lang: Language;
  width: number;
  height?: number;
}

export function FleetPlanValueChart({ input, series, horizonMonths: H, currency, lang, width, height = 280 }: FleetPlanValueChartProps) {
  const m = fleetPlanMessages(lang);
  const g = useMemo(() => valueGeometry(series, H, width, height, { top: 28, right: 18, bottom: 42, left: 72 }), [series, H, width, height]);
  const colors = useMemo(() => fleetColors(input), [input]);
  const { tip, show, hide } = useTooltip();
  const money = (v: number) => headlineMoney(v, lang, currency);
  const nameOf = (l: { name: string; kind: string }) => fill(l.kind === 'candidate' ? m.valueCandidate : m.valueExisting, { name: l.name });
  const legend = g.lines.map((l) => ({ label: nameOf(l), color: colors.get(l.name) ?? seriesColor(0), kind: l.kind === 'existing' ? ('dashed' as const) : ('line' as const) }));
  const description = [
    m.valueDesc,
    ...g.lines.map((l) => {
      const first = l.points[0];
      const last = l.points[l.points.length - 1];
      return fill(m.valueDescSeries, { name: l.name, from: money(first.valuePerKW), first: formatInteger(first.month, lang), to: money(last.valuePerKW), last: formatInteger(last.month, lang) });
    }),
  ].join(' ');
  const monthScale = Object.assign((v: number) => g.x(v), { ticks: (n?: number) => tickMonths(H, n ?? 8), range: () => [g.box.left, g.box.right] });

  function onMove(event: MouseEvent<SVGRectElement>) {
    const { x, y } = localPoint(event, width);
    const month = valueMonthAt(g, x);
    if (month === null) return;
    show({
      x,
      y,
      title: fill(m.monthTip, { month: formatInteger(month, lang) }),
      rows: g.lines.flatMap((l) => {
        const p = l.points.find((q) => q.month === month);
        if (!p) return [];
        const value = fill(m.valueTip, { value: money(p.valuePerKW) });
        const exit = l.kind === 'candidate' ? ` · ${fill(m.valueExitTip, { month: formatInteger(p.exitMonth, lang) })}` : '';
        return [{ label: l.name, value: `${value}${exit}`, color: colors.get(l.name), dashed: l.kind === 'existing' }];
      }),
    });
  }

  return (
    <ChartFigure title={m.valueTitle} description={description} width={width} height={height} tip={tip} legend={legend} testId="fleet-plan-value">
      <AxisLeft scale={g.y} format={money} left={g.box.left} right={g.box.right} label={fill(m.valueAxis, { currency })} />
      <AxisBottom scale={monthScale} format={(v) => String(v)} top={g.box.bottom} label={m.monthAxis} />
      {g.lines.map((l) => (
        <g key={`${l.kind}-${l.name}`} data-series={l.name}>
          <path className={l.kind === 'existing' ? 'chart-line chart-line--dashed' : 'chart-line'} d={l.path} style={{ stroke: colors.get(l.name) }} />
          {l.points.map((p) => (
            <circle key={p.month} cx={p.x} cy={p.y} r={2.5} style={{ fill: colors.get(l.name) }} />
          ))}
        </g>
      ))}
      <ChartOverlay box={g.box} onMove={onMove} onLeave={hide} />
    </ChartFigure>
  );
}
