// The report's key figures: the presentation layer's (src/present/key-figures.ts, the same the
// app's headline and the CLI's --table show), then each other quote's price to match the best.
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario';
import type { Language } from '../i18n/languages';
import { figureContext } from '../present/context';
import type { Figure } from '../present/figure';
import { keyFigures as presentFigures } from '../present/key-figures';
import { priceToMatchFigures } from '../present/quotes';

export function keyFigures(scenario: Scenario, result: ScenarioResult, lang: Language): Figure[] {
  return [...presentFigures(scenario, result, lang), ...priceToMatchFigures(figureContext(scenario, result, lang))];
}
