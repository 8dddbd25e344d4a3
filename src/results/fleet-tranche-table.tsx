// The tranche table (model: Investment › fleet): a row per tranche and a total row, every cell from
// the presentation layer (src/present/fleet.ts), money in the file's currency.
import type { TrancheTable } from '../present/fleet';

export function FleetTrancheTable({ table, currency }: { table: TrancheTable; currency: string }) {
  return (
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
        <tfoot>
          <tr data-testid="tranche-total">{table.total.map((cell, j) => (j === 0 ? <th key={j} scope="row">{cell}</th> : <td key={j}>{cell}</td>))}</tr>
        </tfoot>
      </table>
      <p className="fleet-block__note">{table.note}</p>
    </div>
  );
}
