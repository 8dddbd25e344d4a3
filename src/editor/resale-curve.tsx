// The resale curve editor (model: Investment › fleet, resale curve): age in months since delivery →
// resale value as a percent of capex, one row a point; add / remove points, or fill the catalogue's
// sourced curve. The loader's rules (first point at 0 months, ages increasing, 0–150 %) show on the
// cell they are about, named by the column's label. Also debt sizing to a target DSCR.

import { RESALE_CURVE } from '../../models/catalogue/resale';
import { FIELDS, fieldText } from '../present/field-defs';
import { fill } from '../present/messages';
import { unitText } from '../present/units';
import { selectListLength } from '../store/selectors';
import { useCurrency, useEditor, useFieldValue, useIssuesAt } from './editor-context';
import { FieldGrid } from './field';
import { ListIssues } from './list-issues';
import { addResalePoint, removeResaleCurve, removeResalePoint, setDebtSizing, withCatalogueResaleCurve } from './resale-rows';
import { TableCell } from './table-cell';

function PointRow({ index }: { index: number }) {
  const { store, m } = useEditor();
  const age = useFieldValue(`investment.resaleCurve[${index}].ageMonths`);
  const rowName = `${fieldText(m, 'resalePoint', 'ageMonths').label} ${typeof age === 'number' ? age : index + 1}`;
  return (
    <tr data-resale-point={index}>
      {FIELDS.resalePoint.map((def, col) => (
        <TableCell key={def.key} group="resalePoint" def={def} row={index} col={col} rowName={rowName} />
      ))}
      <td className="ed-cell ed-cell--actions">
        <button type="button" className="ed-button ed-button--quiet" onClick={() => store.getState().applyEdit((d) => removeResalePoint(d, index))}>
          {fill(m.fleet.removePoint, { age: typeof age === 'number' ? age : '?' })}
        </button>
      </td>
    </tr>
  );
}

export function ResaleCurveEditor() {
  const { store, m } = useEditor();
  const currency = useCurrency();
  const count = store((s) => selectListLength(s, 'investment.resaleCurve'));
  const issues = useIssuesAt('investment.resaleCurve');
  const source = RESALE_CURVE[1].fraction;
  return (
    <section className="ed-list" data-testid="resale-curve-editor" aria-label={m.fleet.resaleTitle}>
      <h3 className="ed-subtitle">{m.fleet.resaleTitle}</h3>
      <p className="ed-muted">{m.fleet.resaleIntro}</p>
      <ListIssues issues={issues} />
      {count > 0 ? (
        <table className="ed-table ed-table--narrow">
          <caption className="ed-visually-hidden">{m.fleet.resaleCaption}</caption>
          <thead>
            <tr>
              {FIELDS.resalePoint.map((def) => (
                <th key={def.key} scope="col" title={fieldText(m, 'resalePoint', def.key).help}>
                  {fieldText(m, 'resalePoint', def.key).label}
                  <span className="ed-table__unit">{def.kind === 'number' ? unitText(def.unit, m, currency) : ''}</span>
                </th>
              ))}
              <th scope="col">{m.fleet.actions}</th>
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: count }, (_, i) => (
              <PointRow key={i} index={i} />
            ))}
          </tbody>
        </table>
      ) : null}
      <div className="ed-actions">
        <button type="button" className="ed-button" onClick={() => store.getState().applyEdit(addResalePoint)}>
          {m.fleet.addPoint}
        </button>
        <button type="button" className="ed-button" onClick={() => store.getState().applyEdit(withCatalogueResaleCurve)}>
          {m.fleet.useCatalogue}
        </button>
        {count > 0 ? (
          <button type="button" className="ed-button ed-button--quiet" onClick={() => store.getState().applyEdit(removeResaleCurve)}>
            {m.fleet.removeCurve}
          </button>
        ) : null}
      </div>
      <p className="ed-field__source">{fill(m.fleet.catalogueCurve, { source: source.source, date: source.asOf })}</p>
    </section>
  );
}

export function DebtSizingEditor() {
  const { store, m } = useEditor();
  const on = useFieldValue('investment.debtSizing') !== undefined;
  return (
    <fieldset className="ed-item" data-group="debtSizing">
      <legend className="ed-item__legend">{m.fleet.debtSizingTitle}</legend>
      <p className="ed-muted">{m.fleet.debtSizingIntro}</p>
      {on ? <FieldGrid group="debtSizing" defs={FIELDS.debtSizing} /> : null}
      <button type="button" className="ed-button ed-button--quiet" onClick={() => store.getState().applyEdit((d) => setDebtSizing(d, !on))}>
        {on ? m.fleet.removeDebtSizing : m.fleet.addDebtSizing}
      </button>
    </fieldset>
  );
}
