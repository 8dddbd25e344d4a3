// A fleet's results in the app (model: Investment › fleet): GPUs in service by tranche against the
// site's usable power, the tranche table, the largest loan that meets the target DSCR, the peak IT
// power and the return's attribution as a sentence and a bridge chart. Every figure comes from the
// presentation layer (src/present/fleet.ts, fleet-bridge.ts), as the report and the CLI draw it.
import { useMemo } from 'react';
import type { InvestmentResult } from '../../models/investment';
import type { InvestmentInput } from '../../models/scenario/types';
import { FleetBridgeChart } from '../charts/fleet-bridge-chart';
import { FleetServiceChart } from '../charts/fleet-service-chart';
import { serviceTranches } from '../charts/fleet-service-geometry';
import { Sized } from '../charts/responsive';
import { fleetStrings } from '../i18n/areas/fleet';
import type { Language } from '../i18n/languages';
import { attributionFigures, attributionSentence, fleetFigures, trancheTable } from '../present/fleet';
import { maxDebtFigure } from '../present/fleet-bridge';
import type { Figure } from '../present/figure';
import { FleetTrancheTable } from './fleet-tranche-table';

export interface FleetBlockProps {
  investment: InvestmentResult;
  currency: string;
  lang: Language;
  usableKW?: number;
  /** The investment's inputs: tranches' own kW per GPU, the debt sizing target, the start date. */
  input?: InvestmentInput;
  /** The capacity section's kW per GPU (a tranche's default). */
  kwPerGPU?: number;
  horizonMonths?: number;
  /** Charts at this width (the printed report), else their container's. */
  width?: number;
  /** Value columns per tranche table (the printed report splits many tranches); one table when unset. */
  trancheColumns?: number;
}

function FigureList({ figures }: { figures: Figure[] }) {
  return (
    <dl className="fleet-block__figures">
      {figures.map((f) => (
        <div key={f.key} data-figure={f.key} data-tone={f.tone}>
          <dt>{f.label}</dt>
          <dd>
            {f.value}
            {f.note ? <span className="fleet-block__note">{f.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function FleetBlock({ investment, currency, lang, usableKW, input, kwPerGPU, horizonMonths, width, trancheColumns }: FleetBlockProps) {
  const table = trancheTable(investment, lang, currency, { compact: true });
  const exact = trancheTable(investment, lang, currency);
  const sizing = maxDebtFigure(investment, input, lang, currency);
  // The sentence of the largest loan replaces the bare figure when the target is known.
  const figures = fleetFigures(investment, lang, currency, usableKW).map((f) => (f.key === 'maxDebt' && sizing ? { ...sizing, key: 'maxDebt' } : f));
  const sentence = attributionSentence(investment, lang, currency);
  const H = horizonMonths ?? investment.powerKW?.length;
  const chartTranches = useMemo(
    () => (investment.tranches && kwPerGPU !== undefined ? serviceTranches(investment.tranches, input?.tranches, kwPerGPU) : null),
    [investment.tranches, input?.tranches, kwPerGPU],
  );
  if (!table && figures.length === 0 && !sentence) return null;
  return (
    <div className="fleet-block" data-testid="fleet-block">
      {chartTranches && H ? (
        <Sized width={width}>{(w) => <FleetServiceChart tranches={chartTranches} horizonMonths={H} usableKW={usableKW} startDate={input?.startDate} lang={lang} width={w} />}</Sized>
      ) : null}
      {table && exact ? <FleetTrancheTable table={table} exact={exact} currency={currency} maxColumns={trancheColumns} lang={lang} /> : null}
      {figures.length > 0 ? <FigureList figures={figures} /> : null}
      {sentence ? (
        <div className="fleet-block__bridge" data-testid="attribution-bridge">
          <p>
            <strong>{fleetStrings(lang).attribution.title}</strong>: {sentence}
          </p>
          <Sized width={width}>{(w) => <FleetBridgeChart investment={investment} lang={lang} width={w} />}</Sized>
          <table className="results-table">
            <tbody>
              {attributionFigures(investment, lang, currency).map((f) => (
                <tr key={f.key} data-figure={f.key}>
                  <th scope="row">{f.label}</th>
                  <td>{f.value}</td>
                  <td>{f.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
