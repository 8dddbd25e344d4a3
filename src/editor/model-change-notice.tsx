// Hardware's notice when the catalogue pick changes the node's GPU model: the inputs still tied to
// the old model (issue 27) with "Switch the plan" (issue 26), then what the switch changed, old → new,
// in the form's words and units, and what the catalogue could not set.

import { activeCatalogue } from '../store/active-catalogue';
import type { GpuModelEntry } from '../../models/catalogue';
import { selectCurrency } from '../store/selectors';
import { useEditor } from './editor-context';
import { fill } from '../present/messages';
import { generationLabel, type SwitchedField } from './model-change';
import { warningFieldLabel } from '../results/warning-label';
import { inputValueFormatter } from '../present/input-label';

export function catalogueEntry(model: unknown): GpuModelEntry | undefined {
  const { gpus } = activeCatalogue();
  return typeof model === 'string' && Object.hasOwn(gpus, model) ? gpus[model] : undefined;
}

/** Inputs still set for the GPU model the node was switched away from (issue 27). */
export interface ModelChange {
  from: string;
  to: string;
  paths: string[];
  /** Issue 26: after "Switch the plan", what it changed and what it could not. */
  switched?: { changed: SwitchedField[]; left: string[] };
}

function shownValue(v: unknown, lang: string): string {
  if (typeof v === 'number') return new Intl.NumberFormat(lang, { maximumFractionDigits: 4 }).format(v);
  return v === undefined || v === null ? '—' : String(v);
}

export function ModelChangeNotice({ change, onSwitch, onDismiss }: { change: ModelChange; onSwitch: () => void; onDismiss: () => void }) {
  const { m, lang, store } = useEditor();
  const entry = catalogueEntry(change.to);
  if (change.switched) {
    // The node fields were already set by the pick: list what the switch itself changed.
    const shown = change.switched.changed.filter((c) => !c.path.startsWith('node.'));
    const cooling = m.options.cooling as Record<string, string>;
    const state = store.getState();
    // Amounts with their units ("50,000 USD/GPU"), as the editor's fields show them.
    const withUnit = inputValueFormatter(lang, 4, selectCurrency(state));
    const shown2 = (path: string, v: unknown) =>
      path === 'site.cooling' && typeof v === 'string' && Object.hasOwn(cooling, v)
        ? cooling[v]
        : path === 'investment.generation'
          ? (generationLabel(state.doc, v) ?? shownValue(v, lang))
          : typeof v === 'number'
            ? withUnit(path, v)
            : shownValue(v, lang);
    return (
      <div className="results-notice ed-model-change" role="status" data-testid="model-switched">
        <strong>{fill(m.catalogue.switchedTitle, { to: change.to })}</strong>
        <ul>
          {shown.map((c) => (
            <li key={c.path} data-path={c.path}>
              {warningFieldLabel(c.path, lang, null)}: {shown2(c.path, c.from)} → {shown2(c.path, c.to)}
            </li>
          ))}
        </ul>
        {change.switched.left.length > 0 ? (
          <>
            <strong>{fill(m.catalogue.switchedLeft, { from: change.from, to: change.to })}</strong>
            <ul>
              {change.switched.left.map((p) => (
                <li key={p}>{warningFieldLabel(p, lang, null)}</li>
              ))}
            </ul>
          </>
        ) : null}
        <button type="button" className="button" onClick={onDismiss}>
          {m.catalogue.modelChangedDismiss}
        </button>
      </div>
    );
  }
  return (
    <div className="results-notice ed-model-change" role="alert" data-testid="model-change-warning">
      <strong>{fill(m.catalogue.modelChangedTitle, { from: change.from, to: change.to })}</strong>
      <ul>
        {change.paths.map((p) => (
          <li key={p}>{warningFieldLabel(p, lang, null)}</li>
        ))}
      </ul>
      <div className="ed-actions">
        {entry ? (
          <button type="button" className="button button--primary" onClick={onSwitch}>
            {fill(m.catalogue.switchPlan, { to: entry.id })}
          </button>
        ) : null}
        <button type="button" className="button" onClick={onDismiss}>
          {m.catalogue.modelChangedDismiss}
        </button>
      </div>
    </div>
  );
}
