// <QuoteBars quotes currency lang width /> — the first page's chart for a plan with quotes: each
// quote's present value per used GPU-hour on the common window (the figure the ranking uses, docs/model.md
// quote window), best first, the
// best in the accent colour. A quote that leaves an item unpriced (model: Quotes › Terms `unquoted`)
// reads "$2.17* — leaves out egress" on its bar and in the description. Static (no tooltip): drawn by react-dom/server for the printed report.
import { scaleLinear } from 'd3';
import type { QuoteResult } from '../../models/quotes';
import { ChartFigure } from '../charts/chart-figure';
import type { Language } from '../i18n/languages';
import { formatRate } from '../format/format';

export interface QuoteBarsProps {
  quotes: readonly QuoteResult[];
  currency: string;
  lang: Language;
  width: number;
  title: string;
  /** "{{provider}}: {{price}}" per bar, joined into the chart's description. */
  describe: (provider: string, price: string) => string;
  /** "leaves out egress" for a quote with unquoted items, null for a complete one. */
  leavesOut: (q: QuoteResult) => string | null;
}

const BAR = 16;
const GAP = 6;
const LABEL = 190;
const VALUE = 110;
/** Room for a value with its "leaves out …" mark. */
const MARKED_VALUE = 260;

export function QuoteBars({ quotes, currency, lang, width, title, describe, leavesOut }: QuoteBarsProps) {
  const ranked = quotes
    // The figure the ranking uses (model: Quotes › ranking), so the bars follow the ranks.
    .filter((q): q is QuoteResult & { rankPerUsedGPUHour: number } => q.rankPerUsedGPUHour !== null)
    .sort((a, b) => a.rank - b.rank);
  const height = Math.max(1, ranked.length) * (BAR + GAP) + GAP;
  const max = Math.max(0, ...ranked.map((q) => q.rankPerUsedGPUHour));
  const marked = ranked.some((q) => leavesOut(q) !== null);
  const x = scaleLinear([0, max > 0 ? max : 1], [0, Math.max(10, width - LABEL - (marked ? MARKED_VALUE : VALUE))]);
  const price = (q: QuoteResult & { rankPerUsedGPUHour: number }) => {
    const mark = leavesOut(q);
    const v = formatRate(q.rankPerUsedGPUHour, lang, currency);
    return mark === null ? v : `${v}* — ${mark}`;
  };
  return (
    <ChartFigure title={title} description={ranked.map((q) => describe(q.provider, price(q))).join(' ')} width={width} height={height} testId="answer-quote-bars">
      {ranked.map((q, i) => {
        const y = GAP + i * (BAR + GAP);
        const w = Math.max(1, x(q.rankPerUsedGPUHour));
        return (
          <g key={q.index} transform={`translate(0,${y})`}>
            <text x={LABEL - 8} y={BAR / 2} dy="0.35em" textAnchor="end" className="chart-label">
              {q.provider.length > 28 ? `${q.provider.slice(0, 27)}…` : q.provider}
            </text>
            <rect x={LABEL} width={w} height={BAR} rx={2} fill={i === 0 ? 'var(--accent)' : 'var(--border)'} />
            <text x={LABEL + w + 6} y={BAR / 2} dy="0.35em" className="chart-label">
              {price(q)}
            </text>
          </g>
        );
      })}
    </ChartFigure>
  );
}
