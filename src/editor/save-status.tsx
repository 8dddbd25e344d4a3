// Where the edits are: saved / saving / unsaved / changed elsewhere (with the choice) / not saved
// (with the reason). A polite live region, so screen readers hear it without losing focus.

import { useEditor } from './editor-context';
import { fill } from '../present/messages';

export function SaveStatus() {
  const { store, m, lang } = useEditor();
  const saveState = store((s) => s.saveState);
  const saveError = store((s) => s.saveError);
  const restoredAt = store((s) => s.restoredFromJournalAt);
  const s = m.save;
  return (
    <div className={`ed-save ed-save--${saveState}`}>
      <span role="status" aria-live="polite" className="ed-save__state">
        {s[saveState]}
      </span>
      {saveState === 'error' && saveError ? <p className="ed-field__error">{fill(s.errorDetail, { message: saveError })}</p> : null}
      {saveState === 'conflict' ? (
        <div className="ed-save__conflict">
          <p>{s.conflictDetail}</p>
          <div className="ed-actions">
            <button type="button" className="ed-button ed-button--primary" onClick={() => store.getState().resolveConflict('mine')}>
              {s.keepMine}
            </button>
            <button type="button" className="ed-button" onClick={() => store.getState().resolveConflict('theirs')}>
              {s.loadTheirs}
            </button>
          </div>
        </div>
      ) : null}
      {restoredAt !== null ? (
        <p className="ed-muted">{fill(s.restored, { time: new Date(restoredAt).toLocaleString(lang) })}</p>
      ) : null}
    </div>
  );
}
