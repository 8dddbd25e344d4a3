import { useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvestmentResult } from '../../models/investment';
import { inLanguage, type Language } from '../i18n/languages';
import { withDisplay, type DisplayRate } from '../format/display-money';
import { formatExactMoney, formatMoney, formatNumber } from '../format/format';
import { AxisBottom, AxisLeft } from './axes';
import { ChartFigure } from './chart-figure';
import { coverageGeometry } from './coverage-geometry';
import { DEFAULT_HEIGHT } from './layout';
import { tickMonths } from './month-ticks';
import { localPoint, useTooltip } from './use-tooltip';
import { ChartOverlay } from './tooltip';

const COLORS = { debtService: 'var(--chart-c4)', tax: 'var(--chart-c2)', equity: 'var(--chart-c3)' } as const;

export interface CoverageChartProps {
  investment: InvestmentResult;
  currency: string;
  lang: Language;
  width: number;
  height?: number;
  /** Money also in this currency in the tooltip (docs/model.md › Display currency). */
  display?: DisplayRate | null;
}

/** EBITDA by month split into debt service, tax and what is left for equity, with the EBITDA line. */
export function CoverageChart({ investment: inv, currency, lang, width, height = DEFAULT_HEIGHT, display = null }: CoverageChartProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  // Debt service without the balloon at H (the DSCR leaves it out too): the level payment while the loan runs.
  const service = useMemo(() => inv.debtService.map((d, m) => (m === inv.debtService.length - 1 ? d - inv.balloon : d)), [inv]);
  const g = useMemo(() => coverageGeometry(inv.ebitda, inv.tax, service, width, height), [inv.ebitda, inv.tax, service, width, height]);
  const { tip, show, hide } = useTooltip();
  const H = inv.ebitda.length - 1;
  const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
  const money = (v: number) => formatMoney(v, lang, currency, { compact: true });
  const dscr =
    inv.minDSCR === null || inv.minDSCRMonth === null
      ? t('results.coverage.noDebt')
      : t('results.returns.dscrValue', { dscr: formatNumber(inv.minDSCR, lang, 2, 2), month: inv.minDSCRMonth });
  const description = t('results.coverage.desc', {
    months: H,
    ebitda: formatExactMoney(sum(inv.ebitda), lang, currency),
    tax: formatExactMoney(sum(inv.tax), lang, currency),
    debt: formatExactMoney(sum(service), lang, currency),
    dscr,
  });
  const monthScale = Object.assign((m: number) => g.x(m), {
    ticks: (count?: number) => tickMonths(H, count ?? 6).filter((m) => m >= 1),
    range: () => [g.box.left, g.box.right],
  });

  const both = (v: number) => withDisplay(formatExactMoney(v, lang, currency), v, lang, display);

  function onMove(event: MouseEvent<SVGRectElement>) {
    const { x, y } = localPoint(event, width);
    let best = g.months[0];
    for (const p of g.months) if (Math.abs(p.x - x) < Math.abs(best.x - x)) best = p;
    if (!best) return;
    const m = best.month;
    show({
      x,
      y,
      title: t('results.cashFlow.month', { month: m }),
      rows: [
        { label: t('results.coverage.ebitda'), value: both(inv.ebitda[m]), color: 'var(--chart-marker)' },
        { label: t('results.coverage.debtService'), value: both(service[m]), color: COLORS.debtService },
        { label: t('results.coverage.tax'), value: both(inv.tax[m]), color: COLORS.tax },
      ],
    });
  }

  return (
    <ChartFigure
      title={t('results.coverage.title')}
      description={description}
      width={width}
      height={height}
      tip={tip}
      testId="coverage-chart"
      legend={[
        { label: t('results.coverage.debtService'), color: COLORS.debtService, kind: 'box' },
        { label: t('results.coverage.tax'), color: COLORS.tax, kind: 'box' },
        { label: t('results.coverage.equity'), color: COLORS.equity, kind: 'box' },
        { label: t('results.coverage.ebitda'), color: 'var(--chart-marker)' },
      ]}
    >
      <AxisLeft scale={g.y} format={money} left={g.box.left} right={g.box.right} label={t('results.coverage.axis', { currency })} />
      <AxisBottom scale={monthScale} format={(m) => String(m)} top={g.box.bottom} label={t('results.axis.month')} />
      <g className="coverage__bars">
        {g.months.flatMap((p) =>
          p.segments.map((s) => (
            <rect
              key={`${p.month}-${s.kind}`}
              data-month={p.month}
              data-kind={s.kind}
              x={s.x}
              y={s.y}
              width={Math.max(0.5, s.width)}
              height={Math.max(0.5, s.height)}
              style={{ fill: COLORS[s.kind] }}
            />
          )),
        )}
      </g>
      <path className="chart-line coverage__ebitda" d={g.ebitdaPath} style={{ stroke: 'var(--chart-marker)' }} />
      <ChartOverlay box={g.box} onMove={onMove} onLeave={hide} />
    </ChartFigure>
  );
}
