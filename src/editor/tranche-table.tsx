// The fleet's delivery batches (model: Investment › fleet) as a table in the investment section:
// one row per tranche, one column per field (label and unit in the header), add / duplicate /
// remove, each one undo step (tranche-rows.ts). The single purchase shows as one read-only row
// until "Add batch" turns it into a two-row fleet. With a start date, a delivery month shows its
// calendar date under it.

import { addMonths } from '../../models/investment';
import { FIELDS, fieldText, numberFormat } from '../present/field-defs';
import type { FieldDef } from '../present/field-defs';
import { fill } from '../present/messages';
import { unitText } from '../present/units';
import { formatNumber } from '../format/format';
import { selectListLength } from '../store/selectors';
import { useCurrency, useEditor, useFieldValue, useIssuesAt } from './editor-context';
import { ListIssues } from './list-issues';
import { TableCell } from './table-cell';
import { formatFieldValue } from './unit-input';
import { addBatch, backToSinglePurchase, duplicateBatch, removeBatch } from './tranche-rows';

const COLUMNS = FIELDS.tranche;

function Header() {
  const { m } = useEditor();
  const currency = useCurrency();
  return (
    <thead>
      <tr>
        {COLUMNS.map((def) => {
          // The GPUs column's unit would repeat its label.
          const unit = def.kind === 'number' && def.key !== 'gpus' ? unitText(def.unit, m, currency) : '';
          return (
            <th key={def.key} scope="col" title={fieldText(m, 'tranche', def.key).help}>
              {fieldText(m, 'tranche', def.key).label}
              {unit ? <span className="ed-table__unit">{unit}</span> : null}
            </th>
          );
        })}
        <th scope="col">{m.fleet.actions}</th>
      </tr>
    </thead>
  );
}

/** What an empty cell of `def` follows: the investment's value of the same field, the horizon for the exit. */
function usePlaceholder(def: FieldDef): string | undefined {
  const shared = useFieldValue(`investment.${def.key}`);
  const horizon = useFieldValue('horizonMonths');
  if (def.key === 'exitMonth') return typeof horizon === 'number' ? String(horizon) : undefined;
  if (def.kind !== 'number' || typeof shared !== 'number' || def.key === 'gpus') return undefined;
  return formatFieldValue(shared, numberFormat('tranche', def));
}

function Cell({ def, row, col, rowName }: { def: FieldDef; row: number; col: number; rowName: string }) {
  const placeholder = usePlaceholder(def);
  const start = useFieldValue('investment.startDate');
  const delivery = useFieldValue(`investment.tranches[${row}].deliveryMonth`);
  const note =
    def.key === 'deliveryMonth' && typeof start === 'string' && typeof delivery === 'number' && /^\d{4}-\d{2}-\d{2}$/.test(start)
      ? addMonths(start, delivery) // the calendar date of the delivery month (a date needs no words)
      : undefined;
  return <TableCell group="tranche" def={def} row={row} col={col} rowName={rowName} placeholder={placeholder} note={note} />;
}

function Row({ index, count }: { index: number; count: number }) {
  const { store, m } = useEditor();
  const name = useFieldValue(`investment.tranches[${index}].name`);
  const rowName = typeof name === 'string' && name !== '' ? name : fill(m.fleet.defaultName, { n: index + 1 });
  return (
    <tr data-tranche={index}>
      {COLUMNS.map((def, col) => (
        <Cell key={def.key} def={def} row={index} col={col} rowName={rowName} />
      ))}
      <td className="ed-cell ed-cell--actions">
        <button type="button" className="ed-button ed-button--quiet" onClick={() => store.getState().applyEdit((d) => duplicateBatch(d, index))}>
          {fill(m.fleet.duplicate, { name: rowName })}
        </button>
        {count > 1 ? (
          <button type="button" className="ed-button ed-button--quiet" onClick={() => store.getState().applyEdit((d) => removeBatch(d, index))}>
            {fill(m.fleet.remove, { name: rowName })}
          </button>
        ) : null}
      </td>
    </tr>
  );
}

/** The single purchase as one row: the investment's GPUs in month 0, held to the horizon; the rest follows the investment. */
function SingleRow() {
  const { m, lang } = useEditor();
  const gpus = useFieldValue('investment.gpus');
  const horizon = useFieldValue('horizonMonths');
  const shown = (def: FieldDef): string => {
    if (def.key === 'name') return m.fleet.singleName;
    if (def.key === 'gpus') return typeof gpus === 'number' ? formatNumber(gpus, lang, 0) : m.placeholders.deliverableGpus;
    if (def.key === 'deliveryMonth') return '0';
    if (def.key === 'exitMonth') return typeof horizon === 'number' ? String(horizon) : '';
    return m.fleet.inherited;
  };
  return (
    <tr data-tranche="single">
      {COLUMNS.map((def) => (
        <td key={def.key} className="ed-cell ed-cell--readonly">
          {shown(def)}
        </td>
      ))}
      <td className="ed-cell" />
    </tr>
  );
}

export function TrancheTable() {
  const { store, m } = useEditor();
  const count = store((s) => selectListLength(s, 'investment.tranches'));
  const isFleet = store((s) => Array.isArray(s.doc?.investment && (s.doc.investment as Record<string, unknown>).tranches));
  const issues = useIssuesAt('investment.tranches');
  const add = () => store.getState().applyEdit((d) => addBatch(d, m.fleet.singleName, (n) => fill(m.fleet.defaultName, { n })));
  return (
    <section className="ed-list" data-testid="tranche-editor" aria-label={m.fleet.title}>
      <h3 className="ed-subtitle">{m.fleet.title}</h3>
      <p className="ed-muted">{isFleet ? m.fleet.intro : m.fleet.single}</p>
      <ListIssues issues={issues} />
      <div className="ed-table-scroll">
        <table className="ed-table">
          <caption className="ed-visually-hidden">{m.fleet.caption}</caption>
          <Header />
          <tbody>{isFleet ? Array.from({ length: count }, (_, i) => <Row key={i} index={i} count={count} />) : <SingleRow />}</tbody>
        </table>
      </div>
      <div className="ed-actions">
        <button type="button" className="ed-button" onClick={add}>
          {m.fleet.addBatch}
        </button>
        {isFleet && count <= 1 ? (
          <button type="button" className="ed-button ed-button--quiet" title={m.fleet.lastRowKept} onClick={() => store.getState().applyEdit(backToSinglePurchase)}>
            {m.fleet.backToSingle}
          </button>
        ) : null}
      </div>
    </section>
  );
}
