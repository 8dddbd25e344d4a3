// The solves the compare page needs beside its scenarios' results, in an engine worker: each compared
// scenario's demand plan or fleet plan (HiGHS, loaded there once) rather than on the window's thread,
// which evaluates the stored scenarios without a solver (evaluate-record.ts). The worker's solve
// requests are latest-wins, so the scenarios are asked one after another over one worker, each after
// the previous answer; a new set of scenarios starts again and drops the answers still on their way.
// `scenarios` must keep its identity while it stays the same (memoized). No worker starts while no
// scenario has something to solve.
import { useEffect, useRef, useState } from 'react';
import type { Scenario } from '../../models/scenario/types';
import type { EngineRequest, EngineResponse } from './protocol';
import { createDefaultTransport, type EngineTransport, type TransportFactory } from './transport';

export interface ComparedSolvesState<R> {
  /** One entry per scenario, in their order, once every solve is in (null for a scenario without one); null while solving and when none has one. */
  plans: (R | null)[] | null;
  /** Some scenario is being solved. */
  solving: boolean;
  error: string | null;
}

/** What one kind of solve asks and answers. */
export interface ComparedSolveKind<R> {
  /** The scenario has something of this kind to solve. */
  has: (scenario: Scenario) => boolean;
  request: (id: number, scenario: Scenario) => EngineRequest;
  /** The solved item when `response` is this kind's answer, else undefined. */
  answer: (response: EngineResponse) => R | undefined;
}

interface Batch<R> {
  scenarios: readonly Scenario[];
  plans: (R | null)[];
  /** Asks for the next solve from this index on. */
  ask: (from: number) => void;
}

export function useComparedSolves<R>(scenarios: readonly Scenario[] | null, kind: ComparedSolveKind<R>, options: { transport?: TransportFactory } = {}): ComparedSolvesState<R> {
  const factory = useRef<TransportFactory>(options.transport ?? createDefaultTransport).current;
  const solve = useRef(kind).current;
  const transport = useRef<{ t: EngineTransport; unlisten: () => void } | null>(null);
  /** The request being answered: its id, which scenario, and the set it belongs to. */
  const asking = useRef<{ id: number; index: number; batch: Batch<R> } | null>(null);
  const nextId = useRef(0);
  const [state, setState] = useState<ComparedSolvesState<R>>({ plans: null, solving: false, error: null });

  useEffect(
    () => () => {
      asking.current = null;
      transport.current?.unlisten();
      transport.current?.t.close();
      transport.current = null;
    },
    [],
  );

  useEffect(() => {
    asking.current = null;
    if (!scenarios || !scenarios.some(solve.has)) {
      setState({ plans: null, solving: false, error: null });
      return;
    }
    const batch: Batch<R> = { scenarios, plans: scenarios.map(() => null), ask: () => undefined };
    setState({ plans: null, solving: true, error: null });

    /** Asks for the next scenario with a solve from `from` on, or publishes the set when none is left. */
    const askFrom = (from: number) => {
      const index = batch.scenarios.findIndex((s, i) => i >= from && solve.has(s));
      if (index < 0) {
        asking.current = null;
        setState({ plans: batch.plans, solving: false, error: null });
        return;
      }
      const id = ++nextId.current;
      asking.current = { id, index, batch };
      transport.current!.t.post(solve.request(id, batch.scenarios[index]));
    };

    if (!transport.current) {
      const t = factory();
      const onResponse = (response: EngineResponse) => {
        const now = asking.current;
        if (!now || response.id !== now.id) return; // an older set's answer, or superseded
        const solved = solve.answer(response);
        if (solved !== undefined) {
          now.batch.plans[now.index] = solved;
          now.batch.ask(now.index + 1);
        } else if (response.type === 'error') {
          asking.current = null;
          setState({ plans: null, solving: false, error: response.message });
        }
      };
      const onFailure = (message: string) => {
        asking.current = null;
        setState({ plans: null, solving: false, error: message });
        // The next set of scenarios starts a new worker.
        transport.current?.unlisten();
        transport.current?.t.close();
        transport.current = null;
      };
      transport.current = { t, unlisten: () => undefined };
      transport.current.unlisten = t.listen(onResponse, onFailure);
    }
    batch.ask = askFrom;
    askFrom(0);
  }, [scenarios, factory, solve]);

  return state;
}
