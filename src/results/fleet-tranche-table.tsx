// The tranche table (model: Investment › fleet) in the app: a column per tranche and a total column,
// a row per figure (capex, debt, resale, …), so a few tranches fit the results column; money compact
// as in the yearly table, the exact amount on hover. Every cell comes from the presentation layer
// (src/present/fleet.ts); the CLI and the workbook print the exact table.
import type { TrancheTable } from '../present/fleet';

export function FleetTrancheTable({ table, exact, currency }: { table: TrancheTable; exact: TrancheTable; currency: string }) {
  const fields = table.header.slice(1);
  return (
    <div className="yearly-table__scroll" tabIndex={0} role="region" aria-label={table.title}>
      <table className="results-table yearly-table__table fleet-tranches" data-testid="tranche-table">
        <caption>{`${table.title} (${currency})`}</caption>
        <thead>
          <tr>
            <th scope="col">{table.header[0]}</th>
            {table.rows.map((row, k) => (
              <th key={k} scope="col" data-tranche={row[0]}>
                {row[0]}
              </th>
            ))}
            <th scope="col" data-testid="tranche-total">
              {table.total[0]}
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field, i) => (
            <tr key={field}>
              <th scope="row">{field}</th>
              {table.rows.map((row, k) => (
                <td key={k} title={exact.rows[k][i + 1]}>
                  {row[i + 1]}
                </td>
              ))}
              <td className="fleet-tranches__total" title={exact.total[i + 1] || undefined}>
                {table.total[i + 1]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="fleet-block__note">{table.note}</p>
    </div>
  );
}
