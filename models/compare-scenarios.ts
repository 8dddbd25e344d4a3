// Compare rows of a demand plan under scenarios (model: Demand plan › scenarios): the expected cost,
// CVaR, the worst regret, VSS, EVPI and the commitments (GPUs signed in month 1 and later). No
// direction: plans under different scenarios, weights or demand cannot be ranked by them. keyResults
// (compare.ts) appends these rows; a plan without scenarios gives null and the rows drop out.
import type { KeyResultRow } from './compare';
import type { ScenarioResult } from './evaluate';
import type { PortfolioResult } from './portfolio/types';

/** The chosen plan's worst regret: max over scenarios of its objective less that scenario's own optimum. */
export function worstRegretOf(p: PortfolioResult | undefined): number | null {
  if (!p?.scenarios || p.scenarios.length === 0) return null;
  return Math.max(...p.scenarios.map((s) => s.regret));
}

const underScenarios = (p: PortfolioResult | undefined): PortfolioResult | null => (p?.scenarios ? p : null);

export const SCENARIO_KEY_ROWS: readonly { key: string; pick: (r: ScenarioResult) => number | null | undefined }[] = [
  { key: 'portfolio.expectedObjective', pick: (r) => r.portfolio?.expectedObjective },
  { key: 'portfolio.cvar', pick: (r) => r.portfolio?.cvar },
  { key: 'portfolio.worstRegret', pick: (r) => worstRegretOf(r.portfolio) },
  { key: 'portfolio.vss', pick: (r) => r.portfolio?.vss },
  { key: 'portfolio.evpi', pick: (r) => r.portfolio?.evpi },
  {
    key: 'portfolio.gpusSignedNow',
    pick: (r) => underScenarios(r.portfolio)?.commitments.filter((c) => c.startMonth === 1).reduce((s, c) => s + c.gpus, 0),
  },
  {
    key: 'portfolio.gpusSignedLater',
    pick: (r) => underScenarios(r.portfolio)?.commitments.filter((c) => c.startMonth > 1).reduce((s, c) => s + c.gpus, 0),
  },
];

export function scenarioKeyRows(results: readonly ScenarioResult[]): KeyResultRow[] {
  return SCENARIO_KEY_ROWS.map(({ key, pick }) => ({ key, values: results.map((r) => pick(r) ?? null) }));
}
