import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MonteCarloOptions } from '../../models/uncertainty';
import { INITIAL_MONTE_CARLO, createMonteCarloClient, type MonteCarloClient, type MonteCarloState } from './monte-carlo-client';
import type { Doc } from './protocol';
import { createDefaultTransport, type EngineTransport, type TransportFactory } from './transport';

export interface MonteCarloHookOptions {
  /** Read once. Default: its own module Web Worker (created on the first run), else in-process. */
  transport?: TransportFactory;
  /** Trials per chunk (default: about 40 progress steps per run). */
  chunkSize?: number;
  /** Overrides the scenario's uncertainty settings (trials, seed, hurdle, inputs). */
  runOptions?: MonteCarloOptions;
}

export interface MonteCarloHandle extends MonteCarloState {
  /** Starts a run on the current document (a run in progress is replaced). */
  run: () => void;
  cancel: () => void;
  /** The shown result was computed from an earlier document than the current one. */
  stale: boolean;
}

/** Chunked Monte Carlo of `doc` with progress and cancel; pass the result to <ResultsPanel monteCarlo>. */
export function useMonteCarlo(doc: Doc | null, options: MonteCarloHookOptions = {}): MonteCarloHandle {
  const factory = useRef<TransportFactory>(options.transport ?? createDefaultTransport).current;
  const [state, setState] = useState<MonteCarloState>(INITIAL_MONTE_CARLO);
  const [ranDoc, setRanDoc] = useState<Doc | null>(null);
  const engine = useRef<{ transport: EngineTransport; client: MonteCarloClient } | null>(null);
  const latest = useRef({ doc, options });
  latest.current = { doc, options };

  useEffect(
    () => () => {
      engine.current?.client.dispose();
      engine.current?.transport.close();
      engine.current = null;
    },
    [],
  );

  const run = useCallback(() => {
    const { doc: current, options: opts } = latest.current;
    if (current === null) return;
    if (!engine.current) {
      const transport = factory();
      engine.current = { transport, client: createMonteCarloClient(transport, setState) };
    }
    setRanDoc(current);
    engine.current.client.run(current, opts.runOptions, opts.chunkSize);
  }, [factory]);

  const cancel = useCallback(() => engine.current?.client.cancel(), []);

  const stale = state.result !== null && ranDoc !== doc;
  // One object while nothing changed, so the results panel (memoized) skips an edit's render.
  return useMemo(() => ({ ...state, run, cancel, stale }), [state, run, cancel, stale]);
}
