// Report page 1 with a fleet plan (model: Fleet plan — when to buy and when to refresh): the page
// answers when to refresh first — the plan's one-sentence answer with its money — and leads its
// figures with the plan's NPV, its gain over keeping the owned fleet and the refresh months; its
// chart is the plan's timeline. The sentence and figures are src/present/fleet-plan.ts's, so the
// app, the report and the CLI say the same.
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario/types';
import type { Language } from '../i18n/languages';
import { fleetPlanMessages } from '../i18n/areas/fleet-plan';
import type { Figure } from '../present/figure';
import { fleetPlanKeyFigures, fleetPlanSentence } from '../present/fleet-plan';
import { fill } from '../present/messages';

/** What page 1 says of the fleet plan; null without a solved plan. */
export function fleetPlanAnswer(scenario: Scenario, result: ScenarioResult, lang: Language): { sentence: string; figures: Figure[] } | null {
  const plan = result.fleetPlan;
  if (!plan || !scenario.fleetPlan) return null;
  const m = fleetPlanMessages(lang);
  const answer = fleetPlanSentence(scenario, plan, result.currency, lang);
  return {
    sentence: fill(m.reportLead, { answer }),
    // The peak power stays in the results: page 1 carries the money and the months.
    figures: fleetPlanKeyFigures(scenario, plan, result.currency, lang, scenario.display).filter((f) => f.key !== 'fleetPlanPeakPower'),
  };
}

/** Page 1 keeps one page (US Letter too): the fleet plan's sentence and timeline answer it; the other parts keep their figures and three drivers. */
const OTHER_SENTENCES = 0;
const DRIVERS = 3;

/** `answer` with the fleet plan's answer first (sentence, figures within `most`, the timeline as its chart). */
export function withFleetPlanAnswer<A extends { sentences: string[]; figures: Figure[]; chart: string | null; drivers: readonly unknown[] }>(
  scenario: Scenario,
  result: ScenarioResult,
  lang: Language,
  answer: A,
  most: number,
): A {
  const fleet = fleetPlanAnswer(scenario, result, lang);
  if (!fleet) return answer;
  const figures = [...fleet.figures, ...answer.figures.filter((f) => !fleet.figures.some((g) => g.key === f.key))].slice(0, most);
  return { ...answer, sentences: [fleet.sentence, ...answer.sentences.slice(0, OTHER_SENTENCES)], figures, chart: 'fleetPlan', drivers: answer.drivers.slice(0, DRIVERS) };
}
