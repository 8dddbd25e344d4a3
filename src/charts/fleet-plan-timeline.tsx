// The fleet plan's timeline (model: Fleet plan): IT power by fleet, stacked month by month under
// the site's power budget, the baseline (the owned fleet kept) beside it, and the blocks bought and
// sold marked at the months they happen. Geometry: fleet-plan-timeline-geometry.ts.
import { useMemo, type MouseEvent } from 'react';
import type { FleetPlanInput, FleetPlanResult } from '../../models/fleet-plan/types';
import type { Language } from '../i18n/languages';
import { formatInteger, formatNumber, formatPower } from '../format/format';
import { fleetPlanMessages } from '../i18n/areas/fleet-plan';
import { fill } from '../present/messages';
import { AxisBottom, AxisLeft } from './axes';
import { ChartFigure } from './chart-figure';
import { placeMarkerLabels, seriesColor } from './layout';
import type { LegendItem } from './legend';
import { tickMonths } from './month-ticks';
import { timelineGeometry, timelineMonthAt, type TimelineChange } from './fleet-plan-timeline-geometry';
import { localPoint, useTooltip } from './use-tooltip';
import { ChartOverlay } from './tooltip';

const BUDGET_COLOR = 'var(--chart-neg)';
const BASELINE_COLOR = 'var(--chart-marker)';

export interface FleetPlanTimelineProps {
  input: FleetPlanInput;
  plan: FleetPlanResult;
  horizonMonths: number;
  lang: Language;
  width: number;
  height?: number;
}

/** Each fleet's colour: owned fleets first, then the candidates, in input order. */
export function fleetColors(input: FleetPlanInput): Map<string, string> {
  return new Map([...input.existing.map((x) => x.name), ...input.candidates.map((c) => c.name)].map((name, i) => [name, seriesColor(i)]));
}

function changes(list: TimelineChange[], template: string, lang: Language): string[] {
  return list.map((c) => fill(template, { gpus: formatInteger(c.gpus, lang), name: c.name, blocks: formatInteger(c.blocks, lang) }));
}

export function FleetPlanTimeline({ input, plan, horizonMonths: H, lang, width, height = 300 }: FleetPlanTimelineProps) {
  const m = fleetPlanMessages(lang);
  const g = useMemo(() => timelineGeometry(input, plan, H, width, height, { top: 44, right: 18, bottom: 42, left: 64 }), [input, plan, H, width, height]);
  const colors = useMemo(() => fleetColors(input), [input]);
  const { tip, show, hide } = useTooltip();
  const budget = formatPower(g.budgetKW, lang);
  const baseline = g.months[0]?.baseline ?? 0;
  const legend: LegendItem[] = [
    ...g.layers.map((l) => ({ label: l.key, color: colors.get(l.key) ?? seriesColor(0), kind: 'box' as const })),
    { label: fill(m.budget, { budget }), color: BUDGET_COLOR },
    ...(input.existing.length > 0 ? [{ label: m.baselineLine, color: BASELINE_COLOR, kind: 'dashed' as const }] : []),
  ];
  const eventText = (e: (typeof g.events)[number]) => [...changes(e.sold, m.soldEvent, lang), ...changes(e.bought, m.boughtEvent, lang)].join(', ');
  const description = [
    fill(m.timelineDesc, { months: formatInteger(H, lang), budget, baseline: formatPower(baseline, lang) }),
    ...g.events.map((e) => fill(m.timelineEventDesc, { month: formatInteger(e.month, lang), changes: eventText(e) })),
  ].join(' ');
  const labels = placeMarkerLabels(
    g.events.map((e) => ({ x: e.x, text: fill(m.eventMonth, { month: formatInteger(e.month, lang) }) })),
    { left: g.box.left, right: g.box.right, top: 4 },
  );
  const monthScale = Object.assign((v: number) => g.x(v), { ticks: (n?: number) => tickMonths(H, n ?? 8), range: () => [g.box.left, g.box.right] });
  const mw = Object.assign((v: number) => g.y(v * 1000), { ticks: (n?: number) => g.y.ticks(n).map((v) => v / 1000), range: () => g.y.range() });

  function onMove(event: MouseEvent<SVGRectElement>) {
    const { x, y } = localPoint(event, width);
    const month = timelineMonthAt(g, x);
    if (!month) return;
    const happened = g.events.filter((e) => e.month === month.month - 1);
    show({
      x,
      y,
      title: fill(m.monthTip, { month: formatInteger(month.month, lang) }),
      rows: [
        ...[...g.layers].reverse().map((l, k) => {
          const band = month.bands[g.layers.length - 1 - k];
          return { label: l.key, value: formatPower(band.to - band.from, lang), color: colors.get(l.key) };
        }),
        { label: m.totalTip, value: formatPower(month.total, lang) },
        { label: fill(m.budget, { budget: '' }).trim(), value: budget, color: BUDGET_COLOR },
        ...(input.existing.length > 0 ? [{ label: m.baselineLine, value: formatPower(month.baseline, lang), color: BASELINE_COLOR, dashed: true }] : []),
        ...happened.map((e) => ({ label: fill(m.eventMonth, { month: formatInteger(e.month, lang) }), value: eventText(e) })),
      ],
    });
  }

  return (
    <ChartFigure title={m.timelineTitle} description={description} width={width} height={height} tip={tip} legend={legend} testId="fleet-plan-timeline">
      <AxisLeft scale={mw} format={(v) => formatNumber(v, lang, 1)} left={g.box.left} right={g.box.right} label={m.timelineAxis} />
      <AxisBottom scale={monthScale} format={(v) => String(v)} top={g.box.bottom} label={m.monthAxis} />
      <g className="fleet-plan__bands">
        {g.layers.map((l) => (
          <path key={l.key} data-fleet={l.key} d={l.path} style={{ fill: colors.get(l.key), stroke: colors.get(l.key), fillOpacity: 0.75 }} />
        ))}
      </g>
      {g.baselinePath ? <path className="chart-line chart-line--dashed fleet-plan__baseline" d={g.baselinePath} style={{ stroke: BASELINE_COLOR }} /> : null}
      <g className="fleet-plan__events">
        {g.events.map((e) => (
          <line key={e.month} x1={e.x} x2={e.x} y1={g.box.top - 4} y2={g.box.bottom} className="chart-marker" strokeDasharray="3 3" style={{ stroke: 'var(--chart-axis)' }} />
        ))}
        {labels.map((l) => (
          <text key={l.text} x={l.x} y={l.y} textAnchor={l.anchor} className="chart-marker__label">
            {l.text}
          </text>
        ))}
      </g>
      {/* The budget line last, over the stack (a halo keeps it apart from a band's edge at the same height), labelled above it. */}
      <g className="fleet-plan__budget-group">
        <line className="fleet-plan__budget-halo" x1={g.box.left} x2={g.box.right} y1={g.budgetY} y2={g.budgetY} />
        <line className="chart-line fleet-plan__budget" x1={g.box.left} x2={g.box.right} y1={g.budgetY} y2={g.budgetY} style={{ stroke: BUDGET_COLOR, strokeWidth: 2.5 }} />
        <text className="chart-label fleet-plan__budget-label" x={g.box.right - 4} y={g.budgetLabelY} textAnchor="end" style={{ fill: BUDGET_COLOR }}>
          {fill(m.budget, { budget })}
        </text>
      </g>
      <ChartOverlay box={g.box} onMove={onMove} onLeave={hide} />
    </ChartFigure>
  );
}
