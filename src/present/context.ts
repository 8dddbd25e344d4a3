// What every area module of the presentation layer reads: the scenario, its result, the output
// language's texts and formatting, and the display currency (docs/model.md › Display currency).
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario';
import { activeDisplay, approxDisplay, type DisplayKind, type DisplayRate } from '../format/display-money';
import type { Language } from '../i18n/languages';
import { sayIn, type Say } from './text';

export interface FigureContext {
  scenario: Scenario;
  result: ScenarioResult;
  lang: Language;
  say: Say;
  currency: string;
  display: DisplayRate | null;
  /** The amount in the display currency ("≈ ¥3248.84万"), undefined without one. */
  also: (value: number | null | undefined, kind?: DisplayKind) => string | undefined;
}

export function figureContext(scenario: Scenario, result: ScenarioResult, lang: Language): FigureContext {
  const currency = result.currency;
  const display = activeDisplay(scenario.display, currency);
  return {
    scenario,
    result,
    lang,
    say: sayIn(lang),
    currency,
    display,
    also: (value, kind = 'money') => approxDisplay(value, lang, display, kind) ?? undefined,
  };
}
