// A fleet's results in the app (model: Investment › fleet): the tranche table, the largest loan that
// meets the target DSCR, the peak IT power and the return's attribution bridge. Every figure comes
// from the presentation layer (src/present/fleet.ts), as the report and the CLI's --table draw it.
import type { InvestmentResult } from '../../models/investment';
import { fleetStrings } from '../i18n/areas/fleet';
import type { Language } from '../i18n/languages';
import { attributionFigures, attributionSentence, fleetFigures, trancheTable } from '../present/fleet';

export function FleetBlock({ investment, currency, lang, usableKW }: { investment: InvestmentResult; currency: string; lang: Language; usableKW?: number }) {
  const table = trancheTable(investment, lang, currency);
  const figures = fleetFigures(investment, lang, currency, usableKW);
  const bridge = attributionFigures(investment, lang, currency);
  if (!table && figures.length === 0 && bridge.length === 0) return null;
  return (
    <div className="fleet-block" data-testid="fleet-block">
      {table ? (
        <div className="yearly-table__scroll" tabIndex={0} role="region" aria-label={table.title}>
          <table className="results-table" data-testid="tranche-table">
            <caption>{`${table.title} (${currency})`}</caption>
            <thead>
              <tr>{table.header.map((h) => <th key={h} scope="col">{h}</th>)}</tr>
            </thead>
            <tbody>
              {table.rows.map((row, k) => (
                <tr key={k}>{row.map((cell, j) => (j === 0 ? <th key={j} scope="row">{cell}</th> : <td key={j}>{cell}</td>))}</tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {figures.length > 0 ? (
        <dl className="fleet-block__figures">
          {figures.map((f) => (
            <div key={f.key} data-figure={f.key} data-tone={f.tone}>
              <dt>{f.label}</dt>
              <dd>{f.value}{f.note ? <span className="fleet-block__note"> ({f.note})</span> : null}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {bridge.length > 0 ? (
        <div className="fleet-block__bridge" data-testid="attribution-bridge">
          <p><strong>{fleetStrings(lang).attribution.title}</strong>: {attributionSentence(investment, lang, currency)}</p>
          <table className="results-table">
            <tbody>
              {bridge.map((f) => (
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
