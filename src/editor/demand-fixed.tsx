// Contracts already signed (model: Demand plan › fixed commitments): part of every plan. One row per
// contract (its commit offer, start month and GPUs); the results' "keep this commitment" adds rows
// here too. The loader's rules (a start month of the offer, whole blocks) show at the field.

import { FIELDS } from '../present/field-defs';
import { fill } from '../present/messages';
import { addFixed, commitOffers, removeFixed } from '../store/demand-scenario-edits';
import { selectListLength } from '../store/selectors';
import { useEditor, useIssuesAt } from './editor-context';
import { Field } from './field';
import { ListIssues } from './list-issues';
import { SelectField } from './select-field';

function OfferChoice({ index }: { index: number }) {
  const { store, m } = useEditor();
  const names = store((s) => commitOffers(s.doc ?? {}).map((o) => o.name).join('\n'));
  const path = `portfolio.fixed[${index}].offer`;
  const issues = useIssuesAt(path);
  const { label, help } = m.fields.fixedCommitment.offer;
  const options = names === '' ? [] : names.split('\n').map((n) => ({ value: n, label: n }));
  return <SelectField path={path} label={label} help={help} options={options} issues={issues} />;
}

function FixedRow({ index }: { index: number }) {
  const { store, m } = useEditor();
  return (
    <fieldset className="ed-row" data-testid={`fixed-${index}`}>
      <legend className="ed-row__legend">{fill(m.portfolio.fixedNumber, { n: index + 1 })}</legend>
      <div className="ed-row__fields">
        <OfferChoice index={index} />
        {FIELDS.fixedCommitment
          .filter((def) => def.key !== 'offer')
          .map((def) => (
            <Field key={def.key} group="fixedCommitment" def={def} index={index} />
          ))}
        <button type="button" className="ed-button ed-button--quiet" onClick={() => store.getState().applyEdit((d) => removeFixed(d, index))}>
          {fill(m.portfolio.removeFixed, { n: index + 1 })}
        </button>
      </div>
    </fieldset>
  );
}

export function DemandFixed() {
  const { store, m } = useEditor();
  const count = store((s) => selectListLength(s, 'portfolio.fixed'));
  const hasCommit = store((s) => commitOffers(s.doc ?? {}).length > 0);
  const issues = useIssuesAt('portfolio.fixed');
  return (
    <div className="ed-list" data-testid="portfolio-fixed">
      <h3 className="ed-subtitle">{m.portfolio.fixedTitle}</h3>
      <p className="ed-muted">{m.portfolio.fixedIntro}</p>
      <ListIssues issues={issues} />
      {Array.from({ length: count }, (_, i) => (
        <FixedRow key={i} index={i} />
      ))}
      <div className="ed-actions">
        <button type="button" className="ed-button" disabled={!hasCommit} onClick={() => store.getState().applyEdit(addFixed)}>
          {m.portfolio.addFixed}
        </button>
      </div>
      {!hasCommit ? <p className="ed-field__note">{m.portfolio.fixedNeedsCommit}</p> : null}
    </div>
  );
}
