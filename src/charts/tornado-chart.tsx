import { useMemo, type MouseEvent } from 'react';
import { scaleBand, scaleLinear } from 'd3';
import { useTranslation } from 'react-i18next';
import type { TornadoEntry } from '../../models/uncertainty';
import { inLanguage, type Language } from '../i18n/languages';
import { withDisplay, type DisplayRate } from '../format/display-money';
import { formatMoney, formatNumber, formatPercent } from '../format/format';
import { AxisBottom } from './axes';
import { ChartFigure } from './chart-figure';
import { plotBox } from './layout';
import { localPoint, useTooltip } from './use-tooltip';

export interface TornadoChartProps {
  entries: readonly TornadoEntry[];
  metric: 'irr' | 'npv';
  /** The scenario's own IRR (annual) or NPV: where the bars start. */
  base: number | null;
  currency: string;
  lang: Language;
  width: number;
  height?: number;
  /** The input's name as the form shows it (default: the field path). */
  labelOf?: (path: string) => string;
  /** An input's value as the form shows it (a fraction as a percentage); default: a plain number. */
  formatInput?: (path: string, value: number) => string;
  /** data-testid of the figure (default tornado-irr / tornado-npv). */
  testId?: string;
  /** Money also in this currency in the tooltip (docs/model.md › Display currency). */
  display?: DisplayRate | null;
}

const ROW = 30;

function endValues(e: TornadoEntry, metric: 'irr' | 'npv'): { low: number | null; high: number | null } {
  return metric === 'irr' ? { low: e.irrLow, high: e.irrHigh } : { low: e.npvLow, high: e.npvHigh };
}

export function tornadoGeometry(entries: readonly TornadoEntry[], metric: 'irr' | 'npv', base: number | null, width: number, height: number) {
  const box = plotBox(width, height, { top: 8, right: 24, bottom: 40, left: Math.min(260, Math.max(120, width * 0.32)) });
  const values: number[] = base === null ? [] : [base];
  for (const e of entries) {
    const { low, high } = endValues(e, metric);
    if (low !== null) values.push(low);
    if (high !== null) values.push(high);
  }
  const lo = values.length ? Math.min(...values) : 0;
  const hi = values.length ? Math.max(...values) : 1;
  const pad = (hi - lo) * 0.05 || Math.abs(hi) * 0.05 || 1;
  const x = scaleLinear().domain([lo - pad, hi + pad]).nice().range([box.left, box.right]);
  const y = scaleBand<number>().domain(entries.map((_, i) => i)).range([box.top, box.bottom]).padding(0.25);
  const origin = x(base ?? lo);
  const rows = entries.map((e, i) => {
    const { low, high } = endValues(e, metric);
    const bar = (v: number | null) => (v === null ? null : { x: Math.min(origin, x(v)), width: Math.abs(x(v) - origin), value: v });
    return { entry: e, y: y(i) ?? box.top, height: y.bandwidth(), low: bar(low), high: bar(high) };
  });
  return { rows, x, origin, box };
}

/** Rough text width at the chart's label size (CJK characters are about twice as wide). */
function textWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += /[\u2e80-\u9fff\uac00-\ud7a3\uff00-\uffef]/.test(ch) ? 11 : 6.3;
  return w;
}

/**
 * A row label that does not fit left of the axis breaks after its group ("Generation H100 SXM ›" /
 * "Annual price decline") rather than running off the page.
 */
export function labelLines(label: string, room: number): string[] {
  if (textWidth(label) <= room) return [label];
  const i = label.lastIndexOf(' › ');
  return i < 0 ? [label] : [label.slice(0, i + 2), label.slice(i + 3)];
}

/** Each uncertain input alone at its low and high, the rest at base: the outcome's swing, largest first. */
export function TornadoChart({ entries, metric, base, currency, lang, width, height, labelOf = (p) => p, formatInput, testId, display = null }: TornadoChartProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const h = height ?? Math.max(120, entries.length * ROW + 56);
  const g = useMemo(() => tornadoGeometry(entries, metric, base, width, h), [entries, metric, base, width, h]);
  const { tip, show, hide } = useTooltip();
  const fmt = (v: number | null) => (v === null ? t('results.tornado.noIrr') : metric === 'irr' ? formatPercent(v, lang, 2) : formatMoney(v, lang, currency, { digits: 0 }));
  const tipFmt = (v: number | null) => (metric === 'npv' && v !== null ? withDisplay(fmt(v), v, lang, display) : fmt(v));
  const axisFmt = (v: number) => (metric === 'irr' ? formatPercent(v, lang, 0) : formatMoney(v, lang, currency, { compact: true }));
  const title = metric === 'irr' ? t('results.tornado.titleIrr') : t('results.tornado.titleNpv');
  const description = [
    t(entries.length === 1 ? 'results.tornado.descOne' : 'results.tornado.desc', { n: entries.length, base: fmt(base) }),
    ...entries.map((e) => {
      const { low, high } = endValues(e, metric);
      return t('results.tornado.descRow', { path: labelOf(e.path), low: formatInput ? formatInput(e.path, e.low) : formatNumber(e.low, lang, 4), high: formatInput ? formatInput(e.path, e.high) : formatNumber(e.high, lang, 4), atLow: fmt(low), atHigh: fmt(high) });
    }),
  ].join(' ');

  return (
    <ChartFigure
      title={title}
      description={description}
      width={width}
      height={h}
      tip={tip}
      testId={testId ?? `tornado-${metric}`}
      legend={[
        { label: t('results.tornado.lowInput'), color: 'var(--chart-c2)', kind: 'box' },
        { label: t('results.tornado.highInput'), color: 'var(--chart-c1)', kind: 'box' },
      ]}
    >
      <AxisBottom scale={g.x} format={axisFmt} top={g.box.bottom} label={metric === 'irr' ? t('results.headline.irr') : t('results.headline.npv')} />
      {g.rows.map((r) => {
        const onMove = (e: MouseEvent<SVGElement>) => {
          const p = localPoint(e, width);
          const { low, high } = endValues(r.entry, metric);
          show({
            x: p.x,
            y: p.y,
            title: labelOf(r.entry.path),
            rows: [
              { label: t('results.tornado.atLow', { value: formatInput ? formatInput(r.entry.path, r.entry.low) : formatNumber(r.entry.low, lang, 6) }), value: tipFmt(low), color: 'var(--chart-c2)' },
              { label: t('results.tornado.atHigh', { value: formatInput ? formatInput(r.entry.path, r.entry.high) : formatNumber(r.entry.high, lang, 6) }), value: tipFmt(high), color: 'var(--chart-c1)' },
              { label: t('results.tornado.base'), value: tipFmt(base) },
            ],
          });
        };
        return (
          <g key={r.entry.path} className="tornado__row" data-path={r.entry.path} onMouseMove={onMove} onMouseLeave={hide}>
            <text x={g.box.left - 8} y={r.y + r.height / 2} dy="0.32em" textAnchor="end">
              {(() => {
                const lines = labelLines(labelOf(r.entry.path), g.box.left - 12);
                return lines.length === 1
                  ? lines[0]
                  : lines.map((line, k) => (
                      <tspan key={k} x={g.box.left - 8} dy={k === 0 ? '-0.3em' : '1.15em'}>
                        {line}
                      </tspan>
                    ));
              })()}
            </text>
            {r.low ? <rect className="chart-bar tornado__low" x={r.low.x} y={r.y} width={Math.max(1, r.low.width)} height={r.height / 2} style={{ fill: 'var(--chart-c2)' }} /> : null}
            {r.high ? (
              <rect className="chart-bar tornado__high" x={r.high.x} y={r.y + r.height / 2} width={Math.max(1, r.high.width)} height={r.height / 2} style={{ fill: 'var(--chart-c1)' }} />
            ) : null}
            {!r.entry.affectsInvestment ? (
              <text x={g.origin + 6} y={r.y + r.height / 2} dy="0.32em" className="muted">
                {t('results.tornado.noEffect')}
              </text>
            ) : null}
          </g>
        );
      })}
      <line className="chart-marker" x1={g.origin} x2={g.origin} y1={g.box.top} y2={g.box.bottom} />
    </ChartFigure>
  );
}
