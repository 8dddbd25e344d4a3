// The demand plan's cost per million tokens in Compare (model: Demand plan › per token): one row,
// each plan's effective price per used GPU-hour over the tokens a GPU-hour serves at its own
// throughput (src/present/plan-tokens.ts), in the plan's currency. Not ranked: plans may serve
// different models at different throughputs. Added to the key results by compare-tables.tsx.
import type { KeyResultRow } from '../../models/compare';
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario/types';
import { demandScenariosMessages } from '../i18n/areas/demand-scenarios';
import type { Language } from '../i18n/languages';
import { PLAN_TOKEN_ROW_KINDS, scenarioPlanPerMillionTokens } from '../present/plan-tokens';

/** The row, one value per result (null without a plan or a throughput); none when no plan has the figure. */
export function planTokenKeyRows(results: readonly ScenarioResult[], scenarios: readonly Pick<Scenario, 'rentVsBuy' | 'sizing'>[]): KeyResultRow[] {
  const values = results.map((r, i) => scenarioPlanPerMillionTokens(r.portfolio, scenarios[i]));
  return values.some((v) => v !== null) ? [{ key: 'portfolio.planPerMillionTokens', values }] : [];
}

/** The row's label ("Plan: cost per million tokens"); null for any other key. */
export function planTokenRowLabel(key: string, lang: Language): string | null {
  return Object.hasOwn(PLAN_TOKEN_ROW_KINDS, key) ? demandScenariosMessages(lang).planPerMillionTokens : null;
}
