import { useEffect, useRef, useState } from 'react';
import type { DifferenceImpact } from '../../models/compare';
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario/types';
import type { EngineResponse } from './protocol';
import { createDefaultTransport, type EngineTransport, type TransportFactory } from './transport';

export interface DifferenceImpactsState {
  /** Which differing inputs move a key result; null while computing or with fewer than two scenarios. */
  impacts: DifferenceImpact[] | null;
  /** The engine failed to answer (the tables then mark no row). */
  error: string | null;
}

const NONE: DifferenceImpactsState = { impacts: null, error: null };

/**
 * "Which differences move a key result" for the compare page, computed in the engine worker (tens
 * of evaluations) rather than on the window's thread: once per set of scenarios, latest wins. The
 * worker starts with the first request. `scenarios` and `results` must keep their identity while
 * they stay the same (memoized): each new pair is a new request.
 */
export function useDifferenceImpacts(
  scenarios: readonly Scenario[] | null,
  results: readonly ScenarioResult[] | null,
  options: { transport?: TransportFactory } = {},
): DifferenceImpactsState {
  const factory = useRef<TransportFactory>(options.transport ?? createDefaultTransport).current;
  const transport = useRef<{ t: EngineTransport; unlisten: () => void } | null>(null);
  const latest = useRef(0);
  const [state, setState] = useState<DifferenceImpactsState>(NONE);

  useEffect(
    () => () => {
      latest.current++;
      transport.current?.unlisten();
      transport.current?.t.close();
      transport.current = null;
    },
    [],
  );

  useEffect(() => {
    const id = ++latest.current;
    if (!scenarios || !results || scenarios.length < 2 || results.length < 1) {
      setState(NONE);
      return;
    }
    setState(NONE);
    if (!transport.current) {
      const t = factory();
      const onResponse = (response: EngineResponse) => {
        if (response.id !== latest.current) return;
        if (response.type === 'impacts') setState({ impacts: response.impacts, error: null });
        else if (response.type === 'error') setState({ impacts: null, error: response.message });
      };
      const onFailure = (message: string) => {
        setState({ impacts: null, error: message });
        // The next request starts a new worker.
        transport.current?.unlisten();
        transport.current?.t.close();
        transport.current = null;
      };
      transport.current = { t, unlisten: () => undefined };
      transport.current.unlisten = t.listen(onResponse, onFailure);
    }
    transport.current.t.post({ type: 'impacts', id, scenarios: [...scenarios], baseResult: results[0] });
  }, [scenarios, results, factory]);

  return state;
}
