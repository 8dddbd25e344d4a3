// Fleet plan (model: Fleet plan — when to buy and when to refresh): the plan's power budget and
// exit months, the GPUs already owned and the candidates it may buy. Only inputs here: the plan is
// solved in an engine worker of its own (useFleetPlan) and shown with the results.

import { LIMITS } from '../../models/scenario/limits';
import { addFleetItem, type FleetList } from '../store/fleet-plan-list-edits';
import { activeCatalogue } from '../store/active-catalogue';
import { selectListLength } from '../store/selectors';
import { useEditor, useIssuesAt } from './editor-context';
import { Field } from './field';
import { FleetItem } from './fleet-plan-items';
import { FIELDS } from '../present/field-defs';
import { ListIssues } from './list-issues';
import { fill } from '../present/messages';
import { SectionCard } from './section-card';

function PlanFields() {
  const { m } = useEditor();
  return (
    <div className="ed-grid">
      {FIELDS.fleetPlan.map((def) => (
        <Field key={def.key} group="fleetPlan" def={def} placeholder={def.key === 'powerKW' ? m.fleetPlanEditor.siteUsable : undefined} />
      ))}
    </div>
  );
}

function FleetList({ which }: { which: FleetList }) {
  const { store, m } = useEditor();
  const t = m.fleetPlanEditor;
  const path = `fleetPlan.${which}`;
  const count = store((s) => selectListLength(s, path));
  const issues = useIssuesAt(path);
  const candidate = which === 'candidates';
  const most = candidate ? LIMITS.maxFleetCandidates : LIMITS.maxFleetExisting;
  const fallback = fill(candidate ? t.defaultCandidate : t.defaultExisting, { n: count + 1 });
  return (
    <div className="ed-list" data-testid={`fleet-${which}`}>
      <h3 className="ed-subtitle">{candidate ? t.candidatesTitle : t.existingTitle}</h3>
      <p className="ed-muted">{candidate ? t.candidatesIntro : t.existingIntro}</p>
      <ListIssues issues={issues} />
      {Array.from({ length: count }, (_, i) => (
        <FleetItem key={i} which={which} index={i} />
      ))}
      <div className="ed-actions">
        <button
          type="button"
          className="ed-button"
          disabled={count >= most}
          onClick={() => store.getState().applyEdit((d) => addFleetItem(d, which, fallback, activeCatalogue()))}
        >
          {candidate ? t.addCandidate : t.addExisting}
        </button>
      </div>
    </div>
  );
}

export function FleetPlanSection() {
  return (
    <SectionCard section="fleetPlan" optional="fleetPlan">
      <PlanFields />
      <FleetList which="existing" />
      <FleetList which="candidates" />
    </SectionCard>
  );
}
