// The last session, remembered and restored: the scenario open in the editor is remembered (in the
// same storage as the language), and when the editor is shown with nothing open, after a reload or
// at the next start, it reopens that scenario the way the list opens it (crash journal included).
// Only then, so a new tab never takes up a scenario on its own.
import { useEffect, useRef } from 'react';
import { getScenario } from '../storage/scenarios-repo';
import { useEditorStore } from '../store';
import { liveTabIds } from '../store/tab-presence';
import { readLastSession, rememberScenario, type SessionStorage } from './last-session';
import type { Page } from './shell-store';

export function useSessionRestore(session: SessionStorage | null, page: Page): void {
  const openId = useEditorStore((s) => s.scenarioId);
  const restored = useRef(false);
  useEffect(() => {
    // The first render has nothing open yet: only a scenario opened since then is remembered.
    if (!restored.current) {
      restored.current = true;
      if (!openId) return;
    }
    rememberScenario(session, openId);
  }, [openId, session]);

  const reopening = useRef(false);
  useEffect(() => {
    if (page !== 'workspace' || openId || reopening.current) return;
    const { scenarioId } = readLastSession(session);
    if (!scenarioId) return;
    reopening.current = true;
    void Promise.all([getScenario(scenarioId), liveTabIds()])
      .then(([record, liveTabs]) => {
        if (!record) rememberScenario(session, null);
        else if (!useEditorStore.getState().doc) useEditorStore.getState().open(record, liveTabs);
      })
      .catch(() => undefined)
      .finally(() => {
        reopening.current = false;
      });
  }, [page, openId, session]);
}
