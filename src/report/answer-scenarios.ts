// Report page 1 for a demand plan under scenarios (model: Demand plan › scenarios): the commitment
// to sign now and the chosen plan's worst regret, named with the scenario it happens in, in one
// sentence from the presentation layer (src/present/scenarios.ts signNowSentence). answer.ts puts
// it in place of the single-demand plan's sentence.
import type { PortfolioResult } from '../../models/portfolio/types';
import type { Scenario } from '../../models/scenario';
import { formatMoney } from '../format/format';
import type { Language } from '../i18n/languages';
import { offerLabeler } from '../present/portfolio-labels';
import { signNowSentence } from '../present/scenarios';

/** The sentence, or null when the plan has no scenarios. */
export function scenarioAnswer(scenario: Scenario, plan: PortfolioResult, currency: string, lang: Language): string | null {
  if (!plan.scenarios || !scenario.portfolio) return null;
  return signNowSentence(plan, scenario.portfolio.fixed ?? [], {
    lang,
    money: (v) => formatMoney(v, lang, currency, { digits: 0 }),
    offer: offerLabeler(scenario, lang),
  });
}
