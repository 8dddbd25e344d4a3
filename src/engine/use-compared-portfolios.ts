import { useEffect, useRef, useState } from 'react';
import type { SolvedPlan } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario/types';
import type { EngineResponse } from './protocol';
import { createDefaultTransport, type EngineTransport, type TransportFactory } from './transport';

export type { SolvedPlan } from '../../models/evaluate';

export interface ComparedPortfoliosState {
  /**
   * One entry per scenario, in their order, once every demand plan among them is solved (null for a
   * scenario without one); null while solving, and when no scenario has a demand plan.
   */
  plans: (SolvedPlan | null)[] | null;
  /** Some scenario's demand plan is being solved. */
  solving: boolean;
  error: string | null;
}

const NONE: ComparedPortfoliosState = { plans: null, solving: false, error: null };

/**
 * demand plan for the compare page: the demand plans of the compared scenarios, solved in an engine worker
 * (HiGHS, loaded there once) rather than on the window's thread, which evaluates the stored
 * scenarios without a solver (evaluate-record.ts). The worker's `portfolio` request is latest-wins,
 * so the plans are asked one after another over one worker, each after the previous answer; a new
 * set of scenarios starts again and drops the answers still on their way. `scenarios` must keep
 * its identity while it stays the same (memoized). No worker starts while no scenario has a plan.
 */
export function useComparedPortfolios(scenarios: readonly Scenario[] | null, options: { transport?: TransportFactory } = {}): ComparedPortfoliosState {
  const factory = useRef<TransportFactory>(options.transport ?? createDefaultTransport).current;
  const transport = useRef<{ t: EngineTransport; unlisten: () => void } | null>(null);
  /** The request being answered: its id, which scenario, and the set it belongs to. */
  const asking = useRef<{ id: number; index: number; batch: Batch } | null>(null);
  const nextId = useRef(0);
  const [state, setState] = useState<ComparedPortfoliosState>(NONE);

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
    if (!scenarios || !scenarios.some((s) => s.portfolio)) {
      setState(NONE);
      return;
    }
    const batch: Batch = { scenarios, plans: scenarios.map(() => null), ask: () => undefined };
    setState({ plans: null, solving: true, error: null });

    /** Asks for the next scenario with a plan from `from` on, or publishes the set when none is left. */
    const askFrom = (from: number) => {
      const index = batch.scenarios.findIndex((s, i) => i >= from && s.portfolio !== undefined);
      if (index < 0) {
        asking.current = null;
        setState({ plans: batch.plans, solving: false, error: null });
        return;
      }
      const id = ++nextId.current;
      asking.current = { id, index, batch };
      transport.current!.t.post({ type: 'portfolio', id, scenario: batch.scenarios[index] });
    };

    if (!transport.current) {
      const t = factory();
      const onResponse = (response: EngineResponse) => {
        const now = asking.current;
        if (!now || response.id !== now.id) return; // an older set's answer, or superseded
        if (response.type === 'portfolio') {
          now.batch.plans[now.index] = { portfolio: response.portfolio, warnings: response.warnings };
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
  }, [scenarios, factory]);

  return state;
}

interface Batch {
  scenarios: readonly Scenario[];
  plans: (SolvedPlan | null)[];
  /** Asks for the next plan from this index on. */
  ask: (from: number) => void;
}
