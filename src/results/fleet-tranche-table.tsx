// The tranche table (model: Investment › fleet) in the app: a column per tranche and a total column,
// a row per figure (capex, debt, resale, …), so a few tranches fit the results column; money compact
// as in the yearly table, the exact amount on hover. Every cell comes from the presentation layer
// (src/present/fleet.ts); the CLI and the workbook print the exact table. The printed report splits
// many tranches into several tables of at most `maxColumns` columns (the total in the last), each
// kept on one page with its caption and row labels, so no column is cut at the page's right edge.
import type { TrancheTable } from '../present/fleet';
import { fillFleet, fleetStrings } from '../i18n/areas/fleet';
import type { Language } from '../i18n/languages';

/**
 * The tranches [from, to) of each table when at most `maxColumns` value columns fit (the total
 * column counted in the last table): as few tables as fit, their sizes as even as possible.
 */
export function trancheGroups(count: number, maxColumns?: number): [number, number][] {
  if (maxColumns === undefined || count + 1 <= maxColumns || maxColumns < 2) return [[0, count]];
  const tables = Math.ceil((count + 1) / maxColumns);
  const size = Math.ceil(count / tables);
  const out: [number, number][] = [];
  for (let from = 0; from < count; from += size) out.push([from, Math.min(count, from + size)]);
  // The last table also holds the total: move a tranche back when it would overflow.
  const last = out[out.length - 1];
  if (last[1] - last[0] + 1 > maxColumns) {
    out[out.length - 1] = [last[0], last[1] - 1];
    out.push([last[1] - 1, last[1]]);
  }
  return out;
}

interface PartProps {
  table: TrancheTable;
  exact: TrancheTable;
  caption: string;
  from: number;
  to: number;
  withTotal: boolean;
}

function TranchePart({ table, exact, caption, from, to, withTotal }: PartProps) {
  const fields = table.header.slice(1);
  const rows = table.rows.slice(from, to);
  return (
    <table className="results-table yearly-table__table fleet-tranches" data-testid="tranche-table" data-tranches={`${from + 1}-${to}`}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{table.header[0]}</th>
          {rows.map((row, k) => (
            <th key={k} scope="col" data-tranche={row[0]}>
              {row[0]}
            </th>
          ))}
          {withTotal ? (
            <th scope="col" data-testid="tranche-total">
              {table.total[0]}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {fields.map((field, i) => (
          <tr key={field}>
            <th scope="row">{field}</th>
            {rows.map((row, k) => (
              <td key={k} title={exact.rows[from + k][i + 1]}>
                {row[i + 1]}
              </td>
            ))}
            {withTotal ? (
              <td className="fleet-tranches__total" title={exact.total[i + 1] || undefined}>
                {table.total[i + 1]}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface FleetTrancheTableProps {
  table: TrancheTable;
  exact: TrancheTable;
  currency: string;
  /** Value columns per table (the report's print width); one table when unset. */
  maxColumns?: number;
  lang?: Language;
}

export function FleetTrancheTable({ table, exact, currency, maxColumns, lang = 'en' }: FleetTrancheTableProps) {
  const groups = trancheGroups(table.rows.length, maxColumns);
  const title = `${table.title} (${currency})`;
  const part = fleetStrings(lang).tranches.part;
  const count = String(table.rows.length);
  return (
    <div className={groups.length > 1 ? 'fleet-tranches__parts' : 'yearly-table__scroll'} tabIndex={0} role="region" aria-label={table.title}>
      {groups.map(([from, to], g) => (
        <TranchePart
          key={from}
          table={table}
          exact={exact}
          caption={groups.length > 1 ? `${title} — ${fillFleet(part, { from: String(from + 1), to: String(to), count })}` : title}
          from={from}
          to={to}
          withTotal={g === groups.length - 1}
        />
      ))}
      <p className="fleet-block__note">{table.note}</p>
    </div>
  );
}
