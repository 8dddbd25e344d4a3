import { useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inLanguage, type Language } from '../i18n/languages';
import { withDisplay, type DisplayRate } from '../format/display-money';
import { formatExactMoney, formatMoney } from '../format/format';
import { AxisBottom, AxisLeft } from './axes';
import { cashFlowGeometry, monthAtX, paybackLabels } from './cash-flow-geometry';
import { ChartFigure } from './chart-figure';
import { DEFAULT_HEIGHT } from './layout';
import { tickMonths } from './month-ticks';
import { localPoint, useTooltip } from './use-tooltip';
import { ChartOverlay } from './tooltip';

export interface CashFlowChartProps {
  /** CF_0..CF_H (investment.cashflows). */
  cashflows: readonly number[];
  paybackMonth: number | null;
  /** The project (unlevered) flows and payback: drawn as a second cumulative line when given. */
  project?: { cashflows: readonly number[]; paybackMonth: number | null };
  currency: string;
  lang: Language;
  width: number;
  height?: number;
  /** Money also in this currency in the tooltip (docs/model.md › Display currency). */
  display?: DisplayRate | null;
}

/** Monthly cash flow bars (month 0: capex net of debt), the cumulative line and the payback month. */
export function CashFlowChart({ cashflows, paybackMonth, project, currency, lang, width, height = DEFAULT_HEIGHT, display = null }: CashFlowChartProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const g = useMemo(() => cashFlowGeometry(cashflows, paybackMonth, width, height, undefined, project), [cashflows, paybackMonth, width, height, project]);
  const labels = useMemo(
    () =>
      paybackLabels(g, {
        equity: t('results.headline.paybackValue', { month: paybackMonth }),
        project: t('results.cashFlow.projectPaybackValue', { month: project?.paybackMonth }),
      }),
    [g, t, paybackMonth, project?.paybackMonth],
  );
  const { tip, show, hide } = useTooltip();
  const H = cashflows.length - 1;
  const total = g.points.length > 0 ? g.points[g.points.length - 1].value : 0;
  const money = (v: number) => formatMoney(v, lang, currency, { compact: true });
  const title = t('results.cashFlow.title');
  const paybackText = (m: number | null) => (m === null ? t('results.headline.paybackNone') : t('results.headline.paybackValue', { month: m }));
  const description =
    t('results.cashFlow.desc', {
      months: H,
      capex: formatExactMoney(cashflows[0] ?? 0, lang, currency),
      total: formatExactMoney(total, lang, currency),
      payback: paybackText(paybackMonth),
    }) +
    (project
      ? ` ${t('results.cashFlow.descProject', {
          total: formatExactMoney(g.projectPoints.length > 0 ? g.projectPoints[g.projectPoints.length - 1].value : 0, lang, currency),
          payback: paybackText(project.paybackMonth),
        })}`
      : '');
  const monthScale = Object.assign((m: number) => g.x(m), {
    ticks: (count?: number) => tickMonths(H, count ?? 6),
    range: () => [g.box.left, g.box.right],
  });

  const both = (v: number) => withDisplay(formatExactMoney(v, lang, currency), v, lang, display);

  function onMove(event: MouseEvent<SVGRectElement>) {
    const { x, y } = localPoint(event, width);
    const m = monthAtX(g, x);
    if (m === null) return;
    const bar = g.bars[m];
    show({
      x,
      y,
      title: m === 0 ? t('results.cashFlow.month0') : t('results.cashFlow.month', { month: m }),
      rows: [
        { label: t('results.cashFlow.cf'), value: both(bar.value), color: bar.positive ? 'var(--chart-pos)' : 'var(--chart-neg)' },
        { label: t(project ? 'results.cashFlow.equityCumulative' : 'results.cashFlow.cumulative'), value: both(bar.cumulative), color: 'var(--chart-c1)' },
        ...(project && g.projectPoints[m]
          ? [{ label: t('results.cashFlow.projectCumulative'), value: both(g.projectPoints[m].value), color: 'var(--chart-c6)' }]
          : []),
      ],
    });
  }

  return (
    <ChartFigure
      title={title}
      description={description}
      width={width}
      height={height}
      tip={tip}
      testId="cash-flow-chart"
      legend={[
        { label: t('results.cashFlow.positive'), color: 'var(--chart-pos)', kind: 'box' },
        { label: t('results.cashFlow.negative'), color: 'var(--chart-neg)', kind: 'box' },
        { label: t(project ? 'results.cashFlow.equityCumulative' : 'results.cashFlow.cumulative'), color: 'var(--chart-c1)' },
        ...(project ? [{ label: t('results.cashFlow.projectCumulative'), color: 'var(--chart-c6)' }] : []),
        ...(paybackMonth !== null ? [{ label: t('results.cashFlow.payback'), color: 'var(--chart-marker)', kind: 'dashed' as const }] : []),
        ...(project && project.paybackMonth !== null ? [{ label: t('results.cashFlow.projectPayback'), color: 'var(--chart-c6)', kind: 'dashed' as const }] : []),
      ]}
    >
      <AxisLeft scale={g.y} format={money} left={g.box.left} right={g.box.right} label={t('results.cashFlow.axisMoney', { currency })} />
      <AxisBottom scale={monthScale} format={(m) => String(m)} top={g.box.bottom} label={t('results.axis.month')} />
      <g className="cash-flow__bars">
        {g.bars.map((b) => (
          <rect
            key={b.month}
            className={`chart-bar ${b.positive ? 'chart-bar--pos' : 'chart-bar--neg'}`}
            data-month={b.month}
            x={b.x}
            y={b.y}
            width={Math.max(0.5, b.width)}
            height={Math.max(b.value === 0 ? 0 : 0.5, b.height)}
          />
        ))}
      </g>
      <path className="chart-line cash-flow__cumulative" d={g.cumulativePath} style={{ stroke: 'var(--chart-c1)' }} />
      {g.projectPath !== null ? (
        <path className="chart-line cash-flow__project" data-testid="project-cumulative" d={g.projectPath} style={{ stroke: 'var(--chart-c6)' }} strokeDasharray="6 3" />
      ) : null}
      {g.projectPaybackX !== null && project ? (
        <g className="cash-flow__payback cash-flow__payback--project" data-testid="project-payback-marker">
          <line x1={g.projectPaybackX} x2={g.projectPaybackX} y1={g.box.top} y2={g.box.bottom} strokeDasharray="2 3" style={{ stroke: 'var(--chart-c6)' }} />
          {labels.project ? (
            <text className="chart-marker-label" x={labels.project.x} y={labels.project.y} textAnchor={labels.project.anchor}>
              {labels.project.text}
            </text>
          ) : null}
        </g>
      ) : null}
      {g.paybackX !== null ? (
        <g className="cash-flow__payback" data-testid="payback-marker">
          <line className="chart-marker" x1={g.paybackX} x2={g.paybackX} y1={g.box.top} y2={g.box.bottom} strokeDasharray="4 3" />
          {labels.equity ? (
            <text className="chart-marker-label" x={labels.equity.x} y={labels.equity.y} textAnchor={labels.equity.anchor}>
              {labels.equity.text}
            </text>
          ) : null}
        </g>
      ) : null}
      <ChartOverlay box={g.box} onMove={onMove} onLeave={hide} />
    </ChartFigure>
  );
}
