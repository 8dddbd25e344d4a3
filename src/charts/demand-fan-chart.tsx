// The demand fan (model: Demand plan › scenarios): each scenario's peak as a step line over the band
// they span, and the chosen plan's commitments stacked under it, so one sees how much of the demand
// the signed GPUs cover in the low and in the high case.
import { useMemo, type MouseEvent } from 'react';
import type { Language } from '../i18n/languages';
import { demandScenariosMessages } from '../i18n/areas/demand-scenarios';
import { formatInteger, formatNumber } from '../format/format';
import { fill } from '../present/messages';
import { percent } from '../present/scenarios';
import { AxisBottom, AxisLeft } from './axes';
import { ChartFigure } from './chart-figure';
import { fanGeometry, type FanInput } from './demand-fan-geometry';
import type { LegendItem } from './legend';
import { seriesColor } from './layout';
import { tickMonths } from './month-ticks';
import { fanMonthAt, fanTooltip } from './demand-fan-tooltip';
import { localPoint, useTooltip } from './use-tooltip';
import { ChartOverlay } from './tooltip';

const BAND_COLOR = 'var(--chart-c1)';
const COMMIT_COLORS = ['var(--chart-c4)', 'var(--chart-c5)', 'var(--chart-c6)', 'var(--chart-c7)'];

export interface DemandFanProps {
  input: FanInput;
  labelOf?: (offer: string) => string;
  lang: Language;
  width: number;
  height?: number;
}

export function DemandFanChart({ input, labelOf = (n) => n, lang, width, height = 260 }: DemandFanProps) {
  const m = demandScenariosMessages(lang);
  const g = useMemo(() => fanGeometry(input, width, height), [input, width, height]);
  const H = input.months;
  const last = input.scenarios.map((s) => s.peaks[H - 1] ?? 0);
  const lineColor = (i: number) => seriesColor(i + 1);
  const layerColor = (i: number) => COMMIT_COLORS[i % COMMIT_COLORS.length];
  const { tip, show, hide } = useTooltip();

  function onMove(event: MouseEvent<SVGRectElement>) {
    const { x, y } = localPoint(event, width);
    show({ x, y, ...fanTooltip(input, g, fanMonthAt(g, H, x), lang, { line: lineColor, layer: layerColor }, labelOf) });
  }
  const legend: LegendItem[] = [
    ...g.layers.map((l, i) => ({ label: fill(m.fanCommitted, { offer: labelOf(l.offer) }), color: layerColor(i), kind: 'box' as const })),
    { label: m.fanRange, color: BAND_COLOR, kind: 'hatch' },
    ...input.scenarios.map((s, i) => ({ label: fill(m.fanScenario, { scenario: s.name, probability: percent(s.probability, lang) }), color: lineColor(i), kind: 'line' as const })),
  ];
  const description = fill(m.fanDesc, {
    count: formatInteger(input.scenarios.length, lang),
    low: formatInteger(Math.round(Math.min(...last)), lang),
    high: formatInteger(Math.round(Math.max(...last)), lang),
    committed: formatInteger(g.committed[0] ?? 0, lang),
  });
  const monthScale = Object.assign((month: number) => g.x(month - 0.5), {
    ticks: (count?: number) => {
      const ticks = tickMonths(H, count ?? 8).filter((t) => t >= 1);
      return ticks[0] === 1 ? ticks : [1, ...ticks];
    },
    range: () => [g.box.left, g.box.right],
  });
  return (
    <ChartFigure title={m.fanTitle} description={description} width={width} height={height} legend={legend} tip={tip} testId="demand-fan">
      <AxisLeft scale={g.y} format={(v) => formatNumber(v, lang, 0)} left={g.box.left} right={g.box.right} label={m.fanAxis} />
      <AxisBottom scale={monthScale} format={(t) => String(t)} top={g.box.bottom} label={lang === 'zh-CN' ? '月' : 'Month'} />
      {g.layers.map((l, i) => (
        <path key={l.offer} className="demand-fan__commit" data-offer={l.offer} d={l.path} style={{ fill: layerColor(i), opacity: 0.55 }} />
      ))}
      <path className="demand-fan__band" d={g.band} style={{ fill: BAND_COLOR, opacity: 0.15 }} />
      {g.lines.map((l, i) => (
        <path key={l.name} className="chart-line demand-fan__line" data-scenario={l.name} d={l.path} style={{ stroke: lineColor(i), fill: 'none' }} />
      ))}
      <ChartOverlay box={g.box} onMove={onMove} onLeave={hide} />
    </ChartFigure>
  );
}
