// The columns every compare table shares: a label column, then one per scenario, headed by its name.

export function CompareColgroup({ names }: { names: readonly string[] }) {
  return (
    <colgroup>
      <col className="compare-table__label-col" />
      {names.map((n, i) => (
        <col key={`${n}-${i}`} />
      ))}
    </colgroup>
  );
}

export function CompareHead({ names, first }: { names: readonly string[]; first: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {names.map((n, i) => (
          <th key={`${n}-${i}`} scope="col">
            <span className="compare-cell compare-cell--name">{n}</span>
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The table class: wider scenario columns squeeze when more than two are compared. */
export function compareTableClass(base: string, names: readonly string[]): string {
  return `${base}${names.length > 2 ? ' compare-table--many' : ''}`;
}
