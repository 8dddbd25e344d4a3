// The key figures of a scenario, decided once: the app's headline cards, the report's key figures
// and page 1, the CLI's --table and the workbook's Summary sheet all map over this list (issue 34).
// Each part of the plan has its module (capacity, investment, lender, rent vs buy, quotes, demand
// plan); the tests every tone is read against are in thresholds.ts.
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario';
import type { Language } from '../i18n/languages';
import { capacityFigures } from './capacity';
import { figureContext, type FigureContext } from './context';
import { demandPlanFigures } from './demand-plan';
import type { Figure } from './figure';
import { investmentFigures } from './investment';
import { minPeriodDscrFigure } from './lender';
import { quoteFigures } from './quotes';
import { rentVsBuyFigures } from './rent-vs-buy';

/** The parts of a plan a figure comes from (the report's page 1 names them). */
export type FigurePart = 'capacity' | 'cashFlows' | 'rentVsBuy' | 'quotes' | 'portfolio';

export interface PartFigures {
  part: FigurePart;
  figures: Figure[];
}

/** Each part's figures, in the headline's order: capacity, investment (with the covenant's test), rent vs buy, quotes, demand plan. */
export function figuresByPart(ctx: FigureContext): PartFigures[] {
  const dscr = minPeriodDscrFigure(ctx);
  const parts: PartFigures[] = [
    { part: 'capacity', figures: capacityFigures(ctx) },
    { part: 'cashFlows', figures: [...investmentFigures(ctx), ...(dscr ? [dscr] : [])] },
    { part: 'rentVsBuy', figures: rentVsBuyFigures(ctx) },
    { part: 'quotes', figures: quoteFigures(ctx) },
    { part: 'portfolio', figures: demandPlanFigures(ctx) },
  ];
  return parts.filter((p) => p.figures.length > 0);
}

/** The scenario's key figures in `lang`: the one list every front end shows. */
export function keyFigures(scenario: Scenario, result: ScenarioResult, lang: Language): Figure[] {
  return figuresByPart(figureContext(scenario, result, lang)).flatMap((p) => p.figures);
}

/** The word for a figure's verdict in `lang` ("good", "bad"), '' without one: for text outputs that have no colour. */
export function toneWord(figure: Figure, ctx: Pick<FigureContext, 'say'>): string {
  return figure.tone ? ctx.say(`figures.tone.${figure.tone}`) : '';
}

/** A figure as one line of text: "value ≈ display (note)". */
export function figureText(figure: Figure): string {
  const value = figure.display ? `${figure.value} ${figure.display}` : figure.value;
  return figure.note ? `${value} (${figure.note})` : value;
}
