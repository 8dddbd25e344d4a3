// The compare table's rows of a demand plan under scenarios (models/compare-scenarios.ts): their
// i18n keys (results.compare.keys.*, texts in src/i18n/areas/demand-scenarios.ts) and how each value
// is formatted. src/compare/compare-tables.tsx and format-compare.ts spread these into their tables.
import type { KeyResultKind } from './format-compare';

export const SCENARIO_KEY_LABELS = {
  'portfolio.expectedObjective': 'portfolio_expectedObjective',
  'portfolio.cvar': 'portfolio_cvar',
  'portfolio.worstRegret': 'portfolio_worstRegret',
  'portfolio.vss': 'portfolio_vss',
  'portfolio.evpi': 'portfolio_evpi',
  'portfolio.gpusSignedNow': 'portfolio_gpusSignedNow',
  'portfolio.gpusSignedLater': 'portfolio_gpusSignedLater',
} as const;

export const SCENARIO_KEY_KINDS: Record<keyof typeof SCENARIO_KEY_LABELS, KeyResultKind> = {
  'portfolio.expectedObjective': 'money',
  'portfolio.cvar': 'money',
  'portfolio.worstRegret': 'money',
  'portfolio.vss': 'money',
  'portfolio.evpi': 'money',
  'portfolio.gpusSignedNow': 'integer',
  'portfolio.gpusSignedLater': 'integer',
};
