// Latest-wins evaluation over a transport: at most one request in flight and one waiting (the
// newest document; older waiting ones are dropped unsent), and any answer whose id is not the
// newest request's is ignored. Plain logic, no React: useEvaluation wraps it.
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario, ScenarioIssue } from '../../models/scenario';
import type { EvaluationResponse } from './evaluate-doc';
import type { Doc, EngineResponse } from './protocol';
import { keepEqual } from './keep-equal';
import type { EngineTransport } from './transport';

export interface EvaluationState {
  /** Loader issues of the newest document evaluated (null when it was valid or none yet); with a
   *  result when the sections they are in were left out and the rest evaluated. */
  issues: ScenarioIssue[] | null;
  scenario: Scenario | null;
  /** The document as read for the shown result (after migration), for the report. */
  raw?: unknown;
  result: ScenarioResult | null;
  /** A newer document than the one shown is being evaluated. */
  pending: boolean;
  /** Milliseconds the engine spent on the shown answer (load + evaluate, measured where it ran: the worker, or the window for a quick edit). */
  ms: number;
  /** The engine or the worker failed; the last good result stays shown beside it. */
  error: string | null;
}

export const INITIAL_EVALUATION: EvaluationState = { issues: null, scenario: null, result: null, pending: false, ms: 0, error: null };

export interface EvaluationClient {
  submit: (doc: Doc | null) => void;
  /**
   * The answer for a newer document, computed on this thread (a quick edit, use-evaluation.ts):
   * shown at once as the newest; a worker answer for any older document is dropped when it comes,
   * and a document waiting to be sent is not sent. The answer's own id is replaced by the newest.
   */
  answer: (response: EvaluationResponse) => void;
  dispose: () => void;
}

export function createEvaluationClient(transport: EngineTransport, onState: (state: EvaluationState) => void): EvaluationClient {
  let state = INITIAL_EVALUATION;
  let nextId = 1;
  let newest = 0; // id of the newest request (sent or waiting)
  let inFlight: number | null = null;
  let waiting: { id: number; doc: Doc } | null = null;
  let disposed = false;

  function set(patch: Partial<EvaluationState>): void {
    state = { ...state, ...patch };
    if (!disposed) onState(state);
  }

  function send(id: number, doc: Doc): void {
    inFlight = id;
    transport.post({ type: 'evaluate', id, doc });
  }

  function onResponse(response: EngineResponse): void {
    if (response.type !== 'evaluated' && response.type !== 'invalid' && response.type !== 'error') return;
    if (response.id === inFlight) {
      inFlight = null;
      if (waiting) {
        const next = waiting;
        waiting = null;
        send(next.id, next.doc);
      }
    }
    if (response.id !== newest) return; // stale: a newer document is on its way
    if (response.type === 'evaluated') {
      // The parts of the answer equal to the shown one stay the same objects (keep-equal.ts), so
      // the views of what the edit did not change are not redrawn.
      set({
        issues: response.issues ?? null,
        scenario: keepEqual(state.scenario, response.scenario),
        raw: keepEqual(state.raw, response.raw),
        result: keepEqual(state.result, response.result),
        ms: response.ms,
        pending: false,
        error: null,
      });
    } else if (response.type === 'invalid') {
      set({ issues: response.issues, scenario: null, raw: undefined, result: null, ms: response.ms, pending: false, error: null });
    } else {
      set({ pending: false, error: response.message });
    }
  }

  function onFailure(message: string): void {
    inFlight = null;
    waiting = null;
    set({ pending: false, error: message });
  }

  const unlisten = transport.listen(onResponse, onFailure);

  return {
    submit(doc) {
      const id = nextId++;
      newest = id;
      if (doc === null) {
        waiting = null;
        set({ ...INITIAL_EVALUATION });
        return;
      }
      set({ pending: true });
      if (inFlight === null) send(id, doc);
      else waiting = { id, doc };
    },
    answer(response) {
      const id = nextId++;
      newest = id;
      waiting = null;
      onResponse({ ...response, id });
    },
    dispose() {
      disposed = true;
      unlisten();
    },
  };
}
