// The demand fan's tooltip (model: Demand plan › scenarios): at the month under the pointer, each
// scenario's peak demand and the GPUs committed on each offer and in all, in GPUs. Pure: the chart
// (demand-fan-chart.tsx) shows it; tested on its own.
import { formatNumber } from '../format/format';
import { demandScenariosMessages } from '../i18n/areas/demand-scenarios';
import type { Language } from '../i18n/languages';
import { fill } from '../present/messages';
import { percent } from '../present/scenarios';
import type { FanGeometry, FanInput } from './demand-fan-geometry';
import type { TooltipRow } from './tooltip';

/** The plan month (1..months) under an x in the chart's pixels. */
export function fanMonthAt(g: Pick<FanGeometry, 'x'>, months: number, x: number): number {
  return Math.min(months, Math.max(1, Math.floor(g.x.invert(x)) + 1));
}

export interface FanTip {
  title: string;
  rows: TooltipRow[];
}

/** The tooltip of month `month`: scenarios' demand (with their line colours), then the commitments. */
export function fanTooltip(
  input: FanInput,
  g: Pick<FanGeometry, 'layers' | 'committed'>,
  month: number,
  lang: Language,
  colors: { line: (i: number) => string; layer: (i: number) => string },
  labelOf: (offer: string) => string = (n) => n,
): FanTip {
  const m = demandScenariosMessages(lang);
  // Grown peaks are fractional: one decimal where there is one, as the GPUs demanded.
  const gpus = (n: number) => fill(m.fanTipGpus, { n: formatNumber(n, lang, 1) });
  const i = month - 1;
  const rows: TooltipRow[] = [
    ...input.scenarios.map((s, k) => ({
      label: fill(m.fanTipDemand, { scenario: s.name, probability: percent(s.probability, lang) }),
      value: gpus(s.peaks[i] ?? 0),
      color: colors.line(k),
    })),
    ...g.layers.map((l, k) => ({ label: fill(m.fanCommitted, { offer: labelOf(l.offer) }), value: gpus(l.gpus[i] ?? 0), color: colors.layer(k) })),
  ];
  if (g.layers.length !== 1) rows.push({ label: m.fanTipCommittedAll, value: gpus(g.committed[i] ?? 0) });
  return { title: fill(m.fanTipMonth, { month }), rows };
}
