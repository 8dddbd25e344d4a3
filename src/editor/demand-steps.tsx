// The demand plan's peak over the months (docs/model.md › Demand plan `portfolio.demand`): one row per step,
// "from month m on, the peak is n GPUs". The loader's rules on the list (first step at month 1,
// later steps at later months, within the plan) show at the step's own month.

import { selectListLength } from '../store/selectors';
import { addDemandStep } from '../store/portfolio-edits';
import { removeAt } from '../store/path';
import { useEditor, useIssuesAt } from './editor-context';
import { Field } from './field';
import { FIELDS } from '../present/field-defs';
import { fill } from '../present/messages';
import { ListIssues } from './list-issues';

function StepRow({ index }: { index: number }) {
  const { store, m } = useEditor();
  return (
    <fieldset className="ed-row">
      <legend className="ed-row__legend">{fill(m.portfolio.step, { n: index + 1 })}</legend>
      <div className="ed-row__fields">
        {FIELDS.demandStep.map((def) => (
          <Field key={def.key} group="demandStep" def={def} index={index} />
        ))}
        <button
          type="button"
          className="ed-button ed-button--quiet"
          onClick={() => store.getState().applyEdit((d) => removeAt(d, 'portfolio.demand', index))}
        >
          {fill(m.portfolio.removeStep, { n: index + 1 })}
        </button>
      </div>
    </fieldset>
  );
}

export function DemandSteps() {
  const { store, m } = useEditor();
  const count = store((s) => selectListLength(s, 'portfolio.demand'));
  const issues = useIssuesAt('portfolio.demand');
  return (
    <div className="ed-list" data-testid="portfolio-demand">
      <h3 className="ed-subtitle">{m.portfolio.demandTitle}</h3>
      <p className="ed-muted">{m.portfolio.demandIntro}</p>
      <ListIssues issues={issues} />
      {Array.from({ length: count }, (_, i) => (
        <StepRow key={i} index={i} />
      ))}
      <div className="ed-actions">
        <button type="button" className="ed-button" onClick={() => store.getState().applyEdit(addDemandStep)}>
          {m.portfolio.addStep}
        </button>
      </div>
    </div>
  );
}
