import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { INITIAL_EVALUATION, createEvaluationClient, type EvaluationClient, type EvaluationState } from './evaluation-client';
import { evaluateDoc, evaluationResponse } from './evaluate-doc';
import { errorMessage, type Doc, type EngineResponse } from './protocol';
import { createQuickGate, idleScheduler, warmUp, type IdleScheduler, type QuickGate } from './quick-gate';
import { createWorkerTransport, workersAvailable, type EngineTransport, type TransportFactory } from './transport';

export interface EngineHookOptions {
  /** Read once, on mount. Default: a module Web Worker, or synchronous evaluation without Worker. */
  transport?: TransportFactory;
  /**
   * Read once, on mount: tells of each new document the moment it is stored (the editor store's
   * subscribe), so the worker starts evaluating it while the window still renders the edit,
   * instead of after that render's effects. Returns the unsubscribe function.
   */
  subscribe?: (onDoc: (doc: Doc | null) => void) => () => void;
  /**
   * Read once, on mount: a document from `subscribe` is evaluated on this thread, inside the
   * edit's own task, while the engine's last answer took at most this many ms (quick-gate.ts), so
   * the edit and its figures are drawn in one render and one frame; slower ones go to the worker.
   * Absent or 0: every document goes to the worker.
   */
  quickMs?: number;
  /** Read once, on mount: when the window is idle, for warming up its engine (default requestIdleCallback; null: none). */
  idle?: IdleScheduler | null;
}

function evaluateNow(doc: Doc | null): EvaluationState {
  if (doc === null) return INITIAL_EVALUATION;
  try {
    const out = evaluateDoc(doc);
    return out.ok
      ? { ...INITIAL_EVALUATION, scenario: out.scenario, raw: out.raw, result: out.result, ms: out.ms, issues: out.issues ?? null }
      : { ...INITIAL_EVALUATION, issues: out.issues, ms: out.ms };
  } catch (error) {
    return { ...INITIAL_EVALUATION, error: errorMessage(error) };
  }
}

/**
 * The worker's answers rendered at once, in the message's own task: a state update from a message
 * waits for a React task of its own, and a frame drawn in between (the display's next refresh)
 * shows the edit without its result, which then waits a whole frame more.
 */
function renderAnswersAtOnce(transport: EngineTransport): EngineTransport {
  return {
    ...transport,
    listen: (onResponse, onFailure) => transport.listen((response) => flushSync(() => onResponse(response)), onFailure),
  };
}

/** The evaluation state outside React, read with useSyncExternalStore: an answer set while the
 *  store's edit is handled is rendered in the same (synchronous) render as the edit itself, also
 *  when the edit did not come from a React event. */
interface StateHolder {
  get: () => EvaluationState;
  set: (state: EvaluationState) => void;
  subscribe: (listener: () => void) => () => void;
}

function stateHolder(): StateHolder {
  let state = INITIAL_EVALUATION;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The transport, telling `gate` how long the engine took for each evaluate answer (and `onQuick` of one within `quickMs`). */
function timedBy(transport: EngineTransport, gate: QuickGate, quickMs: number, onQuick: () => void): EngineTransport {
  const timed = (response: EngineResponse) => {
    if (response.type !== 'evaluated' && response.type !== 'invalid') return;
    gate.record(response.ms);
    if (response.ms <= quickMs) onQuick();
  };
  return { ...transport, listen: (onResponse, onFailure) => transport.listen((response) => (timed(response), onResponse(response)), onFailure) };
}

/**
 * `doc` evaluated here and shown as the client's newest answer. The engine gets a copy, as the
 * worker does (its answer may then share nothing with the store's document), and the time
 * recorded is all this thread spent, the structural sharing included.
 */
function answerHere(client: EvaluationClient, gate: QuickGate, doc: Doc): void {
  const started = performance.now();
  client.answer(evaluationResponse(0, structuredClone(doc)));
  gate.record(performance.now() - started);
}

/** Ms this thread takes to evaluate `doc` (the answer itself is not used: a warm-up run). */
function timeHere(doc: Doc | null): number {
  if (doc === null) return Number.NaN;
  const started = performance.now();
  evaluationResponse(0, structuredClone(doc));
  return performance.now() - started;
}

/**
 * Validates and evaluates `doc` off the main thread (Monte Carlo excluded): latest wins, stale
 * answers are dropped; a quick scenario's store edits on this thread, in the edit's task (`quickMs`).
 * Without Worker (tests) it evaluates synchronously during render.
 */
export function useEvaluation(doc: Doc | null, options: EngineHookOptions = {}): EvaluationState {
  const factory = useRef<TransportFactory | null>(options.transport ?? (workersAvailable() ? createWorkerTransport : null)).current;
  const sync = useMemo(() => (factory ? null : evaluateNow(doc)), [factory, doc]);
  const [holder] = useState(stateHolder);
  const state = useSyncExternalStore(holder.subscribe, holder.get);
  const client = useRef<EvaluationClient | null>(null);
  const latestDoc = useRef(doc);
  latestDoc.current = doc;
  const subscribe = useRef(options.subscribe).current;
  const quickMs = useRef(options.quickMs ?? 0).current;
  const idle = useRef(options.idle === undefined ? idleScheduler() : options.idle).current;
  // The document last sent to the worker or answered here: each document is submitted once, by
  // whichever of the store subscription and the render's effect sees it first.
  const submitted = useRef<{ doc: Doc | null } | null>(null);

  // A layout effect, so the store subscription is made before those of the components below
  // (their useSyncExternalStore subscriptions are passive effects): the store calls its listeners
  // in that order, and the worker gets each edit before the form's selectors run.
  useLayoutEffect(() => {
    if (!factory) return undefined;
    const transport = factory();
    const gate = quickMs > 0 ? createQuickGate(quickMs) : null;
    // Only a real worker answers from a message of its own; other transports may answer inside
    // this effect, where flushSync must not run.
    const answering = factory === createWorkerTransport ? renderAnswersAtOnce(transport) : transport;
    // The window's engine warms up once the worker finds the scenario quick (quick-gate.ts › warmUp).
    let stopWarming: (() => void) | null = null;
    const warm = () => {
      if (stopWarming || !gate || !idle) return;
      stopWarming = warmUp(() => timeHere(latestDoc.current), gate, idle, quickMs);
    };
    const c = createEvaluationClient(gate ? timedBy(answering, gate, quickMs, warm) : answering, holder.set);
    client.current = c;
    const submit = (next: Doc | null, edit: boolean) => {
      if (submitted.current !== null && submitted.current.doc === next) return;
      submitted.current = { doc: next };
      if (edit && next !== null && gate?.open()) answerHere(c, gate, next);
      else c.submit(next);
    };
    submit(latestDoc.current, false);
    const unsubscribe = subscribe?.((next) => submit(next, true));
    return () => {
      unsubscribe?.();
      stopWarming?.();
      client.current = null;
      submitted.current = null;
      c.dispose();
      transport.close();
    };
  }, [factory, subscribe, quickMs, idle, holder]);

  useEffect(() => {
    const c = client.current;
    if (!c || (submitted.current !== null && submitted.current.doc === doc)) return;
    submitted.current = { doc };
    c.submit(doc);
  }, [doc]);

  return sync ?? state;
}
