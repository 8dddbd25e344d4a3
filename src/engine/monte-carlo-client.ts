// Monte Carlo runs over a transport: one run at a time, progress after each chunk, Cancel, and
// answers for any other run id ignored. Plain logic, no React: useMonteCarlo wraps it.
import type { MonteCarloOptions, UncertaintyResult } from '../../models/uncertainty';
import type { ScenarioIssue } from '../../models/scenario';
import type { Doc, EngineResponse } from './protocol';
import type { EngineTransport } from './transport';

export interface MonteCarloState {
  running: boolean;
  /** 0..1 of the current (or last) run. */
  progress: number;
  done: number;
  total: number;
  result: UncertaintyResult | null;
  /** Engine time of the finished run, ms. */
  ms: number;
  /** The run was refused because the document is invalid. */
  issues: ScenarioIssue[] | null;
  error: string | null;
  /** The last run was cancelled before it finished. */
  cancelled: boolean;
}

export const INITIAL_MONTE_CARLO: MonteCarloState = {
  running: false,
  progress: 0,
  done: 0,
  total: 0,
  result: null,
  ms: 0,
  issues: null,
  error: null,
  cancelled: false,
};

export interface MonteCarloClient {
  run: (doc: Doc, options?: MonteCarloOptions, chunkSize?: number) => void;
  cancel: () => void;
  dispose: () => void;
}

export function createMonteCarloClient(transport: EngineTransport, onState: (state: MonteCarloState) => void): MonteCarloClient {
  let state = INITIAL_MONTE_CARLO;
  let nextId = 1;
  let current: number | null = null;
  let disposed = false;

  function set(patch: Partial<MonteCarloState>): void {
    state = { ...state, ...patch };
    if (!disposed) onState(state);
  }

  function onResponse(response: EngineResponse): void {
    if (current === null || response.id !== current) return;
    switch (response.type) {
      case 'mc-progress':
        set({ done: response.done, total: response.total, progress: response.total > 0 ? response.done / response.total : 0 });
        return;
      case 'mc-done':
        current = null;
        set({ running: false, progress: 1, result: response.result, ms: response.ms });
        return;
      case 'mc-cancelled':
        current = null;
        set({ running: false, cancelled: true });
        return;
      case 'mc-invalid':
        current = null;
        set({ running: false, issues: response.issues });
        return;
      case 'mc-error':
      case 'error':
        current = null;
        set({ running: false, error: response.message });
        return;
      default:
        return;
    }
  }

  function onFailure(message: string): void {
    if (current === null) return;
    current = null;
    set({ running: false, error: message });
  }

  const unlisten = transport.listen(onResponse, onFailure);

  return {
    run(doc, options, chunkSize) {
      const id = nextId++;
      current = id; // a run still going is replaced (the handler cancels it)
      set({ ...INITIAL_MONTE_CARLO, running: true });
      transport.post({ type: 'mc-start', id, doc, options, chunkSize });
    },
    cancel() {
      if (current === null) return;
      const id = current;
      current = null;
      transport.post({ type: 'mc-cancel', id });
      set({ running: false, cancelled: true });
    },
    dispose() {
      disposed = true;
      if (current !== null) transport.post({ type: 'mc-cancel', id: current });
      current = null;
      unlisten();
    },
  };
}
