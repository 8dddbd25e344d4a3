import { startTransition, useEffect, useRef, useState } from 'react';
import type { Scenario } from '../../models/scenario/types';
import type { TornadoEntry } from '../../models/uncertainty/types';
import type { EngineResponse, SensitivitySwings } from './protocol';
import { createDefaultTransport, type EngineTransport, type TransportFactory } from './transport';

/** What to swing: a loaded scenario, the document as read (only the inputs it states), the swings. */
export interface SensitivityQuery {
  scenario: Scenario;
  raw?: unknown;
  swings?: SensitivitySwings;
  /** The report's tornado (models/report-sensitivity.ts) instead of the results panel's. */
  report?: boolean;
}

export interface SensitivityState<Q extends SensitivityQuery> {
  /** The newest answer and the query it answers (kept while a newer query is computed); null before the first. */
  answer: { query: Q; rows: TornadoEntry[] | null } | null;
  /** The engine failed on the newest query. */
  error: string | null;
}

/**
 * The IRR tornado ("What moves my IRR", the report's tornado), computed in an engine worker of its
 * own rather than on the window's thread (it re-evaluates the investment tens of times): an edit's
 * figures are painted first and the tornado follows when its answer arrives, without ever delaying
 * the evaluation of the next edit. Latest wins; `query` must keep its identity while it stays the
 * same (memoized); null asks nothing. The worker starts with the first query. The answer carries
 * the query it answers, so a caller draws rows with the scenario they belong to.
 */
export function useSensitivity<Q extends SensitivityQuery>(query: Q | null, options: { transport?: TransportFactory } = {}): SensitivityState<Q> {
  const factory = useRef<TransportFactory>(options.transport ?? createDefaultTransport).current;
  const transport = useRef<{ t: EngineTransport; unlisten: () => void } | null>(null);
  const latest = useRef<{ id: number; query: Q | null }>({ id: 0, query: null });
  const [state, setState] = useState<SensitivityState<Q>>({ answer: null, error: null });

  useEffect(
    () => () => {
      latest.current = { id: latest.current.id + 1, query: null };
      transport.current?.unlisten();
      transport.current?.t.close();
      transport.current = null;
    },
    [],
  );

  useEffect(() => {
    const id = latest.current.id + 1;
    latest.current = { id, query };
    if (!query) return;
    if (!transport.current) {
      const t = factory();
      const onResponse = (response: EngineResponse) => {
        const { id: newest, query: asked } = latest.current;
        if (response.id !== newest || !asked) return;
        // In a transition: drawing the tornado (about 1.5 ms) yields to the next keystroke and to
        // the figures of the next edit rather than holding the window's thread when they arrive.
        if (response.type === 'sensitivity') startTransition(() => setState({ answer: { query: asked, rows: response.rows }, error: null }));
        else if (response.type === 'error') setState((s) => ({ answer: s.answer, error: response.message }));
      };
      const onFailure = (message: string) => {
        setState((s) => ({ answer: s.answer, error: message }));
        // The next query starts a new worker.
        transport.current?.unlisten();
        transport.current?.t.close();
        transport.current = null;
      };
      transport.current = { t, unlisten: () => undefined };
      transport.current.unlisten = t.listen(onResponse, onFailure);
    }
    const { scenario, raw, swings, report } = query;
    transport.current.t.post({ type: 'sensitivity', id, scenario, raw, swings, report });
  }, [query, factory]);

  return state;
}
