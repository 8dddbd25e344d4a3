// One owned fleet or one candidate of the fleet plan (model: Fleet plan): its fields, and the
// buttons that duplicate or remove it (one undo step each); a candidate also fills itself from a
// catalogue GPU and keeps its optional contract terms folded away.

import { activeCatalogue } from '../store/active-catalogue';
import { duplicateFleetItem, fillCandidateFromCatalogue, removeFleetItem, type FleetList } from '../store/fleet-plan-list-edits';
import { selectField } from '../store/selectors';
import { useEditor } from './editor-context';
import { Field } from './field';
import { FIELDS, FLEET_CANDIDATE_PARTS } from '../present/field-defs';
import type { FieldDef } from '../present/field-defs';
import { fill } from '../present/messages';

type Texts = ReturnType<typeof useEditor>['m']['fleetPlanEditor'];

function placeholderFor(key: string, t: Texts): string | undefined {
  if (key === 'maxGPUs') return t.unlimited;
  if (key === 'latestMonth' || key === 'lifeMonths') return t.horizon;
  return undefined;
}

function Grid({ which, defs, index }: { which: FleetList; defs: readonly FieldDef[]; index: number }) {
  const { m } = useEditor();
  const group = which === 'candidates' ? 'fleetCandidate' : 'fleetExisting';
  return (
    <div className="ed-grid ed-grid--compact">
      {defs.map((def) => (
        <Field key={def.key} group={group} def={def} index={index} placeholder={placeholderFor(def.key, m.fleetPlanEditor)} />
      ))}
    </div>
  );
}

function CatalogueFill({ index, name }: { index: number; name: string }) {
  const { store, m } = useEditor();
  const t = m.fleetPlanEditor;
  const gpus = Object.values(activeCatalogue().gpus);
  return (
    <label className="ed-inline-pick">
      <span>{t.fromCatalogue}</span>
      <select
        className="ed-input ed-select"
        aria-label={fill(t.pickGpu, { name })}
        title={t.fromCatalogueHelp}
        value=""
        onChange={(event) => {
          const entry = gpus.find((g) => g.id === event.target.value);
          if (entry) store.getState().applyEdit((d) => fillCandidateFromCatalogue(d, index, entry));
        }}
      >
        <option value="">{m.options.choose}</option>
        {gpus.map((g) => (
          <option key={g.id} value={g.id}>
            {g.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const pick = (keys: readonly string[]): FieldDef[] => FIELDS.fleetCandidate.filter((d) => keys.includes(d.key));

export function FleetItem({ which, index }: { which: FleetList; index: number }) {
  const { store, m } = useEditor();
  const t = m.fleetPlanEditor;
  const path = `fleetPlan.${which}[${index}]`;
  const name = store((s) => {
    const n = selectField(s, `${path}.name`);
    return typeof n === 'string' ? n : '';
  });
  const edit = store.getState().applyEdit;
  const candidate = which === 'candidates';
  return (
    <fieldset className="ed-item" data-testid={`fleet-${which}-${index}`}>
      <legend className="ed-item__legend">{fill(candidate ? t.candidate : t.existing, { n: index + 1, name })}</legend>
      {candidate ? <CatalogueFill index={index} name={name || fill(t.defaultCandidate, { n: index + 1 })} /> : null}
      <Grid which={which} defs={candidate ? pick(FLEET_CANDIDATE_PARTS.purchase) : FIELDS.fleetExisting} index={index} />
      {candidate ? (
        <details className="ed-terms">
          <summary>{t.optionalTerms}</summary>
          <Grid which={which} defs={pick(FLEET_CANDIDATE_PARTS.contract)} index={index} />
        </details>
      ) : null}
      <div className="ed-actions">
        <button type="button" className="ed-button ed-button--quiet" onClick={() => edit((d) => duplicateFleetItem(d, which, index))}>
          {fill(t.duplicate, { name: name || String(index + 1) })}
        </button>
        <button type="button" className="ed-button ed-button--quiet" onClick={() => edit((d) => removeFleetItem(d, which, index))}>
          {fill(t.remove, { name: name || String(index + 1) })}
        </button>
      </div>
    </fieldset>
  );
}
