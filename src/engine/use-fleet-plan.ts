import { startTransition, useEffect, useRef, useState } from 'react';
import type { FleetPlanResult } from '../../models/fleet-plan/types';
import type { Scenario, Warning } from '../../models/scenario/types';
import type { EngineResponse } from './protocol';
import { createDefaultTransport, type EngineTransport, type TransportFactory } from './transport';

export interface FleetPlanState {
  /** The newest solved plan and the scenario it belongs to; null before the first answer. */
  answer: { scenario: Scenario; fleetPlan: FleetPlanResult | null; warnings: Warning[]; ms: number } | null;
  /** A newer scenario than the answer's is being solved. */
  solving: boolean;
  error: string | null;
}

/**
 * The fleet plan (when to buy and when to refresh) solved in an engine worker of its own, as the
 * demand plan (usePortfolio): an edit's figures never wait for it, a newer scenario supersedes an
 * older solve, and a solve stops at its time limit with its best plan and a warning. A scenario
 * without `fleetPlan` asks nothing and clears the answer.
 */
export function useFleetPlan(scenario: Scenario | null, options: { transport?: TransportFactory } = {}): FleetPlanState {
  const factory = useRef<TransportFactory>(options.transport ?? createDefaultTransport).current;
  const transport = useRef<{ t: EngineTransport; unlisten: () => void } | null>(null);
  const latest = useRef<{ id: number; scenario: Scenario | null }>({ id: 0, scenario: null });
  const [state, setState] = useState<FleetPlanState>({ answer: null, solving: false, error: null });

  useEffect(
    () => () => {
      latest.current = { id: latest.current.id + 1, scenario: null };
      transport.current?.unlisten();
      transport.current?.t.close();
      transport.current = null;
    },
    [],
  );

  const plan = scenario?.fleetPlan ? scenario : null;
  useEffect(() => {
    const id = latest.current.id + 1;
    latest.current = { id, scenario: plan };
    if (!plan) {
      setState((s) => (s.answer === null && !s.solving && s.error === null ? s : { answer: null, solving: false, error: null }));
      return;
    }
    if (!transport.current) {
      const t = factory();
      const onResponse = (response: EngineResponse) => {
        const { id: newest, scenario: asked } = latest.current;
        if (response.id !== newest || !asked) return;
        if (response.type === 'fleet-plan') {
          const { fleetPlan, warnings, ms } = response;
          startTransition(() => setState({ answer: { scenario: asked, fleetPlan, warnings, ms }, solving: false, error: null }));
        } else if (response.type === 'error') setState((s) => ({ ...s, solving: false, error: response.message }));
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
    transport.current.t.post({ type: 'fleet-plan', id, scenario: plan });
  }, [plan, factory]);

  return state;
}
