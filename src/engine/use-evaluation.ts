import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { INITIAL_EVALUATION, createEvaluationClient, type EvaluationClient, type EvaluationState } from './evaluation-client';
import { evaluateDoc } from './evaluate-doc';
import { errorMessage, type Doc } from './protocol';
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

/**
 * Validates and evaluates `doc` off the main thread (Monte Carlo excluded): latest wins, stale
 * answers are dropped. Without Worker (tests) it evaluates synchronously during render.
 */
export function useEvaluation(doc: Doc | null, options: EngineHookOptions = {}): EvaluationState {
  const factory = useRef<TransportFactory | null>(options.transport ?? (workersAvailable() ? createWorkerTransport : null)).current;
  const sync = useMemo(() => (factory ? null : evaluateNow(doc)), [factory, doc]);
  const [state, setState] = useState<EvaluationState>(INITIAL_EVALUATION);
  const client = useRef<EvaluationClient | null>(null);
  const latestDoc = useRef(doc);
  latestDoc.current = doc;
  const subscribe = useRef(options.subscribe).current;
  // The document last sent to the worker: each document is submitted once, by whichever of the
  // store subscription and the render's effect sees it first.
  const submitted = useRef<{ doc: Doc | null } | null>(null);

  // A layout effect, so the store subscription is made before those of the components below
  // (their useSyncExternalStore subscriptions are passive effects): the store calls its listeners
  // in that order, and the worker gets each edit before the form's selectors run.
  useLayoutEffect(() => {
    if (!factory) return undefined;
    const transport = factory();
    // Only a real worker answers from a message of its own; other transports may answer inside
    // this effect, where flushSync must not run.
    const c = createEvaluationClient(factory === createWorkerTransport ? renderAnswersAtOnce(transport) : transport, setState);
    client.current = c;
    const submit = (next: Doc | null) => {
      if (submitted.current !== null && submitted.current.doc === next) return;
      submitted.current = { doc: next };
      c.submit(next);
    };
    submit(latestDoc.current);
    const unsubscribe = subscribe?.(submit);
    return () => {
      unsubscribe?.();
      client.current = null;
      submitted.current = null;
      c.dispose();
      transport.close();
    };
  }, [factory, subscribe]);

  useEffect(() => {
    const c = client.current;
    if (!c || (submitted.current !== null && submitted.current.doc === doc)) return;
    submitted.current = { doc };
    c.submit(doc);
  }, [doc]);

  return sync ?? state;
}
