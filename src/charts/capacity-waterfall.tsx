import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { inLanguage, type Language } from '../i18n/languages';
import { formatInteger, formatNumber, formatPower } from '../format/format';
import { countText } from '../format/count';
import { AxisLeft, AxisRight } from './axes';
import { ChartFigure } from './chart-figure';
import { DEFAULT_HEIGHT } from './layout';
import { investmentUnusedShare, nodesOwnKW, UNUSED_NOTE_SHARE, unusedShare, waterfallGeometry, type WaterfallInput, type WaterfallStep } from './capacity-waterfall-geometry';
import { localPoint, useTooltip } from './use-tooltip';

export interface CapacityWaterfallProps extends WaterfallInput {
  lang: Language;
  width: number;
  height?: number;
}

const BAR_CLASS: Record<WaterfallStep['kind'], string> = {
  total: 'chart-bar chart-bar--total',
  loss: 'chart-bar chart-bar--loss',
  gpus: 'chart-bar chart-bar--gpu',
};

/**
 * Contracted power → IT load (after PUE, facility basis only) → usable (after reserve) → the
 * nodes' own draw (stranded power, then the network and storage overhead, shown as the steps
 * before it) → GPUs, the last step with its own axis. When much of the contracted power runs no
 * node, or the investment buys fewer GPUs than the site powers, a note under the chart says how much.
 */
export function CapacityWaterfall({ contractedMW, powerBasis, overheadFraction, capacity, investmentGPUs, lang, width, height = DEFAULT_HEIGHT }: CapacityWaterfallProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const g = useMemo(
    () => waterfallGeometry({ contractedMW, powerBasis, overheadFraction, capacity }, width, height),
    [contractedMW, powerBasis, overheadFraction, capacity, width, height],
  );
  const { tip, show, hide } = useTooltip();
  // Texts that do not change with the figures, looked up once per language (the chart is redrawn
  // for each edit of the power inputs).
  const fixed = useMemo(
    () => ({
      title: t('results.capacity.title'),
      gpus: t('results.capacity.steps.gpus'),
      power: t('results.capacity.power'),
      steps: new Map<string, string>(),
      legend: [
        { label: t('results.capacity.legendTotal'), color: 'var(--chart-total)', kind: 'box' as const },
        { label: t('results.capacity.legendLoss'), color: 'var(--chart-loss)', kind: 'box' as const },
        { label: t('results.capacity.steps.gpus'), color: 'var(--chart-gpu)', kind: 'box' as const },
      ],
    }),
    [t],
  );
  const stepName = (s: WaterfallStep) => {
    let name = fixed.steps.get(s.key);
    if (name === undefined) {
      name = t(`results.capacity.steps.${s.key}`);
      fixed.steps.set(s.key, name);
    }
    return name;
  };
  const valueText = (s: WaterfallStep) => (s.kind === 'gpus' ? formatInteger(s.value, lang) : formatPower(s.value, lang));
  const exactText = (s: WaterfallStep) =>
    s.kind === 'gpus' ? formatInteger(s.value, lang) : `${formatNumber(s.value, lang, 3)} kW`;

  const ownKW = nodesOwnKW(capacity, overheadFraction);
  const share = unusedShare(capacity);
  const investmentShare = investmentUnusedShare(capacity, investmentGPUs);
  const note =
    investmentShare !== null && investmentGPUs !== undefined && investmentShare > UNUSED_NOTE_SHARE
      ? t('results.capacity.investmentUnusedNote', {
          share: formatNumber(investmentShare * 100, lang, 0),
          unused: formatPower(contractedMW * 1000 * investmentShare, lang),
          contracted: formatPower(contractedMW * 1000, lang),
          gpus: countText(t, 'gpu', investmentGPUs, lang),
          capacity: countText(t, 'gpu', capacity.gpus, lang),
        })
      : share > UNUSED_NOTE_SHARE
      ? t('results.capacity.unusedNote', {
          share: formatNumber(share * 100, lang, 0),
          stranded: formatPower(capacity.strandedKW, lang),
          node: formatPower(capacity.nodeKWAllIn, lang),
        })
      : null;
  const description = [
    t('results.capacity.desc', {
      contracted: formatPower(contractedMW * 1000, lang),
      it: formatPower(capacity.itKW, lang),
      usable: formatPower(capacity.usableKW, lang),
      used: formatPower(capacity.itKWUsed, lang),
      stranded: formatPower(capacity.strandedKW, lang),
      nodes: countText(t, 'node', capacity.nodes, lang),
      gpus: countText(t, 'gpu', capacity.gpus, lang),
    }),
    ...(overheadFraction > 0
      ? [
          t('results.capacity.descOverhead', {
            overhead: formatPower(capacity.itKWUsed - ownKW, lang),
            share: formatNumber(overheadFraction * 100, lang, 1),
            own: formatPower(ownKW, lang),
          }),
        ]
      : []),
    ...(note ? [note] : []),
  ].join(' ');

  function detail(s: WaterfallStep): string | null {
    if (s.key === 'gpus') return t('results.capacity.gpuDetail', { nodes: countText(t, 'node', capacity.nodes, lang), perNode: countText(t, 'gpu', capacity.gpus / Math.max(1, capacity.nodes), lang) });
    if (s.key === 'nodes') return t('results.capacity.nodesDetail', { kw: formatNumber(capacity.nodeKWAllIn / (1 + overheadFraction), lang, 3) });
    if (s.key === 'overhead') return t('results.capacity.overheadDetail', { share: formatNumber(overheadFraction * 100, lang, 1) });
    return null;
  }

  return (
    <ChartFigure
      title={fixed.title}
      description={description}
      width={width}
      height={height}
      tip={tip}
      testId="capacity-waterfall"
      legend={fixed.legend}
      note={note}
    >
      <AxisLeft scale={g.y} format={(v) => formatNumber(v, lang, 1)} left={g.box.left} right={g.gpuSeparatorX} label={t('results.capacity.axisPower', { unit: g.unit })} />
      <AxisRight scale={g.yGPU} format={(v) => formatNumber(v, lang, 0)} right={g.box.right} edge={width} label={fixed.gpus} />
      <line className="chart-grid chart-grid--zero" x1={g.gpuSeparatorX} x2={g.gpuSeparatorX} y1={g.box.top} y2={g.box.bottom} />
      {g.steps.map((s, i) => {
        const next = g.steps[i + 1];
        const cx = s.x + s.width / 2;
        const visibleHeight = Math.max(1, s.height);
        return (
          <g key={s.key} className="waterfall__step" data-step={s.key} data-value={s.value}>
            <rect
              className={BAR_CLASS[s.kind]}
              x={s.x}
              y={s.kind === 'loss' && s.height < 1 ? s.y - 0.5 : s.y}
              width={s.width}
              height={visibleHeight}
              onMouseMove={(e) => {
                const p = localPoint(e, width);
                const extra = detail(s);
                show({
                  x: p.x,
                  y: p.y,
                  title: stepName(s),
                  rows: [{ label: s.kind === 'gpus' ? fixed.gpus : fixed.power, value: exactText(s) }, ...(extra ? [{ label: '', value: extra }] : [])],
                });
              }}
              onMouseLeave={hide}
            />
            {next && next.kind !== 'gpus' && s.kind !== 'gpus' ? (
              <line className="chart-guide" x1={s.x + s.width} x2={next.x} y1={s.kind === 'loss' ? s.y + s.height : s.y} y2={s.kind === 'loss' ? s.y + s.height : s.y} />
            ) : null}
            <text className="waterfall__value" x={cx} y={s.y - 5} textAnchor="middle">
              {s.kind === 'loss' ? `−${valueText(s)}` : valueText(s)}
            </text>
            <text className="waterfall__label" x={cx} y={g.box.bottom + 15} textAnchor="middle">
              {stepName(s)}
            </text>
          </g>
        );
      })}
    </ChartFigure>
  );
}
