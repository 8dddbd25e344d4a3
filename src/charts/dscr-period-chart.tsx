// Debt service coverage by period (docs/model.md › Investment › Covenant and DSCR): a bar per year, quarter or month, the covenant
// as a dashed line, breached periods in the alarm colour and labelled, so a lender sees at once
// which periods fail and by how much. Without a covenant the bars are neutral and the legend gives
// no verdict: the inputs state no test to meet.
import { useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeriodCoverage } from '../../models/investment-coverage';
import type { DscrPeriod } from '../../models/scenario/types';
import { inLanguage, type Language } from '../i18n/languages';
import { formatNumber } from '../format/format';
import { AxisLeft } from './axes';
import { ChartFigure } from './chart-figure';
import { dscrPeriodGeometry } from './dscr-period-geometry';
import { DEFAULT_HEIGHT } from './layout';
import { localPoint, useTooltip } from './use-tooltip';
import { ChartOverlay } from './tooltip';

const MET = 'var(--chart-pos)';
const BREACH = 'var(--chart-neg)';
const NEUTRAL = 'var(--chart-c1)';
const fillOf = (verdict: 'met' | 'breach' | null) => (verdict === 'breach' ? BREACH : verdict === 'met' ? MET : NEUTRAL);

export interface DscrPeriodChartProps {
  periods: readonly PeriodCoverage[];
  covenant: number | null;
  period: DscrPeriod;
  lang: Language;
  width: number;
  height?: number;
}

export function DscrPeriodChart({ periods, covenant, period, lang, width, height = DEFAULT_HEIGHT }: DscrPeriodChartProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const g = useMemo(() => dscrPeriodGeometry(periods, covenant, width, height), [periods, covenant, width, height]);
  const { tip, show, hide } = useTooltip();
  const times = (v: number) => `${formatNumber(v, lang, 2, 2)}×`;
  const name = (n: number) => t(`lender.period.${period}`, { n });
  const breaches = g.bars.filter((b) => b.breach);
  const lowest = g.bars.reduce<(typeof g.bars)[number] | null>((m, b) => (m === null || b.dscr < m.dscr ? b : m), null);
  const covenantText =
    covenant === null
      ? t('lender.dscr.noCovenant')
      : breaches.length > 0
        ? t('lender.dscr.covenantBreached', { covenant: times(covenant), list: breaches.map((b) => name(b.period)).join(', ') })
        : t('lender.dscr.covenantMet', { covenant: times(covenant) });
  const description = t('lender.dscr.desc', {
    n: g.bars.length,
    min: lowest ? times(lowest.dscr) : '—',
    where: lowest ? name(lowest.period) : '—',
    covenant: covenantText,
  });
  // Label every bar while they fit (about 28 px each), else every k-th.
  const every = Math.max(1, Math.ceil((g.bars.length * 28) / Math.max(1, g.box.right - g.box.left)));

  function onMove(event: MouseEvent<SVGRectElement>) {
    const { x, y } = localPoint(event, width);
    let best = g.bars[0];
    for (const b of g.bars) if (Math.abs(b.cx - x) < Math.abs(best.cx - x)) best = b;
    if (!best) return;
    show({
      x,
      y,
      title: `${name(best.period)} · ${t('lender.dscr.months', { from: best.fromMonth, to: best.toMonth })}`,
      rows: [
        { label: t('lender.dscr.dscr'), value: times(best.dscr), color: fillOf(best.verdict) },
        ...(covenant === null ? [] : [{ label: t('lender.dscr.covenant'), value: `${times(covenant)} · ${best.breach ? t('lender.dscr.breach') : t('lender.dscr.met')}` }]),
      ],
    });
  }

  return (
    <ChartFigure
      title={t(`lender.dscr.title.${period}`)}
      description={description}
      width={width}
      height={height}
      tip={tip}
      testId="dscr-period-chart"
      legend={
        covenant === null
          ? [{ label: t('lender.dscr.dscr'), color: NEUTRAL, kind: 'box' }]
          : [
              { label: t('lender.dscr.met'), color: MET, kind: 'box' },
              { label: t('lender.dscr.breach'), color: BREACH, kind: 'box' },
              { label: `${t('lender.dscr.covenant')} ${times(covenant)}`, color: 'var(--chart-marker)' },
            ]
      }
    >
      <AxisLeft scale={g.y} format={times} left={g.box.left} right={g.box.right} label={t('lender.dscr.axis')} />
      <g className="chart-axis chart-axis--bottom" aria-hidden="true">
        <line className="chart-axis__line" x1={g.box.left} x2={g.box.right} y1={g.box.bottom} y2={g.box.bottom} />
        {g.bars.map((b, k) =>
          k % every === 0 ? (
            <text key={b.period} x={b.cx} y={g.box.bottom + 16} textAnchor="middle">
              {b.period}
            </text>
          ) : null,
        )}
        <text className="chart-axis__label" x={(g.box.left + g.box.right) / 2} y={g.box.bottom + 32} textAnchor="middle">
          {t(`lender.dscr.axisPeriod.${period}`)}
        </text>
      </g>
      <line className="dscr-period__zero" x1={g.box.left} x2={g.box.right} y1={g.y(0)} y2={g.y(0)} stroke="var(--chart-axis)" />
      <g className="dscr-period__bars">
        {g.bars.map((b) => (
          <rect
            key={b.period}
            data-period={b.period}
            data-breach={b.breach ? 'true' : 'false'}
            data-verdict={b.verdict ?? 'none'}
            x={b.x}
            y={b.y}
            width={Math.max(0.5, b.width)}
            height={Math.max(0.5, b.height)}
            style={{ fill: fillOf(b.verdict) }}
          />
        ))}
      </g>
      {g.covenantY !== null && covenant !== null ? (
        <g className="dscr-period__covenant" data-testid="dscr-covenant-line">
          <line x1={g.box.left} x2={g.box.right} y1={g.covenantY} y2={g.covenantY} stroke="var(--chart-marker)" strokeDasharray="6 4" strokeWidth={1.5} />
          <text x={g.box.right - 4} y={g.covenantY - 5} textAnchor="end" className="chart-label">
            {`${t('lender.dscr.covenant')} ${times(covenant)}`}
          </text>
        </g>
      ) : null}
      {g.bars.length <= 24
        ? g.bars.map((b) => (
            <text key={`v${b.period}`} x={b.cx} y={Math.min(b.y, g.y(0)) - 4} textAnchor="middle" className="chart-label" data-breach-label={b.breach ? 'true' : undefined}>
              {b.breach ? `${times(b.dscr)} ${t('lender.dscr.breach')}` : times(b.dscr)}
            </text>
          ))
        : null}
      <ChartOverlay box={g.box} onMove={onMove} onLeave={hide} />
    </ChartFigure>
  );
}
