// Autosave for the whole session: the editor store's edits are written as they come, and those
// still pending when the page is hidden (closed, reloaded, switched away from). The tab announces
// its presence, so no other tab takes over its crash journal while it is open.
import { useCallback, useEffect, useRef } from 'react';
import { startAutosave, useEditorStore, type Autosave } from '../store';
import { updateScenarioDoc } from '../storage/scenarios-repo';
import { announceTab } from '../store/tab-presence';
import { followStoredOverrides } from '../catalogue/follow-overrides';

/** Starts the session's autosave; returns `flush` (resolves once pending edits are stored). */
export function useSessionAutosave(): () => Promise<void> {
  const autosave = useRef<Autosave | null>(null);
  useEffect(() => {
    announceTab();
    const a = startAutosave(useEditorStore, { updateScenarioDoc });
    autosave.current = a;
    const onHide = () => void a.flush();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
      a.stop();
      autosave.current = null;
    };
  }, []);
  // The editor's catalogue follows the stored overrides (imported on the Catalogue page, restored
  // from a backup, or changed in another tab).
  useEffect(() => followStoredOverrides(), []);
  return useCallback(async () => {
    await autosave.current?.flush();
  }, []);
}
