import { useEffect, useRef, useState } from 'react';
import type { ScenarioRecord } from '../storage/types';
import { evaluateRecord, type ComparedScenario } from './evaluate-record';
import { errorMessage } from '../../models/error-message';

/**
 * Loads and evaluates the selected scenarios, returned in selection order. Each id is read once
 * while it stays selected (a load still in flight is not repeated); deselected ones are forgotten.
 */
export function useComparedScenarios(ids: readonly string[], loadRecord: (id: string) => Promise<ScenarioRecord | undefined>): ComparedScenario[] {
  const [cache, setCache] = useState<ReadonlyMap<string, ComparedScenario>>(new Map());
  const inFlight = useRef(new Set<string>());
  const mounted = useRef(true);
  const current = useRef({ ids, cache });
  current.current = { ids, cache };
  const key = ids.join('\u0000');

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    const wanted = key === '' ? [] : key.split('\u0000');
    setCache((previous) => {
      const next = new Map<string, ComparedScenario>();
      for (const id of wanted) {
        const known = previous.get(id);
        if (known) next.set(id, known);
      }
      return next.size === previous.size ? previous : next;
    });
    const put = (id: string, value: ComparedScenario) => {
      inFlight.current.delete(id);
      // Dropped when the page is gone or the scenario was unticked meanwhile.
      if (!mounted.current || !current.current.ids.includes(id)) return;
      setCache((c) => new Map(c).set(id, value));
    };
    for (const id of wanted) {
      if (inFlight.current.has(id) || current.current.cache.has(id)) continue;
      inFlight.current.add(id);
      loadRecord(id).then(
        (record) => put(id, evaluateRecord(id, record)),
        (error: unknown) => put(id, { id, status: 'error', name: id, message: errorMessage(error) }),
      );
    }
  }, [key, loadRecord]);

  return ids.map((id) => cache.get(id) ?? { id, status: 'loading' });
}
