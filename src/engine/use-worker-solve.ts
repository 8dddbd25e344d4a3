// One hook for a solve in an engine worker of its own (the demand plan, the fleet plan, …): an
// edit's other figures never wait for it, a newer scenario supersedes an older solve (its late
// answer is dropped), an engine error or a failed worker is shown, and a scenario that does not ask
// for the solve sends nothing and clears the answer. usePortfolio and useFleetPlan are this hook
// with their kind.
import { startTransition, useEffect, useRef, useState } from 'react';
import type { Scenario } from '../../models/scenario/types';
import type { EngineRequest, EngineResponse } from './protocol';
import { createDefaultTransport, type EngineTransport, type TransportFactory } from './transport';

export interface SolveState<A> {
  /** The newest answer and the scenario it belongs to; null before the first one. */
  answer: A | null;
  /** A newer scenario than the answer's is being solved. */
  solving: boolean;
  error: string | null;
}

/** What one kind of solve asks and how its answer reads. Pass a module-level constant (its identity is an effect dependency). */
export interface SolveKind<A> {
  /** Whether the scenario asks for this solve. */
  asks: (scenario: Scenario) => boolean;
  /** The request for `scenario` under request id `id`. */
  request: (id: number, scenario: Scenario) => EngineRequest;
  /** The answer a response of this kind carries for the scenario asked; undefined for any other response. */
  answer: (response: EngineResponse, asked: Scenario) => A | undefined;
}

const IDLE = { answer: null, solving: false, error: null };

export function useWorkerSolve<A>(scenario: Scenario | null, kind: SolveKind<A>, options: { transport?: TransportFactory } = {}): SolveState<A> {
  const factory = useRef<TransportFactory>(options.transport ?? createDefaultTransport).current;
  const transport = useRef<{ t: EngineTransport; unlisten: () => void } | null>(null);
  const latest = useRef<{ id: number; scenario: Scenario | null }>({ id: 0, scenario: null });
  const [state, setState] = useState<SolveState<A>>(IDLE);

  useEffect(
    () => () => {
      latest.current = { id: latest.current.id + 1, scenario: null };
      transport.current?.unlisten();
      transport.current?.t.close();
      transport.current = null;
    },
    [],
  );

  const plan = scenario !== null && kind.asks(scenario) ? scenario : null;
  useEffect(() => {
    const id = latest.current.id + 1;
    latest.current = { id, scenario: plan };
    if (!plan) {
      setState((s) => (s.answer === null && !s.solving && s.error === null ? s : IDLE));
      return;
    }
    if (!transport.current) {
      const t = factory();
      const onResponse = (response: EngineResponse) => {
        const { id: newest, scenario: asked } = latest.current;
        // An answer to an overtaken request (or after the scenario stopped asking) is dropped.
        if (response.id !== newest || !asked) return;
        const answer = kind.answer(response, asked);
        if (answer !== undefined) startTransition(() => setState({ answer, solving: false, error: null }));
        else if (response.type === 'error') setState((s) => ({ ...s, solving: false, error: response.message }));
      };
      const onFailure = (message: string) => {
        setState((s) => ({ ...s, solving: false, error: message }));
        transport.current?.unlisten();
        transport.current?.t.close();
        transport.current = null;
      };
      transport.current = { t, unlisten: () => undefined };
      transport.current.unlisten = t.listen(onResponse, onFailure);
    }
    setState((s) => (s.solving ? s : { ...s, solving: true }));
    transport.current.t.post(kind.request(id, plan));
  }, [plan, factory, kind]);

  return state;
}
