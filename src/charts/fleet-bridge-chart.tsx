// The return's attribution bridge (model: Investment › attribution): a bar per term from the equity
// IRR to the IRR without that term, in percentage points, labelled with both. No verdict colours:
// a term raising or lowering the return is a fact of the inputs, not a pass or fail.
import { useMemo } from 'react';
import type { InvestmentResult } from '../../models/investment';
import { fillFleet, fleetStrings } from '../i18n/areas/fleet';
import type { Language } from '../i18n/languages';
import { formatNumber, formatPercent } from '../format/format';
import { attributionSteps, bridgeDescription, formatPP } from '../present/fleet-bridge';
import { AxisBottom } from './axes';
import { ChartFigure } from './chart-figure';
import { bridgeHeight, fleetBridgeGeometry } from './fleet-bridge-geometry';

const BAR = 'var(--chart-c1)';

export function FleetBridgeChart({ investment: inv, lang, width }: { investment: InvestmentResult; lang: Language; width: number }) {
  const s = fleetStrings(lang);
  const steps = useMemo(() => attributionSteps(inv, lang), [inv, lang]);
  const height = bridgeHeight(steps.length);
  const g = useMemo(() => fleetBridgeGeometry(steps, width, height), [steps, width, height]);
  if (steps.length === 0) return null;
  const base = `${s.attribution.base} ${formatPercent(inv.irrAnnual, lang)}`;
  const tick = (v: number) => (v === 0 ? '0' : `${v > 0 ? '+' : '−'}${formatNumber(Math.abs(v), lang, 1)}`);
  return (
    <ChartFigure title={s.bridge.title} description={bridgeDescription(inv, lang)} width={width} height={height} testId="fleet-bridge-chart">
      <AxisBottom scale={g.x} format={tick} top={g.box.bottom} label={s.bridge.axis} />
      <line x1={g.zeroX} x2={g.zeroX} y1={g.box.top - 4} y2={g.box.bottom} stroke="var(--chart-axis)" strokeWidth={1.5} />
      <text x={g.zeroX} y={g.box.top - 2} textAnchor="middle" className="chart-label" dy="-0.2em">
        {base}
      </text>
      {steps.map((st) => (
        <text key={`l-${st.term}`} x={g.box.left - 8} y={g.rowY.get(st.term)} dy="0.32em" textAnchor="end" className="chart-label">
          {st.label}
        </text>
      ))}
      {g.bars.map((b) => (
        <rect key={b.term} data-term={b.term} x={b.x} y={b.y} width={Math.max(0.5, b.width)} height={b.height} style={{ fill: BAR }} />
      ))}
      {steps.map((st) => (
        <text key={`v-${st.term}`} x={g.box.right + 10} y={g.rowY.get(st.term)} dy="0.32em" textAnchor="start" className="chart-label" data-value={st.term}>
          {fillFleet(s.bridge.step, { irr: st.irrWithout === null ? s.bridge.noIrr : formatPercent(st.irrWithout, lang), pp: formatPP(st.stepPP, lang) })}
        </text>
      ))}
    </ChartFigure>
  );
}
