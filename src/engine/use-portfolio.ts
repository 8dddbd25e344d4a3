import { startTransition, useEffect, useRef, useState } from 'react';
import type { PortfolioResult } from '../../models/portfolio';
import type { Scenario, Warning } from '../../models/scenario/types';
import type { EngineResponse } from './protocol';
import { createDefaultTransport, type EngineTransport, type TransportFactory } from './transport';

export interface PortfolioState {
  /** The newest solved plan and the scenario it belongs to; null before the first answer. */
  answer: { scenario: Scenario; portfolio: PortfolioResult | null; warnings: Warning[]; ms: number } | null;
  /** A newer scenario than the answer's is being solved. */
  solving: boolean;
  error: string | null;
}

/**
 * docs/model.md › Demand plan: the demand plan solved in an engine worker of its own (HiGHS, loaded there once): an edit's
 * other figures never wait for the solver, and a newer scenario supersedes the solve of an older one
 * (the worker skips requests overtaken while it was busy). Pass the evaluated scenario (it keeps its
 * identity while unchanged); a scenario without `portfolio` asks nothing and clears the answer.
 */
export function usePortfolio(scenario: Scenario | null, options: { transport?: TransportFactory } = {}): PortfolioState {
  const factory = useRef<TransportFactory>(options.transport ?? createDefaultTransport).current;
  const transport = useRef<{ t: EngineTransport; unlisten: () => void } | null>(null);
  const latest = useRef<{ id: number; scenario: Scenario | null }>({ id: 0, scenario: null });
  const [state, setState] = useState<PortfolioState>({ answer: null, solving: false, error: null });

  useEffect(
    () => () => {
      latest.current = { id: latest.current.id + 1, scenario: null };
      transport.current?.unlisten();
      transport.current?.t.close();
      transport.current = null;
    },
    [],
  );

  const plan = scenario?.portfolio ? scenario : null;
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
        if (response.type === 'portfolio') {
          const { portfolio, warnings, ms } = response;
          startTransition(() => setState({ answer: { scenario: asked, portfolio, warnings, ms }, solving: false, error: null }));
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
    transport.current.t.post({ type: 'portfolio', id, scenario: plan });
  }, [plan, factory]);

  return state;
}
