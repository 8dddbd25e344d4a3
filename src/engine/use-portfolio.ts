import type { PortfolioResult } from '../../models/portfolio';
import type { Scenario, Warning } from '../../models/scenario/types';
import type { TransportFactory } from './transport';
import { useWorkerSolve, type SolveKind, type SolveState } from './use-worker-solve';

export interface PortfolioAnswer {
  scenario: Scenario;
  portfolio: PortfolioResult | null;
  warnings: Warning[];
  ms: number;
}

export type PortfolioState = SolveState<PortfolioAnswer>;

const PORTFOLIO: SolveKind<PortfolioAnswer> = {
  asks: (s) => Boolean(s.portfolio),
  request: (id, scenario) => ({ type: 'portfolio', id, scenario }),
  answer: (r, scenario) => (r.type === 'portfolio' ? { scenario, portfolio: r.portfolio, warnings: r.warnings, ms: r.ms } : undefined),
};

/**
 * docs/model.md › Demand plan: the demand plan solved in an engine worker of its own (HiGHS, loaded
 * there once), by useWorkerSolve: the worker skips requests overtaken while it was busy. Pass the
 * evaluated scenario (it keeps its identity while unchanged); a scenario without `portfolio` asks
 * nothing and clears the answer.
 */
export function usePortfolio(scenario: Scenario | null, options: { transport?: TransportFactory } = {}): PortfolioState {
  return useWorkerSolve(scenario, PORTFOLIO, options);
}
